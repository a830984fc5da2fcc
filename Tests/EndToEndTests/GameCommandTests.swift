import Foundation
import Testing

/// `pattern-tutor game`: headless transcripts, the line-based game, and a real terminal.
@Suite struct GameCommandTests {
    @Test func aHeadlessGamePrintsOneLinePerTurnAndReplaysFromItsSeed() throws {
        let result = try runProcess(Project.binary, ["game", "--seed", "7", "--play", "cccccwcc"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        #expect(lines.first == "turn 1  square  0.305 vs 0.750  picked larger  right  +1  score 1")
        #expect(lines[4].hasSuffix("picked larger  right  +11  score 15"))
        #expect(lines[5].hasSuffix("picked smaller  wrong  -1  score 14"))
        let again = try runProcess(Project.binary, ["game", "--play", "cccccwcc", "--seed", "7"])
        #expect(again.output == result.output)
        let circles = try runProcess(Project.binary, ["game", "--seed", "7", "--play", "ccc", "--strategy", "circles"])
        #expect(circles.output.split(separator: "\n").allSatisfy { $0.contains("  circle  ") })
    }

    @Test func badPicksAndMissingSeedsAreRefusedClearly() throws {
        let typo = try runProcess(Project.binary, ["game", "--seed", "1", "--play", "ccx"])
        #expect(typo.status == 1)
        #expect(typo.output.isEmpty)
        #expect(typo.error == "pattern-tutor: invalid pick 'x' at position 3: use c (pick the larger) or w (pick the smaller)\n")
        let unseeded = try runProcess(Project.binary, ["game", "--play", "cc"])
        #expect(unseeded.status == 64)
        #expect(unseeded.error.contains("--play needs --seed N"))
        let strategy = try runProcess(Project.binary, ["game", "--seed", "1", "--play", "c", "--strategy", "hexagons"])
        #expect(strategy.status == 64)
        #expect(strategy.error.contains("'squares', 'circles', 'mixed' or 'triangles'"))
    }

    /// Through a pipe the game is line-based: the shapes drawn as text, a prompt per turn.
    @Test func thePlainGameIsPlayedLineByLineAndSaved() throws {
        let state = NSTemporaryDirectory() + "pt-game-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let result = try runProcess(Project.binary, ["game", "--seed", "7", "--lessons", Project.lessons],
                                    input: "2\n1\nh\nz\nq\nq\n",
                                    environment: ["PATTERN_TUTOR_STATE": state, "COLUMNS": "70"])
        #expect(result.status == 0)
        let output = result.output
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "no escapes, no bell in a pipe")
        #expect(output.contains("Turn 1: two squares. Which is larger, 1 or 2?"))
        #expect(output.contains("Right (0.305 vs 0.750): +1, score 1, streak 1."))
        #expect(output.contains("Turn 2: two circles."))
        #expect(output.contains("Right (0.525 vs 0.425): +1, score 2, streak 2."))
        #expect(output.contains("  2  circle    0.525 vs 0.425  picked 1 (the larger) ✓\n  1  square"))
        #expect(output.contains("! Type 1 or 2 (or a/b) for the larger shape"))
        #expect(output.contains("== Game over =="))
        #expect(output.contains("2 turns, 2 right (100%)"))
        #expect(output.contains("Press Enter to play again, or type q to quit."))
        #expect(output.contains("█"), "the shapes are drawn")
        let export = try runProcess(Project.binary, ["progress", "--export", state + "/out.json", "--lessons", Project.lessons],
                                    environment: ["PATTERN_TUTOR_STATE": state])
        #expect(export.status == 0)
        let json = try String(contentsOfFile: state + "/out.json", encoding: .utf8)
        #expect(json.contains("\"finalScore\" : 2"))
        #expect(json.contains("\"turns\" : 2"))
        let progress = try runProcess(Project.binary, ["progress", "--lessons", Project.lessons],
                                      environment: ["PATTERN_TUTOR_STATE": state])
        #expect(progress.output.hasSuffix("Shape game: 1 game played, best score 2, 100% of picks right.\n"))
    }
}

/// A few turns of the full-screen game in a real terminal, then back to a normal terminal.
@Suite(.serialized) struct GameInTerminalTests {
    @Test func aShortGameWithKeysStrategyColoursHistoryAndSummary() throws {
        let (session, stateFile) = try startApp(arguments: "game --seed 7", width: 100, height: 30)
        defer { session.close() }
        try session.waitFor("Score 0", "turn 1 · mixed · classic", "← 1", "2 →")
        // Seed 7 deals a larger second square, then a larger first circle, then a larger
        // first square, then a larger second square (see the headless test above).
        try session.send("Right")
        try session.waitForScreen("score 1") { $0.contains("Score 1") && $0.contains("turn 2") }
        try session.send("1")
        try session.waitForScreen("score 2") { $0.contains("Score 2") && $0.contains("turn 3") }
        try session.send("a")
        try session.waitForScreen("score 3") { $0.contains("Score 3") && $0.contains("streak 3 · best score 3") }
        try session.send("Left")
        try session.waitForScreen("the miss") { $0.contains("Score 2") && $0.contains("streak 0 · best score 3") }
        try session.send("s")
        try session.waitFor("Strategy: triangles, from the next turn (see the Strategy lesson).")
        try session.send("t")
        try session.waitFor("Colours: tutorial defaults", "tutorial defaults")
        try session.send("h")
        // The box is drawn in one refresh, but a capture can land mid-write: wait for all rows.
        var screen = try session.waitForScreen("the history box with four turns") { screen in
            screen.contains("Turns, newest first") && screen.split(separator: "\n").filter { $0.contains("picked") }.count == 4
        }
        let turns = screen.split(separator: "\n").filter { $0.contains("picked") }
        #expect(turns.count == 4)
        #expect(turns.first?.contains("4  square") == true)
        try session.send("x")
        try session.waitForScreen("the history to close") { !$0.contains("Turns, newest first") }
        try session.send("Right")
        try session.waitFor("turn 6 · triangles")
        try session.send("q")
        screen = try session.waitFor("Game over", "5 turns")
        #expect(screen.contains("All games: 1 played"))
        try session.send("q")
        let state = try terminalState(after: session, file: stateFile)
        try expectTerminalRestored(state, session)
        #expect(state.hasPrefix("exit=0"))
    }
}
