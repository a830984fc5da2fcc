import Foundation
import Localization

// Prototype: make a new object by copying an existing one, so the copy starts with all of
// its state. With reference types inside, "all of its state" means a DEEP copy: every
// nested object is cloned too, or the copy and the original secretly share it.
//
// Fixed from the source tutorial: its Person.init took a `status` and never stored it, so
// every person, original and clone alike, fell back to `.initital` (a typo too). It copied
// people with `flatMap` plus an `as? Person` cast, where `compactMap` was meant; even
// `compactMap` would silently drop a person whose cast failed. A typed `clone()` needs no
// cast, so plain `map` copies everyone.

/// An object that can produce an independent copy of itself (Cocoa's NSCopying, typed).
public protocol Prototype: AnyObject {
    func clone() -> Self
}

public final class Appointment: Prototype {
    /// A stand-in for UIImage, mutable on purpose: the copy has something to get wrong.
    public final class Photo: Prototype {
        public var caption: String
        public var pixels: [UInt8]

        public init(caption: String, pixels: [UInt8]) {
            self.caption = caption
            self.pixels = pixels
        }

        public func clone() -> Photo { Photo(caption: caption, pixels: pixels) }
    }

    public final class Person: Prototype {
        public enum Status: String, CaseIterable, Sendable {
            case initial, onTheWay = "on-the-way", arrived, canceled
        }

        public var name: String
        public var photo: Photo?
        public var status: Status

        public init(name: String, photo: Photo? = nil, status: Status = .initial) {
            self.name = name
            self.photo = photo
            self.status = status
        }

        public func clone() -> Person { Person(name: name, photo: photo?.clone(), status: status) }
    }

    public var place: String
    /// A value type: assigning it copies it, so it needs no cloning.
    public var time: Date
    public var people: [Person]

    public init(place: String, time: Date, people: [Person]) {
        self.place = place
        self.time = time
        self.people = people
    }

    /// The deep copy: a new appointment with new people holding new photos.
    public func clone() -> Appointment {
        Appointment(place: place, time: time, people: people.map { $0.clone() })
    }

    /// For contrast only: a new appointment that holds the very same Person objects.
    public func shallowCopy() -> Appointment {
        Appointment(place: place, time: time, people: people)
    }

    /// The objects this appointment shares with `other`, named for display.
    public func sharedObjects(with other: Appointment) -> [String] {
        zip(people, other.people).enumerated().flatMap { index, pair -> [String] in
            var shared: [String] = []
            if pair.0 === pair.1 { shared.append(localized("person {0}", index + 1)) }
            if let mine = pair.0.photo, let theirs = pair.1.photo, mine === theirs { shared.append(localized("photo {0}", index + 1)) }
            return shared
        }
    }
}

// MARK: - Demo

public final class PrototypeDemo: Demo {
    public static let info = DemoInfo(
        id: "prototype",
        title: "Prototype",
        family: .creational,
        summary: """
            An appointment holds people, and a person may hold a photo: all reference types. \
            clone() makes a deep copy, so the clone shares no object with the original and \
            keeps every field, status included (the seed's init dropped it, so its originals \
            and copies alike read .initital). Try a shallow \
            copy too and watch a change to the copy leak into the original.
            """,
        commands: [
            DemoCommand("clone", "[--shallow]", flags: ["shallow"],
                        help: "copy the original appointment (deep, or shallow to compare)"),
            DemoCommand("change", "<original|clone> <field> <value> [person]", arguments: 3...4,
                        help: "change place, or a person's name, status or photo (person 1 by default)"),
            DemoCommand("compare", help: "show both side by side and the objects they share"),
        ],
        tour: [
            TourStep("clone", "clone() copies the appointment and every person and photo in it."),
            TourStep("change clone name Olga", "Rename the first person in the clone..."),
            TourStep("change clone photo beach", "...and re-caption their photo, a nested object..."),
            TourStep("compare", "...the original is untouched; Stepan keeps his canceled status."),
            TourStep("clone --shallow", "A shallow copy is a new appointment holding the SAME people."),
            TourStep("change clone name Ivan", "So renaming a person in this copy..."),
            TourStep("compare", "...renames them in the original too: the two share objects."),
        ])

    private static let fields = ["place", "name", "status", "photo"]

    private let original: Appointment
    private var copy: Appointment?
    private var copyIsDeep = true

