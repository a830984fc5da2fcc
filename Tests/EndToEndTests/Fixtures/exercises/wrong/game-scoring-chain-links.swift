// expect-failure: the history must be read newest first
/// One played turn, recorded once: whether the pick was right.
struct Turn { let matched: Bool }

/// The turns so far: stored oldest first, always read newest first.
struct TurnHistory: Sequence {
    private var turns: [Turn] = []

    mutating func record(_ turn: Turn) { turns.append(turn) }

    var newest: Turn? { turns.last }

    /// How many right picks in a row, counted back from the newest turn.
    var currentStreak: Int {
        var streak = 0
        for turn in self {
            guard turn.matched else { break }
            streak += 1
        }
        return streak
    }

    func makeIterator() -> IndexingIterator<[Turn]> {
        turns.makeIterator()
    }
}

protocol Scorer {
    /// The next link, fixed when the link is made.
    var nextScorer: (any Scorer)? { get }
    /// This link's own part of the increment for the newest turn.
    func increment(for pastTurns: TurnHistory) -> Int
}

extension Scorer {
    /// The whole chain's increment, from this link on: its own part plus the rest's.
    func computeScoreIncrement(for pastTurns: TurnHistory) -> Int {
        increment(for: pastTurns) + (nextScorer?.computeScoreIncrement(for: pastTurns) ?? 0)
    }
}

/// +1 for a right pick, -1 for a wrong one.
struct MatchScorer: Scorer {
    let nextScorer: (any Scorer)?
    init(nextScorer: (any Scorer)? = nil) { self.nextScorer = nextScorer }

    func increment(for pastTurns: TurnHistory) -> Int {
        guard let newest = pastTurns.newest else { return 0 }
        return newest.matched ? 1 : -1
    }
}

/// +10 from the fifth right pick in a row on.
struct StreakScorer: Scorer {
    let nextScorer: (any Scorer)?
    init(nextScorer: (any Scorer)? = nil) { self.nextScorer = nextScorer }

    func increment(for pastTurns: TurnHistory) -> Int {
        pastTurns.currentStreak >= 5 ? 10 : 0
    }
}

enum ScorerChain {
    /// The game's rules: match, then streak, joined when made.
    static var standard: any Scorer { MatchScorer(nextScorer: StreakScorer()) }
}
