// Builder: collects a view's configuration step by step (fill, outline, colours), then
// builds the views with it in one go. The tutorial's builder made plain views and set
// their properties afterwards; here the style is complete before any view exists, so no
// half-configured view is ever seen.

/// A colour by name; the UI maps names to terminal colours (and colour schemes).
public struct ShapeColor: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let orange = ShapeColor(rawValue: "orange")
    public static let grey = ShapeColor(rawValue: "grey")
    public static let brown = ShapeColor(rawValue: "brown")

    public var description: String { rawValue }
}

/// How a shape view is painted: what the builder produces for the UI to draw.
public struct ShapeViewStyle: Sendable, Equatable {
    public var showFill: Bool
    public var fillCharacter: Character
    public var fillColor: ShapeColor
    public var showOutline: Bool
    public var outlineColor: ShapeColor

    public init(showFill: Bool = true, fillCharacter: Character = "█", fillColor: ShapeColor = .orange,
                showOutline: Bool = true, outlineColor: ShapeColor = .grey) {
        self.showFill = showFill
        self.fillCharacter = fillCharacter
        self.fillColor = fillColor
        self.showOutline = showOutline
        self.outlineColor = outlineColor
    }

    /// A view's defaults, as in the tutorial: orange fill, grey outline.
    public static let standard = ShapeViewStyle()
    /// What the finished game builds with: brown fill, orange outline.
    public static let game =
        ShapeViewStyle(fillColor: .brown, outlineColor: .orange)
}

public struct ShapeViewBuilder<Factory: ShapeViewFactory>: Sendable {
    public let shapeViewFactory: Factory
    public var showFill: Bool
    public var fillCharacter: Character
    public var fillColor: ShapeColor
    public var showOutline: Bool
    public var outlineColor: ShapeColor

    public init(shapeViewFactory: Factory, style: ShapeViewStyle = .standard) {
        self.shapeViewFactory = shapeViewFactory
        showFill = style.showFill
        fillCharacter = style.fillCharacter
        fillColor = style.fillColor
        showOutline = style.showOutline
        outlineColor = style.outlineColor
    }

    /// The configuration so far, as the style every built view will carry.
    public var style: ShapeViewStyle {
        ShapeViewStyle(
            showFill: showFill, fillCharacter: fillCharacter,
            fillColor: fillColor, showOutline: showOutline,
            outlineColor: outlineColor)
    }

    /// The build call: views for `shapes`, made by the factory with the configured style.
    /// Only the factory's own shape type is accepted, so the pairing is checked here too.
    public func buildShapeViews(
        for shapes: (Factory.ShapeType, Factory.ShapeType)
    ) -> (ShapeView, ShapeView) {
        shapeViewFactory.makeShapeViews(for: shapes, style: style)
    }
}
