import Localization

// Colleagues (chat participants) never hold each other: each knows only the mediator, and
// the mediator alone decides who hears a message. Adding a rule (direct messages, muting)
// changes the room, not every participant.

/// What a participant may ask of its room.
public protocol ChatMediator: AnyObject {
    func deliver(_ text: String, from sender: ChatParticipant) throws(ChatRefusal) -> [String]
}

public struct ChatRefusal: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// A colleague: it can speak and listen, and knows nobody but its mediator.
public final class ChatParticipant {
    public let name: String
    public private(set) var inbox: [String] = []
    /// Weak: the room owns its members, so a member must not keep the room alive.
    public fileprivate(set) weak var room: (any ChatMediator)?

    public init(name: String) {
        self.name = name
    }

    /// Sends through the mediator; returns the names of those who received it.
    @discardableResult
    public func send(_ text: String) throws(ChatRefusal) -> [String] {
        guard let room else { throw ChatRefusal(localized("{0} is not in a room: join first", name)) }
        return try room.deliver(text, from: self)
    }

    /// Called by the mediator only.
    func receive(_ text: String, from sender: String) {
        inbox.append("\(sender): \(text)")
    }
}

/// The mediator: it keeps the members and the routing rules in one place.
/// `@name text` goes only to that member; anything else goes to everyone but the sender.
public final class ChatRoom: ChatMediator {
    public let name: String
    public private(set) var members: [ChatParticipant] = []

    public init(name: String) {
        self.name = name
    }

    public func join(_ participant: ChatParticipant) throws(ChatRefusal) {
        guard participant.room == nil else { throw ChatRefusal(localized("{0} is already in a room", participant.name)) }
        guard member(named: participant.name) == nil else {
            throw ChatRefusal(localized("the name {0} is taken", participant.name))
        }
        members.append(participant)
        participant.room = self
    }

    public func leave(_ participant: ChatParticipant) throws(ChatRefusal) {
        guard participant.room === self else { throw ChatRefusal(localized("{0} is not in {1}", participant.name, name)) }
        members.removeAll { $0 === participant }
        participant.room = nil
    }

    public func member(named name: String) -> ChatParticipant? {
        members.first { $0.name == name }
    }

    public func deliver(_ text: String, from sender: ChatParticipant) throws(ChatRefusal) -> [String] {
        guard members.contains(where: { $0 === sender }) else {
            throw ChatRefusal(localized("{0} is not in {1}", sender.name, name))
        }
        // The rule lives here, in the mediator: a blank message is nobody's business.
        guard text.contains(where: { !$0.isWhitespace }) else { throw ChatRefusal(localized("a message needs some text")) }
        let recipients = try recipients(of: text, from: sender)
        for recipient in recipients {
            recipient.receive(text, from: sender.name)
        }
        return recipients.map(\.name)
    }

    private func recipients(of text: String, from sender: ChatParticipant) throws(ChatRefusal) -> [ChatParticipant] {
        guard text.hasPrefix("@") else { return members.filter { $0 !== sender } }
        let target = String(text.dropFirst().prefix { !$0.isWhitespace })
        guard let recipient = member(named: target) else {
            throw ChatRefusal(localized("nobody called {0} is here to receive it", target))
        }
        guard recipient !== sender else { throw ChatRefusal(localized("{0} can't whisper to themselves", sender.name)) }
        guard text.dropFirst(target.count + 1).contains(where: { !$0.isWhitespace }) else {
            throw ChatRefusal(localized("a whisper needs some text after @{0}", target))
        }
        return [recipient]
    }
}

