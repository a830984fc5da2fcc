import Foundation
@testable import Patterns
import Testing

/// A tiny demo that counts, to test the session without depending on a real pattern.
private final class CounterDemo: Demo {
    static let info = DemoInfo(
        id: "counter", title: "Counter", family: .behavioral,
        summary: "A counter used to test the demo session: add, and fail on request.",
        commands: [
            DemoCommand("add", "[n] [--twice]", arguments: 0...1, flags: ["twice"], help: "add n (default 1)"),
            DemoCommand("fail", help: "always refused"),
        ],
        tour: [TourStep("add", "one"), TourStep("add 2 --twice", "four more")])
    var total = 0

    func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "add":
            let amount = input.word(0) == nil ? 1 : try input.integer(0, named: "n")
            total += input.has("twice") ? 2 * amount : amount
            return ["total is \(total)"]
        default:
            throw DemoError("refused on purpose")
        }
    }

    var statePanel: [String] { ["total: \(total)"] }
}

@Suite struct DemoSessionTests {
    @Test func parsesWordsQuotesAndFlags() throws {
        let input = try #require(DemoInput(parsing: #"  Do insert "hello world" --wait x "#))
        #expect(input.name == "do")
        #expect(input.words == ["insert", "hello world", "x"])
        #expect(input.flags == ["wait"])
        #expect(DemoInput(parsing: "   ") == nil)
        #expect(DemoInput(parsing: #"say """#)?.words == [""])
    }

    @Test func runsCommandsAndKeepsTheTrace() {
        let session = DemoSession(CounterDemo.self)
        #expect(session.run("add 3").succeeded)
        #expect(session.run("add 1 --twice").succeeded)
        #expect(session.trace.map(\.plainText) == ["› add 3", "  total is 3", "› add 1 --twice", "  total is 5"])
        #expect(session.statePanel == ["total: 5"])
    }

    @Test func refusesUnknownCommandsNamingTheValidOnes() {
        let session = DemoSession(CounterDemo.self)
        let outcome = session.run("ad 2")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.kind == .error)
        let message = outcome.entries.last?.text ?? ""
        #expect(message.contains("unknown command 'ad'"))
        #expect(message.contains("Did you mean 'add'?"))
        #expect(message.contains("add, fail, help, reset, state, tour"))
    }

    @Test func checksArgumentsAndFlagsBeforeTheDemoSeesThem() {
        let session = DemoSession(CounterDemo.self)
        #expect(session.run("add 1 2").entries.last?.text
            == "add takes at most 1 argument; usage: add [n] [--twice]. Words with spaces go in quotes, e.g. \"two words\".")
        #expect(session.run("add 1 -t").entries.last?.text == "add has no -t: did you mean --twice? usage: add [n] [--twice]")
        #expect(session.run("fail 1").entries.last?.text == "fail takes no arguments; usage: fail")
        #expect(session.run("add 99999999999999999999").entries.last?.text == "n is far too large: '99999999999999999999'")
        #expect(session.run("add -99999999999999999999").entries.last?.text == "n is far too small: '-99999999999999999999'")
        #expect(session.run("fail --now").entries.last?.text == "fail has no option --now; usage: fail")
        #expect(session.run("add --thrice").entries.last?.text
            == "add has no --thrice (it accepts --twice); usage: add [n] [--twice]")
        #expect(session.run("add x").entries.last?.text == "n must be a whole number, not 'x'")
        #expect(session.run("fail").entries.last == TraceEntry(.error, "refused on purpose"))
        #expect(session.statePanel == ["total: 0"], "refused commands change nothing")
    }

    @Test func overlongLinesAndWordsAreRefusedBeforeTheDemo() {
        let session = DemoSession(CounterDemo.self)
        let word = String(repeating: "x", count: 61)
        #expect(session.run("add \(word)").entries.last?.text
            == "'xxxxxxxxxxxxxxxxxxxxxxxx…' is too long: keep each word under 60 characters")
        let line = "add " + String(repeating: "1 ", count: 130)
        #expect(session.run(line).entries.last?.text == "that line has \(line.trimmingCharacters(in: .whitespaces).count) characters; demos take at most 240")
        #expect(DemoInput(parsing: "eval 2 --3")?.words == ["2", "--3"])
        #expect(session.statePanel == ["total: 0"])
    }

    @Test func resetStartsAFreshDemo() {
        let session = DemoSession(CounterDemo.self)
        session.run("add 5")
        #expect(session.run("reset").entries.last?.text == "started again: new objects, nothing kept from before")
        #expect(session.statePanel == ["total: 0"])
    }

    @Test func tourStartsFreshAndRunsEveryStep() {
        let session = DemoSession(CounterDemo.self)
        session.run("add 100")
        let outcome = session.run("tour")
        #expect(outcome.succeeded)
        #expect(outcome.entries.filter { $0.kind == .command }.map(\.text) == ["tour", "add", "add 2 --twice"])
        #expect(session.statePanel == ["total: 5"])
    }

    @Test func aSteppedTourRunsOneStepPerEmptyLine() {
        let session = DemoSession(CounterDemo.self, stepsTours: true)
        session.run("add 100")
        let first = session.run("tour")
        #expect(first.entries.filter { $0.kind == .command }.map(\.text) == ["tour", "add"])
        #expect(first.entries.contains { $0.kind == .note && $0.text.hasPrefix("Step 1 of 2: ") })
        #expect(session.nextTourStep == 1)
        #expect(session.statePanel == ["total: 1"])
        let second = session.run("  ")
        #expect(second.entries.filter { $0.kind == .command }.map(\.text) == ["add 2 --twice"])
        #expect(second.entries.first?.text.hasPrefix("Step 2 of 2: ") == true)
        #expect(second.entries.last?.text == "End of the tour. Type commands of your own, or help.")
        #expect(session.nextTourStep == nil)
        #expect(session.statePanel == ["total: 5"])
        #expect(session.run("").entries.isEmpty, "after the tour an empty line does nothing")
    }

    @Test func aCommandOfTheLearnersOwnEndsASteppedTour() {
        let session = DemoSession(CounterDemo.self, stepsTours: true)
        session.run("tour")
        session.run("add 10")
        #expect(session.nextTourStep == nil)
        #expect(session.run("").entries.isEmpty)
        #expect(session.statePanel == ["total: 11"])
    }

    @Test func scriptsStopAtTheFirstRefusedCommand() {
        let session = DemoSession(CounterDemo.self)
        let outcome = session.runScript("add; add 2\nfail; add 10")
        #expect(!outcome.succeeded)
        #expect(session.statePanel == ["total: 3"])
        #expect(outcome.entries.filter { $0.kind == .command }.map(\.text) == ["add", "add 2", "fail"])
    }

    @Test func helpListsEveryCommandAndExplainsOne() {
        let session = DemoSession(CounterDemo.self)
        let lines = session.run("help").entries.map(\.text)
        #expect(lines.contains("add [n] [--twice] — add n (default 1)"))
        #expect(lines.contains { $0.hasPrefix("tour") })
        #expect(session.run("help add").entries.last?.text == "add [n] [--twice] — add n (default 1)")
        #expect(!session.run("help nope").succeeded)
    }
}
