@testable import Patterns
import Testing

private final class SpyInteractor: VIPER.CounterListInteractorInput {
    var calls: [String] = []
    func loadList() { calls.append("loadList") }
    func increment() { calls.append("increment") }
    func decrement() { calls.append("decrement") }
    func addItem(_ name: String) { calls.append("addItem \(name)") }
    func removeItem(number: Int) { calls.append("removeItem \(number)") }
}

private final class SpyView: VIPER.CounterListViewProtocol {
    var shown: [VIPER.CounterListDisplay] = []
    func show(_ display: VIPER.CounterListDisplay) { shown.append(display) }
}

private final class SpyRouter: VIPER.CounterListRouterProtocol {
    var closed = 0
    func close() { closed += 1 }
}

@Suite struct VIPERTests {
    @Test func theAppOpensOnTheWelcomeModule() {
        let app = VIPER.App()
        #expect(app.navigator.stack.map(\.screenTitle) == ["Welcome"])
        #expect(app.welcome?.greeting == "Hello, VIPER!", "interactor → presenter → view on load")
    }

    @Test func theRouterNavigatesFromWelcomeToTheListAndBack() {
        let app = VIPER.App()
        app.tapStart()
        #expect(app.navigator.stack.map(\.screenTitle) == ["Welcome", "Shopping list"])
        #expect(app.counterList != nil)
        app.tapBack()
        #expect(app.navigator.stack.map(\.screenTitle) == ["Welcome"])
        #expect(app.welcome != nil)
    }

    @Test func poppingTheListFreesItsWholeModule() {
        let app = VIPER.App()
        app.tapStart()
        weak let view = app.counterList
        weak let presenter = app.counterList?.presenter
        #expect(view != nil && presenter != nil)
        app.tapBack()
        #expect(view == nil)
        #expect(presenter == nil)
    }

    @Test func thePresenterMediatesBetweenViewInteractorAndRouter() {
        let presenter = VIPER.CounterListPresenter(trace: ArchitectureTrace())
        let interactor = SpyInteractor()
        let view = SpyView()
        let router = SpyRouter()
        presenter.interactor = interactor
        presenter.view = view
        presenter.router = router
        presenter.didTapPlus()
        presenter.didAdd(item: "milk")
        #expect(interactor.calls == ["increment", "addItem milk"])
        #expect(view.shown.isEmpty, "the presenter waits for the interactor's output")
        var list = CounterListModel()
        list.increment()
        presenter.didUpdate(list)
        presenter.didRefuse(.listFull)
        #expect(view.shown.map(\.countText) == ["Count: 1", "Count: 1"])
        #expect(view.shown.map(\.notice) == [nil, CounterListRefusal.listFull.message])
        presenter.didTapBack()
        #expect(router.closed == 1)
    }

    @Test func theViewAndTheInteractorNeverTalk() {
        let app = VIPER.App()
        var messages = app.tapStart()
        for action: CounterListAction in [.tapPlus, .tapMinus, .tapMinus, .addItem("jam"), .removeItem(number: 3)] {
            messages += app.send(action)
        }
        messages += app.tapBack()
        let pairs = Set(messages.compactMap(MVCTests.senderAndReceiver))
        #expect(!pairs.isEmpty)
        #expect(!pairs.contains("view → interactor"))
        #expect(!pairs.contains("interactor → view"))
        #expect(pairs.contains("presenter → router"))
    }

    @Test func theDemoRefusesListButtonsOnTheWelcomeScreen() {
        let outcome = DemoSession(VIPERDemo.self).run("tap plus")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "the welcome screen has no such button: type start to open the list")
    }
}
