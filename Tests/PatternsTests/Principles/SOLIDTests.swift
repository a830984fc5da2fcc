@testable import Patterns
import Testing

@Suite struct SOLIDTests {
    // MARK: S

    private static let order = [SOLID.SRP.OrderLine("tea", quantity: 2), SOLID.SRP.OrderLine("scone", quantity: 3)]

    @Test func srpSplitsTheJobsWithoutChangingTheResult() {
        typealias Fixed = SOLID.SRP.Fixed
        #expect(Fixed.Checkout().receipt(for: Self.order)
                == SOLID.SRP.Violating.ReceiptPrinter().receipt(for: Self.order))
        // Each responsibility works, and can be changed, on its own.
        #expect(Fixed.TaxPolicy(percent: 25).tax(on: 1_000) == 250)
        #expect(Fixed.PriceList(prices: ["pie": 420]).price(of: "pie") == 420)
        #expect(Fixed.ReceiptFormatter().footer(taxPercent: 10, tax: 105, total: 1_155)
                == ["tax 10%: 1.05", "total: 11.55"])
        let standard = Fixed.Checkout().receipt(for: Self.order)
        let newTax = Fixed.Checkout(tax: Fixed.TaxPolicy(percent: 25)).receipt(for: Self.order)
        #expect(newTax.prefix(Self.order.count) == standard.prefix(Self.order.count))
        #expect(newTax.suffix(2) != standard.suffix(2))
    }

    // MARK: O

    /// Added here, in the tests: the fixed choir handles it without a single edit.
    private struct Duck: SOLID.OCP.Fixed.Animal {
        var name: String { "duck" }
        var sound: String { "Quack" }
    }

    @Test func ocpAcceptsANewAnimalByAddingAType() {
        let fixed = SOLID.OCP.Fixed.Choir().sing([SOLID.OCP.Fixed.Dog(), Duck()])
        #expect(fixed == ["dog Woof", "duck Quack"])
        #expect(SOLID.OCP.Violating.Choir().sound(of: "duck") == nil)
        #expect(SOLID.OCP.Violating.Choir().sound(of: "dog") == "Woof")
    }

    // MARK: L

    /// A shape that breaks the contract, to show the contract check can fail.
    private struct StuckShape: SOLID.LSP.Fixed.Shape {
        var area: Int { 4 }
        func scaled(by factor: Int) -> StuckShape { self }
    }

    @Test func lspSquareSubclassFailsTheRectangleContractWhileTheFixedSquarePasses() {
        typealias Violating = SOLID.LSP.Violating
        typealias Fixed = SOLID.LSP.Fixed
        #expect(Violating.keepsRectangleContract(Violating.Rectangle(width: 1, height: 1)))
        #expect(!Violating.keepsRectangleContract(Violating.Square(side: 1)))
        #expect(Fixed.keepsShapeContract(Fixed.Rectangle(width: 2, height: 7)))
        #expect(Fixed.keepsShapeContract(Fixed.Square(side: 3)))
        #expect(!Fixed.keepsShapeContract(StuckShape()))
    }

    // MARK: I

    /// A test double that implements one method: the narrow protocol makes that enough.
    private final class SpyPrinter: SOLID.ISP.Fixed.Printing {
        var printed: [String] = []
        func printDocument(_ document: String) -> String {
            printed.append(document)
            return "ok"
        }
    }

    @Test func ispClientNeedsOnlyTheNarrowProtocol() throws {
        let spy = SpyPrinter()
        #expect(SOLID.ISP.Fixed.PrintQueue(printer: spy).print("memo") == "ok")
        #expect(spy.printed == ["memo"])
        let fatQueue = SOLID.ISP.Violating.PrintQueue(machine: SOLID.ISP.Violating.PocketScanner())
        #expect(throws: SOLID.ISP.Unsupported(message: "can't print")) { try fatQueue.print("memo") }
    }

    // MARK: D

    private final class SpyStore: SOLID.DIP.Fixed.UserStore {
        var saved: [String] = []
        var kind: String { "SpyStore" }
        func save(_ user: String) { saved.append(user) }
    }

    @Test func dipHighLevelServiceWorksWithATestDouble() {
        let spy = SpyStore()
        let result = SOLID.DIP.Fixed.UserService(store: spy).register("Anna")
        #expect(spy.saved == ["anna"])
        #expect(result == "Anna saved to SpyStore (injected)")
        // The violating service can only ever write to the store it built itself.
        let hardWired = SOLID.DIP.Violating.UserService()
        _ = hardWired.register("Ben")
        #expect(hardWired.database.users == ["ben"])
    }

    // MARK: Demo

    @Test func theDemoChangesOncePerPrincipleAndNamesTheChoices() {
        let session = DemoSession(SOLIDDemo.self)
        #expect(session.run("change ocp").succeeded)
        #expect(session.run("change ocp").entries.last?.text
                == "ocp has already changed; try: run ocp, or reset")
        #expect(session.run("run xyz").entries.last?.text
                == "unknown principle 'xyz': use one of srp, ocp, lsp, isp, dip")
    }
}
