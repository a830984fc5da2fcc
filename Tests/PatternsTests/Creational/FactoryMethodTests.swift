import Animation
@testable import Patterns
import Testing

@Suite struct FactoryMethodTests {
    private let frame = Layer.Rect(x: 10, y: 20, width: 60, height: 60)

    private func started(_ kind: AnimationKind) throws -> AnimatableLayer {
        let layer = AnimatableLayerFactory.layer(withFrame: frame, animation: kind)
        try layer.startAnimations()
        return layer
    }

    private func onlyAnimation(of layer: Layer) throws -> LayerAnimation {
        #expect(layer.animations.count == 1)
        return try #require(layer.animationKeys.first.flatMap { layer.animations[$0] })
    }

    @Test func theKindChoosesTheClassAndTheCallerSeesOneType() {
        let layers = AnimationKind.allCases.map { AnimatableLayerFactory.layer(withFrame: frame, animation: $0) }
        #expect(layers.map(\.kind) == AnimationKind.allCases)
        let classes = Set(layers.map { ObjectIdentifier(type(of: $0)) })
        #expect(classes.count == AnimationKind.allCases.count)
        #expect(layers.allSatisfy { $0.frame == frame })
        #expect(layers.allSatisfy { $0.position.x == 40 && $0.position.y == 50 })
    }

    @Test(arguments: AnimationKind.allCases)
    func everyKindStartsNamedConsistentKeyframesAndStops(kind: AnimationKind) throws {
        let layer = try started(kind)
        let animation = try onlyAnimation(of: layer)
        #expect(animation.name == kind.rawValue)
        if case .keyframe(let keyframes) = animation {
            #expect(keyframes.values.count == keyframes.keyTimes.count)
        }
        layer.stopAnimations()
        #expect(layer.animations.isEmpty && layer.animationKeys.isEmpty)
        #expect(layer.presentation(at: 0.5) == layer.model)
    }

    /// Bounce, spin and pop as the source tutorial describes them: shape, colour, key path, 1.33 s,
    /// forever, and the source tutorial's timing curves.
    @Test func theFactoryMakesTheSeedsThreeLayers() throws {
        let bounce = try started(.bounce), spin = try started(.spin), pop = try started(.pop)
        #expect(bounce.backgroundColor == "red" && bounce.cornerRadius == frame.width / 2)
        #expect(spin.backgroundColor == "green" && spin.cornerRadius == 0)
        #expect(pop.backgroundColor == "blue" && pop.cornerRadius == frame.width / 2)

        guard case .keyframe(let bouncing) = try onlyAnimation(of: bounce) else {
            Issue.record("bounce should animate with keyframes")
            return
        }
        #expect(bouncing.keyPath == "position.y" && bouncing.isAdditive)
        #expect(bouncing.timingFunction == TimingFunction(controlPoints: 0.455, 0.03, 0.515, 0.955))

        guard case .basic(let spinning) = try onlyAnimation(of: spin) else {
            Issue.record("spin should be a basic animation")
            return
        }
        #expect(spinning.keyPath == "transform.rotation" && spinning.from == 0 && spinning.to == 2 * Double.pi)
        #expect(spinning.timingFunction == nil && !spinning.isAdditive)

        guard case .keyframe(let popping) = try onlyAnimation(of: pop) else {
            Issue.record("pop should animate with keyframes")
            return
        }
        #expect(popping.keyPath == "transform.scale" && popping.isAdditive)
        #expect(popping.timingFunction == TimingFunction(controlPoints: 0.5, 1.43, 1.0, 1.0))

        for animation in [LayerAnimation.keyframe(bouncing), .basic(spinning), .keyframe(popping)] {
            #expect(animation.duration == 1.33 && animation.repeatCount == .infinity, "\(animation.name)")
        }
    }

