// Chain of Responsibility: each scorer adds its own increment to the next scorer's, so a
// new rule is one more link, not an edit to the controller. The tutorial declared its
// chain with `let` and then mutated it (no longer valid Swift) and built it inside the
// controller; here links are immutable values joined at creation, and the finished chain
// is injected into `TurnController`.

public protocol Scorer: Sendable {
    var nextScorer: (any Scorer)? { get }
    /// This link's own part of the increment for the newest turn.
    func increment(for pastTurns: TurnHistory) -> Int
}

extension Scorer {
    /// The whole chain's increment from here on:
    /// this link's plus the rest's.
    public func computeScoreIncrement(for pastTurns: TurnHistory) -> Int {
        increment(for: pastTurns)
            + (nextScorer?.computeScoreIncrement(for: pastTurns) ?? 0)
    }
}

/// +1 for a right pick on the newest turn, -1 for a wrong one.
public struct MatchScorer: Scorer {
    public let nextScorer: (any Scorer)?

    public init(nextScorer: (any Scorer)? = nil) {
        self.nextScorer = nextScorer
    }

    public func increment(for pastTurns: TurnHistory) -> Int {
        guard let newest = pastTurns.newest else { return 0 }
        return newest.matched ? 1 : -1
    }
}

/// A bonus on every turn while the run of right picks, counted newest first, is long
/// enough: with the defaults, +10 on the 5th right pick in a row and each one after.
public struct StreakScorer: Scorer {
    public let minimumStreak: Int
    public let bonus: Int
    public let nextScorer: (any Scorer)?

    public init(minimumStreak: Int = 5, bonus: Int = 10, nextScorer: (any Scorer)? = nil) {
        self.minimumStreak = minimumStreak
        self.bonus = bonus
        self.nextScorer = nextScorer
    }

    public func increment(for pastTurns: TurnHistory) -> Int {
        pastTurns.currentStreak >= minimumStreak ? bonus : 0
    }
}

public enum ScorerChain {
    /// The game's rules: match, then streak.
    /// All right scores 1, 2, 3, 4, 15, 26, 37, 48.
    public static let standard: any Scorer =
        MatchScorer(nextScorer: StreakScorer())
}
