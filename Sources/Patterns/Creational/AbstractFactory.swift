import Localization

// Abstract Factory: one object that creates a whole FAMILY of related products, so that the
// products a client gets always belong together. The Russian interview guide calls it a
// "factory of factories"; that is a different (and rarely useful) thing. The source tutorial's
// `HardwareFactory.getFactory(_:)` is only a lookup that picks a family; the abstract
// factory is the toolkit it returns.

// MARK: - Hardware lines (source example 000: Ember and Enginola)

/// The two hardware lines of the source example. Picking one is a lookup done once, at start-up;
/// from then on the client holds `any HardwareToolkit` and never learns the concrete types.
public enum CPUArchitecture: String, CaseIterable, Sendable {
    case ember, enginola

    public var title: String {
        switch self {
        case .ember: "Ember"
        case .enginola: "Enginola"
        }
    }

    public var toolkit: any HardwareToolkit {
        switch self {
        case .ember: EmberToolkit()
        case .enginola: EnginolaToolkit()
        }
    }
}

public protocol CPU: Sendable {
    var architecture: CPUArchitecture { get }
    var model: String { get }
}

public protocol MMU: Sendable {
    var architecture: CPUArchitecture { get }
    var model: String { get }
}

extension MMU {
    /// An MMU translates addresses in its own line's page-table format, so it only fits a
    /// CPU of the same line: the reason the parts must come from one family.
    public func fits(_ cpu: any CPU) -> Bool { cpu.architecture == architecture }
}

/// The abstract factory: every method makes one product of the same family.
public protocol HardwareToolkit: Sendable {
    var architecture: CPUArchitecture { get }
    func makeCPU() -> any CPU
    func makeMMU() -> any MMU
}

/// Client code: it builds a computer from whichever toolkit it is given and names no
/// concrete product, so a new hardware line needs no change here.
public struct Computer: Sendable {
    public let cpu: any CPU
    public let mmu: any MMU

    public init(assembledWith toolkit: any HardwareToolkit) {
        cpu = toolkit.makeCPU()
        mmu = toolkit.makeMMU()
    }

    public var works: Bool { mmu.fits(cpu) }
}

// The concrete products and factories are private: no client can name them, which is the
// pattern's promise made into a compile-time fact.
private struct EmberCPU: CPU {
    let architecture = CPUArchitecture.ember
    let model = "Ember E1 CPU"
}

private struct EmberMMU: MMU {
    let architecture = CPUArchitecture.ember
    let model = "Ember two-level MMU"
}

private struct EnginolaCPU: CPU {
    let architecture = CPUArchitecture.enginola
    let model = "Enginola Z80X CPU"
}

private struct EnginolaMMU: MMU {
    let architecture = CPUArchitecture.enginola
    let model = "Enginola segmented MMU"
}

private struct EmberToolkit: HardwareToolkit {
    let architecture = CPUArchitecture.ember
    func makeCPU() -> any CPU { EmberCPU() }
    func makeMMU() -> any MMU { EmberMMU() }
}

private struct EnginolaToolkit: HardwareToolkit {
    let architecture = CPUArchitecture.enginola
    func makeCPU() -> any CPU { EnginolaCPU() }
    func makeMMU() -> any MMU { EnginolaMMU() }
}

// MARK: - The shape game's families (source example 004, shape-game.md)

/// A shape of the "tap the larger shape" game, compared only by area.
public protocol GameShape: Sendable {
    var kind: String { get }
    /// As a proportion of the box the game draws in, 0...1.
    var proportion: Double { get }
    var area: Double { get }
}

/// How a shape is shown: its size in terminal cells.
public protocol GameShapeView: Sendable {
    var summary: String { get }
}

/// The shape game's abstract factory. The original had a shape factory and a view factory
/// that the controller paired by hand, with `as!` casts that crashed on a wrong pair. Here
/// one family makes both, and the associated types tie a family's views to its own shapes:
/// giving circles to the square family's `makeViews` does not compile.
public protocol ShapeFamily: Sendable {
    associatedtype Shape: GameShape
    associatedtype View: GameShapeView
    var name: String { get }
    func makeShapes(using generator: inout some RandomNumberGenerator) -> (Shape, Shape)
    func makeViews(for shapes: (Shape, Shape)) -> (View, View)
}

