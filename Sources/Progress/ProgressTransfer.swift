import Foundation
import Localization
import GRDB

/// Moving progress between machines, and starting over.
extension ProgressStore {
    /// One course's progress as JSON: the version, the course, the position, pages seen, every
    /// answer, every exercise check and every shape game played.
    public struct Snapshot: Codable, Sendable, Equatable {
        public struct Page: Codable, Sendable, Hashable {
            public var lessonId: String
            public var page: Int
            public var seenAt: Date
        }

        public struct Entry: Codable, Sendable, Hashable {
            public var questionId: String
            public var lessonId: String
            public var given: String
            public var correct: Bool
            public var helped: Bool
            public var answeredAt: Date
            /// Absent from files written before ratings were kept.
            public var rating: Int?
            /// Absent from files written before answers kept their form, context and run.
            public var form: AnswerForm?
            public var context: AnswerContext?
            public var run: Int64?
            public var practice: Bool?
            /// The learner said "I was right" after a wrong verdict: a key that may be too narrow.
            public var claimedRight: Bool?

            /// What makes two answers the same one: times are compared to the millisecond,
            /// the precision the store keeps.
            var identity: String {
                "\(questionId)|\(lessonId)|\(given)|\(correct)|\(helped)|\(Int((answeredAt.timeIntervalSince1970 * 1000).rounded()))"
            }
        }

        public struct Place: Codable, Sendable, Equatable {
            public var lessonId: String
            public var page: Int
            public var updatedAt: Date
        }

        public var version = 1
        /// The course it is the progress of; absent from files written before courses had ids,
        /// which were the shipped course's.
        public var course: String?
        public var position: Place?
        public var pagesSeen: [Page]
        public var answers: [Entry]
        /// Absent from files written before the game existed.
        public var games: [GameResult]?
        /// Absent from files written before exercises existed.
        public var exercises: [ExerciseCheck]?
    }

    public enum TransferError: Error, CustomStringConvertible {
        case notSaving
        case unreadable(String)

        public var description: String {
            switch self {
            case .notSaving: return localized("the progress store is not open")
            case .unreadable(let reason): return localized("not a PatternTutor progress file ({0})", reason)
            }
        }
    }

    public func snapshot() throws -> Snapshot {
        guard let pool = database else { throw TransferError.notSaving }
        return try pool.read { db in
            let course: StatementArguments = [course]
            let place = try Row.fetchOne(db, sql: "SELECT lessonId, page, updatedAt FROM position WHERE course = ?", arguments: course).map {
                Snapshot.Place(lessonId: $0["lessonId"], page: $0["page"], updatedAt: $0["updatedAt"])
            }
            let pages = try Row.fetchAll(db, sql: "SELECT lessonId, page, seenAt FROM pageSeen WHERE course = ? ORDER BY lessonId, page",
                                         arguments: course).map {
                Snapshot.Page(lessonId: $0["lessonId"], page: $0["page"], seenAt: $0["seenAt"])
            }
            let answers = try Row.fetchAll(db, sql: "SELECT * FROM answer WHERE course = ? ORDER BY id", arguments: course).map { row in
                let answer = Self.answer(from: row)
                return Snapshot.Entry(questionId: answer.questionId, lessonId: answer.lessonId, given: answer.given,
                                      correct: answer.correct, helped: answer.helped, answeredAt: answer.date, rating: answer.rating,
                                      form: answer.form, context: answer.context, run: answer.run, practice: answer.practice,
                                      claimedRight: answer.claimedRight)
            }
            let games = try Row.fetchAll(db, sql: "SELECT * FROM gameResult WHERE course = ? ORDER BY id", arguments: course)
                .map(Self.gameResult(from:))
            let exercises = try Row.fetchAll(db, sql: "SELECT * FROM exerciseCheck WHERE course = ? ORDER BY id", arguments: course)
                .map(Self.exerciseCheck(from:))
            return Snapshot(course: self.course, position: place, pagesSeen: pages, answers: answers, games: games, exercises: exercises)
        }
    }

