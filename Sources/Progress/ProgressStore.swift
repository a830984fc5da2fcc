import Foundation
import Localization
import GRDB
import SelfQuiz
import SpacedRepetition
import Synchronization

/// Where the learner is and what they have done, kept in SQLite (WAL mode, so a second
/// window reads and writes the same file safely). Opening never fails the app: a corrupt
/// file is moved aside and a fresh one started; an unwritable place means no saving,
/// said once, and the course goes on.
public final class ProgressStore: Sendable {
    public struct Position: Sendable, Hashable {
        public var lessonId: String
        public var page: Int
    }

    public struct Answer: Sendable, Hashable {
        public var questionId: String
        public var lessonId: String
        public var given: String
        public var correct: Bool
        public var helped: Bool
        public var date: Date
        /// The review's FSRS rating, 1 (again) to 4 (easy). Answers saved before ratings
        /// existed have none; `effectiveRating` derives it the way the quiz does.
        public var rating: Int?
        /// What `given` holds; nil for an answer saved before the form was kept, whose choices
        /// were positions on screen (`convertLegacyAnswers` turns those into choices).
        public var form: AnswerForm?
        /// Where it was asked; nil for an answer saved before that was kept.
        public var context: AnswerContext?
        /// The quiz run it belongs to: when the run started, in milliseconds since 1970.
        public var run: Int64?
        /// A second answer in the same run (a retry): kept, but not a review.
        public var practice: Bool
        /// The learner said "I was right" after a wrong verdict: it counts as right, rated Hard.
        public var claimedRight: Bool

        public init(questionId: String, lessonId: String, given: String, correct: Bool, helped: Bool, date: Date = Date(),
                    rating: Int? = nil, form: AnswerForm? = nil, context: AnswerContext? = nil, run: Int64? = nil,
                    practice: Bool = false, claimedRight: Bool = false) {
            self.questionId = questionId
            self.lessonId = lessonId
            self.given = given
            self.correct = correct
            self.helped = helped
            self.rating = rating
            self.date = date
            self.form = form
            self.context = context
            self.run = run
            self.practice = practice
            self.claimedRight = claimedRight
        }

        /// Whether it schedules its question: every answer but practice.
        public var isReview: Bool { !practice }

        /// The stored rating, or for an older answer the one the quiz would have given it.
        public var effectiveRating: Int {
            rating ?? RatingRule.rating(correct: correct, helped: helped, markedEasy: false).rawValue
        }
    }

    /// How an answer is written in `given`.
    public enum AnswerForm: String, Sendable, Hashable, Codable {
        /// What the learner typed.
        case typed
        /// The chosen choices' words (`QuizQuestion.Choice.key`), one per line.
        case choices
    }

    /// Where a question was asked.
    public enum AnswerContext: String, Sendable, Hashable, Codable {
        /// A lesson's own quiz: its first answers are the lesson's quiz score.
        case quiz
        case selfQuiz = "self-quiz"
        /// A question on a page, asked as the learner moved on.
        case checkpoint
    }

    /// What happened while opening, for one line to the learner; nil when all was well.
    public let openingNote: String?
    private let pool: DatabasePool?
    /// Where reads go: the pool, or when the disk takes no writes (read-only, full), a
    /// read-only view of the file, so the learner still sees what they did before.
    private let reader: (any DatabaseReader)?
    /// The row of the answer this store saved last to each question: `e` marks that one easy,
    /// even when another window has answered the same question since.
    private let latestSaved = Mutex<[String: Int64]>([:])

    /// The course whose progress this store reads and writes: every saved fact is kept under
    /// its course's id, so two courses with lessons of the same ids never share progress.
    public let course: String

    /// The course id progress saved before courses had ids belongs to: the shipped course's.
    public static let shippedCourseId = "swift-patterns"

    public var isSaving: Bool { pool != nil }
    var database: DatabasePool? { pool }

