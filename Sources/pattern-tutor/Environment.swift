import ArgumentParser
import Course
import Foundation
import Localization
import Glibc
import LessonLint
import Patterns
import Progress
import TutorApp
import TerminalKit

/// A one-line error for the learner; the command exits non-zero after printing it.
struct Failure: Error, CustomStringConvertible {
    let description: String
    /// 1, or 64 (EX_USAGE) for a command given something it cannot use.
    let status: Int32
    init(_ description: String, status: Int32 = 1) {
        self.description = description
        self.status = status
    }
}

/// What the process was started with: options, environment variables and terminal facts.
struct Environment {
    let options: GlobalOptions
    let variables = ProcessInfo.processInfo.environment

    /// Full-screen needs a terminal on both ends and a TERM that is not dumb.
    var isInteractive: Bool {
        guard !options.plain, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return false }
        let term = variables["TERM"] ?? ""
        return !term.isEmpty && term != "dumb"
    }

    /// Why a terminal on both ends still gets plain mode, as one line for stderr: a TERM that
    /// is unset or dumb, as in a bare container or an editor's shell. Nil when there is no
    /// such terminal, or no such reason.
    var plainTerminalNote: String? {
        guard !options.plain, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        let term = variables["TERM"] ?? ""
        guard term.isEmpty || term == "dumb" else { return nil }
        let note = term.isEmpty
            ? localized("TERM is not set; using plain mode (set TERM, e.g. TERM=xterm-256color, for the full screen)")
            : localized("TERM is dumb; using plain mode (set TERM, e.g. TERM=xterm-256color, for the full screen)")
        return "pattern-tutor: \(note)\n"
    }

    /// Escape codes only go to a terminal.
    var isStyledOutput: Bool {
        let term = variables["TERM"] ?? ""
        return !options.plain && isatty(STDOUT_FILENO) == 1 && !term.isEmpty && term != "dumb"
    }

    /// Where quiz choices' order comes from: `PATTERN_TUTOR_QUIZ_SEED` (a number) repeats a
    /// run's orders, for tests and for a demonstration; otherwise each start draws anew.
    func quizSeed() throws -> UInt64 {
        guard let text = variables["PATTERN_TUTOR_QUIZ_SEED"], !text.isEmpty else { return UInt64.random(in: 0...UInt64.max) }
        guard let seed = UInt64(text.trimmingCharacters(in: .whitespaces)) else {
            throw Failure(localized("PATTERN_TUTOR_QUIZ_SEED must be a whole number from 0 to {0}, not '{1}'", UInt64.max, text))
        }
        return seed
    }

    var colors: Bool { !options.noColor && (variables["NO_COLOR"] ?? "").isEmpty }

    /// Whether the locale promises UTF-8, as curses and the braille frames need. The first of
    /// LC_ALL, LC_CTYPE and LANG that is set decides, as in setlocale.
    /// One rule for the screen, the animations and plain mode: `ASCIIFallback`'s (no locale
    /// set counts as UTF-8, as most terminals are).
    var isUTF8Locale: Bool {
        !ASCIIFallback.localeRefusesUTF8 { self.variables[$0] }
    }

    /// Plain mode on a terminal whose locale names another character set than UTF-8 writes
    /// ASCII only, as the full screen does; a pipe or a file gets the text as it is.
    var plainOutputIsASCII: Bool {
        isatty(STDOUT_FILENO) == 1 && ASCIIFallback.localeRefusesUTF8 { self.variables[$0] }
    }

    /// Columns to wrap plain output at.
    var outputWidth: Int {
        if let columns = variables["COLUMNS"].flatMap(Int.init), columns > 0 { return max(20, columns) }
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return max(20, Int(size.ws_col))
        }
        return 80
    }

    func lessonsDirectory() throws -> String {
        if let explicit = options.lessons { return explicit }
        if let fromVariable = variables["PATTERN_TUTOR_LESSONS"], !fromVariable.isEmpty { return fromVariable }
        let candidates = ["Lessons", installedLessonsDirectory()].compactMap { $0 }
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
        }
        throw Failure(localized("no lessons folder found: run from the project folder, pass --lessons DIR or set PATTERN_TUTOR_LESSONS"))
    }

    /// `make install` puts lessons in PREFIX/share/pattern-tutor/Lessons beside PREFIX/bin.
    func installedLessonsDirectory() -> String? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let bin = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return bin.deletingLastPathComponent().appendingPathComponent("share/pattern-tutor/Lessons").path
    }

    /// The language asked for: `--lang`, else the environment's (see `LanguagePreference`).
    var language: String? {
        LanguagePreference.preferred(option: options.language, environment: variables)
    }

    /// The course in the language asked for (`language` unless one is given, as `:lang` does).
    func loadCourse(language chosen: String? = nil) throws -> Course {
        let directory = try lessonsDirectory()
        let course: Course
        do {
            course = try CourseLoader.load(from: directory, language: chosen ?? language,
                                           check: Linter.loaderCheck(liveRuns: LiveRuns.ids), cache: courseIndexCache(for: directory))
        } catch let error as CourseLoader.LoadError {
            throw Failure(error.description)
        }
        if options.lessons != nil { knownCourses.noteLastOpened(course.directory) }
        return course
    }

    /// The courses `pattern-tutor courses` lists, kept beside the progress.
    var knownCourses: KnownCourses {
        KnownCourses(stateDirectory: options.stateDirectory ?? ProgressStore.defaultDirectory(environment: variables),
                     installed: installedLessonsDirectory())
    }

    /// The wall clock. `PATTERN_TUTOR_NOW` (ISO-8601, e.g. `2026-12-01T09:00:00Z`) starts it at
    /// another instant, from which it runs on in real time: to see what the self-quiz asks on a
    /// later day, and for tests that follow a learner over weeks.
    func clock() throws -> @Sendable () -> Date {
        guard let text = variables["PATTERN_TUTOR_NOW"], !text.isEmpty else { return { Date() } }
        guard let start = try? Date(text, strategy: .iso8601) else {
            throw Failure(localized("PATTERN_TUTOR_NOW is not an ISO-8601 time like 2026-12-01T09:00:00Z: '{0}'", text))
        }
        let offset = start.timeIntervalSinceNow
        return { Date().addingTimeInterval(offset) }
    }

    /// Where the course index for `directory` is kept: beside the progress, one file per lessons
    /// folder. Its identity is this build of the program (its file's size and time) and the
    /// live runs lint checks `demo:` against, so a rebuilt program checks every lesson again.
    private func courseIndexCache(for directory: String) -> CourseIndexCache {
        let absolute = URL(fileURLWithPath: directory).standardizedFileURL.path
        let name = String(StableHash.fnv1a(absolute.utf8), radix: 16)
        var build = "unknown build"
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var info = stat()
            if stat(executable, &info) == 0 { build = "\(info.st_size)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)" }
        }
        let state = options.stateDirectory ?? ProgressStore.defaultDirectory(environment: variables)
        return CourseIndexCache(path: state + "/course-index/\(name).index",
                                identity: build + " " + LiveRuns.ids.sorted().joined(separator: ","))
    }

    /// The learner's progress in `course`, where `--state-dir` or the environment put it.
    func openProgressStore(for course: Course) -> ProgressStore {
        ProgressStore(directory: options.stateDirectory ?? ProgressStore.defaultDirectory(environment: variables), course: course.id)
    }

    /// Skipped lessons go to stderr, so a pipe's output stays clean.
    func reportProblems(in course: Course) {
        for problem in course.problems {
            FileHandle.standardError.write(Data((localized("skipped: {0}", TerminalText.sanitized(problem.description)) + "\n").utf8))
        }
    }
}