/// The game's size rule: `lower + k/100 * (upper - lower)` with `k` a whole number in
/// 0...100, so 101 even steps from `lower` to `upper` inclusive. The shape game uses it too.
public struct ProportionRange: Sendable, Equatable {
    /// The grid the random draws come from: 0...100, both ends included.
    public static let steps: ClosedRange<Int> = 0...100

    public let lower: Double
    public let upper: Double

    /// The finished game's range: no shape smaller than 0.3 or larger than 0.8 of the box.
    public static let game = ProportionRange(lower: 0.3, upper: 0.8)

    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The proportion at step `k`; steps outside 0...100 are clamped so the size never
    /// leaves the range.
    public func proportion(atStep step: Int) -> Double {
        let clamped = min(max(step, Self.steps.lowerBound), Self.steps.upperBound)
        return lower + Double(clamped) / Double(Self.steps.upperBound) * (upper - lower)
    }

    public func drawProportion(using generator: inout some RandomNumberGenerator) -> Double {
        proportion(atStep: Self.drawStep(using: &generator))
    }

    public static func drawStep(using generator: inout some RandomNumberGenerator) -> Int {
        Int.random(in: steps, using: &generator)
    }
}

public struct SquareFamily: ShapeFamily {
    public struct Square: GameShape {
        public let proportion: Double
        public var kind: String { "square" }
        public var area: Double { proportion * proportion }
    }

    public struct SquareView: GameShapeView {
        public let side: Int
        public var summary: String {
            localized(count: side, one: "square view, {0} cells across", other: "square view, {0} cells across")
        }
    }

    public let range: ProportionRange
    /// The side of the box the views are drawn in, in terminal cells.
    public let boxSize: Int
    public var name: String { "square" }

    public init(range: ProportionRange = .game, boxSize: Int = 20) {
        self.range = range
        self.boxSize = boxSize
    }

    public func makeShapes(using generator: inout some RandomNumberGenerator) -> (Square, Square) {
        (Square(proportion: range.drawProportion(using: &generator)), Square(proportion: range.drawProportion(using: &generator)))
    }

    public func makeViews(for shapes: (Square, Square)) -> (SquareView, SquareView) {
        (view(of: shapes.0), view(of: shapes.1))
    }

    private func view(of square: Square) -> SquareView {
        SquareView(side: Int((square.proportion * Double(boxSize)).rounded()))
    }
}

public struct CircleFamily: ShapeFamily {
    public struct Circle: GameShape {
        public let proportion: Double
        public var kind: String { "circle" }
        public var area: Double { Double.pi * proportion * proportion / 4 }
    }

    public struct CircleView: GameShapeView {
        public let diameter: Int
        public var summary: String {
            localized(count: diameter, one: "circle view, {0} cells across", other: "circle view, {0} cells across")
        }
    }

    public let range: ProportionRange
    public let boxSize: Int
    public var name: String { "circle" }

    public init(range: ProportionRange = .game, boxSize: Int = 20) {
        self.range = range
        self.boxSize = boxSize
    }

    public func makeShapes(using generator: inout some RandomNumberGenerator) -> (Circle, Circle) {
        (Circle(proportion: range.drawProportion(using: &generator)), Circle(proportion: range.drawProportion(using: &generator)))
    }

    public func makeViews(for shapes: (Circle, Circle)) -> (CircleView, CircleView) {
        (view(of: shapes.0), view(of: shapes.1))
    }

    private func view(of circle: Circle) -> CircleView {
        CircleView(diameter: Int((circle.proportion * Double(boxSize)).rounded()))
    }
}

/// A small seeded generator (SplitMix64) so demos and tests draw the same shapes every run.
public struct SplitMixGenerator: RandomNumberGenerator, Sendable, Equatable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

// MARK: - Demo

