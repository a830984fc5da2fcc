import Patterns

// Abstract Factory, part one: the factory that makes a turn's pair of shapes. The original
// returned `(Shape, Shape)` and the controller cast them back with `as!`; here the
// associated type `Product` keeps the concrete kind, so the compiler can check that the
// view factory paired with it draws that same kind (see `BasicTurnStrategy`).

public protocol ShapeFactory: Sendable {
    associatedtype Product: Shape
    var kind: ShapeKind { get }
    /// Two shapes of this factory's kind, sized from its proportion
    /// grid. Chance comes from the caller's generator, so a seeded game
    /// replays exactly.
    func createShapes(
        using generator: inout some RandomNumberGenerator
    ) -> (Product, Product)
}

public struct SquareShapeFactory: ShapeFactory {
    public let grid: ProportionGrid

    /// The grid holds the min and max proportion the tutorial configured the factory with.
    public init(grid: ProportionGrid = .game) {
        self.grid = grid
    }

    public var kind: ShapeKind { .square }

    public func createShapes(
        using generator: inout some RandomNumberGenerator
    ) -> (SquareShape, SquareShape) {
        let first = SquareShape(
            sideLength: grid.drawProportion(using: &generator))
        let second = SquareShape(
            sideLength: grid.drawProportion(using: &generator))
        return (first, second)
    }
}

public struct CircleShapeFactory: ShapeFactory {
    public let grid: ProportionGrid

    public init(grid: ProportionGrid = .game) {
        self.grid = grid
    }

    public var kind: ShapeKind { .circle }

    public func createShapes(
        using generator: inout some RandomNumberGenerator
    ) -> (CircleShape, CircleShape) {
        let first = CircleShape(
            diameter: grid.drawProportion(using: &generator))
        let second = CircleShape(
            diameter: grid.drawProportion(using: &generator))
        return (first, second)
    }
}
