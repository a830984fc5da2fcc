// expect-failure: a connection must come back clean
// Careful bookkeeping, but no reset: the next borrower inherits the last one's leftovers.
import Synchronization

protocol Resettable: AnyObject, Sendable {
    func reset()
}

enum PoolError: Error, Equatable {
    case notLent
}

final class Pool<Object: Resettable>: Sendable {
    private struct State {
        var free: [Object]
        var lent: Set<ObjectIdentifier> = []
    }

    private let state: Mutex<State>

    init(_ objects: [Object]) {
        state = Mutex(State(free: objects))
    }

    func tryBorrow() -> Object? {
        state.withLock { state in
            guard let object = state.free.popLast() else { return nil }
            state.lent.insert(ObjectIdentifier(object))
            return object
        }
    }

    func giveBack(_ object: Object) throws(PoolError) {
        try state.withLock { (state) throws(PoolError) in
            guard state.lent.remove(ObjectIdentifier(object)) != nil else { throw .notLent }
            state.free.append(object)
        }
    }
}
