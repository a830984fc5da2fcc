// expect-failure: a display nobody holds must be freed
/// A listener's handle on its subscription.
final class Subscription {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Ends the subscription; a second call does nothing.
    func cancel() {
        onCancel?()
        onCancel = nil
    }

    /// Letting go of a subscription ends it.
    deinit { cancel() }
}

/// The subject: it tells every current subscriber about each value.
final class Broadcast<Value> {
    private var handlers: [Int: (Value) -> Void] = [:]
    private var nextID = 0

    /// How many subscriptions are live.
    var subscriberCount: Int { handlers.count }

    func subscribe(_ handler: @escaping (Value) -> Void) -> Subscription {
        let id = nextID
        nextID += 1
        handlers[id] = handler
        return Subscription { [weak self] in self?.handlers[id] = nil }
    }

    func send(_ value: Value) {
        for id in handlers.keys.sorted() {
            handlers[id]?(value)   // looked up again: it may have been cancelled
        }
    }
}

final class Thermometer {
    let readings = Broadcast<Double>()

    func record(_ celsius: Double) {
        readings.send(celsius)
    }
}

final class TemperatureDisplay {
    private(set) var text = "--"
    private var subscription: Subscription?

    func watch(_ thermometer: Thermometer) {
        // The handler still holds the display strongly.
        subscription = thermometer.readings.subscribe { celsius in
            self.text = "\(celsius) °C"
        }
    }
}
