@testable import Patterns
import Testing

@Suite struct ReduxTests {
    private typealias AppStore = Redux.Store<Redux.AppState, Redux.Action>

    @Test func theReducerIsPure() {
        var state = Redux.AppState()
        state.list.increment()
        let original = state
        for action: Redux.Action in [.increment, .decrement, .addItem("milk"), .removeItem(number: 3)] {
            let first = Redux.reduce(state, action)
            let second = Redux.reduce(state, action)
            #expect(first == second, "same state and action, same result: \(action)")
            #expect(state == original, "the input is never mutated: \(action)")
        }
    }

    @Test func aRefusalBecomesANoticeInTheNextState() {
        let refused = Redux.reduce(Redux.AppState(), .decrement)
        #expect(refused.list.count == 0)
        #expect(refused.notice == CounterListRefusal.countAtZero.message)
        #expect(Redux.reduce(refused, .increment).notice == nil)
    }

    @Test func subscribersHearEachDispatchOnceWithTheNewState() {
        let store = AppStore(state: Redux.AppState(), reducer: Redux.reduce)
        var heard: [Int] = []
        store.subscribe { heard.append($0.list.count) }
        store.dispatch(.increment)
        store.dispatch(.increment)
        store.dispatch(.decrement)
        #expect(heard == [1, 2, 1])
        #expect(store.state.list.count == 1)
    }

    @Test func anUnsubscribedSubscriberIsNotCalled() {
        let store = AppStore(state: Redux.AppState(), reducer: Redux.reduce)
        var first = 0
        var second = 0
        let subscription = store.subscribe { _ in first += 1 }
        store.subscribe { _ in second += 1 }
        store.dispatch(.increment)
        #expect(store.unsubscribe(subscription))
        #expect(!store.unsubscribe(subscription), "a second unsubscribe finds nothing")
        store.dispatch(.increment)
        #expect(first == 1)
        #expect(second == 2)
    }

    @Test func unsubscribingWhileBeingNotifiedDisturbsNobody() {
        let store = AppStore(state: Redux.AppState(), reducer: Redux.reduce)
        var later = 0
        var subscription: Redux.Subscription?
        subscription = store.subscribe { _ in
            if let subscription { store.unsubscribe(subscription) }
        }
        store.subscribe { _ in later += 1 }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(later == 2)
        #expect(store.subscriberCount == 1)
    }

    @Test func stateChangesOnlyThroughDispatch() {
        let store = AppStore(state: Redux.AppState(), reducer: Redux.reduce)
        var received: [Redux.AppState] = []
        store.subscribe { received.append($0) }
        store.dispatch(.addItem("milk"))
        #expect(received.count == 1)
        for var copy in received {
            copy.list.increment()
            try? copy.list.addItem("stolen")
        }
        #expect(store.state.list.count == 0, "a subscriber's copy is its own")
        #expect(store.state.list.items == ["milk"])
    }

    @Test func middlewareRunsFirstAndCanSwallowAnAction() {
        var seen: [Redux.Action] = []
        let logger: Redux.Middleware<Redux.AppState, Redux.Action> = { action, _, next in
            seen.append(action)
            next(action)
        }
        let noDecrements: Redux.Middleware<Redux.AppState, Redux.Action> = { action, _, next in
            if action != .decrement { next(action) }
        }
        let store = AppStore(state: Redux.AppState(), reducer: Redux.reduce, middleware: [logger, noDecrements])
        var notified = 0
        store.subscribe { _ in notified += 1 }
        store.dispatch(.increment)
        store.dispatch(.decrement)
        #expect(seen == [.increment, .decrement])
        #expect(store.state.list.count == 1, "the swallowed decrement never reached the reducer")
        #expect(store.history == [.increment])
        #expect(notified == 1)
    }

    @Test func replayingTheHistoryRebuildsEveryPastState() {
        let store = AppStore(state: Redux.AppState(), reducer: Redux.reduce)
        var states: [Redux.AppState] = [store.state]
        for action: Redux.Action in [.increment, .addItem("tea"), .removeItem(number: 5), .addItem("jam")] {
            store.dispatch(action)
            states.append(store.state)
        }
        for (count, state) in states.enumerated() {
            #expect(store.replay(first: count) == state)
        }
    }

    @Test func replayWithNoHistorySaysWhatToDoFirst() {
        let session = DemoSession(ReduxDemo.self)
        let outcome = session.run("replay 5")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "nothing to replay yet: dispatch an action first")
        session.run("dispatch increment")
        #expect(session.run("replay 5").entries.last?.text
            == "n must be between 0 and 1, the number of actions so far")
        #expect(session.run("replay 1").succeeded)
    }

    @Test func theDemoRefusesToUnsubscribeAStranger() {
        let session = DemoSession(ReduxDemo.self)
        session.run("subscribe a")
        let outcome = session.run("unsubscribe z")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "z is not subscribed; subscribers: a")
    }
}
