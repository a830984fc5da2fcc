import Localization

/// The five SOLID principles, each as a version that breaks it and a version that keeps it.
/// Both versions of a principle do the same job today; they differ in what the next change
/// costs, which is what the demo's `change` command shows.
public enum SOLID {}

// MARK: - S: single responsibility

extension SOLID {
    /// A module should answer to one actor: one kind of person who may ask it to change.
    public enum SRP {
        public struct OrderLine: Sendable, Equatable {
            public let item: String
            public let quantity: Int
            public init(_ item: String, quantity: Int) {
                self.item = item
                self.quantity = quantity
            }
        }

        /// Amounts are whole cents, so totals never pick up floating-point crumbs.
        public static func money(_ cents: Int) -> String {
            let padded = cents % 100 < 10 ? "0\(cents % 100)" : "\(cents % 100)"
            return "\(cents / 100).\(padded)"
        }
    }
}

extension SOLID.SRP {
    public enum Violating {
        /// Looks up prices, computes tax and lays out the receipt: the shop owner, the
        /// accountant and the designer all edit this one class.
        public final class ReceiptPrinter {
            private let prices = ["tea": 300, "cake": 500, "scone": 250]
            private let taxPercent = 20

            public init() {}

            public func receipt(for order: [OrderLine]) -> [String] {
                var lines: [String] = []
                var subtotal = 0
                for line in order {
                    let amount = (prices[line.item] ?? 0) * line.quantity
                    subtotal += amount
                    lines.append("\(line.quantity) x \(line.item): \(money(amount))")
                }
                let tax = subtotal * taxPercent / 100
                lines.append(localized("tax {0}%: {1}", taxPercent, money(tax)))
                lines.append(localized("total: {0}", money(subtotal + tax)))
                return lines
            }
        }
    }

    public enum Fixed {
        /// The shop owner's concern.
        public struct PriceList: Sendable {
            public let prices: [String: Int]
            public init(prices: [String: Int] = ["tea": 300, "cake": 500, "scone": 250]) { self.prices = prices }
            public func price(of item: String) -> Int { prices[item] ?? 0 }
        }

        /// The accountant's concern.
        public struct TaxPolicy: Sendable {
            public let percent: Int
            public init(percent: Int) { self.percent = percent }
            public func tax(on subtotal: Int) -> Int { subtotal * percent / 100 }
        }

        /// The designer's concern: it formats numbers it is given and computes nothing.
        public struct ReceiptFormatter: Sendable {
            public init() {}

            public func itemLine(_ line: OrderLine, amount: Int) -> String {
                "\(line.quantity) x \(line.item): \(money(amount))"
            }

            public func footer(taxPercent: Int, tax: Int, total: Int) -> [String] {
                [localized("tax {0}%: {1}", taxPercent, money(tax)), localized("total: {0}", money(total))]
            }
        }

        /// Only puts the three together.
        public struct Checkout: Sendable {
            public let prices: PriceList
            public let tax: TaxPolicy
            public let formatter: ReceiptFormatter

            public init(prices: PriceList = PriceList(), tax: TaxPolicy = TaxPolicy(percent: 20),
                        formatter: ReceiptFormatter = ReceiptFormatter()) {
                self.prices = prices
                self.tax = tax
                self.formatter = formatter
            }

            public func receipt(for order: [OrderLine]) -> [String] {
                let amounts = order.map { prices.price(of: $0.item) * $0.quantity }
                let subtotal = amounts.reduce(0, +)
                let taxAmount = tax.tax(on: subtotal)
                return zip(order, amounts).map { formatter.itemLine($0, amount: $1) }
                    + formatter.footer(taxPercent: tax.percent, tax: taxAmount, total: subtotal + taxAmount)
            }
        }
    }
}

// MARK: - O: open-closed

extension SOLID {
    /// Open to extension (new behaviour by adding code), closed to modification (without
    /// editing code that works).
    public enum OCP {
        public enum Violating {
            /// Every new animal means another branch here, in code that already works.
            public struct Choir {
                public init() {}

                public func sound(of animal: String) -> String? {
                    switch animal {
                    case "dog": "Woof"
                    case "cat": "Meow"
                    default: nil
                    }
                }
            }
        }

        public enum Fixed {
            public protocol Animal {
                var name: String { get }
                var sound: String { get }
            }

            public struct Dog: Animal {
                public init() {}
                public var name: String { "dog" }
                public var sound: String { "Woof" }
            }

