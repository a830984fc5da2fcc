import Patterns

// The tutorial's suggested extension, done for real: a third family added by this file (a
// shape, its factory, its view factory) and one entry in the player's menu
// (`StrategyChoice.triangles`). The controller, scorers and strategies are untouched;
// `BasicTurnStrategy` pairs these two factories like any others.

extension ShapeKind {
    public static let triangle = ShapeKind(rawValue: "triangle")
}

/// An upright triangle as tall as its base, so it fills its square frame
/// like the others.
public struct TriangleShape: Shape, Equatable {
    public let base: Double

    public init(base: Double) {
        self.base = base
    }

    public var kind: ShapeKind { .triangle }
    public var proportion: Double { base }
    public var area: Double { base * base / 2 }
}

public struct TriangleShapeFactory: ShapeFactory {
    public let grid: ProportionGrid

    public init(grid: ProportionGrid = .game) {
        self.grid = grid
    }

    public var kind: ShapeKind { .triangle }

    public func createShapes(
        using generator: inout some RandomNumberGenerator
    ) -> (TriangleShape, TriangleShape) {
        let first = TriangleShape(
            base: grid.drawProportion(using: &generator))
        let second = TriangleShape(
            base: grid.drawProportion(using: &generator))
        return (first, second)
    }
}

public struct TriangleShapeViewFactory: ShapeViewFactory {
    public typealias ShapeType = TriangleShape
    public let size: Double

    public init(size: Double = 1) {
        self.size = size
    }

    /// Apex at the top centre, base along the bottom edge of the frame.
    public var geometry: ShapeGeometry {
        .polygon([
            UnitPoint(x: 0.5, y: 0),
            UnitPoint(x: 1, y: 1),
            UnitPoint(x: 0, y: 1),
        ])
    }
}
