import Foundation
import Progress
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Progress on a disk that fills up, a folder that cannot be written, and a store truncated or
/// overwritten: each time the learner gets exactly one clear line, the app does not crash, the
/// course goes on (every answer is still checked), and what was saved before is not lost; a
/// damaged store is kept aside under a new name, never deleted.
@Suite(.serialized) struct ReliabilityBadDiskTests {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var casesRun: [String: Int] = [:]

    private let questions = 30

    // MARK: Full disk

    /// The disk fills while the learner is answering: the first answer that cannot be saved is
    /// said once, the rest of the quiz goes on, and what was saved before is intact.
    @Test func aDiskThatFillsDuringAQuiz() throws {
        let (course, disk) = try prepare(size: "4m")
        defer { disk.release(); try? FileManager.default.removeItem(atPath: course) }
        let earlier = try firstSession(course: course, state: disk.stateFolder)

        // A file-size limit is set as the app starts, and the log reaches it while answering.
        if !disk.isMounted { try disk.fill(fileSizeLimit: 64 * 1024) }
        let app = try LiveApp(quizArguments(course: course, state: disk.stateFolder), launcher: disk.launcher, environment: wide)
        guard app.waitUntil({ $0.contains("question 1/\(questions)") }) else {
            app.kill(SIGKILL)
            app.waitForExit()
            throw HarnessError("the quiz never started:\n\(app.output)")
        }
        if disk.isMounted { try disk.fill() }
        // Long answers: SQLite keeps saving short ones on a full disk, in room its log and file
        // already have; these need new pages.
        app.type(answers("full").map { $0 + "-" + String(repeating: "x", count: 3000) + "\n\n" }.joined() + "lessons\nquit\n")
        #expect(app.waitForExit() == 0, "\(app.output)")
        expectOneLine(app.output, saying: "Progress could not be saved", "The course goes on without saving.")
        #expect(confirmedAnswers(in: app.output, prefix: "full").count == questions, "the quiz went on:\n\(app.output)")
        #expect(app.output.contains("Drill drill0"), "the course went on:\n\(app.output)")

        try disk.emptyFiller()
        try expectIntact(earlier, in: disk.stateFolder)
        count("disk full while answering (\(disk.method))")
    }

    /// The disk is already full when the app starts: one line, and the course runs.
    @Test func aDiskFullAtStart() throws {
        let (course, disk) = try prepare(size: "4m")
        defer { disk.release(); try? FileManager.default.removeItem(atPath: course) }
        let earlier = try firstSession(course: course, state: disk.stateFolder)
        // Under a file-size limit, "full" is a limit below the shared-memory file's 32 KB.
        try disk.fill(fileSizeLimit: 16 * 1024)
        try expectEarlierProgressShown(course: course, state: disk.stateFolder, launcher: disk.launcher)
        let result = try plainQuiz(course: course, state: disk.stateFolder, prefix: "late", launcher: disk.launcher)
        #expect(result.status == 0, "\(result.output)")
        expectOneLine(result.output, saying: "Progress is not being saved")
        #expect(confirmedAnswers(in: result.output, prefix: "late").count == questions, "\(result.output)")
        try disk.emptyFiller()
        try expectIntact(earlier, in: disk.stateFolder)
        count("disk full at start (\(disk.method))")
    }

    // MARK: Read-only

    /// The state folder's file system is remounted read-only after a session saved progress.
    @Test func aReadOnlyStateFolder() throws {
        let (course, disk) = try prepare(size: "4m")
        defer { disk.release(); try? FileManager.default.removeItem(atPath: course) }
        let earlier = try firstSession(course: course, state: disk.stateFolder)
        guard disk.isMounted else {
            // Without a mount, the learner without write permission is the read-only case.
            return try aFolderTheLearnerCannotWrite(course: course, state: disk.stateFolder, earlier: earlier)
        }
        try disk.remount(readOnly: true)
        try expectEarlierProgressShown(course: course, state: disk.stateFolder)
        let result = try plainQuiz(course: course, state: disk.stateFolder, prefix: "ro")
        #expect(result.status == 0, "\(result.output)")
        expectOneLine(result.output, saying: "Progress is not being saved")
        #expect(confirmedAnswers(in: result.output, prefix: "ro").count == questions, "\(result.output)")
        try disk.remount(readOnly: false)
        try expectIntact(earlier, in: disk.stateFolder)
        count("read-only file system")
        try aFolderTheLearnerCannotWrite(course: course, state: disk.stateFolder, earlier: earlier)
    }

