import Localization

// Composite: leaves and containers share one interface, so code that counts, measures,
// hides or draws a view never asks which kind it has; a container just does the same to
// its children. UIKit's UIView hierarchy is the Cocoa example. UIKit is not on Linux, so
// these are plain classes that keep the idea: a view has a size, may be hidden, and may
// contain subviews.
//
// Only containers have `add` and `remove` (the "safe" form of the pattern): a label with
// an add method that always fails would be uniform in name only.

/// Any element of a view hierarchy: a leaf or a container.
public protocol ViewComponent: AnyObject {
    var name: String { get }
    /// The class name shown in trees, e.g. `Label`.
    var kind: String { get }
    var isHidden: Bool { get set }
    /// Empty for leaves.
    var subviews: [any ViewComponent] { get }
    /// The cells this view itself covers, not counting subviews.
    var ownArea: Int { get }
    /// How this view itself looks, one line, not counting subviews.
    var face: String { get }
}

// MARK: Operations that treat leaves and containers alike

extension ViewComponent {
    /// This view and everything inside it.
    public var viewCount: Int {
        1 + subviews.reduce(0) { $0 + $1.viewCount }
    }

    /// The cells covered by this view and everything inside it, hidden or not.
    public var totalArea: Int {
        ownArea + subviews.reduce(0) { $0 + $1.totalArea }
    }

    /// The cells that would show on screen: a hidden view hides its whole subtree, as in UIKit.
    public var visibleArea: Int {
        isHidden ? 0 : ownArea + subviews.reduce(0) { $0 + $1.visibleArea }
    }

    /// The visible views drawn as an indented mock-up.
    public func render(indent: Int = 0) -> [String] {
        guard !isHidden else { return [] }
        let own = String(repeating: "  ", count: indent) + face
        return [own] + subviews.flatMap { $0.render(indent: indent + 1) }
    }

    /// The hierarchy drawn with tree lines, hidden views marked.
    public func treeLines() -> [String] {
        [label] + subviews.enumerated().flatMap { index, child in
            child.branchLines(isLast: index == subviews.count - 1)
        }
    }

    /// The first view named `name` in this subtree, depth first.
    public func find(_ name: String) -> (any ViewComponent)? {
        if self.name == name { return self }
        for child in subviews {
            if let found = child.find(name) { return found }
        }
        return nil
    }

    /// The container that directly holds the view named `name`, if it is in this subtree.
    public func container(of name: String) -> PanelView? {
        if let panel = self as? PanelView, panel.subviews.contains(where: { $0.name == name }) { return panel }
        for child in subviews {
            if let found = child.container(of: name) { return found }
        }
        return nil
    }

    /// The nearest container above the view named `name` that is hidden, if any: the
    /// reason a view that is not hidden itself may still not show.
    public func hiddenAncestor(of name: String) -> PanelView? {
        guard let parent = container(of: name) else { return nil }
        return parent.isHidden ? parent : hiddenAncestor(of: parent.name)
    }

    private var label: String {
        isHidden ? localized("{0} ({1}, hidden)", name, kind) : "\(name) (\(kind))"
    }

    private func branchLines(isLast: Bool) -> [String] {
        let children = treeLines().dropFirst()
        return [(isLast ? "└── " : "├── ") + label] + children.map { (isLast ? "    " : "│   ") + $0 }
    }
}

// MARK: Leaves

/// A line of text, one cell per character.
public final class LabelView: ViewComponent {
    public let name: String
    public let text: String
    public var isHidden = false
    public let kind = "Label"
    public let subviews: [any ViewComponent] = []

    public init(name: String, text: String? = nil) {
        self.name = name
        self.text = text ?? name
    }

    public var ownArea: Int { text.count }
    public var face: String { text }
}

/// A tappable title drawn as `[ title ]`.
public final class ButtonView: ViewComponent {
    public let name: String
    public let title: String
    public var isHidden = false
    public let kind = "Button"
    public let subviews: [any ViewComponent] = []

    public init(name: String, title: String? = nil) {
        self.name = name
        self.title = title ?? name
    }

    public var ownArea: Int { face.count }
    public var face: String { "[ \(title) ]" }
}

