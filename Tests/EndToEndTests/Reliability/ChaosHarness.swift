import Foundation
import Testing

/// The app started from an interactive shell with job control, in a tmux window of its own,
/// so Ctrl-Z can stop it and `fg` bring it back as in a learner's terminal.
///
/// The shell is dash: it leaves the terminal's modes as a job left them. Bash restores its
/// own modes after a job stops or dies of a signal, which would hide a terminal left raw.
final class ShellWindow {
    let session: TmuxSession
    private let files = NSTemporaryDirectory() + "pt-chaos-\(UUID().uuidString)"

    init(width: Int = 80, height: Int = 24, stateDirectory: String? = nil, environment: [String: String] = [:]) throws {
        session = try TmuxSession(command: "env PS1='$ ' ENV= /usr/bin/dash -i", width: width, height: height,
                                  stateDirectory: stateDirectory, environment: environment)
        try session.waitFor("$")
    }

    func close() {
        session.close()
        for suffix in [".before", ".pid", ".after", ".suspended"] { unlink(files + suffix) }
        try? FileManager.default.removeItem(atPath: session.stateDirectory)
    }

    /// Types the command that starts the app (with `arguments`, on the frozen course) as one
    /// job: the terminal's modes are saved before it starts, and its exit status and the modes
    /// afterwards when it ends. `prefix` goes before the binary (`env -u TERM`, say).
    func startApp(_ arguments: String, prefix: String = "") throws {
        let app = "\(prefix) \(shellQuote(Project.binary)) \(arguments) --lessons \(shellQuote(Project.lessons))"
        let job = "sh -c \(shellQuote("echo $$ > \(files).pid; exec \(app)")); "
            + "echo \"exit=$?\" > \(files).tmp; stty -g >> \(files).tmp; mv \(files).tmp \(files).after"
        try session.type("stty -g > \(files).before; sh -c \(shellQuote(job))")
        try session.send("Enter")
    }

    /// The app's process id, once it has started.
    func appPID() throws -> String {
        try waitForFile(files + ".pid").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The terminal's modes (`stty -g`) before the app started.
    func modesBefore() throws -> String {
        try waitForFile(files + ".before").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits for the app to end; its exit status and the terminal's modes afterwards.
    func ending() throws -> (status: String, modes: String) {
        let lines = try waitForFile(files + ".after").split(separator: "\n").map(String.init)
        return (lines.first ?? "", lines.dropFirst().first ?? "")
    }

    /// Everything the window showed, scrolled off or not.
    func history() throws -> String {
        try session.tmux(["capture-pane", "-p", "-S", "-", "-t", session.name]).output
    }

    /// Asks the shell for the terminal's modes while the app is stopped.
    func modesWhileSuspended() throws -> String {
        try session.type("stty -g > \(files).suspended")
        try session.send("Enter")
        return try waitForFile(files + ".suspended").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The terminal is back as the shell had it: the same modes, the main screen, the cursor shown.
    func expectTerminalNormal(modes: String, _ moment: String) throws {
        #expect(modes == (try modesBefore()), "terminal modes differ \(moment)")
        #expect(try session.format("#{alternate_on}") == "0", "still on the alternate screen \(moment)")
        #expect(try session.format("#{cursor_flag}") == "1", "cursor left hidden \(moment)")
    }
}

/// Waits (up to `timeout` seconds, a safety bound for hangs) for a file to exist; its text.
func waitForFile(_ path: String, timeout: Double = 20) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty { return text }
        Thread.sleep(forTimeInterval: 0.03)
    }
    throw HarnessError("timed out waiting for \(path)")
}

/// The scheduler's state letter for a process ("T" when stopped), or nil once it is gone.
func processState(_ pid: String) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
}

/// Waits (a safety bound for hangs) until `condition` holds for the process's state.
func waitForProcess(_ pid: String, _ description: String, timeout: Double = 20,
                    _ condition: (String?) -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition(processState(pid)) { return }
        Thread.sleep(forTimeInterval: 0.03)
    }
    throw HarnessError("timed out waiting for process \(pid) to be \(description); it is \(processState(pid) ?? "gone")")
}

/// What the progress store holds, read through `pattern-tutor progress --export`.
struct SavedProgress: Decodable {
    struct Place: Decodable { var lessonId: String; var page: Int }
    struct Page: Decodable { var lessonId: String; var page: Int }
    struct Answer: Decodable { var questionId: String; var lessonId: String; var correct: Bool }
    struct Game: Decodable { var turns: Int }
    var position: Place?
    var pagesSeen: [Page]
    var answers: [Answer]
    var games: [Game]?

    static func read(from stateDirectory: String) throws -> SavedProgress {
        let file = NSTemporaryDirectory() + "pt-export-\(UUID().uuidString).json"
        defer { unlink(file) }
        let result = try runProcess(Project.binary, ["progress", "--export", file, "--lessons", Project.lessons],
                                    environment: ["PATTERN_TUTOR_STATE": stateDirectory])
        guard result.status == 0, let data = FileManager.default.contents(atPath: file) else {
            throw HarnessError("progress --export failed (\(result.status)): \(result.error)")
        }
        return try JSONDecoder().decode(SavedProgress.self, from: data)
    }
}
