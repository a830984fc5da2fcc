import Foundation
import GoldenFiles
import Testing

/// `pattern-tutor exercise` with the real `swiftc`: the course checks itself (every starter
/// fails, every solution passes, every probe fails with its error), wrong solutions written
/// by someone else fail with messages that name the mistake, limits hold, and the screen
/// re-checks a file saved from another window.
@Suite(.serialized) struct ExerciseCommandTests {
    /// One state folder for the suite's headless runs, so the course index is built once and
    /// not by each of its hundred runs (ten seconds each in a debug build); `--check` and
    /// `--verify` record no progress, so the runs cannot see each other's.
    private static let state = NSTemporaryDirectory() + "pt-exercise-state-\(UUID().uuidString)"

    private func tutor(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
        try runProcess(Project.binary, ["--lessons", Project.shippedLessons] + arguments,
                       environment: ["PATTERN_TUTOR_STATE": Self.state].merging(environment) { $1 }, timeout: 600)
    }

    private var exerciseIds: [String] {
        get throws {
            let list = try tutor(["exercise", "--list"])
            return list.output.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        }
    }

    private func file(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "pt-learner-\(UUID().uuidString).swift"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func everyLessonWithALiveRunHasAnExerciseAndTheListSaysSo() throws {
        let list = try tutor(["exercise", "--list"])
        #expect(list.status == 0, "\(list.error)")
        let lines = list.output.split(separator: "\n").map(String.init)
        #expect(lines.count >= 55, "\(lines.count) exercises")
        #expect(lines.allSatisfy { $0.hasSuffix("(not done)") || $0.hasSuffix("(done)") })
        let lessons = Set(lines.compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) })
        // Every lesson whose front matter names a live run.
        let withDemo = try FileManager.default.subpathsOfDirectory(atPath: Project.shippedLessons).filter { $0.hasSuffix(".md") }
            .compactMap { path -> String? in
                let text = try String(contentsOfFile: Project.shippedLessons + "/" + path, encoding: .utf8)
                guard text.contains("\ndemo:") else { return nil }
                return text.split(separator: "\n").first { $0.hasPrefix("id: ") }.map { String($0.dropFirst(4)) }
            }
        #expect(withDemo.count >= 55)
        #expect(Set(withDemo).subtracting(lessons).isEmpty, "lessons with a live run but no exercise: \(Set(withDemo).subtracting(lessons).sorted())")
    }

    /// rustlings' `dev check`: over both cores, every exercise of the course.
    @Test func theCourseChecksItself() throws {
        let result = try tutor(["exercise", "--verify", "--json"])
        struct Verification: Decodable {
            struct Report: Decodable { let status: String; let passed: Int; let total: Int }
            let id: String
            let starter: Report
            let solution: Report
            let problems: [String]
        }
        let all = try JSONDecoder().decode([Verification].self, from: Data(result.output.utf8))
        #expect(all.count >= 55)
        for verification in all {
            #expect(verification.problems.isEmpty, "\(verification.id): \(verification.problems)")
            #expect(verification.starter.status != "passed", "\(verification.id)'s starter passes")
            #expect(verification.solution.status == "passed", "\(verification.id)'s solution: \(verification.solution.status)")
            #expect(verification.solution.total >= 3, "\(verification.id) has \(verification.solution.total) checks")
        }
        #expect(result.status == (all.allSatisfy { $0.problems.isEmpty } ? 0 : 1))
    }

    @Test func theStarterFailsAndTheSolutionPassesThroughTheCommandLine() throws {
        for id in try exerciseIds.prefix(3) {
            let starter = try file(try tutor(["exercise", id, "--starter"]).output)
            let failing = try tutor(["exercise", id, "--check", starter])
            #expect(failing.status == 1, "\(id): \(failing.output)")
            #expect(failing.output.contains("✗") || failing.output.contains("does not compile"))
            let solution = try file(try tutor(["exercise", id, "--solution"]).output)
            let passing = try tutor(["exercise", id, "--check", solution])
            #expect(passing.status == 0, "\(id): \(passing.output)")
            #expect(passing.output.hasPrefix("all ") && passing.output.contains("checks pass"))
        }
    }

    /// Each fixture is a mistake a learner makes; its first line names the words the failure must say.
    @Test func wrongSolutionsFailWithAMessageThatNamesTheMistake() throws {
        let folder = Project.root.appendingPathComponent("Tests/EndToEndTests/Fixtures/exercises/wrong").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 55)
        let results = Results(count: files.count)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for index in stride(from: worker, to: files.count, by: 2) {
                let path = folder + "/" + files[index]
                let id = String(files[index].dropLast(6))
                results.set(index, (id, try? String(contentsOfFile: path, encoding: .utf8),
                                    try? runProcess(Project.binary, ["--lessons", Project.shippedLessons, "exercise", id, "--check", path],
                                                    environment: ["PATTERN_TUTOR_STATE": Self.state], timeout: 120)))
            }
        }
        for (id, text, result) in results.all {
            let expected = text?.split(separator: "\n").first.flatMap { line -> String? in
                let marker = "// expect-failure:"
                return line.hasPrefix(marker) ? line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces) : nil
            }
            guard let expected, let result else {
                Issue.record("\(id): no '// expect-failure:' line, or it did not run")
                continue
            }
            #expect(result.status == 1, "\(id): \(result.output)")
            #expect(!result.output.contains("does not compile"), "\(id): a wrong solution should compile and fail a check")
            #expect(result.output.contains(expected), "\(id) should say '\(expected)':\n\(result.output)")
        }
    }

    @Test func aSingletonWithAPublicInitialiserIsCaughtByTheProbe() throws {
        let solution = try tutor(["exercise", "singleton-settings", "--solution"]).output
        let wrong = try file(solution.replacingOccurrences(of: "private init() {}", with: "init() {}"))
        let result = try tutor(["exercise", "singleton-settings", "--check", wrong, "--json"])
        #expect(result.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(report?["status"] as? String == "failing")
        #expect(report?["passed"] as? Int == 3)
        let failures = report?["failures"] as? [[String: Any]]
        #expect((failures?.first?["message"] as? String)?.contains("make the initialiser private") == true)
    }

    @Test func compileErrorsPointAtTheLearnersFileAndLine() throws {
        let wrong = try file("final class AppSettings {\n    static let shared = AppSettings()\n    let theme: Strin = \"light\"\n}\n")
        let result = try tutor(["exercise", "singleton-settings", "--check", wrong])
        #expect(result.status == 1)
        #expect(result.output.contains("does not compile"))
        #expect(result.output.contains("\(wrong):3:16: error: cannot find type 'Strin' in scope"), "\(result.output)")
        #expect(!result.output.contains("Learner.swift") && !result.output.contains("pt-exercise-"))
    }

    @Test func anEndlessLoopEndsWithATimeLimitAndAFloodWithAnOutputLimit() throws {
        let solution = try tutor(["exercise", "singleton-settings", "--solution"]).output
        let looping = try file(solution.replacingOccurrences(of: "private init() {}", with: "private init() { while true {} }"))
        let timed = try tutor(["exercise", "singleton-settings", "--check", looping])
        #expect(timed.status == 1)
        #expect(timed.output.contains("your program did not finish in 5 s"), "\(timed.output)")
        let flooding = try file(solution.replacingOccurrences(of: "private init() {}",
                                                              with: "private init() { while true { print(\"spam spam spam spam\") } }"))
        let flood = try tutor(["exercise", "singleton-settings", "--check", flooding])
        #expect(flood.status == 1)
        #expect(flood.output.contains("your program printed more than 1 MB"), "\(flood.output)")
    }

    @Test func badUsageAndAMissingCompilerAreClear() throws {
        let unknown = try tutor(["exercise", "singleton-settingz", "--starter"])
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("no exercise 'singleton-settingz' (did you mean singleton-settings?)"))
        let noFile = try tutor(["exercise", "singleton-settings", "--check", "/nonexistent/file.swift"])
        #expect(noFile.status == 64)
        let conflicting = try tutor(["exercise", "--list", "--verify"])
        #expect(conflicting.status == 64)
        let source = try file(try tutor(["exercise", "singleton-settings", "--solution"]).output)
        let missing = try tutor(["exercise", "singleton-settings", "--check", source], environment: ["PATH": "/nonexistent"])
        #expect(missing.status == 1)
        #expect(missing.error.contains("swiftc is not on PATH"), "\(missing.error)")
    }

    @Test func plainModeChecksAndGivesHints() throws {
        let workspace = NSTemporaryDirectory() + "pt-workspace-\(UUID().uuidString)"
        let result = try runProcess(Project.binary, ["--lessons", Project.shippedLessons, "--plain", "exercise", "singleton-settings"],
                                    input: "hint\ncheck\nquit\n",
                                    environment: ["PATTERN_TUTOR_WORKSPACE": workspace, "PATTERN_TUTOR_STATE": Self.state], timeout: 120)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("== Exercise: One settings object for every screen =="))
        #expect(result.output.contains("✗ 0 of 4 checks pass"))
        #expect(result.output.contains("Hint 1 of"))
        #expect(FileManager.default.fileExists(atPath: workspace + "/02-creational/singleton-settings.swift"))
    }

    /// The learner saves from another window; the screen changes with no key pressed. Both
    /// screens, checked by the real compiler, are golden.
    @Test func theScreenChecksAFileSavedFromAnotherWindow() throws {
        // A short path that is the same on every run, so the screens can be compared whole.
        let workspace = NSTemporaryDirectory() + "pt-e2e-workspace"
        try? FileManager.default.removeItem(atPath: workspace)
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        let session = try TmuxSession(command: "\(Project.binary) --lessons \(Project.shippedLessons) exercise singleton-settings",
                                      width: 80, height: 24,
                                      environment: ["PATTERN_TUTOR_WORKSPACE": workspace, "PATTERN_TUTOR_STATE": Self.state])
        defer { session.close() }
        let starter = try session.waitFor("✗ 0 of 4 checks pass", "Your file:", timeout: 60)
        expectGolden(Self.stable(starter, workspace: workspace), named: "exercise-starter-swiftc-80x24")
        let path = workspace + "/02-creational/singleton-settings.swift"
        let solution = try file(try tutor(["exercise", "singleton-settings", "--solution"]).output)
        try session.tmux(["new-window", "-d", "-t", session.name, "cp \(solution) \(path); sleep 30"])
        let done = try session.waitFor("✓ Done: all 4 checks pass", timeout: 60)
        expectGolden(Self.stable(done, workspace: workspace), named: "exercise-done-swiftc-80x24")
        try session.send("q")
    }

    /// The screen with the temporary folder and the check's time named the same on every run.
    private static func stable(_ screen: String, workspace: String) -> String {
        screen.replacingOccurrences(of: workspace, with: "$WORKSPACE")
            .replacingOccurrences(of: #"\(\d+(\.\d+)? s\)"#, with: "(N s)", options: .regularExpression)
    }
}

/// Results written from two threads, each to its own slot.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [(String, String?, CommandResult?)]

    init(count: Int) { slots = Array(repeating: ("", nil, nil), count: count) }

    func set(_ index: Int, _ value: (String, String?, CommandResult?)) {
        lock.withLock { slots[index] = value }
    }

    var all: [(String, String?, CommandResult?)] { lock.withLock { slots } }
}