public final class AbstractFactoryDemo: Demo {
    public static let info = DemoInfo(
        id: "abstract-factory",
        title: "Abstract Factory",
        family: .creational,
        summary: """
            An abstract factory makes a FAMILY of related products that belong together (it is \
            not a "factory of factories"). The client picks one factory, then only talks to \
            its protocol: Ember or Enginola hardware (a CPU and an MMU that must match), or \
            the shape game's square and circle families (shapes and the views that draw them).
            """,
        commands: [
            DemoCommand("families", help: "list the factories and what each makes"),
            DemoCommand("use", "<family>", arguments: 1...1, help: "give the client a factory: ember, enginola, square or circle"),
            DemoCommand("make", "<product>", arguments: 1...1,
                        help: "make a product with the factory in use: cpu, mmu, shapes or views"),
        ],
        tour: [
            TourStep("use ember", "The client gets one factory and then sees only its protocol."),
            TourStep("make cpu", "It asks for a CPU without naming a concrete type..."),
            TourStep("make mmu", "...and an MMU from the same factory, sure to fit that CPU."),
            TourStep("use enginola", "Swapping the factory swaps the whole family at once..."),
            TourStep("make mmu", "...so the new family's MMU does not fit the old CPU: never mix."),
            TourStep("use circle", "The shape game works the same way: a square or a circle family."),
            TourStep("make shapes", "The circle factory makes two circles for one turn of the game..."),
            TourStep("make views", "...and circle views to draw them: its views only take its shapes."),
        ])

    private static let familyNames = CPUArchitecture.allCases.map(\.rawValue) + ["square", "circle"]

    /// None at first: choosing one is the client's single decision.
    private var factory: Factory?
    /// One workbench per shape family, kept when the client switches, so each family
    /// remembers the last shapes it made.
    private var workbenches: [String: ShapeWorkbench] = [:]
    /// The family that made the newest shapes, to explain a `make views` elsewhere.
    private var lastShapeFamily: String?
    private var generator = SplitMixGenerator(seed: 2024)
    private var products: [String] = []
    private var lastCPU: (number: Int, cpu: any CPU)?

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "families": return Self.familyList
        case "use": return try use(input.choice(0, named: localized("family"), among: Self.familyNames))
        case "make": return try make(input.choice(0, named: localized("product"), among: ["cpu", "mmu", "shapes", "views"]))
        default: throw DemoError(localized("abstract-factory has no command {0}", input.name))
        }
    }

    private static var familyList: [String] {
        let hardware = CPUArchitecture.allCases.map { ($0.rawValue, localized("hardware toolkit: cpu, mmu")) }
        let shapes = ["square", "circle"].map { ($0, localized("shape family: shapes, views")) }
        return (hardware + shapes).map { CreationalFormat.padded($0.0, to: 9) + $0.1 }
    }

    private func use(_ name: String) throws(DemoError) -> [String] {
        guard name != factory?.name else { throw DemoError(localized("already using the {0} factory: nothing changed", name)) }
        if let architecture = CPUArchitecture(rawValue: name) {
            factory = .hardware(architecture.toolkit)
            return [localized("the client now holds any HardwareToolkit ({0})", architecture.title)]
        }
        let workbench = workbenches[name]
            ?? (name == "square" ? ShapeWorkbench(SquareFamily()) : ShapeWorkbench(CircleFamily()))
        workbenches[name] = workbench
        factory = .shapes(workbench)
        return [localized("the client now holds any ShapeFamily ({0}s)", name)]
    }

    private func make(_ product: String) throws(DemoError) -> [String] {
        guard let factory else {
            throw DemoError(localized("the client has no factory yet: use ember, enginola, square or circle"))
        }
        return switch factory {
        case .hardware(let toolkit): try makeHardware(product, with: toolkit)
        case .shapes(let workbench): try makeShapes(product, with: workbench)
        }
    }

    private func makeHardware(_ product: String, with toolkit: any HardwareToolkit) throws(DemoError) -> [String] {
        switch product {
        case "cpu":
            let cpu = toolkit.makeCPU()
            let number = record(cpu.model)
            lastCPU = (number, cpu)
            return [localized("#{0} {1}, from the {2} family", number, cpu.model, toolkit.architecture.title)]
        case "mmu":
            let mmu = toolkit.makeMMU()
            let number = record(mmu.model)
            var lines = [localized("#{0} {1}, from the {2} family", number, mmu.model, toolkit.architecture.title)]
            if let lastCPU {
                lines.append(mmu.fits(lastCPU.cpu)
                    ? localized("it fits CPU #{0}: same family", lastCPU.number)
                    : localized("it does NOT fit CPU #{0} ({1}): mixed families", lastCPU.number, lastCPU.cpu.architecture.title))
            }
            return lines
        default:
            throw DemoError(localized("a hardware toolkit makes cpu and mmu, not {0}: try `use square` for shapes", product))
        }
    }

    private func makeShapes(_ product: String, with workbench: ShapeWorkbench) throws(DemoError) -> [String] {
        switch product {
        case "shapes":
            let made = workbench.makeShapes(using: &generator)
            made.forEach { _ = record($0) }
            lastShapeFamily = workbench.familyName
            let heading = switch workbench.familyName {
            case "square": localized("the square family made a pair of squares:")
            case "circle": localized("the circle family made a pair of circles:")
            default: localized("the {0} family made a pair of {0}s:", workbench.familyName)
            }
            return [heading] + made.map { "  " + $0 }
        case "views":
            guard let views = workbench.makeViews() else { throw noShapes(for: workbench.familyName) }
            views.forEach { _ = record($0) }
            return views + [localized("views from the same family as the shapes: they cannot mismatch")]
        default:
            throw DemoError(localized("a shape family makes shapes and views, not {0}: try `use ember` for hardware", product))
        }
    }

    /// A family's views only take that family's shapes, so shapes made by another family
    /// cannot be drawn here: the refusal says so rather than just "no shapes".
    private func noShapes(for family: String) -> DemoError {
        guard let other = lastShapeFamily, other != family else {
            return DemoError(localized("the {0} family has no shapes to draw yet: make shapes first", family))
        }
        return DemoError(localized("{0} views draw only {0}s; the last shapes are {1}s: use {1}, or make shapes", family, other))
    }

    private func record(_ product: String) -> Int {
        products.append(product)
        return products.count
    }

    public var statePanel: [String] { DemoText.panel(panelLines) }

    private var panelLines: [String] {
        var lines = [factory.map { localized("factory in use: {0}", $0.title) } ?? localized("factory in use: none yet")]
        guard !products.isEmpty else { return lines + [localized("no products made yet")] }
        lines.append(localized("products made (newest last):"))
        let shown = products.enumerated().suffix(10)
        lines += shown.map { "  #\($0.offset + 1) \($0.element)" }
        return lines
    }
}

