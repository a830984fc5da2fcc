import Localization

// The turnstile asks its current state object what every event means. There is no
// `switch state` and no `if locked` in the machine: each state answers every event itself,
// including the events that make no sense in it, and names the state that comes next.

/// The events a turnstile can receive.
public enum TurnstileEvent: String, CaseIterable, Sendable {
    case coin, push, fault, repair
}

/// What a state decided: the next state and what the turnstile did, in words.
public struct TurnstileReaction: Sendable {
    public let next: any TurnstileState
    public let effect: TurnstileEffect
    public let message: String

    public init(_ next: any TurnstileState, _ message: String, effect: TurnstileEffect = .none) {
        self.next = next
        self.effect = effect
        self.message = message
    }
}

/// The machine's side effects, which the states ask for and the machine carries out.
public enum TurnstileEffect: Sendable {
    case none, keepCoin, returnCoin, letThrough
}

/// One state of the turnstile. Every event is a requirement with no default, so a new
/// state must decide what each event means; nothing is silently ignored.
public protocol TurnstileState: Sendable {
    var name: String { get }
    func coin() -> TurnstileReaction
    func push() -> TurnstileReaction
    func fault() -> TurnstileReaction
    func repair() -> TurnstileReaction
}

public struct LockedState: TurnstileState {
    public init() {}
    public var name: String { "locked" }
    public func coin() -> TurnstileReaction { .init(UnlockedState(), localized("coin accepted, the arm unlocks"), effect: .keepCoin) }
    public func push() -> TurnstileReaction { .init(self, localized("the arm is locked; insert a coin first")) }
    public func fault() -> TurnstileReaction { .init(OutOfOrderState(), localized("fault detected, out of order")) }
    public func repair() -> TurnstileReaction { .init(self, localized("nothing to repair, it works")) }
}

public struct UnlockedState: TurnstileState {
    public init() {}
    public var name: String { "unlocked" }
    public func coin() -> TurnstileReaction { .init(self, localized("already paid, the coin is returned"), effect: .returnCoin) }
    public func push() -> TurnstileReaction { .init(LockedState(), localized("one person passes, the arm locks again"), effect: .letThrough) }
    public func fault() -> TurnstileReaction { .init(OutOfOrderState(), localized("fault detected, out of order (fare kept)")) }
    public func repair() -> TurnstileReaction { .init(self, localized("nothing to repair, it works")) }
}

public struct OutOfOrderState: TurnstileState {
    public init() {}
    public var name: String { "out-of-order" }
    public func coin() -> TurnstileReaction { .init(self, localized("out of order, the coin is returned"), effect: .returnCoin) }
    public func push() -> TurnstileReaction { .init(self, localized("out of order, the arm does not move")) }
    public func fault() -> TurnstileReaction { .init(self, localized("already out of order")) }
    public func repair() -> TurnstileReaction { .init(LockedState(), localized("repaired, locked and ready")) }
}

/// The context: it forwards each event to its state, applies the effect and moves on to
/// the state the old one chose.
public final class Turnstile {
    public private(set) var state: any TurnstileState
    public private(set) var coinsKept = 0
    public private(set) var coinsReturned = 0
    public private(set) var passages = 0

    public init(state: any TurnstileState = LockedState()) {
        self.state = state
    }

    @discardableResult
    public func handle(_ event: TurnstileEvent) -> TurnstileReaction {
        let reaction = switch event {
        case .coin: state.coin()
        case .push: state.push()
        case .fault: state.fault()
        case .repair: state.repair()
        }
        apply(reaction.effect)
        state = reaction.next
        return reaction
    }

    private func apply(_ effect: TurnstileEffect) {
        switch effect {
        case .none: break
        case .keepCoin: coinsKept += 1
        case .returnCoin: coinsReturned += 1
        case .letThrough: passages += 1
        }
    }
}

public final class StateDemo: Demo {
    public static let info = DemoInfo(
        id: "state",
        title: "State",
        family: .behavioral,
        summary: """
            A turnstile behaves differently when locked, unlocked or out of order. Each state \
            is an object that answers every event (coin, push, fault, repair) and names the \
            next state. The turnstile holds no if/else on its state: it just asks.
            """,
        commands: [
            DemoCommand("event", "<coin|push|fault|repair>", arguments: 1...1, help: "send an event to the turnstile"),
            DemoCommand("table", help: "ask every state about every event: the transition table"),
        ],
        tour: [
            TourStep("event push", "Locked: the locked state refuses the push itself."),
            TourStep("event coin", "The locked state takes the coin and hands over to unlocked."),
            TourStep("event coin", "The same event means something else now: the coin comes back."),
            TourStep("event push", "Unlocked lets one person through and chooses locked as next."),
            TourStep("event fault", "A fault switches to the out-of-order state..."),
            TourStep("event coin", "...which returns coins instead of unlocking."),
            TourStep("event repair", "Repair is the only way back, and only this state offers it."),
            TourStep("table", "The whole machine, read from the state objects."),
        ])

    private let turnstile = Turnstile()

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "event":
            guard let event = TurnstileEvent(rawValue: input.words[0].lowercased()) else {
                let names = TurnstileEvent.allCases.map(\.rawValue).joined(separator: ", ")
                throw DemoError(localized("unknown event '{0}': use one of {1}", input.words[0], names))
            }
            let before = turnstile.state.name
            let reaction = turnstile.handle(event)
            return [localized("{0} handles {1}: {2}", before, event.rawValue, reaction.message),
                    before == turnstile.state.name
                        ? localized("stays {0}", before) : localized("state: {0} → {1}", before, turnstile.state.name)]
        case "table": return table()
        default: throw DemoError(localized("state has no command {0}", input.name))
        }
    }

    /// Built by asking each state, so the table can never disagree with the code.
    private func table() -> [String] {
        let states: [any TurnstileState] = [LockedState(), UnlockedState(), OutOfOrderState()]
        var lines = [localized("state         event   → next")]
        for state in states {
            for event in TurnstileEvent.allCases {
                let next = Turnstile(state: state).handle(event).next.name
                let marker = next == state.name ? "  " + localized("(stays)") : ""
                lines.append(pad(state.name, 13) + " " + pad(event.rawValue, 7) + " → " + next + marker)
            }
        }
        return lines
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    public var statePanel: [String] {
        ["Turnstile",
         "  " + localized("state: {0}", turnstile.state.name),
         "  " + localized("coins kept: {0}", turnstile.coinsKept),
         "  " + localized("coins returned: {0}", turnstile.coinsReturned),
         "  " + localized("people through: {0}", turnstile.passages)]
    }
}
