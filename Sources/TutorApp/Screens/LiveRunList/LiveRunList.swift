import Localization
import Course
import Patterns
import TerminalKit

/// One live run as the list shows it.
public struct LiveRunEntry: Sendable, Hashable {
    public var id: String
    public var title: String
    public var family: String
    /// The lessons whose `demo:` names it, as indices into the course's lessons, in course order.
    public var lessons: [Int]
}

/// Every live run the app can open: the pattern demos by family, then the shape game.
public enum LiveRunCatalog {
    static let shapeGameTitle = "The shape game"
    static let shapeGameFamily = "Case study"

    public static func entries(for lessons: [Lesson]) -> [LiveRunEntry] {
        let demos = DemoRegistry.all.map { (id: $0.info.id, title: localized($0.info.title), family: localized($0.info.family.title)) }
        let runs = demos + [(id: GameScreenState.liveRunId, title: localized(shapeGameTitle), family: localized(shapeGameFamily))]
        let entries = runs.map { run in
            LiveRunEntry(id: run.id, title: run.title, family: run.family,
                         lessons: lessons.indices.filter { lessons[$0].demo?.lowercased() == run.id })
        }
        return entries.groupedStably(by: \.family).flatMap(\.elements)
    }

    /// Plain mode: one sentence-like row each, numbered as typed to open it.
    static func plainLines(_ entries: [LiveRunEntry], lessons: [Lesson]) -> [String] {
        var lines = [localized(count: entries.count, one: "{0} live runs. Type a number or an id to open one; 'open N' opens lesson N.",
                               other: "{0} live runs. Type a number or an id to open one; 'open N' opens lesson N.")]
        var number = 0
        for group in entries.groupedStably(by: \.family) {
            lines += ["", "\(group.key) (\(group.elements.count))"]
            for entry in group.elements {
                number += 1
                lines.append("  \(number). \(entry.title) [\(entry.id)] - \(taughtIn(entry, lessons: lessons))")
            }
        }
        return lines
    }

    /// "lesson 3, Abstract Factory", "lessons 66, 67, 70", or that none opens it.
    static func taughtIn(_ entry: LiveRunEntry, lessons: [Lesson]) -> String {
        switch entry.lessons.count {
        case 0: return localized("no lesson opens it")
        case 1: return localized("lesson {0}, {1}", entry.lessons[0] + 1, lessons[entry.lessons[0]].title)
        default: return localized("lessons {0}", entry.lessons.map { String($0 + 1) }.joined(separator: ", "))
        }
    }
}

/// The list of every live run: Enter or `d` opens the highlighted one, `l` the
/// lesson that teaches it.
public struct LiveRunListState: Sendable, Hashable {
    /// The runs, with their lessons found again at each layout, so a reload shows the new ones.
    public private(set) var entries: [LiveRunEntry] = []
    var list = GroupedList()

    public init() {}

    public var highlighted: LiveRunEntry? {
        entries.indices.contains(list.selected) ? entries[list.selected] : nil
    }
}

extension LiveRunListState: ScreenModel {
    enum Action: Sendable { case move(GroupedList.Motion), open, lesson, back }

    static let keys = KeyTable<Action>(GroupedList.motionKeys(item: "live run", Action.move) + [
        KeyBinding([.enter, .right, .character("d")], "Enter → d click", "open the live run", .open),
        KeyBinding([.character("l")], "l", "the lesson that teaches it", .lesson),
        KeyBinding([.character("q"), .escape, .left, .backspace], "q Esc ←", "back", .back),
    ])

