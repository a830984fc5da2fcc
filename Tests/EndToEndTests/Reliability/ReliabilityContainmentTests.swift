import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A lesson cannot run code or read files: `demo:` only names registered live runs, links
/// are shown and never opened (the kernel is asked whether anything opened their targets),
/// and lint refuses targets outside the lessons folder.
@Suite(.serialized) struct ReliabilityContainmentTests {
    /// Watches files through inotify: whether any process opened or read them.
    final class OpenWatch {
        private let descriptor: Int32

        init(_ paths: [String]) throws {
            descriptor = inotify_init1(Int32(IN_NONBLOCK))
            guard descriptor >= 0 else { throw HarnessError("inotify_init1 failed: \(errno)") }
            for path in paths where inotify_add_watch(descriptor, path, UInt32(IN_OPEN | IN_ACCESS)) < 0 {
                throw HarnessError("cannot watch \(path): \(errno)")
            }
        }

        deinit { close(descriptor) }

        /// How many opens and reads happened since the watch began.
        func events() -> Int {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var count = 0
            while true {
                let read = Glibc.read(descriptor, &buffer, buffer.count)
                guard read > 0 else { return count }
                var offset = 0
                while offset < read {
                    let length = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset + 12, as: UInt32.self) }
                    count += 1
                    offset += 16 + Int(length)
                }
            }
        }
    }

    struct Course {
        let root: String
        var lessons: String { root + "/Lessons" }
        var secret: String { root + "/secret.txt" }
        var notes: String { lessons + "/01-links/notes.txt" }
        var linking: String { lessons + "/01-links/01-inside.md" }
        var escaping: String { lessons + "/01-links/02-outside.md" }
    }

    static let token = "TOKEN-7f3a9c"

    static func makeCourse() throws -> Course {
        let course = Course(root: NSTemporaryDirectory() + "pt-contain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: course.lessons + "/01-links", withIntermediateDirectories: true)
        try "secret \(token)\n".write(toFile: course.secret, atomically: true, encoding: .utf8)
        try "notes \(token)\n".write(toFile: course.notes, atomically: true, encoding: .utf8)
        try """
            ---
            id: inside
            title: Inside
            ---

            Read [the notes](notes.txt), [the web](https://example.com/x) and ![a picture](notes.txt).

            """.write(toFile: course.linking, atomically: true, encoding: .utf8)
        try """
            ---
            id: outside
            title: Outside
            ---

            See [the key](../../secret.txt), <file://\(course.secret)> and [root](\(course.secret)).

            """.write(toFile: course.escaping, atomically: true, encoding: .utf8)
        try """
            ---
            id: shell
            title: Shell
            demo: ../../bin/sh
            ---

            A live run that is a path.

            """.write(toFile: course.lessons + "/01-links/03-shell.md", atomically: true, encoding: .utf8)
        return course
    }

    static func run(_ arguments: [String], _ course: Course, input: String = "") throws -> CommandResult {
        let result = try runProcess(Project.binary, arguments, input: input,
                                    environment: ["PATTERN_TUTOR_LESSONS": course.lessons, "NO_COLOR": "1", "COLUMNS": "200"],
                                    timeout: 120)
        #expect(!result.timedOut && result.status < 128)
        #expect(!result.output.contains(token) && !result.error.contains(token), "\(arguments) showed a linked file's contents")
        return result
    }

    @Test func linksAreShownNeverOpenedAndDemoNamesOnlyLiveRuns() throws {
        let course = try Self.makeCourse()
        defer { try? FileManager.default.removeItem(atPath: course.root) }
        let watch = try OpenWatch([course.secret, course.notes])
        var runs = 0

        // Lint: the escaping targets at their line and column, the path-like demo at its line.
        let linted = try Self.run(["lint", course.lessons], course)
        runs += 1
        #expect(linted.status == 1)
        let lines = linted.output.split(separator: "\n")
        for (place, message) in [
            ("02-outside.md:6:15:", "error: the link target '../../secret.txt' climbs out of the lessons folder"),
            ("02-outside.md:6:35:", "error: the link target 'file://\(course.secret)' is a file: URL"),
            ("02-outside.md:6:", "error: the link target '\(course.secret)' is an absolute file path"),
            ("03-shell.md:4:1:", "error: demo '../../bin/sh' is not a live run the app provides"),
        ] {
            #expect(lines.contains { $0.hasPrefix(course.lessons + "/01-links/" + place) && $0.contains(message) },
                    "lint did not say \(place) \(message):\n\(linted.output)")
        }
        #expect(!linted.output.contains("01-inside.md"), "\(linted.output)")

        // The app skips both refused lessons; the live run by path is refused everywhere.
        let listed = try Self.run(["lessons"], course)
        runs += 1
        #expect(listed.output.contains("[inside]") && !listed.output.contains("[outside]") && !listed.output.contains("[shell]"))
        let demo = try Self.run(["demo", "../../bin/sh"], course)
        runs += 1
        #expect(demo.status == 1 && demo.error.contains("no live run '../../bin/sh'"), "\(demo.error)")

        // Shown, every target is printed as text.
        let shownInside = try Self.run(["show", course.linking], course)
        let shownOutside = try Self.run(["show", course.escaping], course)
        runs += 2
        for target in ["notes.txt", "https://example.com/x"] { #expect(shownInside.output.contains(target), "\(shownInside.output)") }
        for target in ["../../secret.txt", "file://" + course.secret] { #expect(shownOutside.output.contains(target), "\(shownOutside.output)") }

        // The REPL opens the lesson and tries the live run by path.
        let plain = try Self.run(["--plain"], course, input: "open inside\ndemo ../../bin/sh\nopen outside\nquit\n")
        runs += 1
        #expect(plain.output.contains("notes.txt"))

        // Full-screen: the lesson read, Enter, clicks and the live-run key pressed on it.
        let app = "\(shellQuote(Project.binary)) --lessons \(shellQuote(course.lessons)) lesson inside"
        let session = try TmuxSession(command: "sh -c \(shellQuote(app + "; echo APP-ENDED; sleep 600"))", width: 100, height: 30)
        defer { session.close() }
        runs += 1
        try session.waitFor("the notes")
        for key in ["Enter", "d", "Escape", "o", "Enter"] { try session.send(key) }
        try session.waitFor("the notes")
        #expect(!(try session.screen()).contains(Self.token))
        try session.send("q")
        try session.send("q")
        try session.waitFor("APP-ENDED")

        let opened = watch.events()
        #expect(opened == 0, "the linked files were opened or read \(opened) times")
        SuiteFigures(id: "hostile-containment", title: "Lessons cannot run code or read files",
                     tried: ["link targets": 5, "commands run": runs, "watched files": 2, "opens seen": opened],
                     held: "lint refused targets climbing out of the lessons folder, absolute paths and file: URLs at their "
                         + "line and column, and a path as demo:; the app skipped those lessons and refused the path as a live "
                         + "run; show, the REPL and the full-screen app printed link targets as text, and inotify saw the "
                         + "linked files never opened.").record()
    }
}
