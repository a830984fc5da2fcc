// expect-failure: the controls must hold their panel weakly
// The rules are right, but each control still holds the panel strongly.
/// What the controls may tell the panel that coordinates them.
protocol PanelMediator: AnyObject {
    func controlChanged(_ control: AnyObject)
}

// The colleagues: each knows its mediator and no other control. type(_:),
// tap() and press() are the user's and report; clear() and switchOff() are
// the panel's and stay silent, so it never hears its own changes.

final class SearchBox {
    var mediator: (any PanelMediator)?
    private(set) var text = ""
    func type(_ newText: String) {
        text = newText
        mediator?.controlChanged(self)
    }
    func clear() { text = "" }
}

final class Toggle {
    var mediator: (any PanelMediator)?
    private(set) var isOn = false
    func tap() {
        isOn.toggle()
        mediator?.controlChanged(self)
    }
    func switchOff() { isOn = false }
}

final class ClearButton {
    var mediator: (any PanelMediator)?
    var isEnabled = false
    func press() {
        if isEnabled { mediator?.controlChanged(self) }
    }
}

final class ResultList {
    private(set) var shown: [String] = []
    func show(_ names: [String]) { shown = names }
}

/// The mediator: it owns the controls and every rule between them.
final class FilterPanel: PanelMediator {
    let search = SearchBox(), inStockOnly = Toggle(), clear = ClearButton(), results = ResultList()
    let products: [(name: String, inStock: Bool)]

    init(products: [(name: String, inStock: Bool)]) {
        self.products = products
        search.mediator = self
        inStockOnly.mediator = self
        clear.mediator = self
        update()
    }

    func controlChanged(_ control: AnyObject) {
        if control === clear {
            search.clear()
            inStockOnly.switchOff()
        }
        update()
    }

    /// The rules, in one place: what the list shows, and whether Clear has work to do.
    private func update() {
        let text = search.text, stockOnly = inStockOnly.isOn
        let wanted = products.filter { (text.isEmpty || $0.name.contains(text)) && (!stockOnly || $0.inStock) }
        results.show(wanted.map(\.name))
        clear.isEnabled = !text.isEmpty || stockOnly
    }
}
