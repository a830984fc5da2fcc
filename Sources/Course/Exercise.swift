import Foundation
import Markdown

/// A program the learner writes: a task, a starter file they edit, checks compiled with their
/// file and run, must-not-compile probes, a reference solution and hints. Written in a lesson
/// as a `## Exercise: …` section, which is not a page.
public struct Exercise: Sendable, Hashable, Identifiable {
    /// Stable across edits of the wording: `<!-- id: … -->`, else the title's slug. Progress and
    /// the learner's file are named by it, so it is unique in the course.
    public var id: String
    public var title: String
    /// Line of the section's heading in the lesson file.
    public var line: Int
    let storage: Storage

    enum Storage: Sendable, Hashable {
        case parsed(ExerciseContent)
        case onDisk(ExerciseLocation)
    }

    public init(id: String, title: String, line: Int, content: ExerciseContent) {
        self.id = id
        self.title = title
        self.line = line
        storage = .parsed(content)
    }

    init(id: String, title: String, line: Int, location: ExerciseLocation) {
        self.id = id
        self.title = title
        self.line = line
        storage = .onDisk(location)
    }

    /// The content of an exercise built in memory; nil for one loaded from a file, which
    /// `LessonContent.content(of:)` reads.
    public var parsedContent: ExerciseContent? {
        if case .parsed(let content) = storage { return content }
        return nil
    }

    var bodyLinesOnDisk: Range<Int>? {
        if case .onDisk(let location) = storage { return location.bodyLines }
        return nil
    }
}

/// Where an exercise section is in its lesson file (body lines, 0-based, heading included).
struct ExerciseLocation: Sendable, Hashable {
    var source: LessonSource
    var bodyLines: Range<Int>
    var lessonId: String
    /// The heading's label, when the front matter renames it.
    var label: String?

    /// The original lesson's file when this exercise is in a translation (`x.ru.md`): its
    /// code is the original's.
    var originalFile: String? {
        let name = (source.path as NSString).lastPathComponent
        guard let original = CourseLoader.originalName(ofTranslation: name) else { return nil }
        return String(source.path.dropLast(name.count)) + original
    }
}

/// Swift code from an exercise's fenced block, with the file line of its first line.
public struct ExerciseCode: Sendable, Hashable {
    public var text: String
    public var line: Int

    public init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}

/// A snippet that must not compile against the learner's file, failing with `expected`.
public struct ExerciseProbe: Sendable, Hashable {
    public var code: ExerciseCode
    /// Part of the compiler's error message the probe must fail with.
    public var expected: String
    /// What the learner reads when the probe compiles: what their code still allows.
    public var message: String

    public init(code: ExerciseCode, expected: String, message: String) {
        self.code = code
        self.expected = expected
        self.message = message
    }
}

public struct ExerciseContent: Sendable, Hashable {
    /// The task: every block of the section that is not a hint, an id or exercise code.
    public var task: [Block]
    /// Shown one at a time, in order.
    public var hints: [[Block]]
    public var starter: ExerciseCode
    public var checks: ExerciseCode
    public var probes: [ExerciseProbe]
    public var solution: ExerciseCode

    public init(task: [Block], hints: [[Block]], starter: ExerciseCode, checks: ExerciseCode, probes: [ExerciseProbe],
                solution: ExerciseCode) {
        self.task = task
        self.hints = hints
        self.starter = starter
        self.checks = checks
        self.probes = probes
        self.solution = solution
    }

    /// Every check the learner's file must pass: the `check(…)` calls, then the probes.
    public var checkCount: Int { ExerciseParser.checkCalls(in: checks.text) + probes.count }
}

/// Reads `## Exercise: …` sections. Problems come back with file lines.
public enum ExerciseParser {
    /// The heading's label in English; a translation names its own with `exercise:` in the
    /// front matter.
    public static let label = "Exercise:"

    /// The words after `swift` that mark an exercise's code blocks.
    public enum Part: String, Sendable, CaseIterable {
        case starter, checks, probe, solution
    }

    public struct Result: Sendable {
        public var exercises: [Exercise]
        public var contents: [ExerciseContent]
        public var problems: [CourseProblem]
    }

