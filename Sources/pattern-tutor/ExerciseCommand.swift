import ArgumentParser
import Course
import Dispatch
import Exercises
import Foundation
import Localization
import Progress
import TerminalKit
import TextMatching

struct ExerciseCommand: TutorSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: localized("Write a pattern yourself: the tutor compiles your file and checks what the pattern must do."),
        discussion: localized("""
            With an id (or none: the first exercise not done), the starter is copied into your workspace \
            (never over your own file), its path is printed, and the exercise screen opens: it checks the \
            file each time you save it. --list, --starter, --solution and --check FILE work without a screen, \
            for scripts and graders: --check exits 0 when every check passes, 1 when one fails, 64 for an \
            unknown id or bad usage; it does not change your progress. Needs swiftc on PATH \
            (or PATTERN_TUTOR_SWIFTC).
            """))

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(localized("The exercise's id, or a lesson's id, alias or number for its first exercise.")))
    var id: String?

    @Flag(name: .long, help: ArgumentHelp(localized("List every exercise: its id, lesson, title, and done or not.")))
    var list = false

    @Flag(name: .long, help: ArgumentHelp(localized("Print the exercise's starter file.")))
    var starter = false

    @Flag(name: .long, help: ArgumentHelp(localized("Print the exercise's reference solution.")))
    var solution = false

    @Option(name: .long, help: ArgumentHelp(localized("Check this Swift file against the exercise and print what failed."), valueName: "file"))
    var check: String?

    @Flag(name: .long, help: ArgumentHelp(localized("With --check, --list or --verify: JSON.")))
    var json = false

    @Flag(name: .long, help: ArgumentHelp(localized("For instructors: check that each exercise's starter fails and its solution passes (all exercises, or the one named).")))
    var verify = false

    @Option(name: .long, help: ArgumentHelp(localized("Where your exercise files go (default: PATTERN_TUTOR_WORKSPACE or ~/pattern-tutor/exercises)."), valueName: "dir"))
    var workspace: String?

    func validate() throws {
        let modes = [list, starter, solution, check != nil, verify].filter { $0 }.count
        if modes > 1 { throw ValidationError(localized("--list, --starter, --solution, --check and --verify do not go together")) }
        if list, id != nil { throw ValidationError(localized("--list takes no id")) }
        if (starter || solution || check != nil), id == nil {
            throw ValidationError(localized("name the exercise: pattern-tutor exercise ID {0}", starter ? "--starter" : solution ? "--solution" : "--check FILE"))
        }
        if json, !(list || check != nil || verify) { throw ValidationError(localized("--json goes with --check, --list or --verify")) }
    }

    func run() throws {
        let environment = environment
        let course = try environment.loadCourse()
        environment.reportProblems(in: course)
        let content = LessonContent()
        if list { return try printList(course, environment: environment) }
        if verify { return try runVerify(course, content: content) }
        let entry = try resolve(course, environment: environment)
        guard let exercise = content.content(of: entry.exercise) else {
            throw Failure(localized("the lesson file holding '{0}' changed while it was read; try again", entry.exercise.id))
        }
        if starter { return print(exercise.starter.text, terminator: exercise.starter.text.hasSuffix("\n") ? "" : "\n") }
        if solution { return print(exercise.solution.text, terminator: exercise.solution.text.hasSuffix("\n") ? "" : "\n") }
        if let check { return try runCheck(file: check, exercise: exercise) }
        try open(entry, exercise: exercise, course: course, environment: environment)
    }

    private func resolve(_ course: Course, environment: Environment) throws -> CourseExercise {
        let all = course.exercises
        guard !all.isEmpty else { throw Failure(localized("this course has no exercises"), status: 64) }
        guard let id else {
            let done = (try? environment.openProgressStore(for: course).exercisesDone()) ?? []
            return all.first { !done.contains($0.exercise.id) } ?? all[0]
        }
        guard let found = course.exercise(matching: id) else {
            let close = EditDistance.closest(to: id.lowercased(), among: all.map(\.exercise.id), limit: 3)
            throw Failure(close.isEmpty ? localized("no exercise '{0}'; 'pattern-tutor exercise --list' lists them", id)
                          : localized("no exercise '{0}' (did you mean {1}?); 'pattern-tutor exercise --list' lists them", id,
                                      close.joined(separator: ", ")), status: 64)
        }
        return found
    }

    private func printList(_ course: Course, environment: Environment) throws {
        let done = (try? environment.openProgressStore(for: course).exercisesDone()) ?? []
        let all = course.exercises
        if json {
            struct Row: Encodable { let id: String; let lesson: String; let title: String; let done: Bool }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let rows = all.map { Row(id: $0.exercise.id, lesson: $0.lessonId, title: $0.exercise.title, done: done.contains($0.exercise.id)) }
            print(String(decoding: try encoder.encode(rows), as: UTF8.self))
            return
        }
        let idWidth = all.map { $0.exercise.id.count }.max() ?? 0
        let lessonWidth = all.map(\.lessonId.count).max() ?? 0
        for entry in all {
            let mark = done.contains(entry.exercise.id) ? localized("(done)") : localized("(not done)")
            let line = entry.exercise.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                + entry.lessonId.padding(toLength: lessonWidth, withPad: " ", startingAt: 0) + "  "
                + entry.exercise.title + "  " + mark
            output(TerminalText.sanitized(line))
        }
    }

    private func checker() -> ExerciseChecker {
        ExerciseChecker(compiler: ExerciseChecker.findCompiler())
    }

    private func runCheck(file: String, exercise: ExerciseContent) throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw Failure(localized("cannot read {0}: {1}", file, LessonFile.unreadableReason(file)), status: 64)
        }
        let checker = checker()
        guard checker.compiler != nil else { throw Failure(ExerciseChecker.missingCompiler) }
        let report = checker.check(String(decoding: data, as: UTF8.self), displayPath: file, content: exercise)
        FileHandle.standardOutput.write(Data((json ? report.json : Output.text(Self.sanitizedLines(report.text))).utf8))
        if report.status == .cannotCheck { throw Failure(report.problem ?? localized("the check could not run")) }
        if report.status != .passed { throw ExitCode(1) }
    }

    /// Each line made safe for a terminal, the line ends kept.
    static func sanitizedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitized($0) }.joined(separator: "\n")
    }

    private func runVerify(_ course: Course, content: LessonContent) throws {
        var entries = course.exercises
        if let id {
            guard let found = course.exercise(matching: id) else { throw Failure("no exercise '\(id)'", status: 64) }
            entries = [found]
        }
        var checker = checker()
        guard checker.compiler != nil else { throw Failure(ExerciseChecker.missingCompiler) }
        // Two exercises at once, each compiling one thing at a time: both cores stay busy.
        checker.parallelism = 1
        let contents = entries.map { content.content(of: $0.exercise) }
        let ids = entries.map(\.exercise.id)
        let verifier = checker
        let json = json
        let results = VerificationSlots(count: entries.count)
        let workers = min(2, max(1, ids.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: ids.count, by: workers) {
                let id = ids[index]
                guard let exercise = contents[index] else {
                    results.set(index, ExerciseVerification(id: id, starter: .cannotCheck("unread"), solution: .cannotCheck("unread"),
                                                            problems: ["its lesson file could not be read"], seconds: 0))
                    continue
                }
                let verification = verifier.verify(id, content: exercise)
                results.set(index, verification)
                if !json { output(TerminalText.sanitized(verification.line)) }
            }
        }
        let all = results.all
        let failed = all.filter { !$0.holds }.count
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(all), as: UTF8.self))
        } else {
            output("verify: \(all.count - failed) of \(all.count) exercise\(all.count == 1 ? " holds" : "s hold")")
        }
        if failed > 0 { throw ExitCode(1) }
    }

    private func open(_ entry: CourseExercise, exercise: ExerciseContent, course: Course, environment: Environment) throws {
        let space = ExerciseWorkspace(root: workspace ?? ExerciseWorkspace.defaultRoot())
        let path = space.path(for: entry)
        do {
            let created = try space.prepare(entry, starter: exercise.starter.text)
            output(created ? localized("Your file (a copy of the starter): {0}", path) : localized("Your file: {0}", path))
        } catch {
            throw Failure("\(error)")
        }
        var launcher = Launcher(environment: environment)
        launcher.workspace = space
        try launcher.start(at: nil, exercise: entry.exercise.id, course: course)
    }
}

/// Verifications written from two threads, each to its own slot.
private final class VerificationSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ExerciseVerification?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: ExerciseVerification) {
        lock.withLock { slots[index] = value }
    }

    var all: [ExerciseVerification] { lock.withLock { slots.compactMap { $0 } } }
}
