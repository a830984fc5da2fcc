import Localization

/// VIPER: each screen is a module of View, Interactor, Presenter, Entity and Router. The
/// presenter sits in the middle: the view and the interactor never talk to each other, and
/// only the router knows how screens follow one another. Two modules here: a welcome
/// screen (the source tutorial's example) whose router opens the shopping-list screen.
public enum VIPER {
    // MARK: Navigation, standing in for UINavigationController

    /// Anything the navigator can show.
    public protocol Screen: AnyObject {
        var screenTitle: String { get }
        var lines: [String] { get }
    }

    /// A stack of screens. It holds them strongly: popping a screen frees its whole module.
    public final class Navigator {
        public private(set) var stack: [any Screen] = []

        public init() {}

        public var top: (any Screen)? { stack.last }

        public func push(_ screen: any Screen) {
            stack.append(screen)
        }

        /// Pops the top screen unless it is the root; says whether it did.
        @discardableResult
        public func pop() -> Bool {
            guard stack.count > 1 else { return false }
            stack.removeLast()
            return true
        }
    }

    // MARK: Welcome module

    /// Entity: a plain value the interactor works with.
    public struct WelcomeMessage: Equatable, Sendable {
        public let title: String
    }

    public protocol WelcomeViewProtocol: AnyObject {
        func show(message: WelcomeMessage)
    }

    public protocol WelcomePresenterProtocol: AnyObject {
        func viewDidLoad()
        func didTapStart()
    }

    public protocol WelcomeInteractorInput: AnyObject {
        func fetchWelcomeMessage()
    }

    public protocol WelcomeInteractorOutput: AnyObject {
        func didFetch(message: WelcomeMessage)
    }

    public protocol WelcomeRouterProtocol: AnyObject {
        func showCounterList()
    }

    public final class WelcomeInteractor: WelcomeInteractorInput {
        public weak var presenter: (any WelcomeInteractorOutput)?
        private let trace: ArchitectureTrace

        init(trace: ArchitectureTrace) {
            self.trace = trace
        }

        public func fetchWelcomeMessage() {
            trace.record("interactor", "presenter", "didFetch(message:)")
            presenter?.didFetch(message: WelcomeMessage(title: localized("Hello, VIPER!")))
        }
    }

    public final class WelcomePresenter: WelcomePresenterProtocol, WelcomeInteractorOutput {
        public weak var view: (any WelcomeViewProtocol)?
        public var interactor: (any WelcomeInteractorInput)?
        public var router: (any WelcomeRouterProtocol)?
        private let trace: ArchitectureTrace

        init(trace: ArchitectureTrace) {
            self.trace = trace
        }

        public func viewDidLoad() {
            trace.record("presenter", "interactor", "fetchWelcomeMessage()")
            interactor?.fetchWelcomeMessage()
        }

        public func didFetch(message: WelcomeMessage) {
            trace.record("presenter", "view", "show(message: \"\(message.title)\")")
            view?.show(message: message)
        }

        /// Where to go next is the router's business, not the presenter's or the view's.
        public func didTapStart() {
            trace.record("presenter", "router", "showCounterList()")
            router?.showCounterList()
        }
    }

    public final class WelcomeView: WelcomeViewProtocol, Screen {
        public var presenter: (any WelcomePresenterProtocol)?
        public private(set) var greeting = ""
        private let trace: ArchitectureTrace

        init(trace: ArchitectureTrace) {
            self.trace = trace
        }

        func load() {
            trace.record("view", "presenter", "viewDidLoad()")
            presenter?.viewDidLoad()
        }

        public func userTappedStart() {
            trace.record("view", "presenter", "didTapStart()")
            presenter?.didTapStart()
        }

        public func show(message: WelcomeMessage) {
            greeting = message.title
        }

        public var screenTitle: String { localized("Welcome") }
        public var lines: [String] { ["[ \(screenTitle) ]", greeting, localized("(Start) opens the shopping list")] }
    }

