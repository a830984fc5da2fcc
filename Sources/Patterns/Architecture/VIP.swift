import Localization

/// VIP, the "Clean Swift" architecture: View → Interactor → Presenter → View, always in
/// that direction. Each use case has three plain structs: the view sends a Request, the
/// interactor answers the presenter with a Response, the presenter gives the view a
/// ViewModel. Nobody calls back up the cycle, unlike VIPER's presenter in the middle.
/// (Clean Swift also has a Router and Workers; this one-screen scene needs neither.)
public enum VIP {
    /// The scene's models: one namespace per use case, each with its Request, Response and
    /// ViewModel. They are values, so nothing in them can call anyone.
    public enum CounterListModels {
        public enum Load {
            public struct Request: Sendable {}
            public struct Response: Sendable { public let list: CounterListModel }
            public struct ViewModel: Sendable, Equatable {
                public let title: String
                public let countText: String
                public let rows: [String]
            }
        }

        public enum ChangeCount {
            public struct Request: Sendable { public let step: Int }
            public struct Response: Sendable {
                public let count: Int
                public let refusal: CounterListRefusal?
            }
            public struct ViewModel: Sendable, Equatable {
                public let countText: String
                public let notice: String?
            }
        }

        public enum EditList {
            public enum Edit: Sendable, Equatable {
                case add(String)
                case remove(number: Int)
            }
            public struct Request: Sendable { public let edit: Edit }
            public struct Response: Sendable {
                public let items: [String]
                public let refusal: CounterListRefusal?
            }
            public struct ViewModel: Sendable, Equatable {
                public let rows: [String]
                public let notice: String?
            }
        }
    }

    /// What the view may ask of the interactor.
    public protocol CounterListBusinessLogic: AnyObject {
        func load(request: CounterListModels.Load.Request)
        func changeCount(request: CounterListModels.ChangeCount.Request)
        func editList(request: CounterListModels.EditList.Request)
    }

    /// What the interactor may hand the presenter.
    public protocol CounterListPresentationLogic: AnyObject {
        func presentList(response: CounterListModels.Load.Response)
        func presentCount(response: CounterListModels.ChangeCount.Response)
        func presentItems(response: CounterListModels.EditList.Response)
    }

    /// What the presenter may hand the view.
    public protocol CounterListDisplayLogic: AnyObject {
        func displayList(viewModel: CounterListModels.Load.ViewModel)
        func displayCount(viewModel: CounterListModels.ChangeCount.ViewModel)
        func displayItems(viewModel: CounterListModels.EditList.ViewModel)
    }

    /// Clean Swift's read-only window on the interactor's data, for routers (and here the
    /// demo's state panel) to read without going through business logic.
    public protocol CounterListDataStore: AnyObject {
        var list: CounterListModel { get }
    }

    /// Business logic: applies requests to the model and passes Responses on. It knows the
    /// presenter only as PresentationLogic and never hears back from it.
    public final class CounterListInteractor: CounterListBusinessLogic, CounterListDataStore {
        public var presenter: (any CounterListPresentationLogic)?
        public private(set) var list = CounterListModel()
        private let trace: ArchitectureTrace

        public init(trace: ArchitectureTrace = ArchitectureTrace()) {
            self.trace = trace
        }

        public func load(request: CounterListModels.Load.Request) {
            trace.record("interactor", "presenter", "presentList(Response(\(list.summary)))")
            presenter?.presentList(response: .init(list: list))
        }

        public func changeCount(request: CounterListModels.ChangeCount.Request) {
            var refusal: CounterListRefusal?
            do {
                if request.step > 0 { list.increment() } else { try list.decrement() }
            } catch {
                refusal = error
            }
            trace.record("interactor", "presenter", "presentCount(Response(\(list.count)\(Self.describe(refusal))))")
            presenter?.presentCount(response: .init(count: list.count, refusal: refusal))
        }

