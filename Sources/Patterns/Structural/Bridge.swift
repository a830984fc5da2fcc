import Localization

// Bridge: split one class hierarchy into two that vary on their own. Shapes (the
// abstraction) know geometry; renderers (the implementation) know how to put primitives on
// some output. Each shape holds a renderer: that reference is the bridge. Adding a shape
// or a renderer is one new type that works with all of the other side, so three shapes and
// three renderers are six types instead of nine `AsciiCircle`, `VectorCircle`, ... classes.
// The shapes are the shape game's squares and circles, plus a triangle (one of the game's
// own suggested extensions).

/// A point on the drawing plane, in cells.
public struct CanvasPoint: Sendable, Equatable {
    public let x: Double
    public let y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

// MARK: The implementation side

/// The primitives every renderer offers. Shapes are built from these and nothing else.
public protocol ShapeRenderer: Sendable {
    var name: String { get }
    func polygon(_ corners: [CanvasPoint]) -> [String]
    func circle(center: CanvasPoint, radius: Double) -> [String]
}

/// Fills character cells. A terminal cell is about twice as tall as it is wide, so each
/// unit across takes two characters to keep circles round.
public struct ASCIIRenderer: ShapeRenderer {
    public let name = "ascii"

    public init() {}

    public func polygon(_ corners: [CanvasPoint]) -> [String] {
        fill(bounds: corners) { Self.contains($0, in: corners) }
    }

    public func circle(center: CanvasPoint, radius: Double) -> [String] {
        let box = [CanvasPoint(center.x - radius, center.y - radius), CanvasPoint(center.x + radius, center.y + radius)]
        return fill(bounds: box) { point in
            let (dx, dy) = (point.x - center.x, point.y - center.y)
            return dx * dx + dy * dy <= radius * radius
        }
    }

