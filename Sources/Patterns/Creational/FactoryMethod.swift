import Animation
import Localization

// Factory Method in two forms, side by side. The pattern as the Gang of Four describe it is a
// creator whose own code uses a product it never names, made by a method each conforming
// type implements (`LayerRowCreator`). The idiom that most Swift and Cocoa code calls a
// factory is a simple factory: one static method whose `switch` picks the class, as
// NSNumber's class factory method `numberWithInt:` does (`AnimatableLayerFactory`). Either
// way the caller only sees the common type. CALayer and Core Animation do not exist on
// Linux, so `Layer` below keeps just what the idea needs, and the `Animation` module plays
// the animations the layers describe.

// MARK: - The source tutorial's animation settings

public enum AnimationDefault {
    public static let duration = 1.33
    public static let repeatCount = Double.infinity
    /// The source tutorial's bouncing layer: an ease-in-out
    /// (the curve known as easeInOutQuad).
    public static let bounceTiming =
        TimingFunction(controlPoints: 0.455, 0.03, 0.515, 0.955)
    /// The source tutorial's popping layer: c1y = 1.43 makes the curve overshoot (to
    /// about 1.06) and then settle, which gives the pop its spring.
    public static let popTiming =
        TimingFunction(controlPoints: 0.5, 1.43, 1.0, 1.0)
}

// MARK: - Layer

/// A plain stand-in for CALayer: geometry, looks, and the animations attached by key. The
/// animations come from the `Animation` module, which plays them as Core Animation would.
public class Layer {
    public struct Rect: Sendable, Equatable {
        public var x, y, width, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// What the layer shows at one instant, like the layer CALayer.presentation() returns.
    public struct Presentation: Sendable, Equatable {
        /// The centre of the layer (its `position`).
        public var x, y: Double
        public var width, height: Double
        public var scale, rotation, opacity: Double
        public var color: String
        public var cornerRadius: Double

        public init(x: Double, y: Double, width: Double, height: Double, scale: Double, rotation: Double,
                    opacity: Double, color: String, cornerRadius: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.scale = scale
            self.rotation = rotation
            self.opacity = opacity
            self.color = color
            self.cornerRadius = cornerRadius
        }

        /// The property an animation's key path names; nil for one a Layer cannot animate
        /// (Core Animation ignores those too).
        static func property(forKeyPath keyPath: String) -> WritableKeyPath<Presentation, Double>? {
            switch keyPath {
            case "position.x": \.x
            case "position.y": \.y
            case "bounds.size.width": \.width
            case "bounds.size.height": \.height
            case "transform.scale": \.scale
            case "transform.rotation", "transform.rotation.z": \.rotation
            case "opacity": \.opacity
            case "cornerRadius": \.cornerRadius
            default: nil
            }
        }

        /// Applies one animation's value at `time`: an additive value is added to what the
        /// property shows so far, any other replaces it. A finished animation changes nothing.
        public mutating func apply(_ animation: LayerAnimation, at time: Double) {
            guard let property = Self.property(forKeyPath: animation.keyPath),
                  let value = animation.value(at: time) else { return }
            self[keyPath: property] = animation.isAdditive ? self[keyPath: property] + value : value
        }
    }

    public var frame: Rect
    public var opacity = 1.0
    public var scale = 1.0
    public var rotation = 0.0
    public var backgroundColor = "clear"
    public var cornerRadius = 0.0
    public private(set) var animations: [String: LayerAnimation] = [:]
    /// The keys in the order their animations were added, like CALayer.animationKeys():
    /// later animations apply on top of earlier ones.
    public private(set) var animationKeys: [String] = []

    public init(frame: Rect) {
        self.frame = frame
    }

    /// Like CALayer's `position`: the centre of the frame.
    public var position: (x: Double, y: Double) { (frame.x + frame.width / 2, frame.y + frame.height / 2) }

