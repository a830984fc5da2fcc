import Foundation
import GRDB
import Testing
@testable import Progress

/// The shape game's results in the progress store.
@Suite struct GameResultTests {
    private let directory = NSTemporaryDirectory() + "pattern-tutor-games-\(UUID().uuidString)"

    private func game(_ score: Int, best: Int, turns: Int, right: Int, at seconds: Double) -> ProgressStore.GameResult {
        ProgressStore.GameResult(strategy: "mixed", turns: turns, rightPicks: right, finalScore: score, bestScore: best,
                                 playedAt: Date(timeIntervalSince1970: seconds))
    }

    @Test func gamesAddUpToBestScoreGamesPlayedAndAccuracyAcrossReopening() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try ProgressStore(directory: directory).gameTotals() == ProgressStore.GameTotals())
        do {
            let store = ProgressStore(directory: directory)
            try store.record(game(15, best: 15, turns: 5, right: 5, at: 1_000))
            try store.record(game(-2, best: 1, turns: 6, right: 2, at: 2_000))
        }
        let reopened = ProgressStore(directory: directory)
        #expect(try reopened.gameTotals() == ProgressStore.GameTotals(gamesPlayed: 2, bestScore: 15, turns: 11, rightPicks: 7))
        #expect(try reopened.gameResults().map(\.finalScore) == [15, -2])
    }

    /// A store written before the game existed gains the table and keeps everything else.
    @Test func aVersion1StoreIsMigrated() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        do {
            let pool = try DatabasePool(path: directory + "/progress.sqlite")
            // The store's own migrations, stopped where the first release stopped.
            try ProgressStore.migrator.migrate(pool, upTo: "v1")
            try pool.write { db in
                try db.execute(sql: "INSERT INTO position VALUES (1, 'singleton', 2, ?)", arguments: [Date()])
            }
        }
        let store = ProgressStore(directory: directory)
        #expect(store.openingNote == nil)
        #expect(try store.lastPosition() == ProgressStore.Position(lessonId: "singleton", page: 2))
        try store.record(game(3, best: 3, turns: 3, right: 3, at: 5))
        #expect(try store.gameTotals().gamesPlayed == 1)
    }

    /// Answers saved under a question's old id follow it to the id it has now.
    @Test func answersFollowARenamedQuestion() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        do {
            let pool = try DatabasePool(path: directory + "/progress.sqlite")
            try ProgressStore.migrator.migrate(pool, upTo: "v6")
            try pool.write { db in
                for question in ["mvc/which-pattern-is-this-code", "mvc/other"] {
                    try db.execute(sql: "INSERT INTO answer (questionId, lessonId, given, correct, helped, answeredAt) VALUES (?, 'mvc', 'x', 1, 0, ?)",
                                   arguments: [question, Date()])
                }
            }
        }
        let store = ProgressStore(directory: directory)
        #expect(store.openingNote == nil)
        #expect(try store.answers(questionId: "mvc-which-pattern").count == 1)
        #expect(try store.answers(questionId: "mvc/which-pattern-is-this-code").isEmpty)
        #expect(try store.answers(questionId: "mvc/other").count == 1)
    }

    @Test func exportCarriesGamesImportAddsOnlyNewOnesAndResetForgetsThem() throws {
        let other = directory + "-other"
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: other)
        }
        let store = ProgressStore(directory: directory)
        try store.record(game(15, best: 15, turns: 5, right: 5, at: 1_000))
        let exported = try store.exportJSON()
        #expect(String(decoding: exported, as: UTF8.self).contains("\"games\""))

        let second = ProgressStore(directory: other)
        try second.record(game(4, best: 6, turns: 9, right: 6, at: 3_000))
        try second.importJSON(exported)
        try second.importJSON(exported)
        #expect(try second.gameTotals() == ProgressStore.GameTotals(gamesPlayed: 2, bestScore: 15, turns: 14, rightPicks: 11))

        // An export from before the game (no "games" key) still imports.
        let old = #"{"version": 1, "pagesSeen": [], "answers": []}"#
        #expect(try second.importJSON(Data(old.utf8)).newAnswers == 0)

        try second.reset(lessonId: "singleton")
        #expect(try second.gameTotals().gamesPlayed == 2, "forgetting one lesson keeps the games")
        try second.reset()
        #expect(try second.gameTotals() == ProgressStore.GameTotals())
    }
}
