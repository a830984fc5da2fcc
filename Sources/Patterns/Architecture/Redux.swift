import Localization

/// Redux: the whole app's state lives in one store. Nothing mutates it directly: views
/// dispatch actions, a pure reducer computes the next state from the current one and the
/// action, and the store hands the new state to every subscriber. Middleware sits in front
/// of the reducer for side effects such as logging, which the reducer must never do.
public enum Redux {
    /// Computes the next state; must not touch anything but its inputs.
    public typealias Reducer<State, Action> = (State, Action) -> State

    /// Sees each action before the reducer. Calling `next` passes the action on (possibly
    /// changed); not calling it swallows the action.
    public typealias Middleware<State, Action> = (_ action: Action, _ state: State, _ next: (Action) -> Void) -> Void

    /// A subscription's handle, used to unsubscribe.
    public struct Subscription: Hashable, Sendable {
        let id: Int
    }

    /// The single source of truth. Not thread-safe: dispatch from one thread (in an app,
    /// the main thread).
    public final class Store<State, Action> {
        /// Read-only from outside: `dispatch` is the only way to change it.
        public private(set) var state: State
        /// Every action that reached the reducer, oldest first.
        public private(set) var history: [Action] = []
        public let initialState: State
        private let reducer: Reducer<State, Action>
        private let middleware: [Middleware<State, Action>]
        private var subscribers: [(subscription: Subscription, notify: (State) -> Void)] = []
        private var nextSubscription = 0

        public init(state: State, reducer: @escaping Reducer<State, Action>,
                    middleware: [Middleware<State, Action>] = []) {
            self.state = state
            self.initialState = state
            self.reducer = reducer
            self.middleware = middleware
        }

        public func dispatch(_ action: Action) {
            run(action, throughMiddlewareFrom: 0)
        }

        /// Calls `notify` with the new state after every dispatch that reaches the reducer,
        /// until unsubscribed.
        @discardableResult
        public func subscribe(_ notify: @escaping (State) -> Void) -> Subscription {
            nextSubscription += 1
            let subscription = Subscription(id: nextSubscription)
            subscribers.append((subscription, notify))
            return subscription
        }

        /// Says whether the subscription was still active.
        @discardableResult
        public func unsubscribe(_ subscription: Subscription) -> Bool {
            let before = subscribers.count
            subscribers.removeAll { $0.subscription == subscription }
            return subscribers.count < before
        }

        public var subscriberCount: Int { subscribers.count }

        /// Folds the first `count` actions of the history through the reducer, starting
        /// from the initial state. Because the reducer is pure this always lands on the
        /// state the store had then: time travel for free.
        public func replay(first count: Int) -> State {
            history.prefix(count).reduce(initialState, reducer)
        }

        private func run(_ action: Action, throughMiddlewareFrom index: Int) {
            guard index < middleware.count else {
                reduce(action)
                return
            }
            middleware[index](action, state) { next in
                run(next, throughMiddlewareFrom: index + 1)
            }
        }

        private func reduce(_ action: Action) {
            state = reducer(state, action)
            history.append(action)
            // The loop walks a copy of the array, so a subscriber that unsubscribes while
            // being notified cannot disturb it.
            for subscriber in subscribers { subscriber.notify(state) }
        }
    }

    // MARK: The counter-and-list app in Redux

    /// The app's whole state: the list and whatever notice the last action left.
    public struct AppState: Equatable, Sendable {
        public var list = CounterListModel()
        public var notice: String?

        public init() {}

        public var summary: String {
            notice == nil ? list.summary : localized("{0}, a notice", list.summary)
        }
    }

    public enum Action: Equatable, Sendable {
        case increment
        case decrement
        case addItem(String)
        /// The item's number as the screen shows it, counting from 1.
        case removeItem(number: Int)

