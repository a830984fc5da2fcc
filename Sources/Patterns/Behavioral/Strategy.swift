// A checkout prices a cart with whichever pricing strategy it holds. The checkout does not
// know the rules; it knows only the protocol. Swapping the strategy at run time changes the
// result without touching the checkout. (A closure `([Int]) -> Int` would also work for a
// one-method strategy; a protocol gives each rule a name and an explanation.)

/// One way of pricing a cart. Prices are in cents, so no rounding error creeps in.
public protocol PricingStrategy: Sendable {
    var name: String { get }
    /// One line a customer could read on the receipt.
    var rule: String { get }
    func total(of prices: [Int]) -> Int
}

public struct RegularPricing: PricingStrategy {
    public init() {}
    public var name: String { "regular" }
    public var rule: String { "every item at its price" }
    public func total(of prices: [Int]) -> Int { prices.reduce(0, +) }
}

/// A percentage off everything, rounded to the cent.
public struct SalePricing: PricingStrategy {
    public let percentOff: Int

    public init(percentOff: Int = 20) {
        self.percentOff = percentOff
    }

    public var name: String { "sale" }
    public var rule: String { "\(percentOff)% off everything" }
    public func total(of prices: [Int]) -> Int {
        let full = prices.reduce(0, +)
        return (full * (100 - percentOff) + 50) / 100
    }
}

/// Three for two: in each group of three, dearest first, the cheapest is free.
public struct ThreeForTwoPricing: PricingStrategy {
    public init() {}
    public var name: String { "3for2" }
    public var rule: String { "cheapest of each three is free" }
    public func total(of prices: [Int]) -> Int {
        prices.sorted(by: >).enumerated().reduce(0) { sum, item in
            item.offset % 3 == 2 ? sum : sum + item.element
        }
    }
}

/// A fixed amount off once the cart reaches a threshold.
public struct CouponPricing: PricingStrategy {
    public let threshold: Int
    public let discount: Int

    public init(threshold: Int = 50_00, discount: Int = 10_00) {
        self.threshold = threshold
        self.discount = discount
    }

    public var name: String { "coupon" }
    public var rule: String { "\(CartMoney.text(discount)) off at \(CartMoney.text(threshold)) or more" }
    public func total(of prices: [Int]) -> Int {
        let full = prices.reduce(0, +)
        return full >= threshold ? full - discount : full
    }
}

/// The context: it uses a strategy and can be given another at any time.
public final class Checkout {
    public var strategy: any PricingStrategy

    public init(strategy: any PricingStrategy = RegularPricing()) {
        self.strategy = strategy
    }

    public func total(of prices: [Int]) -> Int { strategy.total(of: prices) }
}

/// Formats and parses amounts in cents, e.g. 1250 ↔ "12.50".
public enum CartMoney {
    public static func text(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        let fraction = value % 100
        return "\(sign)\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// "12", "12.5" or "12.50"; nil for anything else.
    public static func parse(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int(parts[0]), whole >= 0 else { return nil }
        guard parts.count == 2 else { return whole * 100 }
        let fraction = parts[1]
        guard (1...2).contains(fraction.count), fraction.allSatisfy(\.isASCII), let cents = Int(fraction) else { return nil }
        return whole * 100 + (fraction.count == 1 ? cents * 10 : cents)
    }
}

public final class StrategyDemo: Demo {
    public static let strategies: [any PricingStrategy] = [
        RegularPricing(), SalePricing(), ThreeForTwoPricing(), CouponPricing(),
    ]

    public static let info = DemoInfo(
        id: "strategy",
        title: "Strategy",
        family: .behavioral,
        summary: """
            A checkout prices a cart through a PricingStrategy protocol: regular, sale, \
            3for2 or coupon. The checkout never changes; swap its strategy at run time and \
            the same cart costs something else.
            """,
        commands: [
            DemoCommand("use", "<regular|sale|3for2|coupon>", arguments: 1...1, help: "give the checkout another strategy"),
            DemoCommand("run", "<price> [price...]", arguments: 1...20, help: "price a cart with the current strategy"),
            DemoCommand("compare", "<price> [price...]", arguments: 1...20, help: "price one cart with every strategy"),
        ],
        tour: [
            TourStep("run 30 20 10", "The checkout starts with the regular strategy."),
            TourStep("use sale", "Swap the strategy at run time; the checkout object stays."),
            TourStep("run 30 20 10", "Same cart, same checkout, another algorithm: another total."),
            TourStep("use 3for2", "Another strategy..."),
            TourStep("run 30 20 10", "...another rule: here the 10.00 item is free."),
            TourStep("compare 30 20 10", "Every strategy over one cart: one interface, four rules."),
        ])

    private let checkout = Checkout()
    private var lastCart: [Int] = []

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "use": return try use(input.words[0])
        case "run": return try run(cart(input))
        case "compare": return try compare(cart(input))
        default: throw DemoError("strategy has no command \(input.name)")
        }
    }

    private func use(_ name: String) throws(DemoError) -> [String] {
        guard let strategy = Self.strategies.first(where: { $0.name == name.lowercased() }) else {
            throw DemoError("unknown strategy '\(name)': use one of \(Self.strategies.map(\.name).joined(separator: ", "))")
        }
        let old = checkout.strategy.name
        checkout.strategy = strategy
        return ["checkout.strategy: \(old) → \(strategy.name)", "its rule: \(strategy.rule)"]
    }

    private func run(_ prices: [Int]) -> [String] {
        lastCart = prices
        let full = prices.reduce(0, +)
        let total = checkout.total(of: prices)
        return ["checkout asks \(checkout.strategy.name): \(checkout.strategy.rule)",
                "cart \(full.asMoney) → pay \(total.asMoney)\(full == total ? "" : " (saves \((full - total).asMoney))")"]
    }

    private func compare(_ prices: [Int]) -> [String] {
        lastCart = prices
        return ["one cart of \(prices.reduce(0, +).asMoney), each strategy in turn:"] + Self.strategies.map { strategy in
            let marker = strategy.name == checkout.strategy.name ? "  ← in use" : ""
            return "  \(strategy.name + String(repeating: " ", count: max(0, 8 - strategy.name.count))) \(strategy.total(of: prices).asMoney)\(marker)"
        }
    }

    private func cart(_ input: DemoInput) throws(DemoError) -> [Int] {
        var prices: [Int] = []
        for word in input.words {
            guard let cents = CartMoney.parse(word) else { throw DemoError("a price looks like 12 or 4.50, not '\(word)'") }
            prices.append(cents)
        }
        return prices
    }

    public var statePanel: [String] {
        var lines = ["Checkout", "  strategy: \(checkout.strategy.name)", "  rule: \(checkout.strategy.rule)"]
        if !lastCart.isEmpty { lines.append("last cart: " + lastCart.map(\.asMoney).joined(separator: " ")) }
        return lines
    }
}

extension Int {
    fileprivate var asMoney: String { CartMoney.text(self) }
}