    public final class WelcomeRouter: WelcomeRouterProtocol {
        // The source tutorial's router only had a static `createModule()` and no way to reach the
        // screen it should navigate from; ours keeps a weak reference to the navigator.
        private weak var navigator: Navigator?
        private let trace: ArchitectureTrace

        init(navigator: Navigator, trace: ArchitectureTrace) {
            self.navigator = navigator
            self.trace = trace
        }

        /// Builds and wires the module: who holds whom strongly and who weakly is decided
        /// here, once, so no part has to create its neighbours.
        public static func createModule(navigator: Navigator, trace: ArchitectureTrace) -> WelcomeView {
            let view = WelcomeView(trace: trace)
            let presenter = WelcomePresenter(trace: trace)
            let interactor = WelcomeInteractor(trace: trace)
            view.presenter = presenter
            presenter.view = view
            presenter.interactor = interactor
            presenter.router = WelcomeRouter(navigator: navigator, trace: trace)
            interactor.presenter = presenter
            view.load()
            return view
        }

        public func showCounterList() {
            guard let navigator else { return }
            trace.record("router", "navigator", "push(CounterListModule)")
            navigator.push(CounterListRouter.createModule(
                navigator: navigator, trace: trace))
        }
    }

    // MARK: Counter-list module

    /// What the presenter hands the view: display-ready strings, nothing to decide.
    public struct CounterListDisplay: Equatable, Sendable {
        public var countText = ""
        public var rows: [String] = []
        public var notice: String?
    }

    public protocol CounterListViewProtocol: AnyObject {
        func show(_ display: CounterListDisplay)
    }

    public protocol CounterListPresenterProtocol: AnyObject {
        func viewDidLoad()
        func didTapPlus()
        func didTapMinus()
        func didAdd(item: String)
        func didDelete(number: Int)
        func didTapBack()
    }

    public protocol CounterListInteractorInput: AnyObject {
        func loadList()
        func increment()
        func decrement()
        func addItem(_ name: String)
        func removeItem(number: Int)
    }

    public protocol CounterListInteractorOutput: AnyObject {
        func didUpdate(_ list: CounterListModel)
        func didRefuse(_ refusal: CounterListRefusal)
    }

    public protocol CounterListRouterProtocol: AnyObject {
        func close()
    }

    /// Holds the entity and the use cases; reports back only through its output protocol.
    public final class CounterListInteractor: CounterListInteractorInput {
        public weak var presenter: (any CounterListInteractorOutput)?
        public private(set) var list = CounterListModel()
        private let trace: ArchitectureTrace

        init(trace: ArchitectureTrace) {
            self.trace = trace
        }

        public func loadList() { report() }

        public func increment() {
            list.increment()
            report()
        }

        public func decrement() {
            do {
                try list.decrement()
                report()
            } catch {
                refuse(error)
            }
        }

        public func addItem(_ name: String) {
            do {
                try list.addItem(name)
                report()
            } catch {
                refuse(error)
            }
        }

        public func removeItem(number: Int) {
            do {
                try list.removeItem(number: number)
                report()
            } catch {
                refuse(error)
            }
        }

        private func report() {
            trace.record("interactor", "presenter", "didUpdate(\(list.summary))")
            presenter?.didUpdate(list)
        }

        private func refuse(_ refusal: CounterListRefusal) {
            trace.record("interactor", "presenter", "didRefuse(.\(refusal.caseName))")
            presenter?.didRefuse(refusal)
        }
    }

    /// Prepares what the view shows and turns taps into use cases or navigation.
    public final class CounterListPresenter: CounterListPresenterProtocol, CounterListInteractorOutput {
        public weak var view: (any CounterListViewProtocol)?
        public var interactor: (any CounterListInteractorInput)?
        public var router: (any CounterListRouterProtocol)?
        /// What the view shows now, so a refusal can add its notice to it.
        private var shown = CounterListDisplay()
        private var shownItems = 0
        private let trace: ArchitectureTrace

        init(trace: ArchitectureTrace) {
            self.trace = trace
        }

        deinit {
            trace.note(localized("counter-list presenter freed with its module"))
        }