    /// The title of an exercise heading (`Exercise: Build the chain` -> "Build the chain"), or
    /// nil for any other heading. `label` is the front matter's `exercise:`, if any.
    public static func exerciseTitle(_ heading: String, label custom: String? = nil) -> String? {
        // Every label ends with a colon; most headings have none, and this runs for each one.
        guard heading.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let trimmed = heading.trimmingHorizontalSpace()
        for label in [Self.label] + (custom.map { [$0.hasSuffix(":") ? $0 : $0 + ":"] } ?? []) {
            guard trimmed.lowercased().hasPrefix(label.lowercased()) else { continue }
            return String(trimmed.dropFirst(label.count).trimmingHorizontalSpace())
        }
        return nil
    }

    /// Which exercise part a code block's info string names (`swift starter`), if any.
    public static func part(ofInfo info: String) -> Part? {
        let words = info.split(separator: " ")
        guard words.count == 2, words[0].lowercased() == "swift" else { return nil }
        return Part(rawValue: String(words[1]))
    }

    /// Top-level `check(` calls (`await check(` too) at the start of a line.
    public static func checkCalls(in code: String) -> Int {
        code.splitLines().count { $0.hasPrefix("check(") || $0.hasPrefix("await check(") }
    }

    /// The exercise sections of a lesson body: each heading with the blocks up to the next `##`.
    public static func sections(in document: MarkdownDocument, label: String?) -> [(heading: Block, body: [Block])] {
        var sections: [(heading: Block, body: [Block])] = []
        var inExercise = false
        for block in document.blocks {
            if case .heading(2, let inlines) = block.kind {
                inExercise = exerciseTitle(inlines.plainText, label: label) != nil
                if inExercise { sections.append((block, [])) }
                continue
            }
            if inExercise { sections[sections.count - 1].body.append(block) }
        }
        return sections
    }

    /// One exercise section as read: a translation's has no code (`content` is nil), since it
    /// shares the original's.
    struct ParsedExercise {
        var id: String
        var title: String
        var task: [Block]
        var hints: [[Block]]
        var content: ExerciseContent?
    }

    /// A translated exercise's task and hints: the first of `sections`, read as a translation.
    static func translatedWords(_ sections: [(heading: Block, body: [Block])], label: String?, file: String,
                                lineOffset: Int) -> (task: [Block], hints: [[Block]])? {
        guard let section = sections.first,
              let parsed = exercise(section, label: label, file: file, lineOffset: lineOffset, translation: true).exercise
        else { return nil }
        return (parsed.task, parsed.hints)
    }

    /// `translation`: the task and hints only, since code is shared with the original.
    public static func parse(_ sections: [(heading: Block, body: [Block])], label: String?, lessonId: String, file: String,
                             lineOffset: Int, translation: Bool = false) -> Result {
        parse(sections, label: label, lessonId: lessonId, file: file, lineOffset: lineOffset, translation: translation, source: nil,
              nextHeadingLines: [])
    }

    /// With `source`, exercises keep where they are in the file, up to the body line each
    /// section ends before (`nextHeadingLines`, 1-based, or the end).
    static func parse(_ sections: [(heading: Block, body: [Block])], label: String?, lessonId: String, file: String,
                      lineOffset: Int, translation: Bool, source: LessonSource?, nextHeadingLines: [Int],
                      bodyLineCount: Int = 0) -> Result {
        var result = Result(exercises: [], contents: [], problems: [])
        var seen: [String: Int] = [:]
        for section in sections {
            let parsed = exercise(section, label: label, file: file, lineOffset: lineOffset, translation: translation)
            result.problems += parsed.problems
            guard let found = parsed.exercise else { continue }
            let line = section.heading.lines.first + lineOffset
            // On disk an exercise is where it is in the file; a translation's has no code of its
            // own and is kept only so, its code read from the original when it opens.
            let location = source.map { source in
                let first = section.heading.lines.first - 1
                let end = nextHeadingLines.first { $0 - 1 > first }.map { $0 - 1 } ?? bodyLineCount
                return ExerciseLocation(source: source, bodyLines: first..<max(first + 1, end), lessonId: lessonId, label: label)
            }
            guard let exercise = location.map({ Exercise(id: found.id, title: found.title, line: line, location: $0) })
                ?? found.content.map({ Exercise(id: found.id, title: found.title, line: line, content: $0) }) else { continue }
            if let first = seen[found.id] {
                result.problems.append(CourseProblem(file: file, line: line, rule: .duplicateId,
                                                     message: "duplicate exercise id '\(found.id)' (first at line \(first))"))
                continue
            }
            seen[found.id] = line
            result.exercises.append(exercise)
            if let content = found.content { result.contents.append(content) }
        }
        return result
    }

