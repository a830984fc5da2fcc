import Foundation
import Markdown
import Testing
import Course
@testable import Exercises

/// The checker's steps with a stand-in compiler, a shell script: the learner's file fails to
/// compile where it says `BROKEN`; a build turns the checks block, which here is shell, into
/// the program that runs; a probe fails with "inaccessible due to 'private'" when the learner's
/// file has a `private init`. The real compiler is used in the end-to-end tests.
@Suite struct ExerciseCheckerTests {
    static let fakeCompiler = #"""
        #!/bin/sh
        out=""; files=""
        while [ $# -gt 0 ]; do
          case "$1" in
            -o) out="$2"; shift ;;
            -swift-version|-module-name|-diagnostic-style) shift ;;
            -*) ;;
            *) files="$files $1" ;;
          esac
          shift
        done
        for file in $files; do
          case "$file" in *Learner.swift)
            line=$(grep -n BROKEN "$file" | head -1 | cut -d: -f1)
            if [ -n "$line" ]; then echo "$file:$line:5: error: cannot find 'BROKEN' in scope" >&2; exit 1; fi
            learner="$file" ;;
          esac
        done
        if [ -n "$out" ]; then
          for file in $files; do main="$file"; done
          { echo '#!/bin/sh'; cat "$main"; } > "$out"; chmod +x "$out"; exit 0
        fi
        for file in $files; do
          case "$file" in */probe-*/main.swift)
            if grep -q "private init" "$learner"; then
              echo "$file:1:9: error: 'init()' is inaccessible due to 'private' protection level" >&2; exit 1
            fi ;;
          esac
        done
        exit 0
        """#

    let folder: String
    let checker: ExerciseChecker

    init() throws {
        folder = NSTemporaryDirectory() + "pt-checker-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let compiler = folder + "/swiftc"
        try Self.writeExecutable(Self.fakeCompiler, to: compiler)
        var checker = ExerciseChecker(compiler: compiler)
        checker.runSeconds = 0.5
        self.checker = checker
    }

    /// Written through a descriptor closed on exec: a program other tests start meanwhile
    /// would otherwise inherit it open for writing, and running the file would fail with
    /// "Text file busy".
    static func writeExecutable(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }

    private func content(checks: String, probeExpects: String = "is inaccessible due to 'private'") -> ExerciseContent {
        let probe = ExerciseProbe(code: ExerciseCode(text: "let second = Settings()\n", line: 1), expected: probeExpects,
                                  message: "anyone can still make a second Settings()")
        return ExerciseContent(task: [], hints: [], starter: ExerciseCode(text: "", line: 1),
                               checks: ExerciseCode(text: checks, line: 1), probes: [probe], solution: ExerciseCode(text: "", line: 1))
    }

    static let twoChecks = #"""
        printf 'begin\t1\tshared is one object\npass\t1\n' >&3
        printf 'begin\t2\ta change is seen everywhere\nfail\t2\ta change is seen everywhere\tvolume was 5\n' >&3
        echo printed by the learner
        """#

    @Test func aFileThatDoesNotCompileIsShownAtTheLearnersPath() {
        let report = checker.check("final class Settings {\n    var volume = 5\n    let x = BROKEN\n}\n",
                                   displayPath: "/home/ann/settings.swift", content: content(checks: Self.twoChecks))
        #expect(report.status == .compileErrors)
        #expect(report.total == 1, "the probe; the shell checks have no check( calls to count")
        #expect(report.diagnostics.map(\.location) == ["/home/ann/settings.swift:3:5"])
        #expect(report.firstProblem == "/home/ann/settings.swift:3:5: cannot find 'BROKEN' in scope")
        #expect(report.summary == "does not compile: 1 error")
        #expect(!report.checksRan)
    }

    @Test func checksAndProbesAreCountedTogether() {
        let report = checker.check("final class Settings { private init() {} }\n", displayPath: "s.swift", content: content(checks: Self.twoChecks))
        #expect(report.status == .failing)
        #expect(report.passed == 2, "the first check and the probe")
        #expect(report.total == 3)
        #expect(report.failures == [.init(message: "a change is seen everywhere", detail: "volume was 5")])
        #expect(report.output == "printed by the learner\n")
        #expect(report.summary == "2 of 3 checks pass")
    }

    @Test func everyCheckPassing() {
        let checks = #"printf 'begin\t1\tshared is one object\npass\t1\n' >&3"#
        let report = checker.check("final class Settings { private init() {} }\n", displayPath: "s.swift", content: content(checks: checks))
        #expect(report.status == .passed)
        #expect(report.summary == "all 2 checks pass")
        #expect(report.firstProblem == nil)
        #expect(report.checksRan)
    }

    @Test func aProbeThatCompilesTellsTheLearnerWhatTheirCodeStillAllows() {
        let checks = #"printf 'begin\t1\tshared\npass\t1\n' >&3"#
        let report = checker.check("final class Settings { init() {} }\n", displayPath: "s.swift", content: content(checks: checks))
        #expect(report.status == .failing)
        #expect(report.failures == [.init(message: "anyone can still make a second Settings()")])
    }

    @Test func aProbeCountsOnlyWithTheErrorItNames() {
        let checks = #"printf 'begin\t1\tshared\npass\t1\n' >&3"#
        let report = checker.check("final class Settings { private init() {} }\n", displayPath: "s.swift",
                                   content: content(checks: checks, probeExpects: "cannot be constructed"))
        #expect(report.status == .failing)
        #expect(report.failures.first?.detail
            == "the compiler refused it, but for another reason: 'init()' is inaccessible due to 'private' protection level")
    }

    @Test func anEndlessLoopEndsAtTheTimeLimit() {
        let checks = "printf 'begin\\t1\\twaits for nothing\\n' >&3\nsleep 30"
        let report = checker.check("final class Settings { private init() {} }\n", displayPath: "s.swift", content: content(checks: checks))
        #expect(report.status == .failing)
        #expect(report.failures.first?.message.hasPrefix("your program did not finish in 0 s, during the check \"waits for nothing\"") == true)
        #expect(report.seconds < 10)
    }

    @Test func noCompilerSaysWhatToInstall() {
        let report = ExerciseChecker(compiler: nil).check("", displayPath: "s.swift", content: content(checks: ""))
        #expect(report.status == .cannotCheck)
        #expect(report.summary.contains("swiftc is not on PATH"))
        #expect(report.summary.contains("install a Swift 6 toolchain"))
    }

    @Test func theCompilerIsFoundOnPathOrNamed() {
        let compiler = folder + "/swiftc"
        #expect(ExerciseChecker.findCompiler(in: ["PATH": "/nonexistent:" + folder]) == compiler)
        #expect(ExerciseChecker.findCompiler(in: ["PATH": "/nonexistent"]) == nil)
        #expect(ExerciseChecker.findCompiler(in: ["PATTERN_TUTOR_SWIFTC": compiler, "PATH": "/nonexistent"]) == compiler)
        #expect(ExerciseChecker.findCompiler(in: ["PATTERN_TUTOR_SWIFTC": folder + "/missing", "PATH": folder]) == nil,
                "a named compiler that is not there is not silently replaced")
    }

    @Test func theReportReadsBackFromJSON() throws {
        let report = checker.check("final class Settings { private init() {} }\n", displayPath: "s.swift", content: content(checks: Self.twoChecks))
        let decoded = try JSONDecoder().decode(ExerciseReport.self, from: Data(report.json.utf8))
        #expect(decoded.status == report.status)
        #expect(decoded.failures == report.failures)
        #expect(report.json.contains("\"status\" : \"failing\""))
        #expect(report.text.hasPrefix("2 of 3 checks pass\n  ✗ a change is seen everywhere (volume was 5)\n"))
    }
}
