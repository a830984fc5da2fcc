import Localization

// Adapter: the app is written against one interface (the target), a useful class offers
// another (the adaptee), and a small wrapper (the adapter) translates between them. In Cocoa
// the role is often played by protocols; here the adaptee is a vendor SDK we must not edit.

// MARK: The target: the interface the app is written against

/// Something that happened in the app, in the new analytics vocabulary: a dotted name such as
/// `cart.purchase` and free-form string parameters.
public struct AnalyticsEvent: Sendable, Equatable {
    public let name: String
    public let parameters: [String: String]

    public init(_ name: String, parameters: [String: String] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}

/// What the app's code calls. A tracker conforms directly, or through an adapter.
public protocol AnalyticsTracking: AnyObject {
    func track(_ event: AnalyticsEvent)
}

// MARK: The adaptee: an old SDK we cannot change

/// An analytics SDK from the Objective-C days, shipped as a binary: we can neither edit it
/// nor rely on it ever adopting our protocol. It records "hits" of category, action, an
/// optional label and an optional whole-number value.
public final class LegacyAnalyticsSDK {
    public struct Hit: Sendable, Equatable {
        public let category: String
        public let action: String
        public let label: String?
        public let value: Int?

        public init(category: String, action: String, label: String?, value: Int?) {
            self.category = category
            self.action = action
            self.label = label
            self.value = value
        }
    }

    /// Every hit logged, oldest first (the real SDK would batch these to a server).
    public private(set) var hits: [Hit] = []

    public init() {}

    public func logEvent(category: String, action: String, label: String?, value: Int?) {
        hits.append(Hit(category: category, action: action, label: label, value: value))
    }
}

// MARK: The adapter

/// Lets the old SDK stand wherever an `AnalyticsTracking` is expected by translating each call.
///
/// An object adapter: it wraps the SDK instead of extending it. A retroactive conformance
/// (`extension LegacyAnalyticsSDK: AnalyticsTracking`) would also compile, but it would graft
/// our protocol onto a vendor type for the whole program; the wrapper keeps the translation
/// in one small class we own and can test on its own.
public final class LegacyAnalyticsAdapter: AnalyticsTracking {
    /// Events whose name has no dot are filed under this category.
    public static let defaultCategory = "general"

    private let sdk: LegacyAnalyticsSDK

    public init(adapting sdk: LegacyAnalyticsSDK) {
        self.sdk = sdk
    }

    public func track(_ event: AnalyticsEvent) {
        let hit = Self.hit(for: event)
        sdk.logEvent(category: hit.category, action: hit.action, label: hit.label, value: hit.value)
    }

    /// The whole translation: `cart.purchase` becomes category `cart`, action `purchase`; a
    /// whole-number `value` parameter becomes the hit's value; every other parameter is
    /// joined, sorted by key, into the label, since the old API has nowhere else to put it.
    public static func hit(for event: AnalyticsEvent) -> LegacyAnalyticsSDK.Hit {
        let parts = event.name.split(separator: ".", maxSplits: 1).map(String.init)
        let (category, action) = parts.count == 2 ? (parts[0], parts[1]) : (defaultCategory, event.name)
        let value = event.parameters["value"].flatMap { Int($0) }
        let rest = event.parameters.filter { $0.key != "value" || value == nil }
        let label = rest.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        return LegacyAnalyticsSDK.Hit(category: category, action: action,
                                      label: label.isEmpty ? nil : label, value: value)
    }
}

// MARK: A native tracker and the client

/// A tracker written for the new protocol: no adapter needed.
public final class ModernAnalyticsTracker: AnalyticsTracking {
    public private(set) var events: [AnalyticsEvent] = []

    public init() {}

    public func track(_ event: AnalyticsEvent) {
        events.append(event)
    }
}

/// The client: checkout code that knows only `AnalyticsTracking`, never which tracker it has.
public final class CheckoutScreen {
    private let tracker: any AnalyticsTracking

    public init(tracker: any AnalyticsTracking) {
        self.tracker = tracker
    }

    public func productViewed(_ product: String) {
        tracker.track(AnalyticsEvent("product.view", parameters: ["item": product]))
    }

    public func purchased(_ product: String, price: Int) {
        tracker.track(AnalyticsEvent("cart.purchase", parameters: ["item": product, "value": String(price)]))
    }
}

// MARK: The demo

public final class AdapterDemo: Demo {
    public static let info = DemoInfo(
        id: "adapter",
        title: "Adapter",
        family: .structural,
        summary: """
            CheckoutScreen tracks events through the AnalyticsTracking protocol. The old \
            LegacyAnalyticsSDK speaks another language (category, action, label, value) and \
            cannot be changed, so LegacyAnalyticsAdapter wraps it and translates every call. \
            Switch trackers and watch the checkout code stay the same.
            """,
        commands: [
            DemoCommand("use", "<tracker>", arguments: 1...1,
                        help: "give the checkout screen a tracker: legacy (via the adapter) or modern"),
            DemoCommand("view", "<product>", arguments: 1...1, help: "the screen tracks a product view"),
            DemoCommand("buy", "<product> <price>", arguments: 2...2,
                        help: "the screen tracks a purchase with a whole-number price"),
            DemoCommand("hits", help: "show what the old SDK received, in its own words"),
        ],
        tour: [
            TourStep("use legacy", "The screen needs an AnalyticsTracking; the SDK gets an adapter."),
            TourStep("view shoes", "The screen calls track(_:); the adapter makes it an SDK call."),
            TourStep("buy shoes 42", "A whole number has its own SDK field; the rest goes in the label."),
            TourStep("hits", "The SDK saw only its own API: its code was never touched."),
            TourStep("use modern", "Swap in a tracker that speaks the protocol natively..."),
            TourStep("buy hat 15", "...and the same checkout code works with no translation at all."),
        ])