    /// `$PATTERN_TUTOR_STATE`, else `$XDG_STATE_HOME/pattern-tutor`, else `~/.local/state/pattern-tutor`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit = environment["PATTERN_TUTOR_STATE"], !explicit.isEmpty { return explicit }
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/pattern-tutor" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/state/pattern-tutor"
    }

    public init(directory: String, course: String = ProgressStore.shippedCourseId, now: Date = Date()) {
        self.course = course
        let file = directory + "/progress.sqlite"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            pool = nil
            reader = nil
            openingNote = localized("Progress is not being saved: cannot create {0} ({1}).", directory, Self.reason(error))
            return
        }
        // SQLite takes an empty file for a new database, but the app leaves one behind only for
        // the moment between creating the file and writing its header, so an empty file that
        // has stayed empty is progress that was lost: the learner is told, rather than finding
        // the course started over unexplained.
        var emptyFileNote: String?
        if Self.isEmptyDatabase(file, now: now), let aside = try? Self.setAside(file, now: now) {
            emptyFileNote = localized("The progress file was empty, so earlier progress could not be read; it was moved to {0} and a new one started.", aside)
        }
        do {
            let opened = try Self.openRetrying(file)
            (pool, reader) = (opened, opened)
            openingNote = emptyFileNote
        } catch where !Self.isCorruption(error) {
            // Locked by another window for longer than we wait, or a disk that takes no writes:
            // the file may be fine, so it is left alone, and shown if it can be read.
            pool = nil
            reader = Self.cannotWrite(error) ? Self.openUnchanging(file) : nil
            openingNote = localized("Progress is not being saved: {0} cannot be opened for writing ({1})", file, Self.reason(error))
                + (reader == nil ? "." : "; what you did before is shown.")
        } catch {
            // Unreadable or not a database: keep it for inspection and start afresh.
            do {
                let aside = try Self.setAside(file, now: now)
                let opened = try Self.open(file)
                (pool, reader) = (opened, opened)
                openingNote = localized("The progress file could not be read; it was moved to {0} and a new one started.", aside)
            } catch {
                pool = nil
                reader = nil
                openingNote = localized("Progress is not being saved: {0} cannot be opened ({1}).", file, Self.reason(error))
            }
        }
    }

    /// The same file, read and written for another course: what `courses` lists and an
    /// import into another course go through.
    private init(sharing other: ProgressStore, course: String) {
        self.course = course
        pool = other.pool
        reader = other.reader
        openingNote = nil
    }

    /// This store's file, for the course `id`.
    public func forCourse(_ id: String) -> ProgressStore {
        id == course ? self : ProgressStore(sharing: self, course: id)
    }

    /// The ids of the courses with anything saved, sorted.
    public func courseIds() throws(ReadFailure) -> [String] {
        try read { db in
            try String.fetchAll(db, sql: """
                SELECT course FROM pageSeen UNION SELECT course FROM answer UNION SELECT course FROM exerciseCheck
                UNION SELECT course FROM gameResult ORDER BY course
                """)
        } ?? []
    }

    /// The errors of a file system that takes no writes (read-only, full, not ours), as
    /// opposed to a database busy in another window.
    private static func cannotWrite(_ error: Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_IOERR, .SQLITE_FULL, .SQLITE_PERM].contains(error.resultCode)
    }

    /// The file read as it stands, with no lock, log or shared memory: the only way SQLite reads
    /// a store in WAL mode where nothing can be created. Nil when there is none or it is
    /// damaged. It misses what a log left behind by a killed session holds, and a window that
    /// opened the store before the disk filled may still change it under this view: either way
    /// only what this session shows is affected, never what is saved.
    private static func openUnchanging(_ file: String) -> DatabaseQueue? {
        guard FileManager.default.fileExists(atPath: file),
              let path = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        guard let queue = try? DatabaseQueue(path: "file:" + path + "?immutable=1", configuration: configuration),
              (try? queue.read(integrityProblems(quick: true)))?.isEmpty == true else { return nil }
        return queue
    }

    /// Moves a damaged store out of the way and returns its new name. Its write-ahead log
    /// goes with it (it may hold the latest answers, and SQLite reads it beside the file);
    /// the shared-memory index is only a cache of the log and is removed.
    private static func setAside(_ file: String, now: Date) throws -> String {
        let aside = file + ".corrupt-" + stamp(now)
        try FileManager.default.moveItem(atPath: file, toPath: aside)
        if FileManager.default.fileExists(atPath: file + "-wal") {
            try? FileManager.default.moveItem(atPath: file + "-wal", toPath: aside + "-wal")
        }
        try? FileManager.default.removeItem(atPath: file + "-shm")
        return aside
    }

    /// A store file of 0 bytes, with no log beside it that SQLite could rebuild it from, left
    /// so for over a minute. A younger one is most likely being created by another window
    /// starting at the same time (its header follows within milliseconds), and is its to fill.
    private static func isEmptyDatabase(_ file: String, now: Date) -> Bool {
        func attributes(_ path: String) -> [FileAttributeKey: Any] {
            (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        }
        let store = attributes(file)
        guard store[.size] as? Int == 0, attributes(file + "-wal")[.size] as? Int ?? 0 == 0,
              let modified = store[.modificationDate] as? Date else { return false }
        return now.timeIntervalSince(modified) > 60
    }

    /// Two windows starting at once race to create the file and run the migrations; the one
    /// that loses sees a busy database or a table the other just made. That is not
    /// corruption, so it waits a little and opens the file again.
    private static func openRetrying(_ file: String, attempts: Int = 8) throws -> DatabasePool {
        var attempt = 1
        while true {
            do {
                return try open(file)
            } catch where attempt < attempts && !isCorruption(error) {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
            }
        }
    }

    /// Only a file that is not a database, or a damaged one, is set aside.
    static func isCorruption(_ error: Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    private static func open(_ file: String) throws -> DatabasePool {
        var configuration = Configuration()
        // A second window may be writing; wait for it rather than fail.
        configuration.busyMode = .timeout(5)
        if FileManager.default.fileExists(atPath: file) { try checkSound(file) }
        let pool = try DatabasePool(path: file, configuration: configuration)
        try migrator.migrate(pool)
        return pool
    }

    /// SQLite opens a file with garbage inside its pages without complaint and fails only when
    /// a read reaches them, which the app would take for having no progress. A quick check
    /// (4 ms for 10,000 answers, a 1.2 MB file, on a 2-core machine) finds the damage at
    /// opening. It reads through a read-only connection: the pool writes as it opens (GRDB
    /// makes sure the log exists) and checkpoints as it closes, which would change a damaged
    /// file before it is set aside.
    private static func checkSound(_ file: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        let problems = try DatabaseQueue(path: file, configuration: configuration).read(integrityProblems(quick: true))
        if !problems.isEmpty {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: problems.prefix(3).joined(separator: "; "))
        }
    }

    /// What SQLite's integrity check finds wrong; empty when the file is sound. The quick
    /// check skips comparing indexes with their tables, which is most of the full check's cost.
    private static func integrityProblems(quick: Bool) -> (Database) throws -> [String] {
        { db in
            let verdict = try String.fetchAll(db, sql: quick ? "PRAGMA quick_check" : "PRAGMA integrity_check")
            return verdict == ["ok"] ? [] : verdict
        }
    }

    /// The full integrity check of the open store: empty when it is sound (and when there is
    /// nothing to read). Tests run it after killing the app part way through writing.
    public func integrityProblems() -> [String] {
        guard let reader else { return [] }
        do {
            return try reader.read(Self.integrityProblems(quick: false))
        } catch {
            return [Self.reason(error)]
        }
    }

    /// Every schema version from the first one on; never edit a migration once shipped.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "position") { table in
                table.column("id", .integer).primaryKey(onConflict: .replace).check { $0 == 1 }
                table.column("lessonId", .text).notNull()
                table.column("page", .integer).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "pageSeen") { table in
                table.column("lessonId", .text).notNull()
                table.column("page", .integer).notNull()
                table.column("seenAt", .datetime).notNull()
                table.primaryKey(["lessonId", "page"], onConflict: .replace)
            }
            try db.create(table: "answer") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("questionId", .text).notNull().indexed()
                table.column("lessonId", .text).notNull()
                table.column("given", .text).notNull()
                table.column("correct", .boolean).notNull()
                table.column("helped", .boolean).notNull()
                table.column("answeredAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v2") { db in
            try createGameTable(db)
        }
        migrator.registerMigration("v3") { db in
            // Every answer is a review for spaced repetition; its rating is kept with it.
            try db.alter(table: "answer") { table in table.add(column: "rating", .integer) }
        }
        migrator.registerMigration("v4") { db in
            // Choices are saved by their words, not their place on a screen that shuffles them;
            // answers know their quiz run, so a quiz's first attempt is its score and a retry is
            // practice; and a learner's "I was right" is kept for the instructor.
            try db.alter(table: "answer") { table in
                table.add(column: "form", .text)
                table.add(column: "context", .text)
                table.add(column: "run", .integer)
                table.add(column: "practice", .boolean).notNull().defaults(to: false)
                table.add(column: "claimedRight", .boolean).notNull().defaults(to: false)
            }
        }
        migrator.registerMigration("v5") { db in
            // Exercises: every check the learner ran, and whether it passed.
            try createExerciseTable(db)
        }
        migrator.registerMigration("v6") { db in
            // The lines typed at the ':' prompt, so ↑ finds them after a restart.
            try db.create(table: "command") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("line", .text).notNull()
                table.column("typedAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v7") { db in
            // Four questions named themselves with an id comment the parser never saw (it sat
            // below their code); now that it does, their answers follow them to the new id.
            for (old, new) in renamedQuestions {
                try db.execute(sql: "UPDATE answer SET questionId = ? WHERE questionId = ?", arguments: [new, old])
            }
        }
        migrator.registerMigration("v8") { db in
            try keyByCourse(db)
        }
        return migrator
    }

    /// Every saved fact gains its course's id; what was saved before is the shipped course's,
    /// the only course there was. Primary keys cannot be altered in SQLite, so the page and
    /// position tables are made anew and filled from the old ones.
    private static func keyByCourse(_ db: Database) throws {
        for table in ["answer", "exerciseCheck", "gameResult"] {
            try db.alter(table: table) { $0.add(column: "course", .text).notNull().defaults(to: shippedCourseId) }
        }
        try db.create(index: "answer_course_question", on: "answer", columns: ["course", "questionId"])
        try db.create(table: "coursePageSeen") { table in
            table.column("course", .text).notNull()
            table.column("lessonId", .text).notNull()
            table.column("page", .integer).notNull()
            table.column("seenAt", .datetime).notNull()
            table.primaryKey(["course", "lessonId", "page"], onConflict: .replace)
        }
        try db.execute(sql: "INSERT INTO coursePageSeen SELECT ?, lessonId, page, seenAt FROM pageSeen", arguments: [shippedCourseId])
        try db.drop(table: "pageSeen")
        try db.rename(table: "coursePageSeen", to: "pageSeen")
        try db.create(table: "coursePosition") { table in
            table.column("course", .text).notNull().primaryKey(onConflict: .replace)
            table.column("lessonId", .text).notNull()
            table.column("page", .integer).notNull()
            table.column("updatedAt", .datetime).notNull()
        }
        try db.execute(sql: "INSERT INTO coursePosition SELECT ?, lessonId, page, updatedAt FROM position", arguments: [shippedCourseId])
        try db.drop(table: "position")
        try db.rename(table: "coursePosition", to: "position")
    }

    /// Question ids that changed, old to new, for answers saved under the old one.
    static let renamedQuestions = [
        ("mvc/which-pattern-is-this-code", "mvc-which-pattern"),
        ("mvp/which-pattern-is-this-code", "mvp-which-pattern"),
        ("mvvm/which-pattern-is-this-code", "mvvm-which-pattern"),
        ("viper/which-pattern-is-this-code", "viper-which-pattern"),
    ]

    // MARK: Writing. A failure (a full disk) is thrown as a `SaveFailure`; the app tells it
    // once and the course goes on.

    public func recordPage(lessonId: String, page: Int, at date: Date = Date()) throws(SaveFailure) {
        try write { db in
            try db.execute(sql: "INSERT INTO position (course, lessonId, page, updatedAt) VALUES (?, ?, ?, ?)",
                           arguments: [course, lessonId, page, date])
            try db.execute(sql: "INSERT INTO pageSeen (course, lessonId, page, seenAt) VALUES (?, ?, ?, ?)",
                           arguments: [course, lessonId, page, date])
        }
    }

    public func record(_ answer: Answer) throws(SaveFailure) {
        var row: Int64?
        try write { db in
            try Self.insert(answer, course: course, into: db)
            row = db.lastInsertedRowID
        }
        // Only a committed row is remembered: a rolled-back id may be given to another window's answer.
        if let row { latestSaved.withLock { $0[answer.questionId] = row } }
    }

    static func insert(_ answer: Answer, course: String, into db: Database) throws {
        try db.execute(sql: """
            INSERT INTO answer (course, questionId, lessonId, given, correct, helped, answeredAt, rating, form, context, run, practice,
                                claimedRight)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [course, answer.questionId, answer.lessonId, answer.given, answer.correct, answer.helped, answer.date,
                            answer.rating, answer.form?.rawValue, answer.context?.rawValue, answer.run, answer.practice,
                            answer.claimedRight])
    }

    /// After a wrong verdict the learner said "I was right": the latest answer to the question
    /// (this store's own, if it saved one) counts as right, rated Hard, and says it was claimed.
    public func claimLatestAnswerRight(questionId: String) throws(SaveFailure) {
        let own = latestSaved.withLock { $0[questionId] }
        let update = "UPDATE answer SET correct = 1, claimedRight = 1, rating = 3"
        try write { db in
            if let own {
                try db.execute(sql: update + " WHERE id = ? AND NOT correct", arguments: [own])
            } else {
                try db.execute(sql: update + " WHERE id = (SELECT MAX(id) FROM answer WHERE course = ? AND questionId = ?) AND NOT correct",
                               arguments: [course, questionId])
            }
        }
    }

    /// Answers saved before choices were kept by their words held positions on screen ("1 3"),
    /// in the file order of that time. With each choice question's choices in that order
    /// (keyed by question id), those become the choices' words; a typed question's answers are
    /// marked typed. Answers to questions not given stay as they are, for a later course that
    /// has them. Returns how many answers were converted.
    @discardableResult
    public func convertLegacyAnswers(choicesInOrder: [String: [String]], typedQuestions: Set<String>) throws(SaveFailure) -> Int {
        var converted = 0
        try write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, questionId, given FROM answer WHERE course = ? AND form IS NULL",
                                        arguments: [course])
            for row in rows {
                let id: Int64 = row["id"]
                let questionId: String = row["questionId"]
                let given: String = row["given"]
                if let choices = choicesInOrder[questionId] {
                    let positions = given.split(whereSeparator: { $0 == " " || $0 == "," }).map { Int($0) }
                    guard !positions.isEmpty, positions.allSatisfy({ $0.map { (1...choices.count).contains($0) } ?? false }) else { continue }
                    let words = positions.map { choices[$0! - 1] }.joined(separator: "\n")
                    try db.execute(sql: "UPDATE answer SET given = ?, form = 'choices' WHERE id = ?", arguments: [words, id])
                } else if typedQuestions.contains(questionId) {
                    try db.execute(sql: "UPDATE answer SET form = 'typed' WHERE id = ?", arguments: [id])
                } else {
                    continue
                }
                converted += 1
            }
        }
        return converted
    }

    /// The questions whose answers still hold positions from before answers kept their form.
    public func unconvertedQuestionIds() throws(ReadFailure) -> Set<String> {
        Set(try read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT questionId FROM answer WHERE course = ? AND form IS NULL", arguments: [course])
        } ?? [])
    }

    /// After a right answer the learner may call it easy: the latest answer to the question
    /// (this store's own, if it saved one) becomes an Easy review. A wrong answer stays Again.
    public func markLatestAnswerEasy(questionId: String) throws(SaveFailure) {
        let own = latestSaved.withLock { $0[questionId] }
        try write { db in
            if let own {
                try db.execute(sql: "UPDATE answer SET rating = 4 WHERE id = ? AND correct", arguments: [own])
            } else {
                try db.execute(sql: """
                    UPDATE answer SET rating = 4
                    WHERE id = (SELECT MAX(id) FROM answer WHERE course = ? AND questionId = ?) AND correct
                    """, arguments: [course, questionId])
            }
        }
    }

    /// Runs `body` in a write transaction. A store that could not be opened for writing has
    /// already said so (`openingNote`), so it takes writes silently.
    func write(_ body: (Database) throws -> Void) throws(SaveFailure) {
        guard let pool else { return }
        do {
            try pool.write(body)
        } catch {
            throw SaveFailure(reason: Self.reason(error))
        }
    }

    /// Why progress could not be saved, in SQLite's words ("database or disk is full").
    public struct SaveFailure: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String
        public var description: String { localized("Progress could not be saved: {0}.", reason) }
    }

    // MARK: Reading. A store that could not be opened reads as empty (its opening note said
    // why); a read that fails on an open store throws a `ReadFailure`.

    /// Why progress could not be read, in SQLite's words.
    public struct ReadFailure: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String
        public var description: String { localized("Progress could not be read: {0}.", reason) }
    }

    /// Runs `body` on the readable store; nil when there is none.
    func read<Value>(_ body: (Database) throws -> Value) throws(ReadFailure) -> Value? {
        guard let reader else { return nil }
        do {
            return try reader.read(body)
        } catch {
            throw ReadFailure(reason: Self.reason(error))
        }
    }

    /// How many typed commands are kept: older ones are dropped as new ones come.
    public static let commandHistoryLimit = 200

    public func recordCommand(_ line: String, at date: Date = Date()) throws(SaveFailure) {
        try write { db in
            try db.execute(sql: "INSERT INTO command (line, typedAt) VALUES (?, ?)", arguments: [line, date])
            try db.execute(sql: "DELETE FROM command WHERE id <= (SELECT MAX(id) FROM command) - ?",
                           arguments: [Self.commandHistoryLimit])
        }
    }

    /// The commands typed at the ':' prompt, oldest first.
    public func commandHistory() throws(ReadFailure) -> [String] {
        try read { db in
            try String.fetchAll(db, sql: "SELECT line FROM command ORDER BY id")
        } ?? []
    }

    public func lastPosition() throws(ReadFailure) -> Position? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT lessonId, page FROM position WHERE course = ?", arguments: [course]).map {
                Position(lessonId: $0["lessonId"], page: $0["page"])
            }
        } ?? nil
    }

    public func pagesSeen(lessonId: String) throws(ReadFailure) -> Set<Int> {
        let pages = try read { db in
            try Int.fetchAll(db, sql: "SELECT page FROM pageSeen WHERE course = ? AND lessonId = ?", arguments: [course, lessonId])
        }
        return Set(pages ?? [])
    }

    /// Every lesson's seen pages.
    public func allPagesSeen() throws(ReadFailure) -> [String: Set<Int>] {
        let rows = try read { db in
            try Row.fetchAll(db, sql: "SELECT lessonId, page FROM pageSeen WHERE course = ?", arguments: [course])
        }
        var result: [String: Set<Int>] = [:]
        for row in rows ?? [] { result[row["lessonId"], default: []].insert(row["page"]) }
        return result
    }

    /// Each question's latest result: right or not.
    public func latestResults() throws(ReadFailure) -> [String: Bool] {
        let rows = try read { db in
            try Row.fetchAll(db, sql: """
                SELECT questionId, correct FROM answer
                WHERE id IN (SELECT MAX(id) FROM answer WHERE course = ? AND NOT practice GROUP BY questionId)
                """, arguments: [course])
        }
        var result: [String: Bool] = [:]
        for row in rows ?? [] { result[row["questionId"]] = row["correct"] }
        return result
    }

    public func answers(questionId: String? = nil) throws(ReadFailure) -> [Answer] {
        let rows = try read { db in
            if let questionId {
                return try Row.fetchAll(db, sql: "SELECT * FROM answer WHERE course = ? AND questionId = ? ORDER BY id",
                                        arguments: [course, questionId])
            }
            return try Row.fetchAll(db, sql: "SELECT * FROM answer WHERE course = ? ORDER BY id", arguments: [course])
        }
        return (rows ?? []).map(Self.answer(from:))
    }

    static func answer(from row: Row) -> Answer {
        Answer(questionId: row["questionId"], lessonId: row["lessonId"], given: row["given"], correct: row["correct"],
               helped: row["helped"], date: row["answeredAt"], rating: row["rating"],
               form: (row["form"] as String?).flatMap(AnswerForm.init(rawValue:)),
               context: (row["context"] as String?).flatMap(AnswerContext.init(rawValue:)), run: row["run"],
               practice: row["practice"], claimedRight: row["claimedRight"])
    }

    /// Every answer as a spaced-repetition review, deduplicated and oldest first: what the
    /// self-quiz's cards are replayed from. Practice is not a review.
    public func reviews() throws(ReadFailure) -> [Review] {
        Self.reviews(from: try answers())
    }

    /// The reviews among `answers` (as `answers()` gives them), for a caller that reads the
    /// answers once for several uses.
    public static func reviews(from answers: [Answer]) -> [Review] {
        Review.deduplicated(answers.filter(\.isReview).compactMap { answer in
            Rating(rawValue: answer.effectiveRating).map {
                Review(questionId: answer.questionId, rating: $0, time: answer.date, answer: answer.given)
            }
        })
    }

    /// The answers given in lessons' own quizzes (not the self-quiz, not a retry), in the order
    /// given: what a lesson's quiz score is made of.
    public static func quizRunAnswers(from answers: [Answer]) -> [Answer] {
        answers.filter { $0.context == .quiz && !$0.practice && $0.run != nil }
    }

    private static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }

    private static func reason(_ error: Error) -> String {
        if let database = error as? DatabaseError { return database.message ?? "\(database.resultCode)" }
        return (error as NSError).localizedDescription
    }
}
