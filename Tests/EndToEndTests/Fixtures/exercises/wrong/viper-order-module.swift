// expect-failure: popping the screen must free the whole module
enum OrderStatus: Equatable { case packing, onTheWay, delivered }   // the entity

@MainActor protocol OrderView: AnyObject { func show(status: String) }
@MainActor protocol OrderPresenting: AnyObject { func viewDidLoad(); func didTapHelp() }
@MainActor protocol OrderInteractorInput: AnyObject { func loadStatus() }
@MainActor protocol OrderInteractorOutput: AnyObject { func didLoad(_ status: OrderStatus) }
@MainActor protocol OrderRouting: AnyObject { func showHelp() }

/// Stands in for UINavigationController: it holds the screens on its stack.
@MainActor final class Navigator {
    var stack: [AnyObject] = []
}

@MainActor final class HelpScreen {}

@MainActor final class OrderScreen: OrderView {
    let presenter: any OrderPresenting
    private(set) var status = ""
    init(presenter: any OrderPresenting) { self.presenter = presenter }
    func show(status: String) { self.status = status }
}

@MainActor final class OrderRouter: OrderRouting {
    private weak var navigator: Navigator?
    init(navigator: Navigator) { self.navigator = navigator }
    func showHelp() { navigator?.stack.append(HelpScreen()) }
}

@MainActor final class OrderInteractor: OrderInteractorInput {
    var output: (any OrderInteractorOutput)?
    private let daysSinceOrder: Int
    init(daysSinceOrder: Int) { self.daysSinceOrder = daysSinceOrder }
    func loadStatus() {   // the rule: no wording, no view
        output?.didLoad(daysSinceOrder < 1 ? .packing : daysSinceOrder < 3 ? .onTheWay : .delivered)
    }
}

@MainActor final class OrderPresenter: OrderPresenting, OrderInteractorOutput {
    weak var view: (any OrderView)?
    private let interactor: any OrderInteractorInput
    private let router: any OrderRouting
    init(interactor: any OrderInteractorInput, router: any OrderRouting) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() { interactor.loadStatus() }
    func didTapHelp() { router.showHelp() }
    func didLoad(_ status: OrderStatus) {   // the wording: no rule
        let text = switch status {
        case .packing: "Being packed"
        case .onTheWay: "On the way"
        case .delivered: "Delivered"
        }
        view?.show(status: text)
    }
}

@MainActor enum OrderModule {
    /// Creates every part and decides, once, who holds whom.
    static func build(navigator: Navigator, daysSinceOrder: Int) -> OrderScreen {
        let interactor = OrderInteractor(daysSinceOrder: daysSinceOrder)
        let presenter = OrderPresenter(interactor: interactor,
                                       router: OrderRouter(navigator: navigator))
        let screen = OrderScreen(presenter: presenter)
        presenter.view = screen          // weak: the screen owns the presenter
        interactor.output = presenter
        return screen
    }
}
