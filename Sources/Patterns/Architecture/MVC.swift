import Localization

/// Model–View–Controller as Apple's UIKit practises it: the controller owns the model and
/// the view, the view reports taps through target-action, and the controller pulls from the
/// model and pushes text into the view. The model is passive: it never announces changes,
/// so the controller must remember to redraw after every one.
public enum MVC {
    /// A passive view: widgets plus target-action hooks. It never sees the model; it only
    /// tells whoever plugged into its hooks that a button was tapped.
    public final class CounterListView {
        public private(set) var canvas = CounterListCanvas()
        // Target-action, as `UIControl.addAction` does it: closures set by the controller.
        // The view does not know what a controller is, only that someone listens.
        var onPlus: () -> Void = {}
        var onMinus: () -> Void = {}
        var onAdd: (String) -> Void = { _ in }
        var onDelete: (Int) -> Void = { _ in }
        private let trace: ArchitectureTrace

        init(trace: ArchitectureTrace) {
            self.trace = trace
        }

        /// The user touches the screen.
        func userDid(_ action: CounterListAction) {
            switch action {
            case .tapPlus:
                trace.record("view", "controller", "plusTapped()")
                onPlus()
            case .tapMinus:
                trace.record("view", "controller", "minusTapped()")
                onMinus()
            case .addItem(let name):
                trace.record("view", "controller", "addTapped(\(ArchitectureTrace.quoted(name)))")
                onAdd(name)
            case .removeItem(let number):
                trace.record("view", "controller", "deleteSwiped(number: \(number))")
                onDelete(number)
            }
        }

        // The outlets the controller writes to.
        func setTitle(_ text: String) { canvas.title = text }
        func setCountText(_ text: String) { canvas.countText = text }
        func setRows(_ rows: [String]) { canvas.rows = rows }
        func setNotice(_ text: String?) { canvas.notice = text }
    }

    /// The controller: owns both, reacts to the view's actions, changes the model, then
    /// formats the model for the view. Formatting lives here too, which is how a UIKit
    /// "massive view controller" grows.
    public final class CounterListController {
        public private(set) var model = CounterListModel()
        public let view: CounterListView
        private let trace: ArchitectureTrace

        public init(trace: ArchitectureTrace = ArchitectureTrace()) {
            self.trace = trace
            view = CounterListView(trace: trace)
            connectActions()
            viewDidLoad()
        }

        private func connectActions() {
            // Weak captures: the controller owns the view, so a strong one would be a cycle.
            view.onPlus = { [weak self] in self?.plusTapped() }
            view.onMinus = { [weak self] in self?.minusTapped() }
            view.onAdd = { [weak self] name in self?.addTapped(name) }
            view.onDelete = { [weak self] number in self?.deleteSwiped(number: number) }
        }

        private func viewDidLoad() {
            view.setTitle(localized("Shopping list"))
            showCount()
            showItems()
        }

        func plusTapped() {
            trace.record("controller", "model", "increment()")
            model.increment()
            showCount()
            clearNotice()
        }

        func minusTapped() {
            trace.record("controller", "model", "decrement()")
            do {
                try model.decrement()
                showCount()
                clearNotice()
            } catch {
                showRefusal(error)
            }
        }

        func addTapped(_ name: String) {
            // The view's line already quoted the name; quoting it again would echo it twice.
            trace.record("controller", "model", "addItem(name)")
            do {
                try model.addItem(name)
                showItems()
                clearNotice()
            } catch {
                showRefusal(error)
            }
        }

        func deleteSwiped(number: Int) {
            trace.record("controller", "model", "removeItem(number: \(number))")
            do {
                try model.removeItem(number: number)
                showItems()
                clearNotice()
            } catch {
                showRefusal(error)
            }
        }

        /// The refusal comes back as a thrown error: a passive model answers its caller,
        /// it never calls anyone.
        private func showRefusal(_ refusal: CounterListRefusal) {
            trace.note(localized("model throws: {0}", refusal.message))
            trace.record("controller", "view", "setNotice(\"\(refusal.message)\")")
            view.setNotice(refusal.message)
        }

        private func clearNotice() {
            guard view.canvas.notice != nil else { return }
            trace.record("controller", "view", "setNotice(nil)")
            view.setNotice(nil)
        }

        private func showCount() {
            let text = localized("Count: {0}", model.count)
            trace.record("controller", "view", "setCountText(\"\(text)\")")
            view.setCountText(text)
        }

        private func showItems() {
            let rows = model.items.isEmpty
                ? [localized("(the list is empty)")]
                : model.items.enumerated().map { "\($0.offset + 1). \($0.element)" }
            let size = localized(count: model.items.count, one: "{0} item", other: "{0} items")
            trace.record("controller", "view", "setRows(\(size))")
            view.setRows(rows)
        }
    }

    /// The MVC screen as the shared feature test sees it.
    public final class App: CounterListScreen {
        private let trace = ArchitectureTrace()
        public let controller: CounterListController

        public init() {
            controller = CounterListController(trace: trace)
            _ = trace.drain()
        }

        @discardableResult
        public func send(_ action: CounterListAction) -> [String] {
            controller.view.userDid(action)
            return trace.drain()
        }

        public var screenLines: [String] { controller.view.canvas.lines }

        public var wiring: [String] {
            [
                localized("controller owns the model and the view"),
                localized("view → controller: target-action closures (weak)"),
                localized("controller → model: asks it to change"),
                localized("controller → view: pushes formatted text"),
                localized("model knows nobody: it is passive"),
                localized("view never reads the model"),
            ]
        }
    }
}

public final class MVCDemo: Demo {
    public static let info = DemoInfo(
        id: "mvc",
        title: "Model-View-Controller",
        family: .architecture,
        summary: """
            A counter and a shopping list in Apple-style MVC. The view only draws and \
            reports taps; the controller owns the model and the view, changes the model \
            and formats it for the view. The model is passive: it never calls anyone. \
            Watch the arrows: every step passes through the controller.
            """,
        commands: CounterListDemoKit.commands,
        tour: [
            TourStep("tap plus", "A tap goes view → controller → model, then back to the view."),
            TourStep("add milk", "The controller formats the model's items into rows."),
            TourStep("tap minus", "Two decrements: the second one..."),
            TourStep("tap minus", "...is refused by the model; the controller shows why."),
            TourStep("add eggs", "Success again: the controller also clears the notice."),
            TourStep("remove 1", "A swipe: the controller again does all the talking."),
            TourStep("screen", "What the view drew, every word of it pushed by the controller."),
            TourStep("who", "Who owns whom: the controller sits in the middle of everything."),
        ])

    private let app = MVC.App()

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        try CounterListDemoKit.perform(input, on: app)
    }

    public var statePanel: [String] {
        [localized("Model (held by the controller):"), "  " + app.controller.model.summary]
            + CounterListDemoKit.screenPanel(app)
    }
}
