import Localization

/// Model–View–Presenter: the view is passive and hidden behind a protocol, and the
/// presenter holds all the presentation logic without touching a single widget type. Since
/// the presenter only knows the protocol, a test can hand it a fake view and check every
/// decision without drawing anything.
public enum MVP {
    /// Everything the presenter may ask of a view: strings in, nothing out. No widget types
    /// appear here, which is what lets a fake stand in for the real view.
    public protocol CounterListView: AnyObject {
        func showTitle(_ title: String)
        func showCount(_ text: String)
        func showRows(_ rows: [String])
        func showNotice(_ text: String?)
    }

    /// The presenter: reacts to the view's events, changes the model, decides what the
    /// view shows. It holds the view weakly, because the view owns it.
    public final class CounterListPresenter {
        public weak var view: (any CounterListView)?
        public private(set) var model = CounterListModel()
        private var showsNotice = false
        private let trace: ArchitectureTrace

        public init(trace: ArchitectureTrace = ArchitectureTrace()) {
            self.trace = trace
        }

        public func viewDidLoad() {
            let title = localized("Shopping list")
            tellView("showTitle(\"\(title)\")") { $0.showTitle(title) }
            showCount()
            showRows()
        }

        public func didTapPlus() {
            trace.record("presenter", "model", "increment()")
            model.increment()
            showCount()
            clearNotice()
        }

        public func didTapMinus() {
            trace.record("presenter", "model", "decrement()")
            do {
                try model.decrement()
                showCount()
                clearNotice()
            } catch {
                showRefusal(error)
            }
        }

        public func didAdd(item name: String) {
            // The view's line already quoted the name; quoting it again would echo it twice.
            trace.record("presenter", "model", "addItem(name)")
            do {
                try model.addItem(name)
                showRows()
                clearNotice()
            } catch {
                showRefusal(error)
            }
        }

        public func didDelete(number: Int) {
            trace.record("presenter", "model", "removeItem(number: \(number))")
            do {
                try model.removeItem(number: number)
                showRows()
                clearNotice()
            } catch {
                showRefusal(error)
            }
        }

        private func showCount() {
            let text = localized("Count: {0}", model.count)
            tellView("showCount(\"\(text)\")") { $0.showCount(text) }
        }

        private func showRows() {
            let rows = model.items.isEmpty
                ? [localized("(the list is empty)")]
                : model.items.enumerated().map { "\($0.offset + 1). \($0.element)" }
            let size = localized(count: model.items.count, one: "{0} item", other: "{0} items")
            tellView("showRows(\(size))") { $0.showRows(rows) }
        }

        private func showRefusal(_ refusal: CounterListRefusal) {
            trace.note(localized("model throws: {0}", refusal.message))
            showsNotice = true
            tellView("showNotice(\"\(refusal.message)\")") { $0.showNotice(refusal.message) }
        }

        /// The presenter remembers what it showed, so it only clears a notice that is up.
        private func clearNotice() {
            guard showsNotice else { return }
            showsNotice = false
            tellView("showNotice(nil)") { $0.showNotice(nil) }
        }

        private func tellView(_ message: String, _ call: (any CounterListView) -> Void) {
            guard let view else {
                trace.note(localized("presenter has no view to tell (it was released)"))
                return
            }
            trace.record("presenter", "view", message)
            call(view)
        }
    }

    /// The real, passive view: it forwards every event to the presenter and draws what it
    /// is told. It makes no decision of its own.
    public final class CounterListScreenView: CounterListView {
        public let presenter: CounterListPresenter
        public private(set) var canvas = CounterListCanvas()
        private let trace: ArchitectureTrace

        /// The view creates its presenter and hands it a (weak) reference to itself,
        /// the usual way round in MVP.
        public init(trace: ArchitectureTrace = ArchitectureTrace()) {
            self.trace = trace
            presenter = CounterListPresenter(trace: trace)
            presenter.view = self
            trace.record("view", "presenter", "viewDidLoad()")
            presenter.viewDidLoad()
        }

        public func userDid(_ action: CounterListAction) {
            switch action {
            case .tapPlus:
                trace.record("view", "presenter", "didTapPlus()")
                presenter.didTapPlus()
            case .tapMinus:
                trace.record("view", "presenter", "didTapMinus()")
                presenter.didTapMinus()
            case .addItem(let name):
                trace.record("view", "presenter", "didAdd(item: \(ArchitectureTrace.quoted(name)))")
                presenter.didAdd(item: name)
            case .removeItem(let number):
                trace.record("view", "presenter", "didDelete(number: \(number))")
                presenter.didDelete(number: number)
            }
        }

        public func showTitle(_ title: String) { canvas.title = title }
        public func showCount(_ text: String) { canvas.countText = text }
        public func showRows(_ rows: [String]) { canvas.rows = rows }
        public func showNotice(_ text: String?) { canvas.notice = text }
    }

    /// The MVP screen as the shared feature test sees it.
    public final class App: CounterListScreen {
        private let trace = ArchitectureTrace()
        public let view: CounterListScreenView

        public init() {
            view = CounterListScreenView(trace: trace)
            _ = trace.drain()
        }

        @discardableResult
        public func send(_ action: CounterListAction) -> [String] {
            view.userDid(action)
            return trace.drain()
        }

        public var screenLines: [String] { view.canvas.lines }

        public var wiring: [String] {
            [
                localized("view owns the presenter (strong)"),
                localized("presenter holds the view weakly, as the"),
                localized("  protocol CounterListView: no widgets"),
                localized("view → presenter: every event, no logic"),
                localized("presenter → model: asks it to change"),
                localized("presenter → view: showCount, showRows…"),
                localized("a test swaps the view for a fake"),
            ]
        }
    }
}

public final class MVPDemo: Demo {
    public static let info = DemoInfo(
        id: "mvp",
        title: "Model-View-Presenter",
        family: .architecture,
        summary: """
            The same counter and list in MVP. The view is passive: it forwards each tap to \
            the presenter and draws what it is told. The presenter sees the view only \
            through the CounterListView protocol (strings in, no widgets), so a test can \
            give it a fake view. Watch the two-way traffic: view → presenter → view.
            """,
        commands: CounterListDemoKit.commands,
        tour: [
            TourStep("tap plus", "The view has no logic: it just tells the presenter."),
            TourStep("add milk", "The presenter formats rows and calls the view protocol."),
            TourStep("add \"\"", "A blank name: the presenter shows the model's refusal."),
            TourStep("add eggs", "A good add clears the notice: the presenter remembers it."),
            TourStep("remove 1", "Every decision was the presenter's, none the view's."),
            TourStep("screen", "What the passive view drew from those calls."),
            TourStep("who", "The view owns the presenter; the presenter holds it weakly."),
        ])

    private let app = MVP.App()

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        try CounterListDemoKit.perform(input, on: app)
    }

    public var statePanel: [String] {
        [localized("Model (held by the presenter):"), "  " + app.view.presenter.model.summary]
            + CounterListDemoKit.screenPanel(app)
    }
}
