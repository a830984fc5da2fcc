import Foundation
import Testing
import Course
import CourseTestSupport
import Exercises
@testable import LessonLint
import MarkdownRendering

/// Where the package's built modules are: next to the binary `make test` names, or the
/// default debug build.
private enum Build {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static var modules: String {
        let environment = ProcessInfo.processInfo.environment
        if let modules = environment["PATTERN_TUTOR_MODULES"], !modules.isEmpty { return modules }
        if let binary = environment["PATTERN_TUTOR_BIN"], !binary.isEmpty {
            return (binary as NSString).deletingLastPathComponent + "/Modules"
        }
        return root + "/.build/debug/Modules"
    }

    static var environment: SnippetCheck.Environment {
        .init(swiftc: ExerciseChecker.findCompiler() ?? "/usr/bin/swiftc", modules: modules, sourceRoot: root)
    }
}

/// A lesson file written for one test.
private func lesson(_ body: String) throws -> String {
    let folder = NSTemporaryDirectory() + "pt-snippets-\(UUID().uuidString)/01-a"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/01-x.md"
    try ("---\ntitle: X\n---\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Suite struct SnippetCheckTests {
    @Test func optionsAfterSwiftChooseHowABlockIsChecked() {
        #expect(SwiftSnippet.mode(forInfo: "swift") == .success(.alone))
        #expect(SwiftSnippet.mode(forInfo: "swift continued") == .success(.continued))
        #expect(SwiftSnippet.mode(forInfo: "swift fails") == .success(.fails))
        #expect(SwiftSnippet.mode(forInfo: "swift from=Sources/A.swift") == .success(.excerpt(path: "Sources/A.swift")))
        #expect(SwiftSnippet.mode(forInfo: "swift contined") == .failure(SnippetOptionError(option: "contined")))
        #expect(SwiftSnippet.mode(forInfo: "swift from=") == .failure(SnippetOptionError(option: "from=")))
        #expect(SwiftSnippet.mode(forInfo: "swift prelude") == .success(.prelude))
        #expect(SwiftSnippet.options(forInfo: "swift continued playground mode=5")
                == .success(.init(mode: .continued, isPlayground: true, languageMode: 5)))
        #expect(SwiftSnippet.options(forInfo: "swift playground") == .success(.init(mode: .alone, isPlayground: true)))
        #expect(SwiftSnippet.options(forInfo: "swift continued fails") == .failure(SnippetOptionError(option: "continued fails")))
        #expect(SwiftSnippet.options(forInfo: "swift mode=7") == .failure(SnippetOptionError(option: "mode=7")))
        #expect(SwiftSnippet.options(forInfo: "swift starter mode=5") == .failure(SnippetOptionError(option: "starter mode=5")))
    }

    /// Playground code shows values by leaving them unused; a prelude's types serve every
    /// block of the lesson and are never shown; `mode=5` compiles in the Swift 5 language mode.
    @Test func playgroundPreludeAndLanguageModeAreHonoured() throws {
        let body = """
            ```swift prelude
            struct User { let name: String }
            ```

            ```swift playground
            let user = User(name: "Ada")
            user.name
            ```

            ```swift
            let other = User(name: "Grace")
            other.name
            ```

            ```swift mode=5
            var counter = 0
            func bump() { counter += 1 }
            bump()
            ```

            ```swift
            var total = 0
            func add() { total += 1 }
            add()
            ```
            """
        let path = try lesson(body)
        let problems = SnippetCheck.check(lessonFiles: [path], environment: Build.environment)
        #expect(problems.map(\.line) == [15, 26], "\(problems.map(\.description))")
        #expect(problems.first?.message.hasPrefix("swift block compiles with a warning: expression of type 'String' is unused") == true)
        #expect(problems.last?.message.hasPrefix("swift block does not compile: main actor-isolated var 'total'") == true)
        #expect(problems.allSatisfy { $0.rule == .swiftCompile })
        // The prelude is the lesson's own business: the reader never shows it.
        let shown = MarkdownRenderer().render(markdown: body, width: 60).map(\.text).joined(separator: "\n")
        #expect(!shown.contains("struct User"))
        #expect(shown.contains("let user = User(name: \"Ada\")"))
    }

    @Test func anErrorInAPreludeIsSaidOnce() throws {
        let path = try lesson("```swift prelude\nlet broken: Int = \"x\"\n```\n\n```swift\nprint(1)\n```\n\n```swift\nprint(2)\n```\n")
        let problems = SnippetCheck.check(lessonFiles: [path], environment: Build.environment)
        #expect(problems.map(\.line) == [5])
    }

    @Test func continuedBlocksAreCheckedWithTheBlockTheyContinue() throws {
        let path = try lesson("""
            ```swift
            protocol Shape { var area: Double { get } }
            ```

            ```swift continued
            struct Square: Shape { var side: Double; var area: Double { side * side } }
            ```

            ```swift fails
            let x: Int = "no"
            ```

            ```swift continued
            print(Square(side: 2).area)
            ```

            ```swift
            print(1)
            ```
            """)
        let snippets = SnippetCheck.snippets(inLessonAt: path)
        #expect(snippets.map(\.line) == [4, 8, 12, 16, 20])
        let units = SnippetCheck.units(for: snippets)
        #expect(units.map { $0.snippets.map(\.line) } == [[12], [4, 8, 16], [20]])
        #expect(units.map(\.mustFail) == [true, false, false])
        // Line 3 of the joined source is the third block's first line, in the lesson's line 17.
        #expect(units[1].lessonLine(ofSourceLine: 3) == (path, 17))
        #expect(SnippetCheck.check(lessonFiles: [path], environment: Build.environment).isEmpty)
    }

    @Test func compileErrorsAreReportedAtTheLessonLineAndFailsBlocksMustFail() throws {
        let path = try lesson("""
            Text.

            ```swift
            let a = 1
            let b: String = a
            ```

            ```swift fails
            let fine = 2
            print(fine)
            ```

            ```swift continued
            print(undefinedName)
            ```
            """)
        let problems = SnippetCheck.check(lessonFiles: [path], environment: Build.environment)
        #expect(problems.map(\.line) == [8, 11, 17])
        #expect(problems[0].message.contains("cannot convert value of type 'Int' to specified type 'String'"))
        #expect(problems[1].message == "a 'swift fails' block compiled; it should show a compile error")
        #expect(problems[2].message.contains("cannot find 'undefinedName' in scope"))
        #expect(problems[2].column == 7)
    }

    /// Definite initialisation is checked after type-checking; a block that forgets a stored
    /// property must still be caught.
    @Test func errorsFoundAfterTypeCheckingCountToo() throws {
        let path = try lesson("""
            ```swift fails
            final class Person {
                let name: String
                let status: String
                init(name: String, status: String) { self.name = name }
            }
            ```
            """)
        #expect(SnippetCheck.check(lessonFiles: [path], environment: Build.environment).isEmpty)
    }

    @Test func warningsCountAndTheCourseModulesCanBeImported() throws {
        let path = try lesson("""
            ```swift
            import Patterns
            func borrowOne() {
                var pool = Pool(objects: [PooledConnection(number: 1)])
                print(pool)
            }
            ```
            """)
        let problems = SnippetCheck.check(lessonFiles: [path], environment: Build.environment)
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("compiles with a warning: variable 'pool' was never mutated") == true)
    }

    @Test func anExcerptMustBeTheSourceAsWrittenPieceByPiece() throws {
        let root = NSTemporaryDirectory() + "pt-source-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try "struct A {\n    let x = 1\n    let y = 2\n    let z = 3\n}\n".write(toFile: root + "/Sources/A.swift", atomically: true, encoding: .utf8)
        func problem(_ code: String, path: String = "Sources/A.swift") -> CourseProblem? {
            SnippetCheck.excerptProblem(SwiftSnippet(file: "l.md", line: 10, mode: .excerpt(path: path), code: code), sourceRoot: root)
        }
        #expect(problem("struct A {\n    let x = 1\n    // ...\n}\n") == nil)
        #expect(problem("    let y = 2\n    let z = 3\n") == nil)
        #expect(problem("    let z = 3\n    // ...\n    let x = 1\n")?.line == 13, "pieces must keep the source's order")
        #expect(problem("    let y = 3\n")?.message == "this excerpt is not in Sources/A.swift as written (the source changed, or the lines were edited)")
        #expect(problem("struct A {\n", path: "Sources/B.swift")?.message == "from=Sources/B.swift: no such source file")
        #expect(problem("x\n", path: "../etc/passwd")?.message == "from=../etc/passwd: no such source file")
    }

    @Test func lintWarnsAboutAnUnknownOptionAndSkipsParsingFailsBlocks() throws {
        let path = try lesson("```swift contined\nlet a = 1\n```\n\n```swift fails\nlet = \n```\n")
        let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let report = try Linter.lint(directory: folder, liveRuns: [])
        #expect(report.problems.map(\.description) == [
            "\(path):4:1: warning: unknown option 'contined' for a swift block (use one of continued, fails, prelude or from=PATH, with playground and mode=5 or mode=6 if needed; in an exercise, starter, checks, probe or solution alone)",
        ])
    }

    /// The shipped course: every ```swift block compiles against the course's modules,
    /// every excerpt is the source as written, every `fails` block fails.
    @Test func everySwiftBlockOfTheShippedCourseCompiles() throws {
        #expect(FileManager.default.fileExists(atPath: Build.modules + "/Patterns.swiftmodule"),
                "build the package first: no modules in \(Build.modules)")
        let lessons = Build.root + "/Lessons"
        let files = try FileManager.default.subpathsOfDirectory(atPath: lessons)
            .filter { $0.hasSuffix(".md") && !$0.hasSuffix("_section.md") }.sorted().map { lessons + "/" + $0 }
        let perLesson = files.map(SnippetCheck.snippets(inLessonAt:))
        #expect(perLesson.joined().count >= 50)
        let problems = SnippetCheck.check(perLesson: perLesson, environment: Build.environment)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }
}
