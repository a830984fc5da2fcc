import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Huge, deep, binary, empty, looping and unreadable lesson files: each is rendered within
/// a bounded time and memory, or gets an error naming the file and why; nothing crashes.
@Suite(.serialized) struct ReliabilityOddFilesTests {
    /// A hang is a failure, not a wait: far above what any case here takes.
    static let hangTimeout = 300.0
    /// Peak resident memory allowed for any one command, however big the lesson.
    static let memoryBoundMB = 600

    final class Figures: @unchecked Sendable {
        private let lock = NSLock()
        private var files = 0, largest = 0, peakKB = 0, runs = 0
        func file(bytes: Int) { lock.withLock { files += 1; largest = max(largest, bytes) } }
        func run(_ result: CommandResult) { lock.withLock { runs += 1; peakKB = max(peakKB, result.peakMemoryKB) } }
        var tried: [String: Int] {
            lock.withLock { ["files": files, "largest file bytes": largest, "peak RSS MB": peakKB / 1024, "commands run": runs] }
        }
    }
    static let figures = Figures()

    /// Runs the binary on `folder` (as the unprivileged user `nobody` when `asNobody`, since
    /// root reads any file); checks it ended by itself, without a signal, within the memory bound.
    @discardableResult
    static func run(_ arguments: [String], folder: String, input: String = "", asNobody: Bool = false) throws -> CommandResult {
        var executable = Project.binary
        var argv = arguments
        if asNobody, getuid() == 0 {
            executable = "/usr/bin/setpriv"
            argv = ["--reuid=65534", "--regid=65534", "--clear-groups", Project.binary] + arguments
        }
        let result = try runProcess(executable, argv, input: input,
                                    environment: ["PATTERN_TUTOR_LESSONS": folder, "NO_COLOR": "1", "COLUMNS": "80"],
                                    timeout: hangTimeout)
        figures.run(result)
        #expect(!result.timedOut, "\(arguments) still ran after \(Int(hangTimeout)) s")
        #expect(result.status < 128, "\(arguments) died of signal \(result.status - 128):\n\(result.error.suffix(2000))")
        #expect(result.peakMemoryKB / 1024 < memoryBoundMB, "\(arguments) peaked at \(result.peakMemoryKB / 1024) MB")
        return result
    }