    /// The layer's own values, what it shows when nothing animates (CALayer's model layer).
    public var model: Presentation {
        Presentation(x: position.x, y: position.y, width: frame.width, height: frame.height, scale: scale,
                     rotation: rotation, opacity: opacity, color: backgroundColor, cornerRadius: cornerRadius)
    }

    /// The layer's own value for an animatable key path, which an animation starts from.
    public func modelValue(forKeyPath keyPath: String) -> Double? {
        Presentation.property(forKeyPath: keyPath).map { model[keyPath: $0] }
    }

    /// Like CALayer.presentation(): the model values with every attached animation applied at `time`
    /// seconds (additive ones added to the model value, others replacing it; finished ones ignored).
    public func presentation(at time: Double) -> Presentation {
        orderedAnimations.reduce(into: model) { shown, animation in
            shown.apply(animation, at: time)
        }
    }

    /// The attached animations in the order they apply (the order they were added).
    public var orderedAnimations: [LayerAnimation] { animationKeys.compactMap { animations[$0] } }

    /// Attaches an animation; one already under `key` is replaced, as in Core Animation.
    public func add(_ animation: LayerAnimation, forKey key: String) {
        animationKeys.removeAll { $0 == key }
        animationKeys.append(key)
        animations[key] = animation
    }

    public func removeAllAnimations() {
        animations.removeAll()
        animationKeys.removeAll()
    }
}

public protocol Animatable: AnyObject {
    var kind: AnimationKind { get }
    /// Throws when an animation description is invalid
    /// (the source tutorial's data was).
    func startAnimations() throws(KeyframeError)
    func stopAnimations()
}

extension Animatable where Self: Layer {
    public func stopAnimations() {
        removeAllAnimations()
    }
}

/// What the factory returns: some layer that can animate. Callers never learn the subclass.
public typealias AnimatableLayer = Layer & Animatable

// MARK: - The simple factory

public enum AnimationKind: String, CaseIterable, Sendable {
    case bounce, spin, pop, shake, fade
}

public enum AnimatableLayerFactory {
    /// A simple factory (Cocoa would call it a class factory method): the kind chooses
    /// the class; every caller writes the same line. A new kind means a new case, an edit
    /// to this `switch` and a new private class, and no caller changes.
    public static func layer(
        withFrame frame: Layer.Rect, animation kind: AnimationKind
    ) -> AnimatableLayer {
        switch kind {
        case .bounce: BouncingLayer(frame)
        case .spin: SpinningLayer(frame)
        case .pop: PoppingLayer(frame)
        case .shake: ShakingLayer(frame)
        case .fade: FadingLayer(frame)
        }
    }

    /// The source tutorial's screen: bounce, spin and pop side by side, made through the factory method
    /// (its view controller's makeAnimatableShapeLayers), not started yet.
    public static func seedLayers(inViewOfWidth width: Double, height: Double) -> [AnimatableLayer] {
        let kinds: [AnimationKind] = [.bounce, .spin, .pop]
        let frames = SeedLayout.frames(count: kinds.count, inViewOfWidth: width, height: height)
        return zip(frames, kinds).map { frame, kind in layer(withFrame: frame, animation: kind) }
    }
}

// MARK: - Factory Method as the Gang of Four describe it

/// The creator. Its own operation, `startLayers(at:)`, is written once for every creator and
/// makes each layer through the factory method without naming a class; each conforming
/// creator decides which class that is. A new kind of row is a new type, and no code that
/// exists is edited, which the simple factory's `switch` cannot offer.
public protocol LayerRowCreator {
    /// The factory method. A requirement, not only an extension method, so that each
    /// creator's own version is the one `startLayers(at:)` calls.
    func makeLayer(withFrame frame: Layer.Rect) -> AnimatableLayer
}

extension LayerRowCreator {
    /// One layer for each frame, made by the factory method and started.
    public func startLayers(at frames: [Layer.Rect]) throws(KeyframeError) -> [AnimatableLayer] {
        let layers = frames.map(makeLayer(withFrame:))
        for layer in layers {
            try layer.startAnimations()
        }
        return layers
    }
}

/// A loading indicator: every layer of the row bounces.
public struct BouncingRow: LayerRowCreator {
    public init() {}

