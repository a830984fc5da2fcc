import Foundation
import GRDB

/// The shape game's results: one row per finished game, so best score, games played and
/// accuracy are derived from what was played rather than kept as counters that could drift.
extension ProgressStore {
    public struct GameResult: Codable, Sendable, Hashable {
        public var strategy: String
        public var turns: Int
        public var rightPicks: Int
        public var finalScore: Int
        public var bestScore: Int
        public var playedAt: Date

        public init(strategy: String, turns: Int, rightPicks: Int, finalScore: Int, bestScore: Int, playedAt: Date = Date()) {
            self.strategy = strategy
            self.turns = turns
            self.rightPicks = rightPicks
            self.finalScore = finalScore
            self.bestScore = bestScore
            self.playedAt = playedAt
        }

        /// Two exports of the same game are one game: times to the millisecond, as stored.
        var identity: String {
            "\(strategy)|\(turns)|\(rightPicks)|\(finalScore)|\(bestScore)|\(Int((playedAt.timeIntervalSince1970 * 1000).rounded()))"
        }
    }

    /// Everything the game shows about past games.
    public struct GameTotals: Sendable, Hashable {
        public var gamesPlayed = 0
        public var bestScore: Int?
        public var turns = 0
        public var rightPicks = 0

        public init(gamesPlayed: Int = 0, bestScore: Int? = nil, turns: Int = 0, rightPicks: Int = 0) {
            self.gamesPlayed = gamesPlayed
            self.bestScore = bestScore
            self.turns = turns
            self.rightPicks = rightPicks
        }
    }

    static func createGameTable(_ db: Database) throws {
        try db.create(table: "gameResult") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("strategy", .text).notNull()
            table.column("turns", .integer).notNull()
            table.column("rightPicks", .integer).notNull()
            table.column("finalScore", .integer).notNull()
            table.column("bestScore", .integer).notNull()
            table.column("playedAt", .datetime).notNull()
        }
    }

    public func record(_ game: GameResult) throws(SaveFailure) {
        try write { db in try Self.insert(game, course: course, into: db) }
    }

    static func insert(_ game: GameResult, course: String, into db: Database) throws {
        try db.execute(sql: """
            INSERT INTO gameResult (course, strategy, turns, rightPicks, finalScore, bestScore, playedAt) VALUES (?, ?, ?, ?, ?, ?, ?)
            """, arguments: [course, game.strategy, game.turns, game.rightPicks, game.finalScore, game.bestScore, game.playedAt])
    }

    public func gameTotals() throws(ReadFailure) -> GameTotals {
        let row = try read { db in
            try Row.fetchOne(db, sql: """
                SELECT COUNT(*) AS games, MAX(bestScore) AS best, TOTAL(turns) AS turns, TOTAL(rightPicks) AS rightPicks
                FROM gameResult WHERE course = ?
                """, arguments: [course])
        }
        guard let row = row ?? nil else { return GameTotals() }
        return GameTotals(gamesPlayed: row["games"], bestScore: row["best"], turns: Int(row["turns"] as Double),
                          rightPicks: Int(row["rightPicks"] as Double))
    }

    public func gameResults() throws(ReadFailure) -> [GameResult] {
        let rows = try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM gameResult WHERE course = ? ORDER BY id", arguments: [course])
        }
        return (rows ?? []).map(Self.gameResult(from:))
    }

    static func gameResult(from row: Row) -> GameResult {
        GameResult(strategy: row["strategy"], turns: row["turns"], rightPicks: row["rightPicks"],
                   finalScore: row["finalScore"], bestScore: row["bestScore"], playedAt: row["playedAt"])
    }
}
