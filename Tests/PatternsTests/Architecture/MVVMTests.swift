@testable import Patterns
import Testing

@Suite struct MVVMTests {
    @Test func theViewModelWorksWithNoViewAtAll() {
        let viewModel = MVVM.CounterListViewModel()
        viewModel.increment()
        viewModel.addItem("milk")
        let sections = viewModel.content.value.sections
        #expect(sections.map(\.sectionId) == [.counter, .items])
        #expect(sections[0].rows.map(\.title) == ["Count: 1"])
        #expect(sections[1].rows.map(\.cellId) == [.item])
        #expect(sections[1].rows.map(\.title) == ["1. milk"])
    }

    @Test func aRefusalAddsANoticeSectionAndSuccessRemovesIt() {
        let viewModel = MVVM.CounterListViewModel()
        viewModel.removeItem(number: 2)
        let notice = viewModel.content.value.sections.last
        #expect(notice?.sectionId == .notice)
        #expect(notice?.rows.first?.title == CounterListRefusal.noSuchItem(2).message)
        viewModel.increment()
        #expect(!viewModel.content.value.sections.contains { $0.sectionId == .notice })
    }

    @Test func everyBoundViewRedrawsOnEveryChange() {
        let viewModel = MVVM.CounterListViewModel()
        let view = MVVM.CounterListView(viewModel: viewModel)
        let badge = MVVM.BadgeView(viewModel: viewModel)
        #expect(view.redraws == 1, "binding draws at once")
        view.userDid(.tapPlus)
        view.userDid(.addItem("tea"))
        #expect(view.redraws == 3)
        #expect(view.canvas.countText == "Count: 1")
        #expect(badge.text == "Count: 1 · 1 item")
        #expect(viewModel.content.bindingCount == 2)
    }

    @Test func bindingNeverKeepsAViewAlive() {
        let viewModel = MVVM.CounterListViewModel()
        weak var released: MVVM.BadgeView?
        do {
            let badge = MVVM.BadgeView(viewModel: viewModel)
            released = badge
            #expect(viewModel.content.bindingCount == 1)
        }
        #expect(released == nil)
        #expect(viewModel.content.bindingCount == 0)
        viewModel.increment()
        #expect(viewModel.model.count == 1)
    }

    @Test func theBoxCallsBindingsInOrderWithTheNewValue() {
        final class Listener {
            var heard: [Int] = []
        }
        let box = MVVM.Box(1)
        let first = Listener()
        let second = Listener()
        var order: [String] = []
        box.bind(first) { listener, value in listener.heard.append(value); order.append("first") }
        box.bind(second) { listener, value in listener.heard.append(value); order.append("second") }
        box.set(2)
        #expect(first.heard == [1, 2])
        #expect(second.heard == [1, 2])
        #expect(order == ["first", "second", "first", "second"])
    }

    @Test func theDemoNamesTheOnlyExtraView() {
        let session = DemoSession(MVVMDemo.self)
        for line in ["bind view", "unbind view"] {
            let outcome = session.run(line)
            #expect(!outcome.succeeded)
            #expect(outcome.entries.last?.text == "there is no view 'view': the only extra view is badge")
        }
        let bound = session.run("bind badge")
        #expect(bound.entries.last?.text == "the view model's box now has 2 bindings")
    }

    @Test func theTraceSaysViewModelInProse() {
        let messages = MVVM.App().send(.tapPlus)
        #expect(messages.first == "view → view model: increment()")
        #expect(!messages.contains { $0.contains("viewModel") })
    }

    @Test func theDemoRefusesASecondBadge() {
        let session = DemoSession(MVVMDemo.self)
        #expect(session.run("bind badge").succeeded)
        let outcome = session.run("bind badge")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "the badge is already bound; try unbind badge")
    }
}
