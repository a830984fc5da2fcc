// expect-failure: none when an action leaves the state as it was
/// The whole state of the cart: plain values all the way down.
struct CartState: Equatable {
    var quantities: [String: Int] = [:]
    var notice: String?
}

enum CartAction: Equatable {
    case add(String, quantity: Int)
    case remove(String)
    case clear
}

/// The only place the cart changes: the next state from this state and this action.
func cartReducer(_ state: CartState, _ action: CartAction) -> CartState {
    var next = state
    switch action {
    case .add(let item, let quantity):
        guard quantity > 0 else {
            next.notice = "Add at least one \(item)."
            return next
        }
        next.quantities[item, default: 0] += quantity
        next.notice = nil
    case .remove(let item):
        next.quantities[item] = nil
    case .clear:
        next = CartState()
    }
    return next
}

@MainActor
final class Store<State: Equatable, Action> {
    private(set) var state: State
    private let reducer: (State, Action) -> State
    private var subscribers: [(State) -> Void] = []

    init(state: State, reducer: @escaping (State, Action) -> State) {
        self.state = state
        self.reducer = reducer
    }

    func dispatch(_ action: Action) {
        let next = reducer(state, action)
        state = next
        for notify in subscribers { notify(next) }
    }

    func subscribe(_ notify: @escaping (State) -> Void) {
        subscribers.append(notify)
        notify(state)
    }
}
