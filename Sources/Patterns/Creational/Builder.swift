import Localization

// Builder: construct a complex object step by step, check it once at the end, and hand out
// a finished, immutable value. The source tutorial shows two forms: a "Swifty" one that configures an
// object through a closure (its TabStyle), and the classic one with steps and a director.
// The source tutorial's closure form left every property of the finished object mutable and checked
// nothing; here the closure configures a builder, and `build()` validates.

/// The product: immutable once built, and only builders make it.
public struct Pizza: Sendable, Equatable {
    public enum Size: String, CaseIterable, Sendable {
        case small, medium, large
    }

    public enum Crust: String, CaseIterable, Sendable {
        case thin, classic, thick
    }

    public static let maximumToppings = 5

    public let name: String
    public let size: Size
    public let crust: Crust
    public let sauce: String
    public let toppings: [String]

    fileprivate init(name: String, size: Size, crust: Crust, sauce: String, toppings: [String]) {
        self.name = name
        self.size = size
        self.crust = crust
        self.sauce = sauce
        self.toppings = toppings
    }

    /// `large Diavola, classic crust`.
    public var headline: String { "\(size.rawValue) \(name), \(crust.rawValue) crust" }

    /// `tomato sauce, toppings: salami, chili`.
    public var filling: String {
        "\(sauce) sauce, " + (toppings.isEmpty ? "no toppings" : "toppings: " + toppings.joined(separator: ", "))
    }
}

public enum PizzaError: Error, Equatable, CustomStringConvertible {
    case missingName
    case tooManyToppings(Int)
    case duplicateTopping(String)

    public var description: String {
        switch self {
        case .missingName: localized("a pizza needs a name")
        case .tooManyToppings(let count): localized("{0} toppings is too many: at most {1}", count, Pizza.maximumToppings)
        case .duplicateTopping(let topping): localized("{0} is on the list twice", topping)
        }
    }
}

/// The steps every pizza builder offers. The director only knows these, so it can drive
/// builders that make quite different things from the same recipe.
public protocol PizzaBuilding {
    mutating func setName(_ name: String)
    mutating func setSize(_ size: Pizza.Size)
    mutating func setCrust(_ crust: Pizza.Crust)
    mutating func setSauce(_ sauce: String)
    mutating func addTopping(_ topping: String)
}

/// Builds a `Pizza`. Every part has a default except the name; `build()` checks the whole.
public struct PizzaBuilder: PizzaBuilding, Sendable {
    public var name: String?
    public var size = Pizza.Size.medium
    public var crust = Pizza.Crust.classic
    public var sauce = "tomato"
    public var toppings: [String] = []

    public init() {}

    public mutating func setName(_ name: String) { self.name = name }
    public mutating func setSize(_ size: Pizza.Size) { self.size = size }
    public mutating func setCrust(_ crust: Pizza.Crust) { self.crust = crust }
    public mutating func setSauce(_ sauce: String) { self.sauce = sauce }
    public mutating func addTopping(_ topping: String) { toppings.append(topping) }

    /// Takes the last `topping` off the draft; false when it is not there. A draft is
    /// allowed to be wrong for a while (build() is where it is checked), so there has to be
    /// a way to put it right.
    @discardableResult
    public mutating func removeTopping(_ topping: String) -> Bool {
        guard let index = toppings.lastIndex(of: topping) else { return false }
        toppings.remove(at: index)
        return true
    }

    public func build() throws(PizzaError) -> Pizza {
        guard let name, !name.isEmpty else { throw .missingName }
        guard toppings.count <= Pizza.maximumToppings else { throw .tooManyToppings(toppings.count) }
        var seen: Set<String> = []
        for topping in toppings where !seen.insert(topping).inserted { throw .duplicateTopping(topping) }
        return Pizza(name: name, size: size, crust: crust, sauce: sauce, toppings: toppings)
    }
}

extension Pizza {
    /// The closure form: start from the builder's defaults, change only what matters, and
    /// get a checked pizza back in one expression.
    public static func build(_ configure: (inout PizzaBuilder) -> Void) throws(PizzaError) -> Pizza {
        var builder = PizzaBuilder()
        configure(&builder)
        return try builder.build()
    }
}

/// A second builder for the same steps: it prices the order instead of making the pizza.
/// One construction process, two representations: the classic Builder's promise.
public struct PizzaReceiptBuilder: PizzaBuilding, Sendable {
    public private(set) var lines: [String] = []
    public private(set) var totalCents = 0

    public init() {}

    public mutating func setName(_ name: String) { lines.append(name) }

    public mutating func setSize(_ size: Pizza.Size) {
        let price = switch size {
        case .small: 700
        case .medium: 900
        case .large: 1100
        }
        charge(price, for: "\(size.rawValue) base")
    }

    public mutating func setCrust(_ crust: Pizza.Crust) {
        if crust == .thick { charge(100, for: "thick crust") }
    }

    public mutating func setSauce(_ sauce: String) {}

    public mutating func addTopping(_ topping: String) { charge(150, for: topping) }

