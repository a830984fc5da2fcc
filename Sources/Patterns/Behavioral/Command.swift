import Localization

// The source tutorial's `Command<T>` took `execute(on receiver: AnyObject)`, checked `receiver is T`,
// force-cast it and called `fatalError` on a mismatch: a wrong receiver was a crash at run
// time. Here the receiver is an associated type and the history is generic over it, so
// handing a text command to anything but a text document does not compile.
//
// Cocoa's answer to undo is `UndoManager`, which swift-corelibs-foundation does not have on
// Linux, so `CommandHistory` is our own undo and redo stacks.

/// A request turned into an object: it knows its receiver's type, how to do itself and how
/// to take itself back.
public protocol UndoableCommand<Receiver> {
    associatedtype Receiver: AnyObject
    /// A short description for the history, e.g. `insert "hello"`.
    var title: String { get }
    /// Mutating, because a command remembers what it needs to undo itself (deleted text).
    mutating func execute(on receiver: Receiver) throws(CommandRefusal)
    func undo(on receiver: Receiver)
}

/// Why a command or the history refused to run.
public struct CommandRefusal: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    // Computed, so each refusal speaks the language in force when it is made.
    public static var nothingToUndo: CommandRefusal { CommandRefusal(localized("nothing to undo: the undo stack is empty")) }
    public static var nothingToRedo: CommandRefusal { CommandRefusal(localized("nothing to redo: the redo stack is empty")) }
}

/// The receiver: it knows how to edit text and nothing about commands or undo.
public final class TextDocument {
    public private(set) var text: String

    public init(text: String = "") {
        self.text = text
    }

    func append(_ addition: String) { text += addition }

    /// Removes the last `count` characters and returns them.
    func removeLast(_ count: Int) -> String {
        let removed = String(text.suffix(count))
        text.removeLast(count)
        return removed
    }
}

/// Appends text to the end of the document.
public struct InsertText: UndoableCommand {
    public let addition: String

    public init(_ addition: String) {
        self.addition = addition
    }

    public var title: String { "insert \"\(addition)\"" }

    public func execute(on document: TextDocument) throws(CommandRefusal) {
        guard !addition.isEmpty else { throw CommandRefusal(localized("there is nothing to insert")) }
        document.append(addition)
    }

    public func undo(on document: TextDocument) {
        _ = document.removeLast(addition.count)
    }
}

/// Deletes the last characters; it keeps them so that undo can put them back.
public struct DeleteText: UndoableCommand {
    public let count: Int
    public private(set) var deleted = ""

    public init(count: Int) {
        self.count = count
    }

    public var title: String { deleted.isEmpty ? "delete \(count)" : "delete \(count) (\"\(deleted)\")" }

    public mutating func execute(on document: TextDocument) throws(CommandRefusal) {
        guard count > 0 else { throw CommandRefusal(localized("delete needs a count of at least 1")) }
        guard count <= document.text.count else {
            // The English says "characters" for any length; Russian picks the form by the count.
            let length = document.text.count
            throw CommandRefusal(localized(count: length, one: "can't delete {1}: the text has only {0} characters",
                                           other: "can't delete {1}: the text has only {0} characters", count))
        }
        deleted = document.removeLast(count)
    }

    public func undo(on document: TextDocument) {
        document.append(deleted)
    }
}

/// The invoker: runs commands on one receiver and keeps the undo and redo stacks.
public final class CommandHistory<Receiver: AnyObject> {
    public let receiver: Receiver
    public private(set) var undoStack: [any UndoableCommand<Receiver>] = []
    public private(set) var redoStack: [any UndoableCommand<Receiver>] = []

    public init(receiver: Receiver) {
        self.receiver = receiver
    }

    /// Runs a new command. A refused command is not recorded. A new command clears the redo
    /// stack: the undone commands were made for a text that no longer exists.
    public func perform(_ command: some UndoableCommand<Receiver>) throws(CommandRefusal) {
        var command = command
        try command.execute(on: receiver)
        undoStack.append(command)
        redoStack.removeAll()
    }

    @discardableResult
    public func undo() throws(CommandRefusal) -> any UndoableCommand<Receiver> {
        guard let command = undoStack.popLast() else { throw .nothingToUndo }
        command.undo(on: receiver)
        redoStack.append(command)
        return command
    }

