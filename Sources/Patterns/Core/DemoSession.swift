import TextMatching

/// One line of a demo's trace.
public struct TraceEntry: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The command as typed.
        case command
        /// Something the pattern did.
        case event
        /// The tour's explanation of the next step, or help text.
        case note
        /// A refused command.
        case error
    }

    public let kind: Kind
    public let text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// The entry as one line of plain text: `› cmd`, `  event`, `# note`, `! error`.
    public var plainText: String {
        switch kind {
        case .command: "› " + text
        case .event: "  " + text
        case .note: "# " + text
        case .error: "! " + text
        }
    }
}

/// What one typed line produced.
public struct DemoOutcome: Sendable, Equatable {
    public let entries: [TraceEntry]
    public let succeeded: Bool
}

/// Drives one demo: checks typed lines against its commands, runs them, keeps the trace,
/// and adds the commands every demo shares (`help`, `reset`, `state`, `tour`).
///
/// Not thread-safe: one session belongs to one screen or one script run.
public final class DemoSession {
    public static let sharedCommands: [DemoCommand] = [
        DemoCommand("help", "[command]", arguments: 0...1, help: "list the commands, or explain one"),
        DemoCommand("reset", help: "start again from a fresh demo"),
        DemoCommand("state", help: "print the state panel into the trace"),
        DemoCommand("tour", help: "start again and run the guided tour, step by step"),
    ]

    public let info: DemoInfo
    public private(set) var trace: [TraceEntry] = []
    private let demoType: any Demo.Type
    private var demo: any Demo

    public init(_ demoType: any Demo.Type) {
        self.demoType = demoType
        self.info = demoType.info
        self.demo = demoType.init()
    }

    /// Every command the learner can type here: the demo's own, then the shared ones.
    public var allCommands: [DemoCommand] { info.commands + Self.sharedCommands }

    public var statePanel: [String] { demo.statePanel }

    /// Runs one typed line and appends what happened to the trace. Blank lines do nothing.
    @discardableResult
    public func run(_ line: String) -> DemoOutcome {
        guard let input = DemoInput(parsing: line) else { return DemoOutcome(entries: [], succeeded: true) }
        var entries = [TraceEntry(.command, line.trimmingWhitespace)]
        let succeeded = execute(input, into: &entries)
        trace += entries
        return DemoOutcome(entries: entries, succeeded: succeeded)
    }

    /// Runs commands separated by `;` or new lines, stopping at the first refused one.
    @discardableResult
    public func runScript(_ script: String) -> DemoOutcome {
        var entries: [TraceEntry] = []
        for line in Self.scriptLines(script) {
            let outcome = run(line)
            entries += outcome.entries
            if !outcome.succeeded { return DemoOutcome(entries: entries, succeeded: false) }
        }
        return DemoOutcome(entries: entries, succeeded: true)
    }

    /// Empties the trace without touching the demo, e.g. when the screen is cleared.
    public func clearTrace() { trace.removeAll() }

    static func scriptLines(_ script: String) -> [String] {
        script.split(whereSeparator: { $0 == ";" || $0 == "\n" })
            .map { String($0).trimmingWhitespace }
            .filter { !$0.isEmpty }
    }

    private func execute(_ input: DemoInput, into entries: inout [TraceEntry]) -> Bool {
        guard let command = allCommands.first(where: { $0.name == input.name }) else {
            entries.append(TraceEntry(.error, unknownCommandMessage(input.name)))
            return false
        }
        if let problem = Self.problem(with: input, for: command) {
            entries.append(TraceEntry(.error, problem))
            return false
        }
        switch input.name {
        case "help":
            entries += help(for: input.word(0))
            return input.word(0).map { name in allCommands.contains { $0.name == name } } ?? true
        case "reset":
            demo = demoType.init()
            entries.append(TraceEntry(.event, "started again from a fresh \(info.title) demo"))
            return true
        case "state":
            let panel = demo.statePanel
            entries += (panel.isEmpty ? ["(this demo has no state panel)"] : panel).map { TraceEntry(.event, $0) }
            return true
        case "tour":
            return runTour(into: &entries)
        default:
            do {
                entries += try demo.perform(input).map { TraceEntry(.event, $0) }
                return true
            } catch {
                entries.append(TraceEntry(.error, error.message))
                return false
            }
        }
    }

    private func runTour(into entries: inout [TraceEntry]) -> Bool {
        demo = demoType.init()
        entries.append(TraceEntry(.note, "Tour of \(info.title): \(info.tour.count) steps from a fresh start."))
        for (index, step) in info.tour.enumerated() {
            entries.append(TraceEntry(.note, "\(index + 1). \(step.note)"))
            entries.append(TraceEntry(.command, step.command))
            guard let input = DemoInput(parsing: step.command), execute(input, into: &entries) else { return false }
        }
        entries.append(TraceEntry(.note, "End of the tour. Type commands of your own, or `help`."))
        return true
    }

    static func problem(with input: DemoInput, for command: DemoCommand) -> String? {
        if let flag = input.flags.sorted().first(where: { !command.flags.contains($0) }) {
            let accepted = command.flags.map { "--" + $0 }.joined(separator: ", ")
            return command.flags.isEmpty
                ? "\(command.name) takes no --\(flag); usage: \(command.synopsis)"
                : "\(command.name) has no --\(flag) (it accepts \(accepted)); usage: \(command.synopsis)"
        }
        let count = input.words.count
        guard !command.arguments.contains(count) else { return nil }
        if count < command.arguments.lowerBound { return "\(command.name) needs more: usage: \(command.synopsis)" }
        return command.arguments.upperBound == 0
            ? "\(command.name) takes no arguments"
            : "\(command.name) takes at most \(command.arguments.upperBound) argument\(command.arguments.upperBound == 1 ? "" : "s"); usage: \(command.synopsis)"
    }

    private func unknownCommandMessage(_ name: String) -> String {
        let names = allCommands.map(\.name)
        let guesses = EditDistance.closest(to: name, among: names, limit: 1)
        let guess = guesses.first.map { "Did you mean '\($0)'? " } ?? ""
        return "unknown command '\(name)'. \(guess)Commands: \(names.joined(separator: ", "))"
    }

    private func help(for name: String?) -> [TraceEntry] {
        if let name {
            guard let command = allCommands.first(where: { $0.name == name }) else {
                return [TraceEntry(.error, unknownCommandMessage(name))]
            }
            return [TraceEntry(.note, "\(command.synopsis) — \(command.help)")]
        }
        let width = allCommands.map(\.synopsis.count).max() ?? 0
        return [TraceEntry(.note, info.summary)] + allCommands.map { command in
            let padding = String(repeating: " ", count: width - command.synopsis.count)
            return TraceEntry(.note, "\(command.synopsis)\(padding)  \(command.help)")
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