    @Test func theSeedsLayoutPutsThreeLayersSideBySide() {
        let layers = AnimatableLayerFactory.seedLayers(inViewOfWidth: 400, height: 300)
        #expect(layers.map(\.kind) == [.bounce, .spin, .pop])
        #expect(layers.map(\.position.x) == [100, 200, 300])
        #expect(layers.allSatisfy { $0.position.y == 150 && $0.frame.width == 60 && $0.frame.height == 60 })
        #expect(layers.allSatisfy { $0.animations.isEmpty }, "the caller starts them, as in the seed")
    }

    /// Each animation starts and ends on the layer's own values (they repeat forever, so the
    /// loop must be seamless) and stays sensible on the way: a scale never reaches 0 or flips,
    /// an opacity stays in 0...1.
    @Test(arguments: AnimationKind.allCases)
    func everyLayerLoopsSeamlesslyWithSensibleValues(kind: AnimationKind) throws {
        let layer = try started(kind)
        let duration = try onlyAnimation(of: layer).duration
        let model = layer.model
        #expect(layer.presentation(at: 0) == model)
        let end = layer.presentation(at: duration - 1e-9)
        #expect(abs(end.y - model.y) < 1e-6 && abs(end.x - model.x) < 1e-6 && abs(end.scale - model.scale) < 1e-6)
        #expect(abs(end.opacity - model.opacity) < 1e-6)
        for step in 0...200 {
            let shown = layer.presentation(at: duration * Double(step) / 200)
            #expect(shown.scale > 0.5 && shown.scale < 1.5, "\(kind) scale \(shown.scale)")
            #expect((0...1).contains(shown.opacity), "\(kind) opacity \(shown.opacity)")
            #expect(shown.color == model.color && shown.width == model.width && shown.height == model.height)
        }
    }

    @Test func popGrowsAndShrinksAroundItsOwnSize() throws {
        let layer = try started(.pop)
        let scales = (0...400).map { layer.presentation(at: 1.33 * Double($0) / 400).scale }
        #expect((scales.max() ?? 0) > 1.15 && (scales.min() ?? 2) < 0.85)
    }

    /// Additive values are offsets added to the model value; other values replace it.
    @Test func presentationAddsAdditiveValuesAndReplacesOthers() throws {
        let layer = try started(.bounce)
        let bounce = try onlyAnimation(of: layer)
        for time in [0.1, 0.4, 0.9, 1.2, 13.3 + 0.4] {
            let offset = try #require(bounce.value(at: time))
            #expect(layer.presentation(at: time).y == layer.model.y + offset)
        }
        layer.frame.y += 100
        let moved = try #require(bounce.value(at: 0.4))
        #expect(layer.presentation(at: 0.4).y == layer.model.y + moved, "the offset follows the layer")

        let spinner = try started(.spin)
        spinner.rotation = 1
        let angle = try #require(try onlyAnimation(of: spinner).value(at: 0.5))
        #expect(spinner.presentation(at: 0.5).rotation == angle, "a non-additive value replaces the model's 1")
    }

    @Test func laterAnimationsApplyOnTopAndFinishedOnesAreIgnored() throws {
        let layer = Layer(frame: frame)
        let set = BasicAnimation(name: "set", keyPath: "position.x", from: 0, to: 100, duration: 1, repeatCount: 1)
        let nudge = BasicAnimation(name: "nudge", keyPath: "position.x", from: 5, to: 5, duration: 10, repeatCount: 1,
                                   isAdditive: true)
        layer.add(.basic(set), forKey: "set")
        layer.add(.basic(nudge), forKey: "nudge")
        #expect(layer.presentation(at: 0.5).x == 55, "replaced by 50, then 5 added")
        #expect(layer.presentation(at: 2).x == layer.model.x + 5, "set has finished; nudge still adds")
        #expect(layer.presentation(at: 10) == layer.model)
        layer.add(.basic(set), forKey: "nudge")
        #expect(layer.animationKeys == ["set", "nudge"] && layer.animations.count == 2, "the same key replaces")
    }

    @Test func unknownKeyPathsChangeNothing() {
        let layer = Layer(frame: frame)
        layer.add(.basic(BasicAnimation(name: "odd", keyPath: "shadowRadius", from: 0, to: 9, duration: 1,
                                        repeatCount: 1)), forKey: "odd")
        #expect(layer.presentation(at: 0.5) == layer.model)
        #expect(layer.modelValue(forKeyPath: "shadowRadius") == nil)
        #expect(layer.modelValue(forKeyPath: "position.y") == 50)
    }

