// Dependency Injection: the controller is given its strategy, its scorer chain and its
// source of chance; it creates none of them. So a test can hand it a seeded generator, the
// UI can swap the strategy mid-game, and a new shape family needs no change here. It holds
// no closures either: the original's tap handlers captured the controller strongly (a
// retain cycle); the UI calls `pick(_:)` instead.

/// What one pick did: the recorded turn, its number (from 1), the increment and new score.
public struct TurnOutcome: Sendable {
    public let turn: Turn
    public let number: Int
    public let increment: Int
    public let score: Int
}

public final class TurnController {
    /// Swapping it takes effect from the next turn; the shapes on show stay.
    public var turnStrategy: any TurnStrategy
    public let scorer: any Scorer
    public private(set) var history = TurnHistory()
    public private(set) var score = 0
    /// The highest score reached this game; the game starts at 0.
    public private(set) var bestScore = 0
    /// The two shapes the player is choosing between now.
    public private(set) var currentViews: (ShapeView, ShapeView)
    private var generator: any RandomNumberGenerator

    public init(turnStrategy: any TurnStrategy, scorer: any Scorer = ScorerChain.standard,
                generator: some RandomNumberGenerator) {
        var generator = generator
        currentViews = turnStrategy.makeShapeViewsForNextTurn(pastTurns: TurnHistory(), using: &generator)
        self.turnStrategy = turnStrategy
        self.scorer = scorer
        self.generator = generator
    }

    public convenience init(turnStrategy: any TurnStrategy, scorer: any Scorer = ScorerChain.standard, seed: UInt64) {
        self.init(turnStrategy: turnStrategy, scorer: scorer, generator: SeededGenerator(seed: seed))
    }

    /// Records the pick, scores it through the chain, and deals the next turn.
    @discardableResult
    public func pick(_ pick: ShapePick) -> TurnOutcome {
        let turn = Turn(shapes: (currentViews.0.shape, currentViews.1.shape), picked: pick)
        history.record(turn)
        let increment = scorer.computeScoreIncrement(for: history)
        score += increment
        bestScore = max(bestScore, score)
        currentViews = turnStrategy.makeShapeViewsForNextTurn(pastTurns: history, using: &generator)
        return TurnOutcome(turn: turn, number: history.count, increment: increment, score: score)
    }

    public var currentStreak: Int { history.currentStreak }

    /// Right picks as a fraction of all picks; nil before the first pick.
    public var accuracy: Double? {
        guard !history.isEmpty else { return nil }
        return Double(history.count { $0.matched }) / Double(history.count)
    }
}
