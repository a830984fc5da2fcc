import ArgumentParser
import Course
import CursesBackend
import Foundation
import Exercises
import LessonLint
import Localization
import MarkdownRendering
import Patterns
import Progress
import SelfQuiz
import TerminalKit
import TextMatching
import TutorApp

@main
struct PatternTutorCommand: ParsableCommand {
    /// The release, as `--version` prints it.
    static let version = "0.3.0"

    static let configuration = CommandConfiguration(
        commandName: "pattern-tutor",
        abstract: localized("Learn software design patterns in Swift, in your terminal."),
        discussion: localized("""
            Runs full-screen on a terminal. When input or output is not a terminal, TERM is \
            'dumb' or unset, or --plain is given, the same course runs as a line-based REPL. \
            NO_COLOR (any non-empty value) turns colour off.
            """),
        version: "pattern-tutor \(PatternTutorCommand.version)",
        subcommands: [Start.self, ListLessons.self, OpenLesson.self, CheatSheetCommand.self, TakeQuiz.self, ShowProgress.self, CoursesCommand.self, RunDemo.self, PlayGame.self, ExerciseCommand.self, Schedule.self, Show.self, Lint.self, NewLesson.self, ReportCommand.self],
        defaultSubcommand: Start.self
    )

    /// Options given before the subcommand (`pattern-tutor --plain lessons`).
    @OptionGroup var global: GlobalOptions
}

/// Every subcommand takes the global options before or after its name; the two sets merge.
protocol TutorSubcommand: ParsableCommand {
    var root: PatternTutorCommand { get }
    var global: GlobalOptions { get }
}

extension TutorSubcommand {
    var environment: Environment { Environment(options: global.merged(with: root.global)) }
}

struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(localized("The course folder (default: PATTERN_TUTOR_LESSONS, ./Lessons, or the installed lessons)."), valueName: "dir"))
    var lessons: String?

    @Flag(name: .long, help: ArgumentHelp(localized("Line-based REPL with no escape codes, for pipes, scripts and screen readers.")))
    var plain = false

    @Flag(name: .customLong("no-color"), help: ArgumentHelp(localized("No colours (bold and underline stay). Same as NO_COLOR=1.")))
    var noColor = false

    @Option(name: .customLong("lang"), help: ArgumentHelp(localized("The language to show the course in, e.g. ru (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG; the course's own when it has no translation)."), valueName: "code"))
    var language: String?

    @Option(name: .customLong("state-dir"), help: ArgumentHelp(localized("Where progress is saved (default: PATTERN_TUTOR_STATE, $XDG_STATE_HOME/pattern-tutor, ~/.local/state/pattern-tutor)."), valueName: "dir"))
    var stateDirectory: String?

    func merged(with earlier: GlobalOptions) -> GlobalOptions {
        var merged = self
        merged.lessons = lessons ?? earlier.lessons
        merged.plain = plain || earlier.plain
        merged.noColor = noColor || earlier.noColor
        merged.stateDirectory = stateDirectory ?? earlier.stateDirectory
        merged.language = language ?? earlier.language
        return merged
    }

    func validate() throws {
        if let language, LanguagePreference.code(in: language) == nil {
            throw ValidationError(localized("--lang takes a language code such as en, ru or zh, not '{0}'", language))
        }
    }
}

struct Start: TutorSubcommand {
    static let configuration = CommandConfiguration(abstract: localized("Start the course (the default)."))

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    func run() throws {
        var launcher = Launcher(environment: environment)
        try launcher.start(at: nil)
    }
}

struct ListLessons: TutorSubcommand {
    static let configuration = CommandConfiguration(commandName: "lessons", abstract: localized("List the lessons and exit."))

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let course = try environment.loadCourse()
        for line in CourseListing.lines(for: course) { output(TerminalText.sanitized(line)) }
        environment.reportProblems(in: course)
    }
}

