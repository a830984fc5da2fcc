/// A from-to animation, like CABasicAnimation.
public struct BasicAnimation: Sendable, Equatable {
    /// Names the animation on screen, e.g. "spin".
    public let name: String
    public let keyPath: String
    public let from: Double
    public let to: Double
    /// Seconds for one repetition.
    public let duration: Double
    /// How many times the animation plays; `.infinity` plays it forever.
    public let repeatCount: Double
    /// `from` and `to` are offsets the caller adds to the property's own value.
    public let isAdditive: Bool
    /// Paces each repetition (nil: linear).
    public let timingFunction: TimingFunction?

    public init(name: String, keyPath: String, from: Double, to: Double, duration: Double, repeatCount: Double,
                isAdditive: Bool = false, timingFunction: TimingFunction? = nil) {
        self.name = name
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.duration = duration
        self.repeatCount = repeatCount
        self.isAdditive = isAdditive
        self.timingFunction = timingFunction
    }

    /// The animated value at `time` seconds after the animation began, or nil before it starts
    /// and once it has finished. A timing function that overshoots carries the value past `to`.
    public func value(at time: Double) -> Double? {
        AnimationTiming.easedProgress(at: time, duration: duration, repeatCount: repeatCount,
                                      timingFunction: timingFunction)
            .map { from + (to - from) * $0 }
    }
}
