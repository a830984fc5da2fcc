@testable import Patterns
import Testing

/// A view that only records what the presenter told it: MVP's reason to exist.
private final class FakeCounterListView: MVP.CounterListView {
    var calls: [String] = []

    func showTitle(_ title: String) { calls.append("title \(title)") }
    func showCount(_ text: String) { calls.append("count \(text)") }
    func showRows(_ rows: [String]) { calls.append("rows \(rows.joined(separator: ", "))") }
    func showNotice(_ text: String?) { calls.append("notice \(text ?? "nil")") }
}

@Suite struct MVPTests {
    @Test func thePresenterDrivesAFakeViewOnLoad() {
        let view = FakeCounterListView()
        let presenter = MVP.CounterListPresenter()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == ["title Shopping list", "count Count: 0", "rows (the list is empty)"])
    }

    @Test func thePresenterDecidesWhatChangesOnTheView() {
        let view = FakeCounterListView()
        let presenter = MVP.CounterListPresenter()
        presenter.view = view
        presenter.didTapMinus()
        #expect(view.calls == ["notice \(CounterListRefusal.countAtZero.message)"], "a refusal touches only the notice")
        view.calls.removeAll()
        presenter.didAdd(item: "milk")
        #expect(view.calls == ["rows 1. milk", "notice nil"], "success redraws the rows and clears the notice")
        view.calls.removeAll()
        presenter.didTapPlus()
        #expect(view.calls == ["count Count: 1"], "no notice is up, so none is cleared")
    }

    @Test func thePresenterHoldsItsViewWeakly() {
        let presenter = MVP.CounterListPresenter()
        do {
            let view = FakeCounterListView()
            presenter.view = view
            presenter.didTapPlus()
            #expect(view.calls == ["count Count: 1"])
        }
        #expect(presenter.view == nil)
        presenter.didTapPlus()
        #expect(presenter.model.count == 2, "the presenter still works with no view")
    }

    @Test func theRealViewOnlyForwardsEvents() {
        let trace = ArchitectureTrace()
        let view = MVP.CounterListScreenView(trace: trace)
        _ = trace.drain()
        view.userDid(.addItem("eggs"))
        let messages = trace.drain()
        #expect(messages.first == "view → presenter: didAdd(item: \"eggs\")")
        #expect(!messages.contains { $0.hasPrefix("view → model") })
        #expect(view.canvas.rows == ["1. eggs"])
    }

    @Test func theDemoRefusesAnItemNumberThatIsNotANumber() {
        let outcome = DemoSession(MVPDemo.self).run("remove first")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "the item number must be a whole number, not 'first'")
    }
}