    /// The same as another user (root ignores permissions): the folder and store are not theirs.
    private func aFolderTheLearnerCannotWrite(course: String, state: String, earlier: [String]) throws {
        // The course must be readable by that user; the state folder is root's, mode 755.
        chmod(course, 0o755)
        let arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", Project.binary] + quizArguments(course: course, state: state)
        let result = try runProcess("/usr/bin/setpriv", arguments, input: answers("nobody").map { $0 + "\n\n" }.joined(),
                                    environment: wide.merging(["HOME": "/nonexistent"]) { first, _ in first })
        #expect(result.status == 0, "\(result.output)\(result.error)")
        expectOneLine(result.output + result.error, saying: "Progress is not being saved")
        #expect(confirmedAnswers(in: result.output, prefix: "nobody").count == questions, "\(result.output)")
        try expectIntact(earlier, in: state)
        count("state folder not writable by the learner")
    }

    // MARK: Damaged stores

    enum Damage: String, CaseIterable, Sendable {
        case emptied, truncatedTo100Bytes, truncatedMidPage, truncatedToHalf, garbageThroughout, garbageHeader, garbageInLastPage

        func apply(to bytes: Data) -> Data {
            var generator = SeededRandom(seed: 10)
            let noise = { (count: Int) in Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
            var damaged = bytes
            switch self {
            case .emptied: return Data()
            case .truncatedTo100Bytes: return bytes.prefix(100)
            case .truncatedMidPage: return bytes.prefix(4096 + 1500)
            case .truncatedToHalf: return bytes.prefix(bytes.count / 2)
            case .garbageThroughout: return noise(bytes.count)
            case .garbageHeader: damaged.replaceSubrange(0..<100, with: noise(100))
            case .garbageInLastPage: damaged.replaceSubrange((bytes.count - 4096)..<bytes.count, with: noise(4096))
            }
            return damaged
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedStoreIsSetAsideAndTheCourseGoesOn(_ damage: Damage) throws {
        let course = try makeDrillCourse(lessons: ["drill0"], questionsEach: questions)
        let state = NSTemporaryDirectory() + "pt-damaged-\(UUID().uuidString)"
        defer { for folder in [course, state] { try? FileManager.default.removeItem(atPath: folder) } }
        _ = try firstSession(course: course, state: state)
        let file = state + "/progress.sqlite"
        let damaged = damage.apply(to: try Data(contentsOf: URL(fileURLWithPath: file)))
        try damaged.write(to: URL(fileURLWithPath: file))
        // An empty file counts as lost progress once it has stayed empty a while (a younger one
        // may be another window creating the store): this one was emptied two minutes ago.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: file)

        let result = try plainQuiz(course: course, state: state, prefix: "after")
        #expect(result.status == 0, "\(result.output)")
        let said = expectOneLine(result.output, saying: damage == .emptied ? "was empty" : "could not be read", "a new one started")
        let aside = try FileManager.default.contentsOfDirectory(atPath: state).filter { $0.hasPrefix("progress.sqlite.corrupt-") && !$0.hasSuffix("-wal") }
        #expect(aside.count == 1, "\(aside)")
        if let name = aside.first {
            #expect(said?.contains(state + "/" + name) == true, "the line names the kept file")
            #expect(FileManager.default.contents(atPath: state + "/" + name) == damaged, "kept as it was")
        }
        // The fresh store saved this session.
        let store = ProgressStore(directory: state, course: drillCourseId)
        #expect(store.openingNote == nil)
        #expect(try store.answers().map(\.given) == answers("after"))
        #expect(store.integrityProblems().isEmpty)
        count("damaged store: \(damage.rawValue)")
    }

    /// Full screen shows the same line, on the screen where the learner is looking.
    @Test func aDamagedStoreIsSaidOnTheFullScreen() throws {
        let state = NSTemporaryDirectory() + "pt-damaged-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: state + "/progress.sqlite"))
        let (session, _) = try startApp(width: 160, height: 30, stateDirectory: state)
        defer { session.close() }
        try session.waitFor("The progress file could not be read", ".corrupt-")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).contains { $0.hasPrefix("progress.sqlite.corrupt-") })
        count("damaged store, full screen")
    }

