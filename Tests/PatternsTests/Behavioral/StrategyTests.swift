@testable import Patterns
import Testing

@Suite struct StrategyTests {
    private let cart = [30_00, 20_00, 10_00, 5_00]

    @Test func oneContextDifferentStrategiesDifferentResults() {
        let checkout = Checkout()
        var totals: [String: Int] = [:]
        for strategy in StrategyDemo.strategies {
            checkout.strategy = strategy
            totals[strategy.name] = checkout.total(of: cart)
        }
        #expect(totals["regular"] == 65_00)
        #expect(totals["sale"] == 52_00)
        #expect(totals["3for2"] == 55_00)
        #expect(totals["coupon"] == 55_00)
        #expect(Set([totals["regular"], totals["sale"], totals["3for2"]]).count == 3)
    }

    @Test func swappingTheStrategyAtRunTimeChangesTheResult() {
        let checkout = Checkout(strategy: SalePricing(percentOff: 50))
        let before = checkout.total(of: cart)
        checkout.strategy = RegularPricing()
        #expect(before == cart.reduce(0, +) / 2)
        #expect(checkout.total(of: cart) == cart.reduce(0, +))
    }

    @Test func aNewStrategyNeedsNoChangeToTheCheckout() {
        struct FlatFee: PricingStrategy {
            var name: String { "flat" }
            var rule: String { "one price for any cart" }
            func total(of prices: [Int]) -> Int { 9_99 }
        }
        #expect(Checkout(strategy: FlatFee()).total(of: cart) == 9_99)
    }

    @Test func strategiesKeepTheirOwnRules() {
        #expect(ThreeForTwoPricing().total(of: [10_00, 10_00]) == 20_00)
        #expect(CouponPricing().total(of: [49_99]) == 49_99)
        #expect(CouponPricing().total(of: [50_00]) == 40_00)
        #expect(SalePricing(percentOff: 20).total(of: [3]) == 2)
    }

    @Test func pricesParseAndPrint() {
        #expect(CartMoney.parse("12") == 12_00)
        #expect(CartMoney.parse("4.5") == 4_50)
        #expect(CartMoney.parse("4.05") == 4_05)
        #expect(CartMoney.parse("4.555") == nil)
        #expect(CartMoney.parse("-3") == nil)
        #expect(CartMoney.text(4_05) == "4.05")
        let session = DemoSession(StrategyDemo.self)
        #expect(session.run("run 10 abc").entries.last?.text == "a price looks like 12 or 4.50, not 'abc'")
        #expect(session.run("use cheapest").entries.last?.text == "unknown strategy 'cheapest': use one of regular, sale, 3for2, coupon")
    }

    // Regression: these carts overflowed Int (a SIGILL) in the sum and in the sale maths.
    @Test(arguments: ["run 50000000000000000 50000000000000000", "use sale; run 90000000000000000",
                      "compare 90000000000000000", "run 1000000.01", "run 99999999999999999999999"])
    func pricesAboveTheCapAreRefusedNotOverflowed(script: String) {
        let session = DemoSession(StrategyDemo.self)
        let outcome = session.runScript(script)
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text.hasPrefix("a price is at most 1000000.00, not '") == true)
    }

    @Test func theDearestCartStillPricesExactly() {
        let session = DemoSession(StrategyDemo.self)
        let dearest = Array(repeating: "1000000", count: 20).joined(separator: " ")
        #expect(session.runScript("use sale; run \(dearest)").entries.last?.text
            == "cart 20000000.00 → pay 16000000.00 (saves 4000000.00)")
        #expect(CartMoney.parse("0001000000.00") == CartMoney.maximumPrice)
    }

    @Test func strategiesNeverTrapOnHugeCarts() {
        let huge = [Int.max, Int.max, 5]
        #expect(RegularPricing().total(of: huge) == Int.max)
        #expect(ThreeForTwoPricing().total(of: huge) == Int.max)
        #expect(CouponPricing().total(of: huge) == Int.max - 10_00)
        let sale = SalePricing(percentOff: 20).total(of: huge)
        #expect(sale == Int.max / 100 * 80 + (Int.max % 100 * 80 + 50) / 100)
        #expect(SalePricing(percentOff: 150).percentOff == 100)
        #expect(CartMoney.text(Int.min).hasPrefix("-92233720368547758."))
    }

    @Test func choosingTheStrategyInUseSaysNothingChanged() {
        let session = DemoSession(StrategyDemo.self)
        #expect(session.run("use regular").entries.last?.text == "the checkout already uses regular: nothing changed")
        #expect(session.run("use sale").entries.map(\.text).contains("checkout.strategy: regular → sale"))
    }
}
