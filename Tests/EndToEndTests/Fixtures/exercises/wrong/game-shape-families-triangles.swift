// expect-failure: half the area of a square
/// An open set of kinds: a new family adds its own in an extension.
struct ShapeKind: Hashable {
    let rawValue: String
    static let square = ShapeKind(rawValue: "square")
}

/// A point in a view's frame: (0, 0) is the top left, (1, 1) the bottom right.
struct UnitPoint: Hashable { let x, y: Double }

enum ShapeGeometry: Equatable {
    case square
    case polygon([UnitPoint])   // a figure with straight sides: its corners, in order
}

protocol Shape {
    var kind: ShapeKind { get }
    var area: Double { get }
}

protocol ShapeFactory {
    associatedtype Product: Shape
    func makeShapes(proportions: (Double, Double)) -> (Product, Product)
}

/// Says how one family's shapes are drawn.
protocol ShapeViewFactory {
    associatedtype ShapeType: Shape
    var geometry: ShapeGeometry { get }
}

/// The game's core: deals a turn from any family whose two factories agree.
func dealTurn<S: ShapeFactory, V: ShapeViewFactory>(
    _ shapes: S, _ views: V, proportions: (Double, Double)
) -> (shapes: (any Shape, any Shape), geometry: ShapeGeometry) where V.ShapeType == S.Product {
    let pair = shapes.makeShapes(proportions: proportions)
    return ((pair.0, pair.1), views.geometry)
}

struct SquareShape: Shape {
    let sideLength: Double
    var kind: ShapeKind { .square }
    var area: Double { sideLength * sideLength }
}

struct SquareShapeFactory: ShapeFactory {
    func makeShapes(proportions: (Double, Double)) -> (SquareShape, SquareShape) {
        (SquareShape(sideLength: proportions.0), SquareShape(sideLength: proportions.1))
    }
}

struct SquareShapeViewFactory: ShapeViewFactory {
    typealias ShapeType = SquareShape
    var geometry: ShapeGeometry { .square }
}

// The triangle family: new code only, nothing above changes.
extension ShapeKind {
    static let triangle = ShapeKind(rawValue: "triangle")
}

/// An upright triangle as tall as its base, so it fills its frame like the others.
struct TriangleShape: Shape {
    let base: Double
    var kind: ShapeKind { .triangle }
    var area: Double { base * base }
}

struct TriangleShapeFactory: ShapeFactory {
    func makeShapes(proportions: (Double, Double)) -> (TriangleShape, TriangleShape) {
        (TriangleShape(base: proportions.0), TriangleShape(base: proportions.1))
    }
}

struct TriangleShapeViewFactory: ShapeViewFactory {
    typealias ShapeType = TriangleShape
    /// Apex at the top centre, base along the bottom edge.
    var geometry: ShapeGeometry {
        .polygon([UnitPoint(x: 0.5, y: 0), UnitPoint(x: 1, y: 1), UnitPoint(x: 0, y: 1)])
    }
}
