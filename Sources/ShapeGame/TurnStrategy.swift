// Strategy: how the next turn's shapes are chosen. The controller holds `any TurnStrategy`
// and never learns whether it plays squares, circles, a mix, or a family added later.

public protocol TurnStrategy: Sendable {
    /// A short name for status lines: "squares", "squares or circles".
    var name: String { get }
    /// The views for the next turn. `pastTurns` is there for strategies that adapt to the
    /// player; chance comes only from `generator`, so a seeded game replays exactly.
    func makeShapeViewsForNextTurn(
        pastTurns: TurnHistory,
        using generator: inout some RandomNumberGenerator
    ) -> (ShapeView, ShapeView)
}

/// One shape factory and one view builder, ignoring the history. The `where` clause is the
/// compile-time pairing check: only a view factory for the shape factory's own product fits.
public struct BasicTurnStrategy<
    Shapes: ShapeFactory, Views: ShapeViewFactory
>: TurnStrategy
where Views.ShapeType == Shapes.Product {
    public let shapeFactory: Shapes
    public let shapeViewBuilder: ShapeViewBuilder<Views>

    public init(shapeFactory: Shapes, shapeViewBuilder: ShapeViewBuilder<Views>) {
        self.shapeFactory = shapeFactory
        self.shapeViewBuilder = shapeViewBuilder
    }

    public var name: String { "\(shapeFactory.kind)s" }

    public func makeShapeViewsForNextTurn(
        pastTurns: TurnHistory,
        using generator: inout some RandomNumberGenerator
    ) -> (ShapeView, ShapeView) {
        shapeViewBuilder.buildShapeViews(
            for: shapeFactory.createShapes(using: &generator))
    }
}

/// Picks one of two strategies per turn: the first when a draw from the 0...100 grid is
/// below 50, else the second. That is 50 chances in 101, slightly under half, as in the
/// original game.
public struct RandomTurnStrategy: TurnStrategy {
    public let first: any TurnStrategy
    public let second: any TurnStrategy

    public init(first: any TurnStrategy, second: any TurnStrategy) {
        self.first = first
        self.second = second
    }

    public var name: String { "\(first.name) or \(second.name)" }

    public func makeShapeViewsForNextTurn(
        pastTurns: TurnHistory,
        using generator: inout some RandomNumberGenerator
    ) -> (ShapeView, ShapeView) {
        let chosen = ProportionGrid.drawStep(using: &generator) < 50
            ? first : second
        return chosen.makeShapeViewsForNextTurn(
            pastTurns: pastTurns, using: &generator)
    }
}
