import SelfQuiz
import SpacedRepetition
import Testing

@Suite struct RatingRuleTests {
    /// A wrong answer was not recalled, whatever the hint or a stray `e`.
    @Test(arguments: [false, true], [false, true])
    func wrongIsAgain(helped: Bool, markedEasy: Bool) {
        #expect(RatingRule.rating(correct: false, helped: helped, markedEasy: markedEasy) == .again)
    }

    @Test func rightIsGoodHardWithTheHintEasyWhenMarked() {
        #expect(RatingRule.rating(correct: true, helped: false, markedEasy: false) == .good)
        #expect(RatingRule.rating(correct: true, helped: true, markedEasy: false) == .hard)
        #expect(RatingRule.rating(correct: true, helped: false, markedEasy: true) == .easy)
        // The learner's explicit mark is their verdict, even after the hint.
        #expect(RatingRule.rating(correct: true, helped: true, markedEasy: true) == .easy)
    }
}
