/// The timing both kinds of animation share: where in its current repetition an animation is,
/// already passed through its timing function.
enum AnimationTiming {
    /// Progress through the current repetition (0..<1) after the timing function, or nil before
    /// the animation starts (`time < 0`) and once every repetition has played
    /// (`time >= duration * repeatCount`; `.infinity` repeats forever).
    ///
    /// As in Core Animation, a repeat count of 0 (its default) plays the animation once. An
    /// animation without a positive duration has nothing to play and never has a value.
    static func easedProgress(at time: Double, duration: Double, repeatCount: Double,
                              timingFunction: TimingFunction?) -> Double? {
        guard time >= 0, duration > 0, duration.isFinite else { return nil }
        let repetitions = repeatCount > 0 ? repeatCount : 1
        guard time < duration * repetitions else { return nil }
        // The timing function shapes each repetition as a whole, as CAAnimation.timingFunction
        // does; nil means linear pacing, also as in Core Animation.
        let progress = time.truncatingRemainder(dividingBy: duration) / duration
        return timingFunction.map { $0(progress) } ?? progress
    }
}