    // MARK: Helpers

    /// Answers to the drill quiz, each a word of its own (all wrong: the answer is "right").
    private func answers(_ prefix: String) -> [String] {
        (0..<questions).map { "\(prefix)\($0)" }
    }

    /// Lines as wide as they come, so a test can find a whole path in the one line.
    private let wide = ["COLUMNS": "500"]

    private func quizArguments(course: String, state: String) -> [String] {
        ["--plain", "lesson", "drill0", "--quiz", "--lessons", course, "--state-dir", state]
    }

    private func plainQuiz(course: String, state: String, prefix: String, launcher: [String] = []) throws -> CommandResult {
        let command = launcher + [Project.binary] + quizArguments(course: course, state: state)
        var result = try runProcess(command[0], Array(command.dropFirst()),
                                    input: answers(prefix).map { $0 + "\n\n" }.joined() + "lessons\n", environment: wide)
        // Standard error is the learner's screen too: a line there counts.
        result.output += result.error
        return result
    }

    /// A session that saves the drill quiz's answers; returns them.
    private func firstSession(course: String, state: String) throws -> [String] {
        let result = try plainQuiz(course: course, state: state, prefix: "first")
        guard result.status == 0, errorLines(result.output).isEmpty else {
            throw HarnessError("the first session did not save cleanly:\n\(result.output)")
        }
        return answers("first")
    }

    /// A session on a disk that takes no writes still shows what was saved before: the first
    /// session's quiz score and the page read.
    private func expectEarlierProgressShown(course: String, state: String, launcher: [String] = [],
                                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let command = launcher + [Project.binary, "--plain", "--lessons", course, "--state-dir", state]
        let result = try runProcess(command[0], Array(command.dropFirst()), input: "lessons\n", environment: wide)
        #expect(result.status == 0, sourceLocation: sourceLocation)
        expectOneLine(result.output + result.error, saying: "what you did before is shown", sourceLocation: sourceLocation)
        #expect(result.output.contains("1 read, quiz 0/\(questions)"), "earlier progress not shown:\n\(result.output)",
                sourceLocation: sourceLocation)
    }

    /// The store opens with no note, passes the full check and holds `earlier`.
    private func expectIntact(_ earlier: [String], in state: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let store = ProgressStore(directory: state, course: drillCourseId)
        #expect(store.openingNote == nil, sourceLocation: sourceLocation)
        #expect(store.integrityProblems().isEmpty, sourceLocation: sourceLocation)
        #expect(try store.answers().map(\.given).filter { $0.hasPrefix("first") } == earlier, sourceLocation: sourceLocation)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: state).contains { $0.contains(".corrupt-") },
                sourceLocation: sourceLocation)
    }

    /// Exactly one error line, containing every one of `texts`; returns it.
    @discardableResult
    private func expectOneLine(_ output: String, saying texts: String..., sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let lines = errorLines(output)
        #expect(lines.count == 1, "expected one line to the learner, got:\n\(output)", sourceLocation: sourceLocation)
        for text in texts {
            #expect(lines.first?.contains(text) == true, "'\(text)' not said:\n\(output)", sourceLocation: sourceLocation)
        }
        return lines.first
    }

    private func prepare(size: String) throws -> (course: String, disk: SmallDisk) {
        let course = try makeDrillCourse(lessons: ["drill0"], questionsEach: questions)
        return (course, try SmallDisk(size: size))
    }

    private func count(_ name: String) {
        let all = Self.lock.withLock { () -> [String: Int] in
            Self.casesRun[name, default: 0] += 1
            return Self.casesRun
        }
        // Counts by kind in the table; the cases by name in the sentence, where they read as a list.
        let damaged = all.keys.filter { $0.hasPrefix("damaged store") }.count
        let disks = all.keys.filter { $0.hasPrefix("disk full") }.count
        SuiteFigures(id: "durability-bad-disks", title: "Full disk, read-only folder, damaged store",
                     tried: ["cases": all.count, "damaged stores": damaged, "full disks": disks,
                             "read-only or unwritable folders": all.count - damaged - disks],
                     held: "Each case (" + all.keys.sorted().joined(separator: ", ") + ") gave exactly one line to the learner, "
                         + "no crash (exit 0), every quiz answer still checked; earlier progress intact afterwards; "
                         + "a damaged store kept aside byte for byte, a new one saving.").record()
    }
}

