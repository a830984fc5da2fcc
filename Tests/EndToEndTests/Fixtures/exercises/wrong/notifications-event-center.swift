// expect-failure: hear that name only from that sender
struct Event {
    let name: String
    let sender: AnyObject?
    let info: [String: String]
}

final class ObservationToken {}

final class EventCenter {
    private var entries: [(token: ObservationToken, name: String?, sender: AnyObject?,
                           block: (Event) -> Void)] = []

    init() {}

    func addObserver(forName name: String?, sender: AnyObject?,
                     using block: @escaping (Event) -> Void) -> ObservationToken {
        let token = ObservationToken()
        entries.append((token, name, sender, block))
        return token
    }

    func post(name: String, sender: AnyObject?, info: [String: String] = [:]) {
        let event = Event(name: name, sender: sender, info: info)
        for entry in entries where entry.name == nil || entry.name == name {
            entry.block(event)
        }
    }

    func removeObserver(_ token: ObservationToken) {
        entries.removeAll { $0.token === token }
    }
}
