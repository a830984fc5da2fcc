import Course
import Dispatch
import Foundation
import Localization

/// Checks a learner's file against an exercise: it must compile on its own (Swift 6 mode),
/// then the checks are compiled with it and run, and each must-not-compile probe is
/// type-checked against it and must fail with the error it names. Everything happens in a
/// temporary folder, with time and output limits; the compiles run two at a time.
public struct ExerciseChecker: Sendable {
    /// The `swiftc` to use; nil when none was found, and every check says so.
    public var compiler: String?
    /// How long the learner's program may run; an endless loop ends here.
    public var runSeconds: Double = 5
    /// How long one compile may take.
    public var compileSeconds: Double = 60
    /// Bytes the learner's program may print before it is stopped.
    public var outputLimit = 1 << 20
    /// Compiles at once (the checks' build and the probes).
    public var parallelism = 2

    public init(compiler: String?) {
        self.compiler = compiler
    }

    /// `PATTERN_TUTOR_SWIFTC`, else the first `swiftc` on `PATH`.
    public static func findCompiler(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let chosen = environment["PATTERN_TUTOR_SWIFTC"], !chosen.isEmpty {
            return FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil
        }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    public static var missingCompiler: String {
        localized("checking exercises needs the Swift compiler, and swiftc is not on PATH: install a Swift 6 toolchain (https://www.swift.org/install), or set PATTERN_TUTOR_SWIFTC to its swiftc")
    }

    /// The learner's file as the compiler sees it; diagnostics about it are shown at `displayPath`.
    static let learnerFileName = "Learner.swift"
    static let moduleName = "PatternTutorExercise"

    /// Checks `source` (the learner's file, as read) against `content`.
    public func check(_ source: String, displayPath: String, content: ExerciseContent,
                      cancellation: Subprocess.Cancellation? = nil) -> ExerciseReport {
        guard let compiler else { return .cannotCheck(Self.missingCompiler) }
        let started = DispatchTime.now().uptimeNanoseconds
        let folder = NSTemporaryDirectory() + "pt-exercise-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var report: ExerciseReport
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try write(source, to: folder + "/" + Self.learnerFileName)
            report = try check(in: folder, compiler: compiler, displayPath: displayPath, content: content, cancellation: cancellation)
        } catch {
            report = .cannotCheck("\(error)")
        }
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return report
    }

