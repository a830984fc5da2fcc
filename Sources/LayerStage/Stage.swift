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

    /// What a started layer shows, kept as values.
    public init(number: Int, layer: AnimatableLayer) {
        self.init(number: number, kind: layer.kind, model: layer.model, animations: layer.orderedAnimations)
    }

    init(number: Int, kind: AnimationKind, model: Layer.Presentation, animations: [LayerAnimation]) {
        self.number = number
        self.kind = kind
        self.model = model
        self.animations = animations
    }

    /// Asks the simple factory for a layer of `kind` in `frame`, starts it, and keeps what it shows.
    public static func make(_ kind: AnimationKind, number: Int, frame: Layer.Rect) throws(KeyframeError) -> StageLayer {
        let layer = AnimatableLayerFactory.layer(withFrame: frame, animation: kind)
        try layer.startAnimations()
        return StageLayer(number: number, layer: layer)
    }

    /// The same layer, its centre and size moved to `frame`: what remaking it there would show,
    /// since every animation is relative to the layer or independent of where it stands.
    func placed(in frame: Layer.Rect) -> StageLayer {
        var model = model
        model.x = frame.x + frame.width / 2
        model.y = frame.y + frame.height / 2
        model.width = frame.width
        model.height = frame.height
        var placed = StageLayer(number: number, kind: kind, model: model, animations: animations)
        placed.isVisible = isVisible
        return placed
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

    /// Makes another layer through the simple factory and lays the row out again.
    public mutating func add(_ kind: AnimationKind) throws(KeyframeError) {
        let layer = AnimatableLayerFactory.layer(withFrame: Self.unplaced, animation: kind)
        try layer.startAnimations()
        place([layer])
    }

    /// Asks a creator for `count` more layers (Factory Method as the Gang of Four describe it:
    /// its `startLayers` makes each through the factory method), and lays the row out again.
    public mutating func addRow(of count: Int, from creator: some LayerRowCreator) throws(KeyframeError) {
        place(try creator.startLayers(at: Array(repeating: Self.unplaced, count: count)))
    }

    /// Where a new layer stands until the row is laid out: the layout's size, anywhere.
    private static let unplaced = Layer.Rect(x: 0, y: 0, width: SeedLayout.size, height: SeedLayout.size)

    /// Appends started layers and lays the whole row out in a view wide enough for it.
    private mutating func place(_ made: [AnimatableLayer]) {
        let all = layers + made.enumerated().map { StageLayer(number: layers.count + $0.offset + 1, layer: $0.element) }
        viewWidth = max(300, SeedLayout.spacing * Double(all.count) + SeedLayout.size)
        let frames = SeedLayout.frames(count: all.count, inViewOfWidth: viewWidth, height: viewHeight)
        layers = zip(all, frames).map { layer, frame in layer.placed(in: frame) }
    }

    public mutating func setVisible(_ visible: Bool, layer number: Int) {
        guard layers.indices.contains(number - 1) else { return }
        layers[number - 1].isVisible = visible
    }
}
