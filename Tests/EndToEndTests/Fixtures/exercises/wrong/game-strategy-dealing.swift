// expect-failure: must toss its coin with the generator it is handed
enum ShapeKind { case square, circle, triangle }

/// One turn's pair: two shapes of one kind, and their sizes.
struct Deal: Equatable {
    let kind: ShapeKind
    let first: Double
    let second: Double
}

protocol TurnStrategy {
    var name: String { get }
    /// The next pair. `pastMatches` holds the picks so far, oldest first: true for a right one.
    func nextDeal(pastMatches: [Bool], using generator: inout some RandomNumberGenerator) -> Deal
}

/// A size from the game's grid: 0.3 to 0.8 in 101 steps.
func gridSize(using generator: inout some RandomNumberGenerator) -> Double {
    Double(300 + 5 * Int.random(in: 0...100, using: &generator)) / 1000
}

/// Two shapes of one kind, every turn.
struct SingleKindStrategy: TurnStrategy {
    let kind: ShapeKind
    var name: String { "\(kind)s" }

    func nextDeal(pastMatches: [Bool], using generator: inout some RandomNumberGenerator) -> Deal {
        Deal(kind: kind, first: gridSize(using: &generator), second: gridSize(using: &generator))
    }
}

/// Each turn, one of two strategies, chosen by a coin from the generator it is handed.
struct RandomTurnStrategy: TurnStrategy {
    let first: any TurnStrategy
    let second: any TurnStrategy
    var name: String { "\(first.name) or \(second.name)" }

    func nextDeal(pastMatches: [Bool], using generator: inout some RandomNumberGenerator) -> Deal {
        // A step of the size grid: 0 to 49 of 0...100 picks the first, as the original game did.
        let chosen = Int.random(in: 0...100) < 50 ? first : second
        return chosen.nextDeal(pastMatches: pastMatches, using: &generator)
    }
}

enum ShapePick { case first, second }

/// The context: plays the turns, and leaves the dealing to its strategy.
struct TurnController {
    /// Swapping it changes the next turn; the pair on show stays.
    var strategy: any TurnStrategy
    private(set) var current = Deal(kind: .square, first: 0.3, second: 0.3)
    private(set) var pastMatches: [Bool] = []
    private var generator = SystemRandomNumberGenerator()

    init(strategy: any TurnStrategy) {
        self.strategy = strategy
        current = dealNext()
    }

    /// Records whether the pick was right, then deals the next pair.
    @discardableResult
    mutating func pick(_ pick: ShapePick) -> Bool {
        let matched = pick == .first ? current.first >= current.second : current.second >= current.first
        pastMatches.append(matched)
        current = dealNext()
        return matched
    }

    private mutating func dealNext() -> Deal {
        strategy.nextDeal(pastMatches: pastMatches, using: &generator)
    }
}
