// expect-failure: must not keep a view alive
/// Everything the list screen shows, ready to draw: nothing left to format.
struct ListDisplay: Equatable {
    var rows: [String] = []
    var countText = "No items"
    var notice: String?
}

@MainActor
final class ListViewModel {
    /// A view's binding. It keeps the owner, to know whose it is.
    private struct Binding {
        let owner: AnyObject?
        let update: (ListDisplay) -> Void
    }

    private var items: [String] = []
    private var bindings: [Binding] = []

    private(set) var display = ListDisplay() {
        didSet {
            bindings.removeAll { $0.owner == nil }
            for binding in bindings { binding.update(display) }
        }
    }

    init() {}

    func add(_ name: String) {
        guard !name.allSatisfy(\.isWhitespace) else {
            return publish(notice: "Type a name first.")
        }
        items.append(name)
        publish(notice: nil)
    }

    func bind(_ owner: AnyObject, _ update: @escaping (ListDisplay) -> Void) {
        bindings.append(Binding(owner: owner, update: update))
        update(display)
    }

    private func publish(notice: String?) {
        let count = items.count
        display = ListDisplay(
            rows: items.enumerated().map { "\($0.offset + 1). \($0.element)" },
            countText: count == 0 ? "No items" : count == 1 ? "1 item" : "\(count) items",
            notice: notice)
    }
}
