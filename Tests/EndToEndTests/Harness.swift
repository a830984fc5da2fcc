import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Where the project and the built binary are. `make test` passes the binary's path in
/// PATTERN_TUTOR_BIN; otherwise the debug build is used.
enum Project {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// A frozen four-lesson course, so these tests pin what they see while the shipped
    /// course grows; `shippedLessons` is checked on its own (it lints clean, every lesson
    /// renders).
    static let lessons = root.appendingPathComponent("Tests/EndToEndTests/Fixtures/course").path
    /// What `lessons`' course.yaml names it: its progress is kept under this id.
    static let courseId = "fixture-course"
    static let shippedLessons = root.appendingPathComponent("Lessons").path

    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["PATTERN_TUTOR_BIN"], !path.isEmpty { return path }
        return root.appendingPathComponent(".build/debug/pattern-tutor").path
    }
}

struct CommandResult {
    var status: Int32
    var output: String
    var error: String
    /// The exact bytes written, for tests that check what could reach a terminal.
    var outputBytes = Data()
    var errorBytes = Data()
    /// The child's peak resident set, in kilobytes (from wait4).
    var peakMemoryKB = 0
    /// Whether the child was killed for running past the timeout.
    var timedOut = false
}

/// Held while a test makes descriptors and while it starts a program, so no program inherits
/// another test's pipe before that pipe is marked close-on-exec.
let spawnLock = NSLock()

/// Runs a program to completion with the given input and environment.
///
/// It uses posix_spawn and waitpid directly: Foundation's Process on Linux did not notice
/// the exit of tmux's client once the client had started its server. Output goes to
/// temporary files rather than pipes, since the server inherits the descriptors and a pipe
/// would never reach end-of-file.
///
/// With `timeout`, a child still running after that many seconds is killed (SIGKILL) and
/// the result says so: a safety net for hangs, not a speed target.
func runProcess(_ executable: String, _ arguments: [String], input: String = "", inputBytes: Data? = nil,
                environment: [String: String] = [:], timeout: Double? = nil) throws -> CommandResult {
    let base = NSTemporaryDirectory() + "pt-run-\(UUID().uuidString)"
    let files = [base + ".in", base + ".out", base + ".err"]
    defer { for file in files { unlink(file) } }
    guard FileManager.default.createFile(atPath: files[0], contents: inputBytes ?? Data(input.utf8)) else {
        throw HarnessError("cannot write \(files[0])")
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, files[0], O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, files[1], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, files[2], O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    var variables = ProcessInfo.processInfo.environment
    // Each run saves progress in a folder of its own unless the test names one, so runs
    // in parallel never see each other's place in the course.
    let state = NSTemporaryDirectory() + "pt-state-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: state) }
    variables["PATTERN_TUTOR_STATE"] = state
    for (key, value) in environment { variables[key] = value }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }

    // Test threads run with signals blocked, and a child inherits that mask: tmux's server
    // would then never act on the SIGTERM that kill-server sends it. Start children clean.
    var attributes = cleanSignalAttributes()
    defer { posix_spawnattr_destroy(&attributes) }

    var pid: pid_t = 0
    spawnLock.lock()
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    spawnLock.unlock()
    guard spawned == 0 else { throw HarnessError("cannot start \(executable): error \(spawned)") }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    let deadline = timeout.map { Date().addingTimeInterval($0) }
    while true {
        let reaped = wait4(pid, &status, deadline == nil ? 0 : WNOHANG, &usage)
        if reaped == pid || (reaped == -1 && errno != EINTR) { break }
        guard reaped == 0, let deadline else { continue }
        if Date() > deadline, !timedOut {
            timedOut = true
            kill(pid, SIGKILL)
        }
        Thread.sleep(forTimeInterval: 0.02)
    }
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let outputBytes = FileManager.default.contents(atPath: files[1]) ?? Data()
    let errorBytes = FileManager.default.contents(atPath: files[2]) ?? Data()
    return CommandResult(status: exitStatus, output: String(data: outputBytes, encoding: .utf8) ?? "",
                         error: String(data: errorBytes, encoding: .utf8) ?? "", outputBytes: outputBytes,
                         errorBytes: errorBytes, peakMemoryKB: Int(usage.ru_maxrss), timedOut: timedOut)
}

