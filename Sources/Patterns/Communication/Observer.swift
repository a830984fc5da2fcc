import Observation
import Synchronization
import Localization

/// Two ways to let many objects hear about changes in one: a hand-made subject that keeps
/// closures behind tokens, and Swift's `Observation` module (`@Observable`).
public enum ObserverPattern {}

extension ObserverPattern {
    /// The subject: it keeps each observer's closure under a number and calls them all on
    /// `send`. It never keeps the tokens, so it knows nothing about who holds them.
    ///
    /// Not thread-safe: a subject belongs to one thread, like a view model on the main actor.
    public final class Subject<Value> {
        private var handlers: [(id: Int, handler: (Value) -> Void)] = []
        private var nextID = 0

        public init() {}

        /// Registers `handler` and returns the token that keeps it registered. Cancel the token,
        /// or let it go, and the handler is never called again.
        public func subscribe(_ handler: @escaping (Value) -> Void) -> Token {
            nextID += 1
            let id = nextID
            handlers.append((id, handler))
            // The token holds the subject weakly: an observer that keeps its token must not
            // keep the subject alive, or subject -> closure -> observer -> token -> subject
            // would be a retain cycle.
            return Token { [weak self] in self?.remove(id) }
        }

        /// Calls every registered handler, in the order they subscribed.
        public func send(_ value: Value) {
            for entry in handlers { entry.handler(value) }
        }

        public var observerCount: Int { handlers.count }

        private func remove(_ id: Int) {
            handlers.removeAll { $0.id == id }
        }
    }

    /// Keeps one subscription alive, like Combine's `AnyCancellable` or the token
    /// `NotificationCenter.addObserver(forName:object:queue:using:)` returns.
    public final class Token {
        private var cancelAction: (() -> Void)?

        init(cancel: @escaping () -> Void) {
            cancelAction = cancel
        }

        public var isActive: Bool { cancelAction != nil }

        /// Stops the calls. Safe to call twice, and after the subject has gone.
        public func cancel() {
            cancelAction?()
            cancelAction = nil
        }

        deinit { cancel() }
    }

    /// A front page watched through the `Observation` module: `@Observable` records which
    /// properties a piece of code reads, and only a change to one of those is reported.
    @Observable
    public final class FrontPage {
        public var headline: String
        public var weather: String

        public init(headline: String = "Quiet day", weather: String = "Sunny") {
            self.headline = headline
            self.weather = weather
        }
    }

    /// Reads what `render` reads inside `withObservationTracking` and calls `onChange` when
    /// any of it is about to change. Tracking is one-shot: after it fires, call `track`
    /// again, as SwiftUI does when it re-renders a view.
    @discardableResult
    public static func track<Result>(_ render: () -> Result,
                                     onChange: @escaping @Sendable () -> Void) -> Result {
        withObservationTracking(render, onChange: onChange)
    }
}

extension ObserverPattern {
    /// Lines written from `onChange`, which must be `@Sendable`, so they sit behind a lock.
    final class ChangeLog: Sendable {
        private let lines = Mutex<[String]>([])

        func append(_ line: String) { lines.withLock { $0.append(line) } }

        /// Returns the lines written so far and forgets them.
        func drain() -> [String] { lines.withLock { lines in defer { lines.removeAll() }; return lines } }
    }
}