struct OpenLesson: TutorSubcommand {
    static let configuration = CommandConfiguration(commandName: "lesson", abstract: localized("Start the course at one lesson."))

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(localized("The lesson's id, alias or number.")))
    var id: String

    @Flag(help: ArgumentHelp(localized("Start at the lesson's quiz: every question, in order, whatever their review schedule.")))
    var quiz = false

    func run() throws {
        var launcher = Launcher(environment: environment)
        try launcher.start(at: id, quiz: quiz)
    }
}

struct TakeQuiz: TutorSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz", abstract: localized("The self-quiz: the questions due for review, then new ones; or your review statistics."),
        discussion: localized("""
            Every quiz answer is a spaced-repetition review (FSRS-6). A session asks the questions due now, \
            the longest overdue first, then questions never asked from the lessons you have read (all \
            lessons with --all), up to --count. Leaving the session ends the program. --stats prints your \
            cards by state, retention, reviews per day and the reviews due in the next 14 days.
            """))

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp(localized("The most questions in the session (default: {0}).", SessionOptions.defaultCount)))
    var count: Int?

    @Flag(help: ArgumentHelp(localized("New questions from every lesson, not only those you have read.")))
    var all = false

    @Option(help: ArgumentHelp(localized("Only this section: its number, folder or title.")))
    var section: String?

    @Option(help: ArgumentHelp(localized("Only lessons with this tag.")))
    var tag: String?

    @Option(help: ArgumentHelp(localized("Only this lesson (id, alias or number); its new questions come even if it is unread. To take a lesson's whole quiz, use `pattern-tutor lesson ID --quiz`.")))
    var lesson: String?

    @Flag(help: ArgumentHelp(localized("Print your cards by state, retention, reviews per day and the reviews due in the next 14 days.")))
    var stats = false

    func validate() throws {
        if stats, all || section != nil || tag != nil || lesson != nil || count != nil {
            throw ValidationError(localized("--stats covers the whole course; it takes no session options"))
        }
        if let count, count < 1 { throw ValidationError(localized("--count must be at least 1")) }
    }

    func run() throws {
        let course = try environment.loadCourse()
        let store = environment.openProgressStore(for: course)
        let now = try environment.clock()()
        if stats {
            if let note = store.openingNote { FileHandle.standardError.write(Data("pattern-tutor: \(note)\n".utf8)) }
            let progress = try LearnerProgress(store)
            let screen = StatsScreenState(course: course, progress: progress, now: now, calendar: .current)
            let plain = !environment.isStyledOutput
            let due = ReviewPlanning.dueCount(course, progress, now: now)
            output(localized(count: due, one: "Self-quiz statistics: {0} review due now", other: "Self-quiz statistics: {0} reviews due now"))
            StatsView.lines(screen, width: environment.outputWidth, plain: plain).forEach { output($0.text) }
            return
        }
        let request = ReviewRequest(count: count, all: all, section: section, tag: tag, lesson: lesson)
        let options: SessionOptions
        switch ReviewPlanning.options(for: request, in: course, listsEveryTag: true) {
        case .success(let resolved): options = resolved
        case .failure(let error): throw Failure(error.description)
        }
        let progress = try LearnerProgress(store)
        if ReviewPlanning.plan(course, progress, options: options, now: now).isEmpty {
            // Said on a normal terminal and the program ends: there is no session to open.
            output(TerminalText.sanitized(ReviewPlanning.emptySessionText(course, progress, options: options, now: now,
                                                                         calendar: .current, allOption: "--all")))
            return
        }
        var launcher = Launcher(environment: environment)
        try launcher.start(at: nil, review: request, course: course, store: store, progress: progress)
    }
}

