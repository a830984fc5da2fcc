import Localization
import TerminalKit

/// One line of a screen's key table: the keys, how the help shows them, what they do, and the
/// action the screen's reducer runs. The reducer looks keys up here, so the help overlay and
/// docs/keys.md, which are made from the same table, cannot drift from what the keys do.
public struct KeyBinding<Action: Sendable>: Sendable {
    public var keys: [Key]
    /// The keys as the help shows them ("↑ ↓ j k"); may name the mouse too ("wheel").
    public var label: String
    public var summary: String
    public var action: Action
    /// Shown on the row above, as "up" beside "scroll down": keeps the help short enough
    /// for a small window.
    public var joinsPrevious: Bool

    public init(_ keys: [Key], _ label: String, _ summary: String, _ action: Action, joinsPrevious: Bool = false) {
        self.keys = keys
        self.label = label
        self.summary = summary
        self.action = action
        self.joinsPrevious = joinsPrevious
    }
}

/// A screen's keys, in the order the help lists them.
public struct KeyTable<Action: Sendable>: Sendable {
    public var bindings: [KeyBinding<Action>]

    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    /// The action bound to `key`, if any.
    public func action(for key: Key) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// Rows for the help overlay and docs/keys.md, in the interface's language: two joined
    /// summaries are looked up each on its own.
    public var help: [KeyHelp] {
        var rows: [KeyHelp] = []
        for binding in bindings {
            if binding.joinsPrevious, var last = rows.popLast() {
                last.keys += "  " + binding.label
                last.action = localized(last.action) + " / " + localized(binding.summary)
                rows.append(last)
            } else {
                rows.append(KeyHelp(keys: binding.label, action: binding.summary))
            }
        }
        return rows
    }

    /// Keys bound twice: the later binding could never run.
    public var collisions: [Key] { repeatedKeys(bindings.flatMap(\.keys)) }
}

/// The keys that come again after their first place in `keys`.
func repeatedKeys(_ keys: [Key]) -> [Key] {
    var seen: Set<Key> = []
    return keys.filter { !seen.insert($0).inserted }
}

/// A key table's row as text.
public struct KeyHelp: Sendable, Hashable {
    public var keys: String
    public var action: String
}

/// Keys that mean the same on every screen, before the screen sees them.
enum GlobalKey {
    /// Always on: not even a text field takes these.
    enum Always: Sendable { case interrupt, suspend, repaint }
    /// Where the screen is not taking text.
    enum UnlessTyping: Sendable { case commandLine, search, help }

    static let always = KeyTable<Always>([
        KeyBinding([.control("c")], "^C", "quit", .interrupt),
        KeyBinding([.control("z")], "^Z", "suspend (fg resumes)", .suspend, joinsPrevious: true),
        KeyBinding([.control("l")], "^L", "repaint", .repaint, joinsPrevious: true),
    ])

    /// Every screen's shared keys, for docs/keys.md and the collision test.
    static var help: [KeyHelp] { always.help + unlessTyping.help }
    static var keys: [Key] { always.bindings.flatMap(\.keys) + unlessTyping.bindings.flatMap(\.keys) }

    /// On every screen whose keys are not text at the moment (a live run's prompt, a typed answer).
    static let unlessTyping = KeyTable<UnlessTyping>([
        KeyBinding([.character("?")], "?", "this help", .help),
        KeyBinding([.character(":")], ":", "a command (:help, :q)", .commandLine, joinsPrevious: true),
        KeyBinding([.character("/")], "/", "search the course", .search, joinsPrevious: true),
    ])
}

/// docs/keys.md: every key of every screen, made from the tables the reducers dispatch on.
public enum KeyDocument {
    public static var markdown: String {
        var lines = [
            "# Keys",
            "",
            "Every key of every full-screen view, made from the key tables in `Sources/TutorApp` that the",
            "screens' reducers dispatch on (a test fails when this file and the tables differ, or when",
            "two bindings of one screen share a key). `RECORD_GOLDEN=1 swift test --filter KeyTableTests`",
            "writes it again. Plain mode reads whole lines instead: `help` lists its commands.",
            "",
            "| Screen | Keys | What they do |",
            "| --- | --- | --- |",
        ]
        for table in AppScreen.keyTables {
            for (index, row) in table.help.enumerated() {
                let keys = row.keys.replacingOccurrences(of: "|", with: "\\|")
                lines.append("| \(index == 0 ? table.screen : "") | `\(keys)` | \(row.action) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