    private func check(in folder: String, compiler: String, displayPath: String, content: ExerciseContent,
                       cancellation: Subprocess.Cancellation?) throws -> ExerciseReport {
        let learner = folder + "/" + Self.learnerFileName
        let diagnostics = Diagnostics(learnerFile: learner, displayPath: displayPath)
        let alone = try compile(["-typecheck", "-parse-as-library", learner], in: folder, compiler: compiler, cancellation: cancellation)
        if alone.cancelled { return .cannotCheck("cancelled") }
        if alone.timedOut { return .cannotCheck(localized("the compiler did not finish in {0} s", Int(compileSeconds))) }
        let learnerDiagnostics = diagnostics.parse(alone.output + alone.errors).filter { $0.file == displayPath }
        guard alone.succeeded else {
            guard learnerDiagnostics.contains(where: { $0.severity == "error" }) else {
                return .cannotCheck(localized("the compiler failed: {0}", firstLine(alone.errors + alone.output)))
            }
            return ExerciseReport(status: .compileErrors, total: content.checkCount, diagnostics: learnerDiagnostics)
        }

        // The checks' build and run, and each probe, at once over the cores.
        let tasks = content.probes.count + 1
        let results = Slots<Part>(count: tasks)
        let workers = max(1, min(parallelism, tasks))
        let runChecks: @Sendable () throws -> Part = { try self.runChecks(content.checks.text, folder: folder, compiler: compiler, diagnostics: diagnostics,
                                              cancellation: cancellation) }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: tasks, by: workers) {
                do {
                    results[index] = index == 0 ? try runChecks()
                        : try self.probe(content.probes[index - 1], number: index, folder: folder, compiler: compiler,
                                         diagnostics: diagnostics, cancellation: cancellation)
                } catch {
                    results[index] = Part(problem: "\(error)")
                }
            }
        }
        let parts = results.all.map { $0 ?? Part(problem: localized("not run")) }
        if cancellation?.isCancelled == true { return .cannotCheck("cancelled") }
        if let problem = parts.compactMap(\.problem).first { return .cannotCheck(problem) }
        let staticTotal = ExerciseParser.checkCalls(in: content.checks.text)
        let checks = parts[0]
        var report = ExerciseReport(status: .failing, diagnostics: learnerDiagnostics, output: checks.output, checksRan: checks.built)
        report.passed = parts.map(\.passed).reduce(0, +)
        report.total = max(staticTotal, checks.ran) + content.probes.count
        report.failures = parts.flatMap(\.failures)
        report.diagnostics += checks.diagnostics
        if report.diagnostics.contains(where: { $0.severity == "error" }) { report.status = .compileErrors }
        if report.failures.isEmpty, report.passed == report.total, report.status == .failing { report.status = .passed }
        return report
    }

    /// What one part of the check found.
    struct Part: Sendable {
        var passed = 0
        /// Checks that began (a loop may run more than the checks block has calls).
        var ran = 0
        var failures: [ExerciseReport.Failure] = []
        var diagnostics: [ExerciseReport.Diagnostic] = []
        var output = ""
        var problem: String?
        /// The checks compiled with the learner's file (and then ran).
        var built = false
    }

    private func runChecks(_ checks: String, folder: String, compiler: String, diagnostics: Diagnostics,
                           cancellation: Subprocess.Cancellation?) throws -> Part {
        let work = folder + "/checks"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try write(checks, to: work + "/main.swift")
        try write(CheckHarness.source, to: work + "/" + CheckHarness.fileName)
        let program = work + "/checks"
        let build = try compile(["-o", program, folder + "/" + Self.learnerFileName, work + "/" + CheckHarness.fileName, work + "/main.swift"],
                                in: work, compiler: compiler, cancellation: cancellation)
        if build.cancelled { return Part(problem: "cancelled") }
        if build.timedOut { return Part(problem: localized("the compiler did not finish in {0} s", Int(compileSeconds))) }
        guard build.succeeded else { return buildFailure(build, diagnostics: diagnostics) }
        let reportFile = work + "/report"
        let run = try Subprocess(executable: program, arguments: [], directory: work, timeout: runSeconds,
                                 outputLimit: outputLimit, reportFile: reportFile).run(cancellation: cancellation)
        if run.cancelled { return Part(problem: "cancelled") }
        let events = Subprocess.read(reportFile)
        var part = CheckRun.part(events: events, outcome: run, runSeconds: runSeconds, outputLimit: outputLimit)
        part.built = true
        return part
    }

    static var notBuildingWithChecks: String { localized("your file does not build with the checks") }
    static var checksCannotUseYourCode: String {
        localized("the checks cannot use your code: keep the names and types the starter declares")
    }
    static var nameClashWithHarness: String { localized("your file declares a name the checking code needs for itself (check, expect)") }

    /// The learner's file compiled alone, so a failed build is the checks' code not fitting it
    /// (a renamed type, a changed signature) or a clash with the harness's names.
    private func buildFailure(_ build: Subprocess.Outcome, diagnostics: Diagnostics) -> Part {
        let all = diagnostics.parse(build.output + build.errors, keepingOtherFiles: true)
        let errors = all.filter { $0.severity == "error" }
        guard let first = errors.first else { return Part(problem: localized("the compiler failed: {0}", firstLine(build.errors + build.output))) }
        if first.file == diagnostics.displayPath {
            return Part(failures: [.init(message: Self.notBuildingWithChecks, detail: first.message)],
                        diagnostics: errors.filter { $0.file == diagnostics.displayPath })
        }
        if first.file.hasSuffix(CheckHarness.fileName) {
            return Part(failures: [.init(message: Self.nameClashWithHarness, detail: first.message)])
        }
        return Part(failures: [.init(message: Self.checksCannotUseYourCode, detail: first.message)])
    }

    private func probe(_ probe: ExerciseProbe, number: Int, folder: String, compiler: String, diagnostics: Diagnostics,
                       cancellation: Subprocess.Cancellation?) throws -> Part {
        let work = folder + "/probe-\(number)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try write(probe.code.text, to: work + "/main.swift")
        let result = try compile(["-typecheck", folder + "/" + Self.learnerFileName, work + "/main.swift"], in: work, compiler: compiler,
                                 cancellation: cancellation)
        if result.cancelled { return Part(problem: "cancelled") }
        if result.timedOut { return Part(problem: localized("the compiler did not finish in {0} s", Int(compileSeconds))) }
        if result.succeeded { return Part(failures: [.init(message: probe.message)]) }
        let errors = diagnostics.parse(result.output + result.errors, keepingOtherFiles: true)
            .filter { $0.severity == "error" && $0.file.hasSuffix("/main.swift") }
        if errors.contains(where: { $0.message.contains(probe.expected) }) { return Part(passed: 1) }
        let said = errors.first?.message ?? firstLine(result.errors)
        return Part(failures: [.init(message: probe.message, detail: localized("the compiler refused it, but for another reason: {0}", said))])
    }

    /// Swift 6 mode, so data races are the compiler's to find. One frontend for
    /// the whole module (`-wmo`) rather than one per file: a third less time for these small
    /// modules, the same diagnostics.
    static let compilerOptions = ["-swift-version", "6", "-module-name", moduleName, "-diagnostic-style", "llvm", "-wmo"]

    private func compile(_ arguments: [String], in folder: String, compiler: String,
                         cancellation: Subprocess.Cancellation?) throws -> Subprocess.Outcome {
        let common = Self.compilerOptions
        return try Subprocess(executable: compiler, arguments: common + arguments, directory: folder, timeout: compileSeconds,
                              outputLimit: 8 << 20).run(cancellation: cancellation)
    }

    private func write(_ text: String, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw CheckerError(localized("cannot write {0}: {1}", path, String(cString: strerror(errno))))
        }
    }

    private func firstLine(_ text: String) -> String {
        text.split(separator: "\n").first.map(String.init) ?? localized("no output")
    }
}

