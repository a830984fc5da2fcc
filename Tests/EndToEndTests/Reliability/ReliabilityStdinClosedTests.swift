import Foundation
import Testing

/// The input goes away part way through a session: a pipe whose writer closes after a few
/// commands, or the terminal itself (its window killed). The app must end on its own, through
/// its normal quit path, with everything it had been told saved.
@Suite struct ReliabilityStdinClosedTests {
    struct PipeCase: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        /// Written a batch at a time, with a pause between, then the pipe is closed.
        var batches: [String]
        var shows: String
        var saved: @Sendable (SavedProgress) -> Bool
        var testDescription: String { "the pipe closes \(name)" }
    }

    static let pipeCases: [PipeCase] = [
        PipeCase(name: "while reading", arguments: [], batches: ["open why-patterns\n", "next\n"],
                 shows: "(page 2/5) ==", saved: { $0.position?.lessonId == "why-patterns" && $0.position?.page == 1 }),
        // Choices are shuffled: whichever "2" is, the answer is checked and saved.
        PipeCase(name: "in a lesson's quiz", arguments: [], batches: ["quiz singleton\n", "2\n"],
                 shows: "you chose 2.", saved: { $0.answers.contains { $0.lessonId == "singleton" } }),
        PipeCase(name: "in the self-quiz", arguments: ["quiz", "--all"], batches: ["2\n"],
                 shows: "you chose 2.", saved: { $0.answers.count == 1 }),
        PipeCase(name: "in a live run", arguments: [], batches: ["open singleton\n", "next\n", "demo\n", "help\n"],
                 shows: "singleton> ", saved: { $0.position?.lessonId == "singleton" && $0.position?.page == 1 }),
        PipeCase(name: "in the shape game", arguments: ["game", "--seed", "7"], batches: ["1\n", "2\n"],
                 shows: "game> ", saved: { ($0.games ?? []).contains { $0.turns == 2 } }),
    ]

    static let tally = Tally()

    @Test(arguments: pipeCases)
    func plainModeEndsWhenThePipeCloses(_ pipe: PipeCase) throws {
        let state = NSTemporaryDirectory() + "pt-state-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let writer = pipe.batches.map { "printf '%s' \(shellQuote($0))" }.joined(separator: "; sleep 0.2; ")
        let app = ([Project.binary] + pipe.arguments + ["--lessons", Project.lessons]).map(shellQuote).joined(separator: " ")
        let result = try runProcess("/bin/sh", ["-c", "(\(writer)) | \(app)"],
                                    environment: ["PATTERN_TUTOR_STATE": state, "COLUMNS": "80"])
        #expect(result.status == 0, "\(pipe.testDescription): \(result.error)")
        #expect(result.output.contains(pipe.shows), "\(pipe.testDescription):\n\(result.output)")
        #expect(pipe.saved(try SavedProgress.read(from: state)), "\(pipe.testDescription): progress lost")
        record(["pipes closed": 1])
    }

    /// tmux kills the window: the terminal hangs up and the app, in its process group, gets
    /// SIGHUP. Full screen or plain, it saves and ends.
    @Test(arguments: ["", "--plain"])
    func theWindowClosingEndsTheApp(mode: String) throws {
        try closeTheWindow(launch: "sh -c 'echo $$ > PID; exec APP \(mode) lesson why-patterns --lessons LESSONS'",
                           isPlain: !mode.isEmpty)
        record(["windows closed": 1])
    }

    /// The app in a session of its own (setsid) gets no SIGHUP when the window goes, only a
    /// terminal that has hung up: it must notice that, not spin on reads that fail at once.
    @Test func aHangUpWithoutSIGHUPEndsTheApp() throws {
        try closeTheWindow(launch: "setsid sh -c 'echo $$ > PID; exec APP lesson why-patterns --lessons LESSONS'",
                           isPlain: false)
        record(["windows closed without SIGHUP": 1])
    }

    /// Starts the app with `launch` (PID, APP and LESSONS filled in), turns to page 2, kills
    /// the tmux session, and checks the app ended and saved its place.
    private func closeTheWindow(launch: String, isPlain: Bool) throws {
        let pidFile = NSTemporaryDirectory() + "pt-pid-\(UUID().uuidString)"
        defer { unlink(pidFile) }
        let command = launch.replacingOccurrences(of: "PID", with: pidFile)
            .replacingOccurrences(of: "APP", with: shellQuote(Project.binary))
            .replacingOccurrences(of: "LESSONS", with: shellQuote(Project.lessons))
        let session = try TmuxSession(command: "sh -c \(shellQuote(command + "; sleep 600"))", width: 80, height: 24)
        defer {
            session.close()
            try? FileManager.default.removeItem(atPath: session.stateDirectory)
        }
        try session.waitFor(isPlain ? "page 1 of 5" : "page 1/5")
        let pid = try waitForFile(pidFile).trimmingCharacters(in: .whitespacesAndNewlines)
        try session.type(isPlain ? "next\n" : "n")
        try session.waitFor(isPlain ? "page 2 of 5" : "page 2/5")
        // An app that failed to end would spin or wait forever: it must not outlive the test.
        defer { if let number = pid_t(pid), number > 0, processState(pid) != nil { kill(number, SIGKILL) } }
        try session.tmux(["kill-session", "-t", session.name])
        // A zombie has ended too: a container's first process may never reap it.
        try waitForProcess(pid, "ended") { $0 == nil || $0 == "Z" }
        let saved = try SavedProgress.read(from: session.stateDirectory)
        #expect(saved.position?.lessonId == "why-patterns" && saved.position?.page == 1, "the place was lost")
    }

    private func record(_ counts: [String: Int]) {
        var tried = Self.tally.add(counts)
        tried["ways the input ended"] = Self.pipeCases.count + 3
        SuiteFigures(id: "chaos-stdin-closed", title: "Input closed mid-session", tried: tried,
                     held: "Plain mode ended with status 0 when its pipe closed while reading, in a quiz, the "
                         + "self-quiz, a live run and the game, and the full-screen and plain apps ended when their "
                         + "window was killed, with or without SIGHUP; each time the place, answers and game "
                         + "were in the store afterwards.").record()
    }
}