/// A small disk for the state folder: a tmpfs mounted in a temporary folder (the tests run as
/// root). Where mounting is refused (or PATTERN_TUTOR_NO_MOUNT is set, to try this path), an
/// ordinary folder, and "full" is a file-size limit (RLIMIT_FSIZE, with SIGXFSZ ignored so a
/// write fails instead of killing the app) on the app started through `launcher`. `method`
/// says which was used. `release()` unmounts; call it from a defer so a failure never leaves
/// the disk mounted.
final class SmallDisk {
    let mountPoint: String
    let stateFolder: String
    let isMounted: Bool
    var method: String { isMounted ? "tmpfs" : "file-size limit" }
    /// What the app is started through: nothing on a tmpfs; under a limit, once `fill` set one,
    /// a shell that ignores SIGXFSZ and prlimit (which takes bytes, where `ulimit -f` takes
    /// blocks of a size that depends on the shell).
    private(set) var launcher: [String] = []
    private var mounted: Bool

    init(size: String) throws {
        mountPoint = NSTemporaryDirectory() + "pt-disk-\(UUID().uuidString)"
        stateFolder = mountPoint + "/state"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let refused = ProcessInfo.processInfo.environment["PATTERN_TUTOR_NO_MOUNT"].map { !$0.isEmpty } ?? false
        mounted = try !refused && runProcess("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size),mode=755", "tmpfs", mountPoint]).status == 0
        isMounted = mounted
    }

    /// A tmpfs: writes a filler file until the disk refuses more. Otherwise: the app is started
    /// from now on with no file larger than `fileSizeLimit` bytes.
    func fill(fileSizeLimit: Int = 0) throws {
        guard isMounted else {
            launcher = ["/bin/sh", "-c", "trap '' XFSZ; exec \"$0\" \"$@\"", "/usr/bin/prlimit", "--fsize=\(fileSizeLimit)", "--"]
            return
        }
        let descriptor = open(mountPoint + "/filler", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw HarnessError("cannot create the filler: errno \(errno)") }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0xFF, count: 4096)
        while write(descriptor, block, block.count) > 0 {}
        guard errno == ENOSPC else { throw HarnessError("the filler stopped with errno \(errno), not a full disk") }
    }

    func emptyFiller() throws {
        launcher = []
        if isMounted { try FileManager.default.removeItem(atPath: mountPoint + "/filler") }
    }

    func remount(readOnly: Bool) throws {
        let result = try runProcess("/bin/mount", ["-o", readOnly ? "remount,ro" : "remount,rw", mountPoint])
        guard result.status == 0 else { throw HarnessError("remount failed: \(result.error)") }
    }

    /// Unmounts (even after a failure, from a defer) and removes the mount point.
    func release() {
        if mounted { _ = try? runProcess("/bin/umount", [mountPoint]) }
        mounted = false
        try? FileManager.default.removeItem(atPath: mountPoint)
    }
}
