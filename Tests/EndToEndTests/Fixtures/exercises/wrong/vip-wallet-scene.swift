// expect-failure: must hold the view controller weakly
enum WalletRefusal: Equatable { case badAmount, notEnoughMoney }

enum SendMoney {
    struct Request { let amountInCents: Int }                               // view → interactor
    struct Response { let balanceInCents: Int; let refusal: WalletRefusal? } // interactor → presenter
    struct ViewModel: Equatable { let balanceText: String; let errorMessage: String? } // presenter → view
}

protocol WalletBusinessLogic: AnyObject { func sendMoney(request: SendMoney.Request) }
protocol WalletPresentationLogic: AnyObject { func presentBalance(response: SendMoney.Response) }
protocol WalletDisplayLogic: AnyObject { func displayBalance(viewModel: SendMoney.ViewModel) }

final class WalletInteractor: WalletBusinessLogic {
    var presenter: (any WalletPresentationLogic)?
    private(set) var balanceInCents: Int
    init(balanceInCents: Int) { self.balanceInCents = balanceInCents }

    func sendMoney(request: SendMoney.Request) {
        let amount = request.amountInCents
        let refusal: WalletRefusal? =
            amount <= 0 ? .badAmount : amount > balanceInCents ? .notEnoughMoney : nil
        if refusal == nil { balanceInCents -= amount }
        presenter?.presentBalance(response: .init(balanceInCents: balanceInCents, refusal: refusal))
    }
}

final class WalletPresenter: WalletPresentationLogic {
    var viewController: (any WalletDisplayLogic)?

    func presentBalance(response: SendMoney.Response) {
        let message: String? = switch response.refusal {
        case .badAmount: "Enter an amount above zero."
        case .notEnoughMoney: "That is more than your balance."
        case nil: nil
        }
        viewController?.displayBalance(viewModel: .init(
            balanceText: "Balance " + Self.pounds(response.balanceInCents), errorMessage: message))
    }

    static func pounds(_ cents: Int) -> String {
        let pence = cents % 100
        return "£\(cents / 100)." + (pence < 10 ? "0" : "") + "\(pence)"
    }
}

final class WalletViewController: WalletDisplayLogic {
    var interactor: (any WalletBusinessLogic)?
    private(set) var balanceLabel = ""
    private(set) var errorLabel: String?

    func sendTapped(amountInCents: Int) {
        interactor?.sendMoney(request: .init(amountInCents: amountInCents))
    }

    func displayBalance(viewModel: SendMoney.ViewModel) {
        balanceLabel = viewModel.balanceText
        errorLabel = viewModel.errorMessage
    }
}

enum WalletConfigurator {
    static func makeScene(balanceInCents: Int) -> WalletViewController {
        let viewController = WalletViewController()
        let interactor = WalletInteractor(balanceInCents: balanceInCents)
        let presenter = WalletPresenter()
        viewController.interactor = interactor
        interactor.presenter = presenter
        presenter.viewController = viewController
        return viewController
    }
}