    private static func exercise(_ section: (heading: Block, body: [Block]), label: String?, file: String, lineOffset: Int,
                                 translation: Bool)
        -> (exercise: ParsedExercise?, problems: [CourseProblem]) {
        guard case .heading(_, let inlines) = section.heading.kind,
              let title = exerciseTitle(inlines.plainText, label: label) else { return (nil, []) }
        let line = section.heading.lines.first + lineOffset
        var problems: [CourseProblem] = []
        func problem(_ message: String, at blockLine: Int? = nil, _ severity: CourseProblem.Severity = .error) {
            problems.append(CourseProblem(file: file, line: blockLine.map { $0 + lineOffset } ?? line, severity: severity,
                                          rule: .exercise, message: message))
        }
        if title.isEmpty { problem("an exercise needs a title after '\(Self.label)'") }
        var id = QuizParser.slug(title)
        var task: [Block] = []
        var hints: [[Block]] = []
        var code: [Part: [(code: ExerciseCode, fence: Int)]] = [:]
        for (index, block) in section.body.enumerated() {
            switch block.kind {
            case .html(let html) where index == 0 && QuizParser.explicitId(in: html) != nil:
                id = QuizParser.explicitId(in: html)!
            case .blockQuote(let children) where QuizParser.labelled(children, "Hint:") != nil:
                hints.append(QuizParser.labelled(children, "Hint:")!)
            case .codeBlock(let info, let text) where part(ofInfo: info) != nil:
                let found = ExerciseCode(text: text, line: block.lines.first + lineOffset + 1)
                code[part(ofInfo: info)!, default: []].append((found, block.lines.first))
            case .codeBlock(let info, _) where info.split(separator: " ").first?.lowercased() == "swift"
                && info.split(separator: " ").count == 2 && !["continued", "fails"].contains(info.split(separator: " ")[1])
                && !info.split(separator: " ")[1].hasPrefix("from="):
                let word = info.split(separator: " ")[1]
                problem("unknown exercise block 'swift \(word)' (use starter, checks, probe or solution)", at: block.lines.first)
            default:
                task.append(block)
            }
        }
        if id.isEmpty { problem("the exercise needs an id: add <!-- id: … --> under its heading") }
        if task.isEmpty { problem("exercise '\(title)' has no task: say what the learner should build") }
        if hints.isEmpty { problem("exercise '\(title)' has no hint ('> Hint: …')", .warning) }
        if translation {
            for part in Part.allCases {
                for found in code[part] ?? [] {
                    problem("a translation shares its exercises' code with the original: remove this 'swift \(part.rawValue)' block",
                            at: found.fence, .warning)
                }
            }
            guard !problems.contains(where: { $0.severity == .error }) else { return (nil, problems) }
            return (ParsedExercise(id: id, title: title, task: task, hints: hints, content: nil), problems)
        }
        for part in [Part.starter, .checks, .solution] {
            let blocks = code[part] ?? []
            if blocks.isEmpty { problem("exercise '\(title)' has no ```swift \(part.rawValue) block") }
            for extra in blocks.dropFirst() {
                problem("a second ```swift \(part.rawValue) block; an exercise has one", at: extra.fence)
            }
        }
        if let checks = code[.checks]?.first, checkCalls(in: checks.code.text) == 0 {
            problem("the checks block has no check: start each with `check(\"what failed, for the learner\") { … }` at the start of a line",
                    at: checks.fence)
        }
        if let starter = code[.starter]?.first, let solution = code[.solution]?.first,
           normalized(starter.code.text) == normalized(solution.code.text) {
            problem("the starter is the same as the solution: the learner would have nothing to do", at: starter.fence)
        }
        var probes: [ExerciseProbe] = []
        for found in code[.probe] ?? [] {
            switch probe(found.code) {
            case .success(let probe): probes.append(probe)
            case .failure(let failure): problem(failure.message, at: found.fence)
            }
        }
        guard !problems.contains(where: { $0.severity == .error }), let starter = code[.starter]?.first?.code,
              let checks = code[.checks]?.first?.code, let solution = code[.solution]?.first?.code else { return (nil, problems) }
        let content = ExerciseContent(task: task, hints: hints, starter: starter, checks: checks, probes: probes, solution: solution)
        return (ParsedExercise(id: id, title: title, task: task, hints: hints, content: content), problems)
    }