    private mutating func charge(_ cents: Int, for item: String) {
        totalCents += cents
        lines.append("\(item) \(Self.money(cents))")
    }

    public static func money(_ cents: Int) -> String {
        let fraction = cents % 100
        return "\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// One step of a recipe, so that the order of the steps is data the director follows.
public enum PizzaStep: Sendable, Equatable, CustomStringConvertible {
    case name(String)
    case size(Pizza.Size)
    case crust(Pizza.Crust)
    case sauce(String)
    case topping(String)

    public func apply(to builder: inout some PizzaBuilding) {
        switch self {
        case .name(let name): builder.setName(name)
        case .size(let size): builder.setSize(size)
        case .crust(let crust): builder.setCrust(crust)
        case .sauce(let sauce): builder.setSauce(sauce)
        case .topping(let topping): builder.addTopping(topping)
        }
    }

    public var description: String {
        switch self {
        case .name(let name): "setName(\(name))"
        case .size(let size): "setSize(.\(size.rawValue))"
        case .crust(let crust): "setCrust(.\(crust.rawValue))"
        case .sauce(let sauce): "setSauce(\(sauce))"
        case .topping(let topping): "addTopping(\(topping))"
        }
    }
}

/// The director knows the recipes and drives any builder through their steps, in order.
public enum PizzaDirector {
    public enum Recipe: String, CaseIterable, Sendable {
        case margherita, diavola, veggie
    }

    public static func steps(for recipe: Recipe) -> [PizzaStep] {
        switch recipe {
        case .margherita:
            [.name("Margherita"), .size(.medium), .crust(.thin), .sauce("tomato"), .topping("mozzarella"), .topping("basil")]
        case .diavola:
            [.name("Diavola"), .size(.large), .crust(.classic), .sauce("tomato"), .topping("salami"), .topping("chili")]
        case .veggie:
            [.name("Veggie"), .size(.medium), .crust(.thick), .sauce("pesto"), .topping("peppers"),
             .topping("olives"), .topping("onion")]
        }
    }

    public static func make(_ recipe: Recipe, with builder: inout some PizzaBuilding) {
        for step in steps(for: recipe) { step.apply(to: &builder) }
    }
}

// MARK: - Demo

public final class BuilderDemo: Demo {
    public static let info = DemoInfo(
        id: "builder",
        title: "Builder",
        family: .creational,
        summary: """
            A PizzaBuilder collects the parts of a pizza one step at a time and checks the whole \
            in build(), which returns an immutable Pizza. A director drives the same steps in a \
            fixed order from a recipe, for any builder: here also one that prices the order. \
            `order` shows the Swifty form: defaults changed inside a closure.
            """,
        commands: [
            DemoCommand("set", "<part> <value>", arguments: 2...2,
                        help: "set name, size (small/medium/large), crust (thin/classic/thick) or sauce"),
            DemoCommand("add", "<topping>", arguments: 1...1, help: "add a topping to the draft"),
            DemoCommand("remove", "<topping>", arguments: 1...1, help: "take a topping off the draft"),
            DemoCommand("build", help: "check the draft and build the pizza"),
            DemoCommand("director", "<recipe>", arguments: 1...1,
                        help: "let the director build a margherita, diavola or veggie"),
            DemoCommand("order", "<name> [toppings...]", arguments: 1...8,
                        help: "build in one expression with a configuration closure"),
        ],
        tour: [
            TourStep("set name Diavola", "A builder collects parts step by step; no pizza exists yet."),
            TourStep("set size large", "Parts you never set keep defaults: classic crust, tomato sauce."),
            TourStep("add salami", "Toppings are added one at a time, in any order you like."),
            TourStep("build", "build() checks the whole draft, then makes an immutable Pizza."),
            TourStep("director margherita", "A director follows a recipe: the same steps, always in order."),
            TourStep("order Funghi mushrooms", "The closure form: defaults, a closure to change some, a check."),
        ])

    private var draft = PizzaBuilder()
    private var pizzas: [Pizza] = []

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "set": return try set(input)
        case "add": return add(input.words[0])
        case "remove": return try remove(input.words[0])
        case "build": return try build()
        case "director":
            let name = try input.choice(0, named: localized("recipe"), among: PizzaDirector.Recipe.allCases.map(\.rawValue))
            return try direct(PizzaDirector.Recipe(rawValue: name) ?? .margherita)
        case "order": return try order(name: input.words[0], toppings: Array(input.words.dropFirst()))
        default: throw DemoError(localized("builder has no command {0}", input.name))
        }
    }

    private func set(_ input: DemoInput) throws(DemoError) -> [String] {
        let part = try input.choice(0, named: localized("part"), among: ["name", "size", "crust", "sauce"])
        var value = input.words[1]
        switch part {
        case "name": draft.setName(value)
        case "size":
            value = try input.choice(1, named: localized("size"), among: Pizza.Size.allCases.map(\.rawValue))
            draft.setSize(Pizza.Size(rawValue: value) ?? .medium)
        case "crust":
            value = try input.choice(1, named: localized("crust"), among: Pizza.Crust.allCases.map(\.rawValue))
            draft.setCrust(Pizza.Crust(rawValue: value) ?? .classic)
        default: draft.setSauce(value)
        }
        return [localized("the builder's draft {0} is now {1}; nothing built yet", part, value)]
    }

