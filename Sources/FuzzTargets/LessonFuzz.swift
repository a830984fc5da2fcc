import Course
import Foundation
import LessonLint
import Markdown

/// One lesson file's bytes through everything the app and lint do with a lesson file: front
/// matter, pages, quiz, the Swift and course-wide checks, and the pages and questions read
/// back from disk when shown.
///
/// The loader and lint work on folders, and a loaded lesson reads its pages from its file
/// when they are shown, so the bytes are written to a one-lesson course in a scratch folder
/// (on tmpfs when there is one) and go through the real entry points.
enum LessonFuzz {
    static let lessonPath = course + "/01-fuzz/01-lesson.md"

    /// PATTERN_TUTOR_FUZZ_SCRATCH (set by scripts/fuzz/run.py, which removes it), else
    /// /dev/shm, else the temporary folder; one course per process, since libFuzzer's jobs
    /// are processes sharing that folder.
    private static let course: String = {
        let environment = ProcessInfo.processInfo.environment
        let root = environment["PATTERN_TUTOR_FUZZ_SCRATCH"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
        let folder = (root as NSString).appendingPathComponent("pattern-tutor-fuzz-lesson-\(getpid())")
        try? FileManager.default.createDirectory(atPath: folder + "/01-fuzz", withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: LessonFuzz.course) }
        return folder
    }()

    /// The live runs the shipped lessons name, read from their front matter. Lint and the
    /// loader only need the same set, and with these names the seeds' lessons load. The app's
    /// own list is in TutorApp, whose modules would make the instrumented build of `make test`
    /// a minute longer (215 s against 148 s).
    private static let liveRuns: Set<String> = {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Lessons").path
        let files = (FileManager.default.subpaths(atPath: lessons) ?? []).filter { $0.hasSuffix(".md") }
        return Set(files.flatMap { file -> [String] in
            let text = (try? String(contentsOfFile: lessons + "/" + file, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").filter { $0.hasPrefix("demo:") }
                .map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) }
        })
    }()

    static func check(_ input: Data) throws(InvariantViolation) {
        do {
            try input.write(to: URL(fileURLWithPath: lessonPath))
        } catch {
            throw InvariantViolation("cannot write the scratch lesson \(lessonPath): \(error)")
        }
        let loaded: Course
        let report: LintReport
        do {
            loaded = try CourseLoader.load(from: course, check: Linter.loaderCheck(liveRuns: liveRuns))
            report = try Linter.lint(directory: course, liveRuns: liveRuns)
        } catch {
            throw InvariantViolation("the course folder did not load: \(error)")
        }
        let lineCount = input.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        try checkProblems(report.problems + loaded.problems, lineCount: lineCount)
        try checkReport(report)

        // The app skips exactly the lessons lint calls broken, for the same reasons.
        let lintErrors = Set(report.problems.filter { $0.severity == .error }.map(\.description))
        try expect(Set(loaded.problems.map(\.description)) == lintErrors,
                   "the loader's problems \(loaded.problems) are not lint's errors \(lintErrors.sorted())")
        try expect(loaded.lessons.count == (lintErrors.isEmpty ? 1 : 0),
                   "\(loaded.lessons.count) lessons loaded, but lint found \(lintErrors.count) errors")
        guard let lesson = loaded.lessons.first else { return }
        try checkLoaded(lesson, input: input)
    }

    /// Every problem points into the file, so an editor can jump to it.
    private static func checkProblems(_ problems: [CourseProblem], lineCount: Int) throws(InvariantViolation) {
        for problem in problems {
            try expect(problem.file == lessonPath, "a problem names another file: \(problem)")
            try expect((1...lineCount + 1).contains(problem.line) && problem.column >= 1,
                       "a problem outside the file's \(lineCount) lines: \(problem)")
            try expect(!problem.message.isEmpty, "a problem without a message at \(problem.line):\(problem.column)")
        }
    }

    /// The report's text and JSON say the same as its problems.
    private static func checkReport(_ report: LintReport) throws(InvariantViolation) {
        let textLines = report.text.split(separator: "\n", omittingEmptySubsequences: false)
        try expect(report.text.hasSuffix("\n") && textLines.count >= report.problems.count + 1,
                   "lint's text has \(textLines.count) lines for \(report.problems.count) problems")
        struct Document: Decodable { let errors: Int; let warnings: Int; let problems: [Entry] }
        struct Entry: Decodable { let line: Int; let message: String }
        guard let decoded = try? JSONDecoder().decode(Document.self, from: Data(report.json.utf8)) else {
            throw InvariantViolation("lint's JSON does not read back: \(report.json)")
        }
        try expect(decoded.problems.map(\.message) == report.problems.map(\.message)
                   && decoded.errors == report.errorCount && decoded.warnings == report.warningCount,
                   "lint's JSON differs from its problems")
    }

