import Course
import Foundation

/// An instructor's check of an exercise, as rustlings' `dev check`: the starter must fail its
/// checks, the reference solution must pass them all (so every probe fails to compile against
/// it with the error it names), and the checks must compile against the starter's
/// declarations, so any correct solution can pass, not only the reference one.
public struct ExerciseVerification: Sendable, Hashable, Codable {
    public var id: String
    public var starter: ExerciseReport
    public var solution: ExerciseReport
    /// Why the exercise does not hold, one reason per line; empty when it does.
    public var problems: [String]
    public var seconds: Double

    public init(id: String, starter: ExerciseReport, solution: ExerciseReport, problems: [String], seconds: Double) {
        self.id = id
        self.starter = starter
        self.solution = solution
        self.problems = problems
        self.seconds = seconds
    }

    public var holds: Bool { problems.isEmpty }

    public var line: String {
        guard holds else { return "FAIL  \(id): " + problems.joined(separator: "; ") }
        return "ok    \(id): starter \(starter.summary); solution \(solution.summary) (\(String(format: "%.1f", solution.seconds)) s)"
    }
}

extension ExerciseChecker {
    public func verify(_ id: String, content: ExerciseContent) -> ExerciseVerification {
        let started = Date()
        let starter = check(content.starter.text, displayPath: "\(id) starter", content: content)
        let solution = check(content.solution.text, displayPath: "\(id) solution", content: content)
        var problems: [String] = []
        switch starter.status {
        case .passed: problems.append("the starter already passes every check")
        case .cannotCheck: problems.append("the starter could not be checked: \(starter.problem ?? "")")
        case .compileErrors, .failing: break
        }
        // A starter whose checks were built and run has shown they compile against it.
        if !starter.checksRan, let names = checksProblem(content) { problems.append(names) }
        switch solution.status {
        case .passed: break
        case .cannotCheck: problems.append("the solution could not be checked: \(solution.problem ?? "")")
        case .compileErrors, .failing:
            problems.append("the solution \(solution.summary): " + (solution.firstProblem ?? ""))
        }
        return ExerciseVerification(id: id, starter: starter, solution: solution, problems: problems,
                                    seconds: Date().timeIntervalSince(started))
    }

    /// The checks type-checked against the starter: an error inside the checks means they use
    /// a name or signature the starter does not declare.
    func checksProblem(_ content: ExerciseContent) -> String? {
        guard let compiler else { return nil }
        let folder = NSTemporaryDirectory() + "pt-verify-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let starter = folder + "/" + Self.learnerFileName
        let harness = folder + "/" + CheckHarness.fileName
        let checks = folder + "/main.swift"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(content.starter.text.utf8).write(to: URL(fileURLWithPath: starter))
            try Data(CheckHarness.source.utf8).write(to: URL(fileURLWithPath: harness))
            try Data(content.checks.text.utf8).write(to: URL(fileURLWithPath: checks))
            let result = try Subprocess(executable: compiler,
                                        arguments: ["-typecheck"] + Self.compilerOptions + [starter, harness, checks],
                                        directory: folder, timeout: compileSeconds).run()
            let inChecks = Diagnostics(learnerFile: starter, displayPath: "starter")
                .parse(result.output + result.errors, keepingOtherFiles: true)
                .filter { $0.severity == "error" && $0.file == checks }
            guard let first = inChecks.first else { return nil }
            return "the checks do not compile against the starter's declarations (lesson line \(content.checks.line + first.line - 1)): \(first.message)"
        } catch {
            return "could not compile the checks against the starter: \(error)"
        }
    }
}
