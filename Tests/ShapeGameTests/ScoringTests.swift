import ShapeGame
import Testing

@Suite struct ScoringTests {
    /// A turn whose pick is right or wrong: the first square is the larger one.
    private func turn(right: Bool) -> Turn {
        Turn(shapes: (SquareShape(sideLength: 0.6), SquareShape(sideLength: 0.4)), picked: right ? .first : .second)
    }

    /// The running score after each turn, scored by the chain as the controller does.
    private func scores(_ rights: [Bool], scorer: any Scorer = ScorerChain.standard) -> [Int] {
        var history = TurnHistory()
        var score = 0
        return rights.map { right in
            history.record(turn(right: right))
            score += scorer.computeScoreIncrement(for: history)
            return score
        }
    }

    @Test func allRightScoresTheOriginalSequence() {
        #expect(scores(Array(repeating: true, count: 8)) == [1, 2, 3, 4, 15, 26, 37, 48])
    }

    @Test func aMissInsideAStreakCostsOneAndRestartsTheStreak() {
        let rights = Array(repeating: true, count: 6) + [false] + Array(repeating: true, count: 5)
        #expect(scores(rights) == [1, 2, 3, 4, 15, 26, 25, 26, 27, 28, 29, 40])
    }

    @Test func aNegativeStartGoesBelowZeroAndClimbsBack() {
        #expect(scores([false, false, true, true, false]) == [-1, -2, -1, 0, -1])
    }

    @Test func theStreakIsCountedFromTheNewestTurnBack() {
        let fiveThenMiss = TurnHistory(oldestFirst: (0..<5).map { _ in turn(right: true) } + [turn(right: false)])
        let missThenFive = TurnHistory(oldestFirst: [turn(right: false)] + (0..<5).map { _ in turn(right: true) })
        #expect(fiveThenMiss.currentStreak == 0)
        #expect(missThenFive.currentStreak == 5)
        #expect(StreakScorer().computeScoreIncrement(for: fiveThenMiss) == 0)
        #expect(StreakScorer().computeScoreIncrement(for: missThenFive) == 10)
    }

    @Test func eachLinkAddsTheNextLinksIncrement() {
        let history = TurnHistory(oldestFirst: (0..<5).map { _ in turn(right: true) })
        #expect(MatchScorer().computeScoreIncrement(for: history) == 1)
        #expect(MatchScorer(nextScorer: StreakScorer()).computeScoreIncrement(for: history) == 11)
        #expect(MatchScorer(nextScorer: StreakScorer(minimumStreak: 6)).computeScoreIncrement(for: history) == 1)
        #expect(ScorerChain.standard.computeScoreIncrement(for: TurnHistory()) == 0)
    }

    @Test(arguments: ShapePick.allCases)
    func aTieIsRightWhicheverShapeIsPicked(pick: ShapePick) {
        #expect(Turn(shapes: (CircleShape(diameter: 0.5), CircleShape(diameter: 0.5)), picked: pick).matched)
        #expect(PickJudge.isRight(picked: SquareShape(sideLength: 0.3), other: SquareShape(sideLength: 0.3)))
    }

    @Test func theJudgeComparesAreasNotSideLengths() {
        // A circle of diameter 0.5 is smaller than a square of side 0.5: only areas say so.
        #expect(!PickJudge.isRight(picked: CircleShape(diameter: 0.5), other: SquareShape(sideLength: 0.5)))
        #expect(PickJudge.isRight(picked: SquareShape(sideLength: 0.5), other: CircleShape(diameter: 0.5)))
    }
}
