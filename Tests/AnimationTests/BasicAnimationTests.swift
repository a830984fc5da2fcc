import Animation
import Testing

@Suite struct BasicAnimationTests {
    private let turn = BasicAnimation(name: "spin", keyPath: "transform.rotation", from: 0, to: 2 * Double.pi,
                                      duration: 1.33, repeatCount: .infinity)

    @Test func fromAndToAreTheEndsAndTheMiddleIsLinearWithoutATimingFunction() throws {
        #expect(turn.value(at: 0) == 0)
        let half = try #require(turn.value(at: 0.665))
        #expect(abs(half - Double.pi) < 1e-12)
        let almost = try #require(turn.value(at: 1.33 - 1e-9))
        #expect(abs(almost - 2 * Double.pi) < 1e-6)
        let shift = BasicAnimation(name: "shift", keyPath: "position.x", from: 10, to: -30, duration: 2, repeatCount: 1)
        let quarter = try #require(shift.value(at: 0.5))
        #expect(abs(quarter - 0) < 1e-12)
    }

    @Test func aTimingFunctionPacesTheWayFromFromToTo() throws {
        let reference = try TimingReference.load()
        let easeOut = try reference.curve(named: "easeOut")
        let fade = BasicAnimation(name: "fade", keyPath: "opacity", from: 1, to: 0, duration: 4, repeatCount: 1,
                                  timingFunction: .easeOut)
        for progress in [0.25, 0.5, 0.75] {
            let eased = try #require(easeOut.y(at: progress))
            let value = try #require(fade.value(at: 4 * progress))
            #expect(abs(value - (1 - eased)) < 1e-5, "at \(progress)")
        }
    }

    @Test func repeatsEndsAndStarts() throws {
        let twice = BasicAnimation(name: "grow", keyPath: "transform.scale", from: 1, to: 2, duration: 1, repeatCount: 2,
                                   isAdditive: true)
        let first = try #require(twice.value(at: 0.3))
        let second = try #require(twice.value(at: 1.3))
        #expect(abs(first - second) < 1e-12)
        #expect(twice.value(at: 2) == nil && twice.value(at: -1) == nil)
        #expect(turn.value(at: 1.33 * 1_000_000 + 0.2) != nil)
    }

    @Test func aLayerAnimationForwardsWhatBothKindsShare() throws {
        let bounce = try KeyframeAnimation(name: "bounce", keyPath: "position.y", values: [0, 30, 0],
                                           keyTimes: [0, 0.5, 1], duration: 1.33, repeatCount: .infinity,
                                           isAdditive: true, timingFunction: .easeInEaseOut)
        let keyframe = LayerAnimation.keyframe(bounce), basic = LayerAnimation.basic(turn)
        #expect(keyframe.name == "bounce" && basic.name == "spin")
        #expect(keyframe.keyPath == "position.y" && basic.keyPath == "transform.rotation")
        #expect(keyframe.isAdditive && !basic.isAdditive)
        #expect(keyframe.duration == 1.33 && basic.duration == 1.33)
        #expect(keyframe.repeatCount == .infinity && basic.repeatCount == .infinity)
        #expect(keyframe.timingFunction == .easeInEaseOut && basic.timingFunction == nil)
        for time in [0.0, 0.4, 0.9, 5.0] {
            #expect(keyframe.value(at: time) == bounce.value(at: time))
            #expect(basic.value(at: time) == turn.value(at: time))
        }
    }
}
