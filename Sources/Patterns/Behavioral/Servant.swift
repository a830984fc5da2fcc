import Localization

// Servant is not one of the GoF patterns; the shape-game tutorial in the source material uses the
// name. A servant is a class that offers one behaviour to a group of classes that do not
// implement it themselves: they only expose what the servant needs, through a protocol.
// Compare a protocol extension, which adds the method to the types themselves: with a
// servant the behaviour (and its rules, like the board's edges) stays in one object.

/// A position on a small board, (0, 0) at the top left.
public struct BoardPoint: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }
}

/// All the servant needs from a thing: where it is, and a way to put it elsewhere.
public protocol Movable: AnyObject {
    var position: BoardPoint { get set }
}

/// Three unrelated classes: none of them knows how to move, check the board or measure.
public final class Rover: Movable {
    public let name: String
    public var battery: Int
    public var position: BoardPoint

    public init(name: String, battery: Int = 100, at position: BoardPoint) {
        self.name = name
        self.battery = battery
        self.position = position
    }
}

public final class Crate: Movable {
    public let contents: String
    public var position: BoardPoint

    public init(contents: String, at position: BoardPoint) {
        self.contents = contents
        self.position = position
    }
}

public final class Beacon: Movable {
    public let frequency: Int
    public var position: BoardPoint

    public init(frequency: Int, at position: BoardPoint) {
        self.frequency = frequency
        self.position = position
    }
}

public struct MoveRefusal: Error, Equatable, Sendable {
    public let message: String
}

/// The servant: it moves, nudges and measures anything Movable, and owns the board rules.
public struct MoveServant: Sendable {
    public let width: Int
    public let height: Int

    /// The largest step `nudge` takes in either direction: the board is small, and a bound
    /// keeps `position + dx` far from overflowing.
    public static let maximumNudge = 100

    /// Sizes below 1 make an empty board that refuses every move.
    public init(width: Int = 10, height: Int = 6) {
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    public func contains(_ point: BoardPoint) -> Bool {
        (0..<width).contains(point.x) && (0..<height).contains(point.y)
    }

    public func move(_ thing: some Movable, to target: BoardPoint) throws(MoveRefusal) {
        guard contains(target) else {
            throw MoveRefusal(message: localized("{0} is off the board: x 0-{1}, y 0-{2}", target, width - 1, height - 1))
        }
        thing.position = target
    }

    public func nudge(_ thing: some Movable, dx: Int, dy: Int) throws(MoveRefusal) {
        let limit = Self.maximumNudge
        guard (-limit...limit).contains(dx), (-limit...limit).contains(dy) else {
            throw MoveRefusal(message: localized("dx and dy go from -{0} to {0}", limit))
        }
        // A Movable's position is public, so it may sit anywhere: add without trapping.
        let (x, xOverflow) = thing.position.x.addingReportingOverflow(dx)
        let (y, yOverflow) = thing.position.y.addingReportingOverflow(dy)
        guard !xOverflow, !yOverflow else {
            throw MoveRefusal(message: localized("that nudge leaves the board: x 0-{0}, y 0-{1}", width - 1, height - 1))
        }
        try move(thing, to: BoardPoint(x: x, y: y))
    }

    /// Steps on the board's grid (no diagonals): the Manhattan distance. It saturates at
    /// Int.max rather than trap for positions placed far off the board by hand.
    public func distance(from first: some Movable, to second: some Movable) -> Int {
        let steps = Self.gap(first.position.x, second.position.x)
            .addingReportingOverflow(Self.gap(first.position.y, second.position.y))
        return steps.overflow ? Int.max : Int(clamping: steps.partialValue)
    }

    /// |a - b| as a UInt, which always holds it; `abs(a - b)` can overflow.
    private static func gap(_ a: Int, _ b: Int) -> UInt {
        a >= b ? UInt(bitPattern: a &- b) : UInt(bitPattern: b &- a)
    }
}

public final class ServantDemo: Demo {
    public static let info = DemoInfo(
        id: "servant",
        title: "Servant",
        family: .behavioral,
        summary: """
            A Rover, a Crate and a Beacon have nothing in common but a `position`. One \
            MoveServant moves, nudges and measures any of them through the Movable \
            protocol; none of them contains moving code, and the board rules live in the \
            servant alone.
            """,
        commands: [
            DemoCommand("move", "<thing> <x> <y>", arguments: 3...3, help: "the servant puts a thing at x, y (it refuses off the board)"),
            DemoCommand("nudge", "<thing> <dx> <dy>", arguments: 3...3,
                        help: "the servant shifts a thing by dx, dy (each -100 to 100)"),
            DemoCommand("distance", "<thing> <thing>", arguments: 2...2, help: "the servant measures grid steps"),
            DemoCommand("things", help: "list the things and what each one really is"),
        ],
        tour: [
            TourStep("things", "Three unrelated classes. None of them has a move method."),
            TourStep("move rover 4 2", "The servant moves a Rover..."),
            TourStep("move crate 5 2", "...and a Crate, with the same code, through Movable."),
            TourStep("nudge beacon 2 1", "Nudging is the servant's behaviour too, for anything Movable."),
            TourStep("distance rover beacon", "So is measuring: the served types only expose a position."),
            TourStep("things", "They moved, yet their classes have no moving code at all."),
        ])

