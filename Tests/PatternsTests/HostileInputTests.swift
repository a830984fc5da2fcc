import Patterns
import Testing

/// Every command of every demo, fed the kinds of words a careless or curious learner types.
/// A crash (an overflow, a force unwrap, a runaway recursion) would end the test process;
/// anything else must be a result or a clear refusal, and never a flood of output.
@Suite struct HostileInputTests {
    static let words = [
        "0", "-1", "1", "99999999999999999999", "-9223372036854775808", "9223372036854775807",
        "1e309", "nan", "-0.0", "\"\"", "🍍", "e\u{301}", String(repeating: "x", count: 60),
        "../..", "Ω", "@", "2147483648", "1/0", "((((((((((", "-", "*", "0.0000001", "1e-300",
        "a.b..c", "\\", "%d%n", "\u{202E}abc",
    ]

    static func lines(for command: DemoCommand) -> [String] {
        let count = max(1, min(command.arguments.upperBound, 3))
        var lines = command.arguments.contains(0) ? [command.name] : []
        for word in words {
            lines.append(([command.name] + Array(repeating: word, count: count)).joined(separator: " "))
            lines.append(([command.name] + [word] + Array(repeating: "1", count: count - 1)).joined(separator: " "))
        }
        lines += command.flags.map { "\(command.name) --\($0)" }
        return lines
    }

    @Test(arguments: DemoRegistry.ids)
    func everyCommandSurvivesHostileWords(id: String) throws {
        let demo = try #require(DemoRegistry.demo(id: id))
        let session = DemoSession(demo)
        // The tour first, so commands also meet a demo with things in it.
        session.run("tour")
        for command in demo.info.commands {
            for line in Self.lines(for: command) {
                let outcome = session.run(line)
                if !outcome.succeeded {
                    let error = outcome.entries.last { $0.kind == .error }
                    #expect(error?.text.isEmpty == false, "\(id): '\(line)' was refused without a reason")
                }
                for entry in outcome.entries {
                    #expect(entry.text.count <= 400, "\(id): '\(line)' printed a \(entry.text.count)-character line")
                }
                #expect(outcome.entries.count <= 80, "\(id): '\(line)' printed \(outcome.entries.count) lines")
            }
        }
        #expect(session.statePanel.count <= 20)
    }
}
