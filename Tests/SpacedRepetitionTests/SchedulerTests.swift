import Foundation
import SpacedRepetition
import Testing

/// The defining behaviour, one rule at a time. The literal values were printed by the reference
/// (`fsrs` 6.3.2, fuzzing off) for the same reviews; the vectors check the rest.
@Suite struct SchedulerTests {
    static let start = Date(timeIntervalSince1970: 1_740_819_600)  // 2025-03-01 09:00 UTC
    static let minute: TimeInterval = 60
    static let day: TimeInterval = 86_400
    static let scheduler = Scheduler(parameters: SchedulerParameters.default.withFuzzing(false))

    static func new() -> Card { Card(due: start) }

    @Test func aNewCardIsLearningAtStepZeroWithNoMemory() {
        let card = Self.new()
        #expect(card.state == .learning && card.step == 0)
        #expect(card.stability == nil && card.difficulty == nil && card.lastReview == nil)
        #expect(Self.scheduler.retrievability(of: card, at: Self.start) == 0)
    }

    @Test func aFirstGoodTakesTheInitialMemoryAndTheSecondLearningStep() {
        let card = Self.scheduler.review(Self.new(), rating: .good, at: Self.start)
        #expect(card.state == .learning && card.step == 1)
        #expect(card.stability == 2.3065)  // w2
        #expect(abs((card.difficulty ?? .nan) - 2.118103970459016) < 1e-12)
        #expect(card.due == Self.start + 10 * Self.minute)
        #expect(card.lastReview == Self.start)
    }

    @Test func firstAgainAndHardStayOnTheFirstStep() {
        let again = Self.scheduler.review(Self.new(), rating: .again, at: Self.start)
        #expect(again.state == .learning && again.step == 0 && again.stability == 0.212 && again.difficulty == 6.4133)
        #expect(again.due == Self.start + Self.minute)
        let hard = Self.scheduler.review(Self.new(), rating: .hard, at: Self.start)
        #expect(hard.state == .learning && hard.step == 0 && hard.stability == 1.2931)
        #expect(abs((hard.difficulty ?? .nan) - 5.112170705601056) < 1e-12)
        // Hard on the first of two steps waits their mean: (1 + 10) / 2 minutes.
        #expect(hard.due == Self.start + 330)
    }

    @Test func easyGraduatesStraightToReview() {
        let card = Self.scheduler.review(Self.new(), rating: .easy, at: Self.start)
        #expect(card.state == .review && card.step == nil)
        #expect(card.stability == 8.2956 && card.difficulty == 1.0)  // w3; D0(Easy) clamped to 1
        // With a desired retention of 0.9 the interval is the stability, rounded: 8 days.
        #expect(card.due == Self.start + 8 * Self.day)
    }

    @Test func againInReviewResetsToRelearningThenGoodGraduatesAgain() {
        let learnt = Self.scheduler.review(Self.new(), rating: .easy, at: Self.start)
        let lapsed = Self.scheduler.review(learnt, rating: .again, at: learnt.due)
        #expect(lapsed.state == .relearning && lapsed.step == 0)
        #expect(abs((lapsed.stability ?? .nan) - 1.3886324609821161) < 1e-9)
        #expect(abs((lapsed.difficulty ?? .nan) - 7.0269895692968385) < 1e-9)
        #expect(lapsed.due == learnt.due + 10 * Self.minute)  // the single relearning step

        let relearnt = Self.scheduler.review(lapsed, rating: .good, at: lapsed.due)
        #expect(relearnt.state == .review && relearnt.step == nil)
        #expect(abs((relearnt.stability ?? .nan) - 1.427881680763876) < 1e-9)
        #expect(abs((relearnt.difficulty ?? .nan) - 7.0151909490243805) < 1e-9)
        #expect(relearnt.due == lapsed.due + Self.day)
    }

    @Test func goodWhenDueGrowsStabilityWithTheRecallFormula() {
        let learnt = Self.scheduler.review(Self.new(), rating: .easy, at: Self.start)
        let reviewed = Self.scheduler.review(learnt, rating: .good, at: learnt.due)
        #expect(reviewed.state == .review)
        #expect(abs((reviewed.stability ?? .nan) - 38.90514998232684) < 1e-9)
        #expect(reviewed.difficulty == 1.0)
        #expect(reviewed.due == learnt.due + 39 * Self.day)
    }