struct Show: TutorSubcommand {
    static let configuration = CommandConfiguration(
        abstract: localized("Render a Markdown file or a lesson to standard output."),
        discussion: localized("Styled on a terminal, plain text when piped or with --plain."))

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(localized("A Markdown file, or a lesson id or number.")))
    var fileOrLesson: String

    @Option(help: ArgumentHelp(localized("Wrap at this many columns (default: the terminal's width, COLUMNS, or 80).")))
    var width: Int?

    func validate() throws {
        if let width, width < 10 { throw ValidationError(localized("--width must be at least 10.")) }
    }

    func run() throws {
        let markdown = try source(environment)
        // Output that may be read by a program or a screen reader keeps every character.
        let renderer = MarkdownRenderer(codeOverflow: .wrap)
        let lines = renderer.render(markdown: markdown, width: width ?? environment.outputWidth)
        let writer = ANSIWriter(mode: environment.isStyledOutput ? .styled(colors: environment.colors) : .plain)
        FileHandle.standardOutput.write(Data(Output.text(writer.text(of: lines) + "\n").utf8))
        try reportErrors(ofLessonFile: fileOrLesson)
    }

    /// A lesson file the course would skip is still shown, for its author to see, and then
    /// its errors are said and the exit status is 1. A Markdown file that is no lesson (a
    /// README) has no such errors.
    private func reportErrors(ofLessonFile path: String) throws {
        guard path.hasSuffix(".md"), FileManager.default.fileExists(atPath: path) else { return }
        let name = URL(fileURLWithPath: path).lastPathComponent
        let check = Linter.loaderCheck(liveRuns: LiveRuns.ids)
        let analysis = LessonFile.analyzeAll([(path, CourseLoader.lessonName(name))], eachLesson: check.eachLesson)[0]
        let errors = analysis.problems.filter { $0.severity == .error }
        guard !errors.isEmpty else { return }
        throw Failure(localized("the course skips this lesson for errors:") + "\n" + errors.map { "  " + $0.description }.joined(separator: "\n"))
    }

    private func source(_ environment: Environment) throws -> String {
        var isDirectory: ObjCBool = false
        // A symbolic link that leads nowhere (or round in a loop) is a file that cannot be read.
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: fileOrLesson)) != nil
        if FileManager.default.fileExists(atPath: fileOrLesson, isDirectory: &isDirectory) || isLink {
            guard !isDirectory.boolValue else { throw Failure(localized("{0} is a folder, not a Markdown file", fileOrLesson)) }
            return try markdownBody(ofFile: fileOrLesson)
        }
        let looksLikePath = fileOrLesson.contains("/") || fileOrLesson.hasSuffix(".md")
        if looksLikePath { throw Failure(localized("no such file: {0}", fileOrLesson)) }
        let course = try environment.loadCourse()
        guard let index = course.lessonIndex(matching: fileOrLesson) else {
            if !course.skipProblems(forLesson: fileOrLesson).isEmpty { throw Failure(noLessonMessage(fileOrLesson, in: course)) }
            let close = course.suggestions(for: fileOrLesson)
            throw Failure(close.isEmpty ? localized("no file or lesson named '{0}'", fileOrLesson)
                          : localized("no file or lesson named '{0}' (did you mean {1}?)", fileOrLesson, close.joined(separator: ", ")))
        }
        // The whole file, quiz included, as an instructor previews it; the loaded pages if
        // the file went away since.
        return (try? markdownBody(ofFile: course.lessons[index].file)) ?? LessonContent().fullMarkdown(of: course.lessons[index])
    }

    private func markdownBody(ofFile path: String) throws -> String {
        do {
            return FrontMatterSplitter.body(of: try LessonFile.text(atPath: path))
        } catch {
            throw Failure(error.description)
        }
    }
}

/// The English hint of the instructor tools (`new`); the learner's messages say theirs in
/// whole templates, `noSuchLesson(_:in:)`'s way.
func hint(_ suggestions: [String]) -> String {
    suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"
}

/// `no lesson 'query'`, with the lessons it may have meant.
func noSuchLesson(_ query: String, in course: Course) -> String {
    let close = course.suggestions(for: query)
    return close.isEmpty ? localized("no lesson '{0}'", query)
        : localized("no lesson '{0}' (did you mean {1}?)", query, close.joined(separator: ", "))
}

