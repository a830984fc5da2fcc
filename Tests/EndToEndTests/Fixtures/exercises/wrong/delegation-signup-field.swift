// expect-failure: a form nobody holds must be freed
/// Class-bound, so the field can hold its delegate weakly.
protocol InputFieldDelegate: AnyObject {
    /// Asked before the field takes `text`; `false` refuses it.
    func inputField(_ field: InputField, shouldAccept text: String) -> Bool
    /// Told after the field has taken `text`.
    func inputField(_ field: InputField, didChangeTo text: String)
}

final class InputField {
    /// Kept strongly, "so it cannot disappear".
    var delegate: (any InputFieldDelegate)?
    private(set) var text = ""

    /// The user replaces the field's text with `newText`.
    func enter(_ newText: String) {
        if delegate?.inputField(self, shouldAccept: newText) == false { return }
        text = newText
        delegate?.inputField(self, didChangeTo: newText)
    }
}

final class SignUpForm: InputFieldDelegate {
    let nameField = InputField()
    private(set) var username: String?

    init() {
        nameField.delegate = self
    }

    func inputField(_ field: InputField, shouldAccept text: String) -> Bool {
        (1...12).contains(text.count)
    }

    func inputField(_ field: InputField, didChangeTo text: String) {
        username = text
    }
}
