import Foundation
import Markdown
import Testing
import Course
@testable import Exercises

@Suite struct ExerciseWorkspaceTests {
    let root = NSTemporaryDirectory() + "pt-workspace-\(UUID().uuidString)"

    private func entry(id: String = "singleton-settings", section: String = "02-creational") -> CourseExercise {
        let content = ExerciseContent(task: [], hints: [], starter: ExerciseCode(text: "", line: 1), checks: ExerciseCode(text: "", line: 1),
                                      probes: [], solution: ExerciseCode(text: "", line: 1))
        return CourseExercise(exercise: Exercise(id: id, title: "T", line: 1, content: content), lessonIndex: 0, lessonId: "singleton",
                              sectionFolder: section)
    }

    private func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func theFileIsUnderItsSection() {
        let workspace = ExerciseWorkspace(root: root)
        #expect(workspace.path(for: entry()) == root + "/02-creational/singleton-settings.swift")
        #expect(workspace.path(for: entry(id: "../../etc/passwd", section: "..")) == root + "/exercise/-..-etc-passwd.swift",
                "an id cannot climb out of the workspace")
    }

    @Test func theStarterNeverOverwritesTheLearnersEdits() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let workspace = ExerciseWorkspace(root: root)
        #expect(try workspace.prepare(entry(), starter: "starter\n"))
        let path = workspace.path(for: entry())
        #expect(read(path) == "starter\n")
        try "my work\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try !workspace.prepare(entry(), starter: "starter\n"))
        #expect(read(path) == "my work\n")
    }

    @Test func aResetKeepsTheOldFileBesideIt() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let workspace = ExerciseWorkspace(root: root)
        try workspace.prepare(entry(), starter: "starter\n")
        let path = workspace.path(for: entry())
        try "my work\n".write(toFile: path, atomically: true, encoding: .utf8)
        try workspace.reset(entry(), starter: "starter\n")
        #expect(read(path) == "starter\n")
        #expect(read(workspace.backupPath(for: entry())) == "my work\n")
    }

    @Test func anUnwritableFolderIsNamedWithTheReason() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        // A file where the section's folder should be.
        try "".write(toFile: root + "/02-creational", atomically: true, encoding: .utf8)
        #expect {
            try ExerciseWorkspace(root: root).prepare(entry(), starter: "starter\n")
        } throws: { error in
            "\(error)".hasPrefix("cannot write \(root)/02-creational/singleton-settings.swift: ")
        }
    }

    @Test func theDefaultRootFollowsTheEnvironment() {
        #expect(ExerciseWorkspace.defaultRoot(environment: ["PATTERN_TUTOR_WORKSPACE": "/srv/ann", "HOME": "/home/ann"]) == "/srv/ann")
        #expect(ExerciseWorkspace.defaultRoot(environment: ["HOME": "/home/ann"]) == "/home/ann/pattern-tutor/exercises")
        #expect(ExerciseWorkspace.defaultRoot(environment: ["PATTERN_TUTOR_WORKSPACE": "", "HOME": "/home/ann"])
            == "/home/ann/pattern-tutor/exercises")
    }
}
