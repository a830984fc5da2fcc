import Foundation
import Markdown
import Synchronization

/// Where a loaded lesson's text is: its file, that file's fingerprint when it loaded, and how
/// many lines come before the body. Plain data: reading is `LessonContent`'s job.
///
/// Loading reads and checks every file, but keeps only what the menus, the lint rules and the
/// self-quiz planner need: titles, line numbers, question ids. Holding every page and question
/// of a 10,000-lesson course as well took two thirds of its memory.
public struct LessonSource: Sendable, Hashable {
    public let path: String
    /// File lines before the body (the front matter's).
    let bodyLineOffset: Int
    let fingerprint: Fingerprint

    /// The file's length and FNV-1a hash: the same in every process (Swift's `Hasher` is
    /// seeded per process), since the course index keeps it between runs.
    struct Fingerprint: Sendable, Hashable {
        var byteCount: Int
        var hash: UInt64

        init(byteCount: Int, hash: UInt64) {
            self.byteCount = byteCount
            self.hash = hash
        }

        init(_ data: Data) {
            byteCount = data.count
            hash = data.withUnsafeBytes { StableHash.fnv1a($0) }
        }
    }

    init(path: String, data: Data, bodyLineOffset: Int) {
        self.init(path: path, fingerprint: Fingerprint(data), bodyLineOffset: bodyLineOffset)
    }

    init(path: String, fingerprint: Fingerprint, bodyLineOffset: Int) {
        self.path = path
        self.bodyLineOffset = bodyLineOffset
        self.fingerprint = fingerprint
    }

    /// What a page or question shows when its file is no longer the one that was loaded.
    public static let changedNotice = """
        **This lesson's file changed on disk after the course was loaded**, or can no longer be \
        read. Type `:reload` to load the course again.
        """
}

/// Reads a page's text and a question's content when they are shown: the edge between the
/// course on disk and the app's pure core, injected like a clock (the app's reducer holds one;
/// a course built in memory needs no file at all).
///
/// A file's body is read once and kept; a question is parsed once and kept. The fingerprint
/// taken when the course loaded guards every read, so a file edited since shows a notice
/// pointing to `:reload` instead of lines that were never checked.
public final class LessonContent: Sendable {
    private let bodies = Mutex<[LessonSource: Body]>([:])
    private let questions = Mutex<[QuestionLocation: QuizQuestion.Content]>([:])

    private enum Body: Sendable {
        case read([Substring])
        case unavailable
    }

    public init() {}

    /// The page's Markdown, or the notice when its file changed since the course loaded.
    public func markdown(of page: LessonPage) -> String {
        switch page.text {
        case .inMemory(let markdown): markdown
        case .onDisk(let source, let lines):
            text(of: source, lines: lines).map(PageSplitter.trimmed) ?? LessonSource.changedNotice
        }
    }

    /// The question's prompt, choices or answers, hint and explanation.
    public func content(of question: QuizQuestion) -> QuizQuestion.Content {
        switch question.storage {
        case .parsed(let content): return content
        case .onDisk(let location):
            if let cached = questions.withLock({ $0[location] }) { return cached }
            let content = parse(location)
            questions.withLock { $0[location] = content }
            return content
        }
    }

    /// The exercise's task, hints and code; nil when its file changed since the course loaded
    /// (the caller says to reload). Not kept: an exercise is opened rarely.
    public func content(of exercise: Exercise) -> ExerciseContent? {
        switch exercise.storage {
        case .parsed(let content): return content
        case .onDisk(let location):
            guard let lines = bodyLines(of: location.source) else { return nil }
            let range = location.bodyLines.clamped(to: 0..<lines.count)
            // Blank lines in front put every block at the line it had in the whole body.
            let markdown = String(repeating: "\n", count: range.lowerBound) + lines[range].joined(separator: "\n") + "\n"
            let document = MarkdownDocument(parsing: markdown)
            let sections = ExerciseParser.sections(in: document, label: location.label)
            guard let originalFile = location.originalFile else {
                return ExerciseParser.parse(sections, label: location.label, lessonId: location.lessonId, file: location.source.path,
                                            lineOffset: location.source.bodyLineOffset).contents.first
            }
            guard let words = ExerciseParser.translatedWords(sections, label: location.label, file: location.source.path,
                                                             lineOffset: location.source.bodyLineOffset),
                  let code = sharedCode(of: exercise.id, in: originalFile) else { return nil }
            return ExerciseContent(task: words.task, hints: words.hints, starter: code.starter, checks: code.checks,
                                   probes: code.probes, solution: code.solution)
        }
    }

