import Foundation
import Testing

/// The real binary in a real (tmux) terminal. After the app ends, the same shell prints
/// the terminal's mode, which must be back to normal (canonical input, echo on).
@Suite(.serialized) struct FullScreenTests {
    @Test func openPageResizeAndQuit() throws {
        let (session, stateFile) = try startApp()
        defer { session.close() }
        var screen = try session.waitFor("Welcome to PatternTutor", "Why patterns?", "Singleton", "q quit")
        #expect(screen.contains("0/4 lessons done · 3 sections"))

        try session.send("Down", "Enter")
        screen = try session.waitFor("Lesson 2/4", "page 1/5")
        #expect(screen.contains("Problems you have met before"))

        try session.send("n")
        screen = try session.waitFor("page 2/5")

        try session.resize(width: 30, height: 8)
        // Both words: tmux can be read while curses is halfway through drawing the notice.
        try session.waitFor("enlarge", "30x8")

        try session.resize(width: 80, height: 24)
        screen = try session.waitForScreen("the page back after enlarging") { $0.contains("page 2/5") && !$0.contains("enlarge") }
        #expect(screen.contains("Lesson 2/4"))

        try session.send("?")
        try session.waitFor("any key closes")
        try session.send("Escape")
        try session.waitForScreen("help to close") { !$0.contains("any key closes") }

        try session.send("q")
        screen = try session.waitFor("0/4 lessons done · 3 sections", "◐")
        try session.send("q")
        let state = try terminalState(after: session, file: stateFile)
        #expect(state.hasPrefix("exit=0"))
        try expectTerminalRestored(state, session)
    }

    @Test func commandLineOpensALesson() throws {
        let (session, stateFile) = try startApp()
        defer { session.close() }
        try session.waitFor("Welcome to PatternTutor")
        try session.type(":open singleton")
        try session.waitFor(":open singleton")
        try session.send("Enter")
        try session.waitFor("Lesson 3/4 · Singleton", "Intent", "page 1/5")
        try session.type(":where")
        try session.send("Enter")
        try session.waitFor("page 1 of 5")
        try session.send("C-c")
        let state = try terminalState(after: session, file: stateFile)
        // Ctrl-C ends the program as SIGINT would: 128 + 2.
        #expect(state.hasPrefix("exit=130"))
        try expectTerminalRestored(state, session)
    }

    /// ↑ at the prompt finds a command typed in an earlier session; Tab completes a lesson id.
    @Test func theCommandHistoryOutlivesARestart() throws {
        let state = NSTemporaryDirectory() + "pt-history-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        do {
            let (session, stateFile) = try startApp(stateDirectory: state)
            defer { session.close() }
            try session.waitFor("Welcome to PatternTutor")
            try session.type(":open fact")
            try session.send("Tab")
            try session.waitFor(":open factory-method")
            try session.send("Enter")
            try session.waitFor("Factory Method", "page 1/")
            try session.type(":q")
            try session.send("Enter")
            _ = try terminalState(after: session, file: stateFile)
        }
        let (session, stateFile) = try startApp(stateDirectory: state)
        defer { session.close() }
        try session.waitFor("Factory Method")
        try session.type(":")
        try session.send("Up")
        try session.waitFor(":q")
        try session.send("Up")
        try session.waitFor(":open factory-method")
        try session.send("Escape")
        try session.send("C-c")
        _ = try terminalState(after: session, file: stateFile)
    }

    @Test func takeAQuizOnScreen() throws {
        let (session, stateFile) = try startApp(arguments: "lesson singleton")
        defer { session.close() }
        try session.waitFor("Lesson 3/4 · Singleton", "page 1/5")
        try session.send("Q")
        try session.waitFor("Quiz · Singleton", "question 1/3", "1 ( )")
        try session.send("h")
        try session.waitFor("Hint")
        let right = try session.choice("Swift runs the initialiser exactly once")
        try session.send(right, "Enter")
        try session.waitFor("✓ Right.", "Correct: \(right); you chose \(right).")
        try session.send("Space")
        try session.waitFor("question 2/3", "[ ]")
        // Two of the three right ones: not quite.
        let two = try [session.choice("An actor"), session.choice("A final class marked Sendable whose")].sorted()
        try session.send(two[0], two[1], "Enter")
        try session.waitFor("✗ Not quite.", "you chose \(two[0]), \(two[1]).")
        try session.send("Space")
        try session.waitFor("question 3/3", "Your answer:")
        try session.type("dispatch_once")
        try session.send("Enter")
        try session.waitFor("✓ Right.")
        try session.send("Space")
        try session.waitFor("Score: 2 of 3", "results")
        try session.send("r")
        try session.waitFor("practice 1/1")
        try session.send("Escape")
        try session.waitFor("Quiz closed.", "page 1/5")
        try session.send("q", "q")
        let state = try terminalState(after: session, file: stateFile)
        try expectTerminalRestored(state, session)
    }

    @Test func progressSurvivesKillDashNine() throws {
        let (first, firstState) = try startApp(arguments: "lesson why-patterns")
        defer { first.close() }
        try first.waitFor("Lesson 2/4", "page 1/5")
        try first.send("n", "n")
        try first.waitFor("page 3/5")
        let pid = try String(contentsOfFile: firstState + ".pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try runProcess("/bin/kill", ["-KILL", pid])
        _ = try terminalState(after: first, file: firstState)

        let (second, secondState) = try startApp(stateDirectory: first.stateDirectory)
        defer { second.close() }
        try second.waitFor("Lesson 2/4", "page 3/5")
        try second.send("q", "q")
        _ = try terminalState(after: second, file: secondState)
        try? FileManager.default.removeItem(atPath: first.stateDirectory)
    }

    @Test(arguments: ["TERM", "HUP", "SEGV", "ABRT"])
    func signalsRestoreTheTerminal(signal: String) throws {
        let (session, stateFile) = try startApp(arguments: "lesson why-patterns")
        defer { session.close() }
        try session.waitFor("Lesson 2/4")
        let pid = try String(contentsOfFile: stateFile + ".pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        defer { try? FileManager.default.removeItem(atPath: stateFile + ".pid") }
        _ = try runProcess("/bin/kill", ["-\(signal)", pid])
        let state = try terminalState(after: session, file: stateFile)
        try expectTerminalRestored(state, session)
        let numbers = ["HUP": 1, "ABRT": 6, "SEGV": 11, "TERM": 15]
        #expect(state.hasPrefix("exit=\(128 + numbers[signal]!)"), "exit status: \(state.prefix(12))")
    }
}
