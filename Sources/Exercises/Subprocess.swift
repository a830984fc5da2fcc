import Foundation
import Synchronization

/// A program run to its end, or stopped at a time or output limit, with its output in files.
///
/// posix_spawn and wait4 rather than Foundation's `Process`, which on Linux has missed child
/// exits (under tmux, for one). Output goes to files in the run's folder, not pipes, so
/// nothing can hold a pipe open and nothing has to be read while the program runs. The
/// program gets a process group of its own, so a limit or a cancel stops everything it started.
public struct Subprocess: Sendable {
    public struct Outcome: Sendable, Hashable {
        /// The exit status, when the program exited.
        public var status: Int32?
        /// The signal that ended it, when one did (a crash, or our kill).
        public var signal: Int32?
        public var timedOut = false
        public var outputTooLong = false
        public var cancelled = false
        public var output: String
        public var errors: String
        public var seconds: Double

        public var succeeded: Bool { status == 0 }
    }

    /// Set from another thread to stop the program early.
    public final class Cancellation: Sendable {
        private let flag = Atomic<Bool>(false)
        public init() {}
        public func cancel() { flag.store(true, ordering: .relaxed) }
        public var isCancelled: Bool { flag.load(ordering: .relaxed) }
    }

    public var executable: String
    public var arguments: [String]
    public var directory: String
    public var timeout: Double
    /// Bytes of standard output and error together before the program is stopped.
    public var outputLimit: Int
    /// A file opened as descriptor 3, for a channel the program's own prints cannot reach.
    public var reportFile: String?

    public init(executable: String, arguments: [String], directory: String, timeout: Double, outputLimit: Int = 1 << 20,
                reportFile: String? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.timeout = timeout
        self.outputLimit = outputLimit
        self.reportFile = reportFile
    }

    /// Only the first this many bytes of each output are read back.
    static let keptBytes = 64 * 1024

    public func run(cancellation: Cancellation? = nil) throws -> Outcome {
        let outputFile = directory + "/.out-\(UUID().uuidString)"
        let errorFile = directory + "/.err-\(UUID().uuidString)"
        defer {
            unlink(outputFile)
            unlink(errorFile)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let reportFile {
            posix_spawn_file_actions_addopen(&actions, 3, reportFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, default signal handling and nothing blocked: the app catches
        // and blocks signals, and a child would inherit that.
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // The program runs in `directory` (Glibc's posix_spawn has no portable chdir): a shell
        // changes folder and replaces itself with the program, keeping its process id.
        let command = ["/bin/sh", "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", directory, executable] + arguments
        let argv = command.map { strdup($0) } + [nil]
        var environment = ProcessInfo.processInfo.environment
        // The learner's program must not think it is the tutor's terminal.
        environment["TERM"] = "dumb"
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        let started = DispatchTime.now().uptimeNanoseconds
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw SubprocessError(executable: executable, code: spawned) }

        var outcome = Outcome(output: "", errors: "", seconds: 0)
        var status: Int32 = 0
        var killed = false
        var polls = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped == -1 && errno != EINTR && errno != 0) { break }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            if !killed {
                if elapsed > timeout { outcome.timedOut = true }
                if cancellation?.isCancelled == true { outcome.cancelled = true }
                polls += 1
                if polls % 10 == 0, fileSize(outputFile) + fileSize(errorFile) > outputLimit { outcome.outputTooLong = true }
                if outcome.timedOut || outcome.cancelled || outcome.outputTooLong {
                    kill(-pid, SIGKILL)
                    killed = true
                }
            }
            // Short sleeps: a compile takes a few hundred milliseconds, and the learner waits.
            usleep(killed ? 1000 : 4000)
        }
        if killed { kill(-pid, SIGKILL) }
        outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        if status & 0x7F == 0 { outcome.status = (status >> 8) & 0xFF } else { outcome.signal = status & 0x7F }
        outcome.output = Self.read(outputFile)
        outcome.errors = Self.read(errorFile)
        return outcome
    }

    private func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    static func read(_ path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: keptBytes)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

public struct SubprocessError: Error, CustomStringConvertible {
    public var executable: String
    public var code: Int32
    public var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
}