            public struct Cat: Animal {
                public init() {}
                public var name: String { "cat" }
                public var sound: String { "Meow" }
            }

            /// Added later, without touching `Choir`, `Dog` or `Cat`.
            public struct Cow: Animal {
                public init() {}
                public var name: String { "cow" }
                public var sound: String { "Moo" }
            }

            /// Closed: it never names a concrete animal, so it never needs editing.
            public struct Choir {
                public init() {}
                public func sing(_ animals: [any Animal]) -> [String] { animals.map { "\($0.name) \($0.sound)" } }
            }
        }
    }
}

// MARK: - L: Liskov substitution

extension SOLID {
    /// Code written against a base type must keep working with any subtype.
    public enum LSP {
        public enum Violating {
            /// The base type's promise: width and height change independently.
            public class Rectangle {
                public var width: Int
                public var height: Int
                public var area: Int { width * height }

                public init(width: Int, height: Int) {
                    self.width = width
                    self.height = height
                }
            }

            /// A square "is a" rectangle in geometry, but keeping its sides equal breaks the
            /// promise above. (The source tutorial's `Penguin: Bird` whose `fly()` calls `fatalError`
            /// is the same mistake.)
            public final class Square: Rectangle {
                public init(side: Int) { super.init(width: side, height: side) }

                override public var width: Int {
                    didSet { super.height = width }
                }

                override public var height: Int {
                    didSet { super.width = height }
                }
            }

            /// What every client of Rectangle may rely on.
            public static func keepsRectangleContract(_ rectangle: Rectangle) -> Bool {
                rectangle.width = 5
                rectangle.height = 4
                return rectangle.width == 5 && rectangle.area == 20
            }
        }

        public enum Fixed {
            /// The promise clients rely on: scaling by k multiplies the area by k * k.
            public protocol Shape: Sendable {
                var area: Int { get }
                func scaled(by factor: Int) -> Self
            }

            public struct Rectangle: Shape {
                public let width: Int
                public let height: Int
                public init(width: Int, height: Int) {
                    self.width = width
                    self.height = height
                }
                public var area: Int { width * height }
                public func scaled(by factor: Int) -> Rectangle {
                    Rectangle(width: width * factor, height: height * factor)
                }
            }

            /// A sibling of Rectangle, not a child: it makes no promise it cannot keep.
            public struct Square: Shape {
                public let side: Int
                public init(side: Int) { self.side = side }
                public var area: Int { side * side }
                public func scaled(by factor: Int) -> Square { Square(side: side * factor) }
            }

            public static func keepsShapeContract(_ shape: some Shape) -> Bool {
                shape.scaled(by: 3).area == shape.area * 9
            }
        }
    }
}

// MARK: - I: interface segregation

extension SOLID {
    /// No client should be forced to depend on methods it does not use.
    public enum ISP {
        public struct Unsupported: Error, Equatable, Sendable {
            public let message: String
        }

        public enum Violating {
            /// One fat protocol: every machine must claim to print, scan and fax.
            public protocol OfficeMachine {
                var name: String { get }
                func printDocument(_ document: String) throws(Unsupported) -> String
                func scan(_ document: String) throws(Unsupported) -> String
                func fax(_ document: String) throws(Unsupported) -> String
            }

            public struct SimplePrinter: OfficeMachine {
                public init() {}
                public var name: String { "SimplePrinter" }
                public func printDocument(_ document: String) throws(Unsupported) -> String {
                    localized("printed {0}", document)
                }
                // Stubs it was forced to write; they fail only when someone calls them.
                public func scan(_ document: String) throws(Unsupported) -> String {
                    throw Unsupported(message: localized("can't scan"))
                }
                public func fax(_ document: String) throws(Unsupported) -> String {
                    throw Unsupported(message: localized("can't fax"))
                }
            }

            public struct PocketScanner: OfficeMachine {
                public init() {}
                public var name: String { "PocketScanner" }
                public func printDocument(_ document: String) throws(Unsupported) -> String {
                    throw Unsupported(message: localized("can't print"))
                }
                public func scan(_ document: String) throws(Unsupported) -> String { localized("scanned {0}", document) }
                public func fax(_ document: String) throws(Unsupported) -> String {
                    throw Unsupported(message: localized("can't fax"))
                }
            }

            /// Only prints, yet depends on scanning and faxing too.
            public struct PrintQueue {
                public let machine: any OfficeMachine
                public init(machine: any OfficeMachine) { self.machine = machine }
                public func print(_ document: String) throws(Unsupported) -> String { try machine.printDocument(document) }
            }
        }

