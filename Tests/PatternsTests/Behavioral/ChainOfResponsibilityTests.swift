@testable import Patterns
import Testing

@Suite struct ChainOfResponsibilityTests {
    @Test func theChainFollowsTheViewTreeLikeUIKit() {
        let app = ResponderApp()
        #expect(app.button.chain.map(\.name) == ["button", "form", "screen", "controller", "window", "application"])
    }

    @Test func anEventGoesToTheFirstResponderThatHandlesIt() {
        let app = ResponderApp()
        app.window.handledEvents.insert(.copy)
        let route = app.button.receive(.copy)
        #expect(route.handler == "controller")
        #expect(route.visited == ["button", "form", "screen", "controller"])
    }

    @Test func anUnhandledEventReachesTheEndOfTheChain() {
        let app = ResponderApp()
        for responder in app.responders { responder.handledEvents.remove(.scroll) }
        let route = app.button.receive(.scroll)
        #expect(route.handler == nil)
        #expect(route.visited.last == "application")
        #expect(route.visited.count == app.responders.count)
    }

    @Test func handlingCanBeChangedPerResponder() {
        let app = ResponderApp()
        app.form.handledEvents.insert(.copy)
        #expect(app.button.receive(.copy).handler == "form")
        app.form.handledEvents.remove(.copy)
        #expect(app.button.receive(.copy).handler == "controller")
    }

    @Test func detachingAViewChangesTheRoute() {
        let app = ResponderApp()
        #expect(app.button.receive(.shake).handler == "application")
        app.form.removeFromSuperview()
        let route = app.button.receive(.shake)
        #expect(route.visited == ["button", "form"])
        #expect(route.handler == nil)
        #expect(app.screen.subviews.isEmpty)
        #expect(app.form.subviews.map(\.name) == ["button"])
    }

    @Test func aSubviewDoesNotKeepItsSuperviewAlive() {
        let button = ResponderView("button")
        weak var weakForm: ResponderView?
        do {
            let form = ResponderView("form")
            weakForm = form
            form.addSubview(button)
            #expect(button.next === form)
        }
        #expect(weakForm == nil)
        #expect(button.next == nil)
    }

    @Test func theDemoExplainsWhatCannotBeDetached() {
        let session = DemoSession(ChainOfResponsibilityDemo.self)
        #expect(session.run("detach controller").entries.last?.text
            == "only views inside the window can be detached, not controller")
        #expect(session.run("detach form").succeeded)
        #expect(session.run("detach form").entries.last?.text == "form is already detached")
        #expect(session.run("send poke").entries.last?.text == "unknown event 'poke': use one of tap, copy, shake, scroll")
    }

    @Test func handlingWhatIsAlreadySoSaysNothingChanged() {
        let session = DemoSession(ChainOfResponsibilityDemo.self)
        #expect(session.run("handle button tap").entries.last?.text == "button already handles tap: nothing changed")
        #expect(session.run("handle form tap --off").entries.last?.text == "form doesn't handle tap anyway: nothing changed")
        #expect(session.run("handle form tap").entries.last?.text == "form now handles tap instead of passing it on")
        #expect(session.run("handle form tap --off").entries.last?.text == "form no longer handles tap: it will pass it on")
    }

    @Test func detachingShowsTheCutChainFromTheDeepestView() {
        let session = DemoSession(ChainOfResponsibilityDemo.self)
        #expect(session.run("detach form").entries.last?.text == "chain from button now: button → form")
        #expect(session.run("send copy").entries.last?.text == "end of the chain: copy is discarded, unhandled")
    }
}
