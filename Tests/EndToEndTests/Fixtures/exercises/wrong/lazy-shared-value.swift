// expect-failure: must run the initialiser once, and all see its result
// Check, unlock, make, lock again: two readers can both find the value missing and both make it.
import Synchronization

final class LazyValue<Value: Sendable>: Sendable {
    private enum State {
        case pending(@Sendable () -> Value)
        case ready(Value)
    }

    private let state: Mutex<State>

    init(_ initializer: @escaping @Sendable () -> Value) {
        state = Mutex(.pending(initializer))
    }

    var value: Value {
        let current = state.withLock { $0 }
        switch current {
        case .ready(let value):
            return value
        case .pending(let initializer):
            // Not under the lock, so a slow initialiser does not hold everyone up.
            let value = initializer()
            state.withLock { $0 = .ready(value) }
            return value
        }
    }
}