    @discardableResult
    public func redo() throws(CommandRefusal) -> any UndoableCommand<Receiver> {
        guard var command = redoStack.last else { throw .nothingToRedo }
        // Popped only once it has run, so a refused redo stays available.
        try command.execute(on: receiver)
        redoStack.removeLast()
        undoStack.append(command)
        return command
    }
}

public final class CommandDemo: Demo {
    public static let info = DemoInfo(
        id: "command",
        title: "Command with undo and redo",
        family: .behavioral,
        summary: """
            Each edit is a command object that knows how to execute and undo itself on a \
            TextDocument. The history runs commands and keeps two stacks: undo moves a \
            command to the redo stack, redo moves it back, and a new command clears redo.
            """,
        commands: [
            DemoCommand("do", "insert <text> | delete <n>", arguments: 2...2,
                        help: "run a command: append text, or delete the last n characters"),
            DemoCommand("undo", help: "take back the last command"),
            DemoCommand("redo", help: "run the last undone command again"),
            DemoCommand("history", help: "show the undo and redo stacks"),
        ],
        tour: [
            TourStep("do insert hello", "A command object appends text to the document."),
            TourStep("do insert \", world\"", "Another one; quotes keep the spaces in one word."),
            TourStep("do delete 5", "Delete remembers the characters it removed, for undo."),
            TourStep("undo", "Undo asks the last command to reverse itself..."),
            TourStep("undo", "...and again: both commands wait on the redo stack."),
            TourStep("redo", "Redo runs the command again: the text is as it was."),
            TourStep("do insert !", "A new command clears the redo stack: that future is gone."),
            TourStep("history", "The stacks hold command objects, not copies of the text."),
        ])

    private let history = CommandHistory(receiver: TextDocument())

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "do": return try run(input)
        case "undo":
            let command = try refusing { () throws(CommandRefusal) in try history.undo() }
            return [localized("undid {0}: moved to the redo stack", command.title), text]
        case "redo":
            let command = try refusing { () throws(CommandRefusal) in try history.redo() }
            return [localized("redid {0}: back on the undo stack", command.title), text]
        case "history": return historyLines
        default: throw DemoError(localized("command has no command {0}", input.name))
        }
    }

    private func run(_ input: DemoInput) throws(DemoError) -> [String] {
        let hadRedo = !history.redoStack.isEmpty
        switch try input.choice(0, named: localized("command"), among: ["insert", "delete"]) {
        case "insert": try execute(InsertText(input.words[1]))
        default: try execute(DeleteText(count: input.integer(1, named: localized("the count"))))
        }
        let title = history.undoStack.last?.title ?? ""
        var lines = [localized("executed {0}: pushed on the undo stack", title)]
        if hadRedo { lines.append(localized("a new command: the redo stack is cleared")) }
        return lines + [text]
    }

    private func execute(_ command: some UndoableCommand<TextDocument>) throws(DemoError) {
        try refusing { () throws(CommandRefusal) in try history.perform(command) }
    }

    /// Turns the pattern's refusal into the message the learner sees.
    private func refusing<Result>(_ body: () throws(CommandRefusal) -> Result) throws(DemoError) -> Result {
        do {
            return try body()
        } catch {
            throw DemoError(error.message)
        }
    }

    /// The document as quoted in the trace: its end, where every edit happens, if it is long.
    private var text: String {
        let document = history.receiver.text
        return document.count <= 50 ? localized("text: \"{0}\"", document) : localized("text: \"…{0}\"", document.suffix(49))
    }

    private var historyLines: [String] {
        let undo = history.undoStack.reversed().map { "  " + $0.title }
        let redo = history.redoStack.reversed().map { "  " + $0.title }
        let empty = "  " + localized("(empty)")
        return [localized("undo stack (top first):")] + (undo.isEmpty ? [empty] : undo)
            + [localized("redo stack (top first):")] + (redo.isEmpty ? [empty] : redo)
    }

    public var statePanel: [String] {
        let undoCount = history.undoStack.count, redoCount = history.redoStack.count
        let lines = [text, localized(count: undoCount, one: "undo: {0} command", other: "undo: {0} commands"),
                     localized(count: redoCount, one: "redo: {0} command", other: "redo: {0} commands")]
            + (history.undoStack.last.map { [localized("next undo: {0}", $0.title)] } ?? [])
            + (history.redoStack.last.map { [localized("next redo: {0}", $0.title)] } ?? [])
        return lines.map { DemoText.cut($0) }
    }
}