struct CheckerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The harness's report read back: what passed, what failed, where a crash or a limit struck.
enum CheckRun {
    static func part(events: String, outcome: Subprocess.Outcome, runSeconds: Double, outputLimit: Int) -> ExerciseChecker.Part {
        var part = ExerciseChecker.Part(output: outcome.output)
        var open: (number: Int, message: String)?
        for line in events.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "begin":
                part.ran += 1
                open = (Int(fields[safe: 1] ?? "") ?? part.ran, fields[safe: 2] ?? "")
            case "pass":
                part.passed += 1
                open = nil
            case "fail":
                part.failures.append(.init(message: fields[safe: 2] ?? localized("a check failed"), detail: fields[safe: 3] ?? ""))
                open = nil
            default:
                break
            }
        }
        let during = open.map { $0.message.isEmpty ? localized(" (check {0})", $0.number) : localized(", during the check \"{0}\"", $0.message) } ?? ""
        if outcome.timedOut {
            part.failures.append(.init(message: localized("your program did not finish in {0} s{1}: is there a loop that never ends, or a wait nothing ends?", Int(runSeconds), during)))
        } else if outcome.outputTooLong {
            let limit = outputLimit >= 1 << 20 ? "\(outputLimit >> 20) MB" : "\(outputLimit >> 10) KB"
            part.failures.append(.init(message: localized("your program printed more than {0}{1}, so it was stopped", limit, during)))
        } else if outcome.signal != nil || (outcome.status ?? 0) != 0 {
            let crash = crashLine(outcome.errors) ?? outcome.signal.map { localized("signal {0}", $0) } ?? localized("exit status {0}", outcome.status ?? 0)
            if let open {
                part.failures.append(.init(message: open.message.isEmpty ? localized("check {0} crashed", open.number) : open.message,
                                           detail: localized("your code crashed: {0}", crash)))
            } else {
                part.failures.append(.init(message: localized("the program stopped with an error"), detail: crash))
            }
        }
        return part
    }

    /// The runtime's own line about a crash ("Fatal error: …"), else the last line printed.
    static func crashLine(_ errors: String) -> String? {
        let lines = errors.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let fatal = lines.first { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }
        return (fatal ?? lines.first { !$0.hasPrefix("Stack dump") && !$0.hasPrefix("#") }).map { line in
            // The runtime names the file it compiled; the learner knows theirs.
            line.replacingOccurrences(of: ExerciseChecker.learnerFileName, with: localized("your file"))
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Results written from several threads, each to its own slot.
final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { values[index] } }
        set { lock.withLock { values[index] = newValue } }
    }

    var all: [Value?] { lock.withLock { values } }
}
