import Animation
import Testing

@Suite struct KeyframeAnimationTests {
    /// 0 at the start, 10 at a fifth of the way, -10 at three fifths, 0 at the end; 2 s long.
    private func zigzag(repeatCount: Double = 1, timingFunction: TimingFunction? = nil) throws -> KeyframeAnimation {
        try KeyframeAnimation(name: "zigzag", keyPath: "position.x", values: [0, 10, -10, 0],
                              keyTimes: [0, 0.2, 0.6, 1], duration: 2, repeatCount: repeatCount,
                              timingFunction: timingFunction)
    }

    private func expectValue(_ animation: KeyframeAnimation, at time: Double, is expected: Double,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let value = try #require(animation.value(at: time), "no value at \(time)", sourceLocation: sourceLocation)
        #expect(abs(value - expected) < 1e-9, "at \(time): \(value), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test func eachKeyTimeShowsItsValue() throws {
        let animation = try zigzag()
        try expectValue(animation, at: 0, is: 0)
        try expectValue(animation, at: 0.4, is: 10)
        try expectValue(animation, at: 1.2, is: -10)
        try expectValue(animation, at: 2 - 1e-12, is: 0)
    }

    @Test func betweenKeyTimesTheValueMovesInAStraightLine() throws {
        let animation = try zigzag()
        try expectValue(animation, at: 0.2, is: 5)     // halfway from 0 to 10
        try expectValue(animation, at: 0.8, is: 0)     // halfway from 10 to -10
        try expectValue(animation, at: 0.6, is: 5)     // a quarter of the way from 10 to -10
        try expectValue(animation, at: 1.6, is: -5)    // halfway from -10 back to 0
    }

    /// The timing function paces the whole duration, not each segment: with ease-in, half the
    /// time is only 31.5 % of the way, so a value reached at key time 0.5 is not reached yet.
    @Test func theTimingFunctionPacesTheWholeDuration() throws {
        let reference = try TimingReference.load()
        let easeIn = try reference.curve(named: "easeIn")
        let animation = try KeyframeAnimation(name: "rise", keyPath: "opacity", values: [0, 100, 100],
                                              keyTimes: [0, 0.5, 1], duration: 1, repeatCount: 1,
                                              timingFunction: .easeIn)
        for progress in [0.1, 0.3, 0.5, 0.7] {
            let eased = try #require(easeIn.y(at: progress))
            let expected = eased < 0.5 ? eased * 200 : 100
            let value = try #require(animation.value(at: progress))
            #expect(abs(value - expected) < 1e-3, "at \(progress): \(value), expected \(expected)")
        }
        let halfway = try #require(animation.value(at: 0.5))
        #expect(halfway < 64 && halfway > 62)
    }

    /// A curve that overshoots takes progress past 1; the last segment carries on in its
    /// direction, so a 0-to-1 animation shows the curve itself, overshoot included.
    @Test func anOvershootingCurveCarriesTheLastSegmentOn() throws {
        let pop = TimingFunction(controlPoints: 0.5, 1.43, 1.0, 1.0)
        let ramp = try KeyframeAnimation(name: "ramp", keyPath: "transform.scale", values: [0, 1],
                                         keyTimes: [0, 1], duration: 1, repeatCount: 1, timingFunction: pop)
        // y peaks at about 1.06 when x is about 0.81.
        let peak = try #require(ramp.value(at: 0.81))
        #expect(abs(peak - pop(0.81)) < 1e-12)
        #expect(peak > 1.05)
        let back = try KeyframeAnimation(name: "back", keyPath: "opacity", values: [0, 1], keyTimes: [0, 1],
                                         duration: 1, repeatCount: 1,
                                         timingFunction: TimingFunction(controlPoints: 0.6, -0.28, 0.735, 0.045))
        #expect(try #require(back.value(at: 0.3)) < 0, "an anticipating curve dips below the first value")
    }

    @Test func aRepeatLooksTheSameOneDurationLater() throws {
        let animation = try zigzag(repeatCount: 3, timingFunction: .easeInEaseOut)
        for time in stride(from: 0.0, to: 2, by: 0.125) {
            let first = try #require(animation.value(at: time))
            for repetition in 1...2 {
                let later = try #require(animation.value(at: time + 2 * Double(repetition)))
                #expect(abs(first - later) < 1e-9, "at \(time) and repetition \(repetition)")
            }
        }
    }

    @Test func aFiniteAnimationEndsAfterItsRepeatsAndNothingShowsBeforeItStarts() throws {
        let animation = try zigzag(repeatCount: 3)
        #expect(animation.value(at: 5.99) != nil)
        #expect(animation.value(at: 6) == nil)
        #expect(animation.value(at: 60) == nil)
        #expect(animation.value(at: -0.01) == nil)
        let halfAgain = try zigzag(repeatCount: 1.5)
        try expectValue(halfAgain, at: 2.8, is: 0)    // 0.8 s into the second pass: halfway from 10 to -10
        #expect(halfAgain.value(at: 2.99) != nil)
        #expect(halfAgain.value(at: 3) == nil)
    }

