// expect-failure: Toggle must not keep its targets alive
struct ControlEvents: OptionSet {
    let rawValue: Int
    static let touchDown = ControlEvents(rawValue: 1 << 0)
    static let touchUpInside = ControlEvents(rawValue: 1 << 1)
    static let valueChanged = ControlEvents(rawValue: 1 << 2)
}

final class Toggle {
    private(set) var isOn = false
    private var entries: [(events: ControlEvents, send: (Toggle) -> Void)] = []

    /// From now on, each of `events` calls `action` on `target`.
    func addTarget<Target: AnyObject>(
        _ target: Target,
        action: @escaping (Target) -> (Toggle) -> Void,
        for events: ControlEvents
    ) {
        // The closure keeps the target alive for as long as the toggle lives.
        entries.append((events, { sender in action(target)(sender) }))
    }

    /// Runs every entry whose events contain `event`, with this toggle as the sender.
    func sendActions(for event: ControlEvents) {
        for entry in entries where entry.events.contains(event) {
            entry.send(self)
        }
    }

    /// The user taps the toggle.
    func tap() {
        sendActions(for: .touchDown)
        isOn.toggle()
        sendActions(for: .valueChanged)
        sendActions(for: .touchUpInside)
    }
}
