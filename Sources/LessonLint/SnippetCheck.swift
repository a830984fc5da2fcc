import Course
import Dispatch
import Exercises
import Foundation
import Markdown

/// One ```` ```swift ```` block of a lesson, and how the snippet check treats it.
public struct SwiftSnippet: Sendable, Hashable {
    public enum Mode: Sendable, Hashable {
        /// Type-checked on its own, as a main file.
        case alone
        /// Type-checked after the blocks before it, back to the nearest `alone` block.
        case continued
        /// Shows a compile error on purpose: it must not type-check.
        case fails
        /// An excerpt of the repository's source: each piece between `// ...` lines must
        /// appear in that file, whole lines, in order.
        case excerpt(path: String)
        /// Part of an exercise (`swift starter`, `checks`, `probe`, `solution`): checked by
        /// `pattern-tutor exercise --verify`, which compiles it with the other parts.
        case exercise(ExerciseParser.Part)
        /// Hidden from the learner; compiled before every other block of its lesson (the
        /// types and helpers the shown blocks take for granted).
        case prelude
    }

    /// What a fence says after `swift`: one mode word at most, and the two options that go
    /// with any code that compiles: `playground` and `mode=5` / `mode=6`.
    public struct Options: Sendable, Hashable {
        public var mode: Mode = .alone
        /// Playground code: a value left unused (a bare `total` to show it, an ignored result)
        /// is not a warning, as a playground shows it in its sidebar.
        public var isPlayground = false
        /// The Swift language mode to compile in; nil for the course's (6 unless course.yaml
        /// says otherwise).
        public var languageMode: Int?

        public init(mode: Mode = .alone, isPlayground: Bool = false, languageMode: Int? = nil) {
            self.mode = mode
            self.isPlayground = isPlayground
            self.languageMode = languageMode
        }
    }

    public let file: String
    /// The line of the opening fence in the file; the code starts on the next one.
    public let line: Int
    public let mode: Mode
    public let code: String
    public var isPlayground: Bool
    public var languageMode: Int?

    public init(file: String, line: Int, mode: Mode, code: String, isPlayground: Bool = false, languageMode: Int? = nil) {
        self.file = file
        self.line = line
        self.mode = mode
        self.code = code
        self.isPlayground = isPlayground
        self.languageMode = languageMode
    }

    /// The language modes `mode=` accepts.
    public static let languageModes = [4, 5, 6]

    /// The block's mode after `swift`, or why its options are not understood.
    public static func mode(forInfo info: String) -> Result<Mode, SnippetOptionError> {
        options(forInfo: info).map(\.mode)
    }

    /// The block's options after `swift`, or why they are not understood.
    public static func options(forInfo info: String) -> Result<Options, SnippetOptionError> {
        var options = Options()
        var modeWord: String?
        for word in info.split(separator: " ").dropFirst().map(String.init) {
            if word == "playground" {
                options.isPlayground = true
                continue
            }
            if word.hasPrefix("mode=") {
                guard let number = Int(word.dropFirst(5)), languageModes.contains(number), options.languageMode == nil else {
                    return .failure(SnippetOptionError(option: word))
                }
                options.languageMode = number
                continue
            }
            guard modeWord == nil else { return .failure(SnippetOptionError(option: "\(modeWord!) \(word)")) }
            modeWord = word
            switch word {
            case "continued": options.mode = .continued
            case "fails": options.mode = .fails
            case "prelude": options.mode = .prelude
            case let from where from.hasPrefix("from=") && from.count > 5: options.mode = .excerpt(path: String(from.dropFirst(5)))
            case let part where ExerciseParser.Part(rawValue: part) != nil: options.mode = .exercise(ExerciseParser.Part(rawValue: part)!)
            default: return .failure(SnippetOptionError(option: word))
            }
        }
        // An excerpt is compared, not compiled; an exercise's parts are compiled by `exercise
        // --verify`: compile options on them would be ignored, so they are refused.
        switch options.mode {
        case .excerpt, .exercise:
            if options.isPlayground || options.languageMode != nil {
                return .failure(SnippetOptionError(option: info.split(separator: " ").dropFirst().joined(separator: " ")))
            }
        default:
            break
        }
        return .success(options)
    }
}

