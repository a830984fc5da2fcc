import Localization

// Swift builds the Iterator pattern into the language: a `Sequence` hands out an
// `IteratorProtocol` value whose `next()` returns elements until nil, and `for in` is sugar
// for that loop (Foundation's NSEnumerator and its `nextObject` are the Cocoa ancestor).
// The source tutorial wrapped an array; a tree shows more, since the walk order is the iterator's
// business, not the tree's.

/// How to walk a tree: deep into each branch first, or level by level.
public enum OutlineOrder: String, CaseIterable, Sendable {
    case depth, breadth
}

/// One section of a book outline, with its sub-sections in order.
public struct OutlineNode: Equatable, Sendable {
    public let title: String
    public fileprivate(set) var children: [OutlineNode] = []

    public init(_ title: String, children: [OutlineNode] = []) {
        self.title = title
        self.children = children
    }
}

/// What an outline walk yields: a section's title and how deep it sits (the root is 0).
public struct OutlineEntry: Equatable, Sendable {
    public let title: String
    public let depth: Int
}

/// The collection. Its storage (nested nodes) stays private to the walk: a client only sees
/// entries coming out of an iterator. A value type, so an iterator walks the outline as it
/// was when the iterator was made, whatever is added later.
public struct Outline: Sequence, Sendable {
    public private(set) var root: OutlineNode

    public init(_ title: String) {
        root = OutlineNode(title)
    }

    /// Adds a section under the path of titles (counted from below the root), creating the
    /// missing sections on the way. Returns how many sections were new: 0 if all existed.
    @discardableResult
    public mutating func add(path: [String]) -> Int {
        root.insert(path[...])
    }

    /// `for entry in outline` walks depth first: reading order.
    public func makeIterator() -> OutlineIterator { OutlineIterator(root: root, order: .depth) }

    /// The same outline, walked in another order.
    public func walk(_ order: OutlineOrder) -> OutlineWalk { OutlineWalk(root: root, order: order) }
}

extension OutlineNode {
    fileprivate mutating func insert(_ path: ArraySlice<String>) -> Int {
        guard let title = path.first else { return 0 }
        if let index = children.firstIndex(where: { $0.title == title }) {
            return children[index].insert(path.dropFirst())
        }
        var child = OutlineNode(title)
        let created = child.insert(path.dropFirst()) + 1
        children.append(child)
        return created
    }
}

/// A sequence that walks an outline in a chosen order.
public struct OutlineWalk: Sequence, Sendable {
    let root: OutlineNode
    public let order: OutlineOrder

    public func makeIterator() -> OutlineIterator { OutlineIterator(root: root, order: order) }
}

/// The iterator: it keeps its own to-do list, so two iterators over one outline never
/// disturb each other. Both orders share the code: depth takes from the back of the list
/// (a stack), breadth from the front (a queue).
public struct OutlineIterator: IteratorProtocol, Sendable {
    public let order: OutlineOrder
    private var pending: [OutlineEntryNode]
    private var front = 0

    init(root: OutlineNode, order: OutlineOrder) {
        self.order = order
        pending = [OutlineEntryNode(node: root, depth: 0)]
    }

    public mutating func next() -> OutlineEntry? {
        guard front < pending.count else { return nil }
        let current: OutlineEntryNode
        let children = { (item: OutlineEntryNode) in
            item.node.children.map { OutlineEntryNode(node: $0, depth: item.depth + 1) }
        }
        switch order {
        case .breadth:
            current = pending[front]
            front += 1
            pending += children(current)
        case .depth:
            current = pending.removeLast()
            // Reversed so that the first child is on top of the stack and comes out next.
            pending += children(current).reversed()
        }
        return OutlineEntry(title: current.node.title, depth: current.depth)
    }
}

struct OutlineEntryNode: Sendable {
    let node: OutlineNode
    let depth: Int
}

public final class IteratorDemo: Demo {
    public static let info = DemoInfo(
        id: "iterator",
        title: "Iterator",
        family: .behavioral,
        summary: """
            A book outline is a tree of sections. It conforms to Sequence, so `for in` walks \
            it, and its iterators decide the order: depth first (reading order) or breadth \
            first (level by level). A cursor is an iterator you step by hand with `next`.
            """,
        commands: [
            DemoCommand("add", "<section/sub/...>", arguments: 1...1, help: "add a section under a path of titles"),
            DemoCommand("next", help: "ask the cursor (an iterator) for its next section"),
            DemoCommand("restart", "[depth|breadth]", arguments: 0...1,
                        help: "make a fresh cursor over the outline as it is now"),
            DemoCommand("walk", "<depth|breadth>", arguments: 1...1, help: "walk the whole outline with `for in`"),
        ],
        tour: [
            TourStep("walk depth", "`for in` gets an iterator: depth first reads like a book."),
            TourStep("walk breadth", "Another iterator, another order: level by level. Same tree."),
            TourStep("next", "The cursor is one more iterator, stepped by hand..."),
            TourStep("next", "...it remembers where it is; the walks above did not move it."),
            TourStep("add Patterns/Behavioral/Iterator", "Add a section; the cursor keeps walking its own copy."),
            TourStep("walk depth", "A new walk sees the outline as it is now, new section included."),
            TourStep("restart breadth", "restart drops the cursor for a fresh breadth-first one..."),
            TourStep("next", "...which starts again from the root."),
        ])