    /// A translated exercise's code: the original lesson's exercise with the same id, read now.
    private func sharedCode(of id: String, in originalFile: String) -> ExerciseContent? {
        let analysis = LessonFile.analyze(path: originalFile, defaultId: CourseLoader.lessonName((originalFile as NSString).lastPathComponent))
        return analysis.lesson?.exercises.first { $0.id == id }.flatMap(content(of:))
    }

    /// All pages joined, as `show` prints a whole lesson.
    public func fullMarkdown(of lesson: Lesson) -> String {
        lesson.pages.map(markdown(of:)).joined(separator: "\n\n")
    }

    /// Body lines `range` (0-based), joined; nil when the file is no longer the one loaded.
    func text(of source: LessonSource, lines range: Range<Int>) -> String? {
        guard let lines = bodyLines(of: source) else { return nil }
        return lines[range.clamped(to: 0..<lines.count)].joined(separator: "\n")
    }

    private func bodyLines(of source: LessonSource) -> [Substring]? {
        let body = bodies.withLock { cached in
            if let body = cached[source] { return body }
            let body = read(source)
            cached[source] = body
            return body
        }
        if case .read(let lines) = body { return lines }
        return nil
    }

    private func read(_ source: LessonSource) -> Body {
        guard let data = FileManager.default.contents(atPath: source.path), LessonSource.Fingerprint(data) == source.fingerprint,
              let text = try? LessonFile.text(of: data, path: source.path) else { return .unavailable }
        return .read(Array(text.splitLines().dropFirst(source.bodyLineOffset)))
    }

    /// The question was parsed once when the lesson loaded, so lint has seen it; parsing it
    /// again gives the same blocks, since it is given the same lines at the same line numbers.
    private func parse(_ location: QuestionLocation) -> QuizQuestion.Content {
        guard let lines = bodyLines(of: location.source) else { return Self.notice }
        let range = location.bodyLines
        let end = followingBlockEnd(after: range, in: lines)
        var markdown = lines[range.lowerBound..<min(end, lines.count)].joined(separator: "\n")
        // The lines were joined without the line end that follows the last one in the file
        // (none follows the file's last line: an unclosed fence there must stay as it was).
        if end < lines.count { markdown += "\n" }
        // Blank lines in front put every block at the line it had in the whole body.
        let document = MarkdownDocument(parsing: String(repeating: "\n", count: range.lowerBound) + markdown)
        // The lines after the question are there only so its last block ends where it did in
        // the whole body (cmark-gfm counts blank lines into a thematic break up to the next
        // block; found by fuzzing); the block they start is not the question's.
        let own = document.blocks.filter { $0.lines.first <= range.upperBound }
        let result = QuizParser.parse(own, lessonId: location.lessonId, file: location.source.path,
                                      lineOffset: location.source.bodyLineOffset)
        return result.questions.first?.parsedContent ?? Self.notice
    }

    /// The end of the question's lines plus any blank lines after them and the first line
    /// that is not blank (a new block in the whole body, since the question's last block ended).
    private func followingBlockEnd(after range: Range<Int>, in lines: [Substring]) -> Int {
        var end = range.upperBound
        while end < lines.count {
            end += 1
            if !lines[end - 1].allSatisfy(\.isWhitespace) { break }
        }
        return end
    }

    /// A file changed after loading may no longer hold the question: say so, with nothing to answer.
    private static let notice = QuizQuestion.Content(prompt: MarkdownDocument(parsing: LessonSource.changedNotice).blocks,
                                                     kind: .freeText(answers: []), hint: nil, explanation: nil)
}

/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine, for
/// what is kept on disk (Swift's `Hasher` is seeded anew in each process).
public enum StableHash {
    public static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
