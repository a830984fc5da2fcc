import Localization

/// Model–View–ViewModel with the protocol-oriented view models of the course's protocol-oriented example: a
/// screen view model made of sections, each made of cell view models. The view model owns
/// the model and publishes display-ready content; views bind to it and redraw when it
/// changes. The view model never holds a view, so any number of views can bind, or none.
public enum MVVM {
    /// What kind of section this is; a view uses it to decide where the section goes.
    public enum SectionId: Sendable, Equatable {
        case counter, items, notice
    }

    /// What kind of cell this is; a real table view would pick a cell class by it.
    public enum CellId: Sendable, Equatable {
        case count, item, placeholder, notice
    }

    // The three protocols below follow the source tutorial's `ViewModelCapable`, `SectionCapable` and
    // `CellCapable`. The source tutorial also required an `init` in each protocol; nothing here needs
    // to build a view model generically, so the requirement is left out.

    public protocol CellCapable {
        var cellId: CellId { get }
        var title: String { get }
    }

    public protocol SectionCapable {
        var sectionId: SectionId { get }
        /// A section header's text; a table view would show it, our text screen does not.
        var title: String { get }
        var rows: [any CellCapable] { get }
    }

    public protocol ViewModelCapable {
        var title: String { get }
        var sections: [any SectionCapable] { get }
    }

    public struct CellViewModel: CellCapable, Sendable {
        public let cellId: CellId
        public let title: String
    }

    public struct SectionViewModel: SectionCapable {
        public let sectionId: SectionId
        public let title: String
        public let rows: [any CellCapable]
    }

    /// The screen's content. The source tutorial hard-coded its sections in `init`; here they are
    /// built from the model every time it changes.
    public struct ScreenContent: ViewModelCapable {
        public let title: String
        public let sections: [any SectionCapable]

        init(model: CounterListModel, notice: String?) {
            title = localized("Shopping list")
            let count = SectionViewModel(sectionId: .counter, title: "Counter",
                                         rows: [CellViewModel(cellId: .count, title: localized("Count: {0}", model.count))])
            let itemCells = model.items.enumerated().map {
                CellViewModel(cellId: .item, title: "\($0.offset + 1). \($0.element)")
            }
            let items = SectionViewModel(sectionId: .items, title: "Items", rows: itemCells.isEmpty
                ? [CellViewModel(cellId: .placeholder, title: localized("(the list is empty)"))]
                : itemCells)
            let alert = notice.map {
                SectionViewModel(sectionId: .notice, title: "Notice", rows: [CellViewModel(cellId: .notice, title: $0)])
            }
            sections = [count, items] + (alert.map { [$0] } ?? [])
        }
    }

    /// A value views bind to. Setting it calls every live binding in the order they bound.
    ///
    /// Why not the `Observation` module? `withObservationTracking` reports a change before
    /// it happens (willSet) and only once, so a view that redraws synchronously would read
    /// the old value. A closure box calls after the set, which suits a text screen.
    public final class Box<Value> {
        private struct Binding {
            weak var owner: AnyObject?
            let call: (Value) -> Void
        }

        public private(set) var value: Value
        private var bindings: [Binding] = []

        public init(_ value: Value) {
            self.value = value
        }

        /// Binds `owner` and calls `update` at once with the current value, then after
        /// every change. The box holds `owner` weakly: binding never keeps a view alive,
        /// and a released view simply stops being called.
        public func bind<Owner: AnyObject>(_ owner: Owner, _ update: @escaping (Owner, Value) -> Void) {
            bindings.append(Binding(owner: owner) { [weak owner] value in
                if let owner { update(owner, value) }
            })
            update(owner, value)
        }

        public func set(_ newValue: Value) {
            value = newValue
            bindings.removeAll { $0.owner == nil }
            for binding in bindings { binding.call(newValue) }
        }

        /// How many bound views are still alive.
        public var bindingCount: Int { bindings.filter { $0.owner != nil }.count }
    }

    /// The view model: commands in, published content out. It owns the model and knows no
    /// view type at all.
    public final class CounterListViewModel {
        public let content: Box<ScreenContent>
        public private(set) var model = CounterListModel()
        private var notice: String?
        private let trace: ArchitectureTrace

        public init(trace: ArchitectureTrace = ArchitectureTrace()) {
            self.trace = trace
            content = Box(ScreenContent(model: CounterListModel(), notice: nil))
        }

