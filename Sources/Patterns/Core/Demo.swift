/// The families the course groups its patterns into, in teaching order.
public enum PatternFamily: String, CaseIterable, Sendable {
    case creational, structural, behavioral, communication, architecture, principles

    public var title: String {
        switch self {
        case .creational: "Creational"
        case .structural: "Structural"
        case .behavioral: "Behavioral"
        case .communication: "Communication"
        case .architecture: "Architecture"
        case .principles: "Principles"
        }
    }
}

/// One command a demo understands, described well enough for `help` and for checking a
/// typed line before the demo sees it.
public struct DemoCommand: Sendable, Equatable {
    public let name: String
    /// How the arguments are written in help, e.g. `<text>` or `[n]`.
    public let usage: String
    public let help: String
    /// How many positional words the command takes.
    public let arguments: ClosedRange<Int>
    /// Flags it accepts, without the leading `--`.
    public let flags: [String]

    public init(_ name: String, _ usage: String = "", arguments: ClosedRange<Int> = 0...0,
                flags: [String] = [], help: String) {
        self.name = name
        self.usage = usage
        self.help = help
        self.arguments = arguments
        self.flags = flags
    }

    /// `name usage`, as shown in help and error messages.
    public var synopsis: String { usage.isEmpty ? name : "\(name) \(usage)" }
}

/// One step of a demo's guided tour: a command and why it is worth typing.
public struct TourStep: Sendable, Equatable {
    public let command: String
    public let note: String

    public init(_ command: String, _ note: String) {
        self.command = command
        self.note = note
    }
}

/// What the app shows about a demo before it runs.
public struct DemoInfo: Sendable {
    /// The live-run id lessons name in their `demo:` front matter, e.g. `object-pool`.
    public let id: String
    public let title: String
    public let family: PatternFamily
    /// One paragraph: what the demo models and what to watch for.
    public let summary: String
    public let commands: [DemoCommand]
    /// A few steps that show the pattern's point; `tour` runs them from a fresh start.
    public let tour: [TourStep]

    public init(id: String, title: String, family: PatternFamily, summary: String,
                commands: [DemoCommand], tour: [TourStep]) {
        self.id = id
        self.title = title
        self.family = family
        self.summary = summary
        self.commands = commands
        self.tour = tour
    }

    public func command(named name: String) -> DemoCommand? {
        commands.first { $0.name == name }
    }
}

/// A live run of one pattern: a real implementation driven by typed commands.
///
/// A demo only runs its own commands. `help`, `reset`, `state` and `tour` are handled for
/// every demo by `DemoSession`, which also checks a command's name, argument count and flags
/// against `info` before `perform` is called, so `perform` only sees well-formed input.
public protocol Demo: AnyObject {
    static var info: DemoInfo { get }
    /// A fresh start; `reset` makes a new instance.
    init()
    /// Runs one command and returns what happened, one line per event, in order.
    /// Throws `DemoError` when the input makes no sense for the demo's current state.
    func perform(_ input: DemoInput) throws(DemoError) -> [String]
    /// The state panel: a few lines describing the objects right now. Empty if none.
    var statePanel: [String] { get }
    /// What `reset` cannot start again, and why, in lines that fit the trace; empty when a new
    /// instance starts everything anew.
    static var survivesReset: [String] { get }
}

extension Demo {
    public static var survivesReset: [String] { [] }
}

/// Why a command was refused. The message is shown to the learner as is.
public struct DemoError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
