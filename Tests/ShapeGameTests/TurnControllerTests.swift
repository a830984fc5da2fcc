import ShapeGame
import Testing

@Suite struct TurnControllerTests {
    private func pickLarger(_ controller: inout TurnController) -> TurnOutcome {
        let views = controller.currentViews
        return controller.pick(views.0.shape.area >= views.1.shape.area ? .first : .second)
    }

    @Test(arguments: StrategyChoice.allCases)
    func pickingTheLargerEveryTurnScoresTheOriginalSequence(choice: StrategyChoice) {
        var controller = TurnController(turnStrategy: choice.makeStrategy(), seed: 11)
        let outcomes = (0..<8).map { _ in pickLarger(&controller) }
        #expect(outcomes.map(\.score) == [1, 2, 3, 4, 15, 26, 37, 48])
        #expect(outcomes.map(\.number) == Array(1...8))
        #expect(controller.currentStreak == 8)
        #expect(controller.accuracy == 1)
    }

    @Test func everyTurnIsATieWhenTheGridHasOneSizeAndTiesAreRight() {
        let ties = BasicTurnStrategy(shapeFactory: SquareShapeFactory(grid: ProportionGrid(lower: 0.5, upper: 0.5)),
                                     shapeViewBuilder: ShapeViewBuilder(shapeViewFactory: SquareShapeViewFactory()))
        var controller = TurnController(turnStrategy: ties, seed: 5)
        let scores = [ShapePick.second, .first, .second, .second, .first].map { controller.pick($0).score }
        #expect(scores == [1, 2, 3, 4, 15])
    }

    @Test func theHistoryIsReadNewestFirst() {
        var controller = TurnController(turnStrategy: StrategyChoice.mixed.makeStrategy(), seed: 21)
        let played = (0..<6).map { _ in pickLarger(&controller).turn.proportions.0 }
        #expect(controller.history.map(\.proportions.0) == played.reversed())
        #expect(controller.history.newest?.proportions.0 == played.last)
    }

    @Test func theInjectedScorerDecidesTheScore() {
        var controller = TurnController(turnStrategy: StrategyChoice.squares.makeStrategy(),
                                        scorer: MatchScorer(), seed: 2)
        #expect((0..<6).map { _ in pickLarger(&controller).score } == [1, 2, 3, 4, 5, 6])
    }

    @Test func aWrongPickLowersTheScoreButNotTheBest() {
        var controller = TurnController(turnStrategy: StrategyChoice.circles.makeStrategy(), seed: 9)
        _ = pickLarger(&controller)
        var wrongPicks = 0
        while controller.score >= 0, controller.history.count < 50 {
            let views = controller.currentViews
            guard views.0.shape.area != views.1.shape.area else { controller.pick(.first); continue }
            controller.pick(views.0.shape.area < views.1.shape.area ? .first : .second)
            wrongPicks += 1
        }
        #expect(wrongPicks == 2)
        #expect(controller.score == -1)
        #expect(controller.bestScore == 1)
        #expect(controller.currentStreak == 0)
    }

    @Test func switchingTheStrategyChangesTheNextTurnOnly() {
        var controller = TurnController(turnStrategy: StrategyChoice.squares.makeStrategy(), seed: 4)
        controller.turnStrategy = StrategyChoice.circles.makeStrategy()
        #expect(controller.currentViews.0.shape.kind == .square)
        _ = pickLarger(&controller)
        #expect(controller.currentViews.0.shape.kind == .circle)
        #expect(controller.history.newest?.kind == .square)
    }
}