        public func increment() {
            trace.record("view model", "model", "increment()")
            model.increment()
            publish(notice: nil)
        }

        public func decrement() {
            trace.record("view model", "model", "decrement()")
            do {
                try model.decrement()
                publish(notice: nil)
            } catch {
                publish(refusal: error)
            }
        }

        public func addItem(_ name: String) {
            // The view's line already quoted the name; quoting it again would echo it twice.
            trace.record("view model", "model", "addItem(name)")
            do {
                try model.addItem(name)
                publish(notice: nil)
            } catch {
                publish(refusal: error)
            }
        }

        public func removeItem(number: Int) {
            trace.record("view model", "model", "removeItem(number: \(number))")
            do {
                try model.removeItem(number: number)
                publish(notice: nil)
            } catch {
                publish(refusal: error)
            }
        }

        private func publish(refusal: CounterListRefusal) {
            trace.note(localized("model throws: {0}", refusal.message))
            publish(notice: refusal.message)
        }

        private func publish(notice: String?) {
            self.notice = notice
            let next = ScreenContent(model: model, notice: notice)
            let bindings = localized(count: content.bindingCount, one: "to {0} binding in its box",
                                     other: "to {0} bindings in its box")
            trace.note(localized(count: next.sections.count, one: "view model publishes {0} section {1}",
                                 other: "view model publishes {0} sections {1}", bindings))
            content.set(next)
        }
    }

    /// The main view: binds to the view model, turns sections into widgets, and forwards
    /// taps as commands. It holds the view model; the view model does not hold it.
    public final class CounterListView {
        public let viewModel: CounterListViewModel
        public private(set) var canvas = CounterListCanvas()
        public private(set) var redraws = 0
        private let trace: ArchitectureTrace

        public init(viewModel: CounterListViewModel, trace: ArchitectureTrace = ArchitectureTrace()) {
            self.viewModel = viewModel
            self.trace = trace
            viewModel.content.bind(self) { view, content in view.redraw(content) }
        }

        public func userDid(_ action: CounterListAction) {
            switch action {
            case .tapPlus:
                trace.record("view", "view model", "increment()")
                viewModel.increment()
            case .tapMinus:
                trace.record("view", "view model", "decrement()")
                viewModel.decrement()
            case .addItem(let name):
                trace.record("view", "view model", "addItem(\(ArchitectureTrace.quoted(name)))")
                viewModel.addItem(name)
            case .removeItem(let number):
                trace.record("view", "view model", "removeItem(number: \(number))")
                viewModel.removeItem(number: number)
            }
        }

        private func redraw(_ content: any ViewModelCapable) {
            redraws += 1
            trace.note(localized(count: content.sections.count, one: "box → view: redraw from {0} section",
                                 other: "box → view: redraw from {0} sections"))
            var canvas = CounterListCanvas()
            canvas.title = content.title
            for section in content.sections {
                let titles = section.rows.map(\.title)
                switch section.sectionId {
                case .counter: canvas.countText = titles.joined(separator: " ")
                case .items: canvas.rows = titles
                case .notice: canvas.notice = titles.joined(separator: " ")
                }
            }
            self.canvas = canvas
        }
    }

    /// A second, smaller view bound to the same view model: a one-line badge.
    public final class BadgeView {
        public private(set) var text = ""
        private let trace: ArchitectureTrace

        public init(viewModel: CounterListViewModel, trace: ArchitectureTrace = ArchitectureTrace()) {
            self.trace = trace
            viewModel.content.bind(self) { badge, content in badge.redraw(content) }
        }

        private func redraw(_ content: any ViewModelCapable) {
            let cells = content.sections.flatMap(\.rows)
            let count = cells.first { $0.cellId == .count }?.title ?? ""
            let items = cells.filter { $0.cellId == .item }.count
            text = "\(count) · \(localized(count: items, one: "{0} item", other: "{0} items"))"
            trace.note(localized("box → badge: redraw \"{0}\"", text))
        }
    }

    /// The MVVM screen as the shared feature test sees it, plus an optional badge.
    public final class App: CounterListScreen {
        private let trace = ArchitectureTrace()
        public let viewModel: CounterListViewModel
        public let view: CounterListView
        public private(set) var badge: BadgeView?

