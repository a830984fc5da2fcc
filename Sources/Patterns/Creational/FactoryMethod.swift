// Factory Method (here in its Cocoa form, the "class factory method" of NSNumber's
// `numberWithInt:`): one static method decides which concrete class to instantiate, and the
// caller only ever sees the common type. CALayer and Core Animation do not exist on Linux,
// so `Layer` and the animation descriptions below keep just what the idea needs.

// MARK: - Animation descriptions

/// What a keyframe animation asks for: `values[i]` is reached at `keyTimes[i]` (0...1).
///
/// The seed's bounce and pop animations gave 5 values but 6 key times. Core Animation
/// quietly misbehaves on such input; this type refuses it when the animation is made.
public struct KeyframeAnimation: Sendable, Equatable {
    public let keyPath: String
    public let values: [Double]
    public let keyTimes: [Double]
    public let duration: Double
    public let repeatCount: Double
    /// Values are added to the layer's own value instead of replacing it.
    public let isAdditive: Bool

    public init(keyPath: String, values: [Double], keyTimes: [Double], duration: Double = AnimationDefault.duration,
                repeatCount: Double = AnimationDefault.repeatCount, isAdditive: Bool = false) throws(KeyframeError) {
        try Self.validate(values: values, keyTimes: keyTimes)
        self.keyPath = keyPath
        self.values = values
        self.keyTimes = keyTimes
        self.duration = duration
        self.repeatCount = repeatCount
        self.isAdditive = isAdditive
    }

    /// What the layer shows at each keyframe: an additive animation's values are offsets
    /// from the layer's own value; any other animation's values replace it.
    public func presentedValues(over modelValue: Double) -> [Double] {
        isAdditive ? values.map { modelValue + $0 } : values
    }

    private static func validate(values: [Double], keyTimes: [Double]) throws(KeyframeError) {
        guard !values.isEmpty else { throw .noValues }
        guard values.count == keyTimes.count else {
            throw .countMismatch(values: values.count, keyTimes: keyTimes.count)
        }
        if let outside = keyTimes.first(where: { !(0...1).contains($0) }) { throw .keyTimeOutOfRange(outside) }
        guard zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else { throw .keyTimesNotAscending }
    }
}

public enum KeyframeError: Error, Equatable, CustomStringConvertible {
    case noValues
    case countMismatch(values: Int, keyTimes: Int)
    case keyTimeOutOfRange(Double)
    case keyTimesNotAscending

    public var description: String {
        switch self {
        case .noValues: "a keyframe animation needs at least one value"
        case .countMismatch(let values, let keyTimes):
            "\(values) values but \(keyTimes) key times (one key time per value needed)"
        case .keyTimeOutOfRange(let time): "key time \(time) is outside 0...1"
        case .keyTimesNotAscending: "key times must never go down"
        }
    }
}

/// A from-to animation, like CABasicAnimation.
public struct BasicAnimation: Sendable, Equatable {
    public let keyPath: String
    public let from: Double
    public let to: Double
    public let duration: Double
    public let repeatCount: Double

    public init(keyPath: String, from: Double, to: Double, duration: Double = AnimationDefault.duration,
                repeatCount: Double = AnimationDefault.repeatCount) {
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.duration = duration
        self.repeatCount = repeatCount
    }
}

public enum LayerAnimation: Sendable, Equatable {
    case keyframe(KeyframeAnimation)
    case basic(BasicAnimation)

    public var keyPath: String {
        switch self {
        case .keyframe(let animation): animation.keyPath
        case .basic(let animation): animation.keyPath
        }
    }
}

public enum AnimationDefault {
    public static let duration = 1.33
    public static let repeatCount = Double.infinity
}

// MARK: - Layer

/// A plain stand-in for CALayer: geometry, looks, and the animations attached by key.
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

    public var frame: Rect
    public var opacity = 1.0
    public var scale = 1.0
    public var rotation = 0.0
    public var backgroundColor = "clear"
    public var cornerRadius = 0.0
    public private(set) var animations: [String: LayerAnimation] = [:]

    public init(frame: Rect) {
        self.frame = frame
    }

    /// Like CALayer's `position`: the centre of the frame.
    public var position: (x: Double, y: Double) { (frame.x + frame.width / 2, frame.y + frame.height / 2) }

    /// The layer's own value for an animatable key path, which an animation starts from.
    public func modelValue(forKeyPath keyPath: String) -> Double? {
        switch keyPath {
        case "position.x": position.x
        case "position.y": position.y
        case "opacity": opacity
        case "transform.scale": scale
        case "transform.rotation": rotation
        default: nil
        }
    }

    public func add(_ animation: LayerAnimation, forKey key: String) {
        animations[key] = animation
    }

    public func removeAllAnimations() {
        animations.removeAll()
    }
}

