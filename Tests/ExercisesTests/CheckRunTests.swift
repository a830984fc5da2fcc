import Testing
@testable import Exercises

/// The harness's report read back, with how the learner's program ended.
@Suite struct CheckRunTests {
    private func outcome(status: Int32? = 0, signal: Int32? = nil, timedOut: Bool = false, outputTooLong: Bool = false,
                         errors: String = "") -> Subprocess.Outcome {
        var outcome = Subprocess.Outcome(status: status, signal: signal, output: "printed", errors: errors, seconds: 0.1)
        outcome.timedOut = timedOut
        outcome.outputTooLong = outputTooLong
        return outcome
    }

    private func part(_ events: [String], _ outcome: Subprocess.Outcome) -> ExerciseChecker.Part {
        CheckRun.part(events: events.joined(separator: "\n") + "\n", outcome: outcome, runSeconds: 5, outputLimit: 1 << 20)
    }

    @Test func passesAndFailuresAreCountedWithTheirWords() {
        let found = part(["begin\t1\tthe pool hands back reset objects", "pass\t1",
                          "begin\t2\tthe pool blocks when empty", "fail\t2\tthe pool blocks when empty\tgot an object from an empty pool"],
                         outcome(status: 0))
        #expect(found.ran == 2)
        #expect(found.passed == 1)
        #expect(found.failures == [.init(message: "the pool blocks when empty", detail: "got an object from an empty pool")])
        #expect(found.output == "printed")
    }

    @Test func anEndlessLoopNamesTheCheckItWasIn() {
        let found = part(["begin\t1\tfirst", "pass\t1", "begin\t2\tthe undo stack empties"], outcome(status: nil, signal: 9, timedOut: true))
        #expect(found.passed == 1)
        #expect(found.failures.map(\.message)
            == ["your program did not finish in 5 s, during the check \"the undo stack empties\": is there a loop that never ends, or a wait nothing ends?"])
    }

    @Test func aFloodOfOutputIsStopped() {
        let found = part([], outcome(status: nil, signal: 9, outputTooLong: true))
        #expect(found.failures.map(\.message) == ["your program printed more than 1 MB, so it was stopped"])
    }

    @Test func aCrashFailsTheCheckItHappenedIn() {
        let errors = """
            Learner.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            Stack dump:
            #0 0x0001
            """
        let found = part(["begin\t1\tthe builder refuses a draft with no recipient"], outcome(status: nil, signal: 4, errors: errors))
        #expect(found.failures == [.init(message: "the builder refuses a draft with no recipient",
                                         detail: "your code crashed: your file:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value")])
    }

    @Test func aCrashOutsideAnyCheckIsStillReported() {
        let found = part(["begin\t1\tone", "pass\t1"], outcome(status: 3))
        #expect(found.failures == [.init(message: "the program stopped with an error", detail: "exit status 3")])
    }
}
