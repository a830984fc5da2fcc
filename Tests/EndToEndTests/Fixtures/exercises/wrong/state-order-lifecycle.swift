// expect-failure: a shipped order can no longer be cancelled
// Cancel treated the same everywhere: a shipped order is cancelled and refunded.
enum OrderEvent { case pay, ship, deliver, cancel }

/// A state's answer to an event: the next state, and whether money goes back.
struct Reaction: Sendable {
    var next: any OrderState
    var refund = false
}

/// One state of an order. No defaults: a state that skips an event won't compile.
protocol OrderState: Sendable {
    var name: String { get }
    func pay() -> Reaction
    func ship() -> Reaction
    func deliver() -> Reaction
    func cancel() -> Reaction
}

struct AwaitingPayment: OrderState {
    var name: String { "awaiting payment" }
    func pay() -> Reaction { Reaction(next: Paid()) }
    func ship() -> Reaction { Reaction(next: self) }       // not before payment
    func deliver() -> Reaction { Reaction(next: self) }
    func cancel() -> Reaction { Reaction(next: Closed(name: "cancelled")) }
}

struct Paid: OrderState {
    var name: String { "paid" }
    func pay() -> Reaction { Reaction(next: self) }        // paid already
    func ship() -> Reaction { Reaction(next: Shipped()) }
    func deliver() -> Reaction { Reaction(next: self) }    // ship it first
    func cancel() -> Reaction { Reaction(next: Closed(name: "cancelled"), refund: true) }
}

struct Shipped: OrderState {
    var name: String { "shipped" }
    func pay() -> Reaction { Reaction(next: self) }
    func ship() -> Reaction { Reaction(next: self) }
    func deliver() -> Reaction { Reaction(next: Closed(name: "delivered")) }
    func cancel() -> Reaction { Reaction(next: Closed(name: "cancelled"), refund: true) }
}

/// Delivered or cancelled: the order is finished, and every event leaves it so.
struct Closed: OrderState {
    let name: String
    func pay() -> Reaction { Reaction(next: self) }
    func ship() -> Reaction { Reaction(next: self) }
    func deliver() -> Reaction { Reaction(next: self) }
    func cancel() -> Reaction { Reaction(next: self) }
}

/// The context: it hands each event to its state and applies the answer.
final class Order {
    private(set) var state: any OrderState = AwaitingPayment()
    private(set) var refunds = 0

    func handle(_ event: OrderEvent) {
        let reaction = switch event {
        case .pay: state.pay()
        case .ship: state.ship()
        case .deliver: state.deliver()
        case .cancel: state.cancel()
        }
        if reaction.refund { refunds += 1 }
        state = reaction.next
    }
}
