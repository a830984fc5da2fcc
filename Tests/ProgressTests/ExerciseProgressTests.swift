import Foundation
import GRDB
import Testing
@testable import Progress

@Suite struct ExerciseProgressTests {
    let directory = NSTemporaryDirectory() + "pattern-tutor-exercises-\(UUID().uuidString)"

    private func check(_ id: String, lesson: String = "singleton", passed: Int, total: Int = 4, at seconds: Double) -> ProgressStore.ExerciseCheck {
        ProgressStore.ExerciseCheck(exerciseId: id, lessonId: lesson, passed: passed, total: total, done: passed == total,
                                    checkedAt: Date(timeIntervalSince1970: seconds))
    }

    @Test func anExerciseIsDoneOnceEveryCheckHasPassed() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ProgressStore(directory: directory)
        try store.record(check("singleton-settings", passed: 1, at: 10))
        try store.record(check("decorator-extras", lesson: "decorator", passed: 2, at: 11))
        #expect(try store.exercisesDone().isEmpty)
        try store.record(check("singleton-settings", passed: 4, at: 12))
        // A later failing check (the learner kept editing) does not undo "done".
        try store.record(check("singleton-settings", passed: 3, at: 13))
        #expect(try store.exercisesDone() == ["singleton-settings"])
        #expect(try ProgressStore(directory: directory).exerciseChecks().map(\.passed) == [1, 2, 4, 3], "every try is kept, in order")
    }

    @Test func checksTravelInAnExportOnceAndResetForgetsThem() throws {
        let other = directory + "-other"
        defer { for folder in [directory, other] { try? FileManager.default.removeItem(atPath: folder) } }
        let laptop = ProgressStore(directory: directory)
        try laptop.record(check("singleton-settings", passed: 4, at: 100.5))
        try laptop.record(check("decorator-extras", lesson: "decorator", passed: 4, at: 101))
        let desktop = ProgressStore(directory: other)
        try desktop.record(check("decorator-extras", lesson: "decorator", passed: 1, at: 50))
        let export = try laptop.exportJSON()
        #expect(String(decoding: export, as: UTF8.self).contains("\"exercises\""))
        try desktop.importJSON(export)
        try desktop.importJSON(export)
        #expect(try desktop.exercisesDone() == ["singleton-settings", "decorator-extras"])
        #expect(try desktop.exerciseChecks().count == 3, "a check imported twice is one check")

        try desktop.reset(lessonId: "decorator")
        #expect(try desktop.exercisesDone() == ["singleton-settings"])
        try desktop.reset()
        #expect(try desktop.exerciseChecks().isEmpty)
    }

    @Test func anExportFromBeforeExercisesStillImports() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ProgressStore(directory: directory)
        let old = #"{"version": 1, "position": null, "pagesSeen": [], "answers": [], "games": []}"#
        #expect(try store.importJSON(Data(old.utf8)).newAnswers == 0)
        #expect(try store.exerciseChecks().isEmpty)
    }

    /// A store written by the version before exercises opens with its answers and gains the table.
    @Test func aVersionFourStoreMigrates() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: directory + "/progress.sqlite")
        try ProgressStore.migrator.migrate(queue, upTo: "v4")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO answer (questionId, lessonId, given, correct, helped, answeredAt) VALUES ('q', 'singleton', 'x', 1, 0, ?)
                """, arguments: [Date(timeIntervalSince1970: 5)])
        }
        try queue.close()

        let store = ProgressStore(directory: directory)
        #expect(try store.answers().map(\.questionId) == ["q"])
        try store.record(check("singleton-settings", passed: 4, at: 6))
        #expect(try store.exercisesDone() == ["singleton-settings"])
    }
}
