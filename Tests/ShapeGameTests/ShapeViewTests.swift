import ShapeGame
import Testing

@Suite struct ShapeViewTests {
    @Test func theBuildersConfigurationReachesTheViewsTheGameShows() {
        var builder = ShapeViewBuilder(shapeViewFactory: CircleShapeViewFactory(size: 30))
        builder.showFill = false
        builder.fillCharacter = "*"
        builder.fillColor = .grey
        builder.showOutline = true
        builder.outlineColor = .brown
        let strategy = BasicTurnStrategy(shapeFactory: CircleShapeFactory(), shapeViewBuilder: builder)
        let controller = TurnController(turnStrategy: strategy, seed: 8)
        let expected = ShapeViewStyle(showFill: false, fillCharacter: "*", fillColor: .grey,
                                      showOutline: true, outlineColor: .brown)
        #expect(controller.currentViews.0.style == expected)
        #expect(controller.currentViews.1.style == expected)
        #expect(controller.currentViews.0.geometry == .circle)
    }

    @Test func viewDefaultsAndTheGamesStyleAreThoseOfTheTutorial() {
        #expect(ShapeViewBuilder(shapeViewFactory: SquareShapeViewFactory()).style == .standard)
        #expect(ShapeViewStyle.standard.fillColor == .orange && ShapeViewStyle.standard.outlineColor == .grey)
        #expect(ShapeViewStyle.game.fillColor == .brown && ShapeViewStyle.game.outlineColor == .orange)
        var generator = SeededGenerator(seed: 1)
        let views = StrategyChoice.squares.makeStrategy().makeShapeViewsForNextTurn(pastTurns: TurnHistory(),
                                                                                    using: &generator)
        #expect(views.0.style == .game)
    }

    @Test func aViewIsSizedByItsProportionAndKeepsItOnResize() {
        let builder = ShapeViewBuilder(shapeViewFactory: SquareShapeViewFactory(size: 40))
        let views = builder.buildShapeViews(for: (SquareShape(sideLength: 0.5), SquareShape(sideLength: 0.75)))
        #expect(views.0.side == 20)
        #expect(views.1.side == 30)
        #expect(views.1.resized(toBoxSide: 12).side == 9)
    }

    @Test func geometriesContainTheirInsideAndNotTheirOutside() {
        let centre = UnitPoint(x: 0.5, y: 0.5), corner = UnitPoint(x: 0.02, y: 0.02)
        #expect(ShapeGeometry.square.contains(corner))
        #expect(ShapeGeometry.circle.contains(centre) && !ShapeGeometry.circle.contains(corner))
        let triangle = TriangleShapeViewFactory().geometry
        #expect(triangle.contains(UnitPoint(x: 0.5, y: 0.9)))
        #expect(!triangle.contains(corner) && !triangle.contains(UnitPoint(x: 0.9, y: 0.2)))
        #expect(!ShapeGeometry.square.contains(UnitPoint(x: 1.1, y: 0.5)))
    }

    @Test func areasFollowEachShapesFormula() {
        #expect(SquareShape(sideLength: 0.5).area == 0.25)
        #expect(abs(CircleShape(diameter: 0.5).area - Double.pi / 16) < 1e-12)
        #expect(TriangleShape(base: 0.5).area == 0.125)
    }
}