/// Why no lesson answers to `query`: skipped for errors (each one, file:line), or not there at all.
func noLessonMessage(_ query: String, in course: Course) -> String {
    let skipped = course.skipProblems(forLesson: query)
    guard !skipped.isEmpty else { return noSuchLesson(query, in: course) }
    return localized("the lesson '{0}' is skipped for errors:", query) + "\n" + skipped.map { "  " + $0.description }.joined(separator: "\n")
}

struct Lint: TutorSubcommand {
    static let configuration = CommandConfiguration(
        abstract: localized("Check a course folder, or some of its files, against the lesson format."),
        discussion: localized("""
            Prints file:line:column: error|warning: message [rule] lines and a summary; exits 1 when there is \
            any error (with --strict, any warning). A file is checked as part of its course (the nearest folder \
            with a course.yaml, else its section's parent), and only its own problems are reported.
            """))

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(localized("Course folders or lesson files (default: the course the app would use)."), valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp(localized("text (default) or json.")))
    var format: Format = .text

    @Flag(help: ArgumentHelp(localized("Fail on warnings too, as on errors.")))
    var strict = false

    @Flag(help: ArgumentHelp(localized("Also compile every ```swift block with swiftc, against the course modules installed with pattern-tutor.")))
    var compile = false

    @Option(help: ArgumentHelp(localized("With --compile: the folder of the course modules (Patterns.swiftmodule…)."), valueName: "dir"))
    var modules: String?

    func run() throws {
        let paths = try self.paths.isEmpty ? [environment.lessonsDirectory()] : self.paths
        let compiler = try compile ? compileEnvironment() : nil
        var reports: [LintReport] = []
        do {
            for target in try LintTargets.group(paths) {
                var environment = compiler
                // `from=` excerpts quote the repository that holds the course.
                environment?.sourceRoot = LintTargets.parentFolder(of: target.course)
                let report = try Linter.lint(directory: target.course, liveRuns: LiveRuns.ids, compile: environment,
                                             compiling: target.files?.filter { $0.hasSuffix(".md") })
                reports.append(target.files.map(report.restricted(to:)) ?? report)
            }
        } catch let error as CourseLoader.LoadError {
            throw Failure(error.description)
        }
        let report = reports.dropFirst().reduce(reports[0]) { whole, next in
            LintReport(problems: whole.problems + next.problems, filesChecked: whole.filesChecked + next.filesChecked,
                       accepted: whole.accepted + next.accepted)
        }
        let output = format == .json ? report.json : report.text
        // File names and messages quote lesson text; escape it line by line.
        let safe = output.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.sanitized($0, tabWidth: nil) }.joined(separator: "\n")
        FileHandle.standardOutput.write(Data((format == .json ? safe : Output.text(safe)).utf8))
        if report.fails(strict: strict) { throw ExitCode.failure }
    }

    /// The compiler and the course modules for `--compile`: said plainly when either is missing.
    private func compileEnvironment() throws -> SnippetCheck.Environment {
        guard let swiftc = ExerciseChecker.findCompiler() else {
            throw Failure("lint --compile needs the Swift compiler, and swiftc is not on PATH: install a Swift 6 toolchain "
                          + "(https://www.swift.org/install), or set PATTERN_TUTOR_SWIFTC to its swiftc")
        }
        let found = CourseModules.folder(option: modules)
        if let modules, found == nil {
            throw Failure("--modules \(modules): no Patterns.swiftmodule there")
        }
        if found == nil {
            FileHandle.standardError.write(Data(("pattern-tutor: the course modules (Patterns, ShapeGame) are not installed "
                + "beside this pattern-tutor (looked in \(CourseModules.candidates().joined(separator: ", "))), so blocks that "
                + "import them will not compile: run make install, or pass --modules DIR\n").utf8))
        }
        return SnippetCheck.Environment(swiftc: swiftc, modules: found, sourceRoot: ".",
                                        parallelism: ProcessInfo.processInfo.activeProcessorCount)
    }
}

