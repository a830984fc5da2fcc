import Foundation
import Synchronization
import Localization

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
            Neither side knows the other. Each registration returns its own token; removing \
            it stops those deliveries. Senders here: session and settings.
            """,
        commands: [
            DemoCommand("listen", "<listener> <Name> [from <sender>]", arguments: 2...4,
                        help: "addObserver(forName:object:queue:using:): a new token"),
            DemoCommand("post", "<Name> [key=value...] [from <sender>]", arguments: 1...6,
                        help: "post(name:object:userInfo:)"),
            DemoCommand("remove", "<listener> [Name]", arguments: 1...2,
                        help: "removeObserver(token) for the listener's tokens (for one name)"),
            DemoCommand("listeners", help: "list the registrations and their tokens"),
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

    /// One registration: a listener may hold several, one token each.
    private struct Registration {
        let number: Int
        let listener: String
        let notification: String
        let sender: String?
        let token: any NSObjectProtocol
    }

    private let center = NotificationCenter()
    private let inbox = Notifications.Inbox()
    private let senders = ["session": Notifications.Sender(name: "session"),
                           "settings": Notifications.Sender(name: "settings")]
    private var registrations: [Registration] = []
    private var posts = 0
    private var tokensIssued = 0

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "listen": return try listen(input)
        case "post": return try post(input)
        case "remove": return try remove(input.words[0], for: input.word(1))
        case "listeners": return registrationLines()
        default: throw DemoError(localized("notification has no command {0}", input.name))
        }
    }

    /// Splits `... from <sender>` off the end of the words.
    private func senderClause(_ words: [String]) throws(DemoError) -> (words: [String], sender: String?) {
        guard let index = words.firstIndex(where: { $0.lowercased() == "from" }) else { return (words, nil) }
        guard index == words.count - 2 else { throw DemoError(localized("write the sender last: ... from session")) }
        let sender = words[index + 1].lowercased()
        guard senders[sender] != nil else {
            throw DemoError(localized("unknown sender '{0}': use session or settings", DemoInput.shortened(sender)))
        }
        return (Array(words[..<index]), sender)
    }

    /// Like the real center, one listener may register for several names (or senders),
    /// each registration with its own token. Only an exact repeat is refused: the center
    /// would keep both and run the block twice per post, a classic notification bug.
    private func listen(_ input: DemoInput) throws(DemoError) -> [String] {
        let (words, sender) = try senderClause(input.words)
        guard words.count == 2 else { throw DemoError(localized("usage: listen <listener> <Name> [from <sender>]")) }
        let (listener, notification) = (words[0], words[1])
        try Self.requireWord(listener, else: localized("a listener's name is one word, such as a"))
        try Self.requireWord(notification, else: Self.notificationNameRule)
        if let same = registrations.first(where: {
            $0.listener == listener && $0.notification == notification && $0.sender == sender
        }) {
            throw DemoError(localized("{0} has token #{1} for this already; the block would run twice", listener, same.number))
        }
        let token = Notifications.listen(listener, to: Notification.Name(notification),
                                         from: sender.flatMap { senders[$0] }, on: center, into: inbox)
        tokensIssued += 1
        registrations.append(Registration(number: tokensIssued, listener: listener, notification: notification,
                                          sender: sender, token: token))
        return [sender.map { localized("{0} listens for {1} from {2}: token #{3}", listener, notification, $0, tokensIssued) }
                ?? localized("{0} listens for {1} from anyone: token #{2}", listener, notification, tokensIssued)]
    }

    private func post(_ input: DemoInput) throws(DemoError) -> [String] {
        let (words, senderName) = try senderClause(input.words)
        guard let name = words.first else { throw DemoError(localized("usage: post <Name> [key=value...] [from <sender>]")) }
        try Self.requireWord(name, else: Self.notificationNameRule)
        let userInfo = try Self.userInfo(Array(words.dropFirst()))
        posts += 1
        center.post(name: Notification.Name(name), object: senderName.flatMap { senders[$0] },
                    userInfo: userInfo.isEmpty ? nil : userInfo)
        let info = userInfo.isEmpty ? "" : " " + Self.describe(userInfo)
        let header = "post \(name)\(info) from \(senderName ?? "nil")"
        return [header] + deliveries()
    }

    /// Names are single words: a quoted blank or spaced name would be invisible in the trace.
    /// `rule` says so for the kind of name, e.g. "a listener's name is one word, such as a".
    private static func requireWord(_ word: String, else rule: @autoclosure () -> String) throws(DemoError) {
        guard !word.isEmpty, !word.contains(where: \.isWhitespace) else {
            throw DemoError(rule())
        }
    }

    private static var notificationNameRule: String {
        localized("a notification name is one word, such as LoginDidChange")
    }

    /// A userInfo dictionary keeps one value per key, so a key given twice is refused
    /// rather than silently losing one of its values.
    private static func userInfo(_ words: [String]) throws(DemoError) -> [String: String] {
        var pairs: [String: String] = [:]
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw DemoError(localized("userInfo entries look like key=value, not '{0}'", DemoInput.shortened(word)))
            }
            guard pairs[parts[0]] == nil else {
                throw DemoError(localized("userInfo key '{0}' is given twice; a dictionary keeps one per key",
                                          DemoInput.shortened(parts[0])))
            }
            pairs[parts[0]] = parts[1]
        }
        return pairs
    }

    private static func describe(_ userInfo: [String: String]) -> String {
        userInfo.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }

    /// What the blocks heard during the post, in the order the listeners first registered
    /// (the center does not promise an order).
    private func deliveries() -> [String] {
        let heard = inbox.drain()
        guard !heard.isEmpty else { return ["  " + localized("no listener matched: nobody heard it")] }
        var order: [String: Int] = [:]
        for registration in registrations where order[registration.listener] == nil {
            order[registration.listener] = registration.number
        }
        return heard.sorted { order[$0.listener, default: 0] < order[$1.listener, default: 0] }.map { heard in
            let info = Self.describe(heard.userInfo)
            return "  " + (info.isEmpty ? localized("{0}'s block ran", heard.listener)
                                        : localized("{0}'s block ran, userInfo {1}", heard.listener, info))
        }
    }

    private func remove(_ listener: String, for notification: String?) throws(DemoError) -> [String] {
        let own = registrations.filter { $0.listener == listener }
        guard !own.isEmpty else {
            throw DemoError(localized("no listener called {0}; see: listeners", DemoInput.shortened(listener)))
        }
        let chosen = notification.map { name in own.filter { $0.notification == name } } ?? own
        guard !chosen.isEmpty else {
            throw DemoError(localized("{0} does not listen for {1}; see: listeners",
                                      listener, DemoInput.shortened(notification ?? "")))
        }
        for registration in chosen { center.removeObserver(registration.token) }
        registrations.removeAll { registration in chosen.contains { $0.number == registration.number } }
        let tokens = chosen.map { "#\($0.number)" }.joined(separator: ", ")
        let left = registrations.filter { $0.listener == listener }.count
        let rest = left == 0 ? localized("{0} hears nothing more", listener)
                             : localized(count: left, one: "{1} keeps {0} other token", other: "{1} keeps {0} other tokens", listener)
        return [localized(count: chosen.count, one: "removeObserver(token {1}): {2}", other: "removeObserver(tokens {1}): {2}",
                          tokens, rest)]
    }

    private func registrationLines() -> [String] {
        guard !registrations.isEmpty else { return [localized("nobody is listening")] }
        return registrations.map { registration in
            registration.sender.map {
                localized("token #{0}: {1} hears {2} from {3}", registration.number, registration.listener,
                          registration.notification, $0)
            } ?? localized("token #{0}: {1} hears {2} from anyone", registration.number, registration.listener,
                           registration.notification)
        }
    }

    public var statePanel: [String] {
        var lines = [localized("NotificationCenter (own instance)"), "  " + localized("posts so far: {0}", posts)]
        if registrations.isEmpty { lines.append("  " + localized("no listeners")) }
        lines += registrations.prefix(10).map { registration in
            let listener = DemoText.cut(registration.listener, to: 7)
            let name = DemoText.cut(registration.notification, to: 14)
            return "  " + (registration.sender.map { "#\(registration.number) \(listener): \(name) (\($0))" }
                ?? localized("#{0} {1}: {2} (any)", registration.number, listener, name))
        }
        if registrations.count > 10 { lines.append("  " + localized("... and {0} more", registrations.count - 10)) }
        return lines
    }
}
