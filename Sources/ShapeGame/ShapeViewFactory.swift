// Abstract Factory, part two: the factory that makes views for a pair of shapes. Its
// associated `ShapeType` is what makes a wrong pairing impossible: a square view factory
// only accepts `(SquareShape, SquareShape)`, so handing it circles does not compile, where
// the original's `as! SquareShape` crashed at run time.

public protocol ShapeViewFactory: Sendable {
    associatedtype ShapeType: Shape
    /// The side of the square space available to each shape.
    var size: Double { get }
    var geometry: ShapeGeometry { get }
    func makeShapeViews(
        for shapes: (ShapeType, ShapeType), style: ShapeViewStyle
    ) -> (ShapeView, ShapeView)
}

extension ShapeViewFactory {
    /// Every family sizes its views the same way, by proportion, so only the figure differs.
    public func makeShapeViews(
        for shapes: (ShapeType, ShapeType), style: ShapeViewStyle
    ) -> (ShapeView, ShapeView) {
        (makeView(of: shapes.0, style: style),
         makeView(of: shapes.1, style: style))
    }

    private func makeView(of shape: ShapeType, style: ShapeViewStyle) -> ShapeView {
        ShapeView(shape: shape, geometry: geometry, style: style, boxSide: size)
    }
}

public struct SquareShapeViewFactory: ShapeViewFactory {
    public typealias ShapeType = SquareShape
    public let size: Double

    public init(size: Double = 1) {
        self.size = size
    }

    public var geometry: ShapeGeometry { .square }
}

public struct CircleShapeViewFactory: ShapeViewFactory {
    public typealias ShapeType = CircleShape
    public let size: Double

    public init(size: Double = 1) {
        self.size = size
    }

    public var geometry: ShapeGeometry { .circle }
}
