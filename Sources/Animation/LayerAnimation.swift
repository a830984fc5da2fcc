/// Either kind of animation a layer can hold, with what they have in common.
public enum LayerAnimation: Sendable, Equatable {
    case keyframe(KeyframeAnimation)
    case basic(BasicAnimation)

    public var name: String {
        switch self {
        case .keyframe(let animation): animation.name
        case .basic(let animation): animation.name
        }
    }

    public var keyPath: String {
        switch self {
        case .keyframe(let animation): animation.keyPath
        case .basic(let animation): animation.keyPath
        }
    }

    public var isAdditive: Bool {
        switch self {
        case .keyframe(let animation): animation.isAdditive
        case .basic(let animation): animation.isAdditive
        }
    }

    public var duration: Double {
        switch self {
        case .keyframe(let animation): animation.duration
        case .basic(let animation): animation.duration
        }
    }

    public var repeatCount: Double {
        switch self {
        case .keyframe(let animation): animation.repeatCount
        case .basic(let animation): animation.repeatCount
        }
    }

    public var timingFunction: TimingFunction? {
        switch self {
        case .keyframe(let animation): animation.timingFunction
        case .basic(let animation): animation.timingFunction
        }
    }

    /// The animated value (an offset if additive) at `time`, or nil outside the animation's run.
    public func value(at time: Double) -> Double? {
        switch self {
        case .keyframe(let animation): animation.value(at: time)
        case .basic(let animation): animation.value(at: time)
        }
    }
}