        public enum Fixed {
            public protocol Printing {
                func printDocument(_ document: String) -> String
            }

            public protocol Scanning {
                func scan(_ document: String) -> String
            }

            public protocol Faxing {
                func fax(_ document: String) -> String
            }

            public struct SimplePrinter: Printing {
                public init() {}
                public func printDocument(_ document: String) -> String { localized("printed {0}", document) }
            }

            public struct PocketScanner: Scanning {
                public init() {}
                public func scan(_ document: String) -> String { localized("scanned {0}", document) }
            }

            public struct OfficeCopier: Printing, Scanning, Faxing {
                public init() {}
                public func printDocument(_ document: String) -> String { localized("printed {0}", document) }
                public func scan(_ document: String) -> String { localized("scanned {0}", document) }
                public func fax(_ document: String) -> String { localized("faxed {0}", document) }
            }

            /// Asks for printing and nothing else: a PocketScanner cannot even be passed in.
            public struct PrintQueue {
                public let printer: any Printing
                public init(printer: any Printing) { self.printer = printer }
                public func print(_ document: String) -> String { printer.printDocument(document) }
            }
        }
    }
}

// MARK: - D: dependency inversion

extension SOLID {
    /// High-level policy should depend on an abstraction that low-level details implement.
    public enum DIP {
        public enum Violating {
            public final class DatabaseStore {
                public private(set) var users: [String] = []
                public init() {}
                public func insert(_ user: String) { users.append(user) }
            }

            /// Builds its own concrete store: to store elsewhere, or to test it without a
            /// database, you must edit this class.
            public final class UserService {
                public let database = DatabaseStore()
                public init() {}

                public func register(_ user: String) -> String {
                    database.insert(user.lowercased())
                    return localized("{0} saved to DatabaseStore (hard-wired)", user)
                }
            }
        }

        public enum Fixed {
            /// The abstraction belongs to the high-level side; stores implement it.
            public protocol UserStore: AnyObject {
                var kind: String { get }
                func save(_ user: String)
            }

            public final class DatabaseStore: UserStore {
                public private(set) var users: [String] = []
                public init() {}
                public var kind: String { "DatabaseStore" }
                public func save(_ user: String) { users.append(user) }
            }

            public final class CloudStore: UserStore {
                public private(set) var users: [String] = []
                public init() {}
                public var kind: String { "CloudStore" }
                public func save(_ user: String) { users.append(user) }
            }

            public final class UserService {
                private let store: any UserStore
                public init(store: any UserStore) { self.store = store }

                public func register(_ user: String) -> String {
                    store.save(user.lowercased())
                    return localized("{0} saved to {1} (injected)", user, store.kind)
                }
            }
        }
    }
}

// MARK: - Demo

public final class SOLIDDemo: Demo {
    public static let info = DemoInfo(
        id: "solid",
        title: "SOLID principles",
        family: .principles,
        summary: """
            Each principle (srp, ocp, lsp, isp, dip) has a violating and a fixed version \
            that do the same job. `show` describes them, `run` runs both side by side, and \
            `change` brings a new requirement: watch which version needs its working code \
            edited and which only gains a type or a parameter.
            """,
        commands: [
            DemoCommand("show", "[principle]", arguments: 0...1, help: "describe both versions (or list the five)"),
            DemoCommand("run", "<principle>", arguments: 1...1, help: "run the violating and fixed versions"),
            DemoCommand("change", "<principle>", arguments: 1...1, help: "a new requirement arrives; run again"),
        ],
        tour: [
            TourStep("show", "Five principles, five pairs of versions."),
            TourStep("run ocp", "Open-closed: today both choirs sing the same."),
            TourStep("change ocp", "A cow joins: one version needs an edit, one a new type."),
            TourStep("change lsp", "Liskov: a Square subclass breaks Rectangle's promise."),
            TourStep("change isp", "Interface segregation: a scanner meets a fat protocol."),
            TourStep("change dip", "Dependency inversion: move users to the cloud."),
            TourStep("change srp", "Single responsibility: the accountant changes the tax rate."),
        ])

    private enum Principle: String, CaseIterable {
        case srp, ocp, lsp, isp, dip

        var title: String {
            switch self {
            case .srp: localized("S: single responsibility")
            case .ocp: localized("O: open-closed")
            case .lsp: localized("L: Liskov substitution")
            case .isp: localized("I: interface segregation")
            case .dip: localized("D: dependency inversion")
            }
        }
    }