    /// An export read back: the file `exportJSON` writes (and those older releases wrote).
    public static func snapshot(fromJSON data: Data) throws -> Snapshot {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = Self.timestampFormatter().date(from: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad date \(text)"))
            }
            return date
        }
        do {
            return try decoder.decode(Snapshot.self, from: data)
        } catch {
            throw TransferError.unreadable("\(error)".split(separator: "\n").first.map(String.init) ?? "")
        }
    }

    public func exportJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Self.timestampFormatter().string(from: date))
        }
        return try encoder.encode(snapshot())
    }

    /// Merges an export into this store, keeping the newest record of each item: the later
    /// position, the later sighting of each page, and every answer not already here. The
    /// progress goes to the course it was exported from (a file from before courses had ids
    /// is the shipped course's). Returns how many answers were new, and that course.
    @discardableResult
    public func importJSON(_ data: Data) throws -> (newAnswers: Int, course: String) {
        guard let pool = database else { throw TransferError.notSaving }
        let incoming = try Self.snapshot(fromJSON: data)
        let target = incoming.course ?? Self.shippedCourseId
        let existing = target == course ? try snapshot() : try forCourse(target).snapshot()
        var known = Set(existing.answers.map(\.identity))
        let newAnswers = incoming.answers.filter { known.insert($0.identity).inserted }
        var knownGames = Set((existing.games ?? []).map(\.identity))
        let newGames = (incoming.games ?? []).filter { knownGames.insert($0.identity).inserted }
        var knownChecks = Set((existing.exercises ?? []).map(\.identity))
        let newChecks = (incoming.exercises ?? []).filter { knownChecks.insert($0.identity).inserted }
        try pool.write { db in
            if let place = incoming.position, place.updatedAt > (existing.position?.updatedAt ?? .distantPast) {
                try db.execute(sql: "INSERT INTO position (course, lessonId, page, updatedAt) VALUES (?, ?, ?, ?)",
                               arguments: [target, place.lessonId, place.page, place.updatedAt])
            }
            for page in incoming.pagesSeen {
                try db.execute(sql: """
                    INSERT INTO pageSeen (course, lessonId, page, seenAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT(course, lessonId, page) DO UPDATE SET seenAt = MAX(seenAt, excluded.seenAt)
                    """, arguments: [target, page.lessonId, page.page, page.seenAt])
            }
            for entry in newAnswers {
                try Self.insert(Answer(questionId: entry.questionId, lessonId: entry.lessonId, given: entry.given, correct: entry.correct,
                                       helped: entry.helped, date: entry.answeredAt, rating: entry.rating, form: entry.form,
                                       context: entry.context, run: entry.run, practice: entry.practice ?? false,
                                       claimedRight: entry.claimedRight ?? false), course: target, into: db)
            }
            for game in newGames { try Self.insert(game, course: target, into: db) }
            for check in newChecks { try Self.insert(check, course: target, into: db) }
        }
        return (newAnswers.count, target)
    }

    /// ISO 8601 with milliseconds, the store's own precision.
    static func timestampFormatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }

    /// Forgets one lesson's pages, answers and exercise checks, or the whole course's progress
    /// (shape games included). Other courses keep theirs.
    public func reset(lessonId: String? = nil) throws {
        guard let pool = database else { throw TransferError.notSaving }
        try pool.write { db in
            if let lessonId {
                for table in ["pageSeen", "answer", "position", "exerciseCheck"] {
                    try db.execute(sql: "DELETE FROM \(table) WHERE course = ? AND lessonId = ?", arguments: [course, lessonId])
                }
            } else {
                for table in ["pageSeen", "answer", "position", "gameResult", "exerciseCheck"] {
                    try db.execute(sql: "DELETE FROM \(table) WHERE course = ?", arguments: [course])
                }
            }
        }
    }
}
