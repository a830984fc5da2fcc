import Foundation
import Testing

/// One screen of the app, reached from the command line and a few keys, with what it must
/// have saved by the time the app ends however it ends.
struct ChaosScreen: Sendable, CustomStringConvertible {
    struct Step: Sendable {
        var keys: [String]
        /// Shown once the keys took effect.
        var shows: [String]
    }

    var name: String
    var arguments: String
    /// The first step has no keys: what the app shows once it has started.
    var steps: [Step]
    /// The screen moves by itself (the animation): compare it without its frames.
    var isAnimated = false
    /// What the progress store must hold afterwards, and how to say it failed.
    var saved: @Sendable (SavedProgress) -> Bool
    var savedDescription: String

    var description: String { name }

    /// Drives `session` from a fresh start to this screen.
    func reach(_ session: TmuxSession) throws {
        for step in steps { try perform(step, on: session) }
    }

    /// Presses one step's keys and waits for what they show.
    func perform(_ step: Step, on session: TmuxSession) throws {
        if !step.keys.isEmpty { try session.tmux(["send-keys", "-t", session.name] + step.keys) }
        try session.waitForScreen("the \(name): " + step.shows.joined(separator: ", ")) { screen in
            step.shows.allSatisfy { screen.contains($0) }
        }
    }

    /// The screen as compared across runs: an animated one without its frames (rows drawn in
    /// braille, and blank rows, which a moving layer may cross at any moment) and without the
    /// clock in its title. Every row of text stays, in its place.
    func comparable(_ screen: String) -> [String] {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard isAnimated else { return rows }
        return rows.map { row in
            let isFrame = row.allSatisfy(\.isWhitespace) || row.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }
            if isFrame { return "<frame>" }
            return row.replacingOccurrences(of: #"\d+\.\d+s"#, with: "<time>", options: .regularExpression)
        }
    }

    /// Waits until both windows show the same screen; fails with both if they never do.
    func expectSameScreen(_ session: TmuxSession, as fresh: TmuxSession, _ moment: String) throws {
        var expected: [String] = []
        do {
            try session.waitForScreen("the \(name) as a fresh start shows it \(moment)") {
                expected = comparable((try? fresh.screen()) ?? "")
                return comparable($0) == expected
            }
        } catch {
            Issue.record("\(error)\nthe fresh start showed:\n\(expected.joined(separator: "\n"))")
        }
    }

    /// The screen once it has stopped changing (its frames aside): a capture may catch a redraw
    /// half way.
    func settledScreen(_ session: TmuxSession) throws -> [String] {
        var last: [String] = []
        try session.waitForScreen("the \(name) to settle") { screen in
            defer { last = comparable(screen) }
            return comparable(screen) == last
        }
        return last
    }

    static let readerPage2: [Step] = [Step(keys: [], shows: ["Lesson 2/4", "page 1/5"]), Step(keys: ["n"], shows: ["page 2/5"])]
    static let savedReaderPage2: @Sendable (SavedProgress) -> Bool = { $0.position?.lessonId == "why-patterns" && $0.position?.page == 1 }

    /// Every screen a learner can be on.
    static let all: [ChaosScreen] = [
        ChaosScreen(name: "menu", arguments: "lesson why-patterns",
                    steps: readerPage2 + [Step(keys: ["q"], shows: ["lessons done", "q quit"])],
                    saved: savedReaderPage2, savedDescription: "the place, page 2 of why-patterns"),
        ChaosScreen(name: "reader", arguments: "lesson why-patterns", steps: readerPage2,
                    saved: savedReaderPage2, savedDescription: "the place, page 2 of why-patterns"),
        ChaosScreen(name: "help overlay", arguments: "lesson why-patterns",
                    steps: readerPage2 + [Step(keys: ["?"], shows: ["any key closes"])],
                    saved: savedReaderPage2, savedDescription: "the place, page 2 of why-patterns"),
        ChaosScreen(name: "quiz", arguments: "lesson singleton --quiz",
                    steps: [Step(keys: [], shows: ["Quiz · Singleton", "question 1/3"]),
                            // Choices are shuffled: whichever "2" is, the answer is checked and saved.
                            Step(keys: ["2", "Enter"], shows: ["you chose 2."])],
                    saved: { $0.answers.contains { $0.lessonId == "singleton" } },
                    savedDescription: "the answer to the first question"),
        ChaosScreen(name: "self-quiz", arguments: "quiz --all",
                    steps: [Step(keys: [], shows: ["Self-quiz", "question 1/"]),
                            Step(keys: ["2", "Enter"], shows: ["you chose 2."])],
                    saved: { $0.answers.count == 1 },
                    savedDescription: "the review just answered"),
        ChaosScreen(name: "stats", arguments: "lesson why-patterns",
                    steps: readerPage2 + [Step(keys: ["q"], shows: ["lessons done"]), Step(keys: ["s"], shows: ["Self-quiz statistics"])],
                    saved: savedReaderPage2, savedDescription: "the place, page 2 of why-patterns"),
        ChaosScreen(name: "live run", arguments: "lesson singleton",
                    steps: [Step(keys: [], shows: ["Lesson 3/4", "page 1/5"]), Step(keys: ["n"], shows: ["page 2/5"]),
                            Step(keys: ["d"], shows: ["Live run · Singleton"])],
                    saved: { $0.position?.lessonId == "singleton" && $0.position?.page == 1 },
                    savedDescription: "the place, page 2 of singleton"),
        ChaosScreen(name: "animation stage", arguments: "lesson factory-method",
                    steps: [Step(keys: [], shows: ["Lesson 4/4", "page 1/"]), Step(keys: ["n"], shows: ["page 2/"]),
                            Step(keys: ["d"], shows: ["Live run · Factory Method", "Space pause"])],
                    isAnimated: true,
                    saved: { $0.position?.lessonId == "factory-method" && $0.position?.page == 1 },
                    savedDescription: "the place, page 2 of factory-method"),
        ChaosScreen(name: "shape game", arguments: "game --seed 7",
                    steps: [Step(keys: [], shows: ["turn 1 ·"]), Step(keys: ["Right"], shows: ["turn 2 ·"])],
                    saved: { ($0.games ?? []).contains { $0.turns >= 1 } },
                    savedDescription: "the game in progress"),
    ]
}

/// Counts what the cases of a suite tried, across cases run in parallel, for its figures.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// Adds `counts` and returns the totals so far.
    func add(_ counts: [String: Int]) -> [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        self.counts.merge(counts, uniquingKeysWith: +)
        return self.counts
    }
}
