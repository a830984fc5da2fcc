import Dispatch
import Foundation
import Synchronization
import Localization

// The source tutorial's AccountManager kept a mutable tuple in a shared instance with no locking, so
// two threads could tear it; Swift 6 also rejects a non-Sendable `static let`. Here the
// state sits behind a Mutex, which makes the class Sendable and the shared instance legal.

/// A strict singleton: the initializer is private, so `shared` is the only instance.
public final class AccountManager: Sendable {
    public struct Account: Sendable, Equatable {
        public var userName: String
        public var userId: String
    }

    /// Created once, lazily and thread-safely, on first use (Swift's `static let` is the
    /// `dispatch_once` of Objective-C).
    public static let shared = AccountManager()

    private static let creations = Atomic<Int>(0)
    /// How many AccountManagers were ever made in this process: never more than one.
    public static var instancesCreated: Int { creations.load(ordering: .relaxed) }

    private let state = Mutex(
        Account(userName: "Oleg", userId: "000000001"))
    /// Which AccountManager this is, counting from 1: the trace shows it, and it is always 1.
    public let serialNumber: Int

    private init() {
        serialNumber = Self.creations.add(1, ordering: .relaxed).newValue
    }

    public var account: Account { state.withLock { $0 } }

    public func rename(to userName: String) {
        state.withLock { $0.userName = userName }
    }
}

/// A shared instance, like `URLSession.shared` or `FileManager.default`: a convenient
/// common object, but the initializer stays public so anyone may make their own.
public final class ImageCache: Sendable {
    public static let shared = ImageCache(name: "shared")
    public let name: String
    private let images = Mutex<[String: Int]>([:])

    public init(name: String) {
        self.name = name
    }

    public func store(_ key: String, bytes: Int) {
        images.withLock { $0[key] = bytes }
    }

    public var keys: [String] { images.withLock { $0.keys.sorted() } }
}

public final class SingletonDemo: Demo {
    public static let info = DemoInfo(
        id: "singleton",
        title: "Singleton and shared instance",
        family: .creational,
        summary: """
            AccountManager is a strict singleton: a private init and one `static let shared`. \
            Every caller gets the same object, so a change made by one is seen by all, \
            and not even `reset` brings back a fresh one: it lives as long as the program. \
            ImageCache is a shared instance: there is a common `shared` one, yet anyone may \
            create another. Watch the object numbers in the trace: always #1.
            """,
        commands: [
            DemoCommand("get", "<caller>", arguments: 1...1, help: "a caller asks for AccountManager.shared"),
            DemoCommand("rename", "<name>", arguments: 1...1, help: "change the user name through the shared instance"),
            DemoCommand("read", "<caller>", arguments: 1...1, help: "a caller reads the user name"),
            DemoCommand("race", "[callers]", arguments: 0...1,
                        help: "many callers ask at once, spread over worker threads (default 1000)"),
            DemoCommand("cache", "<key> [own]", arguments: 1...2,
                        help: "store an image in ImageCache.shared, or in a cache of your own"),
        ],
        tour: [
            TourStep("get settings-screen", "One part of the app asks for the account manager."),
            TourStep("get login-screen", "Another part asks too, and gets the very same object."),
            TourStep("rename Anna", "A change made through the shared instance..."),
            TourStep("read settings-screen", "...is seen everywhere: this is global state, with its risks."),
            TourStep("race 1000", "A thousand concurrent calls still find a single instance."),
            TourStep("cache avatar", "A shared instance is a convenience: this goes to .shared..."),
            TourStep("cache avatar own", "...and this to a cache of our own, which .shared never sees."),
        ])

    private var readers: [String: ObjectIdentifier] = [:]
    private var ownCache: ImageCache?

    public init() {}