public protocol Animatable: AnyObject {
    var kind: AnimationKind { get }
    /// Throws when an animation description is invalid (the seed's data was).
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

// MARK: - The factory method

public enum AnimationKind: String, CaseIterable, Sendable {
    case bounce, spin, pop, shake, fade
}

public enum AnimatableLayerFactory {
    /// The factory method: the kind chooses the class; every caller writes the same line.
    /// A new kind means a new case and a new private class, and no caller changes.
    public static func layer(withFrame frame: Layer.Rect, animation kind: AnimationKind) -> AnimatableLayer {
        switch kind {
        case .bounce: BouncingLayer(frame)
        case .spin: SpinningLayer(frame)
        case .pop: PoppingLayer(frame)
        case .shake: ShakingLayer(frame)
        case .fade: FadingLayer(frame)
        }
    }
}

// Every keyframe list below has exactly one key time per value (the seed's bounce and pop
// had six key times for five values). Additive suits movement: bounce and shake give
// offsets from wherever the layer is. Scale is a factor, not an offset, so pop gives plain
// factors around 1 and is not additive; the seed's additive 0, 0.2, -0.2 read as factors
// shrink the layer to nothing and flip it.
private let fiveKeyTimes = [0.0, 0.25, 0.5, 0.75, 1.0]

private final class BouncingLayer: Layer, Animatable {
    let kind = AnimationKind.bounce

    init(_ frame: Rect) {
        super.init(frame: frame)
        backgroundColor = "red"
        cornerRadius = frame.width / 2
    }

    func startAnimations() throws(KeyframeError) {
        let bounce = try KeyframeAnimation(keyPath: "position.y", values: [0, 30, -30, 30, 0],
                                           keyTimes: fiveKeyTimes, isAdditive: true)
        add(.keyframe(bounce), forKey: "bouncing.layer.animation")
    }
}

private final class SpinningLayer: Layer, Animatable {
    let kind = AnimationKind.spin

    init(_ frame: Rect) {
        super.init(frame: frame)
        backgroundColor = "green"
    }