public struct SnippetOptionError: Error, Sendable, Hashable, CustomStringConvertible {
    public let option: String
    public var description: String {
        "unknown option '\(option)' for a swift block (use one of continued, fails, prelude or from=PATH, with playground "
            + "and mode=5 or mode=6 if needed; in an exercise, starter, checks, probe or solution alone)"
    }
}

/// Checks that the Swift a course shows is Swift that compiles: every block is type-checked
/// with `swiftc` against the course's own modules, excerpts are compared with the source they
/// quote, and blocks that show an error must really fail.
public enum SnippetCheck {
    /// Everything the check needs from outside: the compiler, the course modules, and the
    /// folder that `from=` paths are relative to.
    public struct Environment: Sendable {
        /// The `swiftc` to run.
        public var swiftc: String
        /// The folder holding the course modules (Patterns, ShapeGame…), nil when there is none.
        public var modules: String?
        public var sourceRoot: String
        public var parallelism: Int
        /// The language mode of blocks that do not name one (`mode=5`).
        public var languageMode: Int
        /// How long one compile may take.
        public var timeout: Double

        public init(swiftc: String, modules: String?, sourceRoot: String, parallelism: Int = 2, languageMode: Int = 6,
                    timeout: Double = 120) {
            self.swiftc = swiftc
            self.modules = modules
            self.sourceRoot = sourceRoot
            self.parallelism = parallelism
            self.languageMode = languageMode
            self.timeout = timeout
        }
    }

    /// What to type-check at once: the blocks of a chain, joined.
    public struct Unit: Sendable, Hashable {
        public let snippets: [SwiftSnippet]
        public let mustFail: Bool

        public var source: String { snippets.map { $0.code.hasSuffix("\n") ? $0.code : $0.code + "\n" }.joined() }

        /// The lesson line of a line of `source` (1-based), for error messages.
        public func lessonLine(ofSourceLine sourceLine: Int) -> (file: String, line: Int) {
            var remaining = sourceLine
            for snippet in snippets {
                let count = snippet.code.split(separator: "\n", omittingEmptySubsequences: false).count
                    - (snippet.code.hasSuffix("\n") ? 1 : 0)
                if remaining <= count { return (snippet.file, snippet.line + remaining) }
                remaining -= count
            }
            let last = snippets.last
            return (last?.file ?? "", (last?.line ?? 0) + 1)
        }
    }

    /// Every ```` ```swift ```` block of a lesson file, in order; blocks in quotes and lists
    /// count too. Unreadable files and unknown options are lint's business and are skipped.
    public static func snippets(inLessonAt path: String) -> [SwiftSnippet] {
        let analysis = LessonFile.analyze(path: path, defaultId: CourseLoader.lessonName((path as NSString).lastPathComponent))
        guard let document = analysis.document else { return [] }
        return Linter.codeBlocks(in: document.blocks).compactMap { block in
            guard case .codeBlock(let info, let code) = block.kind,
                  info.split(separator: " ").first?.lowercased() == "swift",
                  case .success(let options) = SwiftSnippet.options(forInfo: info) else { return nil }
            return SwiftSnippet(file: path, line: analysis.bodyLineOffset + block.lines.first, mode: options.mode, code: code,
                                isPlayground: options.isPlayground, languageMode: options.languageMode)
        }
    }

    /// The type-check units of one lesson's blocks: each chain of `continued` blocks is
    /// checked whole, with the block it continues; `fails` blocks alone; excerpts not at all.
    /// The lesson's preludes come first in every unit (alone, when there is nothing else).
    public static func units(for snippets: [SwiftSnippet]) -> [Unit] {
        let preludes = snippets.filter { $0.mode == .prelude }
        var units: [Unit] = []
        var chain: [SwiftSnippet] = []
        func closeChain() {
            if !chain.isEmpty { units.append(Unit(snippets: preludes + chain, mustFail: false)) }
            chain = []
        }
        for snippet in snippets {
            switch snippet.mode {
            case .alone:
                closeChain()
                chain = [snippet]
            case .continued:
                chain.append(snippet)
            case .fails:
                units.append(Unit(snippets: preludes + [snippet], mustFail: true))
            case .excerpt, .exercise, .prelude:
                break
            }
        }
        closeChain()
        if units.isEmpty, !preludes.isEmpty { units.append(Unit(snippets: preludes, mustFail: false)) }
        return units
    }

