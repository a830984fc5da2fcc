import Foundation
import Testing

/// The self-quiz as a learner meets it, over days: the clock is moved with PATTERN_TUTOR_NOW,
/// from which the app's clock runs on in real time.
@Suite(.serialized) struct SelfQuizSessionTests {
    static let day1 = "2027-01-15T09:00:00Z"

    private func at(_ time: String) -> [String: String] { ["PATTERN_TUTOR_NOW": time, "TZ": "UTC"] }

    /// What to type for the fixture's Singleton question on show, right or wrong.
    static func answer(to question: String, right: Bool, in session: PipeSession) throws -> String {
        if question.contains("Two threads read") {
            return try session.number(ofChoice: right ? "Swift runs the initialiser exactly once" : "Both threads may run")
        }
        if question.contains("Under Swift 6 strict concurrency") {
            let texts = right ? ["An actor", "A final class marked Sendable that keeps", "A final class marked Sendable whose"] : ["An actor"]
            return try texts.map { try session.number(ofChoice: $0) }.joined(separator: " ")
        }
        return right ? "dispatch_once" : "pthread_once"
    }

    /// In tmux: read a lesson, take the self-quiz from the menu (`Q`), see the end screen; half
    /// an hour later `pattern-tutor quiz` asks exactly the two cards that fell due, most
    /// overdue first, and leaving it ends the program with the terminal restored.
    @Test func aLearnerReadsThenReviewsOnScreenAndComesBackLater() throws {
        let (session, stateFile) = try startApp(width: 100, height: 30, environment: at(Self.day1))
        defer { session.close() }
        var screen = try session.waitFor("Welcome to PatternTutor", "Q self-quiz")
        #expect(!screen.contains("due (Q)"))
        try session.send("Q")
        try session.waitFor("Nothing to review now.")

        // Read the Singleton lesson to its last page, so its questions become new cards.
        try session.type(":open singleton")
        try session.send("Enter")
        try session.waitFor("Lesson 3/4 · Singleton", "page 1/5")
        try session.send("n", "n", "n", "n")
        try session.waitFor("page 5/5")
        try session.send("q")
        try session.waitFor("Q self-quiz")

        try session.send("Q")
        // The lesson is named in the title only after the answer.
        screen = try session.waitFor("Self-quiz", "question 1/3", "1 ( )")
        #expect(!screen.contains("Self-quiz · Singleton"))
        try session.send(try session.choice("Swift runs the initialiser exactly once"), "Enter")
        try session.waitFor("Self-quiz · Singleton", "✓ Right.", "e: it was easy")
        try session.send("e")
        try session.waitFor("Marked easy")
        try session.send("Space")
        try session.waitFor("question 2/3", "[ ]")
        try session.send(try session.choice("An actor"), "Enter")
        try session.waitFor("✗ Not quite.")
        try session.send("Space")
        try session.waitFor("question 3/3", "Your answer:")
        try session.type("dispatch_once")
        try session.send("Enter")
        try session.waitFor("✓ Right.")
        try session.send("Space")
        screen = try session.waitFor("results", "2 right, 1 wrong, of 3 answered", "Read again:", "any other key")
        // FSRS's learning steps: Again in a minute, Good in ten; Easy graduates at once to days.
        #expect(screen.contains(" · in 1 minute"))
        #expect(screen.contains(" · in 10 minutes"))
        #expect(screen.contains(/✓ Two threads read .* · in \d+ days \(01-\d\d\)/))
        #expect(screen.contains("1) Singleton (lesson 3, singleton), 1 missed"))
        try session.send("x")
        screen = try session.waitFor("Self-quiz closed.")
        #expect(screen.contains("PatternTutor"))
        try session.send("s")
        // Waiting for the last rows too: curses may be caught half way through drawing.
        try session.waitFor("Self-quiz statistics", "Cards: 4 new · 2 learning · 1 review · 0 relearning",
                            "Reviews per day, last 30 days: 3 today", "Reviews due, next 14 days", "01-28")
        try session.send("q", "q")
        var state = try terminalState(after: session, file: stateFile)
        #expect(state.hasPrefix("exit=0"))
        try expectTerminalRestored(state, session)

        // Half an hour later: the miss (due at 09:01) and the Good answer (due at 09:10).
        let (later, laterState) = try startApp(arguments: "quiz", width: 100, height: 30, stateDirectory: session.stateDirectory,
                                               environment: at("2027-01-15T09:30:00Z"))
        defer { later.close() }
        try later.waitFor("Self-quiz", "question 1/2", "[ ]")
        try later.send(try later.choice("An actor"), try later.choice("A final class marked Sendable that keeps"),
                       try later.choice("A final class marked Sendable whose"), "Enter")
        try later.waitFor("✓ Right.")
        try later.send("Space")
        try later.waitFor("question 2/2", "Your answer:")
        try later.type("dispatch_once")
        try later.send("Enter", "Space")
        screen = try later.waitFor("2 right, 0 wrong, of 2 answered", "Any key ends the session.")
        #expect(screen.contains("Every answer right: nothing to read again."))
        try later.send("x")
        state = try terminalState(after: later, file: laterState)
        #expect(state.hasPrefix("exit=0"))
        try expectTerminalRestored(state, later)
        try? FileManager.default.removeItem(atPath: session.stateDirectory)
    }

