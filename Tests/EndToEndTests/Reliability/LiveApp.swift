import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The app running in plain mode with a pipe on each side, for tests that type into it while
/// it runs and act on what it has printed so far (kill it at a chosen moment, say).
///
/// `runProcess` in Harness.swift waits for the end and reads files; this one is alive. Both
/// start the child with no blocked signals, since test threads block some and a child
/// inherits the mask.
final class LiveApp: @unchecked Sendable {
    let pid: pid_t
    private let input: FileHandle
    private let lock = NSLock()
    private var received = Data()
    private var ended = false
    private let readerDone = DispatchSemaphore(value: 0)

    /// Starts `Project.binary` with `arguments` (through `launcher` if given, a program that
    /// runs its arguments); its standard error goes to the same pipe as its output, so a test
    /// sees every line the learner would.
    init(_ arguments: [String], launcher: [String] = [], environment: [String: String] = [:]) throws {
        // Typing into an app the test has just killed must fail with EPIPE, not end the tests.
        signal(SIGPIPE, SIG_IGN)
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        // No other test starts a program between making these pipes and marking them.
        spawnLock.lock()
        defer { spawnLock.unlock() }
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw HarnessError("cannot make pipes: errno \(errno)") }
        // Close-on-exec: instances started at once must not inherit each other's pipe ends,
        // or one would never see the end of its input. (Glibc's pipe2 is not visible to Swift.)
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 2)

        var attributes = cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }

        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        let command = launcher + [Project.binary] + arguments
        let argv = command.map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, command[0], &actions, &attributes, argv, envp)
        close(toChild[0])
        close(fromChild[1])
        guard spawned == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw HarnessError("cannot start \(command[0]): error \(spawned)")
        }
        pid = child
        input = FileHandle(fileDescriptor: toChild[1], closeOnDealloc: true)
        startReading(fromChild[0])
    }

    private func startReading(_ descriptor: Int32) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                lock.withLock { received.append(contentsOf: buffer[0..<count]) }
            }
            close(descriptor)
            lock.withLock { ended = true }
            readerDone.signal()
        }
        thread.start()
    }

    /// Everything the app has written so far.
    var output: String {
        lock.withLock { String(decoding: received, as: UTF8.self) }
    }

    func type(_ text: String) {
        // A write to a child that was just killed fails (EPIPE; SIGPIPE is ignored, see init):
        // the test judges by the output what the app took in, so the failure is not an error.
        try? input.write(contentsOf: Data(text.utf8))
    }

    /// Closes the app's input: plain mode ends at the end of its input.
    func closeInput() {
        try? input.close()
    }

    /// Waits until `condition` holds for the output (true) or the output ends or `timeout`
    /// seconds pass (false). The timeout only guards against a hang.
    func waitUntil(timeout: Double = 60, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let (text, over) = lock.withLock { (String(decoding: received, as: UTF8.self), ended) }
            if condition(text) { return true }
            if over { return false }
            usleep(500)
        }
        return false
    }

    func kill(_ signal: Int32) {
        _ = Glibc.kill(pid, signal)
    }

    /// As `waitForExit()`, but gives up after `timeout` seconds: nil if the app still runs.
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped == -1 && errno != EINTR { return nil }
            if Date() > deadline { return nil }
            usleep(20_000)
        }
        readerDone.wait()
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Waits for the app to end and for its last output; returns the exit status, or 128 plus
    /// the signal that ended it.
    @discardableResult
    func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        readerDone.wait()
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}

/// A course of one section whose lessons are quizzes of free-text questions (answer: "right").
/// Every answer a test types is a word of its own, so each saved answer can be found in the
/// store by what was given. Returns the lessons folder.
func makeDrillCourse(lessons: [String], questionsEach: Int) throws -> String {
    let root = NSTemporaryDirectory() + "pt-drill-\(UUID().uuidString)"
    let section = root + "/01-drill"
    try FileManager.default.createDirectory(atPath: section, withIntermediateDirectories: true)
    try "id: \(drillCourseId)\ntitle: Drills\n".write(toFile: root + "/course.yaml", atomically: true, encoding: .utf8)
    try "---\ntitle: Drill\n---\n\nQuestions to answer fast.\n".write(toFile: section + "/_section.md", atomically: true, encoding: .utf8)
    for (number, lesson) in lessons.enumerated() {
        var text = "---\nid: \(lesson)\ntitle: Drill \(lesson)\n---\n\n## One page\n\nA page to read before the quiz.\n\n## Quiz\n\n"
        for question in 0..<questionsEach {
            text += "### Question \(question + 1) of \(lesson)?\n<!-- id: \(lesson)-\(question) -->\n\nAnswer: right\n\n"
        }
        let name = String(format: "%02d-%@.md", number + 1, lesson)
        try text.write(toFile: section + "/" + name, atomically: true, encoding: .utf8)
    }
    return root
}

/// The id every drill course has: the progress a test reads back is kept under it.
let drillCourseId = "drill"

/// The words the app echoed back as saved answers ("Your answer: <word>"), in order. The
/// app prints an answer only after the store has committed it, so these were saved.
func confirmedAnswers(in output: String, prefix: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
        guard line.hasPrefix("Your answer: " + prefix) else { return nil }
        return String(line.dropFirst("Your answer: ".count))
    }
}

/// The lines plain mode marks as errors ("! …"): a store that cannot be opened or written says so in one.
/// A long one wraps onto indented lines, which are joined back. Input is not echoed into a
/// pipe, so a line may follow the prompt ("tutor> ! …"); the prompt is not part of it.
func errorLines(_ output: String) -> [String] {
    var lines: [String] = []
    var inError = false
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(withoutPrompts) {
        if line.hasPrefix("! ") {
            lines.append(String(line))
            inError = true
        } else if inError, line.hasPrefix("  ") {
            lines[lines.count - 1] += " " + line.drop { $0 == " " }
        } else {
            inError = false
        }
    }
    return lines
}

/// The line after any prompts at its start ("tutor> ", "drill0> "): a prompt is one word and "> ".
private func withoutPrompts(_ line: Substring) -> Substring {
    var rest = line
    while let end = rest.range(of: "> "), !rest[..<end.lowerBound].isEmpty, !rest[..<end.lowerBound].contains(" ") {
        rest = rest[end.upperBound...]
    }
    return rest
}

/// A small seeded generator (SplitMix64), so a failing run can be replayed from its seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
