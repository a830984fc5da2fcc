// Iterator: the history is stored oldest first (appending is cheap) but is only ever read
// newest first, because both the streak rule and the `h` screen start from the latest
// turn. The custom iterator gives every reader that order without copying or reversing.

public struct TurnHistory: Sequence, Sendable {
    /// Oldest first; never exposed, so no reader can depend on the
    /// storage order.
    private var turns: [Turn]

    public init(oldestFirst turns: [Turn] = []) {
        self.turns = turns
    }

    public mutating func record(_ turn: Turn) {
        turns.append(turn)
    }

    public var count: Int { turns.count }
    public var isEmpty: Bool { turns.isEmpty }
    public var newest: Turn? { turns.last }

    /// How many right picks in a row, counted back from the newest turn.
    public var currentStreak: Int {
        var streak = 0
        for turn in self {
            guard turn.matched else { break }
            streak += 1
        }
        return streak
    }

    public func makeIterator() -> NewestFirstIterator {
        NewestFirstIterator(turns: turns)
    }

    public struct NewestFirstIterator: IteratorProtocol {
        private let turns: [Turn]
        private var nextIndex: Int

        init(turns: [Turn]) {
            self.turns = turns
            nextIndex = turns.count - 1
        }

        public mutating func next() -> Turn? {
            guard nextIndex >= 0 else { return nil }
            defer { nextIndex -= 1 }
            return turns[nextIndex]
        }
    }
}
