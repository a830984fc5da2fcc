// The game's one source of chance: whole steps drawn from 0...100. Both shape sizes and the
// random strategy's coin use it, so a seeded generator replays a game exactly.

/// The size rule: `lower + k/100 * (upper - lower)` with `k` a whole number in 0...100,
/// so 101 even steps from `lower` to `upper` inclusive.
public struct ProportionGrid: Sendable, Equatable {
    /// The grid the random draws come from: 0...100, both ends included.
    public static let steps: ClosedRange<Int> = 0...100

    public let lower: Double
    public let upper: Double

    /// The finished game's range: no shape smaller than 0.3 or larger than 0.8 of the box.
    public static let game = ProportionGrid(lower: 0.3, upper: 0.8)

    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The proportion at step `k`; steps outside 0...100 are clamped so the size never
    /// leaves the range.
    public func proportion(atStep step: Int) -> Double {
        let clamped = min(max(step, Self.steps.lowerBound), Self.steps.upperBound)
        return lower + Double(clamped) / Double(Self.steps.upperBound) * (upper - lower)
    }

    public func drawProportion(using generator: inout some RandomNumberGenerator) -> Double {
        proportion(atStep: Self.drawStep(using: &generator))
    }

    public static func drawStep(using generator: inout some RandomNumberGenerator) -> Int {
        Int.random(in: steps, using: &generator)
    }
}