    /// Problems with a `continued` block that has nothing to continue, in lesson order.
    public static func orphanProblems(_ snippets: [SwiftSnippet]) -> [CourseProblem] {
        var seenAlone = false
        var problems: [CourseProblem] = []
        for snippet in snippets {
            if snippet.mode == .alone { seenAlone = true }
            if snippet.mode == .continued, !seenAlone {
                problems.append(CourseProblem(file: snippet.file, line: snippet.line, rule: .swiftFence,
                                              message: "a 'swift continued' block needs a plain swift block before it"))
            }
        }
        return problems
    }

    /// Whether an excerpt is really in the file it names: each piece (split at `// ...`
    /// lines) must appear there as whole lines, after the piece before it.
    public static func excerptProblem(_ snippet: SwiftSnippet, sourceRoot: String) -> CourseProblem? {
        guard case .excerpt(let path) = snippet.mode else { return nil }
        let fullPath = sourceRoot + "/" + path
        guard !path.contains(".."), let source = try? String(contentsOfFile: fullPath, encoding: .utf8) else {
            return CourseProblem(file: snippet.file, line: snippet.line, rule: .swiftExcerpt, message: "from=\(path): no such source file")
        }
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var searchFrom = 0
        for piece in pieces(of: snippet.code) {
            guard let found = firstIndex(of: piece, in: sourceLines, from: searchFrom) else {
                let offset = snippet.code.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { String($0) == piece.first } ?? 0
                return CourseProblem(file: snippet.file, line: snippet.line + 1 + offset, rule: .swiftExcerpt,
                                     message: "this excerpt is not in \(path) as written (the source changed, or the lines were edited)")
            }
            searchFrom = found + piece.count
        }
        return nil
    }

