import Localization
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
        DemoCommand("tour", help: "start again and run the guided tour: the pattern's point in a few steps"),
    ]

    public let info: DemoInfo
    public private(set) var trace: [TraceEntry] = []
    private let demoType: any Demo.Type
    private var demo: any Demo

    /// Words the screen around the session answers itself (`exit`, `quit` in the app), named
    /// after the commands when a line is not understood.
    public let hostWords: String?

    /// Whether `tour` goes one step per empty line (a learner at a prompt), rather than all
    /// at once (a script, a snapshot).
    public let stepsTours: Bool
    /// While a stepped tour is under way: the number of the step an empty line runs next.
    public private(set) var nextTourStep: Int?

    public init(_ demoType: any Demo.Type, hostWords: String? = nil, stepsTours: Bool = false) {
        self.demoType = demoType
        self.info = demoType.info
        self.demo = demoType.init()
        self.hostWords = hostWords
        self.stepsTours = stepsTours
    }

    /// Every command the learner can type here: the demo's own, then the shared ones.
    public var allCommands: [DemoCommand] { info.commands + Self.sharedCommands }

    public var statePanel: [String] { demo.statePanel }

    /// Runs one typed line and appends what happened to the trace. Blank lines do nothing.
    /// Longer lines and words are refused before any demo sees them: they would only be
    /// echoed into the trace and the state panel, and a demo need not guard each field.
    public static let maximumLineLength = 240
    public static let maximumWordLength = 60

    @discardableResult
    public func run(_ line: String) -> DemoOutcome {
        guard let input = DemoInput(parsing: line) else {
            guard let step = nextTourStep else { return DemoOutcome(entries: [], succeeded: true) }
            var entries: [TraceEntry] = []
            let succeeded = runTourStep(step, into: &entries)
            trace += entries
            return DemoOutcome(entries: entries, succeeded: succeeded)
        }
        // A command of the learner's own ends a stepped tour.
        nextTourStep = nil
        let trimmed = line.trimmingWhitespace
        var entries = [TraceEntry(.command, DemoInput.shortened(trimmed, to: 100))]
        if let problem = Self.lengthProblem(trimmed, input) {
            entries.append(TraceEntry(.error, problem))
            trace += entries
            return DemoOutcome(entries: entries, succeeded: false)
        }
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
            let kept = demoType.survivesReset
            entries += (kept.isEmpty ? [localized("started again: new objects, nothing kept from before")] : kept.map { localized($0) })
                .map { TraceEntry(.event, $0) }
            return true
        case "state":
            let panel = demo.statePanel
            entries += (panel.isEmpty ? [localized("(this demo has no state panel)")] : panel).map { TraceEntry(.event, $0) }
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
        if stepsTours, !info.tour.isEmpty {
            entries.append(TraceEntry(.note, localized(count: info.tour.count, one: "Tour of {1}: {0} step from a fresh start. An empty line (Enter) runs the next step; a command of your own ends the tour.", other: "Tour of {1}: {0} steps from a fresh start. An empty line (Enter) runs the next step; a command of your own ends the tour.", localized(info.title))))
            return runTourStep(0, into: &entries)
        }
        entries.append(TraceEntry(.note, localized(count: info.tour.count, one: "Tour of {1}: {0} step from a fresh start.",
                                                   other: "Tour of {1}: {0} steps from a fresh start.", localized(info.title))))
        for (index, step) in info.tour.enumerated() {
            entries.append(TraceEntry(.note, "\(index + 1). \(localized(step.note))"))
            entries.append(TraceEntry(.command, step.command))
            guard let input = DemoInput(parsing: step.command), execute(input, into: &entries) else { return false }
        }
        entries.append(TraceEntry(.note, localized("End of the tour. Type commands of your own, or help.")))
        return true
    }

    /// Runs step `index` of a stepped tour: what to notice, the command and what it did.
    private func runTourStep(_ index: Int, into entries: inout [TraceEntry]) -> Bool {
        let step = info.tour[index]
        entries.append(TraceEntry(.note, localized("Step {0} of {1}: {2}", index + 1, info.tour.count, localized(step.note))))
        entries.append(TraceEntry(.command, step.command))
        guard let input = DemoInput(parsing: step.command), execute(input, into: &entries) else {
            nextTourStep = nil
            return false
        }
        if index + 1 < info.tour.count {
            nextTourStep = index + 1
        } else {
            nextTourStep = nil
            entries.append(TraceEntry(.note, localized("End of the tour. Type commands of your own, or help.")))
        }
        return true
    }

    static func lengthProblem(_ line: String, _ input: DemoInput) -> String? {
        if line.count > maximumLineLength {
            return localized("that line has {0} characters; demos take at most {1}", line.count, maximumLineLength)
        }
        if let word = input.words.first(where: { $0.count > maximumWordLength }) {
            return localized("'{0}' is too long: keep each word under {1} characters", DemoInput.shortened(word), maximumWordLength)
        }
        return nil
    }

    static func problem(with input: DemoInput, for command: DemoCommand) -> String? {
        if let flag = input.flags.sorted().first(where: { !command.flags.contains($0) }) {
            let accepted = command.flags.map { "--" + $0 }.joined(separator: ", ")
            return command.flags.isEmpty
                ? localized("{0} has no option --{1}; usage: {2}", command.name, flag, command.synopsis)
                : localized("{0} has no --{1} (it accepts {2}); usage: {3}", command.name, flag, accepted, command.synopsis)
        }
        let count = input.words.count
        guard !command.arguments.contains(count) else { return nil }
        if count < command.arguments.lowerBound { return localized("{0} needs more; usage: {1}", command.name, command.synopsis) }
        // `-w` for `--wait`: a flag typed with one dash arrives as a word.
        if let dashed = input.words.first(where: { $0.hasPrefix("-") && $0.count > 1 && Int($0) == nil }),
           let flag = command.flags.first(where: { $0.hasPrefix(dashed.drop(while: { $0 == "-" }).lowercased()) }) {
            return localized("{0} has no {1}: did you mean --{2}? usage: {3}", command.name, dashed, flag, command.synopsis)
        }
        let maximum = command.arguments.upperBound
        guard maximum > 0 else { return localized("{0} takes no arguments; usage: {1}", command.name, command.synopsis) }
        return localized(count: maximum, one: "{1} takes at most {0} argument; usage: {2}. Words with spaces go in quotes, e.g. \"two words\".",
                         other: "{1} takes at most {0} arguments; usage: {2}. Words with spaces go in quotes, e.g. \"two words\".",
                         command.name, command.synopsis)
    }

    private func unknownCommandMessage(_ name: String) -> String {
        let names = allCommands.map(\.name)
        let guesses = EditDistance.closest(to: name, among: names, limit: 1)
        let commands = names.joined(separator: ", ") + (hostWords.map { "; " + localized($0) } ?? "")
        guard let guess = guesses.first else { return localized("unknown command '{0}'. Commands: {1}", name, commands) }
        return localized("unknown command '{0}'. Did you mean '{1}'? Commands: {2}", name, guess, commands)
    }

    private func help(for name: String?) -> [TraceEntry] {
        if let name {
            guard let command = allCommands.first(where: { $0.name == name }) else {
                return [TraceEntry(.error, unknownCommandMessage(name))]
            }
            return [TraceEntry(.note, "\(command.synopsis) — \(localized(command.help))")]
        }
        // No column padding: the trace pane may be narrow, and a wrapped padded table reads worse
        // than "command — what it does".
        return [TraceEntry(.note, localized(info.summary))] + allCommands.map { command in
            TraceEntry(.note, "\(command.synopsis) — \(localized(command.help))")
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