    var screen: AppScreen { .liveRunList(self) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        guard let action = Self.keys.action(for: key) else { return [] }
        switch action {
        case .move(let motion): list.move(motion, height: Layout.bodyHeight(context.size))
        case .open: return highlighted.map { [.run(.demo($0.id))] } ?? []
        case .lesson: return openLesson(context)
        case .back: return [.back]
        }
        return []
    }

    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] {
        guard let entry = list.clicked(by: mouse, height: Layout.bodyHeight(context.size)) else { return [] }
        return [.run(.demo(entries[entry].id))]
    }

    /// Plain mode: a run's number or id opens it; anything else is a command.
    mutating func line(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        if let number = Int(word) {
            guard entries.indices.contains(number - 1) else {
                return [.say(localized("There is no live run {0}; they are numbered 1 to {1}.", number, entries.count), .error)]
            }
            return [.run(.demo(entries[number - 1].id))]
        }
        return entries.contains { $0.id == word } ? [.run(.demo(word))] : nil
    }

    mutating func layout(_ context: ScreenContext) {
        let kept = highlighted?.id
        entries = LiveRunCatalog.entries(for: context.lessons)
        let selected = entries.firstIndex { $0.id == kept } ?? list.selected
        list.layOut(LiveRunListView.groups(entries, lessons: context.lessons, width: CheatSheetState.width(context.size)),
                    selected: selected, height: Layout.bodyHeight(context.size))
    }

    func whereText(_ context: ScreenContext) -> String {
        context.isFullScreen
            ? localized("In the list of live runs ({0}); Enter opens the highlighted one, l its lesson, q goes back.", entries.count)
            : localized("In the list of live runs ({0}); type a number or an id to open one, or any command.", entries.count)
    }

    func hints(_ app: AppState) -> [String] {
        [localized("↑↓ move  Enter open  l lesson  ? help  q back"), localized("↑↓ Enter open  q back"), localized("q back")]
    }

    func statusRight(_ app: AppState) -> String {
        entries.isEmpty ? "" : "\(list.selected + 1)/\(entries.count)"
    }

    func draw(_ app: AppState, on screen: inout Screen) {
        AppView.drawTitleBar(left: localized("Live runs"),
                             right: localized(count: entries.count, one: "{0} live runs", other: "{0} live runs"), on: &screen)
        list.draw(on: &screen, top: 1, height: Layout.bodyHeight(app.size))
    }

    private func openLesson(_ context: ScreenContext) -> [ScreenOutput] {
        guard let entry = highlighted else { return [] }
        guard let lesson = entry.lessons.first else { return [.say(localized("No lesson opens the {0} live run.", entry.title), .info)] }
        return [.openLesson(index: lesson, page: 0)]
    }
}

/// The live runs on screen: a heading per family; each run its title with its id at the right
/// edge (on a line of its own when both do not fit), then the lessons that teach it, cut to
/// one line.
enum LiveRunListView {
    static func groups(_ entries: [LiveRunEntry], lessons: [Lesson], width: Int) -> [GroupedList.Group] {
        entries.groupedStably(by: \.family).map { group in
            let count = group.elements.count
            let heading = StyledLine(group.key, style: CheatSheetView.headingStyle)
                + StyledLine("  " + localized(count: count, one: "{0} live run", other: "{0} live runs"), style: Style(dim: true))
            return GroupedList.Group(heading: heading.prefix(columns: width),
                                     entries: group.elements.map { lines($0, lessons: lessons, width: width) })
        }
    }

    static func lines(_ entry: LiveRunEntry, lessons: [Lesson], width: Int) -> [StyledLine] {
        let (headline, idFits) = GroupedList.headline(entry.title, detail: entry.id, detailStyle: CheatSheetView.runStyle, width: width)
        var lines = [headline]
        if !idFits { lines.append(StyledLine("    " + TerminalText.truncated(entry.id, toWidth: width - 4), style: CheatSheetView.runStyle)) }
        let titles = entry.lessons.map { lessons[$0].title }
        let taught = titles.isEmpty ? localized("no lesson opens it")
            : localized(count: titles.count, one: "lesson: {1}", other: "lessons: {1}", titles.joined(separator: ", "))
        lines.append(StyledLine("    " + TerminalText.truncated(taught, toWidth: width - 4), style: Style(dim: true)))
        return lines
    }
}