extension PatternTutorCommand {
    /// Prints our failures as one line, `pattern-tutor: message`, and exits 1. The whole run,
    /// `--help` included, speaks the language `--lang` or the environment asks for.
    static func main() {
        InterfaceCatalogue.speaking(interfaceLanguage(CommandLine.arguments, ProcessInfo.processInfo.environment)) { runMain() }
    }

    /// `--lang ru` or `--lang=ru` anywhere on the line (before parsing, so help is in it too),
    /// else the environment's.
    static func interfaceLanguage(_ arguments: [String], _ environment: [String: String]) -> String {
        var option: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--lang", index + 1 < arguments.count { option = arguments[index + 1] }
            if argument.hasPrefix("--lang=") { option = String(argument.dropFirst("--lang=".count)) }
        }
        return LanguagePreference.preferred(option: option, environment: environment) ?? "en"
    }

    private static func runMain() {
        do {
            var command = try parseAsRoot()
            // Laid out as the terminal will show it: in ASCII stand-ins where it takes no UTF-8.
            try ASCIIRendering.$isOn.withValue(Output.isASCII) { try command.run() }
        } catch let failure as Failure {
            // Line by line: a failure may list problems, one a line.
            let safe = failure.description.split(separator: "\n", omittingEmptySubsequences: false)
                .map { TerminalText.sanitized($0, tabWidth: nil) }.joined(separator: "\n")
            FileHandle.standardError.write(Data("pattern-tutor: \(safe)\n".utf8))
            Foundation.exit(failure.status)
        } catch where exitCode(for: error) != .success {
            // The parser's messages quote what was typed (an unknown option, a bad value),
            // which may carry escapes: shown escaped like every other message.
            let safe = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
                .map { TerminalText.sanitized($0, tabWidth: nil) }.joined(separator: "\n")
            // A bare exit status (lint's, after its report) has nothing to say.
            if !safe.isEmpty { FileHandle.standardError.write(Data((safe + "\n").utf8)) }
            Foundation.exit(exitCode(for: error).rawValue)
        } catch {
            exit(withError: error)
        }
    }
}

extension LearnerProgress {
    /// What the store holds, in the form the app's marks need.
    init(_ store: ProgressStore) throws(ProgressStore.ReadFailure) {
        // Read once: the reviews and the lesson quizzes' runs both come from the answers.
        let answers = try store.answers()
        self.init(pagesSeen: try store.allPagesSeen(), latestAnswers: try store.latestResults(),
                  reviews: ProgressStore.reviews(from: answers),
                  quizAnswers: ProgressStore.quizRunAnswers(from: answers).compactMap { answer in
                      answer.run.map { QuizAnswer(lessonId: answer.lessonId, run: $0, questionId: answer.questionId, correct: answer.correct) }
                  },
                  exercisesDone: try store.exercisesDone())
    }
}
