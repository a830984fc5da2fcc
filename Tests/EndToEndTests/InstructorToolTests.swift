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
