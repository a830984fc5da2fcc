// FSRS-6 spaced-repetition scheduling for the self-quiz mode.
//
// Reference: py-fsrs, the PyPI package `fsrs` version 6.3.2 (`fsrs/scheduler.py`), the Open
// Spaced Repetition project's own implementation of FSRS-6. This is a line-by-line port of its
// `Scheduler.review_card` and helpers, and scripts/reference/fsrs_vectors.py records that
// package's answers for the tests (Tests/SpacedRepetitionTests/Fixtures).
//
// Identical to the reference (with fuzzing off):
// - every formula, in the same operation order, so the doubles agree to the last bit where the
//   C library's pow is the same one (`math.e ** x` is pow(e, x) there, so it is here, not exp);
// - the step rules of the learning, review and relearning states, including Hard on the first
//   step (1.5 times a single step, or the mean of the first two) and graduating a card whose
//   step is past the end of the configured steps;
// - rounding: intervals round half to even (Python's `round`), whole days elapsed are floored
//   (`timedelta.days`), and step lengths are whole microseconds rounded half to even;
// - due = review time + interval; retrievability from whole days since the last review.
//
// Not identical:
// - fuzzing: the same formula and the same ranges (`fuzzRange(forInterval:)`), but the draw in
//   [0, 1) comes from SplitMix64 seeded by the caller's per-card seed and the review time,
//   not from Python's global Mersenne Twister, so fuzzed dates are reproducible per card and
//   differ from the reference's;
// - where the reference would crash (an assertion on a review-state card with no stability, a
//   negative step indexing from the end, a retention of 0), this falls back as documented on
//   `review` or refuses the configuration (`SchedulerParameters`);
// - no card ids, review logs, optimizer or rescheduling from logs: the app does not need them.

import Foundation

/// The FSRS-6 scheduler: what a review does to a card, and how likely a card is recalled.
public struct Scheduler: Sendable {
    public let parameters: SchedulerParameters

    /// Each step in whole microseconds, as Python's `timedelta` keeps them, so the Hard-step
    /// arithmetic below rounds exactly where the reference does.
    private let learningSteps: [Int64]
    private let relearningSteps: [Int64]
    /// FSRS-6's forgetting curve R(t) = (1 + factor * t / S) ^ decay, with decay = -w20 and the
    /// factor chosen so that R(S) = 0.9.
    private let decay: Double
    private let factor: Double

    private static let microsecondsPerSecond = 1_000_000.0
    private static let microsecondsPerDay = 86_400_000_000.0
    private static let secondsPerDay = 86_400.0
    /// Python's `math.e`, written out so the constant is the reference's double whatever the platform defines.
    private static let e = 2.718281828459045
    private static let minimumStability = 0.001
    private static let difficultyRange = 1.0...10.0
    /// `FUZZ_RANGES`: intervals from `start` to `end` days widen the fuzz by `factor` per day.
    private static let fuzzBands: [(start: Double, end: Double, factor: Double)] = [
        (2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, .infinity, 0.05),
    ]