    private var changed: Set<Principle> = []
    private var runs: [Principle: Int] = [:]

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        let names = Principle.allCases.map(\.rawValue)
        switch input.name {
        case "show":
            guard input.word(0) != nil else { return Principle.allCases.map { "\($0.rawValue)  \($0.title)" } }
            return try show(principle(input, names))
        case "run": return try run(principle(input, names))
        case "change": return try change(principle(input, names))
        default: throw DemoError(localized("solid has no command {0}", input.name))
        }
    }

    private func principle(_ input: DemoInput, _ names: [String]) throws(DemoError) -> Principle {
        let name = try input.choice(0, named: localized("principle"), among: names)
        return Principle(rawValue: name) ?? .srp
    }

    private func show(_ principle: Principle) -> [String] {
        switch principle {
        case .srp: [localized("S: a type should have one reason to change"),
                    localized("violating: ReceiptPrinter prices, taxes and formats"),
                    localized("  three jobs, three people who may ask for edits"),
                    localized("fixed: PriceList, TaxPolicy, ReceiptFormatter;"),
                    localized("  Checkout only puts them together")]
        case .ocp: [localized("O: extend by adding code, not by editing it"),
                    localized("violating: Choir.sound(of:) switches on the name"),
                    localized("fixed: protocol Animal; each animal brings its sound"),
                    localized("  and Choir never names a concrete animal")]
        case .lsp: [localized("L: a subtype must keep its base type's promises"),
                    localized("violating: class Square: Rectangle ties the sides"),
                    localized("  promise: set width 5, height 4, get area 20"),
                    localized("fixed: Rectangle and Square are both Shapes"),
                    localized("  promise: scaled(by: 3) gives 9 times the area")]
        case .isp: [localized("I: don't make clients depend on what they don't use"),
                    localized("violating: OfficeMachine = print + scan + fax;"),
                    localized("  SimplePrinter must stub scan and fax"),
                    localized("fixed: Printing, Scanning, Faxing protocols;"),
                    localized("  each device adopts what it really does")]
        case .dip: [localized("D: depend on abstractions, not concrete details"),
                    localized("violating: UserService creates a DatabaseStore"),
                    localized("fixed: UserService(store: any UserStore)"),
                    localized("  the store is chosen and injected from outside")]
        }
    }

    private func run(_ principle: Principle) -> [String] {
        runs[principle, default: 0] += 1
        switch principle {
        case .srp: return runSRP()
        case .ocp: return runOCP()
        case .lsp: return runLSP()
        case .isp: return runISP()
        case .dip: return runDIP()
        }
    }

    private func change(_ principle: Principle) throws(DemoError) -> [String] {
        guard !changed.contains(principle) else {
            throw DemoError(localized("{0} has already changed; try: run {0}, or reset", principle.rawValue))
        }
        changed.insert(principle)
        let request: [String] = switch principle {
        case .srp: [localized("request: the accountant wants 25% tax"),
                    localized("violating needs an edit of ReceiptPrinter,"),
                    localized("  which also prices and formats: still 20% today"),
                    localized("fixed needs a new value: TaxPolicy(percent: 25)")]
        case .ocp: [localized("request: a cow joins the choir"),
                    localized("violating needs an edit: a new case in sound(of:)"),
                    localized("fixed needs a new type: struct Cow: Animal")]
        case .lsp: [localized("request: squares too"),
                    localized("violating adds class Square: Rectangle"),
                    localized("fixed adds struct Square: Shape")]
        case .isp: [localized("request: a PocketScanner that only scans"),
                    localized("violating: it must fake print and fax to fit"),
                    localized("fixed: PocketScanner adopts Scanning only")]
        case .dip: [localized("request: keep users in the cloud"),
                    localized("violating needs an edit: UserService builds its store"),
                    localized("fixed needs no edit: UserService(store: CloudStore())")]
        }
        return request + [localized("running both as they stand:")] + run(principle)
    }

    // MARK: Running the pairs

    private func runSRP() -> [String] {
        let order = [SOLID.SRP.OrderLine("tea", quantity: 2), SOLID.SRP.OrderLine("cake", quantity: 1)]
        let violating = SOLID.SRP.Violating.ReceiptPrinter().receipt(for: order)
        let tax = SOLID.SRP.Fixed.TaxPolicy(percent: changed.contains(.srp) ? 25 : 20)
        let fixed = SOLID.SRP.Fixed.Checkout(tax: tax).receipt(for: order)
        return [localized("order: 2 tea, 1 cake"),
                localized("violating: {0}", violating.suffix(2).joined(separator: ", ")),
                localized("fixed:     {0}", fixed.suffix(2).joined(separator: ", "))]
    }

    private func runOCP() -> [String] {
        typealias Fixed = SOLID.OCP.Fixed
        var animals: [any Fixed.Animal] = [Fixed.Dog(), Fixed.Cat()]
        if changed.contains(.ocp) { animals.append(Fixed.Cow()) }
        let choir = SOLID.OCP.Violating.Choir()
        let violating = animals.map { "\($0.name) \(choir.sound(of: $0.name) ?? "?")" }
        var lines = [localized("violating: {0}", violating.joined(separator: ", ")),
                     localized("fixed:     {0}", Fixed.Choir().sing(animals).joined(separator: ", "))]
        if changed.contains(.ocp) { lines.append(localized("the violating choir has no case for cow: '?'")) }
        return lines
    }

    private func runLSP() -> [String] {
        typealias Violating = SOLID.LSP.Violating
        typealias Fixed = SOLID.LSP.Fixed
        let violatingKept = Violating.keepsRectangleContract(Violating.Rectangle(width: 2, height: 3))
        let fixedKept = Fixed.keepsShapeContract(Fixed.Rectangle(width: 2, height: 3))
        var lines = [localized("violating Rectangle: contract {0}", verdict(violatingKept)),
                     localized("fixed Rectangle: contract {0}", verdict(fixedKept))]
        guard changed.contains(.lsp) else { return lines }
        let square = Violating.Square(side: 2)
        let kept = Violating.keepsRectangleContract(square)
        lines.append(localized("violating Square: contract {0}", verdict(kept)))
        lines.append(localized("  width 5, height 4 gave area {0}, not 20", square.area))
        lines.append(localized("fixed Square: contract {0}", verdict(Fixed.keepsShapeContract(Fixed.Square(side: 2)))))
        return lines
    }

    /// How a contract fared: a word that fits each "… contract {0}" line.
    private func verdict(_ kept: Bool) -> String { kept ? localized("kept") : localized("BROKEN") }

    private func runISP() -> [String] {
        typealias Violating = SOLID.ISP.Violating
        typealias Fixed = SOLID.ISP.Fixed
        let onPrinter = attempt { () throws(SOLID.ISP.Unsupported) in
            try Violating.PrintQueue(machine: Violating.SimplePrinter()).print("memo")
        }
        let stub = attempt { () throws(SOLID.ISP.Unsupported) in try Violating.SimplePrinter().scan("memo") }
        var lines = [localized("violating: queue on SimplePrinter -> {0}", onPrinter),
                     localized("  its scan() stub -> {0}", stub),
                     localized("fixed: queue on SimplePrinter -> {0}",
                               Fixed.PrintQueue(printer: Fixed.SimplePrinter()).print("memo")),
                     localized("  SimplePrinter has no scan(): nothing to misuse")]
        guard changed.contains(.isp) else { return lines }
        let onScanner = attempt { () throws(SOLID.ISP.Unsupported) in
            try Violating.PrintQueue(machine: Violating.PocketScanner()).print("memo")
        }
        lines.append(localized("violating: queue on PocketScanner -> {0}", onScanner))
        lines.append(localized("fixed: PocketScanner -> {0}", Fixed.PocketScanner().scan("memo")))
        lines.append(localized("  PrintQueue(printer: PocketScanner()) won't compile"))
        return lines
    }

    private func attempt(_ work: () throws(SOLID.ISP.Unsupported) -> String) -> String {
        do { return try work() } catch { return localized("throws \"{0}\"", error.message) }
    }

    private func runDIP() -> [String] {
        typealias Fixed = SOLID.DIP.Fixed
        let store: any Fixed.UserStore = changed.contains(.dip) ? Fixed.CloudStore() : Fixed.DatabaseStore()
        return [localized("violating: {0}", SOLID.DIP.Violating.UserService().register("Anna")),
                localized("fixed:     {0}", Fixed.UserService(store: store).register("Anna"))]
    }

    /// A table in columns: the rows keep the English spacing, so the header's words must fit it.
    public var statePanel: [String] {
        [localized("principle  runs  changed")] + Principle.allCases.map { principle in
            let runs = "\(runs[principle] ?? 0)"
            let gap = String(repeating: " ", count: max(1, 6 - runs.count))
            let changedWord = changed.contains(principle) ? localized("yes") : localized("no")
            return "\(principle.rawValue)        \(runs)\(gap)\(changedWord)"
        }
    }

}