    /// What a loaded lesson shows, read back from disk, is what was checked when it loaded:
    /// the same pages and the same questions as parsing the whole file at once gives, and
    /// every question can be answered right.
    private static func checkLoaded(_ lesson: Lesson, input: Data) throws(InvariantViolation) {
        let analysis = LessonFile.analyze(data: input, path: lessonPath, defaultId: "lesson")
        guard let document = analysis.document, let text = try? LessonFile.text(of: input, path: lessonPath) else {
            throw InvariantViolation("a loaded lesson does not analyse again: \(analysis.problems)")
        }
        try expect(!lesson.pages.isEmpty, "a lesson loaded with no page")
        let pages = PageSplitter.pages(of: FrontMatterSplitter.body(of: text), lessonTitle: lesson.title,
                                       quizHeading: analysis.frontMatter.quiz, lineOffset: analysis.bodyLineOffset)
        try expect(pages.count == lesson.pages.count, "\(lesson.pages.count) pages loaded, \(pages.count) in the text")
        // A provider of its own: what is read back is read from the file, not from a cache.
        let content = LessonContent()
        for (shown, parsed) in zip(lesson.pages, pages) {
            try expect(shown.title == parsed.title && shown.line == parsed.line && shown.lineCount == parsed.lineCount,
                       "page at line \(shown.line) '\(shown.title)' (\(shown.lineCount) lines) is '\(parsed.title)' at \(parsed.line) (\(parsed.lineCount) lines) in the text")
            let shownText = content.markdown(of: shown), parsedText = content.markdown(of: parsed)
            try expect(shownText == parsedText,
                       "page at line \(shown.line) reads back as \(shownText.debugDescription), not \(parsedText.debugDescription)")
        }

        let quiz = QuizParser.parse(PageSplitter.quizBlocks(in: document, quizHeading: analysis.frontMatter.quiz),
                                    lessonId: lesson.id, file: lessonPath, lineOffset: analysis.bodyLineOffset)
        try expect(quiz.questions.map(\.id) == lesson.quiz.map(\.id),
                   "questions \(lesson.quiz.map(\.id)) loaded, \(quiz.questions.map(\.id)) in the text")
        for (shown, parsed) in zip(lesson.quiz, quiz.questions) {
            let shownContent = content.content(of: shown), parsedContent = content.content(of: parsed)
            try expect(shownContent == parsedContent,
                       "question '\(shown.id)' at line \(shown.line) reads back as \(shownContent), not \(parsedContent)")
            try checkAnswerable(shownContent, id: shown.id)
        }

        // Checkpoints too: each page's, read back from the file, is the one in the whole text.
        let body = FrontMatterSplitter.body(of: text)
        let found = PageSplitter.checkpointBlocks(in: document, body: body, lessonTitle: lesson.title,
                                                  quizHeading: analysis.frontMatter.quiz)
        var firstOfEachPage: [(page: Int, blocks: [Block])] = []
        for entry in found where firstOfEachPage.last?.page != entry.page { firstOfEachPage.append(entry) }
        try expect(firstOfEachPage.map(\.page) == lesson.checkpoints.map(\.page),
                   "checkpoints on pages \(lesson.checkpoints.map(\.page)) loaded, \(firstOfEachPage.map(\.page)) in the text")
        for (shown, parsed) in zip(lesson.checkpoints, firstOfEachPage) {
            guard let question = QuizParser.parse(parsed.blocks, lessonId: lesson.id, file: lessonPath,
                                                  lineOffset: analysis.bodyLineOffset).questions.first else {
                throw InvariantViolation("the checkpoint on page \(parsed.page) does not parse from the whole text")
            }
            let shownContent = content.content(of: shown.question), parsedContent = content.content(of: question)
            try expect(shown.question.id == question.id && shownContent == parsedContent,
                       "checkpoint '\(shown.question.id)' reads back as \(shownContent), not \(parsedContent)")
            try checkAnswerable(shownContent, id: shown.question.id)
        }
    }

    private static func checkAnswerable(_ question: QuizQuestion.Content, id: String) throws(InvariantViolation) {
        switch question.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            let correct = Set(choices.indices.filter { choices[$0].isCorrect })
            try expect(question.isCorrect(choosing: correct), "question '\(id)' rejects its own correct choices")
        case .freeText(let answers):
            try expect(answers.contains(where: question.accepts),
                       "question '\(id)' accepts none of its own answers \(answers)")
        }
    }
}