    public init(parameters: SchedulerParameters = .default) {
        self.parameters = parameters
        learningSteps = parameters.learningSteps.map(Self.microseconds)
        relearningSteps = parameters.relearningSteps.map(Self.microseconds)
        decay = -parameters.weights[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    /// A stable fuzz seed for a card known by `identifier` (say a question id): FNV-1a, so the
    /// same id gives the same seed on every run and platform.
    public static func fuzzSeed(forIdentifier identifier: String) -> UInt64 {
        FuzzDraw.seed(for: identifier)
    }

    // MARK: - Reviewing

    /// The card after a review rated `rating` at `date` (the reference's `review_card`).
    ///
    /// `fuzzSeed` only matters with fuzzing on: pass the same seed for a card every time (for
    /// example `fuzzSeed(forIdentifier:)` of its question id) and its schedule is reproducible.
    ///
    /// Cards the reference would reject are still scheduled: a card with no stability or no
    /// difficulty takes the first-review values whatever its state, a missing step counts as
    /// step 0 and a negative one as step 0 too.
    public func review(_ card: Card, rating: Rating, at date: Date, fuzzSeed: UInt64 = 0) -> Card {
        var next = card
        // The reference's `days_since_last_review`: whole days, floored, nil for a new card.
        let elapsedDays = card.lastReview.map { Self.wholeDays(from: $0, to: date) }

        // Memory: the same rules in all three states (the reference repeats them per state).
        if let stability = card.stability, let difficulty = card.difficulty {
            if let elapsedDays, elapsedDays < 1 {
                next.stability = shortTermStability(stability, rating: rating)
            } else {
                next.stability = nextStability(difficulty: difficulty, stability: stability,
                                               retrievability: retrievability(of: card, at: date), rating: rating)
            }
            next.difficulty = nextDifficulty(difficulty, rating: rating)
        } else {
            next.stability = initialStability(rating)
            next.difficulty = Self.clampDifficulty(initialDifficulty(rating))
        }
        // Both were set just above; the fallback only keeps this free of force unwraps.
        let stability = next.stability ?? Self.minimumStability

        let interval: Interval
        switch card.state {
        case .learning:
            (next.state, next.step, interval) = stepOutcome(
                steps: learningSteps, stayIn: .learning, step: card.step, rating: rating, stability: stability)
        case .relearning:
            (next.state, next.step, interval) = stepOutcome(
                steps: relearningSteps, stayIn: .relearning, step: card.step, rating: rating, stability: stability)
        case .review:
            if rating == .again, let firstStep = relearningSteps.first {
                (next.state, next.step, interval) = (.relearning, 0, .microseconds(firstStep))
            } else {
                // Remembered, or forgotten with no relearning steps: the card stays in review.
                (next.state, next.step, interval) = (.review, nil, .days(intervalDays(forStability: stability)))
            }
        }

        switch interval {
        case .microseconds(let length):
            next.due = date.addingTimeInterval(Double(length) / Self.microsecondsPerSecond)
        case .days(var days):
            // The reference fuzzes every interval of a card that ends the review in review state.
            if parameters.enableFuzzing, next.state == .review {
                days = fuzzedInterval(days, draw: FuzzDraw.unitInterval(seed: fuzzSeed, reviewedAt: date))
            }
            next.due = date.addingTimeInterval(Double(days) * Self.secondsPerDay)
        }
        next.lastReview = date
        return next
    }

    /// How long until the next review: learning steps are exact durations, review intervals whole days.
    private enum Interval {
        case microseconds(Int64)
        case days(Int)
    }

    /// The learning and relearning states' step rules, which the reference writes out twice,
    /// identical but for the steps and the state a card stays in.
    private func stepOutcome(steps: [Int64], stayIn state: CardState, step: Int?, rating: Rating,
                             stability: Double) -> (CardState, Int?, Interval) {
        let graduate: (CardState, Int?, Interval) = (.review, nil, .days(intervalDays(forStability: stability)))
        // A negative step would index from the end in Python; no scheduler writes one, so it is step 0.
        let step = max(step ?? 0, 0)
        // No steps at all, or a card left past the last step by a scheduler with more of them.
        if steps.isEmpty || (step >= steps.count && rating != .again) { return graduate }
        // From here `step < steps.count` unless the rating is Again, which goes back to 0, and
        // `steps` is not empty, so every index below is in range.
        switch rating {
        case .again:
            return (state, 0, .microseconds(steps[0]))
        case .hard:
            // The step stays the same; on the first step Hard waits a bit longer than Again.
            if step == 0, steps.count == 1 {
                return (state, step, .microseconds(Self.divideRoundingHalfToEven(steps[0] * 3, by: 2)))
            } else if step == 0 {
                return (state, step, .microseconds(Self.divideRoundingHalfToEven(steps[0] + steps[1], by: 2)))
            }
            return (state, step, .microseconds(steps[step]))
        case .good:
            if step + 1 == steps.count { return graduate }
            return (state, step + 1, .microseconds(steps[step + 1]))
        case .easy:
            return graduate
        }
    }

    // MARK: - Retrievability and intervals

    /// The probability the card is recalled at `date`; 0 for a card never reviewed (the
    /// reference's `get_card_retrievability`). Counts whole days since the last review.
    public func retrievability(of card: Card, at date: Date) -> Double {
        guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
        let elapsedDays = max(0, Self.wholeDays(from: lastReview, to: date))
        return pow(1 + factor * elapsedDays / stability, decay)
    }

    /// The unfuzzed interval in days for a card of this stability: the time for retrievability to
    /// fall to the desired retention, rounded half to even, at least 1 day and at most the maximum.
    public func intervalDays(forStability stability: Double) -> Int {
        let days = ((stability / factor) * (pow(parameters.desiredRetention, 1 / decay) - 1))
            .rounded(.toNearestOrEven)
        // The reference would raise on NaN (only a corrupted stored stability gives one); the
        // shortest interval is the safe answer. Clamping in Double keeps Int(_:) from trapping.
        guard !days.isNaN else { return 1 }
        return Int(min(max(days, 1), Double(parameters.maximumInterval)))
    }

    /// Every interval fuzzing can turn `days` into, as the reference's `_get_fuzzed_interval`
    /// computes it. Its upper end is one more than the reference's own `max_ivl` (capped at the
    /// maximum interval) because the reference draws from [min_ivl, max_ivl + 1) and rounds.
    public func fuzzRange(forInterval days: Int) -> ClosedRange<Int> {
        fuzzedInterval(days, draw: 0)...fuzzedInterval(days, draw: 1.0.nextDown)
    }

    private func fuzzedInterval(_ days: Int, draw: Double) -> Int {
        // Fuzz is not applied to intervals under 2.5 days.
        guard Double(days) >= 2.5 else { return days }
        var delta = 1.0
        for band in Self.fuzzBands {
            delta += band.factor * max(min(Double(days), band.end) - band.start, 0.0)
        }
        var lowest = Int((Double(days) - delta).rounded(.toNearestOrEven))
        var highest = Int((Double(days) + delta).rounded(.toNearestOrEven))
        lowest = max(2, lowest)
        highest = min(highest, parameters.maximumInterval)
        lowest = min(lowest, highest)
        let fuzzed = (draw * Double(highest - lowest + 1) + Double(lowest)).rounded(.toNearestOrEven)
        return min(Int(fuzzed), parameters.maximumInterval)
    }

    // MARK: - FSRS-6 formulas (w = parameters.weights)

    private var w: [Double] { parameters.weights }

    /// S0(G) = w[G-1].
    private func initialStability(_ rating: Rating) -> Double {
        max(w[rating.rawValue - 1], Self.minimumStability)
    }

    /// D0(G) = w4 - e^(w5 (G-1)) + 1, clamped by the callers that need it.
    private func initialDifficulty(_ rating: Rating) -> Double {
        w[4] - pow(Self.e, w[5] * Double(rating.rawValue - 1)) + 1
    }

    /// Reviews on the day of the last one: S' = S * e^(w17 (G - 3 + w18)) * S^-w19, never lower
    /// than S unless the rating is Again.
    private func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        var increase = pow(Self.e, w[17] * (Double(rating.rawValue - 3) + w[18])) * pow(stability, -w[19])
        if rating != .again { increase = max(increase, 1.0) }
        return max(stability * increase, Self.minimumStability)
    }

    /// D' = w7 D0(Easy) + (1 - w7) (D + (10 - D) ΔD / 9) with ΔD = -w6 (G - 3): linear damping
    /// slows the change near 10, mean reversion pulls towards an Easy first review's difficulty.
    private func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let easyDifficulty = initialDifficulty(.easy)
        let delta = -(w[6] * Double(rating.rawValue - 3))
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0
        return Self.clampDifficulty(w[7] * easyDifficulty + (1 - w[7]) * damped)
    }