        public init() {
            viewModel = CounterListViewModel(trace: trace)
            view = CounterListView(viewModel: viewModel, trace: trace)
            _ = trace.drain()
        }

        @discardableResult
        public func send(_ action: CounterListAction) -> [String] {
            view.userDid(action)
            return trace.drain()
        }

        /// Binds a badge; returns what that did.
        public func bindBadge() -> [String] {
            badge = BadgeView(viewModel: viewModel, trace: trace)
            return trace.drain()
        }

        /// Lets the badge go. Nothing is unsubscribed by hand: the box held it weakly.
        public func releaseBadge() {
            badge = nil
        }

        public var screenLines: [String] { view.canvas.lines }

        public var wiring: [String] {
            [
                localized("view owns the view model (strong)"),
                localized("view model owns the model"),
                localized("view → view model: commands"),
                localized("view model → model: asks it to change"),
                localized("view model publishes sections of cells"),
                localized("  into its content box"),
                localized("box → bound views: redraw (held weakly)"),
                localized("view model never names a view type"),
            ]
        }
    }
}

public final class MVVMDemo: Demo {
    public static let info = DemoInfo(
        id: "mvvm",
        title: "Model-View-ViewModel",
        family: .architecture,
        summary: """
            The counter and list in MVVM. The view model owns the model and publishes the \
            screen as sections of cell view models (the protocol-oriented ViewModelCapable, \
            SectionCapable, CellCapable) in a box. Views bind to the box and redraw on \
            change; the view model never knows who is bound. Bind a second view to see that.
            """,
        commands: CounterListDemoKit.commands + [
            DemoCommand("bind", "badge", arguments: 1...1, help: "bind a second view, a badge, to the same view model"),
            DemoCommand("unbind", "badge", arguments: 1...1, help: "let the badge go: its binding just lapses"),
        ],
        tour: [
            TourStep("tap plus", "The view is bound to the view model's box: a command, a redraw."),
            TourStep("add milk", "The view model puts new sections in the box; the view redraws."),
            TourStep("bind badge", "A second view binds to the same box..."),
            TourStep("tap plus", "...and both redraw, though the view model knows neither."),
            TourStep("remove 3", "A refusal becomes one more section: a notice cell."),
            TourStep("unbind badge", "Drop the badge: the box held it weakly, so it is gone."),
            TourStep("tap minus", "Only the main view is bound now."),
            TourStep("who", "Who holds whom: views hold the view model, never the reverse."),
        ])

    private let app = MVVM.App()

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "bind": return try bindBadge(input)
        case "unbind": return try unbindBadge(input)
        default: return try CounterListDemoKit.perform(input, on: app)
        }
    }

    private func bindBadge(_ input: DemoInput) throws(DemoError) -> [String] {
        try Self.requireBadge(input)
        guard app.badge == nil else { throw DemoError(localized("the badge is already bound; try unbind badge")) }
        let redraw = app.bindBadge()
        return redraw + [localized(count: app.viewModel.content.bindingCount, one: "the view model's box now has {0} binding",
                                   other: "the view model's box now has {0} bindings")]
    }

    private func unbindBadge(_ input: DemoInput) throws(DemoError) -> [String] {
        try Self.requireBadge(input)
        guard app.badge != nil else { throw DemoError(localized("no badge is bound; try bind badge")) }
        app.releaseBadge()
        return [localized("badge released; nobody told the view model"),
                localized(count: app.viewModel.content.bindingCount, one: "its weak binding in the box lapsed: {0} binding left",
                          other: "its weak binding in the box lapsed: {0} bindings left")]
    }

    /// The badge is the only extra view, so a list of choices would read oddly.
    private static func requireBadge(_ input: DemoInput) throws(DemoError) {
        let view = input.word(0)?.lowercased() ?? ""
        guard view == "badge" else {
            throw DemoError(localized("there is no view '{0}': the only extra view is badge", DemoInput.shortened(view)))
        }
    }

    public var statePanel: [String] {
        var lines = [localized("View model:"), localized("  model: {0}", app.viewModel.model.summary),
                     localized(count: app.viewModel.content.bindingCount, one: "  box: {0} live binding",
                               other: "  box: {0} live bindings")]
        if let badge = app.badge { lines.append(localized("Badge: {0}", badge.text)) }
        return lines + CounterListDemoKit.screenPanel(app)
    }
}
