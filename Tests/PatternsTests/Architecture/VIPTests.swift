@testable import Patterns
import Testing

private final class SpyPresenter: VIP.CounterListPresentationLogic {
    var counts: [VIP.CounterListModels.ChangeCount.Response] = []
    var items: [VIP.CounterListModels.EditList.Response] = []
    var lists = 0
    func presentList(response: VIP.CounterListModels.Load.Response) { lists += 1 }
    func presentCount(response: VIP.CounterListModels.ChangeCount.Response) { counts.append(response) }
    func presentItems(response: VIP.CounterListModels.EditList.Response) { items.append(response) }
}

private final class SpyDisplay: VIP.CounterListDisplayLogic {
    var counts: [VIP.CounterListModels.ChangeCount.ViewModel] = []
    var items: [VIP.CounterListModels.EditList.ViewModel] = []
    func displayList(viewModel: VIP.CounterListModels.Load.ViewModel) {}
    func displayCount(viewModel: VIP.CounterListModels.ChangeCount.ViewModel) { counts.append(viewModel) }
    func displayItems(viewModel: VIP.CounterListModels.EditList.ViewModel) { items.append(viewModel) }
}

@Suite struct VIPTests {
    @Test func everyMessageMovesForwardRoundTheCycle() {
        let app = VIP.App()
        var messages: [String] = []
        for action: CounterListAction in [.tapPlus, .tapMinus, .tapMinus, .addItem("tea"), .addItem(""), .removeItem(number: 1)] {
            let step = app.send(action)
            let pairs = step.compactMap(MVCTests.senderAndReceiver)
            #expect(pairs == ["view → interactor", "interactor → presenter", "presenter → view"], "\(action)")
            messages += step
        }
        #expect(messages.count == 18)
    }

    @Test func theInteractorAnswersWithAResponseAndNothingElse() {
        let interactor = VIP.CounterListInteractor()
        let presenter = SpyPresenter()
        interactor.presenter = presenter
        interactor.changeCount(request: .init(step: -1))
        interactor.editList(request: .init(edit: .add("milk")))
        #expect(presenter.counts.map(\.count) == [0])
        #expect(presenter.counts.map(\.refusal) == [.countAtZero])
        #expect(presenter.items.map(\.items) == [["milk"]])
        #expect(presenter.items.map(\.refusal) == [nil])
        #expect(presenter.lists == 0)
    }

    @Test func thePresenterTurnsResponsesIntoViewModels() {
        let presenter = VIP.CounterListPresenter()
        let display = SpyDisplay()
        presenter.viewController = display
        presenter.presentItems(response: .init(items: ["milk", "jam"], refusal: nil))
        presenter.presentCount(response: .init(count: 0, refusal: .countAtZero))
        #expect(display.items == [.init(rows: ["1. milk", "2. jam"], notice: nil)])
        #expect(display.counts == [.init(countText: "Count: 0", notice: CounterListRefusal.countAtZero.message)])
    }

    @Test func theCycleHoldsTheViewWeaklySoNothingLeaks() {
        weak var viewController: VIP.CounterListViewController?
        weak var dataStore: (any VIP.CounterListDataStore)?
        do {
            let scene = VIP.CounterListConfigurator.makeScene()
            viewController = scene.viewController
            dataStore = scene.dataStore
            scene.viewController.userDid(.tapPlus)
            #expect(scene.dataStore.list.count == 1)
            #expect(scene.viewController.canvas.countText == "Count: 1")
        }
        #expect(viewController == nil)
        #expect(dataStore == nil)
    }

    @Test func theDemoRefusesATapWithoutAButton() {
        let outcome = DemoSession(VIPDemo.self).run("tap")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "tap needs more; usage: tap <plus|minus>")
    }
}