/// A tmux server of our own (its own socket) running one window, driven like a person:
/// keys in, screen text out.
final class TmuxSession {
    let socket = "pattern-tutor-test-\(UUID().uuidString.prefix(8))"
    let name = "e2e"

    /// Progress of the app in this window; a test may start a second session on the same one.
    let stateDirectory: String

    init(command: String, width: Int, height: Int, stateDirectory: String? = nil, environment: [String: String] = [:]) throws {
        self.stateDirectory = stateDirectory ?? NSTemporaryDirectory() + "pt-state-\(UUID().uuidString)"
        let variables = environment.sorted { $0.key < $1.key }.flatMap { ["-e", "\($0.key)=\($0.value)"] }
        let result = try tmux(["new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
                               "-e", "TERM=xterm-256color", "-e", "LANG=C.UTF-8",
                               "-e", "PATTERN_TUTOR_STATE=\(self.stateDirectory)"] + variables + [command])
        guard result.status == 0 else { throw HarnessError("tmux failed to start: \(result.error)") }
        _ = try tmux(["set-option", "-t", name, "remain-on-exit", "on"])
    }

    /// Ends the tmux server and everything running in it.
    func close() {
        _ = try? tmux(["kill-server"])
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> CommandResult {
        // -u and a UTF-8 locale: without them a CI machine with no LANG gets "_" for
        // every non-ASCII character in captured screens.
        try runProcess("/usr/bin/env", ["tmux", "-u", "-L", socket] + arguments, environment: ["LC_ALL": "C.UTF-8"])
    }

    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Literal text, not key names.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", name]).output
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits (up to `timeout` seconds) until the screen satisfies `condition`, then until two
    /// captures in a row agree (at most a second more, for animations), and returns it: tmux
    /// can be read while curses is halfway through drawing a frame.
    @discardableResult
    func waitForScreen(timeout: Double = 15, _ description: String,
                       _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return try settled(from: last, condition) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HarnessError("timed out waiting for \(description); the screen was:\n\(last)")
    }

    private func settled(from first: String, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(1)
        var previous = first
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.03)
            let next = try screen()
            guard condition(next) else { return previous }
            if next == previous { return next }
            previous = next
        }
        return previous
    }

    /// The number the screen shows the choice starting with `text` as ("3 ( ) Builder").
    func choice(_ text: String) throws -> String {
        let screen = try screen()
        for line in screen.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard let number = trimmed.first, number.isNumber else { continue }
            let rest = trimmed.dropFirst().drop { $0 == " " }
            guard rest.count > 4, ["( ) ", "(•) ", "[ ] ", "[x] "].contains(String(rest.prefix(4))) else { continue }
            if rest.dropFirst(4).hasPrefix(text) { return String(number) }
        }
        throw HarnessError("no choice '\(text)' on screen:\n\(screen)")
    }

    /// Waits until every one of `texts` is on screen at once: the terminal may be captured
    /// half-way through a redraw, so one string alone does not mean the new screen is there.
    @discardableResult
    func waitFor(_ texts: String..., timeout: Double = 15) throws -> String {
        try waitForScreen(timeout: timeout, texts.map { "'\($0)'" }.joined(separator: " and ")) { screen in
            texts.allSatisfy { screen.contains($0) }
        }
    }
}

// MARK: The app in a terminal, and the terminal after it

/// Starts the binary with `arguments` in a tmux window; when it ends, the same shell writes
/// its exit status and `stty -a` to the returned file.
func startApp(arguments: String = "", width: Int = 80, height: Int = 24,
                      stateDirectory: String? = nil, environment: [String: String] = [:]) throws -> (TmuxSession, String) {
    let stateFile = NSTemporaryDirectory() + "pt-stty-\(UUID().uuidString)"
    let pidFile = stateFile + ".pid"
    let app = "\(shellQuote(Project.binary)) \(arguments) --lessons \(shellQuote(Project.lessons))"
    // The shell outlives a Ctrl-C sent to the whole foreground group (plain mode's line editor
    // passes it on so), to report the terminal's mode; its trap is not inherited by the app.
    let script = "trap : INT; sh -c 'echo $$ > \(pidFile); exec \(app.replacingOccurrences(of: "'", with: "'\\''"))'; "
        + "echo \"exit=$?\" > \(stateFile); stty -a >> \(stateFile); echo APP-ENDED; sleep 600"
    let session = try TmuxSession(command: "sh -c \(shellQuote(script))", width: width, height: height,
                                  stateDirectory: stateDirectory, environment: environment)
    return (session, stateFile)
}