        public func viewDidLoad() { ask("loadList()") { $0.loadList() } }
        public func didTapPlus() { ask("increment()") { $0.increment() } }
        public func didTapMinus() { ask("decrement()") { $0.decrement() } }
        // The view's line already quoted the item; quoting it again would echo it twice.
        public func didAdd(item: String) { ask("addItem(item)") { $0.addItem(item) } }
        public func didDelete(number: Int) { ask("removeItem(number: \(number))") { $0.removeItem(number: number) } }

        public func didTapBack() {
            trace.record("presenter", "router", "close()")
            router?.close()
        }

        public func didUpdate(_ list: CounterListModel) {
            shown.countText = localized("Count: {0}", list.count)
            shown.rows = list.items.isEmpty
                ? [localized("(the list is empty)")]
                : list.items.enumerated().map { "\($0.offset + 1). \($0.element)" }
            shown.notice = nil
            shownItems = list.items.count
            showOnView()
        }

        public func didRefuse(_ refusal: CounterListRefusal) {
            shown.notice = refusal.message
            showOnView()
        }

        private func ask(_ message: String, _ call: (any CounterListInteractorInput) -> Void) {
            guard let interactor else { return }
            trace.record("presenter", "interactor", message)
            call(interactor)
        }

        private func showOnView() {
            let items = localized(count: shownItems, one: "{0} item", other: "{0} items")
            let shape = shown.notice == nil ? items : localized("{0} + notice", items)
            trace.record("presenter", "view", "show(\"\(shown.countText)\", \(shape))")
            view?.show(shown)
        }
    }

    public final class CounterListView: CounterListViewProtocol, Screen {
        public var presenter: (any CounterListPresenterProtocol)?
        public private(set) var canvas = CounterListCanvas()
        private let trace: ArchitectureTrace

        init(trace: ArchitectureTrace) {
            self.trace = trace
            canvas.title = localized("Shopping list")
        }

        func load() {
            trace.record("view", "presenter", "viewDidLoad()")
            presenter?.viewDidLoad()
        }

        public func userDid(_ action: CounterListAction) {
            switch action {
            case .tapPlus:
                trace.record("view", "presenter", "didTapPlus()")
                presenter?.didTapPlus()
            case .tapMinus:
                trace.record("view", "presenter", "didTapMinus()")
                presenter?.didTapMinus()
            case .addItem(let name):
                trace.record("view", "presenter", "didAdd(item: \(ArchitectureTrace.quoted(name)))")
                presenter?.didAdd(item: name)
            case .removeItem(let number):
                trace.record("view", "presenter", "didDelete(number: \(number))")
                presenter?.didDelete(number: number)
            }
        }

        public func userTappedBack() {
            trace.record("view", "presenter", "didTapBack()")
            presenter?.didTapBack()
        }

        public func show(_ display: CounterListDisplay) {
            canvas.countText = display.countText
            canvas.rows = display.rows
            canvas.notice = display.notice
        }

        public var screenTitle: String { canvas.title }
        public var lines: [String] { canvas.lines }
    }

    public final class CounterListRouter: CounterListRouterProtocol {
        private weak var navigator: Navigator?
        private let trace: ArchitectureTrace

        init(navigator: Navigator, trace: ArchitectureTrace) {
            self.navigator = navigator
            self.trace = trace
        }

        public static func createModule(navigator: Navigator, trace: ArchitectureTrace) -> CounterListView {
            trace.note(localized("list router builds the list module: V, I, P, R"))
            let view = CounterListView(trace: trace)
            let presenter = CounterListPresenter(trace: trace)
            let interactor = CounterListInteractor(trace: trace)
            view.presenter = presenter
            presenter.view = view
            presenter.interactor = interactor
            presenter.router = CounterListRouter(navigator: navigator, trace: trace)
            interactor.presenter = presenter
            view.load()
            return view
        }

        public func close() {
            trace.record("router", "navigator", "pop()")
            navigator?.pop()
        }
    }

    // MARK: The app

    /// Starts on the welcome screen; the routers do the rest.
    public final class App: CounterListScreen {
        private let trace = ArchitectureTrace()
        public let navigator = Navigator()