    /// Under a day since the last review, stability follows the short-term formula, which never
    /// lowers it on Hard, Good or Easy; difficulty still moves.
    @Test func sameDayReviewsUseShortTermStability() throws {
        let first = Self.scheduler.review(Self.new(), rating: .good, at: Self.start)
        let second = Self.scheduler.review(first, rating: .good, at: Self.start + 10 * Self.minute)
        #expect(second.state == .review && second.stability == first.stability)  // increase clamped to 1
        #expect(abs((second.difficulty ?? .nan) - 2.111214235785395) < 1e-12)
        #expect(second.due == Self.start + 10 * Self.minute + 2 * Self.day)

        let learnt = Self.scheduler.review(Self.new(), rating: .easy, at: Self.start)
        let threeHoursLater = Self.start + 3 * 3600
        let good = Self.scheduler.review(learnt, rating: .good, at: threeHoursLater)
        #expect(good.stability == learnt.stability && good.due == threeHoursLater + 8 * Self.day)
        let again = Self.scheduler.review(learnt, rating: .again, at: threeHoursLater)
        #expect(again.state == .relearning)
        #expect(abs((again.stability ?? .nan) - 2.5625081682260777) < 1e-9)

        // The boundary is whole days as the reference floors them: 23:59:59 is still the same day.
        let w = SchedulerParameters.defaultWeights
        let s = try #require(learnt.stability)
        let almostADay = Self.scheduler.review(learnt, rating: .again, at: Self.start + Self.day - 1)
        let shortTerm = s * pow(M_E, w[17] * (-2 + w[18])) * pow(s, -w[19])
        #expect(abs((almostADay.stability ?? .nan) - shortTerm) < 1e-12)
        let aDay = Self.scheduler.review(learnt, rating: .again, at: Self.start + Self.day)
        #expect(aDay.stability != almostADay.stability)
    }

    @Test func retrievabilityIsOneJustAfterAReviewAndTheDesiredRetentionWhenDue() throws {
        for retention in [0.8, 0.9, 0.95] {
            let scheduler = Scheduler(parameters: try SchedulerParameters(desiredRetention: retention, enableFuzzing: false))
            for stability in [3.0, 10.0, 37.5, 120.0, 800.0, 5_000.0] {
                let card = Card(state: .review, step: nil, stability: stability, difficulty: 5,
                                due: Self.start, lastReview: Self.start)
                #expect(scheduler.retrievability(of: card, at: Self.start) == 1)
                let days = scheduler.intervalDays(forStability: stability)
                let atDue = scheduler.retrievability(of: card, at: Self.start + Double(days) * Self.day)
                // The interval is rounded to whole days; half a day's worth of rounding moves R by little.
                let tolerance = stability < 20 ? 0.02 : 0.002
                #expect(abs(atDue - retention) < tolerance, "retention \(retention), stability \(stability): \(atDue)")
            }
        }
        // By FSRS's definition R(S days) = 0.9 whatever the retention asked for.
        let card = Card(state: .review, step: nil, stability: 30, difficulty: 5, due: Self.start, lastReview: Self.start)
        #expect(abs(Self.scheduler.retrievability(of: card, at: Self.start + 30 * Self.day) - 0.9) < 1e-12)
        // A review "before" the last one counts as no time elapsed.
        #expect(Self.scheduler.retrievability(of: card, at: Self.start - 5 * Self.day) == 1)
    }

    /// Python's `round` goes half to even; the vectors never land on a half, so it is checked here.
    @Test func intervalsRoundHalfToEvenAsPythonDoes() {
        // Values from the reference's `_next_interval`: stability k + 0.5 gives exactly k + 0.5 days.
        let expected: [Double: Int] = [1.5: 2, 2.5: 2, 3.5: 4, 4.5: 4, 9.5: 10, 10.5: 10]
        for (stability, days) in expected {
            #expect(Self.scheduler.intervalDays(forStability: stability) == days, "stability \(stability)")
        }
        #expect(Self.scheduler.intervalDays(forStability: 0.2) == 1)  // never under a day
    }

