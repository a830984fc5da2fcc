import Foundation
import SpacedRepetition
import Testing

/// The review histories scripts/reference/fsrs_vectors.py ran through the reference package
/// (`fsrs` 6.3.2, fuzzing off), with the card after every review.
struct ReferenceVectors: Decodable {
    struct SchedulerConfiguration: Decodable {
        let parameters: [Double]
        let desiredRetention: Double
        /// Seconds.
        let learningSteps: [Int]
        let relearningSteps: [Int]
        let maximumInterval: Int

        /// The reference's `Scheduler.to_dict()` keys.
        enum CodingKeys: String, CodingKey {
            case parameters, desiredRetention = "desired_retention", learningSteps = "learning_steps"
            case relearningSteps = "relearning_steps", maximumInterval = "maximum_interval"
        }

        func scheduler() throws -> Scheduler {
            Scheduler(parameters: try SchedulerParameters(
                weights: parameters, desiredRetention: desiredRetention,
                learningSteps: learningSteps.map(TimeInterval.init), relearningSteps: relearningSteps.map(TimeInterval.init),
                maximumInterval: maximumInterval, enableFuzzing: false))
        }
    }

    struct Review: Decodable {
        let rating: Int
        let time: String
        /// The card's retrievability at `time`, just before this review.
        let retrievabilityBefore: Double
        let state: Int
        let step: Int?
        let stability: Double
        let difficulty: Double
        let due: String
    }

    struct History: Decodable {
        /// An index into `schedulers`.
        let scheduler: Int
        let reviews: [Review]
    }

    struct FuzzRanges: Decodable {
        struct Row: Decodable {
            let interval: Int
            let min: Int
            let max: Int
        }

        let maximumInterval: Int
        let ranges: [Row]
    }

    let reference: String
    let schedulers: [SchedulerConfiguration]
    let histories: [History]
    let fuzzRanges: [FuzzRanges]

    static func load() throws -> ReferenceVectors {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fsrs-reference-vectors.json")
        return try JSONDecoder().decode(ReferenceVectors.self, from: Data(contentsOf: fixture))
    }

    static func date(_ text: String) throws -> Date {
        try Date(text, strategy: .iso8601)
    }
}

@Suite struct ReferenceVectorTests {
    @Test func theFixtureIsTheReferencesAndCoversEveryRatingStateAndConfiguration() throws {
        let vectors = try ReferenceVectors.load()
        #expect(vectors.reference.hasPrefix("fsrs 6.3.2"))
        #expect(vectors.histories.filter { $0.scheduler == 0 }.count >= 300)
        let reviews = vectors.histories.flatMap(\.reviews)
        #expect(Set(reviews.map(\.rating)) == [1, 2, 3, 4])
        #expect(Set(reviews.map(\.state)) == [1, 2, 3])
        #expect(Set(vectors.histories.map(\.scheduler)) == Set(vectors.schedulers.indices))
        // The default configuration is the app's: the reference's defaults.
        let defaults = try #require(vectors.schedulers.first)
        #expect(defaults.parameters == SchedulerParameters.defaultWeights)
        #expect(defaults.learningSteps == [60, 600] && defaults.relearningSteps == [600])
        #expect(defaults.desiredRetention == 0.9 && defaults.maximumInterval == 36_500)
    }

    /// Every history replayed review by review from a new card: state and step equal, due to
    /// the second, stability and difficulty within 1e-4. On Linux (glibc's pow, as
    /// CPython uses) every value agreed exactly when this was written; the tolerance leaves room for
    /// another platform's pow.
    @Test func everyHistoryReplaysAsTheReferenceScheduledIt() throws {
        let vectors = try ReferenceVectors.load()
        let schedulers = try vectors.schedulers.map { try $0.scheduler() }
        for (number, history) in vectors.histories.enumerated() {
            let scheduler = schedulers[history.scheduler]
            let first = try #require(history.reviews.first)
            var card = Card(due: try ReferenceVectors.date(first.time))
            for (position, review) in history.reviews.enumerated() {
                let place = "history \(number), review \(position)"
                let time = try ReferenceVectors.date(review.time)
                let rating = try #require(Rating(rawValue: review.rating))
                let retrievability = scheduler.retrievability(of: card, at: time)
                card = scheduler.review(card, rating: rating, at: time)

                let stability = abs((card.stability ?? .nan) - review.stability)
                let difficulty = abs((card.difficulty ?? .nan) - review.difficulty)
                let recall = abs(retrievability - review.retrievabilityBefore)
                let due = abs(card.due.timeIntervalSince(try ReferenceVectors.date(review.due)))
                #expect(card.state.rawValue == review.state, "\(place): state")
                #expect(card.step == review.step, "\(place): step")
                #expect(stability <= 1e-4, "\(place): stability \(card.stability ?? .nan), reference \(review.stability)")
                #expect(difficulty <= 1e-4, "\(place): difficulty \(card.difficulty ?? .nan), reference \(review.difficulty)")
                #expect(recall <= 1e-9, "\(place): retrievability \(retrievability), reference \(review.retrievabilityBefore)")
                #expect(due < 1, "\(place): due \(card.due), reference \(review.due)")
            }
        }
    }

    /// The fuzz ranges the reference's own `_get_fuzzed_interval` gives at both ends of its draw.
    @Test func fuzzRangesAreTheReferences() throws {
        let vectors = try ReferenceVectors.load()
        #expect(vectors.fuzzRanges.count == 2)
        for table in vectors.fuzzRanges {
            let scheduler = Scheduler(parameters: try SchedulerParameters(maximumInterval: table.maximumInterval))
            for row in table.ranges {
                #expect(scheduler.fuzzRange(forInterval: row.interval) == row.min...row.max,
                        "interval \(row.interval), maximum \(table.maximumInterval)")
            }
        }
    }
}
