import Foundation
import GRDB
import Testing
@testable import Progress

/// Answers keep what was chosen by its words, the quiz run they belong to, whether they were
/// practice, and a learner's "I was right"; answers saved by release 0.2.0 as positions on
/// screen are converted once.
@Suite struct AnswerFormTests {
    let directory = NSTemporaryDirectory() + "pattern-tutor-forms-\(UUID().uuidString)"

    /// A store as release 0.2.0 left it: migrated to v3, with choice answers saved as the
    /// positions on screen ("2", "1 3") and a typed one.
    private func releaseStore() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: directory + "/progress.sqlite")
        try ProgressStore.migrator.migrate(pool, upTo: "v3")
        try pool.write { db in
            let rows: [(String, String, Bool)] = [("pick", "2", true), ("both", "1 3", false), ("name", "singleton", true),
                                                  ("gone", "4", false), ("pick", "9", false)]
            for (index, (question, given, correct)) in rows.enumerated() {
                try db.execute(sql: """
                    INSERT INTO answer (questionId, lessonId, given, correct, helped, answeredAt, rating) VALUES (?, 'l', ?, ?, 0, ?, ?)
                    """, arguments: [question, given, correct, Date(timeIntervalSince1970: Double(1_000 + index)), correct ? 3 : 1])
            }
        }
    }

    @Test func positionsSavedByTheOldReleaseBecomeTheChoicesWords() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try releaseStore()
        let store = ProgressStore(directory: directory)
        #expect(store.openingNote == nil)
        #expect(try !store.unconvertedQuestionIds().isEmpty)
        // The old order of each question's choices, as the old release showed them.
        let converted = try store.convertLegacyAnswers(choicesInOrder: ["pick": ["Observer", "Builder", "Facade"],
                                                                        "both": ["Adapter", "Strategy", "Facade"]],
                                                       typedQuestions: ["name"])
        #expect(converted == 3)
        let answers = try store.answers()
        #expect(answers.map(\.given) == ["Builder", "Adapter\nFacade", "singleton", "4", "9"])
        #expect(answers.map(\.form) == [.choices, .choices, .typed, nil, nil],
                "a question the course no longer has, and a position out of range, wait as they were")
        // The ratings, and so the schedule, are untouched.
        #expect(try store.reviews().map(\.rating.rawValue) == [3, 1, 3, 1, 1])
        // A second conversion finds nothing new to do.
        #expect(try store.convertLegacyAnswers(choicesInOrder: ["pick": ["Observer", "Builder", "Facade"]], typedQuestions: []) == 0)
    }

    @Test func practiceIsKeptButIsNoReviewAndRunsGiveTheQuizScore() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ProgressStore(directory: directory)
        func answer(_ question: String, _ correct: Bool, at second: Double, context: ProgressStore.AnswerContext, practice: Bool = false) throws {
            try store.record(.init(questionId: question, lessonId: "l", given: "x", correct: correct, helped: false,
                                   date: Date(timeIntervalSince1970: second), rating: correct ? 3 : 1, form: .typed,
                                   context: context, run: 500, practice: practice))
        }
        try answer("a", false, at: 1, context: .quiz)
        try answer("b", true, at: 2, context: .quiz)
        try answer("a", true, at: 3, context: .quiz, practice: true)
        try answer("c", true, at: 4, context: .selfQuiz)
        #expect(try store.reviews().map(\.questionId) == ["a", "b", "c"], "the retry is not a review")
        #expect(try store.latestResults()["a"] == false, "nor the latest result")
        let runs = ProgressStore.quizRunAnswers(from: try store.answers())
        #expect(runs.map(\.questionId) == ["a", "b"], "only a lesson quiz's first answers")
        #expect(runs.allSatisfy { $0.run == 500 && $0.lessonId == "l" })
    }

    @Test func iWasRightCountsTheAnswerRatedHardAndTheExportSaysSo() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ProgressStore(directory: directory)
        try store.record(.init(questionId: "q", lessonId: "l", given: "singletons", correct: false, helped: false,
                               date: Date(timeIntervalSince1970: 10), rating: 1, form: .typed, context: .quiz, run: 1))
        try store.claimLatestAnswerRight(questionId: "q")
        let saved = try #require(try store.answers().first)
        #expect(saved.correct && saved.claimedRight && saved.rating == 3)
        #expect(try store.reviews().map(\.rating.rawValue) == [3])
        let exported = String(decoding: try store.exportJSON(), as: UTF8.self)
        #expect(exported.contains("\"claimedRight\" : true"))
        #expect(exported.contains("\"form\" : \"typed\""))
        // A right answer cannot be claimed again.
        try store.record(.init(questionId: "r", lessonId: "l", given: "y", correct: true, helped: true,
                               date: Date(timeIntervalSince1970: 11), rating: 2))
        try store.claimLatestAnswerRight(questionId: "r")
        #expect(try store.answers().last?.claimedRight == false)
        // An import carries the claim over.
        let other = directory + "-other"
        defer { try? FileManager.default.removeItem(atPath: other) }
        let second = ProgressStore(directory: other)
        try second.importJSON(try store.exportJSON())
        #expect(try second.answers().first?.claimedRight == true)
    }
}