// MARK: The container

/// A view that holds other views, leaves or panels, and draws nothing of its own.
public final class PanelView: ViewComponent {
    public let name: String
    public var isHidden = false
    public let kind = "Panel"
    public private(set) var subviews: [any ViewComponent] = []

    public init(name: String, subviews: [any ViewComponent] = []) {
        self.name = name
        self.subviews = subviews
    }

    public let ownArea = 0
    public var face: String { "\(name):" }

    public func add(_ view: any ViewComponent) {
        subviews.append(view)
    }

    /// Removes the direct subview named `name` with everything inside it.
    @discardableResult
    public func remove(named name: String) -> (any ViewComponent)? {
        guard let index = subviews.firstIndex(where: { $0.name == name }) else { return nil }
        return subviews.remove(at: index)
    }
}

// MARK: The demo

public final class CompositeDemo: Demo {
    public static let info = DemoInfo(
        id: "composite",
        title: "Composite",
        family: .structural,
        summary: """
            A screen is a tree of views: panels hold labels, buttons and other panels. Every \
            view, leaf or container, answers the same calls (count, area, hide, render), and \
            a panel answers by asking its children. Build a tree and measure a leaf and a \
            panel with the very same command.
            """,
        commands: [
            DemoCommand("add", "<kind> <name> [to <panel>]", arguments: 2...4,
                        help: "add a label, button or panel (to root unless named)"),
            DemoCommand("remove", "<name>", arguments: 1...1, help: "remove a view and everything in it"),
            DemoCommand("hide", "<name>", arguments: 1...1, help: "hide a view (and so its subtree)"),
            DemoCommand("show", "<name>", arguments: 1...1, help: "show a hidden view again"),
            DemoCommand("measure", "<name>", arguments: 1...1, help: "count views and cells, leaf or panel alike"),
            DemoCommand("tree", help: "draw the hierarchy"),
            DemoCommand("render", help: "draw what is visible"),
        ],
        tour: [
            TourStep("add panel header", "A panel joins the root: panels and leaves share one protocol."),
            TourStep("add label title to header", "Leaves go inside panels, which builds a tree..."),
            TourStep("add button ok", "...of any shape: this button sits right in the root."),
            TourStep("tree", "The hierarchy, drawn by asking each view for its children."),
            TourStep("measure title", "Measure a leaf: it answers for itself..."),
            TourStep("measure root", "...measure the root with the same call: it sums its children."),
            TourStep("hide header", "Hide a panel and its whole subtree drops out of view."),
            TourStep("render", "Rendering is uniform too: the hidden branch is skipped."),
        ])

    private static let kinds = ["label", "button", "panel"]
    private static let maximumViews = 12
    private static let maximumNameLength = 12
    private static let panelWidth = 40