    public init() {
        let petro = Appointment.Person(name: "Petro", photo: Appointment.Photo(caption: "portrait", pixels: [0, 64, 128]))
        let people = [petro, Appointment.Person(name: "Maria"), Appointment.Person(name: "Stepan", status: .canceled)]
        // A fixed date keeps the demo's output the same on every run.
        original = Appointment(place: "Lviv, Rynok Square", time: Date(timeIntervalSince1970: 1_900_000_000), people: people)
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "clone": return makeCopy(deep: !input.has("shallow"))
        case "change": return try change(input)
        case "compare": return compare()
        default: throw DemoError(localized("prototype has no command {0}", input.name))
        }
    }

    private func makeCopy(deep: Bool) -> [String] {
        let made = deep ? original.clone() : original.shallowCopy()
        // The demo keeps one copy to compare; say so when a new one takes its place, so a
        // change made to the old copy does not seem to vanish.
        let replaced = copy.map { _ in
            [copyIsDeep ? localized("replaced the previous clone") : localized("replaced the previous shallow copy")]
        } ?? []
        copy = made
        copyIsDeep = deep
        let shared = made.sharedObjects(with: original)
        let people = made.people.count
        let kind = deep ? localized(count: people, one: "clone(): a deep copy with {0} people", other: "clone(): a deep copy with {0} people")
                        : localized(count: people, one: "a shallow copy with {0} people", other: "a shallow copy with {0} people")
        return [kind] + replaced
            + [shared.isEmpty ? localized("it shares no object with the original")
                              : localized("shared with the original: {0}", shared.joined(separator: ", "))]
    }

    private func change(_ input: DemoInput) throws(DemoError) -> [String] {
        let which = try input.choice(0, named: localized("appointment"), among: ["original", "clone"])
        let field = try input.choice(1, named: localized("field"), among: Self.fields)
        let target = try appointment(which)
        let value = input.words[2]
        if field == "place" {
            target.place = value
            return ["\(which).place = \(value)"]
        }
        let person = try self.person(input, in: target)
        switch field {
        case "name": person.name = value
        case "status":
            let status = try input.choice(2, named: localized("status"), among: Appointment.Person.Status.allCases.map(\.rawValue))
            person.status = Appointment.Person.Status(rawValue: status) ?? person.status
        default:
            guard let photo = person.photo else { throw DemoError(localized("{0} has no photo; person 1 has one", person.name)) }
            photo.caption = value
        }
        let number = input.word(3) ?? "1"
        return [localized("{0}: person {1}.{2} = {3}", which, number, field == "photo" ? "photo.caption" : field, value)]
    }

    private func appointment(_ which: String) throws(DemoError) -> Appointment {
        if which == "original" { return original }
        guard let copy else { throw DemoError(localized("there is no clone yet: type clone first")) }
        return copy
    }

    private func person(_ input: DemoInput, in appointment: Appointment) throws(DemoError) -> Appointment.Person {
        let number = input.word(3) == nil ? 1 : try input.integer(3, named: localized("the person number"))
        guard appointment.people.indices.contains(number - 1) else {
            throw DemoError(localized("person must be 1 to {0}, not {1}", appointment.people.count, number))
        }
        return appointment.people[number - 1]
    }

    private func compare() -> [String] {
        guard let copy else { return [localized("no clone yet: only the original exists")] + lines(for: original) }
        var lines = [copyIsDeep ? localized("original | deep clone") : localized("original | shallow copy"),
                     localized("place: {0} | {1}", original.place, copy.place)]
        for (index, pair) in zip(original.people, copy.people).enumerated() {
            lines.append("\(index + 1): \(Self.describe(pair.0)) | \(Self.describe(pair.1))")
        }
        let shared = copy.sharedObjects(with: original)
        lines.append(shared.isEmpty ? localized("shared objects: none") : localized("shared objects: {0}", shared.joined(separator: ", ")))
        return lines
    }

    private func lines(for appointment: Appointment) -> [String] {
        let people = appointment.people.enumerated().map { "\($0.offset + 1): \(Self.describe($0.element))" }
        return [localized("place: {0}", appointment.place)] + people
    }

    private static func describe(_ person: Appointment.Person) -> String {
        let photo = person.photo.map { " [\($0.caption)]" } ?? ""
        return "\(person.name)\(photo) \(person.status.rawValue)"
    }

    public var statePanel: [String] { DemoText.panel(panelLines) }

    private var panelLines: [String] {
        var panel = [localized("original:")] + lines(for: original).map { "  " + $0 }
        if let copy {
            panel.append(copyIsDeep ? localized("deep clone:") : localized("shallow copy:"))
            panel += lines(for: copy).map { "  " + $0 }
        } else {
            panel.append(localized("no copy yet"))
        }
        return panel
    }
}