    private enum TrackerChoice: String, CaseIterable {
        case legacy, modern
    }

    private let sdk = LegacyAnalyticsSDK()
    private let modern = ModernAnalyticsTracker()
    private var choice: TrackerChoice?
    private var screen: CheckoutScreen?

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "use":
            return try use(input.choice(0, named: localized("tracker"), among: TrackerChoice.allCases.map(\.rawValue)))
        case "view":
            let product = input.words[0]
            return try track("product.view") { $0.productViewed(product) }
        case "buy":
            let product = input.words[0]
            let price = try input.integer(1, named: localized("the price"))
            guard price >= 0 else { throw DemoError(localized("the price cannot be negative")) }
            return try track("cart.purchase") { $0.purchased(product, price: price) }
        case "hits": return hits()
        default: throw DemoError(localized("adapter has no command {0}", input.name))
        }
    }

    private func use(_ name: String) throws(DemoError) -> [String] {
        guard let picked = TrackerChoice(rawValue: name) else { throw DemoError(localized("unknown tracker '{0}'", name)) }
        guard picked != choice else {
            throw DemoError(localized("the screen already uses the {0} tracker: nothing changed", name))
        }
        choice = picked
        switch picked {
        case .legacy:
            screen = CheckoutScreen(tracker: LegacyAnalyticsAdapter(adapting: sdk))
            return [localized("CheckoutScreen now holds a LegacyAnalyticsAdapter"),
                    localized("the adapter wraps the SDK; the SDK itself is unchanged")]
        case .modern:
            screen = CheckoutScreen(tracker: modern)
            return [localized("CheckoutScreen now holds a ModernAnalyticsTracker"),
                    localized("it conforms to AnalyticsTracking itself: no adapter")]
        }
    }

    private func track(_ eventName: String, _ action: (CheckoutScreen) -> Void) throws(DemoError) -> [String] {
        guard let screen, let choice else {
            throw DemoError(localized("the checkout screen has no tracker yet: type `use legacy` or `use modern`"))
        }
        action(screen)
        var lines = [localized("CheckoutScreen called track({0}) on its tracker", eventName)]
        switch choice {
        case .legacy:
            guard let hit = sdk.hits.last else { return lines }
            lines.append(localized("adapter translated it for the old SDK:"))
            lines += Self.describe(hit).map { "  " + $0 }
            lines.append(localized("LegacyAnalyticsSDK logged hit #{0}", sdk.hits.count))
        case .modern:
            lines.append(localized("ModernAnalyticsTracker stored event #{0} as is", modern.events.count))
        }
        return lines
    }

    private func hits() -> [String] {
        guard !sdk.hits.isEmpty else { return [localized("the old SDK has received no hits yet")] }
        return sdk.hits.enumerated().flatMap { index, hit in
            [localized("hit #{0}:", index + 1)] + Self.describe(hit).map { "  " + $0 }
        }
    }

    /// A hit as the SDK call that produced it, over two short lines.
    private static func describe(_ hit: LegacyAnalyticsSDK.Hit) -> [String] {
        let label = hit.label.map { "\"\($0)\"" } ?? "nil"
        let value = hit.value.map(String.init) ?? "nil"
        return ["logEvent(category: \"\(hit.category)\", action: \"\(hit.action)\",",
                "         label: \(label), value: \(value))"]
    }

    public var statePanel: [String] {
        var lines = ["CheckoutScreen → AnalyticsTracking"]
        switch choice {
        case .legacy?:
            lines += ["  " + localized("tracker: {0}", "LegacyAnalyticsAdapter"),
                      "    " + localized("wraps: {0}", "LegacyAnalyticsSDK")]
        case .modern?: lines.append("  " + localized("tracker: {0}", "ModernAnalyticsTracker"))
        case nil: lines.append("  " + localized("tracker: none yet"))
        }
        lines.append(localized("LegacyAnalyticsSDK hits: {0}", sdk.hits.count))
        if let last = sdk.hits.last {
            lines.append("  " + localized("last: {0}", "\(last.category).\(last.action)"))
        }
        lines.append(localized("ModernAnalyticsTracker events: {0}", modern.events.count))
        if let last = modern.events.last {
            lines.append("  " + localized("last: {0}", last.name))
        }

        return lines
    }
}