    /// Samples the middle of every cell inside the bounding box.
    private func fill(bounds points: [CanvasPoint], inside: (CanvasPoint) -> Bool) -> [String] {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return [] }
        let columns = Int(((maxX - minX) * 2).rounded(.up)), rows = Int((maxY - minY).rounded(.up))
        return (0..<rows).map { row in
            let line = (0..<columns).map { column in
                inside(CanvasPoint(minX + (Double(column) + 0.5) / 2, minY + Double(row) + 0.5)) ? "#" : " "
            }
            return String(line.joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    /// Even-odd ray casting: a point is inside when a ray from it crosses the edges an odd number of times.
    private static func contains(_ point: CanvasPoint, in corners: [CanvasPoint]) -> Bool {
        var inside = false
        for (start, end) in zip(corners, corners.dropFirst() + corners.prefix(1))
        where (start.y > point.y) != (end.y > point.y) {
            let crossingX = start.x + (point.y - start.y) / (end.y - start.y) * (end.x - start.x)
            if point.x < crossingX { inside.toggle() }
        }
        return inside
    }
}

/// Emits SVG elements: resolution-independent drawing commands instead of pixels.
public struct VectorRenderer: ShapeRenderer {
    public let name = "vector"

    public init() {}

    public func polygon(_ corners: [CanvasPoint]) -> [String] {
        let steps = corners.enumerated().map { index, corner in
            "\(index == 0 ? "M" : "L")\(Self.format(corner.x)) \(Self.format(corner.y))"
        }
        return ["<path d=\"\(steps.joined(separator: " ")) Z\"/>"]
    }

    public func circle(center: CanvasPoint, radius: Double) -> [String] {
        ["<circle cx=\"\(Self.format(center.x))\" cy=\"\(Self.format(center.y))\" r=\"\(Self.format(radius))\"/>"]
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// Describes the drawing in words, as a screen reader would announce it.
public struct SpokenRenderer: ShapeRenderer {
    public let name = "speech"

    public init() {}

    public func polygon(_ corners: [CanvasPoint]) -> [String] {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let width = (xs.max() ?? 0) - (xs.min() ?? 0), height = (ys.max() ?? 0) - (ys.min() ?? 0)
        return [localized(count: corners.count, one: "\"A shape with {0} corner, {1} wide and {2} tall.\"",
                          other: "\"A shape with {0} corners, {1} wide and {2} tall.\"",
                          VectorRenderer.format(width), VectorRenderer.format(height))]
    }

    public func circle(center: CanvasPoint, radius: Double) -> [String] {
        [localized("\"A circle {0} across.\"", VectorRenderer.format(radius * 2))]
    }
}

// MARK: The abstraction side

/// A shape that draws itself through the renderer it holds, whichever that is.
public protocol RenderedShape: AnyObject {
    var name: String { get }
    /// The one measure of the shape: a circle's diameter, a square's side, a triangle's base.
    var size: Double { get }
    /// The bridge to the implementation; it can be replaced at any time.
    var renderer: any ShapeRenderer { get set }
    func draw() -> [String]
}

public final class RenderedCircle: RenderedShape {
    public let name = "circle"
    public let diameter: Double
    public var renderer: any ShapeRenderer

    public var size: Double { diameter }

    public init(diameter: Double, renderer: any ShapeRenderer) {
        self.diameter = diameter
        self.renderer = renderer
    }

    public func draw() -> [String] {
        renderer.circle(center: CanvasPoint(diameter / 2, diameter / 2), radius: diameter / 2)
    }
}

public final class RenderedSquare: RenderedShape {
    public let name = "square"
    public let sideLength: Double
    public var renderer: any ShapeRenderer

    public var size: Double { sideLength }

    public init(sideLength: Double, renderer: any ShapeRenderer) {
        self.sideLength = sideLength
        self.renderer = renderer
    }

    public func draw() -> [String] {
        let side = sideLength
        return renderer.polygon([CanvasPoint(0, 0), CanvasPoint(side, 0), CanvasPoint(side, side), CanvasPoint(0, side)])
    }
}

/// An upright isosceles triangle as tall as it is wide.
public final class RenderedTriangle: RenderedShape {
    public let name = "triangle"
    public let base: Double
    public var renderer: any ShapeRenderer

    public var size: Double { base }

    public init(base: Double, renderer: any ShapeRenderer) {
        self.base = base
        self.renderer = renderer
    }

    public func draw() -> [String] {
        renderer.polygon([CanvasPoint(base / 2, 0), CanvasPoint(base, base), CanvasPoint(0, base)])
    }
}

// MARK: The demo

public final class BridgeDemo: Demo {
    public static let info = DemoInfo(
        id: "bridge",
        title: "Bridge",
        family: .structural,
        summary: """
            Shapes (circle, square, triangle) know their geometry; renderers (ascii, vector, \
            speech) know how to draw a polygon or a circle. Each shape holds a renderer, the \
            bridge between the two hierarchies, so any shape works with any renderer: \
            3 + 3 types instead of 3 × 3 subclasses. Swap the renderer and redraw.
            """,
        commands: [
            DemoCommand("use", "[renderer] <name>", arguments: 1...2,
                        help: "point every shape at a renderer: ascii, vector or speech"),
            DemoCommand("draw", "<shape> [size]", arguments: 1...2,
                        help: "add a circle, square or triangle (size 2 to 6, default 4) and draw it"),
            DemoCommand("redraw", help: "draw every shape again with its current renderer"),
            DemoCommand("clear", help: "remove every shape"),
        ],
        tour: [
            TourStep("draw circle", "A circle draws itself via the renderer it holds: ascii for now."),
            TourStep("draw triangle 3", "A triangle calls the renderer's polygon primitive instead."),
            TourStep("use vector", "Swap the implementation behind the bridge for every shape..."),
            TourStep("redraw", "...and the same shape objects now emit SVG: no new subclasses."),
            TourStep("use speech", "A renderer written once, for screen readers..."),
            TourStep("draw square 3", "...works with every shape, old and new: N + M types, not N × M."),
        ])

    private static let renderers: [any ShapeRenderer] = [ASCIIRenderer(), VectorRenderer(), SpokenRenderer()]
    private static let shapeNames = ["circle", "square", "triangle"]
    private static let sizes = 2...6
    private static let maximumShapes = 4

    private var renderer: any ShapeRenderer = ASCIIRenderer()
    private var shapes: [any RenderedShape] = []

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "use":
            // `use vector` and `use renderer vector` both read naturally; accept either.
            let index = input.words.count - 1
            guard index == 0 || input.words[0] == "renderer" else {
                throw DemoError(localized("write it as: use renderer <name>"))
            }
            return try use(input.choice(index, named: localized("renderer"), among: Self.renderers.map(\.name)))
        case "draw": return try draw(input)
        case "redraw": return try redraw()
        case "clear":
            shapes.removeAll()
            return [localized("the canvas is empty")]
        default: throw DemoError(localized("bridge has no command {0}", input.name))
        }
    }

    private func use(_ name: String) throws(DemoError) -> [String] {
        guard let picked = Self.renderers.first(where: { $0.name == name }) else {
            throw DemoError(localized("unknown renderer '{0}'", name))
        }
        guard picked.name != renderer.name else {
            throw DemoError(localized("already using {0}: nothing changed", type(of: picked)))
        }
        renderer = picked
        for shape in shapes { shape.renderer = picked }
        return [localized("renderer is now {0}", type(of: picked)),
                localized(count: shapes.count, one: "{0} shape re-pointed at it; no shape changed class",
                          other: "{0} shapes re-pointed at it; no shape changed class")]
    }

    private func draw(_ input: DemoInput) throws(DemoError) -> [String] {
        let name = try input.choice(0, named: localized("shape"), among: Self.shapeNames)
        let size = input.word(1) == nil ? 4 : try input.integer(1, named: localized("the size"))
        guard Self.sizes.contains(size) else {
            throw DemoError(localized("size must be between {0} and {1}", Self.sizes.lowerBound, Self.sizes.upperBound))
        }
        guard shapes.count < Self.maximumShapes else {
            throw DemoError(localized(count: Self.maximumShapes, one: "the canvas holds {0} shape: `clear` it first",
                                      other: "the canvas holds {0} shapes: `clear` it first"))
        }
        let shape = makeShape(name, size: Double(size))
        shapes.append(shape)
        return Self.drawing(of: shape)
    }

    /// `circle 4 → ASCIIRenderer:` and what the renderer made, the same for draw and redraw.
    private static func drawing(of shape: any RenderedShape) -> [String] {
        ["\(shape.name) \(VectorRenderer.format(shape.size)) → \(type(of: shape.renderer)):"]
            + shape.draw().map { "  " + $0 }
    }

    private func makeShape(_ name: String, size: Double) -> any RenderedShape {
        switch name {
        case "circle": RenderedCircle(diameter: size, renderer: renderer)
        case "square": RenderedSquare(sideLength: size, renderer: renderer)
        default: RenderedTriangle(base: size, renderer: renderer)
        }
    }

    private func redraw() throws(DemoError) -> [String] {
        guard !shapes.isEmpty else { throw DemoError(localized("the canvas is empty: `draw circle` first")) }
        return shapes.flatMap(Self.drawing)
    }

    public var statePanel: [String] {
        let canvas = shapes.map(\.name).joined(separator: ", ")
        let (shapeCount, rendererCount) = (Self.shapeNames.count, Self.renderers.count)
        return [localized("renderer: {0}", type(of: renderer)),
                canvas.isEmpty ? localized("canvas: empty") : localized("canvas: {0}", canvas),
                localized("shapes:    {0}", Self.shapeNames.joined(separator: ", ")),
                localized("renderers: {0}", Self.renderers.map(\.name).joined(separator: ", ")),
                localized("{0} + {1} types, {2} working pairs", shapeCount, rendererCount, shapeCount * rendererCount)]

    }
}
