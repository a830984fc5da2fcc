// expect-failure: chance must come only from the generator it is handed
/// SplitMix64: the same seed always gives the same numbers.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Deals the sizes of the next two shapes.
protocol Dealer {
    func deal(using generator: inout SeededGenerator) -> (Double, Double)
}

/// Scores one pick.
protocol Scorer {
    func increment(matched: Bool) -> Int
}

/// Sizes from the game's grid: 0.3 to 0.8 in 101 steps.
struct GridDealer: Dealer {
    func deal(using generator: inout SeededGenerator) -> (Double, Double) {
        let first = Int.random(in: 0...100, using: &generator)
        let second = Int.random(in: 0...100, using: &generator)
        return (Double(300 + 5 * first) / 1000, Double(300 + 5 * second) / 1000)
    }
}

struct MatchScorer: Scorer {
    func increment(matched: Bool) -> Int { matched ? 1 : -1 }
}

enum ShapePick { case first, second }

/// Uses a dealer, a scorer and a generator, and creates none of them.
struct TurnController {
    private let dealer: any Dealer
    private let scorer: any Scorer
    private var generator: SeededGenerator
    private(set) var score = 0
    /// The sizes of the two shapes on show.
    private(set) var pair: (Double, Double)

    init(dealer: any Dealer, scorer: any Scorer, generator: SeededGenerator) {
        self.dealer = dealer
        self.scorer = scorer
        self.generator = SeededGenerator(seed: .random(in: 0 ... .max))
        pair = dealer.deal(using: &self.generator)
    }

    /// Judges the pick, scores it, and deals the next pair. Returns the change in score.
    @discardableResult
    mutating func pick(_ pick: ShapePick) -> Int {
        let matched = pick == .first ? pair.0 >= pair.1 : pair.1 >= pair.0
        let change = scorer.increment(matched: matched)
        score += change
        pair = dealer.deal(using: &generator)
        return change
    }
}
