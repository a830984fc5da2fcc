import Localization

// One small feature, built five times (MVC, MVP, MVVM, VIPER, VIP): a counter with + and −
// buttons and a shopping list you can add to and remove from. This file holds what the five
// share: the user's actions, the business rules, the "widgets" a view draws into, and the
// protocol that lets one test drive every variant with the same taps.

/// What the user can do on the counter-and-list screen. Each architecture receives these
/// as taps on its view, exactly as a UIKit button or swipe would arrive.
public enum CounterListAction: Equatable, Sendable {
    case tapPlus
    case tapMinus
    case addItem(String)
    /// Deletes the item with this number. The screen numbers its items from 1, and the
    /// label `number` (not `row` or `at`, which a Swift reader takes as 0-based) says so.
    case removeItem(number: Int)
}

/// Why the feature refused an action. The message is what the screen's notice shows.
public enum CounterListRefusal: Error, Equatable, Sendable {
    case countAtZero
    case blankName
    case nameTooLong
    case listFull
    case noSuchItem(Int)

    public var message: String {
        switch self {
        case .countAtZero: localized("the count can't go below 0")
        case .blankName: localized("an item needs a name")
        // Characters, not letters: digits, spaces and emoji count too.
        case .nameTooLong:
            localized(count: CounterListModel.longestName, one: "names have at most {0} character",
                      other: "names have at most {0} characters")
        case .listFull:
            localized(count: CounterListModel.capacity, one: "the list is full ({0} item)",
                      other: "the list is full ({0} items)")
        case .noSuchItem(let number): localized("there is no item {0} to remove", number)
        }
    }
}

/// The feature's business rules, as a plain value. Every architecture keeps one of these in
/// its model layer (the Model, the Interactor's entity, the Redux state); only where the
/// formatting and the wiring live differs between them.
public struct CounterListModel: Equatable, Sendable {
    /// Small limits keep the rendered screen short enough for a narrow panel.
    public static let capacity = 5
    public static let longestName = 20

    public private(set) var count = 0
    public private(set) var items: [String] = []

    public init() {}

    public mutating func increment() {
        count += 1
    }

    public mutating func decrement() throws(CounterListRefusal) {
        guard count > 0 else { throw .countAtZero }
        count -= 1
    }

    public mutating func addItem(_ name: String) throws(CounterListRefusal) {
        let trimmed = name.trimmingWhitespace
        guard !trimmed.isEmpty else { throw .blankName }
        guard trimmed.count <= Self.longestName else { throw .nameTooLong }
        guard items.count < Self.capacity else { throw .listFull }
        items.append(trimmed)
    }

    /// Removes the item shown as `number` (1 is the first).
    public mutating func removeItem(number: Int) throws(CounterListRefusal) {
        // Compare before subtracting: `number - 1` would overflow for Int.min.
        guard number >= 1, number <= items.count else { throw .noSuchItem(number) }
        items.remove(at: number - 1)
    }

    /// One short line for a state panel, e.g. `count 2, 3 items`.
    public var summary: String {
        localized(count: items.count, one: "count {1}, {0} item", other: "count {1}, {0} items", count)
    }
}

/// A stand-in for the UIKit widgets of the screen: a title bar, a label, a table and a
/// notice banner. A view writes into them; `lines` is what the user sees. All five
/// architectures draw with these same widgets, so any difference on screen comes from the
/// architecture's own logic, never from the drawing.
public struct CounterListCanvas: Equatable, Sendable {
    public var title = ""
    public var countText = ""
    public var rows: [String] = []
    public var notice: String?

    public init() {}

    public var lines: [String] {
        ["[ \(title) ]", countText] + rows + (notice.map { ["! " + $0] } ?? [])
    }
}

/// The messages one screen's components send each other, recorded so a demo can show who
/// talked to whom. Each component records its own outgoing calls.
public final class ArchitectureTrace {
    private var messages: [String] = []

    public init() {}

    /// Records `sender → receiver: message`.
    public func record(_ sender: String, _ receiver: String, _ message: String) {
        messages.append("\(sender) → \(receiver): \(message)")
    }

    /// Records something a component did on its own, e.g. `view redraws the count`.
    public func note(_ text: String) {
        messages.append(text)
    }

    /// User text quoted in a trace line, cut at 24 characters with "…" so a pasted essay
    /// does not fill the panel.
    public static func quoted(_ text: String) -> String {
        "\"" + DemoInput.shortened(text) + "\""
    }

    /// The messages since the last call, oldest first.
    public func drain() -> [String] {
        defer { messages.removeAll() }
        return messages
    }
}

/// The feature's observable behaviour, the same whatever the architecture: user actions go
/// in, a rendered screen comes out. One test drives every variant through this protocol
/// and checks that they all show the same screen after every step.
public protocol CounterListScreen: AnyObject {
    /// Delivers a user action to the view, as a tap would, and returns the messages the
    /// components sent each other while handling it, in order.
    @discardableResult
    func send(_ action: CounterListAction) -> [String]
    /// What the user sees now, one line per row.
    var screenLines: [String] { get }
    /// Who holds whom and who may call whom: the architecture's point, in a few lines.
    var wiring: [String] { get }
}

/// The commands the five UI-architecture demos share, and how they drive a screen.
enum CounterListDemoKit {
    static let commands: [DemoCommand] = [
        DemoCommand("tap", "<plus|minus>", arguments: 1...1, help: "tap the + or − button on the screen"),
        DemoCommand("add", "<item>", arguments: 1...4, help: "type an item's name and tap Add"),
        DemoCommand("remove", "<number>", arguments: 1...1, help: "swipe to delete the item with that number"),
        DemoCommand("screen", help: "show what the user sees now"),
        DemoCommand("who", help: "show which component holds and calls which"),
    ]

    static func perform(_ input: DemoInput, on screen: any CounterListScreen) throws(DemoError) -> [String] {
        switch input.name {
        case "tap":
            let button = try input.choice(0, named: localized("button"), among: ["plus", "minus"])
            return screen.send(button == "plus" ? .tapPlus : .tapMinus)
        case "add":
            return screen.send(.addItem(input.text()))
        case "remove":
            return screen.send(.removeItem(number: try itemNumber(input, at: 0)))
        case "screen":
            return screen.screenLines
        case "who":
            return screen.wiring
        default:
            throw DemoError(localized("there is no command {0} here", input.name))
        }
    }

    /// The item number typed at `index`. A number far outside the list is refused here, so
    /// a 19-digit number never stretches the trace; a near miss such as 0 or 6 still goes
    /// to the model, whose refusal is part of the lesson.
    static func itemNumber(_ input: DemoInput, at index: Int) throws(DemoError) -> Int {
        let number = try input.integer(index, named: localized("the item number"))
        guard (-99...99).contains(number) else {
            throw DemoError(localized(count: CounterListModel.capacity, one: "the list holds at most {0} item: try a number from 1",
                                      other: "the list holds at most {0} items: try a number from 1"))
        }
        return number
    }

    /// The state panel's screen part: the rendered lines, indented under a heading.
    static func screenPanel(_ screen: any CounterListScreen) -> [String] {
        [localized("Screen:")] + screen.screenLines.map { "  " + $0 }
    }
}
