// expect-failure: every setting must reach the views it builds
enum ShapeColor { case orange, grey, brown, red, blue }

/// The look of a view: five settings, each with the tutorial's default.
struct ShapeViewStyle: Equatable {
    var showFill = true
    var fillCharacter: Character = "█"
    var fillColor = ShapeColor.orange
    var showOutline = true
    var outlineColor = ShapeColor.grey

    /// Orange fill, grey outline.
    static let standard = ShapeViewStyle()
    /// What the finished game builds with: brown fill, orange outline.
    static let game = ShapeViewStyle(fillColor: .brown, outlineColor: .orange)
}

struct SquareShape {
    let sideLength: Double
}

/// What the screen draws for one shape: complete the moment it exists.
struct ShapeView {
    let shape: SquareShape
    let style: ShapeViewStyle
}

/// Collects the look step by step; a copy is a separate configuration.
struct ShapeViewBuilder {
    var showFill = true
    var fillCharacter: Character = "█"
    var fillColor = ShapeColor.orange
    var showOutline = true
    var outlineColor = ShapeColor.grey

    /// The configuration so far, as the style every built view will carry.
    var style: ShapeViewStyle {
        ShapeViewStyle(showFill: showFill, fillColor: fillColor,
                       showOutline: showOutline, outlineColor: outlineColor)
    }

    /// Reads the whole configuration once; every view is born with it.
    func buildShapeViews(for shapes: (SquareShape, SquareShape)) -> (ShapeView, ShapeView) {
        let style = self.style
        return (ShapeView(shape: shapes.0, style: style), ShapeView(shape: shapes.1, style: style))
    }
}