public final class ObserverDemo: Demo {
    public static let info = DemoInfo(
        id: "observer",
        title: "Observer",
        family: .communication,
        summary: """
            A newspaper is the subject; readers subscribe with a closure and keep the token \
            it returns. Posting calls every subscribed reader; cancelling or dropping a token \
            stops the calls. The front page is an @Observable class: a view that read only \
            the headline hears about headline changes and nothing else.
            """,
        commands: [
            DemoCommand("subscribe", "<reader>", arguments: 1...1, help: "a reader subscribes and keeps its token"),
            // Free text: any number of words, limited by length instead (see `Text`).
            DemoCommand("post", "<headline>", arguments: 1...120, help: "send an edition to every subscriber"),
            DemoCommand("unsubscribe", "<reader>", arguments: 1...1, help: "the reader cancels its token"),
            DemoCommand("leave", "<reader>", arguments: 1...1, help: "the reader object goes away with its token"),
            DemoCommand("subscribers", help: "list the readers and their tokens"),
            DemoCommand("track", "<headline|weather>", arguments: 1...1,
                        help: "a view reads one front-page property, tracked"),
            DemoCommand("set", "<headline|weather> <text>", arguments: 2...120, help: "change a front-page property"),
        ],
        tour: [
            TourStep("subscribe anna", "Anna subscribes to the newspaper and keeps a token."),
            TourStep("subscribe ben", "Ben subscribes too: one subject, many observers."),
            TourStep("post Rain tomorrow", "One post reaches every subscriber."),
            TourStep("leave anna", "Anna goes away: her token's deinit unsubscribes her."),
            TourStep("post Sun on Sunday", "Only Ben hears this edition."),
            TourStep("track headline", "Observation: a view reads only the front page's headline."),
            TourStep("set weather Cloudy", "The weather was not read, so no change is reported..."),
            TourStep("set headline Election results", "...but the headline was, so the view hears of it."),
        ])

    /// A reader owns its token; dropping the reader drops the token.
    private final class Reader {
        let name: String
        var token: ObserverPattern.Token?
        var received: [String] = []

        init(name: String) { self.name = name }
    }