    @Test func theSeedsKeyframesAreRefusedNamingTheAnimation() {
        #expect(throws: KeyframeError.countMismatch(animation: "pop", values: 5, keyTimes: 6)) {
            try KeyframeAnimation(name: "pop", keyPath: "transform.scale", values: [0, 0.2, -0.2, 0.2, 0],
                                  keyTimes: [0, 0.2, 0.4, 0.6, 0.8, 1], duration: AnimationDefault.duration,
                                  repeatCount: AnimationDefault.repeatCount, isAdditive: true)
        }
    }

    @Test func demoShowsTheEnginesErrorForTheSeed() {
        let session = DemoSession(FactoryMethodDemo.self)
        let outcome = session.run("seed pop")
        #expect(outcome.succeeded)
        #expect(outcome.entries.map(\.text).contains("pop: 5 values but 6 key times (one key time per value needed)"))
    }

    @Test func demoShowsPresentationValuesAndRefusesNegativeTimes() {
        let session = DemoSession(FactoryMethodDemo.self)
        let empty = session.run("at 1")
        #expect(!empty.succeeded)
        #expect(empty.entries.last?.text == "no layers yet: make one first, e.g. make bounce")
        session.run("make spin")
        let quarter = session.run("at 0.3325")
        #expect(quarter.entries.last?.text == "#1 SpinningLayer transform.rotation: 1.571")
        let negative = session.run("at -1")
        #expect(!negative.succeeded)
        #expect(negative.entries.last?.text == "the time must be 0 seconds or more: animations start at 0")
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

/// The Gang of Four's form: the creator's own code makes layers through its factory method,
/// and each conforming creator decides the class; a creator written elsewhere joins with no
/// edit to the creator's code.
@Suite struct LayerRowCreatorTests {
    private let frames = SeedLayout.frames(count: 3, inViewOfWidth: 300, height: 200)

    /// A creator from outside the file: it reuses the simple factory for its product.
    private struct PoppingRow: LayerRowCreator {
        func makeLayer(withFrame frame: Layer.Rect) -> AnimatableLayer {
            AnimatableLayerFactory.layer(withFrame: frame, animation: .pop)
        }
    }

    @Test func eachCreatorDecidesTheClassOfEveryLayerInItsRow() throws {
        let creators: [any LayerRowCreator] = [BouncingRow(), FadingRow(), PoppingRow()]
        let rows = try creators.map { try $0.startLayers(at: frames) }
        #expect(rows.map { $0.map(\.kind) } == [[.bounce, .bounce, .bounce], [.fade, .fade, .fade], [.pop, .pop, .pop]])
        for row in rows {
            #expect(Set(row.map { ObjectIdentifier(type(of: $0)) }).count == 1, "one class per creator")
            #expect(row.map(\.frame) == frames)
            #expect(row.allSatisfy { !$0.animations.isEmpty }, "startLayers starts what it made")
        }
        #expect(ObjectIdentifier(type(of: rows[0][0])) != ObjectIdentifier(type(of: rows[1][0])))
    }

    @Test func theDemoMakesARowThroughACreatorAndCountsItsLayersOn() throws {
        let demo = FactoryMethodDemo()
        _ = try demo.perform(DemoInput(parsing: "make spin")!)
        let lines = try demo.perform(DemoInput(parsing: "row fading 2")!)
        #expect(lines == ["FadingRow.startLayers made 2 layers via makeLayer(withFrame:)",
                          "#2-#3: FadingRow picked FadingLayer; startLayers named no class"])
        #expect(demo.statePanel.joined().contains("#3 FadingLayer"))
        #expect(throws: DemoError.self) { try demo.perform(DemoInput(parsing: "row fading 6")!) }
        #expect(throws: DemoError.self) { try demo.perform(DemoInput(parsing: "row popping 2")!) }
    }
}
