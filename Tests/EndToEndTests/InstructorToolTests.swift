import Foundation
import Testing

/// What an instructor is told about a lesson the course skips.
@Suite struct InstructorToolTests {
    @Test func aSkippedLessonSaysWhyToLessonAndShow() throws {
        let course = NSTemporaryDirectory() + "pt-skipped-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: course) }
        try FileManager.default.createDirectory(atPath: course + "/01-a", withIntermediateDirectories: true)
        try "---\ntitle: Good\n---\n## P\n\nText.\n".write(toFile: course + "/01-a/01-good.md", atomically: true, encoding: .utf8)
        try "---\ntitle: [Broken\n---\n## P\n\nText.\n".write(toFile: course + "/01-a/02-singleton.md", atomically: true, encoding: .utf8)
        let state = course + "/state"

        let lesson = try runProcess(Project.binary, ["--plain", "--lessons", course, "--state-dir", state, "lesson", "singleton"])
        #expect(lesson.status == 1)
        #expect(lesson.error.hasPrefix("pattern-tutor: the lesson 'singleton' is skipped for errors:\n  \(course)/01-a/02-singleton.md:"))

        let byId = try runProcess(Project.binary, ["--lessons", course, "show", "singleton"])
        #expect(byId.status == 1)
        #expect(byId.error.contains("the lesson 'singleton' is skipped for errors:"))

        let byFile = try runProcess(Project.binary, ["show", course + "/01-a/02-singleton.md", "--plain"])
        #expect(byFile.status == 1)
        #expect(byFile.output.contains("Text."), "the broken lesson is still shown to its author")
        #expect(byFile.error.contains("the course skips this lesson for errors:\n  \(course)/01-a/02-singleton.md:"))

        let readme = try runProcess(Project.binary, ["show", Project.root.appendingPathComponent("README.md").path, "--plain"])
        #expect(readme.status == 0)
    }
}

/// Issue 24's must-holds, end to end: lint of one file, `lint --compile` from an installed
/// pattern-tutor on a course outside the repository, and the class report.
@Suite struct InstructorToolkitTests {
    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func lintOfOneFileReportsItsSlipsWithRuleIds() throws {
        let course = NSTemporaryDirectory() + "pt-lintfile-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: course) }
        try write("---\nid: a\ntitle: A\n---\n## Page\n\nText.\n\n## Quizz\n\n### Which?\n\n- [x] A\n- [ ] B\n", to: course + "/01-a/01-a.md")
        try write("---\nid: b\ntitle: B\n---\n## Page\n\n[gone](03-c.md)\n", to: course + "/01-a/02-b.md")
        let one = try runProcess(Project.binary, ["lint", course + "/01-a/01-a.md"])
        #expect(one.status == 1)
        #expect(one.output == "\(course)/01-a/01-a.md:9:1: error: '## Quizz' is not the quiz heading, so its questions would show as a page, answers and all: write '## Quiz' [quiz-heading]\nlint: 1 error, 0 warnings in 1 file\n")
        let both = try runProcess(Project.binary, ["lint", course + "/01-a/01-a.md", course + "/01-a/02-b.md", "--format", "json"])
        #expect(both.output.contains("\"rule\" : \"link-target\""))
        #expect(both.output.contains("\"files\" : 2"))
    }

    @Test func lintCompileWorksFromAnInstalledTutorOnAnOutsideCourse() throws {
        let prefix = NSTemporaryDirectory() + "pt-prefix-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        // The layout `make install PREFIX=…` makes: the binary, and the course modules beside the lessons.
        let built = (Project.binary as NSString).deletingLastPathComponent + "/Modules"
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/share/pattern-tutor/Modules", withIntermediateDirectories: true)
        // A hard link, not a copy: a file just written may still be open in a process another
        // test forks meanwhile, and running it fails ("text file busy").
        try FileManager.default.linkItem(atPath: Project.binary, toPath: prefix + "/bin/pattern-tutor")
        for module in ["Patterns", "ShapeGame", "Animation", "TextMatching", "Localization"] {
            try FileManager.default.copyItem(atPath: "\(built)/\(module).swiftmodule",
                                             toPath: "\(prefix)/share/pattern-tutor/Modules/\(module).swiftmodule")
        }
        let course = prefix + "/elsewhere/my-course"
        try write("""
            ---
            id: values
            title: Values
            ---
            ## Values

            ```swift playground
            let total = 2 + 3
            total
            ```

            ```swift
            import Patterns
            let pool = Pool(objects: [PooledConnection(number: 1)])
            print(pool)
            let count: Int = "three"
            ```
            """, to: course + "/01-basics/01-values.md")
        let result = try runProcess(prefix + "/bin/pattern-tutor", ["lint", "--compile", course], environment: ["PATTERN_TUTOR_MODULES": ""])
        #expect(result.status == 1)
        #expect(result.output == "\(course)/01-basics/01-values.md:16:18: error: swift block does not compile: cannot convert value of type 'String' to specified type 'Int' [swift-compile]\nlint: 1 error, 0 warnings in 1 file\n")
        #expect(result.error.isEmpty, "the modules were found beside the binary: \(result.error)")
    }

    @Test func reportOnThreeExportsPutsTheMostMissedQuestionFirst() throws {
        let folder = NSTemporaryDirectory() + "pt-report-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func export(_ answers: [(question: String, correct: Bool)]) -> String {
            let entries = answers.enumerated().map { index, answer in
                """
                {"questionId": "\(answer.question)", "lessonId": "observer", "given": "x", "correct": \(answer.correct), \
                "helped": false, "answeredAt": "2026-11-0\(index + 1)T10:00:00.000Z"}
                """
            }
            return "{\"version\": 1, \"course\": \"class-course\", \"pagesSeen\": [{\"lessonId\": \"observer\", \"page\": 0, "
                + "\"seenAt\": \"2026-11-01T09:00:00.000Z\"}], \"answers\": [\(entries.joined(separator: ","))]}"
        }
        try write(export([("observer/push", true), ("observer/leak", false)]), to: folder + "/ada.json")
        try write(export([("observer/push", false), ("observer/leak", false)]), to: folder + "/grace.json")
        try write(export([("observer/push", true), ("observer/leak", true)]), to: folder + "/linus.json")
        let result = try runProcess(Project.binary, ["report", folder])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Class report for the course 'class-course': 3 learners")
        let header = try #require(lines.firstIndex { $0.hasPrefix("Question (most missed first)") })
        #expect(lines[header + 1].hasPrefix("observer/leak"))
        #expect(lines[header + 1].contains("2 (67%)"))
        #expect(lines[header + 2].hasPrefix("observer/push"))
        let csv = try runProcess(Project.binary, ["report", folder + "/ada.json", folder + "/grace.json", "--format", "csv"])
        #expect(csv.output.split(separator: "\n").dropFirst(2).first == "question,observer/leak,observer,observer/leak,2,,,,,2,1.000,0,,")
        try write("not json", to: folder + "/broken.json")
        let withBroken = try runProcess(Project.binary, ["report", folder])
        #expect(withBroken.status == 0)
        #expect(withBroken.error.contains("broken.json is left out: not a PatternTutor progress file"))
    }
}
