/// The strategies a player can choose (`s` in the game, `--strategy` on the command line).
/// A menu, not a strategy: it only assembles factories and builders into the strategies.
public enum StrategyChoice: String, CaseIterable, Sendable {
    case squares, circles, mixed, triangles

    /// The strategy this choice names,
    /// with views for a space of `boxSide` and `style`.
    public func makeStrategy(
        boxSide: Double = 1, style: ShapeViewStyle = .game
    ) -> any TurnStrategy {
        switch self {
        case .squares: Self.squaresOnly(boxSide: boxSide, style: style)
        case .circles: Self.circlesOnly(boxSide: boxSide, style: style)
        case .mixed: Self.mixed(boxSide: boxSide, style: style)
        case .triangles: Self.trianglesOnly(boxSide: boxSide, style: style)
        }
    }

    /// The next choice in the cycle `s` steps through.
    public var next: StrategyChoice {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? all.startIndex
        return all[(index + 1) % all.count]
    }

    public static func squaresOnly(boxSide: Double, style: ShapeViewStyle) -> some TurnStrategy {
        BasicTurnStrategy(shapeFactory: SquareShapeFactory(),
                          shapeViewBuilder: ShapeViewBuilder(shapeViewFactory: SquareShapeViewFactory(size: boxSide),
                                                             style: style))
    }

    public static func circlesOnly(boxSide: Double, style: ShapeViewStyle) -> some TurnStrategy {
        BasicTurnStrategy(shapeFactory: CircleShapeFactory(),
                          shapeViewBuilder: ShapeViewBuilder(shapeViewFactory: CircleShapeViewFactory(size: boxSide),
                                                             style: style))
    }

    /// Squares or circles, chosen per turn, as the finished tutorial game plays.
    public static func mixed(boxSide: Double, style: ShapeViewStyle) -> some TurnStrategy {
        RandomTurnStrategy(first: squaresOnly(boxSide: boxSide, style: style),
                           second: circlesOnly(boxSide: boxSide, style: style))
    }

    /// The third family (see `TriangleShape.swift`), put together exactly like the others.
    public static func trianglesOnly(boxSide: Double, style: ShapeViewStyle) -> some TurnStrategy {
        BasicTurnStrategy(shapeFactory: TriangleShapeFactory(),
                          shapeViewBuilder: ShapeViewBuilder(shapeViewFactory: TriangleShapeViewFactory(size: boxSide),
                                                             style: style))
    }
}