    /// A probe's header names the error it must fail with and what the learner is told when
    /// it compiles: `// expect: …` and `// message: …`, before its code.
    static func probe(_ code: ExerciseCode) -> Swift.Result<ExerciseProbe, ProbeProblem> {
        var expected: String?
        var message: String?
        for line in code.text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = String(line.trimmingHorizontalSpace())
            if let rest = value(of: "// expect:", in: trimmed) { expected = rest } else if let rest = value(of: "// message:", in: trimmed) {
                message = message.map { $0 + " " + rest } ?? rest
            }
        }
        guard let expected, !expected.isEmpty else {
            return .failure(ProbeProblem(message: "a probe needs '// expect: <part of the compiler's error>': it counts only when it fails with that error"))
        }
        guard let message, !message.isEmpty else {
            return .failure(ProbeProblem(message: "a probe needs '// message: <what the learner's code still allows>', shown when the probe compiles"))
        }
        return .success(ExerciseProbe(code: code, expected: expected, message: message))
    }

    private static func value(of label: String, in line: String) -> String? {
        guard line.hasPrefix(label) else { return nil }
        return String(line.dropFirst(label.count).trimmingHorizontalSpace())
    }

    /// The code's bytes with each run of spaces and line breaks as one space, none at either
    /// end. Bytes, not characters: every exercise of the course is compared at each start.
    private static func normalized(_ code: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(code.utf8.count)
        var pendingSpace = false
        for byte in code.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) { pendingSpace = !bytes.isEmpty; continue }
            if pendingSpace { bytes.append(0x20); pendingSpace = false }
            bytes.append(byte)
        }
        return bytes
    }
}

struct ProbeProblem: Error {
    var message: String
}

/// An exercise with the lesson and section it belongs to.
public struct CourseExercise: Sendable, Hashable {
    public var exercise: Exercise
    /// Index in `Course.lessons`.
    public var lessonIndex: Int
    public var lessonId: String
    /// The section's folder, which names the learner's folder for it.
    public var sectionFolder: String

    public init(exercise: Exercise, lessonIndex: Int, lessonId: String, sectionFolder: String) {
        self.exercise = exercise
        self.lessonIndex = lessonIndex
        self.lessonId = lessonId
        self.sectionFolder = sectionFolder
    }
}

extension Course {
    /// Every exercise in course order.
    public var exercises: [CourseExercise] {
        var found: [CourseExercise] = []
        var lessonIndex = 0
        for section in sections {
            for lesson in section.lessons {
                found += lesson.exercises.map {
                    CourseExercise(exercise: $0, lessonIndex: lessonIndex, lessonId: lesson.id, sectionFolder: section.folder)
                }
                lessonIndex += 1
            }
        }
        return found
    }

    /// The exercise with this id (ignoring case), or a lesson's first one by the lesson's id,
    /// alias or number.
    public func exercise(matching query: String) -> CourseExercise? {
        let all = exercises
        let key = query.trimmingCharacters(in: .whitespaces).lowercased()
        if let found = all.first(where: { $0.exercise.id.lowercased() == key }) { return found }
        guard let lesson = lessonIndex(matching: query) else { return nil }
        return all.first { $0.lessonIndex == lesson }
    }
}
