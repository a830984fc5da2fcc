import Foundation
import Markdown
import TextMatching

/// Everything found in one lesson file: the lesson when it has no error, and every
/// problem, errors and warnings, with file positions. The loader keeps the lesson; lint
/// reports the problems and runs course-wide checks on the rest.
public struct LessonAnalysis: Sendable {
    public var file: String
    /// The id from the front matter, else from the file name.
    public var id: String
    public var lesson: Lesson?
    public var problems: [CourseProblem]
    public var frontMatter: FrontMatter
    /// The body as cmark-gfm parsed it, and how many file lines come before it.
    public var document: MarkdownDocument?
    public var bodyLineOffset: Int
    /// File line of each front-matter key.
    public var keyLines: [String: Int]
    /// Where the lesson's pages and questions are read from when shown.
    var source: LessonSource?
    /// The content of each of `lesson.questions`, in order, as parsed while analysing, for
    /// rules that read what a question says without reading its file again. Dropped with
    /// `document`; empty for an analysis the course index gave back.
    public var questionContents: [QuizQuestion.Content] = []
    /// The content of each of `lesson.exercises`, as parsed while analysing; dropped with
    /// `document`.
    public var exerciseContents: [ExerciseContent] = []
    /// Lines in the file, counted at line feeds; 0 when it could not be read.
    var lineCount = 0
    /// The links and images the lesson writes, for the course-wide check that they lead somewhere.
    public var links: [LinkReference] = []
    /// The anchors of its headings, as GitHub makes them, for links into it.
    public var anchors: [String] = []

    public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}

public enum LessonFile {
    public static let knownKeys: Set<String> = ["id", "title", "summary", "aliases", "tags", "demo", "requires", "quiz", "exercise"]
    /// Keys only a section's `_section.md` reads.
    public static let sectionKeys: Set<String> = ["family"]
    static let maximumControlReports = 10

    public static func analyze(path: String, defaultId: String) -> LessonAnalysis {
        guard let data = FileManager.default.contents(atPath: path) else {
            return failed(path, defaultId, CourseProblem(file: path, rule: .unreadable, message: "cannot read the file: " + unreadableReason(path)))
        }
        return analyze(data: data, path: path, defaultId: defaultId)
    }

    /// Why `path` could not be read, in the system's words ("Permission denied", "Too many
    /// levels of symbolic links"), so an instructor knows what to fix.
    public static func unreadableReason(_ path: String, isFolder: Bool = false) -> String {
        if isFolder {
            guard let folder = opendir(path) else { return String(cString: strerror(errno)) }
            closedir(folder)
            return "it could not be listed"
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return "it is a folder" }
        return "it could not be read"
    }

    /// A lesson or section file's text: UTF-8 (or a problem naming where it is not), with
    /// Windows line endings made plain, since they would leave a carriage return on every line.
    public static func text(of data: Data, path: String) throws(CourseProblem) -> String {
        // The standard library's validating decoder over the bytes in place: Foundation's
        // String(data:encoding:) takes a slow repairing path.
        let decoded = data.withUnsafeBytes { bytes in String(validating: bytes.bindMemory(to: UInt8.self), as: UTF8.self) }
        guard let decoded else {
            let (line, column) = firstInvalidUTF8(in: data)
            throw CourseProblem(file: path, line: line, column: column, rule: .encoding, message: "the file is not valid UTF-8")
        }
        // A byte-order mark (some Windows editors write one) would hide the front matter's
        // opening `---`: it says nothing in UTF-8, so it goes.
        let text = decoded.hasPrefix("\u{FEFF}") ? String(decoded.dropFirst()) : decoded
        // Most files have no carriage return at all; only those pay for the replacement.
        let hasCarriageReturn = data.withUnsafeBytes { $0.contains(0x0D) }
        return hasCarriageReturn ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
    }