        public var description: String {
            switch self {
            case .increment: "increment"
            case .decrement: "decrement"
            case .addItem(let name): "addItem(\(ArchitectureTrace.quoted(name)))"
            case .removeItem(let number): "removeItem(number: \(number))"
            }
        }
    }

    /// The reducer: a pure function of its two arguments. It takes the state by value and
    /// returns a new one, so it cannot mutate the store's copy; a refused change becomes a
    /// notice in the new state rather than an error thrown at the caller.
    public static func reduce(_ state: AppState, _ action: Action) -> AppState {
        var next = state
        do {
            switch action {
            case .increment: next.list.increment()
            case .decrement: try next.list.decrement()
            case .addItem(let name): try next.list.addItem(name)
            case .removeItem(let number): try next.list.removeItem(number: number)
            }
            next.notice = nil
        } catch {
            next.notice = error.message
        }
        return next
    }
}

public final class ReduxDemo: Demo {
    public static let info = DemoInfo(
        id: "redux",
        title: "Redux: store, actions, reducer",
        family: .architecture,
        summary: """
            The counter and list as a Redux store. State changes only by dispatching an \
            action: a logging middleware sees it first, then the pure reducer computes the \
            next state, then every subscriber gets it. The store keeps the actions, so \
            replaying them through the reducer rebuilds any past state.
            """,
        commands: [
            DemoCommand("dispatch", "<increment|decrement|add|remove> [arg]", arguments: 1...5,
                        help: "send an action, e.g. dispatch add milk"),
            DemoCommand("subscribe", "<name>", arguments: 1...1, help: "a view subscribes to the store"),
            DemoCommand("unsubscribe", "<name>", arguments: 1...1, help: "that view stops listening"),
            DemoCommand("history", help: "list the actions the store has reduced"),
            DemoCommand("replay", "<n>", arguments: 1...1, help: "rebuild the state after the first n actions"),
        ],
        tour: [
            TourStep("subscribe a", "A view subscribes to the store."),
            TourStep("dispatch increment", "Middleware, then the pure reducer, then every subscriber."),
            TourStep("dispatch add milk", "Another action; view a hears the new state once."),
            TourStep("dispatch remove 4", "Refused: the reducer puts a notice in the state, no throw."),
            TourStep("unsubscribe a", "a stops listening..."),
            TourStep("dispatch increment", "...so only the store and the log see this one."),
            TourStep("history", "The store kept every action, in order."),
            TourStep("replay 2", "Replaying the first 2 actions rebuilds that past state exactly."),
        ])

    private let store: Redux.Store<Redux.AppState, Redux.Action>
    /// What the middleware saw and what the subscribers heard during the current command.
    private let middlewareLog = ArchitectureTrace()
    private let deliveries = ArchitectureTrace()
    private var subscriptions: [String: Redux.Subscription] = [:]

