// expect-failure: must not keep the controller alive
/// The model: the items and the rules about them. It knows no view.
struct ShoppingList {
    enum Refusal: Error, Equatable {
        case blankName
        case full
    }

    static let capacity = 5

    private(set) var items: [String] = []

    mutating func add(_ name: String) throws(Refusal) {
        guard !name.allSatisfy(\.isWhitespace) else { throw .blankName }
        guard items.count < Self.capacity else { throw .full }
        items.append(name)
    }
}

/// What the controller needs from a view. No widget types, so a fake can stand in.
protocol ListView: AnyObject {
    /// The view calls this when the user taps Add with a name typed in.
    var onAdd: (String) -> Void { get set }
    func setRows(_ rows: [String])
    func setNotice(_ text: String?)
}

/// The controller: it owns the model and the view, and connects them.
final class ListController {
    private var list = ShoppingList()
    let view: any ListView

    init(view: any ListView) {
        self.view = view
        view.onAdd = { name in self.addTapped(name) }
        showItems()
    }

    private func addTapped(_ name: String) {
        do {
            try list.add(name)
            showItems()
            view.setNotice(nil)
        } catch {
            view.setNotice(Self.wording(of: error))
        }
    }

    private static func wording(of refusal: ShoppingList.Refusal) -> String {
        switch refusal {
        case .blankName: "Type a name first."
        case .full: "The list holds \(ShoppingList.capacity) items at most."
        }
    }

    /// The model is passive, so every change it accepts is followed by this.
    private func showItems() {
        view.setRows(list.items.enumerated().map { "\($0.offset + 1). \($0.element)" })
    }
}
