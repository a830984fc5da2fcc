import Animation
import Patterns

/// One layer on the stage, as values: what the factory made and the animations it started.
/// The stage keeps values rather than the Layer objects so it can live in the app's state.
public struct StageLayer: Sendable, Equatable {
    public let number: Int
    public let kind: AnimationKind
    public let model: Layer.Presentation
    public let animations: [LayerAnimation]
    public var isVisible = true

    /// Asks the factory for a layer of `kind` in `frame`, starts it, and keeps what it shows.
    public static func make(_ kind: AnimationKind, number: Int, frame: Layer.Rect) throws(KeyframeError) -> StageLayer {
        let layer = AnimatableLayerFactory.layer(withFrame: frame, animation: kind)
        try layer.startAnimations()
        return StageLayer(number: number, kind: kind, model: layer.model, animations: layer.orderedAnimations)
    }

    /// Like CALayer.presentation(): the model with every animation applied at `time`.
    public func presentation(at time: Double) -> Layer.Presentation {
        animations.reduce(into: model) { shown, animation in shown.apply(animation, at: time) }
    }

    /// The timing curve of the layer's first animation that has one (linear otherwise).
    public var timing: TimingFunction {
        animations.lazy.compactMap(\.timingFunction).first ?? .linear
    }
}

/// The source tutorial's screen: layers in a row in a view of points, each made by the factory method.
public struct Stage: Sendable, Equatable {
    public private(set) var layers: [StageLayer] = []
    /// The view the layers live in, in points; it widens as layers are added.
    public private(set) var viewWidth = 300.0
    public let viewHeight = 200.0

    public init() {}

    /// The source tutorial's three layers: bounce, spin and pop.
    public static func seed() throws(KeyframeError) -> Stage {
        var stage = Stage()
        for kind in [AnimationKind.bounce, .spin, .pop] { try stage.add(kind) }
        return stage
    }

    /// Makes another layer through the factory and lays the row out again.
    public mutating func add(_ kind: AnimationKind) throws(KeyframeError) {
        let count = layers.count + 1
        viewWidth = max(300, SeedLayout.spacing * Double(count) + SeedLayout.size)
        let frames = SeedLayout.frames(count: count, inViewOfWidth: viewWidth, height: viewHeight)
        var remade: [StageLayer] = []
        for (index, frame) in frames.enumerated() {
            let kindHere = index < layers.count ? layers[index].kind : kind
            var layer = try StageLayer.make(kindHere, number: index + 1, frame: frame)
            if index < layers.count { layer.isVisible = layers[index].isVisible }
            remade.append(layer)
        }
        layers = remade
    }

    public mutating func setVisible(_ visible: Bool, layer number: Int) {
        guard layers.indices.contains(number - 1) else { return }
        layers[number - 1].isVisible = visible
    }
}