    static func makeFolder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "pt-odd-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/01-odd", withIntermediateDirectories: true)
        // Reachable by `nobody` for the cases run as that user.
        chmod(folder, 0o755)
        chmod(folder + "/01-odd", 0o755)
        return folder
    }

    static func write(_ data: Data, to path: String) throws {
        try data.write(to: URL(fileURLWithPath: path))
        chmod(path, 0o644)
        figures.file(bytes: data.count)
    }

    /// Big or deep lessons that are valid: each loads, lists, lints, shows and opens in plain
    /// mode, with its last words on screen.
    @Test(arguments: ["huge", "long-line", "long-word", "deep-lists", "deep-quotes", "deep-emphasis"])
    func bigAndDeepLessonsRenderInBoundedTimeAndMemory(kind: String) throws {
        let folder = try Self.makeFolder(kind)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/01-odd/01-\(kind).md"
        var body = ""
        var pageCount = 1
        switch kind {
        case "huge":
            // Pages of 60 lines of 80 columns until the size is reached (20 MB in make chaos).
            let target = ChaosScale.current.pick(quick: 4, full: 20) * 1_000_000
            let line = String(repeating: "lorem ipsum ", count: 6) + "dolor sit\n"
            let page = String(repeating: line, count: 60)
            pageCount = 0
            while body.utf8.count < target {
                pageCount += 1
                body += "## Page \(pageCount)\n\n" + page + "\n"
            }
            body += "The last words.\n"
        case "long-line": body = String(repeating: "word ", count: 20_000) + "The last words.\n"
        case "long-word":
            body = String(repeating: "x", count: 100_000) + " The last words.\n\n```\n" + String(repeating: "y", count: 100_000) + "\n```\n"
        case "deep-lists": body = String(repeating: "- ", count: 10_000) + "The last words.\n"
        case "deep-quotes": body = String(repeating: "> ", count: 10_000) + "The last words.\n"
        default: body = String(repeating: "*a ", count: 10_000) + "The last words." + String(repeating: " b*", count: 10_000) + "\n"
        }
        try Self.write(Data(("---\nid: odd\ntitle: Odd\n---\n\n" + body).utf8), to: file)

        let listed = try Self.run(["lessons"], folder: folder)
        #expect(listed.output.contains("[odd]"), "\(listed.output)\(listed.error)")
        let linted = try Self.run(["lint", folder], folder: folder)
        #expect(!linted.output.contains("error:"), "\(linted.output)")
        let shown = try Self.run(["show", file], folder: folder)
        #expect(Self.showsTheLastWords(shown.output), "\(shown.output.suffix(500))")
        if kind == "long-word" {
            // Nothing is lost: the word and the code line wrap onto lines of their own.
            #expect(shown.output.filter { $0 == "x" }.count == 100_000)
            #expect(shown.output.filter { $0 == "y" }.count == 100_000)
        }
        let plain = try Self.run(["--plain"], folder: folder, input: "open odd\npage \(pageCount)\nquit\n")
        #expect(Self.showsTheLastWords(plain.output), "\(plain.output.suffix(500))")
    }

    /// Whether "The last words." is shown, letters in order: sixty-four quote bars or list
    /// indents leave the sentence a few columns, so it may wrap, a word or a letter a line.
    private static func showsTheLastWords(_ output: String) -> Bool {
        output.filter(\.isLetter).contains("Thelastwords")
    }

    /// Files that cannot be lessons: each gets an error naming it and saying why, from lint
    /// and from the app (which lists the rest); `show` says the same; nothing crashes.
    @Test func brokenFilesGetAClearError() throws {
        let folder = try Self.makeFolder("broken")
        defer {
            chmod(folder + "/02-locked", 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        let section = folder + "/01-odd"
        try Self.write(Data("---\nid: fine\ntitle: Fine\n---\nA lesson that loads.\n".utf8), to: section + "/01-fine.md")
        var generator = SystemRandomNumberGenerator()
        // Random bytes with NULs, starting with a byte UTF-8 never uses, so lint points at 1:1.
        let binary = Data([0xFF, 0x00]) + Data((0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try Self.write(binary, to: section + "/02-binary.md")
        try Self.write(Data(), to: section + "/03-empty.md")
        try FileManager.default.createSymbolicLink(atPath: section + "/04-loop-a.md", withDestinationPath: "04-loop-b.md")
        try FileManager.default.createSymbolicLink(atPath: section + "/04-loop-b.md", withDestinationPath: "04-loop-a.md")
        try FileManager.default.createSymbolicLink(atPath: section + "/05-folder.md", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: section + "/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder + "/03-loop", withDestinationPath: ".")
        try Self.write(Data("---\nid: secret\ntitle: Secret\n---\nUnreadable.\n".utf8), to: section + "/06-unreadable.md")
        chmod(section + "/06-unreadable.md", 0o000)
        try FileManager.default.createDirectory(atPath: folder + "/02-locked", withIntermediateDirectories: true)
        try Self.write(Data("---\nid: locked\ntitle: Locked\n---\nIn a locked folder.\n".utf8), to: folder + "/02-locked/01-in.md")
        chmod(folder + "/02-locked", 0o000)
        let expected = [
            "01-odd/02-binary.md:1:1: error: the file is not valid UTF-8",
            "01-odd/03-empty.md:1:1: error: the lesson has no content",
            "01-odd/04-loop-a.md:1:1: error: cannot read the file: Too many levels of symbolic links",
            "01-odd/04-loop-b.md:1:1: error: cannot read the file: Too many levels of symbolic links",
            "01-odd/05-folder.md:1:1: error: cannot read the file: it is a folder",
            "01-odd/06-unreadable.md:1:1: error: cannot read the file: Permission denied",
            "02-locked:1:1: error: cannot read the folder: Permission denied",
        ]
        let linted = try Self.run(["lint", folder], folder: folder, asNobody: true)
        #expect(linted.status == 1)
        let listed = try Self.run(["lessons"], folder: folder, asNobody: true)
        #expect(listed.output.contains("[fine]"), "\(listed.output)\(listed.error)")
        for line in expected {
            #expect(linted.output.contains(folder + "/" + line), "lint did not say \(line):\n\(linted.output)")
            #expect(listed.error.contains("skipped: " + folder + "/" + line), "lessons did not say \(line):\n\(listed.error)")
        }
        let plain = try Self.run(["--plain"], folder: folder, input: "open fine\nquit\n", asNobody: true)
        #expect(plain.output.contains("A lesson that loads."))
        for file in ["02-binary.md", "04-loop-a.md", "06-unreadable.md"] {
            let shown = try Self.run(["show", section + "/" + file], folder: folder, asNobody: true)
            #expect(shown.status == 1)
            #expect(shown.error.hasPrefix("pattern-tutor: " + section + "/" + file), "\(shown.error)")
        }
        // An empty lesson is shown as the nothing it is, and said to be one the course skips.
        let empty = try Self.run(["show", section + "/03-empty.md"], folder: folder)
        #expect(empty.status == 1)
        #expect(empty.error.contains(section + "/03-empty.md:1:1: error: the lesson has no content"), "\(empty.error)")

        SuiteFigures(id: "hostile-odd-files", title: "Huge and odd lesson files", tried: Self.figures.tried,
                     held: "lessons up to the largest size, 100,000-character lines and words, 10,000 nested lists, "
                         + "block quotes and emphases were listed, linted, shown and opened within the memory bound; "
                         + "binary, empty, looping, folder and unreadable files and an unreadable folder each got an error "
                         + "naming the file and why; no command crashed or hung.").record()
    }
}
