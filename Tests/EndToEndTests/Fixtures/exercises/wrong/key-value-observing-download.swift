// expect-failure: observers of \.state must hear its changes
struct ObservingOptions: OptionSet {
    let rawValue: Int
    static let new = ObservingOptions(rawValue: 1 << 0)
    static let old = ObservingOptions(rawValue: 1 << 1)
    static let initial = ObservingOptions(rawValue: 1 << 2)
}

/// What one call to a handler carries; a value not asked for is nil.
struct Change<Value> {
    let oldValue: Value?
    let newValue: Value?
}

/// Stands for one registration, and ends it.
final class Observation {
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) { self.stop = stop }

    /// Ends the observation; a second call does nothing.
    func invalidate() {
        stop?()
        stop = nil
    }

    deinit { invalidate() }
}

final class Download {
    // The didSets do what the runtime's swapped-in setter does in Cocoa.
    var fraction = 0.0 { didSet { didChange(\.fraction, from: oldValue) } }
    var state = "waiting"   // no didSet: its changes are never announced

    private var handlers: [AnyKeyPath: [Int: (Download, Any) -> Void]] = [:]
    private var nextID = 0

    /// Calls `changeHandler` for each change to the property at `keyPath`.
    func observe<Value>(
        _ keyPath: KeyPath<Download, Value>,
        options: ObservingOptions,
        changeHandler: @escaping (Download, Change<Value>) -> Void
    ) -> Observation {
        let id = nextID
        nextID += 1
        handlers[keyPath, default: [:]][id] = { download, old in
            changeHandler(download, Change(oldValue: options.contains(.old) ? old as? Value : nil,
                                           newValue: options.contains(.new) ? download[keyPath: keyPath] : nil))
        }
        if options.contains(.initial) {
            changeHandler(self, Change(oldValue: nil, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil))
        }
        return Observation { [weak self] in self?.handlers[keyPath]?[id] = nil }
    }

    private func didChange<Value>(_ keyPath: KeyPath<Download, Value>, from old: Value) {
        for id in (handlers[keyPath] ?? [:]).keys.sorted() {
            handlers[keyPath]?[id]?(self, old)
        }
    }
}
