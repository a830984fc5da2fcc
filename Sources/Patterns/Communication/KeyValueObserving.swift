import Localization

/// Key-value observing: being told when one property of an object changes, with the old
/// and new values.
///
/// In Cocoa, `account.observe(\.balance, options: [.old, .new]) { account, change in ... }`
/// returns an `NSKeyValueObservation`; the runtime swaps the class's setter for one that
/// calls `willChangeValue(forKey:)` and `didChangeValue(forKey:)`. Linux has no Objective-C
/// runtime, so here a property's `didSet` announces the change to a registry kept by the
/// object, keyed by the Swift key path. For new Swift code the `Observation` module
/// (`@Observable`, see the Observer demo) is the modern successor.
public enum KeyValueObserving {}

extension KeyValueObserving {
    /// Which values a change carries, like `NSKeyValueObservingOptions`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let new = Options(rawValue: 1 << 0)
        public static let old = Options(rawValue: 1 << 1)
        /// Call the handler once at once, with the current value as `newValue`.
        public static let initial = Options(rawValue: 1 << 2)
    }

    /// One reported change, like `NSKeyValueObservedChange`. A value is nil when its
    /// option was not asked for (and `oldValue` is nil for the `.initial` call).
    public struct Change<Value> {
        public let oldValue: Value?
        public let newValue: Value?
        public let isInitial: Bool
    }

    /// The token `observe` returns, like `NSKeyValueObservation`: keep it to keep observing;
    /// `invalidate()` it, or let it go, to stop.
    ///
    /// With string-based KVO every `addObserver` needed exactly one `removeObserver`, and an
    /// extra remove crashed. The source tutorial's `setObservable:` pairs them in a setter but swaps
    /// them: it adds itself to the old object and removes itself from the new one. A token
    /// that unregisters in `deinit` makes the pairing impossible to get wrong.
    public final class Observation {
        private var stop: (() -> Void)?

        init(stop: @escaping () -> Void) { self.stop = stop }

        public var isValid: Bool { stop != nil }

        public func invalidate() {
            stop?()
            stop = nil
        }

        deinit { invalidate() }
    }

    /// The observers of one object, grouped by key path.
    public final class Registry<Root: AnyObject> {
        private var observers: [AnyKeyPath: [(id: Int, notify: (Root) -> Void)]] = [:]
        private var nextID = 0

        public init() {}

        func add(_ keyPath: AnyKeyPath, notify: @escaping (Root) -> Void) -> Int {
            nextID += 1
            observers[keyPath, default: []].append((nextID, notify))
            return nextID
        }

        func remove(_ id: Int, from keyPath: AnyKeyPath) {
            observers[keyPath]?.removeAll { $0.id == id }
            if observers[keyPath]?.isEmpty == true { observers[keyPath] = nil }
        }

        /// Called by the object after `keyPath` changed: the `didChangeValue(forKey:)` step.
        public func didChange(_ keyPath: AnyKeyPath, on object: Root) {
            for observer in observers[keyPath] ?? [] { observer.notify(object) }
        }

        public func count(for keyPath: AnyKeyPath) -> Int { observers[keyPath]?.count ?? 0 }
    }

    /// A "KVO-compliant" object: it keeps a registry and its setters
    /// announce changes to it.
    public protocol Compliant: AnyObject {
        var observers: Registry<Self> { get }
    }
}

extension KeyValueObserving.Compliant {
    /// Calls `changeHandler` after each change of `keyPath`, with the old and new values.
    ///
    /// Each observation remembers the last value it reported, so `oldValue` comes from the
    /// observation itself rather than from the setter. The registry and the token hold the
    /// object weakly; the handler gets the object as its first argument, as in Cocoa, so it
    /// has no reason to capture it.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: KeyValueObserving.Options = [.new],
                               changeHandler: @escaping (Self, KeyValueObserving.Change<Value>) -> Void)
        -> KeyValueObserving.Observation {
        var lastSeen = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, .init(oldValue: nil, newValue: options.contains(.new) ? lastSeen : nil, isInitial: true))
        }
        let id = observers.add(keyPath) { object in
            let current = object[keyPath: keyPath]
            let change = KeyValueObserving.Change(oldValue: options.contains(.old) ? lastSeen : nil,
                                                  newValue: options.contains(.new) ? current : nil,
                                                  isInitial: false)
            lastSeen = current
            changeHandler(object, change)
        }
        return KeyValueObserving.Observation { [weak self] in self?.observers.remove(id, from: keyPath) }
    }
}

extension KeyValueObserving {
    /// The observed object. Its `didSet`s play the part of Cocoa's swizzled setters.
    public final class BankAccount: Compliant {
        public let observers = Registry<BankAccount>()

        public var balance: Int {
            didSet { observers.didChange(\BankAccount.balance, on: self) }
        }

        public var owner: String {
            didSet { observers.didChange(\BankAccount.owner, on: self) }
        }

        public init(owner: String, balance: Int) {
            self.owner = owner
            self.balance = balance
        }
    }
}

