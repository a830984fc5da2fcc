import Testing
@testable import Exercises

@Suite struct DiagnosticsTests {
    let diagnostics = Diagnostics(learnerFile: "/tmp/pt-exercise-1/Learner.swift",
                                  displayPath: "/home/ann/pattern-tutor/exercises/02-creational/singleton-settings.swift")

    static let compilerOutput = """
        /tmp/pt-exercise-1/Learner.swift:3:16: error: cannot find 'volum' in scope
            return volum
                   ^~~~~
        /tmp/pt-exercise-1/Learner.swift:1:7: note: 'Settings' declared here
        final class Settings {
              ^
        /tmp/pt-exercise-1/checks/main.swift:2:5: error: 'init()' is inaccessible due to 'private' protection level
        let s = Settings()
            ^
        /tmp/pt-exercise-1/checks/main.swift:4:1: note: something about the checks
        Stack dump: not a diagnostic
        """

    @Test func theLearnersFileIsNamedAsTheyKnowIt() {
        let found = diagnostics.parse(Self.compilerOutput)
        #expect(found.count == 2, "only diagnostics about the learner's file, its notes included")
        #expect(found[0].location == "/home/ann/pattern-tutor/exercises/02-creational/singleton-settings.swift:3:16")
        #expect(found[0].severity == "error")
        #expect(found[0].message == "cannot find 'volum' in scope")
        #expect(found[0].excerpt == ["    return volum", "           ^~~~~"])
        #expect(found[1].severity == "note")
        #expect(found[1].line == 1)
    }

    @Test func otherFilesErrorsAreKeptOnRequestButNotTheirNotes() {
        let found = diagnostics.parse(Self.compilerOutput, keepingOtherFiles: true)
        #expect(found.map(\.severity) == ["error", "note", "error"])
        #expect(found[2].file == "/tmp/pt-exercise-1/checks/main.swift")
        #expect(found[2].excerpt == ["let s = Settings()", "    ^"], "the stray lines after a skipped note are not appended")
    }

    @Test func aHeaderNeedsALineAndAColumn() {
        #expect(Diagnostics.header("a.swift:12:3: warning: unused") == .init(file: "a.swift", line: 12, column: 3, severity: "warning",
                                                                             message: "unused"))
        #expect(Diagnostics.header("C:/odd:path/a.swift:1:2: error: x")?.file == "C:/odd:path/a.swift")
        #expect(Diagnostics.header("error: no input files") == nil)
        #expect(Diagnostics.header("a.swift:x:3: error: y") == nil)
    }
}