    private let root = PanelView(name: "root")

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "add": return try add(input)
        case "remove": return try remove(input.words[0])
        case "hide": return try setHidden(true, input.words[0])
        case "show": return try setHidden(false, input.words[0])
        case "measure": return try measure(view(named: input.words[0]))
        case "tree": return root.treeLines()
        case "render": return render()
        default: throw DemoError(localized("composite has no command {0}", input.name))
        }
    }

    private func add(_ input: DemoInput) throws(DemoError) -> [String] {
        // "kind" stays as the synopsis writes it (`add <kind> …`): the catalogue's "kind" is Factory Method's.
        let kind = try input.choice(0, named: "kind", among: Self.kinds)
        let name = input.words[1]
        let parent = try parentPanel(input)
        guard root.find(name) == nil else { throw DemoError(localized("there is already a view named {0}", name)) }
        guard name.count <= Self.maximumNameLength, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            throw DemoError(localized("a view name is one word of up to {0} letters, digits and -", Self.maximumNameLength))
        }
        guard root.viewCount < Self.maximumViews else {
            throw DemoError(localized("{0} views fill the panel: `remove` some first", Self.maximumViews))
        }
        let view: any ViewComponent = switch kind {
        case "label": LabelView(name: name)
        case "button": ButtonView(name: name)
        default: PanelView(name: name)
        }
        parent.add(view)
        return [localized("{0} now holds {1}, a {2}", parent.name, name, view.kind), treeSize()]
    }

    private func parentPanel(_ input: DemoInput) throws(DemoError) -> PanelView {
        guard input.words.count > 2 else { return root }
        guard input.words.count == 4, input.words[2] == "to" else {
            throw DemoError(localized("write it as: add <kind> <name> to <panel>"))
        }
        let target = try view(named: input.words[3])
        guard let panel = target as? PanelView else {
            throw DemoError(localized("{0} is a {1}, a leaf: only panels hold subviews", target.name, target.kind))
        }
        return panel
    }

    private func remove(_ name: String) throws(DemoError) -> [String] {
        guard name != root.name else { throw DemoError(localized("root is the screen itself and cannot be removed")) }
        guard let parent = root.container(of: name), let removed = parent.remove(named: name) else {
            throw DemoError(localized("there is no view named {0}", name))
        }
        let others = removed.viewCount - 1
        let removal = others > 0
            ? localized(count: others, one: "{1} removed {2} and the {0} view inside it",
                        other: "{1} removed {2} and the {0} views inside it", parent.name, name)
            : localized("{0} removed {1}", parent.name, name)
        return [removal, treeSize()]
    }

    private func setHidden(_ hidden: Bool, _ name: String) throws(DemoError) -> [String] {
        let target = try view(named: name)
        if !hidden, !target.isHidden, let panel = root.hiddenAncestor(of: name) {
            throw DemoError(localized("{0} is not hidden itself; its panel {1} is: show {1}", name, panel.name))
        }
        guard target.isHidden != hidden else {
            throw DemoError(hidden ? localized("{0} is already hidden", name) : localized("{0} is already shown", name))
        }
        target.isHidden = hidden
        let inside = target.viewCount - 1
        let change = switch (hidden, inside > 0) {
        case (true, true): localized(count: inside, one: "{1} is now hidden, with the {0} view inside it",
                                     other: "{1} is now hidden, with the {0} views inside it", name)
        case (false, true): localized(count: inside, one: "{1} is now shown, with the {0} view inside it",
                                      other: "{1} is now shown, with the {0} views inside it", name)
        case (true, false): localized("{0} is now hidden", name)
        case (false, false): localized("{0} is now shown", name)
        }
        let stillHidden = root.hiddenAncestor(of: name).map {
            [localized("it stays out of sight: its panel {0} is hidden", $0.name)]
        } ?? []
        return [change] + (hidden ? [] : stillHidden)
            + [localized(count: root.totalArea, one: "visible area of {1}: {2} of {0} cell",
                         other: "visible area of {1}: {2} of {0} cells", root.name, root.visibleArea)]
    }

    private func measure(_ target: any ViewComponent) -> [String] {
        let headline = target is PanelView
            ? localized("{0} is a container ({1}); same calls either way:", target.name, target.kind)
            : localized("{0} is a leaf ({1}); same calls either way:", target.name, target.kind)
        return [headline,
                "  viewCount:   \(target.viewCount)",
                "  totalArea:   \(Self.cells(target.totalArea))",
                "  visibleArea: \(Self.cells(target.visibleArea))"]
    }

    private static func cells(_ count: Int) -> String {
        localized(count: count, one: "{0} cell", other: "{0} cells")
    }

    private func treeSize() -> String {
        localized(count: root.viewCount, one: "the tree has {0} view, root included",
                  other: "the tree has {0} views, root included")
    }

    private func render() -> [String] {
        let lines = root.render()
        return lines.count <= 1 ? lines + ["  " + localized("(nothing visible inside root)")] : lines
    }

    private func view(named name: String) throws(DemoError) -> any ViewComponent {
        guard let found = root.find(name) else { throw DemoError(localized("there is no view named {0}", name)) }
        return found
    }

    public var statePanel: [String] {
        let tree = root.treeLines()
        let shown = tree.count > 13 ? Array(tree.prefix(12)) + [localized("… {0} more", tree.count - 12)] : tree
        let fitted = shown.map { DemoText.cut($0, to: Self.panelWidth) }
        return fitted + [localized("views: {0}, visible cells: {1}", root.viewCount, root.visibleArea)]

    }
}