/// Waits for the app to end and returns what `stty -a` said afterwards.
func terminalState(after session: TmuxSession, file: String) throws -> String {
    try session.waitFor("APP-ENDED")
    defer { try? FileManager.default.removeItem(atPath: file) }
    return try String(contentsOfFile: file, encoding: .utf8)
}

func expectTerminalRestored(_ state: String, _ session: TmuxSession) throws {
    let words = state.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
    #expect(words.contains("icanon"), "canonical input not restored:\n\(state)")
    #expect(words.contains("echo"), "echo not restored:\n\(state)")
    #expect(!words.contains("-icanon") && !words.contains("-echo"))
    #expect(try session.format("#{alternate_on}") == "0", "still on the alternate screen")
    #expect(try session.format("#{cursor_flag}") == "1", "cursor left hidden")
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Shell words, quoted.
func shellQuote(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Spawn attributes that start a child with no signal blocked and every handler at its
/// default: test threads run with signals blocked, and a child would inherit that mask.
/// The caller destroys them.
func cleanSignalAttributes() -> posix_spawnattr_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    var defaultSignals = sigset_t()
    sigfillset(&defaultSignals)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return attributes
}

/// A learner at the app in plain mode (`LiveApp`), a line at a time: a test reads what it
/// printed before deciding what to type, as answering shuffled choices by the numbers shown
/// needs. Each run keeps its progress in a folder of its own unless the test names one.
final class PipeSession {
    private let app: LiveApp
    /// How much of the output earlier waits have gone past, in characters.
    private var consumed = 0

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        let state = ["PATTERN_TUTOR_STATE": NSTemporaryDirectory() + "pt-state-\(UUID().uuidString)"]
        app = try LiveApp(arguments, environment: state.merging(environment) { $1 })
    }

    /// Everything printed so far.
    var transcript: String { app.output }

    /// Reads until the text since the last wait contains `text`; returns that text.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 15) throws -> String {
        try waitForAny([text], timeout: timeout).text
    }

    /// Reads until the text since the last wait contains one of `texts`: which one came first,
    /// and the text up to it.
    func waitForAny(_ texts: [String], timeout: Double = 15) throws -> (index: Int, text: String) {
        var found: (index: Int, text: String, length: Int)?
        _ = app.waitUntil(timeout: timeout) { output in
            let fresh = output.dropFirst(consumed)
            let first = texts.enumerated().compactMap { entry in fresh.range(of: entry.element).map { (entry.offset, $0) } }
                .min { $0.1.lowerBound < $1.1.lowerBound }
            guard let (index, range) = first else { return false }
            let upTo = fresh[..<range.upperBound]
            found = (index, String(upTo), upTo.count)
            return true
        }
        guard let found else { throw HarnessError("waited in vain for \(texts); the output was:\n\(transcript)") }
        consumed += found.length
        return (found.index, found.text)
    }

    func send(_ line: String) {
        app.type(line + "\n")
    }

    /// Waits for a question (`header`, as "question 2/3 ==") and its prompt, types what
    /// `typed` makes of it, waits for the `verdict` and goes on with Enter.
    func answer(_ header: String, verdict: String, with typed: (PipeSession) throws -> String) throws {
        try waitFor(header)
        try waitFor("> ")
        send(try typed(self))
        try waitFor(verdict)
        send("")
    }

    /// The number a choice was printed with in the last question ("3) Builder").
    func number(ofChoice text: String) throws -> String {
        for line in transcript.split(separator: "\n").reversed() {
            guard let close = line.firstIndex(of: ")"), let number = Int(line[..<close]) else { continue }
            if line[line.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix(text) { return String(number) }
        }
        throw HarnessError("no choice '\(text)' was printed; the output was:\n\(transcript)")
    }

    /// Closes the input and waits for the exit status; a program that does not end by then is
    /// killed, and the test hears of it.
    func finish(timeout: Double = 15) throws -> Int32 {
        app.closeInput()
        guard let status = app.waitForExit(timeout: timeout) else {
            app.kill(SIGKILL)
            app.waitForExit()
            throw HarnessError("the program did not end after its input closed; the output was:\n\(transcript)")
        }
        return status
    }
}