    private func nextStability(difficulty: Double, stability: Double, retrievability: Double,
                               rating: Rating) -> Double {
        let next = rating == .again
            ? forgetStability(difficulty: difficulty, stability: stability, retrievability: retrievability)
            : recallStability(difficulty: difficulty, stability: stability, retrievability: retrievability,
                              rating: rating)
        return max(next, Self.minimumStability)
    }

    /// After a lapse: w11 D^-w12 ((S+1)^w13 - 1) e^((1-R) w14), but never more than the
    /// short-term formula's S / e^(w17 w18).
    private func forgetStability(difficulty: Double, stability: Double, retrievability: Double) -> Double {
        let longTerm = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1)
            * pow(Self.e, (1 - retrievability) * w[14])
        let shortTerm = stability / pow(Self.e, w[17] * w[18])
        return min(longTerm, shortTerm)
    }

    /// After a recall: S (1 + e^w8 (11 - D) S^-w9 (e^((1-R) w10) - 1) hardPenalty easyBonus).
    private func recallStability(difficulty: Double, stability: Double, retrievability: Double,
                                 rating: Rating) -> Double {
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        return stability * (1 + pow(Self.e, w[8]) * (11 - difficulty) * pow(stability, -w[9])
            * (pow(Self.e, (1 - retrievability) * w[10]) - 1) * hardPenalty * easyBonus)
    }

    // MARK: - Python's arithmetic

    private static func clampDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, difficultyRange.lowerBound), difficultyRange.upperBound)
    }

    /// `timedelta(seconds=s)`: whole microseconds, rounded half to even. The parameters' checks
    /// bound `seconds` to 0...100 years, so the conversion cannot trap.
    private static func microseconds(_ seconds: TimeInterval) -> Int64 {
        Int64((seconds * microsecondsPerSecond).rounded(.toNearestOrEven))
    }

    /// `(b - a).days`: whole days from `a` to `b`, floored. The difference is first rounded to
    /// whole microseconds as a `timedelta` holds it, so a Date's binary fraction just under a
    /// day boundary does not flip the floor.
    private static func wholeDays(from start: Date, to end: Date) -> Double {
        let microseconds = (end.timeIntervalSince(start) * microsecondsPerSecond).rounded(.toNearestOrEven)
        return (microseconds / microsecondsPerDay).rounded(.down)
    }

    /// n / d for n ≥ 0 and d > 0, rounded half to even, as `timedelta` division and
    /// multiplication by a float round.
    private static func divideRoundingHalfToEven(_ numerator: Int64, by divisor: Int64) -> Int64 {
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: divisor)
        if remainder * 2 > divisor || (remainder * 2 == divisor && quotient % 2 == 1) { return quotient + 1 }
        return quotient
    }
}
