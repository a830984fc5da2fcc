import Foundation

/// SplitMix64 (Steele, Lea and Flood, 2014): tiny, fast, and with outputs that pass BigCrush,
/// which is plenty for spreading due dates. It stands in for the reference's `random.random()`
/// so that a card's fuzz depends only on its seed and the review, never on a global state.
/// `Patterns.SplitMixGenerator` is the same generator; this module keeps its own copy because
/// the scheduler depends on nothing, and its due dates must not move if the catalogue's does.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [0, 1), as `random.random()` gives: the top 53 bits over 2^53.
    mutating func nextUnitInterval() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}

enum FuzzDraw {
    /// The draw for one review: the card's seed mixed with the review's time in whole
    /// milliseconds, so replaying a card's history gives the same due dates and two reviews of
    /// one card (or one review of two cards) get independent draws.
    static func unitInterval(seed: UInt64, reviewedAt date: Date) -> Double {
        // Int64(exactly:) is nil for times no Date the app makes can have (beyond ±292 million
        // years or not finite); those share the draw of millisecond 0 rather than trap.
        let milliseconds = Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded(.down)) ?? 0
        var mixer = SplitMix64(seed: seed)
        var generator = SplitMix64(seed: mixer.next() ^ UInt64(bitPattern: milliseconds))
        return generator.nextUnitInterval()
    }

    /// 64-bit FNV-1a of the UTF-8 bytes: stable across runs and platforms, unlike `Hasher`,
    /// which is seeded per process.
    static func seed(for identifier: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in identifier.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
