import Foundation
import CourseTestSupport
import Markdown
import Testing
@testable import Course

@Suite struct ExerciseParserTests {
    static let lesson = """
        ---
        id: singleton
        demo: singleton
        ---
        # Singleton

        ## The idea
        One instance, reached through a static property.

        ## Exercise: Lock the settings down
        <!-- id: singleton-settings -->
        Make `Settings` a singleton: one shared instance, and no other.

        > Hint: A `static let` is created once, lazily and safely.

        > Hint: A private initialiser stops anyone else making one.

        ```swift starter
        final class Settings {
            var volume = 5
        }
        ```

        ```swift checks
        check("Settings.shared is always the same object") {
            Settings.shared === Settings.shared
        }
        await check("a change made through one reference is seen through the other") {
            Settings.shared.volume = 9
            return Settings.shared.volume == 9
        }
        ```

        ```swift probe
        // expect: is inaccessible due to 'private'
        // message: anyone can still make a second Settings()
        let second = Settings()
        ```

        ```swift solution
        final class Settings: @unchecked Sendable {
            static let shared = Settings()
            var volume = 5
            private init() {}
        }
        ```

        ## Quiz

        ### Which keyword hides the initialiser?
        Answer: private
        """

    /// The folder lives as long as the test: an exercise's content is read from its file.
    let folder: CourseFolder

    init() throws {
        folder = try CourseFolder()
    }

    private func load(_ files: [String: String]) throws -> Course {
        for (path, text) in files { try folder.write(path, text) }
        return try CourseLoader.load(from: folder.path)
    }

    @Test func readsEveryPartOfAnExercise() throws {
        let course = try load(["01-creational/01-singleton.md": Self.lesson])
        #expect(course.problems.isEmpty, "\(course.problems)")
        let entry = try #require(course.exercises.first)
        #expect(course.exercises.count == 1)
        #expect(entry.exercise.id == "singleton-settings")
        #expect(entry.exercise.title == "Lock the settings down")
        #expect(entry.exercise.line == 10, "the heading's line in the file, front matter included")
        #expect(entry.sectionFolder == "01-creational")
        #expect(entry.lessonId == "singleton")

        let content = try #require(LessonContent().content(of: entry.exercise))
        #expect(content.task.plainText.contains("Make Settings a singleton"))
        #expect(content.hints.count == 2)
        #expect(content.hints[1].plainText.contains("private initialiser"))
        #expect(content.starter.text.hasPrefix("final class Settings {"))
        #expect(content.starter.line == 19, "the first code line, for diagnostics in lint")
        #expect(content.checks.text.contains("Settings.shared === Settings.shared"))
        #expect(content.probes.count == 1)
        #expect(content.probes[0].expected == "is inaccessible due to 'private'")
        #expect(content.probes[0].message == "anyone can still make a second Settings()")
        #expect(content.solution.text.contains("private init()"))
        #expect(content.checkCount == 3, "two check calls, `await check` included, and the probe")
    }

    @Test func anExerciseIsNeitherAPageNorPartOfTheQuiz() throws {
        let course = try load(["01-creational/01-singleton.md": Self.lesson])
        let lesson = try #require(course.lessons.first)
        #expect(lesson.pages.map(\.title) == ["Singleton", "The idea"])
        let shown = lesson.fullMarkdown
        #expect(!shown.contains("Settings.shared === Settings.shared"), "the reader never shows the checks")
        #expect(!shown.contains("private init()"), "nor the solution")
        #expect(lesson.quiz.count == 1)
    }

    @Test func theTitlesSlugIsTheIdWhenNoneIsGiven() throws {
        let lesson = Self.lesson.replacingOccurrences(of: "<!-- id: singleton-settings -->\n", with: "")
        let course = try load(["01-creational/01-singleton.md": lesson])
        #expect(course.exercises.map(\.exercise.id) == ["lock-the-settings-down"])
        #expect(course.exercise(matching: "LOCK-the-settings-down")?.exercise.title == "Lock the settings down")
        #expect(course.exercise(matching: "singleton")?.exercise.id == "lock-the-settings-down", "a lesson's id finds its first exercise")
        #expect(course.exercise(matching: "nothing-like-it") == nil)
    }

    /// Parses one exercise section and returns its problems' messages with their lines.
    private func problems(_ section: String, translation: Bool = false) -> [String] {
        let document = MarkdownDocument(parsing: section)
        let result = ExerciseParser.parse(ExerciseParser.sections(in: document, label: nil), label: nil, lessonId: "l",
                                          file: "l.md", lineOffset: 0, translation: translation)
        return result.problems.map { "\($0.line) \($0.severity == .error ? "error" : "warning"): \($0.message)" }
    }

