@testable import Patterns
import Testing

@Suite struct MVCTests {
    @Test func theControllerPushesTheModelIntoThePassiveView() {
        let controller = MVC.CounterListController()
        controller.view.userDid(.tapPlus)
        controller.view.userDid(.addItem("milk"))
        #expect(controller.model.count == 1)
        #expect(controller.model.items == ["milk"])
        #expect(controller.view.canvas.countText == "Count: \(controller.model.count)")
        #expect(controller.view.canvas.rows == ["1. milk"])
    }

    @Test func aRefusalIsShownByTheControllerAndClearedByTheNextSuccess() {
        let controller = MVC.CounterListController()
        controller.view.userDid(.removeItem(number: 1))
        #expect(controller.view.canvas.notice == CounterListRefusal.noSuchItem(1).message)
        controller.view.userDid(.tapPlus)
        #expect(controller.view.canvas.notice == nil)
    }

    @Test func theViewDoesNotKeepItsControllerAlive() {
        weak var released: MVC.CounterListController?
        var view: MVC.CounterListView?
        do {
            let controller = MVC.CounterListController()
            released = controller
            view = controller.view
        }
        #expect(released == nil)
        let before = view?.canvas
        view?.userDid(.tapPlus)
        #expect(view?.canvas == before, "a tap with no controller changes nothing")
    }

    @Test func onlyTheControllerTalksToTheModelAndTheView() {
        let trace = ArchitectureTrace()
        let controller = MVC.CounterListController(trace: trace)
        for action: CounterListAction in [.tapPlus, .tapMinus, .tapMinus, .addItem("tea"), .removeItem(number: 1)] {
            controller.view.userDid(action)
        }
        let pairs = Set(trace.drain().compactMap(Self.senderAndReceiver))
        #expect(pairs == ["view → controller", "controller → model", "controller → view"])
    }

    @Test func theDemoRefusesAnUnknownButton() {
        let outcome = DemoSession(MVCDemo.self).run("tap sideways")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "unknown button 'sideways': use one of plus, minus")
    }

    /// `view → controller` from `view → controller: plusTapped()`; nil for notes.
    static func senderAndReceiver(_ message: String) -> String? {
        guard message.contains(" → "), let colon = message.firstIndex(of: ":") else { return nil }
        return String(message[..<colon])
    }
}
