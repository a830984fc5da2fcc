/// A keyframe animation, like CAKeyframeAnimation: the property reaches `values[i]` at
/// `keyTimes[i]` (a fraction of the duration) and moves in a straight line between key frames.
///
/// The description is checked when it is made. Core Animation accepts a values list and a
/// key-times list of different lengths and then animates unpredictably; the source tutorial's bounce and
/// pop animations did exactly that with 5 values and 6 key times. This type refuses such input
/// with an error that names the animation and both counts.
public struct KeyframeAnimation: Sendable, Equatable {
    /// Names the animation in errors and on screen, e.g. "bounce".
    public let name: String
    public let keyPath: String
    public let values: [Double]
    /// One per value, within 0...1, never decreasing.
    public let keyTimes: [Double]
    /// Seconds for one repetition.
    public let duration: Double
    /// How many times the animation plays; `.infinity` plays it forever.
    public let repeatCount: Double
    /// The values are offsets the caller adds to the property's own value, not replacements.
    public let isAdditive: Bool
    /// Paces the whole duration (nil: linear), as CAKeyframeAnimation.timingFunction does.
    public let timingFunction: TimingFunction?

    public init(name: String, keyPath: String, values: [Double], keyTimes: [Double], duration: Double,
                repeatCount: Double, isAdditive: Bool = false,
                timingFunction: TimingFunction? = nil) throws(KeyframeError) {
        try Self.validate(values: values, keyTimes: keyTimes, animation: name)
        self.name = name
        self.keyPath = keyPath
        self.values = values
        self.keyTimes = keyTimes
        self.duration = duration
        self.repeatCount = repeatCount
        self.isAdditive = isAdditive
        self.timingFunction = timingFunction
    }

    /// The animated value at `time` seconds after the animation began, or nil once it has finished
    /// (time >= duration * repeatCount) or before it starts (time < 0). The timing function applies
    /// to the whole duration (as CAKeyframeAnimation.timingFunction does), then linear interpolation
    /// between key frames; an additive animation's value is an offset (the caller adds it).
    public func value(at time: Double) -> Double? {
        AnimationTiming.easedProgress(at: time, duration: duration, repeatCount: repeatCount,
                                      timingFunction: timingFunction)
            .map(interpolatedValue(at:))
    }

    /// The value at `progress` (already eased) along the key frames.
    ///
    /// A timing function whose curve overshoots (the source tutorial's pop curve reaches about 1.06)
    /// takes progress outside 0...1. There the first or last segment is extended, as the Web
    /// Animations specification does, so the overshoot shows instead of freezing on an end value.
    private func interpolatedValue(at progress: Double) -> Double {
        let last = keyTimes.count - 1
        if last > 0, progress < 0, keyTimes[0] == 0 { return interpolate(from: 0, to: 1, at: progress) }
        if last > 0, progress > 1, keyTimes[last] == 1 { return interpolate(from: last - 1, to: last, at: progress) }
        // Before the first key time the first value holds; from the last key time, the last value.
        guard let start = keyTimes.lastIndex(where: { $0 <= progress }) else { return values[0] }
        guard start < last else { return values[last] }
        return interpolate(from: start, to: start + 1, at: progress)
    }

    /// Along the straight line through key frames `start` and `end`. Equal key times make a
    /// jump: the later value holds from that instant.
    private func interpolate(from start: Int, to end: Int, at progress: Double) -> Double {
        let span = keyTimes[end] - keyTimes[start]
        guard span > 0 else { return values[end] }
        let fraction = (progress - keyTimes[start]) / span
        return values[start] + (values[end] - values[start]) * fraction
    }

    private static func validate(values: [Double], keyTimes: [Double], animation: String) throws(KeyframeError) {
        guard !values.isEmpty else { throw .noValues(animation: animation) }
        guard values.count == keyTimes.count else {
            throw .countMismatch(animation: animation, values: values.count, keyTimes: keyTimes.count)
        }
        if let outside = keyTimes.first(where: { !(0...1).contains($0) }) {
            throw .keyTimeOutOfRange(animation: animation, outside)
        }
        guard zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw .keyTimesNotAscending(animation: animation)
        }
    }
}

/// Why a keyframe animation could not be made. Every case names the animation, so a list of
/// several animations says which one is wrong.
public enum KeyframeError: Error, Equatable, CustomStringConvertible {
    case noValues(animation: String)
    case countMismatch(animation: String, values: Int, keyTimes: Int)
    case keyTimeOutOfRange(animation: String, Double)
    case keyTimesNotAscending(animation: String)

    public var animation: String {
        switch self {
        case .noValues(let animation), .countMismatch(let animation, _, _),
             .keyTimeOutOfRange(let animation, _), .keyTimesNotAscending(let animation):
            animation
        }
    }

    public var description: String {
        "\(animation): " + problem
    }

    private var problem: String {
        switch self {
        case .noValues: "a keyframe animation needs at least one value"
        case .countMismatch(_, let values, let keyTimes):
            "\(values) values but \(keyTimes) key times (one key time per value needed)"
        case .keyTimeOutOfRange(_, let time): "key time \(time) is outside 0...1"
        case .keyTimesNotAscending: "key times must never go down"
        }
    }
}