    private func add(_ topping: String) -> [String] {
        let isRepeat = draft.toppings.contains(topping)
        draft.addTopping(topping)
        // The draft takes it (builders check in build()), but the learner hears about it now.
        let warning = isRepeat ? [localized("{0} is on the draft twice now: build() will refuse it", topping),
                                  localized("(remove {0} takes one off)", topping)] : []
        return [draftToppings] + warning
    }

    private func remove(_ topping: String) throws(DemoError) -> [String] {
        guard draft.removeTopping(topping) else {
            throw DemoError(draft.toppings.isEmpty ? localized("{0} is not on the draft: it has no toppings", topping)
                                                   : localized("{0} is not on the draft; it has {1}", topping, toppingList))
        }
        return [draftToppings]
    }

    /// The draft's toppings for the trace, cut to fit one line.
    private var draftToppings: String {
        draft.toppings.isEmpty ? localized("draft toppings: none") : localized("draft toppings: {0}", toppingList)
    }

    private var toppingList: String {
        let list = draft.toppings.joined(separator: ", ")
        return list.count <= 46 ? list : String(list.prefix(45)) + "…"
    }

    private func build() throws(DemoError) -> [String] {
        let pizza: Pizza
        do {
            pizza = try draft.build()
        } catch {
            let message = switch error {
            case .missingName: localized("build refused: {0} (set name <name>)", error.description)
            case .duplicateTopping(let topping): localized("build refused: {0} (remove {1})", error.description, topping)
            case .tooManyToppings: localized("build refused: {0} (remove some)", error.description)
            }
            throw DemoError(message)
        }
        pizzas.append(pizza)
        draft = PizzaBuilder()
        return Self.report(pizza, number: pizzas.count) + [localized("the builder starts a fresh draft")]
    }

    private func direct(_ recipe: PizzaDirector.Recipe) throws(DemoError) -> [String] {
        var builder = PizzaBuilder()
        PizzaDirector.make(recipe, with: &builder)
        var receipt = PizzaReceiptBuilder()
        PizzaDirector.make(recipe, with: &receipt)
        let steps = PizzaDirector.steps(for: recipe).map(\.description)
        let pizza: Pizza
        do {
            pizza = try builder.build()
        } catch {
            throw DemoError(localized("the {0} recipe is broken: {1}", recipe.rawValue, error.description))
        }
        pizzas.append(pizza)
        return [localized("the director calls, in order:")] + Self.wrap(steps)
            + Self.report(pizza, number: pizzas.count)
            + [localized("same steps, receipt builder: total {0}", PizzaReceiptBuilder.money(receipt.totalCents))]
    }

    private func order(name: String, toppings: [String]) throws(DemoError) -> [String] {
        let pizza: Pizza
        do {
            pizza = try Pizza.build {
                $0.name = name
                $0.toppings = toppings
            }
        } catch {
            throw DemoError(localized("order refused by build(): {0}", error.description))
        }
        pizzas.append(pizza)
        return [localized("Pizza.build { … }: the closure set the name and toppings,"),
                localized("every other part kept the builder's default")] + Self.report(pizza, number: pizzas.count)
    }

    private static func report(_ pizza: Pizza, number: Int) -> [String] {
        let toppings = pizza.toppings.joined(separator: ", ")
        return [localized("built pizza #{0}: {1} {2}, {3} crust", number, pizza.size.rawValue, pizza.name, pizza.crust.rawValue),
                "  " + (pizza.toppings.isEmpty ? localized("{0} sauce, no toppings", pizza.sauce)
                                               : localized("{0} sauce, toppings: {1}", pizza.sauce, toppings))]
    }

    /// Joins short items into lines of at most 60 characters.
    private static func wrap(_ items: [String]) -> [String] {
        var lines: [String] = []
        var current = " "
        for item in items {
            if current.count + item.count + 1 > 60 {
                lines.append(current)
                current = " "
            }
            current += " " + item
        }
        return current.count > 1 ? lines + [current] : lines
    }

    public var statePanel: [String] { DemoText.panel(panelLines) }

    private var panelLines: [String] {
        var lines = [localized("PizzaBuilder draft:"),
                     draft.name.map { localized("  name: {0}", $0) } ?? localized("  name: (not set)"),
                     localized("  size: {0}, crust: {1}", draft.size.rawValue, draft.crust.rawValue),
                     localized("  sauce: {0}", draft.sauce),
                     draft.toppings.isEmpty ? localized("  toppings: none")
                                            : localized("  toppings: {0}", draft.toppings.joined(separator: ", "))]
        if !pizzas.isEmpty {
            lines.append(localized("built pizzas:"))
            lines += pizzas.enumerated().suffix(8).map { "  #\($0.offset + 1) \($0.element.size.rawValue) \($0.element.name)" }
        }
        return lines
    }
}
