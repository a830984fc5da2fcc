import Foundation
import GRDB
import Testing
@testable import Progress

private func temporaryDirectory() -> String {
    NSTemporaryDirectory() + "pattern-tutor-courses-\(UUID().uuidString)"
}

/// Progress is kept per course: every fact under its course's id.
@Suite struct CourseProgressTests {
    /// A store written by release 0.3.0 (before courses had ids): the learner read three pages
    /// of Singleton and two of Factory Method, answered one question of each quiz (one right),
    /// passed the singleton exercise and played one shape game. All of it becomes the shipped
    /// course's, and none of it another course's.
    @Test func aStoreFromTheLastReleaseBecomesTheShippedCoursesWithoutLoss() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/release-0.3.0.sqlite")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: directory + "/progress.sqlite")

        let shipped = ProgressStore(directory: directory, course: ProgressStore.shippedCourseId)
        #expect(shipped.openingNote == nil)
        #expect(try shipped.allPagesSeen() == ["singleton": [0, 1, 2], "factory-method": [0, 1]])
        #expect(try shipped.lastPosition() == ProgressStore.Position(lessonId: "factory-method", page: 1))
        let answers = try shipped.answers()
        #expect(answers.map(\.questionId) == ["singleton-static-let", "fm-caller-type"])
        #expect(answers.map(\.correct) == [true, false])
        #expect(answers.allSatisfy { $0.context == .quiz && $0.form == .choices })
        #expect(try shipped.latestResults() == ["singleton-static-let": true, "fm-caller-type": false])
        #expect(try shipped.exercisesDone() == ["singleton-counter"])
        #expect(try shipped.gameTotals().gamesPlayed == 1)
        #expect(try shipped.gameTotals().bestScore == 80)
        #expect(try shipped.courseIds() == [ProgressStore.shippedCourseId])

        let other = ProgressStore(directory: directory, course: "another-course")
        #expect(try other.allPagesSeen().isEmpty)
        #expect(try other.lastPosition() == nil)
        #expect(try other.answers().isEmpty)
        #expect(try other.exercisesDone().isEmpty)
        #expect(try other.gameTotals().gamesPlayed == 0)
    }

    /// Two courses whose lessons share ids: reading, answering and resetting one never touches
    /// the other.
    @Test func twoCoursesWithTheSameLessonIdsKeepSeparateProgress() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = ProgressStore(directory: directory, course: "first")
        let second = ProgressStore(directory: directory, course: "second")
        try first.recordPage(lessonId: "welcome", page: 0)
        try first.recordPage(lessonId: "singleton", page: 2)
        try first.record(ProgressStore.Answer(questionId: "singleton-why", lessonId: "singleton", given: "a", correct: true, helped: false))
        try first.record(ProgressStore.ExerciseCheck(exerciseId: "counter", lessonId: "singleton", passed: 2, total: 2, done: true))

        #expect(try second.allPagesSeen().isEmpty)
        #expect(try second.lastPosition() == nil)
        #expect(try second.latestResults().isEmpty)
        #expect(try second.exercisesDone().isEmpty)

        try second.recordPage(lessonId: "welcome", page: 1)
        try second.record(ProgressStore.Answer(questionId: "singleton-why", lessonId: "singleton", given: "b", correct: false, helped: false))
        #expect(try first.allPagesSeen() == ["welcome": [0], "singleton": [2]])
        #expect(try first.latestResults() == ["singleton-why": true])
        #expect(try first.lastPosition()?.lessonId == "singleton")
        #expect(try second.lastPosition() == ProgressStore.Position(lessonId: "welcome", page: 1))
        #expect(try first.courseIds() == ["first", "second"])

        // "Easy" and "I was right" mark this course's latest answer, not the other's.
        try ProgressStore(directory: directory, course: "second").claimLatestAnswerRight(questionId: "singleton-why")
        #expect(try first.answers().map(\.claimedRight) == [false])
        #expect(try second.answers().map(\.claimedRight) == [true])

        try second.reset()
        #expect(try second.allPagesSeen().isEmpty)
        #expect(try first.allPagesSeen() == ["welcome": [0], "singleton": [2]])
        try first.reset(lessonId: "welcome")
        #expect(try first.allPagesSeen() == ["singleton": [2]])
        #expect(try first.exercisesDone() == ["counter"])
    }

    /// An export names its course, and importing it elsewhere puts it back under that course;
    /// a file from before courses had ids is the shipped course's.
    @Test func anExportCarriesItsCourseToTheStoreItIsImportedInto() throws {
        let from = temporaryDirectory()
        let to = temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: from)
            try? FileManager.default.removeItem(atPath: to)
        }
        let source = ProgressStore(directory: from, course: "outside")
        try source.recordPage(lessonId: "welcome", page: 0)
        try source.record(ProgressStore.Answer(questionId: "q1", lessonId: "welcome", given: "x", correct: true, helped: false))
        try ProgressStore(directory: from, course: "ignored").recordPage(lessonId: "welcome", page: 3)
        let data = try source.exportJSON()
        let exported = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(exported?["course"] as? String == "outside")
        #expect((exported?["pagesSeen"] as? [Any])?.count == 1)

        let shipped = ProgressStore(directory: to)
        let (added, course) = try shipped.importJSON(data)
        #expect(added == 1)
        #expect(course == "outside")
        #expect(try shipped.allPagesSeen().isEmpty)
        #expect(try ProgressStore(directory: to, course: "outside").allPagesSeen() == ["welcome": [0]])

        var old = exported ?? [:]
        old["course"] = nil
        let (_, oldCourse) = try ProgressStore(directory: to, course: "outside").importJSON(JSONSerialization.data(withJSONObject: old))
        #expect(oldCourse == ProgressStore.shippedCourseId)
        #expect(try shipped.allPagesSeen() == ["welcome": [0]])
    }
}
