import Foundation

/// Everything a `Scheduler` is configured with, checked once when made so that scheduling
/// itself can never fail. The defaults are the reference's (`fsrs.Scheduler()` in 6.3.2).
public struct SchedulerParameters: Sendable, Hashable {
    /// FSRS-6's 21 default weights (`fsrs.scheduler.DEFAULT_PARAMETERS`).
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// The bounds the reference accepts for each weight (`LOWER_BOUNDS_PARAMETERS` and
    /// `UPPER_BOUNDS_PARAMETERS`); weights from an optimizer outside them are refused there too.
    public static let weightBounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4, 0.001...0.75,
        0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9, 0...4, 0...1, 1...6,
        0...2, 0...2, 0...0.8, 0.1...0.8,
    ]

    /// Steps longer than this are refused: nobody means a "learning step" of a century, and the
    /// bound keeps every step's microseconds well inside `Int64`.
    public static let longestStep: TimeInterval = 36_500 * 86_400

    /// Why a configuration was refused.
    public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
        case wrongNumberOfWeights(Int)
        case weightOutOfBounds(index: Int, value: Double, bounds: ClosedRange<Double>)
        case desiredRetentionOutOfRange(Double)
        case invalidStep(TimeInterval)
        case maximumIntervalTooShort(Int)

        public var description: String {
            switch self {
            case .wrongNumberOfWeights(let count):
                "expected 21 FSRS-6 weights, got \(count)"
            case let .weightOutOfBounds(index, value, bounds):
                "weight \(index) = \(value) is outside \(bounds.lowerBound)...\(bounds.upperBound)"
            case .desiredRetentionOutOfRange(let value):
                "desired retention \(value) is not in (0, 1]"
            case .invalidStep(let seconds):
                "a learning or relearning step of \(seconds) s is not between 0 and 100 years"
            case .maximumIntervalTooShort(let days):
                "the maximum interval (\(days) days) must be at least 1 day"
            }
        }
    }

    /// The model weights w0...w20.
    public let weights: [Double]
    /// The probability of recall a review-state card should have when it falls due.
    public let desiredRetention: Double
    /// The delays between learning steps, in seconds.
    public let learningSteps: [TimeInterval]
    /// The delays between relearning steps, in seconds.
    public let relearningSteps: [TimeInterval]
    /// The longest interval, in days, a review-state card is scheduled ahead.
    public let maximumInterval: Int
    /// Whether review intervals get a little random spread so cards learnt together drift apart.
    public let enableFuzzing: Bool

    /// The reference's defaults. Made without the checks, which they pass (a test says so).
    public static let `default` = SchedulerParameters(
        unchecked: defaultWeights, desiredRetention: 0.9, learningSteps: [60, 600], relearningSteps: [600],
        maximumInterval: 36_500, enableFuzzing: true)

    /// A checked configuration. The reference validates only the weights; the other checks
    /// refuse values it would crash on (a retention of 0 overflows its interval) or that mean
    /// nothing (a negative step, a retention above 1, a maximum interval under a day).
    public init(weights: [Double] = SchedulerParameters.defaultWeights, desiredRetention: Double = 0.9,
                learningSteps: [TimeInterval] = [60, 600], relearningSteps: [TimeInterval] = [600],
                maximumInterval: Int = 36_500, enableFuzzing: Bool = true) throws(ValidationError) {
        guard weights.count == Self.weightBounds.count else { throw .wrongNumberOfWeights(weights.count) }
        for (index, (value, bounds)) in zip(weights, Self.weightBounds).enumerated() where !bounds.contains(value) {
            throw .weightOutOfBounds(index: index, value: value, bounds: bounds)
        }
        guard desiredRetention > 0, desiredRetention <= 1 else { throw .desiredRetentionOutOfRange(desiredRetention) }
        for step in learningSteps + relearningSteps where !(0...Self.longestStep).contains(step) {
            throw .invalidStep(step)
        }
        guard maximumInterval >= 1 else { throw .maximumIntervalTooShort(maximumInterval) }
        self.init(unchecked: weights, desiredRetention: desiredRetention, learningSteps: learningSteps,
                  relearningSteps: relearningSteps, maximumInterval: maximumInterval, enableFuzzing: enableFuzzing)
    }

    private init(unchecked weights: [Double], desiredRetention: Double, learningSteps: [TimeInterval],
                 relearningSteps: [TimeInterval], maximumInterval: Int, enableFuzzing: Bool) {
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.enableFuzzing = enableFuzzing
    }

    /// The same configuration with fuzzing switched on or off (the checks already passed).
    public func withFuzzing(_ enabled: Bool) -> SchedulerParameters {
        SchedulerParameters(unchecked: weights, desiredRetention: desiredRetention, learningSteps: learningSteps,
                            relearningSteps: relearningSteps, maximumInterval: maximumInterval, enableFuzzing: enabled)
    }
}
