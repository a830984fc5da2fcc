import Foundation
@testable import Patterns
import Testing

@Suite struct PrototypeTests {
    private func makeAppointment() -> Appointment {
        let photo = Appointment.Photo(caption: "portrait", pixels: [1, 2, 3])
        return Appointment(place: "Lviv", time: Date(timeIntervalSince1970: 1_000),
                           people: [Appointment.Person(name: "Petro", photo: photo),
                                    Appointment.Person(name: "Maria", status: .onTheWay),
                                    Appointment.Person(name: "Stepan", status: .canceled)])
    }

    @Test func personKeepsTheStatusItWasGiven() {
        let stepan = Appointment.Person(name: "Stepan", status: .canceled)
        #expect(stepan.status == .canceled)
        #expect(stepan.clone().status == .canceled)
    }

    @Test func cloneKeepsEveryField() throws {
        let original = makeAppointment()
        let clone = original.clone()
        #expect(clone.place == original.place)
        #expect(clone.time == original.time)
        #expect(clone.people.map(\.name) == original.people.map(\.name))
        #expect(clone.people.map(\.status) == [.initial, .onTheWay, .canceled])
        let photo = try #require(clone.people[0].photo)
        #expect(photo.caption == "portrait" && photo.pixels == [1, 2, 3])
        #expect(clone.people[1].photo == nil)
    }

    @Test func cloneSharesNoObjectWithTheOriginal() throws {
        let original = makeAppointment()
        let clone = original.clone()
        #expect(clone !== original)
        for (mine, theirs) in zip(original.people, clone.people) {
            #expect(mine !== theirs)
        }
        let originalPhoto = try #require(original.people[0].photo)
        let clonedPhoto = try #require(clone.people[0].photo)
        #expect(originalPhoto !== clonedPhoto)
        #expect(clone.sharedObjects(with: original).isEmpty)
    }

    @Test func changingTheCloneLeavesTheOriginalAlone() throws {
        let original = makeAppointment()
        let clone = original.clone()
        clone.place = "Kyiv"
        clone.people[0].name = "Olga"
        clone.people[0].status = .arrived
        clone.people[0].photo?.caption = "beach"
        clone.people[0].photo?.pixels.append(9)
        clone.people.append(Appointment.Person(name: "Ivan"))
        #expect(original.place == "Lviv")
        #expect(original.people.map(\.name) == ["Petro", "Maria", "Stepan"])
        #expect(original.people[0].status == .initial)
        let photo = try #require(original.people[0].photo)
        #expect(photo.caption == "portrait" && photo.pixels == [1, 2, 3])
    }

    @Test func aShallowCopySharesPeopleWhichIsWhyWeClone() {
        let original = makeAppointment()
        let copy = original.shallowCopy()
        copy.people[0].name = "Olga"
        #expect(original.people[0].name == "Olga")
        #expect(copy.sharedObjects(with: original) == ["person 1", "photo 1", "person 2", "person 3"])
    }

    @Test func demoAsksForACloneBeforeChangingIt() {
        let session = DemoSession(PrototypeDemo.self)
        let outcome = session.run("change clone name Olga")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "there is no clone yet: type clone first")
        #expect(session.run("clone").succeeded)
        #expect(session.run("change clone status lost").entries.last?.text
            == "unknown status 'lost': use one of initial, on-the-way, arrived, canceled")
        #expect(session.run("change clone status On-The-Way 2").succeeded)
    }

    @Test func demoSaysWhenANewCopyReplacesTheOldOne() {
        let session = DemoSession(PrototypeDemo.self)
        let first = session.run("clone")
        #expect(!first.entries.contains { $0.text.hasPrefix("replaced") })
        session.run("change clone name Olga")
        let second = session.run("clone")
        #expect(second.entries.contains { $0.text == "replaced the previous clone" })
        // The new clone starts again from the original: Olga is gone with the old one.
        #expect(session.run("compare").entries.contains { $0.text == "1: Petro [portrait] initial | Petro [portrait] initial" })
        let shallow = session.run("clone --shallow")
        #expect(shallow.entries.contains { $0.text == "replaced the previous clone" })
        #expect(session.run("clone").entries.contains { $0.text == "replaced the previous shallow copy" })
    }
}
