@testable import Patterns
import Testing

/// A builder that only writes down which steps it was asked to do.
private struct StepRecorder: PizzaBuilding {
    var calls: [String] = []
    mutating func setName(_ name: String) { calls.append("name \(name)") }
    mutating func setSize(_ size: Pizza.Size) { calls.append("size \(size.rawValue)") }
    mutating func setCrust(_ crust: Pizza.Crust) { calls.append("crust \(crust.rawValue)") }
    mutating func setSauce(_ sauce: String) { calls.append("sauce \(sauce)") }
    mutating func addTopping(_ topping: String) { calls.append("topping \(topping)") }
}

@Suite struct BuilderTests {
    @Test func buildProducesThePizzaThatWasDescribed() throws {
        var builder = PizzaBuilder()
        builder.setName("Diavola")
        builder.setSize(.large)
        builder.setCrust(.thin)
        builder.addTopping("salami")
        builder.addTopping("chili")
        let pizza = try builder.build()
        #expect(pizza.name == "Diavola")
        #expect(pizza.size == .large)
        #expect(pizza.crust == .thin)
        #expect(pizza.sauce == "tomato")
        #expect(pizza.toppings == ["salami", "chili"])
    }

    @Test func buildValidatesTheDraft() {
        #expect(throws: PizzaError.missingName) { try PizzaBuilder().build() }
        var crowded = PizzaBuilder()
        crowded.setName("Everything")
        for topping in ["a", "b", "c", "d", "e", "f"] { crowded.addTopping(topping) }
        #expect(throws: PizzaError.tooManyToppings(6)) { try crowded.build() }
        var doubled = PizzaBuilder()
        doubled.setName("Twice")
        doubled.addTopping("ham")
        doubled.addTopping("ham")
        #expect(throws: PizzaError.duplicateTopping("ham")) { try doubled.build() }
    }

    @Test func theDirectorDrivesTheStepsInOrder() {
        var recorder = StepRecorder()
        PizzaDirector.make(.diavola, with: &recorder)
        #expect(recorder.calls == ["name Diavola", "size large", "crust classic", "sauce tomato",
                                   "topping salami", "topping chili"])
    }

    @Test(arguments: PizzaDirector.Recipe.allCases)
    func everyRecipeBuildsAValidPizzaAndAReceipt(recipe: PizzaDirector.Recipe) throws {
        var builder = PizzaBuilder()
        PizzaDirector.make(recipe, with: &builder)
        let pizza = try builder.build()
        var receipt = PizzaReceiptBuilder()
        PizzaDirector.make(recipe, with: &receipt)
        // The receipt charges a base and one line per topping (plus thick crust): the same
        // steps seen by a different builder.
        let toppingsCharged = receipt.lines.filter { line in pizza.toppings.contains { line.hasPrefix($0 + " ") } }
        #expect(toppingsCharged.count == pizza.toppings.count)
        #expect(receipt.totalCents > 0)
    }

    @Test func aMargheritaReceiptAddsUp() {
        var receipt = PizzaReceiptBuilder()
        PizzaDirector.make(.margherita, with: &receipt)
        #expect(receipt.totalCents == 900 + 150 + 150)
        #expect(PizzaReceiptBuilder.money(receipt.totalCents) == "12.00")
    }

    @Test func theClosureFormStartsFromDefaultsAndStillValidates() throws {
        let pizza = try Pizza.build { $0.name = "Funghi"; $0.toppings = ["mushrooms"] }
        #expect(pizza.size == .medium && pizza.crust == .classic && pizza.sauce == "tomato")
        #expect(pizza.toppings == ["mushrooms"])
        #expect(throws: PizzaError.missingName) { try Pizza.build { $0.size = .small } }
    }

    @Test func demoExplainsARefusedBuild() {
        let session = DemoSession(BuilderDemo.self)
        session.run("add olives")
        let outcome = session.run("build")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "build refused: a pizza needs a name (set name <name>)")
    }

    @Test func aToppingCanBeTakenOffTheDraft() throws {
        var builder = PizzaBuilder()
        builder.setName("Hawaii")
        builder.addTopping("ham")
        builder.addTopping("🍍")
        builder.addTopping("🍍")
        #expect(throws: PizzaError.duplicateTopping("🍍")) { try builder.build() }
        let removed = builder.removeTopping("🍍")
        #expect(removed)
        #expect(try builder.build().toppings == ["ham", "🍍"])
        let removedAbsent = builder.removeTopping("olives")
        #expect(!removedAbsent)
        #expect(builder.toppings == ["ham", "🍍"])
    }

    @Test func demoWarnsOfADuplicateAndLetsItBeRemoved() {
        let session = DemoSession(BuilderDemo.self)
        session.runScript("set name Hawaii; add 🍍")
        let twice = session.run("add 🍍").entries.map(\.text)
        #expect(twice.contains("🍍 is on the draft twice now: build() will refuse it"))
        #expect(session.run("build").entries.last?.text == "build refused: 🍍 is on the list twice (remove 🍍)")
        #expect(session.run("remove 🍍").entries.last?.text == "draft toppings: 🍍")
        #expect(session.run("remove ham").entries.last?.text == "ham is not on the draft; it has 🍍")
        #expect(session.run("build").succeeded)
    }
}
