import ArgumentParser
import Foundation
import Localization
import SpacedRepetition

/// `pattern-tutor schedule --reviews FILE.json`: one new card through a list of reviews, printed
/// after each, so anyone can compare this scheduler with another FSRS implementation.
struct Schedule: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: localized("Print an FSRS-6 card's state after each of a list of reviews, as JSON."),
        discussion: localized("""
            FILE.json is a list of reviews of one new card: [{"rating": 1-4, "time": "ISO-8601"}, …], \
            with ratings 1 again, 2 hard, 3 good, 4 easy, in time order. The output is a JSON list with \
            the card after each review (state 1 learning, 2 review, 3 relearning; step; stability; \
            difficulty; due; last_review), computed with the default parameters and no fuzzing, like \
            the reference package fsrs 6.3.2 with enable_fuzzing=False.
            """))

    @Option(help: ArgumentHelp(localized("The reviews, as JSON (- for standard input)."), valueName: "file"))
    var reviews: String

    struct InputReview: Decodable {
        let rating: Int
        let time: String
    }

    /// Field names and null for "none", as the reference's `Card.to_dict()` writes them.
    struct OutputCard: Encodable {
        let rating: Int
        let time: String
        let state: Int
        let step: Int?
        let stability: Double?
        let difficulty: Double?
        let due: String
        let lastReview: String?

        enum CodingKeys: String, CodingKey {
            case rating, time, state, step, stability, difficulty, due
            case lastReview = "last_review"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rating, forKey: .rating)
            try container.encode(time, forKey: .time)
            try container.encode(state, forKey: .state)
            try container.encode(step, forKey: .step)
            try container.encode(stability, forKey: .stability)
            try container.encode(difficulty, forKey: .difficulty)
            try container.encode(due, forKey: .due)
            try container.encode(lastReview, forKey: .lastReview)
        }
    }

    func run() throws {
        let data: Data
        if reviews == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: reviews) else { throw Failure("cannot read \(reviews)") }
            data = contents
        }
        let input: [InputReview]
        do {
            input = try JSONDecoder().decode([InputReview].self, from: data)
        } catch {
            throw Failure("\(reviews) is not a list of {\"rating\": 1-4, \"time\": ISO-8601} reviews")
        }
        let cards = try Self.replay(input)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(cards), as: UTF8.self))
    }

    /// The card after each review; the whole list is checked before anything is printed.
    static func replay(_ input: [InputReview]) throws -> [OutputCard] {
        let scheduler = Scheduler(parameters: SchedulerParameters.default.withFuzzing(false))
        var card: Card?
        var previous: Date?
        return try input.enumerated().map { index, review in
            guard let rating = Rating(rawValue: review.rating) else {
                throw Failure("review \(index + 1): rating \(review.rating) is not 1 (again), 2 (hard), 3 (good) or 4 (easy)")
            }
            guard let time = parseTime(review.time) else {
                throw Failure("review \(index + 1): '\(review.time)' is not an ISO-8601 time such as 2026-11-22T10:00:00Z")
            }
            if let previous, time < previous {
                throw Failure("review \(index + 1) is earlier than the review before it; list reviews in time order")
            }
            previous = time
            let next = scheduler.review(card ?? Card(due: time), rating: rating, at: time)
            card = next
            return OutputCard(rating: review.rating, time: format(time), state: next.state.rawValue, step: next.step,
                              stability: next.stability, difficulty: next.difficulty, due: format(next.due),
                              lastReview: next.lastReview.map(format))
        }
    }

    private static func parseTime(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    private static func format(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