    public init() {
        let log = middlewareLog
        let logger: Redux.Middleware<Redux.AppState, Redux.Action> = { action, _, next in
            log.note(localized("middleware logs {0}, passes it on", action.description))
            next(action)
        }
        store = Redux.Store(state: Redux.AppState(), reducer: Redux.reduce, middleware: [logger])
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "dispatch": return dispatch(try action(from: input))
        case "subscribe": return try subscribe(input.text())
        case "unsubscribe": return try unsubscribe(input.text())
        case "history": return history()
        case "replay": return try replay(input)
        default: throw DemoError(localized("redux has no command {0}", input.name))
        }
    }

    private func action(from input: DemoInput) throws(DemoError) -> Redux.Action {
        let kind = try input.choice(0, named: localized("action"), among: ["increment", "decrement", "add", "remove"])
        switch kind {
        case "increment", "decrement":
            guard input.words.count == 1 else { throw DemoError(localized("{0} takes nothing after it", kind)) }
            return kind == "increment" ? .increment : .decrement
        case "add":
            guard input.words.count > 1 else { throw DemoError(localized("add needs an item: dispatch add milk")) }
            return .addItem(input.text(from: 1))
        default:
            guard input.words.count == 2 else { throw DemoError(localized("remove needs one item number: dispatch remove 1")) }
            return .removeItem(number: try CounterListDemoKit.itemNumber(input, at: 1))
        }
    }

    private func dispatch(_ action: Redux.Action) -> [String] {
        let before = store.state
        store.dispatch(action)
        let after = store.state
        // The reducer's step is reported here, after the fact, because a reducer must not
        // write to a log: that would be a side effect.
        let reduced = [localized("reducer: ({0})", before.summary), localized("      → ({0})", after.summary)]
            + (after.notice.map { [localized("  notice: {0}", $0)] } ?? [])
        let heard = deliveries.drain()
        return middlewareLog.drain() + reduced + (heard.isEmpty ? [localized("no subscribers to notify")] : heard)
    }

    private func subscribe(_ name: String) throws(DemoError) -> [String] {
        // Short names and few of them keep the state panel inside its 40 columns.
        guard name.count <= 7 else { throw DemoError(localized("keep subscriber names to 7 characters, like a or list")) }
        guard subscriptions[name] == nil else { throw DemoError(localized("{0} is already subscribed: nothing changed", name)) }
        guard subscriptions.count < 3 else { throw DemoError(localized("three subscribers are plenty here; unsubscribe one first")) }
        let deliveries = self.deliveries
        subscriptions[name] = store.subscribe { state in
            deliveries.note(localized("store → {0}: new state ({1})", name, state.summary))
        }
        return [localized("{0} subscribes; it hears every dispatch from now on", name),
                localized("subscribers: {0}", subscriptions.keys.sorted().joined(separator: ", "))]
    }

    private func unsubscribe(_ name: String) throws(DemoError) -> [String] {
        guard let subscription = subscriptions.removeValue(forKey: name) else {
            let known = subscriptions.keys.sorted().joined(separator: ", ")
            let quoted = DemoInput.shortened(name)
            throw DemoError(known.isEmpty ? localized("{0} is not subscribed", quoted)
                                          : localized("{0} is not subscribed; subscribers: {1}", quoted, known))
        }
        store.unsubscribe(subscription)
        return [localized("{0} unsubscribes; the store will not call it again", name)]
    }

    private func history() -> [String] {
        guard !store.history.isEmpty else { return [localized("no actions yet: the state is still the initial one")] }
        return store.history.enumerated().map { "\($0.offset + 1). \($0.element.description)" }
    }

    private func replay(_ input: DemoInput) throws(DemoError) -> [String] {
        let count = try input.integer(0, named: "n")
        guard !store.history.isEmpty else { throw DemoError(localized("nothing to replay yet: dispatch an action first")) }
        guard (0...store.history.count).contains(count) else {
            throw DemoError(localized("n must be between 0 and {0}, the number of actions so far", store.history.count))
        }
        let replayed = store.replay(first: count)
        let comparison = count == store.history.count
            ? localized("equal to the store's state now: {0}", replayed == store.state)
            : localized("the state as it was after action {0}", count)
        return [localized(count: count, one: "initial state + {0} action through the reducer:",
                          other: "initial state + {0} actions through the reducer:"),
                "  (\(replayed.summary))", comparison, localized("the store itself is unchanged")]
    }

    public var statePanel: [String] {
        let state = store.state
        var lines = [localized("Store state:"), localized("  count: {0}", state.list.count)]
        lines += state.list.items.isEmpty ? [localized("  items: none")]
            : [localized("  items:")] + state.list.items.map { "    " + $0 }
        if let notice = state.notice { lines.append(localized("  notice: {0}", notice)) }
        let names = subscriptions.keys.sorted().joined(separator: ", ")
        lines.append(names.isEmpty ? localized("Subscribers: none") : localized("Subscribers: {0}", names))
        lines.append(localized(count: store.history.count, one: "History: {0} action", other: "History: {0} actions"))
        return lines
    }
}
