import Foundation
import Testing

/// `pattern-tutor demo`: the list, headless scripts, and the live-run screen in a terminal.
@Suite struct DemoCommandTests {
    @Test func listNamesEveryLiveRunByFamily() throws {
        let result = try runProcess(Project.binary, ["demo", "--list"])
        #expect(result.status == 0)
        let ids = result.output.split(separator: "\n").filter { $0.hasPrefix("  ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(ids.contains("singleton"))
        #expect(Set(ids).count == ids.count)
        #expect(result.output.contains("Creational ("))
        #expect(result.output.contains("\(ids.count) live runs."))
    }

    @Test func aScriptPrintsTheTraceAndTheStatePanel() throws {
        let result = try runProcess(Project.binary, ["demo", "singleton", "--script", "get a; get b", "--state"])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "› get a")
        #expect(lines.contains("  the same object a got: === is true"))
        #expect(lines.contains("|   held by: a, b"))
    }

    @Test func aRefusedCommandStopsTheScriptWithAClearMessage() throws {
        let result = try runProcess(Project.binary, ["demo", "singleton", "--script", "get a; gte b; get c"])
        #expect(result.status == 1)
        #expect(!result.output.contains("› get c"), "nothing after the refused command runs")
        #expect(result.error.contains("the script stopped at 'gte b': unknown command 'gte'. Did you mean 'get'?"))
        #expect(result.error.contains("Commands: get, rename, read, race, cache, help, reset, state, tour"))
    }

    @Test func anUnknownIdSuggestsTheNearestOnes() throws {
        let result = try runProcess(Project.binary, ["demo", "singletone", "--script", "tour"])
        #expect(result.status != 0)
        #expect(result.error.contains("no live run 'singletone' (did you mean singleton?)"))
    }

    /// A lesson's id or a run's title names its live run, on the command line as at ':demo'.
    @Test func aLessonsNameOpensItsLiveRun() throws {
        let byTitle = try runProcess(Project.binary, ["demo", "Singleton and shared instance", "--script", "get a"])
        #expect(byTitle.status == 0)
        #expect(byTitle.output.contains("a got AccountManager.shared"))
        let byLesson = try runProcess(Project.binary, ["demo", "factory-method", "--script", "help", "--lessons", Project.lessons])
        #expect(byLesson.status == 0)
    }

    @Test func plainModeOpensTheLiveRunDirectly() throws {
        let result = try runProcess(Project.binary, ["demo", "singleton", "--lessons", Project.lessons],
                                    input: "get piped\nstate\nexit\nquit\n", environment: ["TERM": "dumb"])
        #expect(result.status == 0)
        #expect(result.output.contains("== Live run: Singleton and shared instance (Creational) =="))
        #expect(result.output.contains("  piped got AccountManager.shared"))
        #expect(result.output.contains("    held by: piped"))
        #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func theLiveRunScreenInARealTerminal() throws {
        let app = "\(shellQuote(Project.binary)) lesson singleton --lessons \(shellQuote(Project.lessons))"
        let session = try TmuxSession(command: app, width: 100, height: 30)
        defer { session.close() }
        try session.waitFor("Lesson 3/4", "Singleton")
        try session.send("d")
        var screen = try session.waitFor("Live run · Singleton and shared instance", "State", "Esc back")
        try session.type("get terminal")
        try session.send("Enter")
        screen = try session.waitFor("terminal got AccountManager.shared", "held by: terminal")
        try session.type("bogus")
        try session.send("Enter")
        screen = try session.waitFor("unknown command 'bogus'")
        try session.send("Tab")
        screen = try session.waitFor("Key code · Singleton")
        #expect(screen.contains("static let shared"))
        try session.send("Escape")
        screen = try session.waitFor("Left the Singleton and shared instance live run")
        #expect(screen.contains("Lesson 3/4"))
    }
}

/// `demo factory-method --frames`: the layers as text frames, for pipes and files.
@Suite struct FrameOutputTests {
    @Test func framesAreSeparatedByFormFeedsAndTheSameOnEveryRun() throws {
        let arguments = ["demo", "factory-method", "--frames", "5", "--fps", "10", "--size", "40x10"]
        let first = try runProcess(Project.binary, arguments)
        let second = try runProcess(Project.binary, arguments)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output == second.output)
        let frames = first.output.components(separatedBy: "\n\u{0C}\n")
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { $0.split(separator: "\n", omittingEmptySubsequences: false).count >= 10 })
        #expect(!first.output.unicodeScalars.contains { $0.value == 0x1B }, "no escape codes in frames")
        #expect(frames[0] != frames[2], "the layers move between frames")
    }

    @Test func asciiFramesAreAsciiOnly() throws {
        let result = try runProcess(Project.binary, ["demo", "factory-method", "--frames", "2", "--size", "30x8", "--ascii"])
        #expect(result.status == 0)
        #expect(result.output.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(result.output.contains("@"))
    }

    @Test func framesNeedTheFactoryMethodDemoAndSaneSizes() throws {
        let other = try runProcess(Project.binary, ["demo", "singleton", "--frames", "2"])
        #expect(other.status != 0)
        #expect(other.error.contains("--frames plays the factory-method layers"))
        let size = try runProcess(Project.binary, ["demo", "factory-method", "--frames", "2", "--size", "3x900"])
        #expect(size.status != 0)
        #expect(size.error.contains("--size is columns x rows"))
        let fps = try runProcess(Project.binary, ["demo", "factory-method", "--frames", "2", "--fps", "120"])
        #expect(fps.error.contains("--fps must be above 0 and at most 60"))
    }
}

/// The factory-method layers playing in a real terminal, recorded as an asciicast.
@Suite struct StageInTerminalTests {
    @Test func theLayersPlayAndTheRecordingReplays() throws {
        let recording = NSTemporaryDirectory() + "pt-cast-\(UUID().uuidString).cast"
        defer { try? FileManager.default.removeItem(atPath: recording) }
        let app = "\(shellQuote(Project.binary)) demo factory-method --record \(shellQuote(recording)) --lessons \(shellQuote(Project.lessons))"
        let session = try TmuxSession(command: app + "; echo APP-ENDED; sleep 600", width: 100, height: 30)
        defer { session.close() }
        try session.waitFor("layers from AnimatableLayerFactory", "1 bounce", "2 spin", "3 pop")
        // The clock in the title bar moves: frames are being drawn.
        try session.waitForScreen("the animation clock to pass one second") { $0.contains(" 1.") && $0.contains("s ×1") }
        try session.send("c")
        try session.waitFor("(0.5, 1.43, 1, 1)")
        try session.send("q")
        try session.waitFor("PatternTutor")
        try session.send("q")
        try session.waitFor("APP-ENDED")
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        let header = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 100)
        #expect(lines.count > 20, "about 30 frames a second were recorded")
        #expect(lines.dropFirst().allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) is [Any] })
    }
}
