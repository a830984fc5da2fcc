import Foundation
import Synchronization

/// Notifications through Foundation's real `NotificationCenter`: a poster and its listeners
/// share only a name (and optionally the sender object), never a reference to each other.
///
/// Everything here takes its own center rather than `NotificationCenter.default`: a private
/// center keeps demos and tests from hearing each other's posts when they run in parallel.
public enum Notifications {}

extension Notification.Name {
    public static let loginDidChange = Notification.Name("LoginDidChange")
    public static let themeDidChange = Notification.Name("ThemeDidChange")
}

extension Notifications {
    /// A sender whose identity listeners may filter on (the `object:` of a post).
    public final class Sender: Sendable {
        public let name: String
        public init(name: String) { self.name = name }
    }

    /// What one listener heard, copied out of the `Notification` (which is not Sendable)
    /// inside the block.
    public struct Heard: Equatable, Sendable {
        public let listener: String
        public let name: String
        public let sender: String?
        public let userInfo: [String: String]
    }

    /// The listeners' inbox. Blocks run on the posting thread (queue: nil) but must be
    /// `@Sendable`, so what they write sits behind a lock.
    public final class Inbox: Sendable {
        private let entries = Mutex<[Heard]>([])

        public init() {}

        func record(_ heard: Heard) { entries.withLock { $0.append(heard) } }

        public var all: [Heard] { entries.withLock { $0 } }

        /// Returns what was heard since the last call, and forgets it.
        public func drain() -> [Heard] { entries.withLock { entries in defer { entries.removeAll() }; return entries } }
    }

    /// Registers a block-based observer named `listener` and returns the token that
    /// `removeObserver` needs. A nil `sender` means "from anyone".
    public static func listen(_ listener: String, to name: Notification.Name, from sender: Sender? = nil,
                              on center: NotificationCenter, into inbox: Inbox) -> any NSObjectProtocol {
        // queue: nil delivers synchronously on the posting thread, so `post` returns only after
        // every block has run: the demo's trace is complete and in order.
        center.addObserver(forName: name, object: sender, queue: nil) { notification in
            inbox.record(Heard(listener: listener, name: notification.name.rawValue,
                               sender: (notification.object as? Sender)?.name,
                               userInfo: stringPairs(notification.userInfo)))
        }
    }

    static func stringPairs(_ userInfo: [AnyHashable: Any]?) -> [String: String] {
        var pairs: [String: String] = [:]
        for (key, value) in userInfo ?? [:] { pairs["\(key)"] = "\(value)" }
        return pairs
    }
}

public final class NotificationDemo: Demo {
    public static let info = DemoInfo(
        id: "notification",
        title: "Notifications",
        family: .communication,
        summary: """
            Listeners register blocks with a NotificationCenter for a name, optionally only \
            from one sender object; posters send a name, a sender and a userInfo dictionary. \
            Neither side knows the other. Removing a listener's token stops its deliveries. \
            Senders here: session and settings.
            """,
        commands: [
            DemoCommand("listen", "<listener> <Name> [from <sender>]", arguments: 2...4,
                        help: "addObserver(forName:object:queue:using:)"),
            DemoCommand("post", "<Name> [key=value...] [from <sender>]", arguments: 1...6,
                        help: "post(name:object:userInfo:)"),
            DemoCommand("remove", "<listener>", arguments: 1...1, help: "removeObserver(token) for that listener"),
            DemoCommand("listeners", help: "list the registered listeners"),
        ],
        tour: [
            TourStep("listen a LoginDidChange", "Listener a registers a block for one name, from any sender."),
            TourStep("listen b LoginDidChange from session", "Listener b only wants posts whose object is the session."),
            TourStep("post LoginDidChange user=anna from session", "Both hear it, with the userInfo."),
            TourStep("post LoginDidChange user=ben from settings", "From another sender: b's object filter skips it."),
            TourStep("post ThemeDidChange theme=dark", "A name nobody listens to: the center drops it silently."),
            TourStep("remove a", "removeObserver(token): a's block is gone."),
            TourStep("post LoginDidChange user=cleo from session", "Now only b hears."),
        ])

    private struct Listener {
        let number: Int
        let name: String
        let notification: String
        let sender: String?
        let token: any NSObjectProtocol
    }