    public func makeLayer(withFrame frame: Layer.Rect) -> AnimatableLayer {
        BouncingLayer(frame)
    }
}

/// A placeholder while content loads: every layer of the row fades in and out.
public struct FadingRow: LayerRowCreator {
    public init() {}

    public func makeLayer(withFrame frame: Layer.Rect) -> AnimatableLayer {
        FadingLayer(frame)
    }
}

/// The creators the live runs offer, by the name their `row` commands take.
public enum LayerRowCreators {
    public static let names = ["bouncing", "fading"]

    public static func creator(named name: String) -> (any LayerRowCreator)? {
        switch name {
        case "bouncing": BouncingRow()
        case "fading": FadingRow()
        default: nil
        }
    }
}

/// The source tutorial's layout: 60x60 layers in a row, 100 points from one to the next.
public enum SeedLayout {
    public static let size = 60.0
    public static let spacing = 100.0

    /// Frames for `count` layers in a row centred in a view of the given size. The source tutorial put
    /// the layers' top edge on the view's middle line; here their centres are on it, so a
    /// bounce of 30 points either way stays symmetric about the middle.
    public static func frames(count: Int, inViewOfWidth width: Double, height: Double) -> [Layer.Rect] {
        let firstX = width / 2 - size / 2 - spacing * Double(max(count - 1, 0)) / 2
        return (0..<max(count, 0)).map { index in
            Layer.Rect(x: firstX + spacing * Double(index), y: height / 2 - size / 2, width: size, height: size)
        }
    }
}

// Every keyframe list below has exactly one key time per value: the source tutorial's bounce and pop
// gave six key times for five values, which the Animation module refuses. Their five values
// are spread evenly over the duration instead, so each ends where it began and the loop is
// seamless. Bounce, pop and shake are additive: their values are offsets from the layer's
// own value, so pop's 0.2 and -0.2 take the layer's scale of 1 to 1.2 and 0.8.
private let fiveKeyTimes = [0.0, 0.25, 0.5, 0.75, 1.0]

private final class BouncingLayer: Layer, Animatable {
    let kind = AnimationKind.bounce

    init(_ frame: Rect) {
        super.init(frame: frame)
        backgroundColor = "red"
        cornerRadius = frame.width / 2
    }

    func startAnimations() throws(KeyframeError) {
        let bounce = try KeyframeAnimation(
            name: "bounce", keyPath: "position.y",
            values: [0, 30, -30, 30, 0], keyTimes: fiveKeyTimes,
            duration: AnimationDefault.duration,
            repeatCount: AnimationDefault.repeatCount, isAdditive: true,
            timingFunction: AnimationDefault.bounceTiming)
        add(.keyframe(bounce), forKey: "bouncing.layer.animation")
    }
}

private final class SpinningLayer: Layer, Animatable {
    let kind = AnimationKind.spin

    init(_ frame: Rect) {
        super.init(frame: frame)
        backgroundColor = "green"
    }

    /// No timing function, as in the source tutorial: a steady turn that loops
    /// without a pause.
    func startAnimations() throws(KeyframeError) {
        let spin = BasicAnimation(
            name: "spin", keyPath: "transform.rotation",
            from: 0, to: 2 * Double.pi,
            duration: AnimationDefault.duration,
            repeatCount: AnimationDefault.repeatCount)
        add(.basic(spin), forKey: "spinning.layer.animation")
    }
}

private final class PoppingLayer: Layer, Animatable {
    let kind = AnimationKind.pop

    init(_ frame: Rect) {
        super.init(frame: frame)
        backgroundColor = "blue"
        cornerRadius = frame.width / 2
    }

