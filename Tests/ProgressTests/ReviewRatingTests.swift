import Foundation
import GRDB
import SelfQuiz
import Testing
@testable import Progress

/// Every answer is a spaced-repetition review: its rating is stored with it.
@Suite struct ReviewRatingTests {
    private let directory = NSTemporaryDirectory() + "pattern-tutor-ratings-\(UUID().uuidString)"

    private func answer(_ id: String, correct: Bool, helped: Bool = false, rating: Int?, at seconds: Double) -> ProgressStore.Answer {
        ProgressStore.Answer(questionId: id, lessonId: "l", given: "x", correct: correct, helped: helped,
                             date: Date(timeIntervalSince1970: seconds), rating: rating)
    }

    @Test func ratingsAreStoredAndALatestRightAnswerCanBecomeEasy() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ProgressStore(directory: directory)
        try store.record(answer("q1", correct: true, rating: 3, at: 10))
        try store.record(answer("q1", correct: true, helped: true, rating: 2, at: 20))
        try store.record(answer("q2", correct: false, rating: 1, at: 30))
        try store.markLatestAnswerEasy(questionId: "q1")
        try store.markLatestAnswerEasy(questionId: "q2")
        let ratings = try store.answers().map { "\($0.questionId):\($0.effectiveRating)" }
        #expect(ratings == ["q1:3", "q1:4", "q2:1"], "only the latest right answer becomes easy")
    }

    @Test func answersFromBeforeRatingsGetTheQuizsRating() {
        #expect(answer("a", correct: false, rating: nil, at: 0).effectiveRating == 1)
        #expect(answer("a", correct: true, helped: true, rating: nil, at: 0).effectiveRating == 2)
        #expect(answer("a", correct: true, rating: nil, at: 0).effectiveRating == 3)
    }

    @Test func exportAndImportKeepRatings() throws {
        let other = directory + "-other"
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: other)
        }
        let store = ProgressStore(directory: directory)
        try store.record(answer("q1", correct: true, rating: 4, at: 10))
        let copy = ProgressStore(directory: other)
        try copy.importJSON(try store.exportJSON())
        #expect(try copy.answers().map(\.rating) == [4])
        // An export from before ratings imports, and its answers get the quiz's rating.
        let old = #"{"version": 1, "pagesSeen": [], "answers": [{"questionId": "q9", "lessonId": "l", "given": "x", "correct": true, "helped": false, "answeredAt": "2026-01-01T00:00:00.000Z"}]}"#
        #expect(try copy.importJSON(Data(old.utf8)).newAnswers == 1)
        #expect(try copy.answers().last?.effectiveRating == 3)
    }

    /// Cards are never stored: importing progress replays them, and an import on top of the
    /// same reviews changes nothing.
    @Test func importingProgressRecomputesTheSameCards() throws {
        let other = directory + "-cards"
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: other)
        }
        let store = ProgressStore(directory: directory)
        // Three questions over three weeks, stamped in whole seconds as the app stamps them.
        let start = 1_800_000_000.0
        for (day, question, rating) in [(0, "q1", 3), (0, "q2", 1), (0, "q3", 4), (1, "q1", 3), (1, "q2", 3),
                                        (4, "q1", 2), (9, "q3", 3), (20, "q1", 4), (20, "q2", 1)] {
            try store.record(answer(question, correct: rating > 1, rating: rating, at: start + Double(day) * 86_400 + 3_600))
        }
        let original = CardBook(reviews: try store.reviews()).cards
        #expect(original.count == 3)
        #expect(original["q1"]?.state == .review)

        let copy = ProgressStore(directory: other)
        // The copy already holds the first review, as after an earlier import.
        try copy.record(answer("q1", correct: true, rating: 3, at: start + 3_600))
        try copy.importJSON(try store.exportJSON())
        #expect(CardBook(reviews: try copy.reviews()).cards == original)
        try copy.importJSON(try store.exportJSON())
        #expect(try copy.reviews().count == 9)
        #expect(CardBook(reviews: try copy.reviews()).cards == original)
    }
}
