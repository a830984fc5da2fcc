@testable import Patterns
import Testing

@Suite struct FactoryMethodTests {
    private let frame = Layer.Rect(x: 10, y: 20, width: 60, height: 60)

    @Test func theKindChoosesTheClassAndTheCallerSeesOneType() {
        let layers = AnimationKind.allCases.map { AnimatableLayerFactory.layer(withFrame: frame, animation: $0) }
        #expect(layers.map(\.kind) == AnimationKind.allCases)
        let classes = Set(layers.map { ObjectIdentifier(type(of: $0)) })
        #expect(classes.count == AnimationKind.allCases.count)
        #expect(layers.allSatisfy { $0.frame == frame })
        #expect(layers.allSatisfy { $0.position.x == 40 && $0.position.y == 50 })
    }

    @Test(arguments: AnimationKind.allCases)
    func everyKindStartsWithConsistentKeyframesAndStops(kind: AnimationKind) throws {
        let layer = AnimatableLayerFactory.layer(withFrame: frame, animation: kind)
        try layer.startAnimations()
        #expect(!layer.animations.isEmpty)
        for animation in layer.animations.values {
            if case .keyframe(let keyframes) = animation {
                #expect(keyframes.values.count == keyframes.keyTimes.count)
            }
        }
        layer.stopAnimations()
        #expect(layer.animations.isEmpty)
    }

    /// Each animation must start and end on the layer's own value (it repeats forever) and
    /// stay sensible on the way: a scale never reaches 0 or flips, an opacity stays in 0...1.
    @Test(arguments: AnimationKind.allCases)
    func everyKeyframeAnimationLoopsSeamlesslyWithSensibleValues(kind: AnimationKind) throws {
        let layer = AnimatableLayerFactory.layer(withFrame: frame, animation: kind)
        try layer.startAnimations()
        for case .keyframe(let keyframes) in layer.animations.values {
            let model = try #require(layer.modelValue(forKeyPath: keyframes.keyPath))
            let shown = keyframes.presentedValues(over: model)
            #expect(shown.first == model && shown.last == model, "\(kind): \(shown)")
            if keyframes.keyPath == "transform.scale" {
                #expect(!keyframes.isAdditive, "a scale is a factor, not an offset")
                #expect(shown.allSatisfy { $0 > 0 }, "\(kind): \(shown)")
            }
            if keyframes.keyPath == "opacity" { #expect(shown.allSatisfy { (0...1).contains($0) }) }
        }
    }

    @Test func popGrowsAndShrinksAroundItsOwnSize() throws {
        let layer = AnimatableLayerFactory.layer(withFrame: frame, animation: .pop)
        try layer.startAnimations()
        guard case .keyframe(let pop)? = layer.animations.values.first else {
            Issue.record("pop should animate with keyframes")
            return
        }
        let shown = pop.presentedValues(over: layer.scale)
        #expect((shown.max() ?? 0) > 1 && (shown.min() ?? 0) < 1)
        #expect(shown.allSatisfy { (0.5...1.5).contains($0) })
    }

    @Test func additiveValuesAreOffsetsFromTheModelValue() throws {
        let offsets = try KeyframeAnimation(keyPath: "position.y", values: [0, 30, 0], keyTimes: [0, 0.5, 1],
                                            isAdditive: true)
        #expect(offsets.presentedValues(over: 100) == [100, 130, 100])
        let absolute = try KeyframeAnimation(keyPath: "opacity", values: [1, 0.2, 1], keyTimes: [0, 0.5, 1])
        #expect(absolute.presentedValues(over: 0.5) == [1, 0.2, 1])
    }

    @Test func theSeedsBounceKeyframesAreRefused() {
        #expect(throws: KeyframeError.countMismatch(values: 5, keyTimes: 6)) {
            try KeyframeAnimation(keyPath: "position.y", values: [0, 30, -30, 30, 0],
                                  keyTimes: [0, 0.2, 0.4, 0.6, 0.8, 1])
        }
    }

    @Test func otherBadKeyTimesAreRefused() {
        #expect(throws: KeyframeError.keyTimeOutOfRange(1.5)) {
            try KeyframeAnimation(keyPath: "opacity", values: [1, 0], keyTimes: [0, 1.5])
        }
        #expect(throws: KeyframeError.keyTimesNotAscending) {
            try KeyframeAnimation(keyPath: "opacity", values: [1, 0, 1], keyTimes: [0, 0.8, 0.4])
        }
        #expect(throws: KeyframeError.noValues) {
            try KeyframeAnimation(keyPath: "opacity", values: [], keyTimes: [])
        }
    }

    @Test func aValidKeyframeAnimationKeepsItsData() throws {
        let animation = try KeyframeAnimation(keyPath: "opacity", values: [1, 0.2, 1], keyTimes: [0, 0.5, 1])
        #expect(animation.values == [1, 0.2, 1])
        #expect(animation.keyTimes == [0, 0.5, 1])
        #expect(animation.duration == AnimationDefault.duration)
    }

    @Test func demoNamesTheLayersThatExist() {
        let session = DemoSession(FactoryMethodDemo.self)
        session.run("make pop")
        let outcome = session.run("describe 3")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "there is no layer #3: layers are #1 to #1")
    }

    @Test func demoSaysWhenALayerIsAlreadyStopped() {
        let session = DemoSession(FactoryMethodDemo.self)
        session.runScript("make fade; stop 1")
        let again = session.run("stop 1")
        #expect(!again.succeeded)
        #expect(again.entries.last?.text == "FadingLayer is already stopped: nothing changed")
    }
}
