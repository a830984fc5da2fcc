// expect-failure: a snapshot must keep the state as it was when saved
// The snapshot is sealed with fileprivate, but it still shares the live Layer objects.
/// One layer of a sketch. A class: the sketch changes its layers in place.
final class Layer {
    let name: String
    var opacity = 1.0
    var isVisible = true

    init(name: String) { self.name = name }
}

/// The originator. Its layers are private, but it can save and restore them.
final class Sketch {
    private var layers: [Layer] = []

    /// One line per layer, such as "sky 1.0 shown": a way to read the state.
    var summary: [String] {
        layers.map { "\($0.name) \($0.opacity) \($0.isVisible ? "shown" : "hidden")" }
    }

    func addLayer(_ name: String) { layers.append(Layer(name: name)) }

    func setOpacity(_ opacity: Double, of name: String) {
        layers.first { $0.name == name }?.opacity = opacity
    }

    func hide(_ name: String) {
        layers.first { $0.name == name }?.isVisible = false
    }

    /// The memento: sealed now, only this file can read it. A struct, and
    /// an array is a value, so saving copies the layers.
    struct Snapshot {
        fileprivate let layers: [Layer]
    }

    func save() -> Snapshot {
        Snapshot(layers: layers)
    }

    func restore(_ snapshot: Snapshot) {
        layers = snapshot.layers
    }
}