    func startAnimations() throws(KeyframeError) {
        let pop = try KeyframeAnimation(name: "pop", keyPath: "transform.scale", values: [0, 0.2, -0.2, 0.2, 0],
                                        keyTimes: fiveKeyTimes, duration: AnimationDefault.duration,
                                        repeatCount: AnimationDefault.repeatCount, isAdditive: true,
                                        timingFunction: AnimationDefault.popTiming)
        add(.keyframe(pop), forKey: "popping.layer.animation")
    }
}

private final class ShakingLayer: Layer, Animatable {
    let kind = AnimationKind.shake

    init(_ frame: Rect) {
        super.init(frame: frame)
        backgroundColor = "orange"
        cornerRadius = 8
    }

    func startAnimations() throws(KeyframeError) {
        let shake = try KeyframeAnimation(name: "shake", keyPath: "position.x", values: [0, -12, 12, -8, 8, 0],
                                          keyTimes: [0, 0.2, 0.4, 0.6, 0.8, 1], duration: 0.5,
                                          repeatCount: AnimationDefault.repeatCount, isAdditive: true)
        add(.keyframe(shake), forKey: "shaking.layer.animation")
    }
}

private final class FadingLayer: Layer, Animatable {
    let kind = AnimationKind.fade

    init(_ frame: Rect) {
        super.init(frame: frame)
        backgroundColor = "purple"
    }

    func startAnimations() throws(KeyframeError) {
        let fade = try KeyframeAnimation(name: "fade", keyPath: "opacity", values: [1, 0.2, 1], keyTimes: [0, 0.5, 1],
                                         duration: AnimationDefault.duration, repeatCount: AnimationDefault.repeatCount)
        add(.keyframe(fade), forKey: "fading.layer.animation")
    }
}

// MARK: - Demo

public final class FactoryMethodDemo: Demo {
    public static let info = DemoInfo(
        id: "factory-method",
        title: "Factory Method",
        family: .creational,
        summary: """
            Two ways to make layers without naming their class. A LayerRowCreator's own code \
            (startLayers) makes every layer through its factory method, and each creator \
            (BouncingRow, FadingRow) decides the class: the Gang of Four's Factory Method. \
            AnimatableLayerFactory.layer(withFrame:animation:) is the simple factory beside it: \
            one switch on the kind. Either way the caller gets Layer & Animatable. The layers \
            describe their animations as keyframes with the seed's timing curves, checked when \
            made: one key time per value, which the seed got wrong.
            """,
        commands: [
            DemoCommand("kinds", help: "list the animation kinds the factory knows"),
            DemoCommand("make", "<kind>", arguments: 1...1, help: "ask the simple factory for a layer and start it"),
            DemoCommand("row", "<bouncing|fading> <count>", arguments: 2...2,
                        help: "ask a creator for a row: its factory method picks the class"),
            DemoCommand("describe", "<layer>", arguments: 1...1, help: "show a layer's animation"),
            DemoCommand("at", "<seconds>", arguments: 1...1, help: "what every layer shows that long after it started"),
            DemoCommand("stop", "<layer>", arguments: 1...1, help: "stop a layer's animations"),
            DemoCommand("seed", "<bounce|pop>", arguments: 1...1,
                        help: "try the seed's keyframes (5 values, 6 key times)"),
        ],
        tour: [
            TourStep("kinds", "Five kinds are on offer; the caller only names the one it wants."),
            TourStep("make bounce", "A simple factory: its switch picks the class for the caller."),
            TourStep("make spin", "Another kind, another private class, and the same calling code."),
            TourStep("row bouncing 2", "The creator makes the row; its factory method picks each class."),
            TourStep("describe 1", "Bounce's keyframes: one key time per value, and the seed's curve."),
            TourStep("at 0.5", "Half a second in: bounce's offset adds, spin's angle replaces."),
            TourStep("seed bounce", "The seed gave bounce 5 values but 6 key times: that is refused."),
            TourStep("stop 1", "stopAnimations comes from one protocol extension for every kind."),
        ])