    private let servant = MoveServant()
    private let rover = Rover(name: "Curiosity", at: BoardPoint(x: 0, y: 0))
    private let crate = Crate(contents: "tools", at: BoardPoint(x: 9, y: 5))
    private let beacon = Beacon(frequency: 433, at: BoardPoint(x: 2, y: 4))

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "move", "nudge":
            let (name, thing) = try self.thing(input.words[0])
            let x = try input.integer(1, named: input.name == "move" ? "x" : "dx")
            let y = try input.integer(2, named: input.name == "move" ? "y" : "dy")
            let from = thing.position
            do {
                if input.name == "move" { try servant.move(thing, to: BoardPoint(x: x, y: y)) }
                else { try servant.nudge(thing, dx: x, dy: y) }
            } catch {
                throw DemoError(localized("the servant refuses: {0}", error.message))
            }
            guard thing.position != from else { return [localized("{0} is already at {1}: nothing changed", name, from)] }
            return ["MoveServant.\(input.name)(\(name)): \(from) → \(thing.position)"]
        case "distance":
            let (first, a) = try thing(input.words[0])
            let (second, b) = try thing(input.words[1])
            let steps = servant.distance(from: a, to: b)
            return [localized(count: steps, one: "MoveServant.distance: {1} to {2} is {0} step",
                              other: "MoveServant.distance: {1} to {2} is {0} steps", first, second)]
        case "things": return things()
        default: throw DemoError(localized("servant has no command {0}", input.name))
        }
    }

    private func things() -> [String] {
        [localized("rover:  Rover \"{0}\", battery {1}% at {2}", rover.name, rover.battery, rover.position),
         localized("crate:  Crate of {0} at {1}", crate.contents, crate.position),
         localized("beacon: Beacon on {0} MHz at {1}", beacon.frequency, beacon.position),
         localized("all three are Movable; only MoveServant moves them")]
    }

    private func thing(_ name: String) throws(DemoError) -> (String, any Movable) {
        switch name.lowercased() {
        case "rover": return ("rover", rover)
        case "crate": return ("crate", crate)
        case "beacon": return ("beacon", beacon)
        default: throw DemoError(localized("no thing called '{0}': use rover, crate or beacon", name))
        }
    }

    /// The board, one character per cell: R rover, C crate, B beacon, * for a shared cell.
    public var statePanel: [String] {
        let placed: [(mark: Character, name: String, at: BoardPoint)] = [
            ("R", "rover", rover.position), ("C", "crate", crate.position), ("B", "beacon", beacon.position),
        ]
        // Two things may share a cell: the servant has no rule against it, so the board
        // marks the cell with * and a legend line names who is there.
        let byCell = Dictionary(grouping: placed, by: \.at)
        let rows = (0..<servant.height).map { y in
            String((0..<servant.width).flatMap { x -> [Character] in
                let here = byCell[BoardPoint(x: x, y: y)] ?? []
                return [here.count > 1 ? "*" : here.first?.mark ?? "·", " "]
            }.dropLast())
        }
        let shared = placed.map(\.at).filter { (byCell[$0]?.count ?? 0) > 1 }
        let legend = shared.reduce(into: [BoardPoint]()) { if !$0.contains($1) { $0.append($1) } }.map { cell in
            localized("* {0}: {1} share it", cell, DemoText.list((byCell[cell] ?? []).map(\.name)))
        }
        return [localized("board {0}×{1}  R rover  C crate  B beacon", servant.width, servant.height)] + rows + legend
    }
}