public final class MediatorDemo: Demo {
    public static let info = DemoInfo(
        id: "mediator",
        title: "Mediator",
        family: .behavioral,
        summary: """
            A chat room is the mediator: participants hold no reference to each other, only \
            to the room. Every message goes to the room, which decides who receives it: \
            everyone else, or one member with `@name`. A member who left hears nothing.
            """,
        commands: [
            DemoCommand("join", "<name>", arguments: 1...1, help: "a new participant joins the room"),
            DemoCommand("send", "<name> <text>", arguments: 2...40, help: "a participant speaks (start with @name to whisper)"),
            DemoCommand("leave", "<name>", arguments: 1...1, help: "a participant leaves the room"),
            DemoCommand("inbox", "<name>", arguments: 1...1, help: "show what a participant has received"),
        ],
        tour: [
            TourStep("join ann", "Ann joins: the room keeps her; she keeps only the room."),
            TourStep("join bob", "Bob joins. He has no idea Ann exists."),
            TourStep("join cy", "Cy joins too."),
            TourStep("send ann hello all", "Ann speaks to the room; the room routes it to the others."),
            TourStep("send bob @cy lunch?", "A routing rule lives in the mediator: @cy goes to Cy only."),
            TourStep("leave cy", "Cy leaves: the room forgets her, and she forgets the room."),
            TourStep("send ann bye", "Only Bob is left to hear this."),
            TourStep("inbox cy", "Cy's inbox stopped the moment she left."),
        ])

    private let room = ChatRoom(name: "lobby")
    /// Everyone who ever joined, so a member who left can still be inspected.
    private var people: [String: ChatParticipant] = [:]

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        let name = input.words[0].lowercased()
        switch input.name {
        case "join": return try join(name)
        case "send": return try send(input.text(from: 1), from: participant(name))
        case "leave": return try leave(participant(name))
        case "inbox": return try inbox(of: participant(name))
        default: throw DemoError(localized("mediator has no command {0}", input.name))
        }
    }

    static let maximumPeople = 10

    private func join(_ name: String) throws(DemoError) -> [String] {
        // One word without @, so that `@name` can always reach them.
        guard !name.isEmpty, !name.contains(where: { $0.isWhitespace || $0 == "@" }) else {
            throw DemoError(localized("a name is one word without @, like ann"))
        }
        // Everyone who ever joined has a line in the state panel, which has room for a dozen.
        guard people[name] != nil || people.count < Self.maximumPeople else {
            throw DemoError(localized("this demo's room has space for {0} people: reset to start again", Self.maximumPeople))
        }
        let person = people[name] ?? ChatParticipant(name: name)
        try refusing { () throws(ChatRefusal) in try room.join(person) }
        people[name] = person
        let count = room.members.count
        return [localized(count: count, one: "{1} joined {2}: {0} member", other: "{1} joined {2}: {0} members", name, room.name)]
    }

    private func send(_ text: String, from sender: ChatParticipant) throws(DemoError) -> [String] {
        let recipients = try refusing { () throws(ChatRefusal) in try sender.send(text) }
        let routed = recipients.isEmpty ? localized("nobody else is here") : recipients.joined(separator: ", ")
        return [localized("{0} → room: \"{1}\"", sender.name, text), localized("room routes it to: {0}", routed)]
    }

    private func leave(_ person: ChatParticipant) throws(DemoError) -> [String] {
        try refusing { () throws(ChatRefusal) in try room.leave(person) }
        return [localized("{0} left: the room drops {0}, {0} drops the room", person.name)]
    }

    private func refusing<Result>(_ body: () throws(ChatRefusal) -> Result) throws(DemoError) -> Result {
        do {
            return try body()
        } catch {
            throw DemoError(error.message)
        }
    }

    private func inbox(of person: ChatParticipant) -> [String] {
        let count = person.inbox.count
        let heading = person.room == nil
            ? localized(count: count, one: "{1} (not in a room) has {0} message", other: "{1} (not in a room) has {0} messages",
                        person.name)
            : localized(count: count, one: "{1} (in {2}) has {0} message", other: "{1} (in {2}) has {0} messages",
                        person.name, room.name)
        return [heading] + person.inbox.map { "  " + $0 }
    }

    private func participant(_ name: String) throws(DemoError) -> ChatParticipant {
        guard let person = people[name] else { throw DemoError(localized("nobody called {0} ever joined: try join {0}", name)) }
        return person
    }

    public var statePanel: [String] {
        let members = room.members.map(\.name)
        var lines = [localized("room {0}: {1}", room.name, members.isEmpty ? localized("(nobody)") : members.joined(separator: ", "))]
        for person in people.values.sorted(by: { $0.name < $1.name }) {
            lines.append(person.inbox.last.map { localized("{0}: {1} msg, last \"{2}\"", person.name, person.inbox.count, $0) }
                ?? localized("{0}: {1} msg", person.name, person.inbox.count))
        }
        return lines.map { DemoText.cut($0) }
    }
}