    private let newspaper = ObserverPattern.Subject<String>()
    private var readers: [Reader] = []
    private var editions = 0
    private let frontPage = ObserverPattern.FrontPage()
    private let changes = ObserverPattern.ChangeLog()
    private var trackedProperty: String?

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "subscribe": return try subscribe(input.words[0])
        case "post": return try post(Self.text(input.text(), of: nil))
        case "unsubscribe": return try unsubscribe(input.words[0])
        case "leave": return try leave(input.words[0])
        case "subscribers": return subscriberLines()
        case "track": return try track(input.choice(0, named: localized("property"), among: Self.properties))
        case "set":
            let property = try input.choice(0, named: localized("property"), among: Self.properties)
            return try set(property, to: Self.text(input.text(from: 1), of: property))
        default: throw DemoError(localized("observer has no command {0}", input.name))
        }
    }

    private static let properties = ["headline", "weather"]
    private static let maximumTextLength = 40
    private static let maximumNameLength = 16

    /// Free text is limited by length, not by a count of words, so that it fits the
    /// trace and the panel. `property` names the front-page property it is for; nil for an
    /// edition.
    private static func text(_ text: String, of property: String?) throws(DemoError) -> String {
        guard text.count <= maximumTextLength else {
            guard let property else {
                throw DemoError(localized("an edition has at most {0} characters; this one has {1}",
                                          maximumTextLength, text.count))
            }
            throw DemoError(localized("the {0} has at most {1} characters; this one has {2}",
                                      property, maximumTextLength, text.count))
        }
        return text
    }

    private func subscribe(_ name: String) throws(DemoError) -> [String] {
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
            throw DemoError(localized("a reader's name is one word, such as anna"))
        }
        guard name.count <= Self.maximumNameLength else {
            throw DemoError(localized("a reader's name has at most {0} characters; this one has {1}",
                                      Self.maximumNameLength, name.count))
        }
        let reader = readers.first { $0.name == name } ?? Reader(name: name)
        if reader.token?.isActive == true { return [localized("{0} is already subscribed: nothing changed", name)] }
        // The closure captures the reader weakly: the subject must not own its observers.
        reader.token = newspaper.subscribe { [weak reader] edition in reader?.received.append(edition) }
        if !readers.contains(where: { $0 === reader }) { readers.append(reader) }
        return [localized("{0} subscribed, keeps its token; observers: {1}", name, newspaper.observerCount)]
    }

    private func post(_ text: String) -> [String] {
        editions += 1
        let before = readers.map(\.received.count)
        newspaper.send(text)
        let reached = zip(readers, before).filter { $0.0.received.count > $0.1 }.map(\.0.name)
        let edition = localized("edition {0}: '{1}'", editions, text)
        guard !reached.isEmpty else { return [edition, localized("sent to no one")] }
        return [edition, localized(count: newspaper.observerCount, one: "sent to {0} observer", other: "sent to {0} observers")]
            + reached.map { "  " + localized("{0}'s closure got edition {1}", $0, editions) }
    }

    private func unsubscribe(_ name: String) throws(DemoError) -> [String] {
        let reader = try reader(named: name)
        guard reader.token?.isActive == true else {
            return [localized("{0}'s token is already cancelled: nothing changed", name)]
        }
        reader.token?.cancel()
        return [localized("{0} cancelled the token; observers left: {1}", name, newspaper.observerCount)]
    }

    private func leave(_ name: String) throws(DemoError) -> [String] {
        guard let index = readers.firstIndex(where: { $0.name == name }) else {
            throw DemoError(localized("there is no reader called {0}", name))
        }
        let wasActive = readers[index].token?.isActive == true
        readers.remove(at: index)
        guard wasActive else { return [localized("{0} went away (was not subscribed)", name)] }
        return [localized("{0} went away; token deinit unsubscribed it", name),
                localized("observers left: {0}", newspaper.observerCount)]
    }

    private func reader(named name: String) throws(DemoError) -> Reader {
        guard let reader = readers.first(where: { $0.name == name }) else {
            guard name.count <= Self.maximumNameLength else { throw DemoError(localized("there is no reader called that")) }
            throw DemoError(localized("there is no reader called {0}; try: subscribe {0}", name))
        }
        return reader
    }

    private func subscriberLines() -> [String] {
        guard !readers.isEmpty else { return [localized("no readers yet")] }
        return readers.map {
            $0.token?.isActive == true ? localized("{0}: subscribed", $0.name) : localized("{0}: token cancelled", $0.name)
        } + [localized(count: newspaper.observerCount, one: "the newspaper holds {0} closure",
                       other: "the newspaper holds {0} closures")]
    }

    private func track(_ property: String) throws(DemoError) -> [String] {
        if let trackedProperty {
            if trackedProperty == property { return [localized("the view already tracks {0}: nothing changed", property)] }
            throw DemoError(localized("the view already tracks {0}; set it to see a change", trackedProperty))
        }
        let value = startTracking(property)
        return [localized("view reads {0}: '{1}'", property, value),
                localized("inside tracking: only {0} is tracked now", property)]
    }

    /// Reads one property under tracking; a change to it writes to the log and ends tracking.
    private func startTracking(_ property: String) -> String {
        trackedProperty = property
        let changes = self.changes
        return ObserverPattern.track {
            property == "headline" ? frontPage.headline : frontPage.weather
        } onChange: {
            changes.append(property)
        }
    }

    private func set(_ property: String, to text: String) -> [String] {
        if property == "headline" { frontPage.headline = text } else { frontPage.weather = text }
        var lines = [localized("front page {0} = '{1}'", property, text)]
        guard changes.drain().contains(property) else {
            lines.append(trackedProperty == nil ? localized("no view is tracking: nothing fires")
                                                : localized("{0} was not read: onChange silent", property))
            return lines
        }
        // onChange fires once, before the new value is stored (it is a willSet); the view
        // re-reads now and tracks again, as SwiftUI does.
        lines.append(localized("onChange fired: the view's {0} is stale", property))
        let value = startTracking(property)
        lines.append(localized("view re-reads {0}: '{1}'", property, value))
        lines.append(localized("and tracks it again"))
        return lines
    }

    public var statePanel: [String] {
        var lines = [localized(count: newspaper.observerCount, one: "Newspaper: {0} observer", other: "Newspaper: {0} observers")]
        // At most 8 readers, so the front page always keeps its 4 lines in the 14.
        for reader in readers.prefix(8) {
            lines.append("  " + (reader.token?.isActive == true
                ? localized("{0}: subscribed, got {1}", reader.name, reader.received.count)
                : localized("{0}: cancelled, got {1}", reader.name, reader.received.count)))
        }
        if readers.count > 8 { lines.append("  " + localized("... and {0} more", readers.count - 8)) }
        lines.append("FrontPage (@Observable)")
        lines.append("  headline: \(DemoText.cut(frontPage.headline, to: 28))")
        lines.append("  weather:  \(DemoText.cut(frontPage.weather, to: 28))")
        lines.append("  " + (trackedProperty.map { localized("tracked:  {0}", $0) } ?? localized("tracked:  nothing")))
        return Array(lines.prefix(14))
    }
}