struct NewLesson: TutorSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: localized("Write a new lesson from a template that passes lint."),
        discussion: localized("""
            The file is numbered after the last lesson of the section. The section folder must exist, unless the \
            course has no sections yet or --create-section is given (then it is made, with its _section.md). \
            An id another lesson already uses is refused.
            """))

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(localized("The lesson's id, in kebab-case (e.g. factory-method).")))
    var id: String

    @Option(help: ArgumentHelp(localized("The section folder, e.g. 02-creational.")))
    var section: String

    @Option(help: ArgumentHelp(localized("The lesson's title (default: from the id).")))
    var title: String?

    @Flag(help: ArgumentHelp(localized("Make the section folder when the course has none by that name.")))
    var createSection = false

    func validate() throws {
        let kebab = !id.isEmpty && id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
            && id.first != "-" && id.last != "-"
        guard kebab else { throw ValidationError("the id must be kebab-case, like factory-method") }
        guard !section.contains("/"), !section.hasPrefix("."), !section.isEmpty else {
            throw ValidationError("--section names one folder inside the lessons folder, like 02-creational")
        }
    }

    func run() throws {
        let lessons = try environment.lessonsDirectory()
        let folder = URL(fileURLWithPath: lessons).appendingPathComponent(section)
        let manager = FileManager.default
        if let owner = try lessonUsing(id, in: lessons) {
            throw Failure("the id '\(id)' is already used by \(owner): choose another")
        }
        if !manager.fileExists(atPath: folder.path) {
            let sections = try sectionFolders(in: lessons)
            guard sections.isEmpty || createSection else {
                let close = EditDistance.closest(to: section, among: sections, limit: 1)
                throw Failure("the course has no section folder '\(section)'" + hint(close)
                              + "; its sections are \(sections.joined(separator: ", ")). Add --create-section to start a new one")
            }
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            let sectionTitle = section.drop { $0.isNumber || $0 == "-" }.replacingOccurrences(of: "-", with: " ").capitalized
            try "---\ntitle: \(LessonTemplate.yamlString(sectionTitle))\n---\n".write(to: folder.appendingPathComponent("_section.md"), atomically: true, encoding: .utf8)
            output("Made the section folder \(folder.path)")
        }
        let existing = try manager.contentsOfDirectory(atPath: folder.path)
        let next = (existing.compactMap { Int($0.prefix { $0.isNumber }) }.max() ?? 0) + 1
        let file = folder.appendingPathComponent(String(format: "%02d-%@.md", next, id))
        let lessonTitle = title ?? id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        try LessonTemplate.text(id: id, title: lessonTitle).write(to: file, atomically: true, encoding: .utf8)
        output("Wrote \(file.path)")
        output("Preview it with: pattern-tutor show \(file.path)")
    }

    /// The file of a lesson whose id or alias (or, without an id, whose file name) is `id`,
    /// broken lessons included: two lessons with one id would share their learners' progress.
    private func lessonUsing(_ id: String, in lessons: String) throws -> String? {
        guard FileManager.default.fileExists(atPath: lessons) else { return nil }
        let files = try Linter.lessonFiles(in: lessons).filter { CourseLoader.originalName(ofTranslation: ($0 as NSString).lastPathComponent) == nil }
        let analyses = LessonFile.analyzeAll(files.map { ($0, CourseLoader.lessonName(($0 as NSString).lastPathComponent)) })
        return analyses.first { $0.id == id || ($0.frontMatter.aliases ?? []).contains(id) }?.file
    }

    /// The course's section folders: those holding a lesson or a `_section.md`.
    private func sectionFolders(in lessons: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: lessons) else { return [] }
        return try CourseLoader.orderedEntries(in: lessons).filter { name in
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: lessons + "/" + name)) ?? []
            return entries.contains { $0.hasSuffix(".md") }
        }
    }
}

