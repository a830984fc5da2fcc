// expect-failure: must hold its view weakly
/// The model's rule, given: a password needs at least eight characters.
enum PasswordPolicy {
    static let minimumLength = 8
    static func accepts(_ password: String) -> Bool { password.count >= minimumLength }
}

/// The passive view: display values in, nothing read back.
@MainActor
protocol PasswordView: AnyObject {
    func setSaveEnabled(_ enabled: Bool)
    func showHint(_ text: String?)
}

/// Every decision about what the form shows, and no widget type.
@MainActor
final class PasswordPresenter {
    var view: (any PasswordView)?
    private var password = ""
    private var confirmation = ""

    init() {}

    func viewDidLoad() { render() }

    func didChangePassword(_ text: String) {
        password = text
        render()
    }

    func didChangeConfirmation(_ text: String) {
        confirmation = text
        render()
    }

    /// The form's state is kept here, never read back from the view.
    private func render() {
        let longEnough = PasswordPolicy.accepts(password)
        let matches = confirmation == password
        view?.setSaveEnabled(longEnough && matches)
        if !longEnough {
            view?.showHint("Use at least \(PasswordPolicy.minimumLength) characters")
        } else if !confirmation.isEmpty && !matches {
            view?.showHint("The passwords do not match")
        } else {
            view?.showHint(nil)
        }
    }
}
