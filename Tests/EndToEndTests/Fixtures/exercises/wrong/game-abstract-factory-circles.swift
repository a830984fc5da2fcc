// expect-failure: TurnDealer still accepts circles with square views
protocol Shape {
    /// How much of its box the shape spans: a side, a diameter.
    var proportion: Double { get }
    var area: Double { get }
}

struct SquareShape: Shape {
    let sideLength: Double
    var proportion: Double { sideLength }
    var area: Double { sideLength * sideLength }
}

struct CircleShape: Shape {
    let diameter: Double
    var proportion: Double { diameter }
    var area: Double { Double.pi * diameter * diameter / 4 }
}

enum Figure { case square, circle }

/// What the screen draws for one shape.
struct ShapeView {
    let shape: any Shape
    let figure: Figure
}

protocol ShapeFactory {
    associatedtype Product: Shape
    func makeShapes(proportions: (Double, Double)) -> (Product, Product)
}

protocol ShapeViewFactory {
    associatedtype ShapeType: Shape
    var figure: Figure { get }
}

extension ShapeViewFactory {
    func makeShapeViews(for shapes: (ShapeType, ShapeType)) -> (ShapeView, ShapeView) {
        (ShapeView(shape: shapes.0, figure: figure), ShapeView(shape: shapes.1, figure: figure))
    }
}

struct SquareShapeFactory: ShapeFactory {
    func makeShapes(proportions: (Double, Double)) -> (SquareShape, SquareShape) {
        (SquareShape(sideLength: proportions.0), SquareShape(sideLength: proportions.1))
    }
}

struct SquareShapeViewFactory: ShapeViewFactory {
    typealias ShapeType = SquareShape
    var figure: Figure { .square }
}

struct CircleShapeFactory: ShapeFactory {
    func makeShapes(proportions: (Double, Double)) -> (CircleShape, CircleShape) {
        (CircleShape(diameter: proportions.0), CircleShape(diameter: proportions.1))
    }
}

struct CircleShapeViewFactory: ShapeViewFactory {
    typealias ShapeType = CircleShape
    var figure: Figure { .circle }
}

struct TurnDealer<Shapes: ShapeFactory, Views: ShapeViewFactory> {
    let shapeFactory: Shapes
    let viewFactory: Views

    func deal(proportions: (Double, Double)) -> (ShapeView, ShapeView) {
        let shapes = shapeFactory.makeShapes(proportions: proportions)
        guard let first = shapes.0 as? Views.ShapeType, let second = shapes.1 as? Views.ShapeType else {
            preconditionFailure("the view factory cannot draw these shapes")
        }
        return viewFactory.makeShapeViews(for: (first, second))
    }
}