        public func editList(request: CounterListModels.EditList.Request) {
            var refusal: CounterListRefusal?
            do {
                switch request.edit {
                case .add(let name): try list.addItem(name)
                case .remove(let number): try list.removeItem(number: number)
                }
            } catch {
                refusal = error
            }
            let size = localized(count: list.items.count, one: "{0} item", other: "{0} items")
            trace.record("interactor", "presenter", "presentItems(Response(\(size)\(Self.describe(refusal))))")
            presenter?.presentItems(response: .init(items: list.items, refusal: refusal))
        }

        private static func describe(_ refusal: CounterListRefusal?) -> String {
            refusal.map { ", ." + $0.caseName } ?? ""
        }
    }

    /// Presentation logic: turns Responses into display-ready ViewModels. It holds the view
    /// weakly, as DisplayLogic, and has no way to reach the interactor.
    public final class CounterListPresenter: CounterListPresentationLogic {
        public weak var viewController: (any CounterListDisplayLogic)?
        private let trace: ArchitectureTrace

        public init(trace: ArchitectureTrace = ArchitectureTrace()) {
            self.trace = trace
        }

        public func presentList(response: CounterListModels.Load.Response) {
            let viewModel = CounterListModels.Load.ViewModel(
                title: localized("Shopping list"), countText: Self.countText(response.list.count),
                rows: Self.rows(response.list.items))
            trace.record("presenter", "view", "displayList(ViewModel)")
            viewController?.displayList(viewModel: viewModel)
        }

        public func presentCount(response: CounterListModels.ChangeCount.Response) {
            let viewModel = CounterListModels.ChangeCount.ViewModel(
                countText: Self.countText(response.count), notice: response.refusal?.message)
            let quoted = "\"\(viewModel.countText)\""
            let shape = viewModel.notice == nil ? quoted : localized("{0} + notice", quoted)
            trace.record("presenter", "view", "displayCount(ViewModel(\(shape)))")
            viewController?.displayCount(viewModel: viewModel)
        }

        public func presentItems(response: CounterListModels.EditList.Response) {
            let viewModel = CounterListModels.EditList.ViewModel(
                rows: Self.rows(response.items), notice: response.refusal?.message)
            let items = localized(count: response.items.count, one: "{0} item", other: "{0} items")
            let shape = viewModel.notice == nil ? items : localized("{0} + notice", items)
            trace.record("presenter", "view", "displayItems(ViewModel(\(shape)))")
            viewController?.displayItems(viewModel: viewModel)
        }

        private static func countText(_ count: Int) -> String { localized("Count: {0}", count) }

        private static func rows(_ items: [String]) -> [String] {
            items.isEmpty ? [localized("(the list is empty)")] : items.enumerated().map { "\($0.offset + 1). \($0.element)" }
        }
    }

    /// The view controller: turns taps into Requests and draws ViewModels. It holds the
    /// interactor, and receives results only from the presenter.
    public final class CounterListViewController: CounterListDisplayLogic {
        public var interactor: (any CounterListBusinessLogic)?
        public private(set) var canvas = CounterListCanvas()
        private let trace: ArchitectureTrace

        public init(trace: ArchitectureTrace = ArchitectureTrace()) {
            self.trace = trace
        }

        public func viewDidLoad() {
            trace.record("view", "interactor", "load(Request())")
            interactor?.load(request: .init())
        }

        public func userDid(_ action: CounterListAction) {
            switch action {
            case .tapPlus: changeCount(by: 1)
            case .tapMinus: changeCount(by: -1)
            case .addItem(let name): edit(.add(name), described: "add(\(ArchitectureTrace.quoted(name)))")
            case .removeItem(let number): edit(.remove(number: number), described: "remove(number: \(number))")
            }
        }

        private func changeCount(by step: Int) {
            trace.record("view", "interactor", "changeCount(Request(step: \(step > 0 ? "+" : "")\(step)))")
            interactor?.changeCount(request: .init(step: step))
        }

