// One played turn, recorded once the player has picked. The tutorial's `Turn` was created
// with the shapes and had `matched` set later; recording it whole keeps it immutable, so
// the history the scorers read can never change under them.

/// Which of the turn's two shapes the player picked.
public enum ShapePick: Sendable, Equatable, CaseIterable {
    case first, second
}

public struct Turn: Sendable {
    public let shapes: (any Shape, any Shape)
    public let picked: ShapePick
    /// Whether the pick was right, as judged by the servant
    /// (ties are right).
    public let matched: Bool

    public init(shapes: (any Shape, any Shape), picked: ShapePick) {
        self.shapes = shapes
        self.picked = picked
        matched = PickJudge.isRight(
            picked: picked == .first ? shapes.0 : shapes.1,
            other: picked == .first ? shapes.1 : shapes.0)
    }

    /// Which shape was the larger, by the servant's rule; nil on a tie.
    public var larger: ShapePick? {
        let firstWins = PickJudge.isRight(picked: shapes.0, other: shapes.1)
        let secondWins = PickJudge.isRight(picked: shapes.1, other: shapes.0)
        if firstWins && secondWins { return nil }
        return firstWins ? .first : .second
    }

    /// Both shapes of a turn are of one kind, so the first one names it.
    public var kind: ShapeKind { shapes.0.kind }
    public var proportions: (Double, Double) { (shapes.0.proportion, shapes.1.proportion) }
}
