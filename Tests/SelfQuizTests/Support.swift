import Foundation
import SelfQuiz
import SpacedRepetition
import Testing

/// Shared dates and builders. Times are fixed instants, never the clock, so every test gives
/// the same answer on every run.
enum Fixture {
    /// 2025-03-15 12:00:00 UTC, a Saturday.
    static let now = Date(timeIntervalSince1970: 1_742_040_000)
    static let minute: TimeInterval = 60
    static let hour: TimeInterval = 3600
    static let day: TimeInterval = 86_400

    static func review(_ questionId: String, _ rating: Rating, _ time: Date, answer: String = "") -> Review {
        Review(questionId: questionId, rating: rating, time: time, answer: answer)
    }

    /// A Gregorian calendar in `identifier`'s time zone; fails the test if the zone is missing.
    static func calendar(_ identifier: String) throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: identifier))
        return calendar
    }

    /// A reviewed card due at `due` (the rest does not matter to the planner).
    static func card(due: Date, state: CardState = .review) -> Card {
        Card(state: state, step: state == .review ? nil : 0, stability: 5, difficulty: 5, due: due,
             lastReview: due - 5 * day)
    }

    /// A small linear congruential generator, so shuffles are the same on every run.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    /// Many questions with random histories, some with several reviews in one second.
    static func randomHistory(questions: Int, reviews: Int, seed: UInt64) -> [Review] {
        var generator = SeededGenerator(state: seed)
        var times = [Date](repeating: now - 200 * day, count: questions)
        return (0..<reviews).map { _ in
            let question = Int.random(in: 0..<questions, using: &generator)
            // Mostly minutes to weeks apart; sometimes the same instant, to exercise the tie-breaks.
            let gap = Bool.random(using: &generator) && Int.random(in: 0..<10, using: &generator) == 0
                ? 0 : Double.random(in: 60...(20 * day), using: &generator).rounded()
            times[question] += gap
            let rating = Rating.allCases.randomElement(using: &generator) ?? .good
            return review("q\(question)", rating, times[question], answer: "answer \(Int.random(in: 0..<3, using: &generator))")
        }
    }
}
