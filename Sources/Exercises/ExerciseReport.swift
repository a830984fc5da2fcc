import Foundation
import Localization

/// What checking a learner's file found: whether it compiles, which checks pass, what failed
/// in words written for the learner, and the compiler's diagnostics at their file and line.
public struct ExerciseReport: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        /// The learner's file does not compile on its own.
        case compileErrors = "compile-errors"
        /// It compiles; some checks fail.
        case failing
        /// Every check passes.
        case passed
        /// The check itself could not run (no compiler, a full disk): `problem` says why.
        case cannotCheck = "cannot-check"
    }

    public struct Failure: Sendable, Hashable, Codable {
        /// The check's own words: what is wrong.
        public var message: String
        /// What was seen, when the check says (a value, a crash, the compiler's words).
        public var detail: String

        public init(message: String, detail: String = "") {
            self.message = message
            self.detail = detail
        }

        public var text: String { detail.isEmpty ? message : message + " (" + detail + ")" }
    }

    public struct Diagnostic: Sendable, Hashable, Codable {
        public var file: String
        public var line: Int
        public var column: Int
        public var severity: String
        public var message: String
        /// The compiler's excerpt of the line with its caret, as it printed them.
        public var excerpt: [String]

        public init(file: String, line: Int, column: Int, severity: String, message: String, excerpt: [String] = []) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.message = message
            self.excerpt = excerpt
        }

        public var location: String { "\(file):\(line):\(column)" }
    }

    public var status: Status
    public var passed: Int
    public var total: Int
    /// Failed checks, in the order they ran, then failed probes.
    public var failures: [Failure]
    public var diagnostics: [Diagnostic]
    /// What the learner's code printed while the checks ran (cut at 64 KB).
    public var output: String
    /// Why nothing could be checked.
    public var problem: String?
    /// Whether the checks were built with the file and run: false when either does not compile.
    public var checksRan: Bool
    public var seconds: Double

    public init(status: Status, passed: Int = 0, total: Int = 0, failures: [Failure] = [], diagnostics: [Diagnostic] = [],
                output: String = "", problem: String? = nil, checksRan: Bool = false, seconds: Double = 0) {
        self.status = status
        self.passed = passed
        self.total = total
        self.failures = failures
        self.diagnostics = diagnostics
        self.output = output
        self.problem = problem
        self.checksRan = checksRan
        self.seconds = seconds
    }

    public static func cannotCheck(_ problem: String) -> ExerciseReport {
        ExerciseReport(status: .cannotCheck, problem: problem)
    }

    public var errorCount: Int { diagnostics.count { $0.severity == "error" } }

    /// One line: "compile errors (2)", "3 of 5 checks pass", "all 5 checks pass".
    public var summary: String {
        switch status {
        case .compileErrors: localized(count: errorCount, one: "does not compile: {0} error", other: "does not compile: {0} errors")
        case .failing: localized(count: total, one: "{1} of {0} checks pass", other: "{1} of {0} checks pass", passed)
        case .passed: total == 1 ? localized("the check passes") : localized("all {0} checks pass", total)
        case .cannotCheck: localized("not checked: {0}", problem ?? localized("unknown reason"))
        }
    }

    /// The first thing to fix, in words.
    public var firstProblem: String? {
        switch status {
        case .compileErrors: diagnostics.first { $0.severity == "error" }.map { "\($0.location): \($0.message)" }
        case .failing: failures.first?.text
        case .passed: nil
        case .cannotCheck: problem
        }
    }

    /// The report as the command line prints it: the summary, each failure, the diagnostics.
    public var text: String {
        var lines = [summary]
        for failure in failures { lines.append("  ✗ " + failure.text) }
        for diagnostic in diagnostics {
            lines.append("\(diagnostic.location): \(diagnostic.severity): \(diagnostic.message)")
            lines += diagnostic.excerpt
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)).map { $0 + "\n" } ?? "{}\n"
    }
}
