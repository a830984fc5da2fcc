import Localization

// A checkout prices a cart with whichever pricing strategy it holds. The checkout does not
// know the rules; it knows only the protocol. Swapping the strategy at run time changes the
// result without touching the checkout. (A closure `([Int]) -> Int` would also work for a
// one-method strategy; a protocol gives each rule a name and an explanation.)

/// One way of pricing a cart. Prices are in cents, so no rounding error creeps in.
/// The demo caps each price at `CartMoney.maximumPrice`; the strategies still never trap on
/// larger carts: their sums stop at Int.max instead of overflowing.
public protocol PricingStrategy: Sendable {
    var name: String { get }
    /// One line a customer could read on the receipt.
    var rule: String { get }
    func total(of prices: [Int]) -> Int
}

public struct RegularPricing: PricingStrategy {
    public init() {}
    public var name: String { "regular" }
    public var rule: String { localized("every item at its price") }
    public func total(of prices: [Int]) -> Int { CartMoney.sum(prices) }
}

/// A percentage off everything, rounded to the cent.
public struct SalePricing: PricingStrategy {
    public let percentOff: Int

    /// Clamped to 0...100: a discount outside it would make the checkout pay the customer.
    public init(percentOff: Int = 20) {
        self.percentOff = min(max(percentOff, 0), 100)
    }

    public var name: String { "sale" }
    public var rule: String { localized("{0}% off everything", percentOff) }
    public func total(of prices: [Int]) -> Int {
        let full = CartMoney.sum(prices)
        let kept = 100 - percentOff
        // Split into hundreds and the rest so no step can overflow: (full * kept + 50) / 100
        // would trap for carts above Int.max / 100.
        let (hundreds, rest) = full.quotientAndRemainder(dividingBy: 100)
        return hundreds * kept + (rest * kept + (rest < 0 ? -50 : 50)) / 100
    }
}

/// Three for two: in each group of three, dearest first, the cheapest is free.
public struct ThreeForTwoPricing: PricingStrategy {
    public init() {}
    public var name: String { "3for2" }
    public var rule: String { localized("cheapest of each three is free") }
    public func total(of prices: [Int]) -> Int {
        let paid = prices.sorted(by: >).enumerated().filter { $0.offset % 3 != 2 }.map(\.element)
        return CartMoney.sum(paid)
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
    public var rule: String { localized("{0} off at {1} or more", CartMoney.text(discount), CartMoney.text(threshold)) }
    public func total(of prices: [Int]) -> Int {
        let full = CartMoney.sum(prices)
        guard full >= threshold else { return full }
        let (reduced, overflow) = full.subtractingReportingOverflow(discount)
        return overflow ? full : reduced
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

/// Why a typed price was refused.
public struct PriceError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// Formats and parses amounts in cents, e.g. 1250 ↔ "12.50".
public enum CartMoney {
    /// The dearest price a cart takes: 1000000.00. Even twenty of them stay far below Int.max.
    public static let maximumPrice = 1_000_000_00

    /// Adds prices without trapping: a sum that would overflow stops at Int.max (or Int.min).
    public static func sum(_ prices: [Int]) -> Int {
        prices.reduce(0) { total, price in
            let (sum, overflow) = total.addingReportingOverflow(price)
            return overflow ? (price > 0 ? Int.max : Int.min) : sum
        }
    }

    public static func text(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        // The magnitude, not abs(): abs(Int.min) would trap.
        let value = cents.magnitude
        let fraction = value % 100
        return "\(sign)\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// "12", "12.5" or "12.50"; nil for anything else, or above `maximumPrice`.
    public static func parse(_ text: String) -> Int? { try? price(text) }

    /// "12", "12.5" or "12.50" in cents, from 0 to `maximumPrice`; a message otherwise.
    public static func price(_ text: String) throws(PriceError) -> Int {
        let shown = DemoInput.shortened(text)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard (1...2).contains(parts.count), isDigits(parts[0]),
              parts.count == 1 || (isDigits(parts[1]) && parts[1].count <= 2) else {
            throw PriceError(localized("a price looks like 12 or 4.50, not '{0}'", shown))
        }
        let tooDear = PriceError(localized("a price is at most {0}, not '{1}'", Self.text(maximumPrice), shown))
        // Leading zeros aside, more than seven digits is above the cap: refuse before Int()
        // or the multiplication below could overflow.
        guard parts[0].drop(while: { $0 == "0" }).count <= 7, let whole = Int(parts[0]) else { throw tooDear }
        let fraction = parts.count == 2 ? parts[1] : ""
        let cents = whole * 100 + (Int(fraction) ?? 0) * (fraction.count == 1 ? 10 : 1)
        guard cents <= maximumPrice else { throw tooDear }
        return cents
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
            DemoCommand("run", "<price> [price...]", arguments: 1...20,
                        help: "price a cart with the current strategy (prices 0 to 1000000)"),
            DemoCommand("compare", "<price> [price...]", arguments: 1...20,
                        help: "price one cart with every strategy (prices 0 to 1000000)"),
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
        default: throw DemoError(localized("strategy has no command {0}", input.name))
        }
    }

    private func use(_ name: String) throws(DemoError) -> [String] {
        guard let strategy = Self.strategies.first(where: { $0.name == name.lowercased() }) else {
            throw DemoError(localized("unknown strategy '{0}': use one of {1}", name, Self.strategies.map(\.name).joined(separator: ", ")))
        }
        let old = checkout.strategy.name
        guard old != strategy.name else { return [localized("the checkout already uses {0}: nothing changed", old)] }
        checkout.strategy = strategy
        return ["checkout.strategy: \(old) → \(strategy.name)", localized("its rule: {0}", strategy.rule)]
    }

    private func run(_ prices: [Int]) -> [String] {
        lastCart = prices
        let full = CartMoney.sum(prices)
        let total = checkout.total(of: prices)
        return [localized("checkout asks {0}: {1}", checkout.strategy.name, checkout.strategy.rule),
                full == total ? localized("cart {0} → pay {1}", full.asMoney, total.asMoney)
                    : localized("cart {0} → pay {1} (saves {2})", full.asMoney, total.asMoney, (full - total).asMoney)]
    }

    private func compare(_ prices: [Int]) -> [String] {
        lastCart = prices
        let heading = localized("one cart of {0}, each strategy in turn:", CartMoney.sum(prices).asMoney)
        return [heading] + Self.strategies.map { strategy in
            let marker = strategy.name == checkout.strategy.name ? "  " + localized("← in use") : ""
            return "  \(strategy.name + String(repeating: " ", count: max(0, 8 - strategy.name.count))) \(strategy.total(of: prices).asMoney)\(marker)"
        }
    }

    private func cart(_ input: DemoInput) throws(DemoError) -> [Int] {
        var prices: [Int] = []
        for word in input.words {
            do {
                prices.append(try CartMoney.price(word))
            } catch {
                throw DemoError(error.message)
            }
        }
        return prices
    }

    public var statePanel: [String] {
        var lines = ["Checkout", "  " + localized("strategy: {0}", checkout.strategy.name),
                     "  " + localized("rule: {0}", checkout.strategy.rule)]
        if !lastCart.isEmpty { lines.append(localized("last cart: {0}", lastCart.map(\.asMoney).joined(separator: " "))) }
        return lines
    }
}

extension Int {
    fileprivate var asMoney: String { CartMoney.text(self) }
}