    /// Core Animation's default repeat count is 0, which plays the animation once.
    @Test func aRepeatCountOfZeroPlaysOnce() throws {
        let once = try zigzag(repeatCount: 0)
        #expect(once.value(at: 1.9) != nil)
        #expect(once.value(at: 2) == nil)
    }

    @Test func foreverNeverEnds() throws {
        let animation = try zigzag(repeatCount: .infinity)
        let start = try #require(animation.value(at: 0.2))
        let muchLater = try #require(animation.value(at: 0.2 + 2 * 100_000))
        #expect(abs(start - muchLater) < 1e-6)
        #expect(animation.value(at: 1e12) != nil)
    }

    @Test func equalKeyTimesMakeAJump() throws {
        let step = try KeyframeAnimation(name: "step", keyPath: "opacity", values: [0, 0, 1, 1],
                                         keyTimes: [0, 0.5, 0.5, 1], duration: 1, repeatCount: 1)
        try expectValue(step, at: 0.49, is: 0)
        try expectValue(step, at: 0.5, is: 1)
        try expectValue(step, at: 0.75, is: 1)
    }

    @Test func valuesHoldBeforeTheFirstAndAfterTheLastKeyTime() throws {
        let middle = try KeyframeAnimation(name: "middle", keyPath: "opacity", values: [0.2, 0.8],
                                           keyTimes: [0.25, 0.75], duration: 1, repeatCount: 1)
        try expectValue(middle, at: 0.1, is: 0.2)
        try expectValue(middle, at: 0.5, is: 0.5)
        try expectValue(middle, at: 0.9, is: 0.8)
        let single = try KeyframeAnimation(name: "single", keyPath: "opacity", values: [0.4], keyTimes: [0.5],
                                           duration: 1, repeatCount: 1)
        try expectValue(single, at: 0, is: 0.4)
        try expectValue(single, at: 0.9, is: 0.4)
    }

    // MARK: - Refused descriptions

    @Test func theSeedsCountMismatchIsRefusedNamingTheAnimationAndBothCounts() {
        let seedKeyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
        #expect(throws: KeyframeError.countMismatch(animation: "bounce", values: 5, keyTimes: 6)) {
            try KeyframeAnimation(name: "bounce", keyPath: "position.y", values: [0, 30, -30, 30, 0],
                                  keyTimes: seedKeyTimes, duration: 1.33, repeatCount: .infinity, isAdditive: true)
        }
        let error = KeyframeError.countMismatch(animation: "bounce", values: 5, keyTimes: 6)
        #expect(error.description == "bounce: 5 values but 6 key times (one key time per value needed)")
        #expect(error.animation == "bounce")
    }

    @Test(arguments: [1.5, -0.1, Double.nan])
    func keyTimesOutsideZeroToOneAreRefused(keyTime: Double) {
        do {
            _ = try KeyframeAnimation(name: "fade", keyPath: "opacity", values: [1, 0], keyTimes: [0, keyTime],
                                      duration: 1, repeatCount: 1)
            Issue.record("key time \(keyTime) was accepted")
        } catch {
            guard case .keyTimeOutOfRange(let animation, let refused) = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect(animation == "fade")
            #expect(refused == keyTime || (refused.isNaN && keyTime.isNaN))
            #expect(error.description.hasPrefix("fade: key time "))
        }
    }

    @Test func descendingKeyTimesAndNoValuesAreRefused() {
        #expect(throws: KeyframeError.keyTimesNotAscending(animation: "wobble")) {
            try KeyframeAnimation(name: "wobble", keyPath: "opacity", values: [1, 0, 1], keyTimes: [0, 0.8, 0.4],
                                  duration: 1, repeatCount: 1)
        }
        #expect(throws: KeyframeError.noValues(animation: "empty")) {
            try KeyframeAnimation(name: "empty", keyPath: "opacity", values: [], keyTimes: [], duration: 1, repeatCount: 1)
        }
        #expect(KeyframeError.keyTimesNotAscending(animation: "wobble").description
                == "wobble: key times must never go down")
    }

    @Test func anAcceptedAnimationKeepsItsDescription() throws {
        let animation = try zigzag(repeatCount: .infinity, timingFunction: .default)
        #expect(animation.name == "zigzag" && animation.keyPath == "position.x")
        #expect(animation.values == [0, 10, -10, 0] && animation.keyTimes == [0, 0.2, 0.6, 1])
        #expect(animation.duration == 2 && animation.repeatCount == .infinity)
        #expect(animation.timingFunction == .default && !animation.isAdditive)
    }
}