public final class KeyValueObservingDemo: Demo {
    public static let info = DemoInfo(
        id: "key-value-observing",
        title: "Key-value observing",
        family: .communication,
        summary: """
            A bank account announces changes from its properties' didSet. observe(\\.balance) \
            returns an observation token, like NSKeyValueObservation; the handler gets the \
            old and new values. Only the observed key path fires, and an invalidated token \
            stops delivery.
            """,
        commands: [
            DemoCommand("observe", "<balance|owner> [--initial]", arguments: 1...1, flags: ["initial"],
                        help: "observe with [.old, .new]; --initial: now too"),
            DemoCommand("set", "<balance|owner> <value>", arguments: 2...6, help: "change a property"),
            DemoCommand("invalidate", "[n]", arguments: 0...1, help: "invalidate token n (default: the newest)"),
            DemoCommand("observations", help: "list the tokens"),
        ],
        tour: [
            TourStep("observe balance", "Observe \\.balance with [.old, .new]: token #1."),
            TourStep("set balance 50", "The setter's didSet announces it: old 100, new 50."),
            TourStep("set balance 20", "Old and new arrive in order: 50, then 20."),
            TourStep("set owner Anna", "Only the observed key path fires; owner has no observer."),
            TourStep("observe owner --initial", "With .initial the handler runs at once with the value now."),
            TourStep("set owner Ben", "Now the owner change is heard, by token #2 only."),
            TourStep("invalidate 1", "Invalidating token #1 removes its observer."),
            TourStep("set balance 70", "So the balance change reaches no one."),
        ])

    private struct Watch {
        let number: Int
        let key: String
        let token: KeyValueObserving.Observation
    }

    private let account = KeyValueObserving.BankAccount(owner: "Oleg", balance: 100)
    private var watches: [Watch] = []
    private var heard: [String] = []

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "observe":
            return try observe(input.choice(0, named: localized("key"), among: Self.keys), initial: input.has("initial"))
        case "set": return try set(input)
        case "invalidate": return try invalidate(input.word(0) == nil ? nil : input.integer(0, named: "n"))
        case "observations": return observationLines()
        default: throw DemoError(localized("key-value-observing has no command {0}", input.name))
        }
    }

    private static let keys = ["balance", "owner"]

    private func observe(_ key: String, initial: Bool) -> [String] {
        let number = watches.count + 1
        let options: KeyValueObserving.Options = initial ? [.old, .new, .initial] : [.old, .new]
        let token = key == "balance"
            ? account.observe(\.balance, options: options) { [weak self] _, change in
                self?.hear(number, "balance", change)
            }
            : account.observe(\.owner, options: options) { [weak self] _, change in
                self?.hear(number, "owner", change)
            }
        watches.append(Watch(number: number, key: key, token: token))
        let optionNames = initial ? "[.old, .new, .initial]" : "[.old, .new]"
        return ["token #\(number) = observe(\\.\(key), options: \(optionNames))"] + drainHeard()
    }

    private func hear<Value>(_ number: Int, _ key: String, _ change: KeyValueObserving.Change<Value>) {
        let new = change.newValue.map { "\($0)" } ?? "-"
        guard !change.isInitial else {
            heard.append(localized("#{0} initial: {1} is {2}", number, key, new))
            return
        }
        let old = change.oldValue.map { "\($0)" } ?? "-"
        heard.append(localized("#{0} heard {1}: old {2}, new {3}", number, key, old, new))
    }

    private func drainHeard() -> [String] {
        defer { heard.removeAll() }
        return heard
    }

    private static let maximumOwnerLength = 24

    private func set(_ input: DemoInput) throws(DemoError) -> [String] {
        let key = try input.choice(0, named: localized("key"), among: Self.keys)
        let text = input.text(from: 1)
        if key == "balance" {
            guard input.words.count == 2 else {
                throw DemoError(localized("balance is one whole number, not '{0}'", DemoInput.shortened(text)))
            }
            account.balance = try input.integer(1, named: localized("the balance"))
        } else {
            guard (1...Self.maximumOwnerLength).contains(text.count) else {
                throw DemoError(localized("an owner's name has 1 to {0} characters; this one has {1}",
                                          Self.maximumOwnerLength, text.count))
            }
            account.owner = text
        }
        let heard = drainHeard()
        return ["account.\(key) = \(text)"]
            + (heard.isEmpty ? [localized("no observer for \\.{0}: nothing sent", key)] : heard)
    }

    /// Invalidating twice is harmless, as with NSKeyValueObservation: the second call
    /// changes nothing, and the trace says so.
    private func invalidate(_ number: Int?) throws(DemoError) -> [String] {
        guard !watches.isEmpty else { throw DemoError(localized("there is no token yet; try: observe balance")) }
        guard let number else {
            guard let newest = watches.last(where: { $0.token.isValid }) else {
                return [localized("every token is already invalidated: nothing changed")]
            }
            return invalidate(newest)
        }
        guard let watch = watches.first(where: { $0.number == number }) else {
            throw DemoError(watches.count == 1 ? localized("there is no token #{0}; the only token is #1", number)
                                               : localized("there is no token #{0}; tokens are #1–#{1}", number, watches.count))
        }
        guard watch.token.isValid else {
            return [localized("token #{0} is already invalidated: nothing changed", number)]
        }
        return invalidate(watch)
    }

    private func invalidate(_ watch: Watch) -> [String] {
        watch.token.invalidate()
        let left = account.observers.count(for: watch.key == "balance" ? \KeyValueObserving.BankAccount.balance
                                                                       : \KeyValueObserving.BankAccount.owner)
        return [localized("token #{0} invalidated", watch.number), localized("observers of \\.{0} left: {1}", watch.key, left)]
    }

    private func observationLines() -> [String] {
        guard !watches.isEmpty else { return [localized("no observations yet")] }
        return watches.map {
            $0.token.isValid ? localized("#{0} \\.{1}: valid", $0.number, $0.key)
                             : localized("#{0} \\.{1}: invalidated", $0.number, $0.key)
        }
    }

    public var statePanel: [String] {
        var lines = ["BankAccount",
                     "  balance: \(account.balance)",
                     "  owner:   \(account.owner)"]
        lines += watches.suffix(10).map {
            $0.token.isValid ? localized("token #{0} \\.{1} valid", $0.number, $0.key)
                             : localized("token #{0} \\.{1} invalidated", $0.number, $0.key)
        }
        return lines
    }
}