    public static func text(atPath path: String) throws(CourseProblem) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CourseProblem(file: path, rule: .unreadable, message: "cannot read the file: " + unreadableReason(path))
        }
        return try text(of: data, path: path)
    }

    /// Many files at once, spread over the processor's cores: each file's analysis depends on
    /// that file alone. Results come back in the order asked.
    ///
    /// With `eachLesson`, its problems join each analysis's and the parsed document is dropped
    /// (`document` is nil): what a loader wants, holding a course's lessons but not their
    /// Markdown trees at once.
    /// `keepingContents`: files whose question and exercise contents are kept after
    /// `eachLesson` (their documents still go), for rules that compare two files.
    public static func analyzeAll(_ files: [(path: String, defaultId: String)],
                                  eachLesson: (@Sendable (LessonAnalysis) -> [CourseProblem])? = nil,
                                  keepingContents: Set<String> = []) -> [LessonAnalysis] {
        @Sendable func analyzed(_ file: (path: String, defaultId: String)) -> LessonAnalysis {
            var analysis = analyze(path: file.path, defaultId: file.defaultId)
            if let eachLesson {
                analysis.problems += eachLesson(analysis)
                analysis.document = nil
                if !keepingContents.contains(file.path) {
                    analysis.questionContents = []
                    analysis.exerciseContents = []
                }
            }
            // cmark-gfm and swift-syntax also end a line at a lone carriage return, so a file
            // holding some gets line numbers past its end (found by fuzzing). Lint reports each
            // CR where it is; the rest are kept inside the file.
            if analysis.lineCount > 0 {
                for index in analysis.problems.indices where analysis.problems[index].line > analysis.lineCount {
                    analysis.problems[index].line = analysis.lineCount
                }
            }
            return analysis
        }
        // A few files are not worth a thread; below that, one worker does them in order.
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count / 16))
        guard workers > 1 else { return files.map(analyzed) }
        var results = [LessonAnalysis?](repeating: nil, count: files.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each worker writes only the slots of its own indices, so no two threads touch
            // one element; the buffer outlives them, since concurrentPerform returns when all
            // are done.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: files.count, by: workers) {
                    slots[index] = analyzed(files[index])
                }
            }
        }
        return results.map { $0! }
    }

    public static func analyze(data: Data, path: String, defaultId: String) -> LessonAnalysis {
        let text: String
        do {
            text = try Self.text(of: data, path: path)
        } catch {
            return failed(path, defaultId, error)
        }
        var analysis = LessonAnalysis(file: path, id: defaultId, lesson: nil, problems: controlCharacters(in: text, file: path),
                                      frontMatter: FrontMatter(), document: nil, bodyLineOffset: 0, keyLines: [:])
        analysis.lineCount = text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let split: FrontMatterSplitter.Result
        do {
            split = try FrontMatterSplitter.split(text, file: path)
        } catch let problem as CourseProblem {
            // A control character already explains why the YAML did not read.
            if !analysis.problems.contains(where: { $0.message.contains("control character") }) {
                analysis.problems.append(problem)
            }
            analysis.problems.sort { ($0.line, $0.column) < ($1.line, $1.column) }
            return analysis
        } catch {
            return failed(path, defaultId, CourseProblem(file: path, rule: .frontMatter, message: "\(error)"))
        }
        analysis.frontMatter = split.frontMatter
        analysis.id = split.frontMatter.id ?? defaultId
        analysis.bodyLineOffset = split.bodyLineOffset
        analysis.keyLines = split.keyLines
        if !split.hasFrontMatter {
            analysis.problems.append(CourseProblem(file: path, severity: .warning, rule: .frontMatterMissing,
                                                   message: "no front matter: give the lesson at least an id and a title"))
        }
        let name = (path as NSString).lastPathComponent
        let isSectionFile = name == "_section.md" || CourseLoader.originalName(ofTranslation: name) == "_section.md"
        let allowed = isSectionFile ? knownKeys.union(sectionKeys) : knownKeys
        for (key, line) in split.keyLines where !allowed.contains(key) {
            let close = EditDistance.closest(to: key, among: allowed.sorted(), limit: 1)
            let hint = sectionKeys.contains(key) ? " ('\(key)' belongs in the section's _section.md)"
                : close.first.map { " (did you mean '\($0)'?)" } ?? ""
            analysis.problems.append(CourseProblem(file: path, line: line, severity: .warning, rule: .frontMatterKey,
                                                   message: "unknown front-matter key '\(key)'\(hint)"))
        }

        let matter = split.frontMatter
        let id = matter.id ?? defaultId
        let title = matter.title ?? defaultId.replacingOccurrences(of: "-", with: " ").capitalized
        let document = MarkdownDocument(parsing: split.body)
        analysis.document = document
        (analysis.links, analysis.anchors) = LinkReferences.read(document, lineOffset: split.bodyLineOffset)
        let source = LessonSource(path: path, data: data, bodyLineOffset: split.bodyLineOffset)
        analysis.source = source
        let bodyLines = Array(split.bodyLines)
        let pages = PageSplitter.pages(of: split.body, document: document, lessonTitle: title, quizHeading: matter.quiz,
                                        lineOffset: split.bodyLineOffset, lines: bodyLines, source: source,
                                        exerciseLabel: matter.exercise)
        if pages.isEmpty {
            analysis.problems.append(CourseProblem(file: path, line: split.bodyLineOffset + 1, rule: .emptyLesson, message: "the lesson has no content"))
        }
        // A question parsed on its own would lose link reference definitions made elsewhere in
        // the file, so a lesson that may have some keeps its questions parsed. So does one with
        // two quiz sections: a question may run on into the second, and its lines in the file
        // would hold the pages between (found by fuzzing).
        let keepsQuestionsParsed = mayDefineLinkReferences(split.bodyLines)
            || PageSplitter.quizSectionCount(in: document, quizHeading: matter.quiz) > 1
        let quiz = QuizParser.parse(PageSplitter.quizBlocks(in: document, quizHeading: matter.quiz), lessonId: id,
                                    file: path, lineOffset: split.bodyLineOffset,
                                    source: keepsQuestionsParsed ? nil : source)
        analysis.problems += quiz.problems
        let checkpoints = Self.checkpoints(in: document, lines: bodyLines, lessonTitle: title, matter: matter, id: id,
                                           path: path, lineOffset: split.bodyLineOffset, source: keepsQuestionsParsed ? nil : source)
        analysis.problems += checkpoints.problems
        // A checkpoint's id must differ from the quiz's too.
        analysis.problems += QuizParser.duplicateIds(checkpoints.found.map(\.question), after: quiz.questions, file: path)
        let exercises = ExerciseParser.parse(ExerciseParser.sections(in: document, label: matter.exercise), label: matter.exercise,
                                             lessonId: id, file: path, lineOffset: split.bodyLineOffset,
                                             translation: CourseLoader.originalName(ofTranslation: (path as NSString).lastPathComponent) != nil,
                                             source: source, nextHeadingLines: Self.levelTwoHeadingLines(in: document),
                                             bodyLineCount: bodyLines.count)
        analysis.problems += exercises.problems
        analysis.problems.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        guard !analysis.hasErrors else { return analysis }
        var lesson = Lesson(id: id, title: title, summary: matter.summary ?? "", aliases: matter.aliases ?? [],
                            tags: matter.tags ?? [], demo: matter.demo, requires: matter.requires ?? [],
                            pages: pages, file: path, sectionTitle: "")
        lesson.quiz = quiz.questions
        lesson.checkpoints = checkpoints.found
        lesson.exercises = exercises.exercises
        analysis.lesson = lesson
        analysis.questionContents = quiz.contents + checkpoints.contents
        analysis.exerciseContents = exercises.contents
        return analysis
    }

    /// The questions placed on pages (`### Check: …` to the page's end), one per page.
    private static func checkpoints(in document: MarkdownDocument, lines: [Substring], lessonTitle: String, matter: FrontMatter,
                                    id: String, path: String, lineOffset: Int,
                                    source: LessonSource?)
        -> (found: [Lesson.Checkpoint], contents: [QuizQuestion.Content], problems: [CourseProblem]) {
        let spans = PageSplitter.spans(of: document, lines: lines, lessonTitle: lessonTitle, quizHeading: matter.quiz)
        var found: [Lesson.Checkpoint] = []
        var contents: [QuizQuestion.Content] = []
        var problems: [CourseProblem] = []
        for (page, blocks) in PageSplitter.checkpointBlocks(in: document, spans: spans) {
            let line = blocks[0].lines.first + lineOffset
            if found.last?.page == page {
                problems.append(CourseProblem(file: path, line: line, rule: .checkpoint,
                                              message: "a second checkpoint on page '\(spans[page].title)': a page asks one question as the learner moves on"))
                continue
            }
            let parsed = QuizParser.parse(blocks, lessonId: id, file: path, lineOffset: lineOffset, source: source)
            problems += parsed.problems
            if parsed.questions.count > 1 {
                problems.append(CourseProblem(file: path, line: parsed.questions[1].line, rule: .checkpoint,
                                              message: "a checkpoint runs to the end of its page, so this heading would be part of it: put it before the '### \(QuizQuestion.checkpointLabel)' heading"))
            }
            if let question = parsed.questions.first, let content = parsed.contents.first {
                found.append(Lesson.Checkpoint(page: page, question: question))
                contents.append(content)
            }
        }
        return (found, contents, problems)
    }

    /// Body lines (1-based) of the `##` headings, where each section ends.
    static func levelTwoHeadingLines(in document: MarkdownDocument) -> [Int] {
        document.blocks.compactMap { block in
            if case .heading(2, _) = block.kind { return block.lines.first }
            return nil
        }
    }

    /// Whether a line looks like a link reference definition (`[label]: destination`, indented
    /// at most three spaces). cmark-gfm decides what really is one; a false alarm only costs
    /// the memory of keeping that lesson's questions parsed, and reading that lesson at each
    /// start (the course index keeps only questions it can read back from the file).
    static func mayDefineLinkReferences(_ lines: ArraySlice<Substring>) -> Bool {
        lines.contains { line in
            // Bytes: counting Characters on every line of every lesson was a twelfth of lint.
            let bytes = line.utf8
            var index = bytes.startIndex
            var spaces = 0
            while index != bytes.endIndex, bytes[index] == 0x20, spaces <= 3 {
                spaces += 1
                bytes.formIndex(after: &index)
            }
            guard spaces <= 3, index != bytes.endIndex, bytes[index] == 0x5B else { return false }
            return line[index...].contains("]:")
        }
    }

    private static func failed(_ path: String, _ id: String, _ problem: CourseProblem) -> LessonAnalysis {
        LessonAnalysis(file: path, id: id, lesson: nil, problems: [problem], frontMatter: FrontMatter(), document: nil,
                       bodyLineOffset: 0, keyLines: [:])
    }

    /// Raw control characters (tabs and line ends aside) by line and column. The app would
    /// show them escaped, but they are almost always a paste gone wrong.
    static func controlCharacters(in text: String, file: String) -> [CourseProblem] {
        var problems: [CourseProblem] = []
        var total = 0
        // One pass over the scalars, counting lines as it goes; the column counts scalars.
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
                continue
            }
            if scalar != "\t", TerminalSafety.isControl(scalar) {
                total += 1
                if problems.count < maximumControlReports {
                    problems.append(CourseProblem(file: file, line: line, column: column, rule: .controlCharacter,
                                                  message: "raw control character \(TerminalSafety.name(of: scalar))"))
                }
            }
            column += 1
        }
        if total > problems.count, let last = problems.last {
            problems.append(CourseProblem(file: file, line: last.line, column: last.column, rule: .controlCharacter,
                                          message: "\(total - problems.count) more raw control characters not listed"))
        }
        return problems
    }

    /// Line and column (1-based, in characters) where the first byte that is not UTF-8 sits.
    static func firstInvalidUTF8(in data: Data) -> (Int, Int) {
        var line = 1, column = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return (line, column)
            case .error:
                return (line, column)
            }
        }
    }
}