    /// Plain mode over a week: each day's session asks what the schedule says is due that day,
    /// and the end screen's dates agree with the statistics' forecast.
    @Test func dayByDayInPlainModeTheRightQuestionsComeBack() throws {
        let state = NSTemporaryDirectory() + "pt-days-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        func run(_ arguments: [String], _ input: String, at time: String) throws -> CommandResult {
            try runProcess(Project.binary, arguments + ["--lessons", Project.lessons, "--state-dir", state], input: input,
                           environment: at(time))
        }
        /// Answers each question asked, right or not as `right` says, by the numbers printed,
        /// until the results; returns the whole transcript.
        func answering(_ arguments: [String], right: [Bool], at time: String) throws -> String {
            let session = try PipeSession(arguments + ["--lessons", Project.lessons, "--state-dir", state],
                                          environment: at(time))
            for isRight in right {
                let (index, question) = try session.waitForAny(["'stop' to leave)", "results =="])
                guard index == 0 else { break }
                try session.waitFor("> ")
                try session.send(Self.answer(to: question, right: isRight, in: session))
                try session.waitFor("(press Enter")
                try session.waitFor("> ")
                session.send("")
            }
            try session.waitFor("results ==")
            _ = try session.finish()
            return session.transcript
        }
        // Day 1: read Singleton, then answer its three questions: right, wrong, right.
        _ = try run(["--plain"], "open singleton\npage 2\npage 3\npage 4\npage 5\n", at: Self.day1)
        let first = try answering(["quiz"], right: [true, false, true], at: "2027-01-15T09:05:00Z")
        #expect(first.contains("== Self-quiz, question 1/3 =="))
        #expect(first.contains("2 right, 1 wrong, of 3 answered"))

        // Two minutes later only the miss is due; the Good answers wait for their ten minutes.
        let soon = try answering(["quiz"], right: [true], at: "2027-01-15T09:07:00Z")
        #expect(soon.contains("== Self-quiz, question 1/1 =="))
        #expect(soon.contains("Under Swift 6 strict concurrency"))

        // Nothing is due a minute later, and the program says when the next one is.
        let none = try run(["quiz"], "", at: "2027-01-15T09:08:00Z")
        #expect(none.status == 0)
        #expect(none.output.contains("Nothing to review now. The next review is due in"))
        // The two Good answers of 09:05 come back at 09:15; progress says so too.
        let progress = try run(["progress"], "", at: "2027-01-15T09:08:00Z")
        // Seven minutes, give or take the seconds each run takes to start.
        let minutes = try #require(progress.output.firstMatch(of: /Self-quiz: nothing due now; the next review is due in (\d+) minutes.\n/))
        #expect((6...8).contains(Int(minutes.output.1)!))
        let due = try run(["progress"], "", at: "2027-01-15T09:16:00Z")
        #expect(due.output.contains("Self-quiz: 2 reviews due now (pattern-tutor quiz).\n"))

        // The next day, at 09:00, every card due that day is already overdue (none was
        // answered after 09:10 the day before), so the forecast's "today" is what is due now.
        let stats = try run(["quiz", "--stats"], "", at: "2027-01-16T09:00:00Z")
        let forecastToday = try #require(stats.output.firstMatch(of: /Reviews due, next 14 days: (\d+) today/)?.output.1)
        let nextDay = try answering(["quiz"], right: [true, true, true], at: "2027-01-16T09:00:00Z")
        let asked = nextDay.matches(of: /== Self-quiz, question \d\/(\d) ==/).first.map { Int($0.output.1)! } ?? 0
        #expect(asked == Int(forecastToday)!)
        #expect(asked >= 1)
        #expect(nextDay.contains("== Self-quiz, results =="))
    }
}