    public static let survivesReset = [
        "started again with new callers, but the shared instances stay:",
        "AccountManager.shared and ImageCache.shared are the same objects,",
        "with what they hold. A static let is made once and lives as long",
        "as the program, so no reset can replace it.",
    ]

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "get": return get(caller: input.text())
        case "rename":
            guard !input.text().trimmingCharacters(in: .whitespaces).isEmpty else { throw DemoError(localized("rename needs a name, e.g. rename Anna")) }
            AccountManager.shared.rename(to: input.text())
            return [localized("AccountManager.shared.userName is now {0}", input.text())]
        case "read":
            return [localized("{0} reads userName = {1}", input.text(), AccountManager.shared.account.userName)]
        case "race": return try race(callers: input.word(0) == nil ? 1000 : input.integer(0, named: localized("the number of callers")))
        case "cache": return try cache(input)
        default: throw DemoError(localized("singleton has no command {0}", input.name))
        }
    }

    private func get(caller: String) -> [String] {
        let instance = ObjectIdentifier(AccountManager.shared)
        let others = readers.filter { $0.key != caller }
        readers[caller] = instance
        var lines = [localized("{0} got AccountManager.shared: object #{1}", caller, AccountManager.shared.serialNumber)]
        if let other = others.keys.sorted().first {
            lines.append(others[other] == instance ? localized("the same object {0} got: === is true", other)
                                                    : localized("a different object from {0}'s", other))
        }
        return lines
    }

    private func race(callers: Int) throws(DemoError) -> [String] {
        guard (1...100_000).contains(callers) else { throw DemoError(localized("callers must be between 1 and 100000")) }
        let seen = IdentitySet()
        DispatchQueue.concurrentPerform(iterations: callers) { _ in
            seen.insert(AccountManager.shared)
        }
        let distinct = seen.count
        let instances = localized(count: distinct, one: "{0} distinct instance", other: "{0} distinct instances")
        return [localized(count: callers, one: "{0} concurrent callers saw {1}", other: "{0} concurrent callers saw {1}", instances),
                localized("instances ever created: {0}", AccountManager.instancesCreated)]
    }

    private func cache(_ input: DemoInput) throws(DemoError) -> [String] {
        let key = input.words[0]
        guard input.words.count == 1 || input.words[1] == "own" else {
            throw DemoError(localized("cache takes a key and optionally the word own, not '{0}'", input.words[1]))
        }
        guard input.words.count == 2 else {
            ImageCache.shared.store(key, bytes: 1024)
            return [localized("stored {0} in ImageCache.shared", key)]
        }
        let cache = ownCache ?? ImageCache(name: "own")
        ownCache = cache
        cache.store(key, bytes: 1024)
        return [localized("stored {0} in a cache of our own: ImageCache(name: \"own\")", key),
                localized("own === ImageCache.shared is {0}: two separate caches", cache === ImageCache.shared)]
    }

    public var statePanel: [String] {
        let account = AccountManager.shared.account
        var lines = [
            "AccountManager.shared",
            "  userName: \(account.userName)",
            "  userId:   \(account.userId)",
            "  " + localized("instances ever created: {0}", AccountManager.instancesCreated),
        ]
        if !readers.isEmpty { lines.append(localized("  held by: {0}", readers.keys.sorted().joined(separator: ", "))) }
        let sharedKeys = ImageCache.shared.keys
        lines.append(sharedKeys.isEmpty ? localized("ImageCache.shared: empty") : "ImageCache.shared: " + sharedKeys.joined(separator: ", "))
        if let ownCache { lines.append(localized("own ImageCache: {0}", ownCache.keys.joined(separator: ", "))) }
        return lines
    }
}

/// The objects many threads saw, counted once each.
///
/// An NSLock rather than a `Mutex`: on Linux the thread sanitizer cannot see inside
/// `Synchronization.Mutex` and reports its waiters as racing, which would hide real races.
final class IdentitySet: @unchecked Sendable {
    private let lock = NSLock()
    private var identities: Set<ObjectIdentifier> = []

    func insert(_ object: AnyObject) {
        lock.withLock { _ = identities.insert(ObjectIdentifier(object)) }
    }

    var count: Int { lock.withLock { identities.count } }
}
