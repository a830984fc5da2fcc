import Foundation
import Localization

// Double dispatch: a figure's `accept` calls the visitor method for its own concrete type,
// so a visitor gets a CircleFigure as a CircleFigure without any casting. A group passes the
// visitor on to its children, so each visitor reaches the whole tree. A new operation is a
// new visitor type; the figures never change.
//
// The trade-off is the other way round: a new kind of figure means a new method in every
// visitor. Visitor suits a stable set of node types with a growing set of operations
// (compilers walking a syntax tree are the classic case).

/// An operation over a figure tree, one method per concrete figure.
public protocol FigureVisitor {
    mutating func visit(_ circle: CircleFigure)
    mutating func visit(_ rectangle: RectangleFigure)
    mutating func enter(_ group: FigureGroup)
    /// Called after a group's children; most visitors need nothing here.
    mutating func leave(_ group: FigureGroup)
}

extension FigureVisitor {
    public mutating func leave(_ group: FigureGroup) {}
}

/// A node of the tree. Its only job towards operations is to accept a visitor.
public protocol Figure: Sendable {
    var name: String { get }
    func accept<Visitor: FigureVisitor>(_ visitor: inout Visitor)
}

public struct CircleFigure: Figure {
    public let name: String
    public let radius: Double

    public init(_ name: String, radius: Double) {
        self.name = name
        self.radius = radius
    }

    public func accept<Visitor: FigureVisitor>(_ visitor: inout Visitor) { visitor.visit(self) }
}

public struct RectangleFigure: Figure {
    public let name: String
    public let width: Double
    public let height: Double

    public init(_ name: String, width: Double, height: Double) {
        self.name = name
        self.width = width
        self.height = height
    }

    public func accept<Visitor: FigureVisitor>(_ visitor: inout Visitor) { visitor.visit(self) }
}

public struct FigureGroup: Figure {
    public let name: String
    public var children: [any Figure]

    public init(_ name: String, children: [any Figure] = []) {
        self.name = name
        self.children = children
    }

    public func accept<Visitor: FigureVisitor>(_ visitor: inout Visitor) {
        visitor.enter(self)
        for child in children {
            child.accept(&visitor)
        }
        visitor.leave(self)
    }
}

/// Sums the areas of all figures.
public struct AreaVisitor: FigureVisitor {
    public private(set) var total = 0.0

    public init() {}

    public mutating func visit(_ circle: CircleFigure) { total += Double.pi * circle.radius * circle.radius }
    public mutating func visit(_ rectangle: RectangleFigure) { total += rectangle.width * rectangle.height }
    public mutating func enter(_ group: FigureGroup) {}
}

/// Counts the figures of each kind.
public struct CountVisitor: FigureVisitor {
    public private(set) var circles = 0
    public private(set) var rectangles = 0
    public private(set) var groups = 0

    public init() {}

    public mutating func visit(_ circle: CircleFigure) { circles += 1 }
    public mutating func visit(_ rectangle: RectangleFigure) { rectangles += 1 }
    public mutating func enter(_ group: FigureGroup) { groups += 1 }
}

/// Draws the tree as indented text; it uses `leave` to step back out of a group.
public struct RenderVisitor: FigureVisitor {
    public private(set) var lines: [String] = []
    private var depth = 0

    public init() {}

    public mutating func visit(_ circle: CircleFigure) {
        write("○ \(circle.name): circle r=\(FigureNumber.text(circle.radius))")
    }

    public mutating func visit(_ rectangle: RectangleFigure) {
        write("▭ \(rectangle.name): rect \(FigureNumber.text(rectangle.width))×\(FigureNumber.text(rectangle.height))")
    }

    public mutating func enter(_ group: FigureGroup) {
        write("▸ \(group.name)")
        depth += 1
    }

    public mutating func leave(_ group: FigureGroup) { depth -= 1 }

    private mutating func write(_ line: String) {
        lines.append(String(repeating: "  ", count: depth) + line)
    }
}