    private var outline = IteratorDemo.sampleOutline
    private var cursor: OutlineIterator
    private var stepped = 0

    public init() {
        cursor = outline.makeIterator()
    }

    static var sampleOutline: Outline {
        var outline = Outline("Course")
        outline.add(path: ["Basics", "Protocols"])
        outline.add(path: ["Basics", "Generics"])
        outline.add(path: ["Patterns", "Creational", "Singleton"])
        outline.add(path: ["Patterns", "Behavioral"])
        return outline
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "add": return try add(input.words[0])
        case "next": return next()
        case "restart": return try restart(input)
        case "walk": return walk(try traversal(input.words[0]))
        default: throw DemoError(localized("iterator has no command {0}", input.name))
        }
    }

    private func add(_ path: String) throws(DemoError) -> [String] {
        let titles = path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).trimmingWhitespace }
        guard !titles.contains(where: \.isEmpty) else {
            throw DemoError(localized("'{0}' has an empty title: join titles with single slashes, like Basics/Closures",
                                      DemoInput.shortened(path)))
        }
        // Paths start below the root, so "Course/Basics" would make a second Course.
        guard titles.first?.lowercased() != outline.root.title.lowercased() else {
            throw DemoError(localized("paths start below the root {0}: write Basics/Closures, not {0}/Basics/Closures",
                                      outline.root.title))
        }
        let shown = titles.joined(separator: " › ")
        let created = outline.add(path: titles)
        guard created > 0 else { return [localized("{0} is already in the outline: nothing changed", shown)] }
        return [localized(count: created, one: "added {1}: {0} new section", other: "added {1}: {0} new sections", shown),
                localized("the cursor still walks the outline it started on")]
    }

    private func next() -> [String] {
        guard let entry = cursor.next() else {
            let over = switch cursor.order {
            case .depth: localized("next() returned nil: the depth walk is over")
            case .breadth: localized("next() returned nil: the breadth walk is over")
            }
            return [over, localized("`restart` makes a fresh iterator")]
        }
        stepped += 1
        return [localized("next() → {0} (step {1}, depth {2})", entry.title, stepped, entry.depth)]
    }

    private func restart(_ input: DemoInput) throws(DemoError) -> [String] {
        var order = cursor.order
        if let word = input.word(0) { order = try traversal(word) }
        cursor = outline.walk(order).makeIterator()
        stepped = 0
        switch order {
        case .depth: return [localized("a fresh depth-first iterator, at the start")]
        case .breadth: return [localized("a fresh breadth-first iterator, at the start")]
        }
    }

    private func walk(_ order: OutlineOrder) -> [String] {
        var lines = ["for entry in outline.walk(.\(order.rawValue)):"]
        for entry in outline.walk(order) {
            // Depth first reads as an indented outline; breadth first is easier to follow by level.
            switch order {
            case .depth: lines.append(String(repeating: "  ", count: entry.depth + 1) + entry.title)
            case .breadth: lines.append("  " + localized("level {0}: {1}", entry.depth, entry.title))
            }
        }
        return lines + [localized("next() returned nil: the loop ends")]
    }

    private func traversal(_ word: String) throws(DemoError) -> OutlineOrder {
        guard let order = OutlineOrder(rawValue: word.lowercased()) else {
            throw DemoError(localized("unknown order '{0}': use depth or breadth", word))
        }
        return order
    }

    public var statePanel: [String] {
        let sections = Array(outline).count
        // The iterator is a value: peeking on a copy leaves the cursor where it is.
        var peek = cursor
        let order = switch cursor.order {
        case .depth: localized("depth first")
        case .breadth: localized("breadth first")
        }
        return [localized(count: sections, one: "outline: {0} section", other: "outline: {0} sections"),
                localized(count: stepped, one: "cursor: {1}, {0} step taken", other: "cursor: {1}, {0} steps taken", order),
                "  " + localized("next: {0}", peek.next()?.title ?? localized("nil (walk over)"))].map { DemoText.cut($0) }
    }
}
