import Foundation
import GRDB
import Testing
@testable import Progress

/// A learner's store from release 0.2.0, whose choice answers are positions on a screen that
/// showed choices in file order, keeps its meaning after the course's choices were reordered.
@Suite struct ProgressMigrationTests {
    @Test func answersSavedAsPositionsByTheLastReleaseAreReadAgainstItsOrder() throws {
        let state = NSTemporaryDirectory() + "pt-migrate-\(UUID().uuidString)"
        let export = state + "/export.json"
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        do {
            let pool = try DatabasePool(path: state + "/progress.sqlite")
            try ProgressStore.migrator.migrate(pool, upTo: "v3")
            try pool.write { db in
                // In 0.2.0, choice 2 of this question was the right one; the file now has it elsewhere.
                try db.execute(sql: """
                    INSERT INTO answer (questionId, lessonId, given, correct, helped, answeredAt, rating)
                    VALUES ('singleton-static-let', 'singleton', '2', 1, 0, ?, 3),
                           ('singleton-dispatch-once', 'singleton', 'dispatch_once', 1, 0, ?, 3)
                    """, arguments: [Date(timeIntervalSince1970: 1_800_000_000), Date(timeIntervalSince1970: 1_800_000_060)])
            }
        }
        let result = try runProcess(Project.binary, ["progress", "--export", export, "--lessons", Project.shippedLessons,
                                                     "--state-dir", state])
        #expect(result.status == 0, "\(result.error)")
        let json = try String(contentsOfFile: export, encoding: .utf8)
        #expect(json.contains("\"given\" : \"Swift runs the initialiser exactly once; the other thread waits and gets the same instance\""))
        #expect(!json.contains("\"given\" : \"2\""))
        #expect(json.components(separatedBy: "\"form\" : \"choices\"").count == 2)
        #expect(json.components(separatedBy: "\"form\" : \"typed\"").count == 2)
        // The review history, and so the schedule, is the same.
        let store = ProgressStore(directory: state)
        #expect(try store.reviews().map(\.rating.rawValue) == [3, 3])
        #expect(try store.unconvertedQuestionIds().isEmpty)
    }
}