    @Test func intervalsStopAtTheMaximum() throws {
        let veteran = Card(state: .review, step: nil, stability: 1e6, difficulty: 5,
                           due: Self.start, lastReview: Self.start - 400 * Self.day)
        let reviewed = Self.scheduler.review(veteran, rating: .good, at: Self.start)
        #expect(reviewed.due == Self.start + 36_500 * Self.day)
        #expect(Self.scheduler.intervalDays(forStability: .infinity) == 36_500)

        let capped = Scheduler(parameters: try SchedulerParameters(maximumInterval: 60))
        for seed in UInt64(0)..<50 {
            let fuzzed = capped.review(veteran, rating: .easy, at: Self.start, fuzzSeed: seed)
            #expect(fuzzed.due <= Self.start + 60 * Self.day)
            #expect(fuzzed.due >= Self.start + 2 * Self.day)
        }
    }

    @Test func stepRulesOfOtherConfigurations() throws {
        // One learning step: Hard on it waits 1.5 times the step; Good graduates.
        let one = Scheduler(parameters: try SchedulerParameters(learningSteps: [300], relearningSteps: [],
                                                                enableFuzzing: false))
        let hard = one.review(Self.new(), rating: .hard, at: Self.start)
        #expect(hard.state == .learning && hard.step == 0 && hard.due == Self.start + 450)
        let good = one.review(Self.new(), rating: .good, at: Self.start)
        #expect(good.state == .review && good.step == nil)
        // No relearning steps: Again keeps a review card in review, a day or more ahead.
        let lapsed = one.review(good, rating: .again, at: good.due)
        #expect(lapsed.state == .review && lapsed.step == nil && lapsed.due >= good.due + Self.day)

        // No learning steps: every first rating graduates.
        let none = Scheduler(parameters: try SchedulerParameters(learningSteps: [], enableFuzzing: false))
        for rating in Rating.allCases {
            #expect(none.review(Self.new(), rating: rating, at: Self.start).state == .review)
        }
        // A card left past the last step (by a scheduler with more steps) graduates unless forgotten.
        let pastTheEnd = Card(state: .learning, step: 5, stability: 2, difficulty: 5, due: Self.start, lastReview: Self.start)
        #expect(Self.scheduler.review(pastTheEnd, rating: .hard, at: Self.start).state == .review)
        let forgotten = Self.scheduler.review(pastTheEnd, rating: .again, at: Self.start)
        #expect(forgotten.state == .learning && forgotten.step == 0 && forgotten.due == Self.start + Self.minute)
    }

    @Test func cardsTheReferenceWouldRejectAreStillScheduled() {
        // A review-state card with no memory takes the first-review values.
        let blank = Card(state: .review, step: nil, stability: nil, difficulty: nil, due: Self.start, lastReview: nil)
        let reviewed = Self.scheduler.review(blank, rating: .good, at: Self.start)
        #expect(reviewed.stability == 2.3065 && reviewed.state == .review)
        // A negative or missing step counts as step 0.
        let odd = Card(state: .relearning, step: -3, stability: 2, difficulty: 5, due: Self.start, lastReview: Self.start)
        #expect(Self.scheduler.review(odd, rating: .hard, at: Self.start).due == Self.start + 15 * Self.minute)
        let missing = Card(state: .learning, step: nil, stability: nil, difficulty: nil, due: Self.start, lastReview: nil)
        #expect(Self.scheduler.review(missing, rating: .good, at: Self.start).step == 1)
    }

    @Test func parametersAreCheckedAsTheReferenceChecksWeights() throws {
        #expect(try SchedulerParameters() == SchedulerParameters.default)
        #expect(SchedulerParameters.default.enableFuzzing)
        #expect(throws: SchedulerParameters.ValidationError.wrongNumberOfWeights(20)) {
            try SchedulerParameters(weights: Array(SchedulerParameters.defaultWeights.dropLast()))
        }
        var weights = SchedulerParameters.defaultWeights
        weights[20] = 0.9
        #expect(throws: SchedulerParameters.ValidationError.weightOutOfBounds(index: 20, value: 0.9, bounds: 0.1...0.8)) {
            try SchedulerParameters(weights: weights)
        }
        #expect(throws: SchedulerParameters.ValidationError.desiredRetentionOutOfRange(0)) {
            try SchedulerParameters(desiredRetention: 0)
        }
        #expect(throws: SchedulerParameters.ValidationError.invalidStep(-60)) {
            try SchedulerParameters(learningSteps: [-60])
        }
        #expect(throws: SchedulerParameters.ValidationError.maximumIntervalTooShort(0)) {
            try SchedulerParameters(maximumInterval: 0)
        }
    }
}
