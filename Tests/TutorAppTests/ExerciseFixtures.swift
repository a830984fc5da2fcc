import Course
import Exercises
import Foundation
import Markdown
import TutorApp

/// A course with one exercise, and an exercise service that answers with reports a test
/// chose: the screen is tested without a compiler, as the end-to-end tests use the real one.
enum ExerciseFixtures {
    static let markdown = """
        ## Exercise: Make the settings one object
        <!-- id: settings-once -->

        `Settings.shared` builds a new object on every read. Make it **one** object.

        > Hint: A computed property runs on every read.

        > Hint: `static let shared = Settings()` and a private `init()`.

        ```swift starter
        final class Settings { static var shared: Settings { Settings() } }
        ```

        ```swift checks
        check("Settings.shared must be one object") { Settings.shared === Settings.shared }
        check("a second check") { true }
        ```

        ```swift probe
        // expect: is inaccessible due to 'private' protection level
        // message: code outside Settings can still write Settings()
        let second = Settings()
        ```

        ```swift solution
        final class Settings {
            static let shared = Settings()
            private init() {}
        }
        ```
        """

    static let exercise: Exercise = {
        let parsed = ExerciseParser.parse(ExerciseParser.sections(in: MarkdownDocument(parsing: markdown), label: nil), label: nil,
                                          lessonId: "singleton", file: "b.md", lineOffset: 0)
        return parsed.exercises[0]
    }()

    static var content: ExerciseContent { exercise.parsedContent! }

    /// The fixture course, with the exercise in the Singleton lesson.
    static let course: Course = {
        var sections = Fixtures.course.sections
        sections[1].lessons[0].exercises = [exercise]
        return Course(sections: sections, problems: Fixtures.course.problems, directory: "Lessons")
    }()

    static let path = "/work/exercises/01-creational/settings-once.swift"

    static func failing(passed: Int = 1) -> ExerciseReport {
        ExerciseReport(status: .failing, passed: passed, total: 3,
                       failures: [.init(message: "Settings.shared must be one object", detail: "two reads gave two objects")],
                       output: "hello from the learner\n")
    }

    static let compileErrors = ExerciseReport(status: .compileErrors, total: 3, diagnostics: [
        .init(file: path, line: 3, column: 5, severity: "error", message: "cannot find 'Setings' in scope",
              excerpt: ["    Setings()", "    ^~~~~~~"]),
    ])

    static let passed = ExerciseReport(status: .passed, passed: 3, total: 3, seconds: 0.8)
}

/// Answers opens, resets and checks at once; each check takes the next report queued.
final class FakeExerciseService: ExerciseService, @unchecked Sendable {
    var reports: [ExerciseReport]
    private(set) var checks: [ExerciseCheckRequest] = []
    private(set) var stopped = 0
    var holdsChecks = false
    private var held: [(ExerciseCheckRequest, @Sendable (ExerciseEvent) -> Void)] = []

    init(reports: [ExerciseReport] = []) {
        self.reports = reports
    }

    func open(_ entry: CourseExercise) -> ExerciseEvent {
        .opened(exerciseId: entry.exercise.id, content: entry.exercise.parsedContent!, path: ExerciseFixtures.path, created: true)
    }

    func reset(_ entry: CourseExercise, starter: String) -> ExerciseEvent {
        .wasReset(exerciseId: entry.exercise.id)
    }

    func check(_ request: ExerciseCheckRequest, finish: @escaping @Sendable (ExerciseEvent) -> Void) -> @Sendable () -> Void {
        checks.append(request)
        if holdsChecks {
            held.append((request, finish))
        } else {
            let report = reports.isEmpty ? ExerciseFixtures.failing() : reports.removeFirst()
            finish(.checked(exerciseId: request.exerciseId, generation: request.generation, report: report))
        }
        return { [self] in stopped += 1 }
    }

    /// Ends a held check (the oldest first) with `report`.
    func finishHeld(with report: ExerciseReport) {
        let (request, finish) = held.removeFirst()
        finish(.checked(exerciseId: request.exerciseId, generation: request.generation, report: report))
    }
}