struct ShowProgress: TutorSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: localized("Print what you have read and answered; reset, export or import it."),
        discussion: localized("Import merges, keeping the newest record of each item, so two machines can be combined."))

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Flag(help: ArgumentHelp(localized("Forget the progress of one lesson (give its id) or of the whole course.")))
    var reset = false

    @Argument(help: ArgumentHelp(localized("With --reset: the lesson to forget.")))
    var lesson: String?

    @Flag(help: ArgumentHelp(localized("Do not ask before --reset (for scripts).")))
    var yes = false

    @Option(help: ArgumentHelp(localized("Write all progress to this JSON file."), valueName: "file"))
    var export: String?

    @Option(name: .customLong("import"), help: ArgumentHelp(localized("Merge progress from a JSON file written by --export."), valueName: "file"))
    var importFile: String?

    func validate() throws {
        if lesson != nil, !reset { throw ValidationError(localized("a lesson id only goes with --reset")) }
    }

    func run() throws {
        let course = try environment.loadCourse()
        let store = environment.openProgressStore(for: course)
        if let note = store.openingNote { FileHandle.standardError.write(Data("pattern-tutor: \(note)\n".utf8)) }
        // An export carries choices by their words, so older answers are converted first.
        try store.convertLegacyAnswers(for: course)
        do {
            if reset { try resetProgress(store, course) }
            if let importFile {
                guard let data = FileManager.default.contents(atPath: importFile) else { throw Failure(localized("cannot read {0}", importFile)) }
                let (added, target) = try store.importJSON(data)
                if target == course.id {
                    output(localized(count: added, one: "Imported {1}: {0} new answer, newer pages and place kept.",
                                     other: "Imported {1}: {0} new answers, newer pages and place kept.", importFile))
                } else {
                    output(localized(count: added, one: "Imported {1} into the course '{2}' it was exported from: {0} new answer, newer pages and place kept.",
                                     other: "Imported {1} into the course '{2}' it was exported from: {0} new answers, newer pages and place kept.",
                                     importFile, target))
                }
            }
            if let export {
                try store.exportJSON().write(to: URL(fileURLWithPath: export))
                output(localized("Wrote {0}.", export))
            }
        } catch let error as ProgressStore.TransferError {
            throw Failure(error.description)
        }
        guard !reset, importFile == nil, export == nil else { return }
        let progress = try LearnerProgress(store)
        output(TerminalText.sanitized(localized("{0} (course id {1})", course.title, course.id)))
        for line in CourseListing.lines(for: course, progress: progress) { output(TerminalText.sanitized(line)) }
        if let reviews = ReviewPlanning.summaryLine(course, progress, now: try environment.clock()(), calendar: .current,
                                                    start: "pattern-tutor quiz") {
            output(reviews)
        }
        if let games = GameTotals(try store.gameTotals()).summary { output(games) }
    }

    private func resetProgress(_ store: ProgressStore, _ course: Course) throws {
        var lessonId: String?
        if let lesson {
            guard let index = course.lessonIndex(matching: lesson) else {
                throw Failure(noSuchLesson(lesson, in: course))
            }
            lessonId = course.lessons[index].id
        }
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else { throw Failure(localized("--reset asks first; with no terminal to ask, add --yes")) }
            output(lessonId.map { localized("Forget your progress in the lesson '{0}'? This cannot be undone. [y/N] ", $0) }
                   ?? localized("Forget your progress in the whole course? This cannot be undone. [y/N] "), terminator: "")
            // y or yes, and the Russian д or да, as the question's language may invite.
            guard let answer = readLine(), ["y", "yes", "д", "да"].contains(answer.lowercased()) else {
                output(localized("Nothing was reset."))
                return
            }
        }
        try store.reset(lessonId: lessonId)
        output(lessonId.map { localized("Progress in the lesson '{0}' was reset.", $0) } ?? localized("Progress in the whole course was reset."))
    }
}
