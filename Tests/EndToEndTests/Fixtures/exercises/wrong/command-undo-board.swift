// expect-failure: a new command must clear what is left to redo
// Undo works, but a new command leaves the old redo stack in place.
/// The receiver: a board of cards. It knows nothing about undo.
final class Board {
    private(set) var cards: [String] = []

    func insert(_ card: String, at index: Int) { cards.insert(card, at: index) }
    func remove(at index: Int) -> String { cards.remove(at: index) }
}

struct NoSuchCard: Error { let index: Int }

/// A request as a value, for one kind of receiver.
protocol UndoableCommand<Receiver> {
    associatedtype Receiver: AnyObject
    /// Mutating, so a command can remember what its undo will need.
    mutating func execute(on receiver: Receiver) throws
    func undo(on receiver: Receiver)
}

struct AddCard: UndoableCommand {
    let title: String
    func execute(on board: Board) {
        board.insert(title, at: board.cards.count)
    }
    func undo(on board: Board) {
        if let last = board.cards.lastIndex(of: title) { _ = board.remove(at: last) }
    }
}

struct RemoveCard: UndoableCommand {
    let index: Int
    /// Filled in when the command runs: only then is the card known.
    private var removed: String?

    init(at index: Int) { self.index = index }
    mutating func execute(on board: Board) throws {
        guard board.cards.indices.contains(index) else { throw NoSuchCard(index: index) }
        removed = board.remove(at: index)
    }
    func undo(on board: Board) {
        guard let removed else { return }
        board.insert(removed, at: index)
    }
}

/// The invoker: runs commands on one receiver and keeps what it ran.
final class History<Receiver: AnyObject> {
    let receiver: Receiver
    private var done: [any UndoableCommand<Receiver>] = []
    private var undone: [any UndoableCommand<Receiver>] = []

    init(_ receiver: Receiver) { self.receiver = receiver }

    func perform(_ command: some UndoableCommand<Receiver>) throws {
        var command = command
        try command.execute(on: receiver)   // refused: nothing is recorded
        done.append(command)
    }

    func undo() {
        guard let command = done.popLast() else { return }
        command.undo(on: receiver)
        undone.append(command)
    }

    func redo() throws {
        guard var command = undone.last else { return }
        try command.execute(on: receiver)
        undone.removeLast()                 // moved only once it has run
        done.append(command)
    }
}
