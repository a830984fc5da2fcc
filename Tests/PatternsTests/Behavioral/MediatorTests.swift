@testable import Patterns
import Testing

@Suite struct MediatorTests {
    private func room(with names: [String]) throws -> (ChatRoom, [ChatParticipant]) {
        let room = ChatRoom(name: "test")
        let people = names.map { ChatParticipant(name: $0) }
        for person in people { try room.join(person) }
        return (room, people)
    }

    // The room owns its members and each member holds the room weakly, so every test keeps
    // its room alive to the end with `withExtendedLifetime`.
    @Test func participantsHoldNoReferenceToEachOther() throws {
        let (room, people) = try room(with: ["ann", "bob"])
        try withExtendedLifetime(room) { () throws in
            try people[0].send("hi")
            // The dynamic type of each stored property: catches a colleague held directly, in
            // an array, a dictionary or an optional.
            let storedTypes = Mirror(reflecting: people[0]).children.map { String(describing: type(of: $0.value)) }
            #expect(storedTypes.count == 3)
            #expect(!storedTypes.contains { $0.contains("ChatParticipant") }, "\(storedTypes)")
        }
    }

    @Test func theMediatorRoutesABroadcastToEveryoneElse() throws {
        let (room, people) = try room(with: ["ann", "bob", "cy"])
        let recipients = try withExtendedLifetime(room) { try people[0].send("hello") }
        #expect(recipients == ["bob", "cy"])
        #expect(people[0].inbox.isEmpty)
        #expect(people[1].inbox == ["ann: hello"])
        #expect(people[2].inbox == ["ann: hello"])
    }

    @Test func theMediatorRoutesADirectMessageToOneMember() throws {
        let (room, people) = try room(with: ["ann", "bob", "cy"])
        try withExtendedLifetime(room) { () throws in
            #expect(try people[1].send("@cy lunch?") == ["cy"])
            #expect(people[0].inbox.isEmpty)
            #expect(people[2].inbox == ["bob: @cy lunch?"])
            #expect(throws: ChatRefusal("nobody called zed is here to receive it")) { try people[1].send("@zed hi") }
        }
    }

    @Test func aParticipantWhoLeftReceivesNothingAndCannotSend() throws {
        let (room, people) = try room(with: ["ann", "bob", "cy"])
        try room.leave(people[2])
        let recipients = try withExtendedLifetime(room) { try people[0].send("bye") }
        #expect(recipients == ["bob"])
        #expect(people[2].inbox.isEmpty)
        #expect(people[2].room == nil)
        #expect(throws: ChatRefusal("cy is not in a room: join first")) { try people[2].send("wait") }
    }

    @Test func membersDoNotKeepTheRoomAlive() throws {
        let ann = ChatParticipant(name: "ann")
        do {
            let room = ChatRoom(name: "short-lived")
            try room.join(ann)
            #expect(ann.room != nil)
        }
        #expect(ann.room == nil)
    }

    @Test func theDemoRefusesUnknownParticipants() {
        let session = DemoSession(MediatorDemo.self)
        #expect(session.run("send zed hi").entries.last?.text == "nobody called zed ever joined: try join zed")
        session.run("join ann")
        #expect(session.run("join ann").entries.last?.text == "ann is already in a room")
    }

    @Test func theMediatorRefusesBlankMessages() throws {
        let room = ChatRoom(name: "lobby")
        let ann = ChatParticipant(name: "ann")
        let bob = ChatParticipant(name: "bob")
        try room.join(ann)
        try room.join(bob)
        #expect(throws: ChatRefusal("a message needs some text")) { try ann.send("  ") }
        #expect(throws: ChatRefusal("a whisper needs some text after @bob")) { try ann.send("@bob ") }
        #expect(bob.inbox.isEmpty)
        let session = DemoSession(MediatorDemo.self)
        #expect(session.statePanel.first == "room lobby: (nobody)")
        session.run("join ann")
        #expect(session.run("send ann \"\"").entries.last?.text == "a message needs some text")
        #expect(session.run("join bob").entries.last?.text == "bob joined lobby: 2 members")
    }

    @Test func theDemoRoomIsFullAtTenSoThePanelFits() {
        let session = DemoSession(MediatorDemo.self)
        for index in 1...10 { #expect(session.run("join p\(index)").succeeded) }
        #expect(session.run("join p11").entries.last?.text == "this demo's room has space for 10 people: reset to start again")
        session.run("leave p3")
        #expect(session.run("join p3").succeeded, "someone who joined before may come back")
        #expect(session.statePanel.count <= 14)
    }
}