    func startAnimations() throws(KeyframeError) {
        add(.basic(BasicAnimation(keyPath: "transform.rotation", from: 0, to: 2 * Double.pi)),
            forKey: "spinning.layer.animation")
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
        let pop = try KeyframeAnimation(keyPath: "transform.scale", values: [1, 1.2, 0.9, 1.05, 1],
                                        keyTimes: fiveKeyTimes)
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
        let shake = try KeyframeAnimation(keyPath: "position.x", values: [0, -12, 12, -8, 8, 0],
                                          keyTimes: [0, 0.2, 0.4, 0.6, 0.8, 1], duration: 0.5, isAdditive: true)
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
        let fade = try KeyframeAnimation(keyPath: "opacity", values: [1, 0.2, 1], keyTimes: [0, 0.5, 1])
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
            AnimatableLayerFactory.layer(withFrame:animation:) is a class factory method: the \
            animation kind decides which private Layer subclass is made, and every caller gets \
            the same type back, Layer & Animatable. The layers describe their animations as \
            keyframes, checked when made: one key time per value, which the seed got wrong.
            """,
        commands: [
            DemoCommand("kinds", help: "list the animation kinds the factory knows"),
            DemoCommand("make", "<kind>", arguments: 1...1, help: "ask the factory for a layer and start it"),
            DemoCommand("describe", "<layer>", arguments: 1...1, help: "show a layer's animation"),
            DemoCommand("stop", "<layer>", arguments: 1...1, help: "stop a layer's animations"),
            DemoCommand("seed", "<bounce|pop>", arguments: 1...1,
                        help: "try the seed's keyframes (5 values, 6 key times)"),
        ],
        tour: [
            TourStep("kinds", "Five kinds are on offer; the caller only names the one it wants."),
            TourStep("make bounce", "The factory picks the class; the caller gets Layer & Animatable."),
            TourStep("make spin", "Another kind, another private class, and the same calling code."),
            TourStep("describe 1", "Bounce's keyframes: one key time per value, checked when made."),
            TourStep("seed bounce", "The seed gave bounce 5 values but 6 key times: that is refused."),
            TourStep("stop 1", "stopAnimations comes from one protocol extension for every kind."),
        ])

    private var layers: [AnimatableLayer] = []

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "kinds": return AnimationKind.allCases.map { CreationalFormat.padded($0.rawValue, to: 7) + "→ " + Self.describeKind($0) }
        case "make": return try make(input.choice(0, named: "kind", among: AnimationKind.allCases.map(\.rawValue)))
        case "describe": return try describe(layer(input))
        case "stop": return try stop(layer(input))
        case "seed": return try seed(input.choice(0, named: "animation", among: ["bounce", "pop"]))
        default: throw DemoError("factory-method has no command \(input.name)")
        }
    }

    private static func describeKind(_ kind: AnimationKind) -> String {
        let sample = AnimatableLayerFactory.layer(withFrame: Layer.Rect(x: 0, y: 0, width: 60, height: 60), animation: kind)
        return "\(className(of: sample)), \(sample.backgroundColor)"
    }

    private func make(_ name: String) throws(DemoError) -> [String] {
        guard let kind = AnimationKind(rawValue: name) else { throw DemoError("unknown kind \(name)") }
        let frame = Layer.Rect(x: Double(layers.count) * 80, y: 100, width: 60, height: 60)
        let layer = AnimatableLayerFactory.layer(withFrame: frame, animation: kind)
        do {
            try layer.startAnimations()
        } catch {
            throw DemoError("the \(name) layer could not start: \(error.description)")
        }
        layers.append(layer)
        return ["layer #\(layers.count): the factory chose \(Self.className(of: layer))",
                "\(layer.backgroundColor), started \(Self.summary(of: layer))"]
    }

    private func layer(_ input: DemoInput) throws(DemoError) -> AnimatableLayer {
        let number = try input.integer(0, named: "the layer number")
        guard layers.indices.contains(number - 1) else {
            throw DemoError(layers.isEmpty ? "no layers yet: make one first, e.g. make bounce"
                                           : "there is no layer #\(number): layers are #1 to #\(layers.count)")
        }
        return layers[number - 1]
    }

    private func describe(_ layer: AnimatableLayer) -> [String] {
        guard let animation = layer.animations.values.first else { return ["\(Self.className(of: layer)) is not animating"] }
        switch animation {
        case .keyframe(let keyframes):
            let model = CreationalFormat.compact(layer.modelValue(forKeyPath: keyframes.keyPath) ?? 0)
            return ["\(keyframes.keyPath): \(keyframes.values.count) values, \(keyframes.keyTimes.count) key times",
                    "key times: " + keyframes.keyTimes.map(CreationalFormat.compact).joined(separator: ", "),
                    "values:    " + keyframes.values.map(CreationalFormat.compact).joined(separator: ", "),
                    keyframes.isAdditive ? "additive: offsets from the layer's own \(model)"
                                         : "not additive: the values replace the layer's \(model)"]
        case .basic(let basic):
            let from = CreationalFormat.compact(basic.from), to = CreationalFormat.compact(basic.to)
            return ["\(basic.keyPath): from \(from) to \(to)"]
        }
    }

    private func stop(_ layer: AnimatableLayer) throws(DemoError) -> [String] {
        let count = layer.animations.count
        guard count > 0 else { throw DemoError("\(Self.className(of: layer)) is already stopped: nothing changed") }
        layer.stopAnimations()
        return ["\(Self.className(of: layer)) removed \(count) animation\(count == 1 ? "" : "s")"]
    }

    private func seed(_ name: String) -> [String] {
        let values = name == "bounce" ? [0, 30, -30, 30, 0] : [0, 0.2, -0.2, 0.2, 0]
        let seedKeyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
        do {
            _ = try KeyframeAnimation(keyPath: name == "bounce" ? "position.y" : "transform.scale",
                                      values: values, keyTimes: seedKeyTimes)
            return ["the seed's \(name) keyframes were accepted"]
        } catch {
            let scaleNote = name == "pop" ? ["and as scale factors, its 0 and -0.2 hide and flip the layer"] : []
            return ["the seed's \(name): KeyframeAnimation refused it:", error.description] + scaleNote
        }
    }

    private static func className(of layer: AnimatableLayer) -> String {
        String(describing: type(of: layer))
    }

    private static func summary(of layer: AnimatableLayer) -> String {
        guard let animation = layer.animations.values.first else { return "nothing" }
        switch animation {
        case .keyframe(let keyframes): return "\(keyframes.values.count) keyframes on \(keyframes.keyPath)"
        case .basic(let basic): return "a basic animation on \(basic.keyPath)"
        }
    }

    public var statePanel: [String] { CreationalFormat.panel(panelLines) }

    private var panelLines: [String] {
        guard !layers.isEmpty else { return ["no layers yet"] }
        let shown = layers.enumerated().suffix(12).map { index, layer in
            "#\(index + 1) \(Self.className(of: layer)), \(layer.animations.values.first?.keyPath ?? "stopped")"
        }
        return ["layers made by the factory:"] + shown
    }
}