extension AbstractFactoryDemo {
    private enum Factory {
        case hardware(any HardwareToolkit)
        case shapes(ShapeWorkbench)

        /// The name `use` takes: `ember`, `circle`.
        var name: String {
            switch self {
            case .hardware(let toolkit): toolkit.architecture.rawValue
            case .shapes(let workbench): workbench.familyName
            }
        }

        var title: String {
            switch self {
            case .hardware(let toolkit): localized("{0} (hardware toolkit)", toolkit.architecture.rawValue)
            case .shapes(let workbench): localized("{0} (shape family)", workbench.familyName)
            }
        }
    }
}

/// Lets the demo keep "the family in use and the last shapes it made" without knowing the
/// family's concrete type: the generic code below is written once against `ShapeFamily`.
private final class ShapeWorkbench {
    let familyName: String
    private let drawShapes: (inout SplitMixGenerator) -> [String]
    private let drawViews: () -> [String]?

    init<Family: ShapeFamily>(_ family: Family) {
        familyName = family.name
        var lastShapes: (Family.Shape, Family.Shape)?
        drawShapes = { generator in
            let shapes = family.makeShapes(using: &generator)
            lastShapes = shapes
            return [describe(shapes.0), describe(shapes.1)]
        }
        drawViews = {
            guard let shapes = lastShapes else { return nil }
            let views = family.makeViews(for: shapes)
            return [views.0.summary, views.1.summary]
        }
    }

    func makeShapes(using generator: inout SplitMixGenerator) -> [String] { drawShapes(&generator) }
    func makeViews() -> [String]? { drawViews() }
}

private func describe(_ shape: some GameShape) -> String {
    let size = CreationalFormat.fixed(shape.proportion, places: 2)
    let area = CreationalFormat.fixed(shape.area, places: 3)
    return switch shape.kind {
    case "square": localized("square {0} of the box, area {1}", size, area)
    case "circle": localized("circle {0} of the box, area {1}", size, area)
    default: localized("{0} {1} of the box, area {2}", shape.kind, size, area)
    }
}
