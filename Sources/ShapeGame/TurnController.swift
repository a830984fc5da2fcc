// Dependency Injection: the controller is given its strategy, its scorer chain and its
// source of chance; it creates none of them (`init(seed:)` only wraps a seed in the
// generator, and the scorer defaults to the game's standard chain). So a test can hand
// it a seeded generator, the UI can swap the strategy mid-game, and a new shape family
// needs no change here.
//
// It is a value, not the tutorial's view-controller class: a turn is `pick(_:)` on a copy
// the caller owns, so the app's state (a Redux-style store) can hold a whole game, tests
// can compare before and after, and no tap handler can capture it and leak it (the
// original's handlers kept their controller alive in a retain cycle).

/// What one pick did: the recorded turn, its number (from 1), the increment and new score.
public struct TurnOutcome: Sendable {
    public let turn: Turn
    public let number: Int
    public let increment: Int
    public let score: Int
}

public struct TurnController: Sendable {
    /// Swapping it takes effect from the next turn;
    /// the shapes on show stay.
    public var turnStrategy: any TurnStrategy
    public let scorer: any Scorer
    public private(set) var history = TurnHistory()
    public private(set) var score = 0
    /// The highest score reached this game; the game starts at 0.
    public private(set) var bestScore = 0
    /// The two shapes the player is choosing between now.
    public private(set) var currentViews: (ShapeView, ShapeView)
    private var generator: SeededGenerator

    public init(
        turnStrategy: any TurnStrategy,
        scorer: any Scorer = ScorerChain.standard,
        generator: SeededGenerator
    ) {
        var generator = generator
        currentViews = turnStrategy.makeShapeViewsForNextTurn(
            pastTurns: TurnHistory(), using: &generator)
        self.turnStrategy = turnStrategy
        self.scorer = scorer
        self.generator = generator
    }

    public init(
        turnStrategy: any TurnStrategy,
        scorer: any Scorer = ScorerChain.standard,
        seed: UInt64
    ) {
        self.init(
            turnStrategy: turnStrategy, scorer: scorer,
            generator: SeededGenerator(seed: seed))
    }

    /// Records the pick, scores it through the chain, and deals the next turn.
    @discardableResult
    public mutating func pick(_ pick: ShapePick) -> TurnOutcome {
        let turn = Turn(
            shapes: (currentViews.0.shape, currentViews.1.shape),
            picked: pick)
        history.record(turn)
        let increment = scorer.computeScoreIncrement(for: history)
        score += increment
        bestScore = max(bestScore, score)
        currentViews = turnStrategy.makeShapeViewsForNextTurn(
            pastTurns: history, using: &generator)
        return TurnOutcome(
            turn: turn, number: history.count,
            increment: increment, score: score)
    }

    /// Repaints the shapes on show in `style` (a new colour scheme applies at once; a new
    /// strategy's own style only from the next turn). The shapes and sizes stay the same.
    public mutating func restyleCurrentViews(_ style: ShapeViewStyle) {
        currentViews = (currentViews.0.restyled(style), currentViews.1.restyled(style))
    }

    public var currentStreak: Int { history.currentStreak }

    /// Right picks as a fraction of all picks; nil before the first pick.
    public var accuracy: Double? {
        guard !history.isEmpty else { return nil }
        return Double(rightPicks) / Double(history.count)
    }

    public var rightPicks: Int { history.count { $0.matched } }

    /// For equality: two games with the same generator state draw the same turns from here on.
    var generatorState: SeededGenerator { generator }
}
