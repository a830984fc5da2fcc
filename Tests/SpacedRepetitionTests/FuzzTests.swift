import Foundation
import SpacedRepetition
import Testing

/// Fuzzing draws from a per-card generator, not the reference's Python `random`, so only the
/// ranges can be compared with the reference (ReferenceVectorTests checks them against its
/// table); here every fuzzed review must land inside them, and reproducibly.
@Suite struct FuzzTests {
    static let start = Date(timeIntervalSince1970: 1_740_819_600)
    static let day: TimeInterval = 86_400
    static let fuzzing = Scheduler(parameters: SchedulerParameters.default)
    static let plain = Scheduler(parameters: SchedulerParameters.default.withFuzzing(false))

    static func reviewCard(stability: Double) -> Card {
        Card(state: .review, step: nil, stability: stability, difficulty: 5,
             due: start, lastReview: start - stability * day)
    }

    static func days(from start: Date, to due: Date) -> Int {
        Int((due.timeIntervalSince(start) / day).rounded())
    }

    @Test func fuzzedIntervalsStayInTheReferencesRange() {
        for stability in [1.0, 2.0, 3.0, 4.5, 7.0, 12.0, 19.0, 25.0, 60.0, 365.0, 4_000.0] {
            let card = Self.reviewCard(stability: stability)
            for rating in [Rating.hard, .good, .easy] {
                let unfuzzed = Self.days(from: Self.start, to: Self.plain.review(card, rating: rating, at: Self.start).due)
                let range = Self.fuzzing.fuzzRange(forInterval: unfuzzed)
                var seen = Set<Int>()
                for seed in UInt64(0)..<400 {
                    let fuzzed = Self.fuzzing.review(card, rating: rating, at: Self.start, fuzzSeed: seed)
                    let days = Self.days(from: Self.start, to: fuzzed.due)
                    #expect(range.contains(days), "stability \(stability), \(rating): \(days) outside \(range)")
                    seen.insert(days)
                }
                // Fuzzing changes only the due date, never the memory.
                let fuzzed = Self.fuzzing.review(card, rating: rating, at: Self.start, fuzzSeed: 1)
                #expect(fuzzed.stability == Self.plain.review(card, rating: rating, at: Self.start).stability)
                // Under 2.5 days nothing is fuzzed; above, the draws reach both ends of small ranges.
                if unfuzzed < 3 {
                    #expect(seen == [unfuzzed])
                } else if range.count <= 10 {
                    #expect(seen == Set(range), "stability \(stability), \(rating): saw \(seen.sorted()) of \(range)")
                }
            }
        }
    }

    @Test func theRangesWidenWithTheInterval() {
        #expect(Self.fuzzing.fuzzRange(forInterval: 1) == 1...1)
        #expect(Self.fuzzing.fuzzRange(forInterval: 2) == 2...2)
        #expect(Self.fuzzing.fuzzRange(forInterval: 3) == 2...5)
        #expect(Self.fuzzing.fuzzRange(forInterval: 100) == 93...108)
        #expect(Self.fuzzing.fuzzRange(forInterval: 36_500) == 34_673...36_500)
    }

    @Test func fuzzIsReproducibleForACardAndVariesBetweenCards() {
        let card = Self.reviewCard(stability: 60)
        let seed = Scheduler.fuzzSeed(forIdentifier: "observer-q3")
        let once = Self.fuzzing.review(card, rating: .good, at: Self.start, fuzzSeed: seed)
        let again = Self.fuzzing.review(card, rating: .good, at: Self.start, fuzzSeed: seed)
        #expect(once == again)

        // A whole history replays to the same dates.
        func replay(seed: UInt64) -> [Date] {
            var card = Card(due: Self.start)
            var dates: [Date] = []
            for rating in [Rating.good, .good, .good, .hard, .good, .easy, .good] {
                card = Self.fuzzing.review(card, rating: rating, at: card.due, fuzzSeed: seed)
                dates.append(card.due)
            }
            return dates
        }
        #expect(replay(seed: seed) == replay(seed: seed))

        // Different cards (seeds) and different review times draw differently.
        let bySeed = Set((UInt64(0)..<50).map { Self.fuzzing.review(card, rating: .good, at: Self.start, fuzzSeed: $0).due })
        #expect(bySeed.count > 5)
        let byTime = Set((0..<50).map {
            Self.fuzzing.review(card, rating: .good, at: Self.start + Double($0), fuzzSeed: seed).due.timeIntervalSince(Self.start + Double($0))
        })
        #expect(byTime.count > 5)
    }

    @Test func seedsFromIdentifiersAreStableFNV1a() {
        // Published FNV-1a 64-bit test vectors.
        #expect(Scheduler.fuzzSeed(forIdentifier: "") == 0xCBF2_9CE4_8422_2325)
        #expect(Scheduler.fuzzSeed(forIdentifier: "a") == 0xAF63_DC4C_8601_EC8C)
        #expect(Scheduler.fuzzSeed(forIdentifier: "foobar") == 0x8594_4171_F739_67E8)
    }

    @Test func learningAndRelearningStepsAreNeverFuzzed() {
        let first = Self.fuzzing.review(Card(due: Self.start), rating: .good, at: Self.start, fuzzSeed: 7)
        #expect(first.due == Self.start + 600)
        let learnt = Self.reviewCard(stability: 30)
        let lapsed = Self.fuzzing.review(learnt, rating: .again, at: Self.start, fuzzSeed: 7)
        #expect(lapsed.state == .relearning && lapsed.due == Self.start + 600)
    }
}