enum FigureNumber {
    /// 2 → "2", 2.5 → "2.5", pi → "3.14", 999.999 → "1000": rounded to two decimals FIRST,
    /// so a value that rounds to a whole number prints like one.
    static func text(_ value: Double) -> String {
        // Huge or non-finite sizes only come from code, never from the demo; Int() would trap.
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        guard rounded != rounded.rounded() else { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        if text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

public final class VisitorDemo: Demo {
    public static let info = DemoInfo(
        id: "visitor",
        title: "Visitor",
        family: .behavioral,
        summary: """
            A drawing is a tree of figures: circles, rectangles and groups. Area, count and \
            render are visitors: each is a new operation over the tree, added without \
            touching the figure types. Each figure accepts a visitor and calls the method \
            for its own type.
            """,
        commands: [
            DemoCommand("visit", "<area|count|render>", arguments: 1...1, help: "send a visitor over the drawing"),
            DemoCommand("add", "circle <r> | rect <w> <h> [group]", arguments: 2...4,
                        help: "add a figure (sizes 0.1 to 1000) to the drawing, or to a group in it"),
        ],
        tour: [
            TourStep("visit render", "The render visitor walks the tree and draws each node."),
            TourStep("visit area", "A different visitor over the same nodes: now they add up areas."),
            TourStep("visit count", "A third operation; still no change to any figure type."),
            TourStep("add circle 2", "Add a circle to the drawing..."),
            TourStep("add rect 1 2 house", "...and a rectangle inside the house group."),
            TourStep("visit area", "The same visitor reaches the new nodes too."),
            TourStep("visit render", "Each node is visited once, groups before their children."),
        ])

    private var drawing = FigureGroup("drawing", children: [
        CircleFigure("sun", radius: 1),
        FigureGroup("house", children: [
            RectangleFigure("wall", width: 4, height: 3),
            RectangleFigure("roof", width: 4, height: 1),
        ]),
    ])
    /// Numbered per kind, so the first rectangle added is rect1 whatever came before it.
    private var added: [String: Int] = [:]
    private static let allowedSizes: ClosedRange<Double> = 0.1...1000

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "visit": return try visit(input.words[0])
        case "add": return try add(input)
        default: throw DemoError(localized("visitor has no command {0}", input.name))
        }
    }

    private func visit(_ name: String) throws(DemoError) -> [String] {
        switch name.lowercased() {
        case "area":
            var visitor = AreaVisitor()
            drawing.accept(&visitor)
            return [localized("AreaVisitor: circles add πr², rectangles w×h"),
                    localized("total area: {0}", String(format: "%.2f", visitor.total))]
        case "count":
            var visitor = CountVisitor()
            drawing.accept(&visitor)
            return [localized("CountVisitor: one counter per figure type"),
                    [localized(count: visitor.circles, one: "{0} circle", other: "{0} circles"),
                     localized(count: visitor.rectangles, one: "{0} rectangle", other: "{0} rectangles"),
                     localized(count: visitor.groups, one: "{0} group", other: "{0} groups")].joined(separator: ", ")]
        case "render":
            var visitor = RenderVisitor()
            drawing.accept(&visitor)
            return [localized("RenderVisitor: enter/leave track the depth")] + visitor.lines
        default:
            throw DemoError(localized("unknown visitor '{0}': use area, count or render", name))
        }
    }

    private func add(_ input: DemoInput) throws(DemoError) -> [String] {
        let kind = try input.choice(0, named: localized("figure"), among: ["circle", "rect"])
        let sizes = kind == "circle" ? 1 : 2
        var numbers: [Double] = []
        let names = kind == "circle" ? [localized("the radius")] : [localized("the width"), localized("the height")]
        for index in 1...sizes {
            let value = try input.number(index, named: names[index - 1])
            // The lower bound is 0.1, not "above 0": a size that rounds to 0.0 when drawn
            // would contradict the rule it passed.
            guard Self.allowedSizes.contains(value) else { throw DemoError(localized("sizes go from 0.1 to 1000")) }
            numbers.append(value)
        }
        guard input.words.count <= sizes + 2 else {
            throw DemoError(localized("too many words: usage: add circle <r> | rect <w> <h> [group]"))
        }
        let wanted = input.word(sizes + 1) ?? drawing.name
        let number = added[kind, default: 0] + 1
        let figure: any Figure = kind == "circle"
            ? CircleFigure("\(kind)\(number)", radius: numbers[0])
            : RectangleFigure("\(kind)\(number)", width: numbers[0], height: numbers[1])
        guard let group = drawing.insert(figure, into: wanted) else {
            throw DemoError(localized("no group called '{0}': try drawing or house", DemoInput.shortened(wanted)))
        }
        added[kind] = number
        return [localized("added {0} to {1}; no figure type changed", figure.name, group)]
    }

    public var statePanel: [String] {
        var render = RenderVisitor()
        drawing.accept(&render)
        return render.lines.count > 14 ? Array(render.lines.prefix(13)) + ["…"] : render.lines
    }
}

extension FigureGroup {
    /// Adds a figure to the group with that name (any case, as `visit Area` works too),
    /// searching the whole tree. Returns the group's own name, or nil if there is none.
    mutating func insert(_ figure: any Figure, into group: String) -> String? {
        if name.lowercased() == group.lowercased() {
            children.append(figure)
            return name
        }
        for index in children.indices {
            guard var child = children[index] as? FigureGroup else { continue }
            if let found = child.insert(figure, into: group) {
                children[index] = child
                return found
            }
        }
        return nil
    }
}
