// What the UI draws for one shape: a plain value, no drawing code, so the model stays pure
// and the same view can be drawn in a terminal, tested, or recomputed on resize.

/// The figure inside a view's frame, in unit coordinates: (0, 0) top left, (1, 1) bottom
/// right. A polygon lets a new family (triangles) be drawn without a new case here.
public enum ShapeGeometry: Sendable, Equatable {
    case square
    case circle
    case polygon([UnitPoint])

    /// Whether a point of the unit frame is inside the figure: for filling cells and for
    /// hit-testing a mouse click.
    public func contains(_ point: UnitPoint) -> Bool {
        guard (0...1).contains(point.x), (0...1).contains(point.y) else { return false }
        switch self {
        case .square:
            return true
        case .circle:
            let dx = point.x - 0.5, dy = point.y - 0.5
            return dx * dx + dy * dy <= 0.25
        case .polygon(let vertices):
            return Self.polygon(vertices, contains: point)
        }
    }

    /// Even-odd rule: a ray to the right of the point crosses the edges an odd number of
    /// times exactly when the point is inside.
    private static func polygon(_ vertices: [UnitPoint], contains point: UnitPoint) -> Bool {
        var inside = false
        for (start, end) in zip(vertices, vertices.dropFirst() + vertices.prefix(1))
        where (start.y > point.y) != (end.y > point.y) {
            let crossingX = start.x + (point.y - start.y) / (end.y - start.y) * (end.x - start.x)
            if point.x < crossingX { inside.toggle() }
        }
        return inside
    }
}

public struct UnitPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One shape ready to draw: which shape, its figure, its style, and how large it is.
public struct ShapeView: Sendable {
    public let shape: any Shape
    public let geometry: ShapeGeometry
    public let style: ShapeViewStyle
    /// The side of the square space available to each shape, in the UI's units.
    public let boxSide: Double

    public init(shape: any Shape, geometry: ShapeGeometry, style: ShapeViewStyle, boxSide: Double) {
        self.shape = shape
        self.geometry = geometry
        self.style = style
        self.boxSide = boxSide
    }

    /// The side of the view's square frame: the shape's proportion of the available space.
    public var side: Double { shape.proportion * boxSide }

    /// The same view for a new amount of space, so a resized window keeps the proportions.
    public func resized(toBoxSide newBoxSide: Double) -> ShapeView {
        ShapeView(shape: shape, geometry: geometry, style: style, boxSide: newBoxSide)
    }

    /// The same shape painted another way (a colour scheme chosen mid-turn).
    public func restyled(_ newStyle: ShapeViewStyle) -> ShapeView {
        ShapeView(shape: shape, geometry: geometry, style: newStyle, boxSide: boxSide)
    }
}
