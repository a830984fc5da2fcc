import Foundation
import GRDB

/// Exercises checked: one row per check the learner ran (in the app or in plain mode), so
/// "done" is whether any passed, and an instructor can see how many tries it took.
extension ProgressStore {
    public struct ExerciseCheck: Codable, Sendable, Hashable {
        public var exerciseId: String
        public var lessonId: String
        public var passed: Int
        public var total: Int
        /// Every check passed.
        public var done: Bool
        public var checkedAt: Date

        public init(exerciseId: String, lessonId: String, passed: Int, total: Int, done: Bool, checkedAt: Date = Date()) {
            self.exerciseId = exerciseId
            self.lessonId = lessonId
            self.passed = passed
            self.total = total
            self.done = done
            self.checkedAt = checkedAt
        }

        /// Two exports of the same check are one check: times to the millisecond, as stored.
        var identity: String {
            "\(exerciseId)|\(lessonId)|\(passed)|\(total)|\(done)|\(Int((checkedAt.timeIntervalSince1970 * 1000).rounded()))"
        }
    }

    static func createExerciseTable(_ db: Database) throws {
        try db.create(table: "exerciseCheck") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("exerciseId", .text).notNull().indexed()
            table.column("lessonId", .text).notNull()
            table.column("passed", .integer).notNull()
            table.column("total", .integer).notNull()
            table.column("done", .boolean).notNull()
            table.column("checkedAt", .datetime).notNull()
        }
    }

    public func record(_ check: ExerciseCheck) throws(SaveFailure) {
        try write { db in try Self.insert(check, course: course, into: db) }
    }

    static func insert(_ check: ExerciseCheck, course: String, into db: Database) throws {
        try db.execute(sql: """
            INSERT INTO exerciseCheck (course, exerciseId, lessonId, passed, total, done, checkedAt) VALUES (?, ?, ?, ?, ?, ?, ?)
            """, arguments: [course, check.exerciseId, check.lessonId, check.passed, check.total, check.done, check.checkedAt])
    }

    /// The exercises whose checks have all passed at least once.
    public func exercisesDone() throws(ReadFailure) -> Set<String> {
        let ids = try read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT exerciseId FROM exerciseCheck WHERE course = ? AND done", arguments: [course])
        }
        return Set(ids ?? [])
    }

    public func exerciseChecks() throws(ReadFailure) -> [ExerciseCheck] {
        let rows = try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM exerciseCheck WHERE course = ? ORDER BY id", arguments: [course])
        }
        return (rows ?? []).map(Self.exerciseCheck(from:))
    }

    static func exerciseCheck(from row: Row) -> ExerciseCheck {
        ExerciseCheck(exerciseId: row["exerciseId"], lessonId: row["lessonId"], passed: row["passed"], total: row["total"],
                      done: row["done"], checkedAt: row["checkedAt"])
    }
}
