@testable import Patterns
import Testing

@Suite struct ServantTests {
    /// A type the servant has never seen: it only has a position, and it can be moved at once.
    private final class Marker: Movable {
        var position = BoardPoint(x: 1, y: 1)
    }

    @Test func theServantMovesUnrelatedTypesThroughTheProtocol() throws {
        let servant = MoveServant(width: 10, height: 10)
        let rover = Rover(name: "r", at: BoardPoint(x: 0, y: 0))
        let crate = Crate(contents: "tools", at: BoardPoint(x: 0, y: 0))
        let beacon = Beacon(frequency: 433, at: BoardPoint(x: 0, y: 0))
        let marker = Marker()
        try servant.move(rover, to: BoardPoint(x: 3, y: 4))
        try servant.move(crate, to: BoardPoint(x: 5, y: 1))
        try servant.nudge(beacon, dx: 2, dy: 2)
        try servant.nudge(marker, dx: -1, dy: 0)
        #expect(rover.position == BoardPoint(x: 3, y: 4))
        #expect(crate.position == BoardPoint(x: 5, y: 1))
        #expect(beacon.position == BoardPoint(x: 2, y: 2))
        #expect(marker.position == BoardPoint(x: 0, y: 1))
        #expect(servant.distance(from: rover, to: crate) == 5)
        #expect(servant.distance(from: marker, to: beacon) == 3)
    }

    @Test func theServedTypesHoldOnlyTheirOwnData() {
        let rover = Rover(name: "r", battery: 80, at: BoardPoint(x: 0, y: 0))
        let labels = Mirror(reflecting: rover).children.compactMap(\.label)
        #expect(labels == ["name", "battery", "position"])
        let crate = Crate(contents: "tools", at: BoardPoint(x: 0, y: 0))
        #expect(Mirror(reflecting: crate).children.compactMap(\.label) == ["contents", "position"])
    }

    @Test func theBoardRuleLivesInTheServant() {
        let servant = MoveServant(width: 4, height: 4)
        let crate = Crate(contents: "tools", at: BoardPoint(x: 3, y: 3))
        #expect(throws: MoveRefusal.self) { try servant.nudge(crate, dx: 1, dy: 0) }
        #expect(crate.position == BoardPoint(x: 3, y: 3))
        let session = DemoSession(ServantDemo.self)
        #expect(session.run("move rover 12 0").entries.last?.text
            == "the servant refuses: (12, 0) is off the board: x 0-9, y 0-5")
        #expect(session.run("move piano 1 1").entries.last?.text == "no thing called 'piano': use rover, crate or beacon")
    }

    // Regression: `nudge crate 9223372036854775807 0` trapped on 9 + Int.max.
    @Test func aNudgeIsBoundedAndNeverOverflows() throws {
        let servant = MoveServant()
        let crate = Crate(contents: "tools", at: BoardPoint(x: 9, y: 5))
        #expect(throws: MoveRefusal(message: "dx and dy go from -100 to 100")) {
            try servant.nudge(crate, dx: Int.max, dy: 0)
        }
        #expect(throws: MoveRefusal.self) { try servant.nudge(crate, dx: 0, dy: Int.min) }
        let stray = Crate(contents: "far", at: BoardPoint(x: Int.max - 1, y: 0))
        #expect(throws: MoveRefusal.self) { try servant.nudge(stray, dx: 100, dy: 0) }
        #expect(crate.position == BoardPoint(x: 9, y: 5))
        try servant.nudge(crate, dx: -9, dy: -5)
        #expect(crate.position == BoardPoint(x: 0, y: 0))
        let far = Crate(contents: "far", at: BoardPoint(x: Int.min, y: Int.min))
        #expect(servant.distance(from: stray, to: far) == Int.max)
        let session = DemoSession(ServantDemo.self)
        #expect(session.run("nudge crate 1000 0").entries.last?.text
            == "the servant refuses: dx and dy go from -100 to 100")
        #expect(session.run("nudge crate 9223372036854775807 0").entries.last?.text
            == "dx is far too large: '9223372036854775807'")
    }

    @Test func theBoardShowsThingsThatShareACell() throws {
        let session = DemoSession(ServantDemo.self)
        try #require(session.runScript("move rover 5 1; move crate 5 1").succeeded)
        let panel = session.statePanel
        #expect(panel[2] == "· · · · · * · · · ·")
        #expect(panel.last == "* (5, 1): rover and crate share it")
        #expect(!panel[1...6].joined().contains("C"), "the crate is drawn as the *, not on its own")
        #expect(session.run("move crate 5 1").entries.last?.text == "crate is already at (5, 1): nothing changed")
    }
}