    @Test func aMissingPartIsAnErrorAtTheHeading() {
        let found = problems("""
            ## Exercise: Half written
            Build it.

            > Hint: Start small.

            ```swift starter
            struct A {}
            ```
            """)
        #expect(found == ["1 error: exercise 'Half written' has no ```swift checks block",
                          "1 error: exercise 'Half written' has no ```swift solution block"])
    }

    /// A complete exercise section but for what a test changes: the starter's fence is on line
    /// 6, the checks' on line 10, the first probe's on line 14.
    private func section(_ title: String, checks: String = "check(\"A exists\") { true }", probes: [String] = [],
                         solution: String = "struct A { var b = 1 }") -> String {
        var lines = ["## Exercise: \(title)", "Build it.", "", "> Hint: Start small.", "",
                     "```swift starter", "struct A {}", "```", "", "```swift checks", checks, "```"]
        for probe in probes { lines += ["", "```swift probe", probe, "```"] }
        lines += ["", "```swift solution", solution, "```"]
        return lines.joined(separator: "\n")
    }

    @Test func checksWithoutACheckCallAreAnError() {
        let found = problems(section("Nothing checked", checks: "let a = A()"))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("10 error: the checks block has no check") == true, "\(found)")
    }

    @Test func aStarterThatIsTheSolutionLeavesNothingToDo() {
        let found = problems(section("Already done", solution: "struct   A   {}"))
        #expect(found == ["6 error: the starter is the same as the solution: the learner would have nothing to do"])
    }

    @Test func aProbeMustNameItsErrorAndItsMessage() {
        let found = problems(section("Probed", probes: ["// message: A can still be made\nlet a = A()", "// expect: is inaccessible\nlet a = A()"],
                                     solution: "struct A { private init() {} }"))
        #expect(found.count == 2)
        #expect(found[0].hasPrefix("14 error: a probe needs '// expect:"))
        #expect(found[1].hasPrefix("19 error: a probe needs '// message:"))
    }

    @Test func anUnknownBlockWordAndAMissingHintAreNamed() {
        let found = problems("""
            ## Exercise: Misspelt
            Build it.

            ```swift starer
            struct A {}
            ```
            """)
        #expect(found.contains("4 error: unknown exercise block 'swift starer' (use starter, checks, probe or solution)"))
        #expect(found.contains("1 warning: exercise 'Misspelt' has no hint ('> Hint: …')"))
    }

    @Test func twoExercisesWithOneIdAreAnError() {
        let found = problems(section("Twice") + "\n\n" + section("Twice"))
        #expect(found == ["18 error: duplicate exercise id 'twice' (first at line 1)"])
    }

    @Test func aTranslationKeepsTaskAndHintsAndSharesTheCode() {
        let translated = """
            ## Упражнение: Закройте настройки
            Сделайте `Settings` одиночкой.

            > Hint: Поможет `static let`.

            ```swift starter
            final class Settings {}
            ```
            """
        #expect(problems(translated, translation: true).isEmpty, "a heading with another label is not an exercise without `exercise:`")

        let document = MarkdownDocument(parsing: translated)
        let result = ExerciseParser.parse(ExerciseParser.sections(in: document, label: "Упражнение"), label: "Упражнение",
                                          lessonId: "l", file: "l.ru.md", lineOffset: 0, translation: true)
        #expect(result.exercises.isEmpty, "a translation adds no exercise of its own")
        #expect(result.problems.map(\.message)
            == ["a translation shares its exercises' code with the original: remove this 'swift starter' block"])
        #expect(result.problems.first?.severity == .warning)
        #expect(result.problems.first?.line == 6)
    }

    @Test func exerciseTitlesAndBlockWords() {
        #expect(ExerciseParser.exerciseTitle("Exercise: Build it") == "Build it")
        #expect(ExerciseParser.exerciseTitle("exercise:   Build it ") == "Build it")
        #expect(ExerciseParser.exerciseTitle("Exercises") == nil)
        #expect(ExerciseParser.exerciseTitle("Упражнение: Собрать", label: "Упражнение") == "Собрать")
        #expect(ExerciseParser.part(ofInfo: "swift starter") == .starter)
        #expect(ExerciseParser.part(ofInfo: "swift probe") == .probe)
        #expect(ExerciseParser.part(ofInfo: "swift") == nil)
        #expect(ExerciseParser.part(ofInfo: "swift fails") == nil)
        #expect(ExerciseParser.checkCalls(in: "check(\"a\") { true }\n    check(\"nested\") { true }\nawait check(\"b\") { true }") == 2,
                "only calls at the start of a line count")
    }
}
