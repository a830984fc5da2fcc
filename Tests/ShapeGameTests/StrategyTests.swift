import ShapeGame
import Testing

@Suite struct StrategyTests {
    @Test func theSizeGridHas101EvenStepsFromLowerToUpper() {
        let grid = ProportionGrid.game
        let sizes = ProportionGrid.steps.map { grid.proportion(atStep: $0) }
        #expect(sizes.count == 101)
        #expect(sizes.first == 0.3)
        #expect(sizes.last == 0.8)
        let gaps = zip(sizes.dropFirst(), sizes).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 0.005) < 1e-12 })
        #expect(grid.proportion(atStep: -3) == 0.3)
        #expect(grid.proportion(atStep: 250) == 0.8)
    }

    @Test func drawnSizesStayOnTheGridAndReachBothEnds() {
        var generator = SeededGenerator(seed: 99)
        let draws = (0..<5_000).map { _ in ProportionGrid.game.drawProportion(using: &generator) }
        #expect(draws.allSatisfy { (0.3...0.8).contains($0) })
        #expect(draws.allSatisfy { abs(($0 - 0.3) / 0.005 - (($0 - 0.3) / 0.005).rounded()) < 1e-9 })
        #expect(draws.contains(0.3))
        #expect(draws.contains(0.8))
    }

    @Test func theRandomStrategySplitsCloseToHalf() {
        let mixed = StrategyChoice.mixed.makeStrategy()
        var generator = SeededGenerator(seed: 2024)
        let turns = 20_000
        let squares = (0..<turns).count { _ in
            mixed.makeShapeViewsForNextTurn(pastTurns: TurnHistory(), using: &generator).0.shape.kind == .square
        }
        let share = Double(squares) / Double(turns)
        // 50 of the grid's 101 steps choose the first strategy: 0.495, not 0.5.
        #expect(abs(share - 50.0 / 101.0) < 0.015)
    }

    @Test(arguments: [(StrategyChoice.squares, ShapeKind.square), (.circles, .circle)])
    func singleKindStrategiesDealOnlyTheirKind(choice: StrategyChoice, kind: ShapeKind) {
        let strategy = choice.makeStrategy()
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<200 {
            let views = strategy.makeShapeViewsForNextTurn(pastTurns: TurnHistory(), using: &generator)
            #expect(views.0.shape.kind == kind && views.1.shape.kind == kind)
        }
        #expect(strategy.name == "\(kind)s")
    }

    @Test func theStrategyChoiceCyclesThroughAllFour() {
        #expect(StrategyChoice.squares.next == .circles)
        #expect(StrategyChoice.circles.next == .mixed)
        #expect(StrategyChoice.mixed.next == .triangles)
        #expect(StrategyChoice.triangles.next == .squares)
    }

    @Test func aSeedReplaysTheSameShapes() {
        func sizes(seed: UInt64) -> [Double] {
            var controller = TurnController(turnStrategy: StrategyChoice.mixed.makeStrategy(), seed: seed)
            return (0..<10).flatMap { _ in
                let turn = controller.pick(.first).turn
                return [turn.proportions.0, turn.proportions.1]
            }
        }
        #expect(sizes(seed: 42) == sizes(seed: 42))
        #expect(sizes(seed: 42) != sizes(seed: 43))
    }
}
