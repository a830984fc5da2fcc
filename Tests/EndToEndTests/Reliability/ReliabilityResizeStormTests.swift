import Foundation
import Testing

/// A hundred resizes in a few seconds, from 1x1 to 300x100, while reading, quizzing, playing
/// the animation and the shape game, started at 120x40. At 80x24 afterwards the screen must be
/// the one a fresh start at 80x24 shows in the same state, and a key must do the same in both.
@Suite struct ReliabilityResizeStormTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var screen: Int
        /// Seeds the storm's sizes, so a failing storm can be replayed.
        var seed: UInt64
        /// A key to press afterwards in both windows, with what it shows.
        var probe: ChaosScreen.Step
        var testDescription: String { "storm \(seed) on the \(ChaosScreen.all[screen].name)" }
    }

    static let eventsPerStorm = 100

    static let cases: [Case] = {
        let probes: [(screen: String, probe: ChaosScreen.Step)] = [
            ("reader", ChaosScreen.Step(keys: ["j"], shows: ["page 2/5"])),
            ("quiz", ChaosScreen.Step(keys: ["Space"], shows: ["question 2/3"])),
            ("animation stage", ChaosScreen.Step(keys: ["c"], shows: ["Live run · Factory Method"])),
            ("shape game", ChaosScreen.Step(keys: ["Right"], shows: ["turn 3 ·"])),
        ]
        let storms = ChaosScale.current.pick(quick: 1, full: 5)
        return probes.flatMap { entry in
            let screen = ChaosScreen.all.firstIndex { $0.name == entry.screen }!
            return (1...storms).map { Case(screen: screen, seed: UInt64(screen * 100 + $0), probe: entry.probe) }
        }
    }()

    static let tally = Tally()

    @Test(arguments: cases)
    func theLayoutIsRightAfterTheStorm(_ storm: Case) throws {
        let screen = ChaosScreen.all[storm.screen]
        // Started at another size than it ends at: an app that ignored resizes would not pass.
        let (stormy, stormyEnd) = try startApp(arguments: screen.arguments, width: 120, height: 40)
        defer { stormy.close() }
        try screen.reach(stormy)

        let sizes = Self.stormSizes(seed: storm.seed)
        for size in sizes {
            try stormy.resize(width: size.width, height: size.height)
            Thread.sleep(forTimeInterval: 0.01)
        }
        let last = try #require(sizes.last)
        #expect(try stormy.format("#{window_width}x#{window_height}") == "\(last.width)x\(last.height)",
                "tmux did not take the storm's sizes")
        try stormy.resize(width: 80, height: 24)

        let (fresh, freshEnd) = try startApp(arguments: screen.arguments)
        defer { fresh.close() }
        try screen.reach(fresh)
        try screen.expectSameScreen(stormy, as: fresh, "after the storm")

        for session in [stormy, fresh] { try screen.perform(storm.probe, on: session) }
        try screen.expectSameScreen(stormy, as: fresh, "after the probe key")

        for (session, end) in [(stormy, stormyEnd), (fresh, freshEnd)] {
            try session.send("C-c")
            let state = try terminalState(after: session, file: end)
            #expect(state.hasPrefix("exit=130"))
            try expectTerminalRestored(state, session)
        }

        let totals = Self.tally.add(["resize events": sizes.count + 1, "storms": 1])
        SuiteFigures(id: "chaos-resize-storm", title: "Resize storms",
                     tried: ["resize events": totals["resize events"] ?? 0, "storms": totals["storms"] ?? 0,
                             "screens": Set(Self.cases.map(\.screen)).count],
                     held: "After each storm of \(Self.eventsPerStorm) resizes (1x1 to 300x100) the screen at 80x24 "
                         + "matched a fresh start in the same state (the animation's frames and clock aside), a "
                         + "key then did the same in both, and the terminal was restored on quit.").record()
    }

    /// `eventsPerStorm` sizes, among them the smallest (1x1) and the largest (300x100).
    static func stormSizes(seed: UInt64) -> [(width: Int, height: Int)] {
        var generator = SeededRandom(seed: seed)
        var sizes = (0..<(eventsPerStorm - 2)).map { _ in
            (width: Int.random(in: 1...300, using: &generator), height: Int.random(in: 1...100, using: &generator))
        }
        sizes.insert((1, 1), at: Int.random(in: 0...sizes.count, using: &generator))
        sizes.insert((300, 100), at: Int.random(in: 0...sizes.count, using: &generator))
        return sizes
    }
}
