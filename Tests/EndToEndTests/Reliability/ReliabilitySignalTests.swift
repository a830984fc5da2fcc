import Foundation
import Testing

/// Ctrl-C, Ctrl-Z then `fg`, SIGTERM and SIGHUP on every screen, from a shell with job
/// control. Afterwards the terminal has the modes it had before the app started, is on its
/// main screen with the cursor shown, and the progress store holds what the screen had saved.
@Suite struct ReliabilitySignalTests {
    enum Interruption: String, Sendable, CaseIterable {
        case controlC = "Ctrl-C"
        case controlZThenFg = "Ctrl-Z then fg"
        case sigterm = "SIGTERM"
        case sighup = "SIGHUP"

        /// The exit status: a signal, Ctrl-C's SIGINT included, ends as the signal would (128 + n);
        /// after `fg`, Ctrl-C ends it.
        var exitStatus: Int {
            switch self {
            case .controlC, .controlZThenFg: return 128 + 2
            case .sigterm: return 128 + 15
            case .sighup: return 128 + 1
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var screen: Int
        var interruption: Interruption
        var testDescription: String { "\(interruption.rawValue) on the \(ChaosScreen.all[screen].name)" }
    }

    /// Full scale: every interruption on every screen. Quick: every screen once, the four
    /// interruptions in turn, so each is tried on two or three screens.
    static let cases: [Case] = {
        let interruptions = Interruption.allCases
        let screens = ChaosScreen.all.indices
        if ChaosScale.current == .full {
            return screens.flatMap { screen in interruptions.map { Case(screen: screen, interruption: $0) } }
        }
        let rotation: [Interruption] = [.controlZThenFg, .sigterm, .sighup, .controlC]
        return screens.map { Case(screen: $0, interruption: rotation[$0 % rotation.count]) }
    }()

    static let tally = Tally()

    @Test(arguments: cases)
    func theTerminalAndTheProgressSurvive(_ chaos: Case) throws {
        let screen = ChaosScreen.all[chaos.screen]
        let window = try ShellWindow()
        defer { window.close() }
        try window.startApp(screen.arguments)
        try screen.reach(window.session)
        let pid = try window.appPID()

        switch chaos.interruption {
        case .controlC:
            try window.session.send("C-c")
        case .controlZThenFg:
            try suspendAndContinue(window, pid: pid, screen: screen)
            try window.session.send("C-c")
        case .sigterm:
            _ = try runProcess("/bin/kill", ["-TERM", pid])
        case .sighup:
            _ = try runProcess("/bin/kill", ["-HUP", pid])
        }

        let (status, modes) = try window.ending()
        #expect(status == "exit=\(chaos.interruption.exitStatus)", "\(chaos.testDescription)")
        try window.expectTerminalNormal(modes: modes, "after \(chaos.testDescription)")
        let saved = try SavedProgress.read(from: window.session.stateDirectory)
        #expect(screen.saved(saved), "\(chaos.testDescription): the store lost \(screen.savedDescription)")

        record(["runs": 1, "suspensions": chaos.interruption == .controlZThenFg ? 1 : 0])
    }

    private func record(_ counts: [String: Int]) {
        let totals = Self.tally.add(counts)
        SuiteFigures(id: "chaos-signals", title: "Signals and job control on every screen",
                     tried: ["interruptions (Ctrl-C, Ctrl-Z then fg, SIGTERM, SIGHUP)": Set(Self.cases.map(\.interruption)).count,
                             "screens": Set(Self.cases.map(\.screen)).count,
                             "runs": totals["runs"] ?? 0, "suspensions": totals["suspensions"] ?? 0,
                             "resizes while suspended": totals["resizes while suspended"] ?? 0],
                     held: "After every run the terminal had the `stty -g` modes it had before the app started, "
                         + "was on its main screen with the cursor shown, the exit status was right, and the store "
                         + "held the place, answers and game saved before the interruption; while suspended the "
                         + "terminal was normal too, and `fg` brought back the same screen, laid out for the "
                         + "new size when the window was resized meanwhile.").record()
    }

    /// Ctrl-Z stops the app with the terminal normal; `fg` brings the same screen back.
    private func suspendAndContinue(_ window: ShellWindow, pid: String, screen: ChaosScreen) throws {
        let before = try screen.settledScreen(window.session)
        try window.session.send("C-z")
        try waitForProcess(pid, "stopped") { $0 == "T" }
        try window.expectTerminalNormal(modes: try window.modesWhileSuspended(), "while suspended")
        try window.session.type("fg")
        try window.session.send("Enter")
        try waitForProcess(pid, "running again") { $0 != "T" }
        try window.session.waitForScreen("the \(screen.name) back after fg") { screen.comparable($0) == before }
    }

    /// The window resized while the app was stopped: `fg` lays it out for the new size.
    @Test func aResizeWhileSuspendedIsSeenOnFg() throws {
        let screen = ChaosScreen.all[1]
        let window = try ShellWindow()
        defer { window.close() }
        try window.startApp(screen.arguments)
        try screen.reach(window.session)
        let pid = try window.appPID()
        try window.session.send("C-z")
        try waitForProcess(pid, "stopped") { $0 == "T" }
        try window.session.resize(width: 100, height: 30)
        try window.session.type("fg")
        try window.session.send("Enter")

        let fresh = try startApp(arguments: screen.arguments, width: 100, height: 30)
        defer { fresh.0.close() }
        try screen.reach(fresh.0)
        try screen.expectSameScreen(window.session, as: fresh.0, "after fg at 100x30")
        try window.session.send("C-c")
        #expect(try window.ending().status == "exit=130")
        record(["runs": 1, "suspensions": 1, "resizes while suspended": 1])
    }
}
