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
}