    private let center = NotificationCenter()
    private let inbox = Notifications.Inbox()
    private let senders = ["session": Notifications.Sender(name: "session"),
                           "settings": Notifications.Sender(name: "settings")]
    private var listeners: [Listener] = []
    private var posts = 0
    private var listenersEver = 0

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "listen": return try listen(input)
        case "post": return try post(input)
        case "remove": return try remove(input.words[0])
        case "listeners": return listenerLines()
        default: throw DemoError("notification has no command \(input.name)")
        }
    }

    /// Splits `... from <sender>` off the end of the words.
    private func senderClause(_ words: [String]) throws(DemoError) -> (words: [String], sender: String?) {
        guard let index = words.firstIndex(where: { $0.lowercased() == "from" }) else { return (words, nil) }
        guard index == words.count - 2 else { throw DemoError("write the sender last: ... from session") }
        let sender = words[index + 1].lowercased()
        guard senders[sender] != nil else { throw DemoError("unknown sender '\(sender)': use session or settings") }
        return (Array(words[..<index]), sender)
    }

    private func listen(_ input: DemoInput) throws(DemoError) -> [String] {
        let (words, sender) = try senderClause(input.words)
        guard words.count == 2 else { throw DemoError("usage: listen <listener> <Name> [from <sender>]") }
        let name = words[0]
        guard !listeners.contains(where: { $0.name == name }) else {
            throw DemoError("\(name) is already listening; remove \(name) first")
        }
        let token = Notifications.listen(name, to: Notification.Name(words[1]), from: sender.flatMap { senders[$0] },
                                         on: center, into: inbox)
        listenersEver += 1
        listeners.append(Listener(number: listenersEver, name: name, notification: words[1],
                                  sender: sender, token: token))
        return ["\(name) listens for \(words[1]) from \(sender ?? "anyone")"]
    }

    private func post(_ input: DemoInput) throws(DemoError) -> [String] {
        let (words, senderName) = try senderClause(input.words)
        guard let name = words.first else { throw DemoError("usage: post <Name> [key=value...] [from <sender>]") }
        let userInfo = try Self.userInfo(Array(words.dropFirst()))
        posts += 1
        center.post(name: Notification.Name(name), object: senderName.flatMap { senders[$0] },
                    userInfo: userInfo.isEmpty ? nil : userInfo)
        let info = userInfo.isEmpty ? "" : " " + userInfo.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            .joined(separator: ",")
        let header = "post \(name)\(info) from \(senderName ?? "nil")"
        return [header] + deliveries()
    }

    private static func userInfo(_ words: [String]) throws(DemoError) -> [String: String] {
        var pairs: [String: String] = [:]
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw DemoError("userInfo entries look like key=value, not '\(word)'") }
            pairs[parts[0]] = parts[1]
        }
        return pairs
    }

    /// What the blocks heard during the post, in the order the listeners registered (the
    /// center does not promise an order).
    private func deliveries() -> [String] {
        let heard = inbox.drain()
        guard !heard.isEmpty else { return ["  no listener matched: nobody heard it"] }
        let order = Dictionary(uniqueKeysWithValues: listeners.map { ($0.name, $0.number) })
        return heard.sorted { order[$0.listener, default: 0] < order[$1.listener, default: 0] }.map { heard in
            let info = heard.userInfo.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            return "  \(heard.listener)'s block ran\(info.isEmpty ? "" : ", userInfo \(info)")"
        }
    }

    private func remove(_ name: String) throws(DemoError) -> [String] {
        guard let index = listeners.firstIndex(where: { $0.name == name }) else {
            throw DemoError("no listener called \(name); see: listeners")
        }
        center.removeObserver(listeners[index].token)
        listeners.remove(at: index)
        return ["removeObserver(\(name)'s token): \(name) hears nothing more"]
    }

    private func listenerLines() -> [String] {
        guard !listeners.isEmpty else { return ["nobody is listening"] }
        return listeners.map { "\($0.name): \($0.notification) from \($0.sender ?? "anyone")" }
    }

    public var statePanel: [String] {
        var lines = ["NotificationCenter (own instance)", "  posts so far: \(posts)"]
        if listeners.isEmpty { lines.append("  no listeners") }
        lines += listeners.prefix(10).map { listener in
            "  \(listener.name.prefix(10)): \(listener.notification.prefix(16)) from \(listener.sender ?? "any")"
        }
        return lines
    }
}