    private var layers: [AnimatableLayer] = []

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "kinds": return AnimationKind.allCases.map { CreationalFormat.padded($0.rawValue, to: 7) + "→ " + Self.describeKind($0) }
        case "make": return try make(input.choice(0, named: localized("kind"), among: AnimationKind.allCases.map(\.rawValue)))
        case "row": return try row(input.choice(0, named: localized("creator"), among: LayerRowCreators.names),
                                   count: input.integer(1, named: localized("the number of layers")))
        case "describe": return try describe(layer(input))
        case "at": return try show(at: input.number(0, named: localized("the time in seconds")))
        case "stop": return try stop(layer(input))
        case "seed": return try seed(input.choice(0, named: localized("animation"), among: ["bounce", "pop"]))
        default: throw DemoError(localized("factory-method has no command {0}", input.name))
        }
    }

    private static func describeKind(_ kind: AnimationKind) -> String {
        let sample = AnimatableLayerFactory.layer(withFrame: Layer.Rect(x: 0, y: 0, width: 60, height: 60), animation: kind)
        return "\(className(of: sample)), \(sample.backgroundColor)"
    }

    /// Layer #n sits in slot n of the source tutorial's row: the first three frames are the source tutorial's own
    /// in a 300x200 view, and later layers carry on to the right.
    private static func frame(forSlot slot: Int) -> Layer.Rect {
        let row = SeedLayout.frames(count: 3, inViewOfWidth: 300, height: 200)
        var frame = row[0]
        frame.x += SeedLayout.spacing * Double(slot)
        return frame
    }

    private func make(_ name: String) throws(DemoError) -> [String] {
        guard let kind = AnimationKind(rawValue: name) else { throw DemoError(localized("unknown kind {0}", name)) }
        let layer = AnimatableLayerFactory.layer(withFrame: Self.frame(forSlot: layers.count), animation: kind)
        do {
            try layer.startAnimations()
        } catch {
            throw DemoError(localized("the {0} layer could not start: {1}", name, Self.message(for: error)))
        }
        layers.append(layer)
        return [localized("layer #{0}: the factory chose {1}", layers.count, Self.className(of: layer)),
                Self.started(layer)]
    }

    /// The Gang of Four's form: the creator's `startLayers(at:)` makes the row, and only the
    /// creator's factory method knows the class.
    private func row(_ name: String, count: Int) throws(DemoError) -> [String] {
        guard (1...Self.longestRow).contains(count) else {
            throw DemoError(localized("a row holds 1 to {0} layers, not {1}", Self.longestRow, count))
        }
        guard let creator = LayerRowCreators.creator(named: name) else { throw DemoError(localized("unknown creator {0}", name)) }
        let frames = (0..<count).map { Self.frame(forSlot: layers.count + $0) }
        let made: [AnimatableLayer]
        do {
            made = try creator.startLayers(at: frames)
        } catch {
            throw DemoError(localized("the {0} row could not start: {1}", name, Self.message(for: error)))
        }
        let first = layers.count + 1
        layers += made
        let classes = Set(made.map(Self.className(of:))).sorted().joined(separator: ", ")
        let numbers = count == 1 ? "#\(first)" : "#\(first)-#\(layers.count)"
        let creatorName = String(describing: type(of: creator))
        return [localized(count: count, one: "{1}.startLayers made {0} layer via makeLayer(withFrame:)",
                          other: "{1}.startLayers made {0} layers via makeLayer(withFrame:)", creatorName),
                localized("{0}: {1} picked {2}; startLayers named no class", numbers, creatorName, classes)]
    }

    private static let longestRow = 5

    private func layer(_ input: DemoInput) throws(DemoError) -> AnimatableLayer {
        let number = try input.integer(0, named: localized("the layer number"))
        guard layers.indices.contains(number - 1) else {
            throw DemoError(layers.isEmpty ? localized("no layers yet: make one first, e.g. make bounce")
                                           : localized("there is no layer #{0}: layers are #1 to #{1}", number, layers.count))
        }
        return layers[number - 1]
    }

    private func describe(_ layer: AnimatableLayer) -> [String] {
        guard let animation = Self.firstAnimation(of: layer) else {
            return [localized("{0} is not animating", Self.className(of: layer))]
        }
        let pace = Self.pace(of: animation)
        switch animation {
        case .keyframe(let keyframes):
            let model = CreationalFormat.compact(layer.modelValue(forKeyPath: keyframes.keyPath) ?? 0)
            return [localized("{0} on {1}: {2} values, {3} key times", keyframes.name, keyframes.keyPath,
                              keyframes.values.count, keyframes.keyTimes.count),
                    localized("key times: {0}", keyframes.keyTimes.map(CreationalFormat.compact).joined(separator: ", ")),
                    localized("values:    {0}", keyframes.values.map(CreationalFormat.compact).joined(separator: ", ")),
                    keyframes.isAdditive ? localized("additive: offsets from the layer's own {0}", model)
                                         : localized("not additive: the values replace the layer's {0}", model),
                    pace]
        case .basic(let basic):
            let from = CreationalFormat.compact(basic.from), to = CreationalFormat.compact(basic.to)
            return [localized("{0} on {1}: from {2} to {3}", basic.name, basic.keyPath, from, to), pace]
        }
    }

    /// What each layer's presentation shows at `time`, computed by the Animation module.
    private func show(at time: Double) throws(DemoError) -> [String] {
        guard time >= 0 else { throw DemoError(localized("the time must be 0 seconds or more: animations start at 0")) }
        guard time <= Self.latestTime else { throw DemoError(localized("the time must be at most a million seconds")) }
        guard !layers.isEmpty else { throw DemoError(localized("no layers yet: make one first, e.g. make bounce")) }
        let heading = localized("at {0} s the presentation layers show:", CreationalFormat.compact(time))
        let shown = layers.enumerated().suffix(Self.layersShown).map { index, layer in
            Self.shown(layer, number: index + 1, at: time)
        }
        let hidden = layers.count - shown.count
        let note = localized(count: hidden, one: "({0} earlier layer not shown)", other: "({0} earlier layers not shown)")
        return [heading] + (hidden > 0 ? [note] : []) + shown
    }

    /// Enough for any lesson; it keeps the printed numbers within what the formatter handles.
    private static let latestTime = 1_000_000.0
    private static let layersShown = 12

    /// One line of `at`: `#2 SpinningLayer transform.rotation: 2.362`.
    private static func shown(_ layer: AnimatableLayer, number: Int, at time: Double) -> String {
        let name = className(of: layer)
        guard let animation = firstAnimation(of: layer),
              let property = Layer.Presentation.property(forKeyPath: animation.keyPath) else {
            return localized("#{0} {1} is still: it shows its own values", number, name)
        }
        let model = layer.model[keyPath: property]
        let presented = layer.presentation(at: time)[keyPath: property]
        let shown = CreationalFormat.compact(presented)
        guard let offset = animation.value(at: time) else {
            return localized("#{0} {1} {2}: {3}, finished", number, name, animation.keyPath, shown)
        }
        let prefix = "#\(number) \(name) "
        guard animation.isAdditive else { return prefix + "\(animation.keyPath): \(shown)" }
        return prefix + "\(animation.keyPath): \(CreationalFormat.compact(model)) + \(CreationalFormat.compact(offset)) = \(shown)"
    }

    private func stop(_ layer: AnimatableLayer) throws(DemoError) -> [String] {
        let count = layer.animations.count
        guard count > 0 else { throw DemoError(localized("{0} is already stopped: nothing changed", Self.className(of: layer))) }
        layer.stopAnimations()
        return [localized(count: count, one: "{1} removed {0} animation", other: "{1} removed {0} animations", Self.className(of: layer))]
    }

    /// The source tutorial's keyframes, given to the Animation module as the source tutorial wrote them.
    private func seed(_ name: String) -> [String] {
        let values = name == "bounce" ? [0, 30, -30, 30, 0] : [0, 0.2, -0.2, 0.2, 0]
        let seedKeyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
        do {
            _ = try KeyframeAnimation(name: name, keyPath: name == "bounce" ? "position.y" : "transform.scale",
                                      values: values, keyTimes: seedKeyTimes, duration: AnimationDefault.duration,
                                      repeatCount: AnimationDefault.repeatCount, isAdditive: true,
                                      timingFunction: name == "bounce" ? AnimationDefault.bounceTiming
                                                                       : AnimationDefault.popTiming)
            return [localized("the seed's {0} keyframes were accepted", name)]
        } catch {
            let fixed = fiveKeyTimes.map(CreationalFormat.compact).joined(separator: ", ")
            return [localized("KeyframeAnimation refused the seed's keyframes:"), Self.message(for: error),
                    localized("ours has one key time per value: {0}", fixed)]
        }
    }

    private static func className(of layer: AnimatableLayer) -> String {
        String(describing: type(of: layer))
    }

    private static func firstAnimation(of layer: Layer) -> LayerAnimation? {
        layer.animationKeys.first.flatMap { layer.animations[$0] }
    }

    /// `make`'s second line: the layer's colour and the animation it started.
    private static func started(_ layer: AnimatableLayer) -> String {
        guard let animation = firstAnimation(of: layer) else { return localized("{0}, started nothing", layer.backgroundColor) }
        switch animation {
        case .keyframe(let keyframes):
            return localized(count: keyframes.values.count, one: "{1}, started {0} keyframes on {2}",
                             other: "{1}, started {0} keyframes on {2}", layer.backgroundColor, keyframes.keyPath)
        case .basic(let basic): return localized("{0}, started a basic animation on {1}", layer.backgroundColor, basic.keyPath)
        }
    }

    /// A refused keyframe list, in the learner's language (`KeyframeError.description` in English).
    private static func message(for error: KeyframeError) -> String {
        switch error {
        case .noValues(let animation):
            localized("{0}: a keyframe animation needs at least one value", animation)
        case .countMismatch(let animation, let values, let keyTimes):
            localized("{0}: {1} values but {2} key times (one key time per value needed)", animation, values, keyTimes)
        case .keyTimeOutOfRange(let animation, let time):
            localized("{0}: key time {1} is outside 0...1", animation, time)
        case .keyTimesNotAscending(let animation):
            localized("{0}: key times must never go down", animation)
        }
    }

    /// `describe`'s last line: the curve, the duration and how often it repeats.
    private static func pace(of animation: LayerAnimation) -> String {
        let curve = curveName(animation.timingFunction), duration = CreationalFormat.compact(animation.duration)
        guard animation.repeatCount.isFinite, animation.repeatCount < latestTime else {
            return localized("timing: {0}, {1} s, forever", curve, duration)
        }
        return localized("timing: {0}, {1} s, repeating {2} times", curve, duration,
                         CreationalFormat.compact(max(animation.repeatCount, 1)))
    }

    /// Core Animation's name for a curve it has one for, otherwise its control points.
    private static func curveName(_ curve: TimingFunction?) -> String {
        let named: [(TimingFunction, String)] = [(.linear, "linear"), (.easeIn, "ease-in"), (.easeOut, "ease-out"),
                                                 (.easeInEaseOut, "ease-in-out"), (.default, "default")]
        guard let curve else { return "linear" }
        if let name = named.first(where: { $0.0 == curve })?.1 { return name }
        let points = [curve.c1x, curve.c1y, curve.c2x, curve.c2y].map(CreationalFormat.compact)
        return "cubic (" + points.joined(separator: ", ") + ")"
    }

    public var statePanel: [String] { DemoText.panel(panelLines) }

    private var panelLines: [String] {
        guard !layers.isEmpty else { return [localized("no layers yet")] }
        let shown = layers.enumerated().suffix(12).map { index, layer in
            Self.firstAnimation(of: layer).map { "#\(index + 1) \(Self.className(of: layer)), \($0.keyPath)" }
                ?? localized("#{0} {1}, stopped", index + 1, Self.className(of: layer))
        }
        return [localized("layers made so far:")] + shown
    }
}
