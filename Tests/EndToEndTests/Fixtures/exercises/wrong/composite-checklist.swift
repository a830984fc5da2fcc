// expect-failure: must count the items inside its lists
// A list that counts its direct entries: a nested list counts as one item.
/// What every entry answers, a single item or a whole checklist.
protocol ChecklistEntry: AnyObject {
    var title: String { get }
    /// How many single items this entry holds: 1 for an item.
    var total: Int { get }
    /// How many of those are done.
    var finished: Int { get }
    /// Ticks this entry off, with everything inside it.
    func complete()
}

/// A leaf: one thing to do. It has no children.
final class CheckItem: ChecklistEntry {
    let title: String
    private(set) var isDone = false

    init(_ title: String) { self.title = title }

    var total: Int { 1 }
    var finished: Int { isDone ? 1 : 0 }
    func complete() { isDone = true }
}

/// The composite: it holds entries of either kind and answers each
/// question by asking them and combining what they say.
final class Checklist: ChecklistEntry {
    let title: String
    private(set) var entries: [any ChecklistEntry] = []

    init(_ title: String) { self.title = title }

    func add(_ entry: any ChecklistEntry) {
        entries.append(entry)
    }

    var total: Int { entries.count }
    var finished: Int { entries.reduce(0) { $0 + $1.finished } }

    func complete() {
        for entry in entries { entry.complete() }
    }
}