    static func pieces(of code: String) -> [[String]] {
        var pieces: [[String]] = [[]]
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if code.hasSuffix("\n") { lines.removeLast() }
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces) == "// ..." { pieces.append([]) } else { pieces[pieces.count - 1].append(line) }
        }
        return pieces.filter { !$0.isEmpty }
    }

    private static func firstIndex(of piece: [String], in lines: [String], from start: Int) -> Int? {
        guard piece.count <= lines.count else { return nil }
        var index = start
        while index + piece.count <= lines.count {
            if Array(lines[index..<(index + piece.count)]) == piece { return index }
            index += 1
        }
        return nil
    }

    // MARK: Running the compiler

    /// Type-checks every unit and checks every excerpt; the problems, in lesson order.
    public static func check(lessonFiles: [String], environment: Environment) -> [CourseProblem] {
        check(perLesson: lessonFiles.map(snippets(inLessonAt:)), environment: environment)
    }

    /// The same, for blocks already read (one list per lesson, as `snippets(inLessonAt:)` gives).
    public static func check(perLesson: [[SwiftSnippet]], environment: Environment) -> [CourseProblem] {
        var problems = perLesson.flatMap(orphanProblems)
        problems += perLesson.joined().compactMap { excerptProblem($0, sourceRoot: environment.sourceRoot) }
        let units = perLesson.flatMap(units(for:))
        problems += typeCheck(units, environment: environment)
        // A prelude is compiled with every block of its lesson: its own slip is said once.
        var seen: Set<CourseProblem> = []
        return problems.filter { seen.insert($0).inserted }
            .sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    static func typeCheck(_ units: [Unit], environment: Environment) -> [CourseProblem] {
        let results = ResultBox(count: units.count)
        let workers = max(1, environment.parallelism)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: units.count, by: workers) {
                results.set(index, problems(of: units[index], environment: environment))
            }
        }
        return results.all.flatMap { $0 }
    }

    /// Compiles one unit in a private folder and turns the compiler's first diagnostics into
    /// lesson problems.
    static func problems(of unit: Unit, environment: Environment) -> [CourseProblem] {
        let folder = NSTemporaryDirectory() + "pt-snippet-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/main.swift"
        let head = unit.snippets.first { $0.mode != .prelude } ?? unit.snippets[0]
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try unit.source.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            return [CourseProblem(file: head.file, line: head.line, rule: .swiftCompile, message: "could not write the snippet to check it: \(error)")]
        }
        let mode = unit.snippets.lazy.compactMap(\.languageMode).first ?? environment.languageMode
        // SIL, not just type-checking: definite initialisation and some warnings come later.
        var arguments = ["-emit-sil", "-o", "/dev/null", "-swift-version", String(mode)]
        if let modules = environment.modules { arguments += ["-I", modules] }
        let outcome: Subprocess.Outcome
        do {
            outcome = try Subprocess(executable: environment.swiftc, arguments: arguments + [file], directory: folder,
                                     timeout: environment.timeout).run()
        } catch {
            return [CourseProblem(file: head.file, line: head.line, rule: .swiftCompile, message: "\(error)")]
        }
        if outcome.timedOut {
            return [CourseProblem(file: head.file, line: head.line, rule: .swiftCompile,
                                  message: "swift block took over \(Int(environment.timeout)) s to compile; the check gave up")]
        }
        let output = outcome.errors + outcome.output
        let diagnostics = parseDiagnostics(output, file: file)
        if unit.mustFail {
            guard outcome.succeeded else { return [] }
            return [CourseProblem(file: head.file, line: head.line, rule: .swiftCompile,
                                  message: "a 'swift fails' block compiled; it should show a compile error")]
        }
        let isPlayground = unit.snippets.contains { $0.isPlayground }
        let serious = diagnostics.filter { $0.severity != "note" && !(isPlayground && isUnusedValueWarning($0)) }
        if outcome.succeeded && serious.isEmpty { return [] }
        guard !serious.isEmpty else {
            return [CourseProblem(file: head.file, line: head.line, rule: .swiftCompile, message: "swift block does not compile: \(output.prefix(300))")]
        }
        return serious.prefix(3).map { diagnostic in
            let place = unit.lessonLine(ofSourceLine: diagnostic.line)
            let what = diagnostic.severity == "error" ? "does not compile" : "compiles with a warning"
            return CourseProblem(file: place.file, line: place.line, column: diagnostic.column, rule: .swiftCompile,
                                 message: "swift block \(what): \(diagnostic.message)")
        }
    }

    /// What a playground shows rather than warns about: a value computed and left unused.
    static func isUnusedValueWarning(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == "warning" && (diagnostic.message.contains("is unused") || diagnostic.message.contains("never used"))
    }

    struct Diagnostic: Hashable {
        let line: Int
        let column: Int
        let severity: String
        let message: String
    }

    /// `path:line:column: error: message` lines about the snippet's own file.
    static func parseDiagnostics(_ output: String, file: String) -> [Diagnostic] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(file + ":") else { return nil }
            let parts = line.dropFirst(file.count + 1).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let row = Int(parts[0]), let column = Int(parts[1]) else { return nil }
            let severity = parts[2].trimmingCharacters(in: .whitespaces)
            guard ["error", "warning", "note"].contains(severity) else { return nil }
            var message = parts[3].trimmingCharacters(in: .whitespaces)
            // Newer compilers end a message with its diagnostic group, "[#no-usage]".
            if message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) {
                message = String(message[..<open.lowerBound])
            }
            return Diagnostic(line: row, column: column, severity: severity, message: message)
        }
    }

}

/// Results written from several threads, each to its own slot.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[CourseProblem]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func set(_ index: Int, _ problems: [CourseProblem]) {
        lock.lock()
        slots[index] = problems
        lock.unlock()
    }

    var all: [[CourseProblem]] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
