@testable import Patterns
import Testing

@Suite struct StateTests {
    private static let states: [any TurnstileState] = [LockedState(), UnlockedState(), OutOfOrderState()]

    @Test func theTransitionTable() {
        let expected: [String: [TurnstileEvent: String]] = [
            "locked": [.coin: "unlocked", .push: "locked", .fault: "out-of-order", .repair: "locked"],
            "unlocked": [.coin: "unlocked", .push: "locked", .fault: "out-of-order", .repair: "unlocked"],
            "out-of-order": [.coin: "out-of-order", .push: "out-of-order", .fault: "out-of-order", .repair: "locked"],
        ]
        for state in Self.states {
            for event in TurnstileEvent.allCases {
                let turnstile = Turnstile(state: state)
                turnstile.handle(event)
                #expect(turnstile.state.name == expected[state.name]?[event], "\(state.name) + \(event)")
            }
        }
    }

    @Test func invalidEventsAreHandledByTheStateItself() {
        let turnstile = Turnstile()
        let refused = turnstile.handle(.push)
        #expect(refused.message == LockedState().push().message)
        #expect(turnstile.state.name == "locked")
        #expect(turnstile.passages == 0)
        turnstile.handle(.fault)
        turnstile.handle(.coin)
        #expect(turnstile.coinsReturned == 1)
        #expect(turnstile.coinsKept == 0)
    }

    @Test func theSameEventMeansSomethingElseInAnotherState() {
        let turnstile = Turnstile()
        turnstile.handle(.coin)
        turnstile.handle(.coin)
        #expect(turnstile.coinsKept == 1)
        #expect(turnstile.coinsReturned == 1)
        turnstile.handle(.push)
        #expect(turnstile.passages == 1)
        #expect(turnstile.state.name == "locked")
    }

    /// A state the machine has never heard of works at once: the machine holds no per-state logic.
    @Test func theMachineRunsAStateItHasNeverSeen() {
        struct FreeEntry: TurnstileState {
            var name: String { "free-entry" }
            func coin() -> TurnstileReaction { .init(self, "free today", effect: .returnCoin) }
            func push() -> TurnstileReaction { .init(self, "come in", effect: .letThrough) }
            func fault() -> TurnstileReaction { .init(OutOfOrderState(), "broken") }
            func repair() -> TurnstileReaction { .init(self, "fine") }
        }
        let turnstile = Turnstile(state: FreeEntry())
        turnstile.handle(.push)
        turnstile.handle(.push)
        #expect(turnstile.passages == 2)
        #expect(turnstile.state.name == "free-entry")
    }

    @Test func theDemoRefusesAnUnknownEvent() {
        let session = DemoSession(StateDemo.self)
        #expect(session.run("event kick").entries.last?.text == "unknown event 'kick': use one of coin, push, fault, repair")
    }
}