        public init() {
            navigator.push(WelcomeRouter.createModule(navigator: navigator, trace: trace))
            _ = trace.drain()
        }

        public var welcome: WelcomeView? { navigator.top as? WelcomeView }
        public var counterList: CounterListView? { navigator.top as? CounterListView }

        /// Taps Start on the welcome screen, if it is showing.
        @discardableResult
        public func tapStart() -> [String] {
            welcome?.userTappedStart()
            return trace.drain()
        }

        /// Taps Back on the shopping list, if it is showing.
        @discardableResult
        public func tapBack() -> [String] {
            counterList?.userTappedBack()
            return trace.drain()
        }

        @discardableResult
        public func send(_ action: CounterListAction) -> [String] {
            guard let counterList else { return [localized("(no shopping list on screen)")] }
            counterList.userDid(action)
            return trace.drain()
        }

        public var screenLines: [String] { navigator.top?.lines ?? [] }

        /// The open list's entity, for the demo's state panel only: no VIPER part reaches
        /// through its neighbours like this.
        public var openEntity: CounterListModel? {
            let presenter = counterList?.presenter as? CounterListPresenter
            return (presenter?.interactor as? CounterListInteractor)?.list
        }

        public var wiring: [String] {
            [
                localized("navigator holds the screens (strong)"),
                localized("view owns presenter; presenter owns"),
                localized("  interactor and router"),
                localized("presenter holds the view weakly"),
                localized("interactor → presenter: output protocol"),
                localized("router → navigator: push and pop"),
                localized("view and interactor never talk"),
            ]
        }
    }
}

extension CounterListRefusal {
    /// The case's name, e.g. `countAtZero`, for trace lines that show a message's shape.
    var caseName: String {
        switch self {
        case .countAtZero: "countAtZero"
        case .blankName: "blankName"
        case .nameTooLong: "nameTooLong"
        case .listFull: "listFull"
        case .noSuchItem(let number): "noSuchItem(\(number))"
        }
    }
}

public final class VIPERDemo: Demo {
    public static let info = DemoInfo(
        id: "viper",
        title: "VIPER",
        family: .architecture,
        summary: """
            Two VIPER modules: a welcome screen and the shopping list. In each, the view \
            talks only to the presenter, the presenter asks the interactor (which owns the \
            entity) and hears back through an output protocol, and the router alone knows \
            which screen comes next. Start on the welcome screen.
            """,
        commands: [
            DemoCommand("start", help: "tap Start on the welcome screen"),
            DemoCommand("back", help: "tap Back on the shopping list"),
        ] + CounterListDemoKit.commands,
        tour: [
            TourStep("screen", "The welcome module: its interactor fetched the message."),
            TourStep("start", "Start: the presenter asks the router to build the next module."),
            TourStep("tap plus", "view → presenter → interactor, then back through the presenter."),
            TourStep("add milk", "The interactor changes the entity; the presenter formats it."),
            TourStep("remove 2", "Refused: the interactor says so through its output protocol."),
            TourStep("who", "Who holds whom: view and interactor never talk."),
            TourStep("back", "Back: the router pops the screen; the whole module is freed."),
        ])

    private let app = VIPER.App()

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "start":
            guard app.welcome != nil else { throw DemoError(localized("the shopping list is already open; type back first")) }
            return app.tapStart()
        case "back":
            guard app.counterList != nil else { throw DemoError(localized("the welcome screen has no Back button")) }
            return app.tapBack()
        case "screen", "who":
            return try CounterListDemoKit.perform(input, on: app)
        default:
            guard app.counterList != nil else {
                throw DemoError(localized("the welcome screen has no such button: type start to open the list"))
            }
            return try CounterListDemoKit.perform(input, on: app)
        }
    }

    public var statePanel: [String] {
        var lines = [localized("Navigator: {0}", app.navigator.stack.map(\.screenTitle).joined(separator: " > "))]
        if let entity = app.openEntity {
            lines += [localized("Interactor's entity:"), "  " + entity.summary]
        }
        return lines + CounterListDemoKit.screenPanel(app)
    }
}