        private func edit(_ edit: CounterListModels.EditList.Edit, described: String) {
            trace.record("view", "interactor", "editList(Request(.\(described)))")
            interactor?.editList(request: .init(edit: edit))
        }

        public func displayList(viewModel: CounterListModels.Load.ViewModel) {
            canvas.title = viewModel.title
            canvas.countText = viewModel.countText
            canvas.rows = viewModel.rows
        }

        public func displayCount(viewModel: CounterListModels.ChangeCount.ViewModel) {
            canvas.countText = viewModel.countText
            canvas.notice = viewModel.notice
        }

        public func displayItems(viewModel: CounterListModels.EditList.ViewModel) {
            canvas.rows = viewModel.rows
            canvas.notice = viewModel.notice
        }
    }

    /// Clean Swift's configurator: builds the scene and closes the cycle once. The view
    /// holds the interactor, the interactor the presenter, the presenter the view (weakly).
    public enum CounterListConfigurator {
        public struct Scene {
            public let viewController: CounterListViewController
            public let dataStore: any CounterListDataStore
        }

        public static func makeScene(trace: ArchitectureTrace = ArchitectureTrace()) -> Scene {
            let viewController = CounterListViewController(trace: trace)
            let interactor = CounterListInteractor(trace: trace)
            let presenter = CounterListPresenter(trace: trace)
            viewController.interactor = interactor
            interactor.presenter = presenter
            presenter.viewController = viewController
            viewController.viewDidLoad()
            return Scene(viewController: viewController, dataStore: interactor)
        }
    }

    /// The VIP scene as the shared feature test sees it.
    public final class App: CounterListScreen {
        private let trace = ArchitectureTrace()
        public let viewController: CounterListViewController
        public let dataStore: any CounterListDataStore

        public init() {
            let scene = CounterListConfigurator.makeScene(trace: trace)
            viewController = scene.viewController
            dataStore = scene.dataStore
            _ = trace.drain()
        }

        @discardableResult
        public func send(_ action: CounterListAction) -> [String] {
            viewController.userDid(action)
            return trace.drain()
        }

        public var screenLines: [String] { viewController.canvas.lines }

        public var wiring: [String] {
            [
                localized("one cycle, one direction:"),
                localized("  view → interactor: Request"),
                localized("  interactor → presenter: Response"),
                localized("  presenter → view: ViewModel"),
                localized("view holds interactor, interactor holds"),
                localized("  presenter, presenter holds view weakly"),
                localized("nothing calls back up the cycle"),
            ]
        }
    }
}

public final class VIPDemo: Demo {
    public static let info = DemoInfo(
        id: "vip",
        title: "VIP (Clean Swift)",
        family: .architecture,
        summary: """
            The counter and list as a Clean Swift scene. Data goes round one cycle in one \
            direction: the view sends a Request to the interactor, the interactor sends a \
            Response to the presenter, the presenter sends a ViewModel to the view. Compare \
            VIPER, where the presenter sits in the middle and traffic goes both ways.
            """,
        commands: CounterListDemoKit.commands,
        tour: [
            TourStep("tap plus", "A Request goes in; a ViewModel comes out the other side."),
            TourStep("add milk", "A different use case, the same one-way cycle."),
            TourStep("tap minus", "Back to zero..."),
            TourStep("tap minus", "...and refused: the refusal rides in the Response."),
            TourStep("add eggs", "The notice goes: every ViewModel says what to show now."),
            TourStep("remove 1", "Each arrow points forward: view, interactor, presenter, view."),
            TourStep("who", "Who holds whom, round the cycle."),
        ])

    private let app = VIP.App()

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        try CounterListDemoKit.perform(input, on: app)
    }

    public var statePanel: [String] {
        [localized("Interactor's data store:"), "  " + app.dataStore.list.summary] + CounterListDemoKit.screenPanel(app)
    }
}
