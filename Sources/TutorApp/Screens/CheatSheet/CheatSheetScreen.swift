import Localization
import Course
import MarkdownRendering
import TerminalKit

/// The cheat sheet: every pattern of the course by family, with its intent and live run
/// Enter opens the highlighted pattern's lesson, `d` its live run.
public struct CheatSheetState: Sendable, Hashable {
    /// The patterns, made from the course at each layout, so a reload lists the new ones.
    public private(set) var entries: [CheatSheetEntry] = []
    var list = GroupedList()

    public init() {}

    /// The pattern the highlight is on.
    public var highlighted: CheatSheetEntry? {
        entries.indices.contains(list.selected) ? entries[list.selected] : nil
    }
}

extension CheatSheetState: ScreenModel {
    enum Action: Sendable { case move(GroupedList.Motion), openLesson, liveRun, back }

    static let keys = KeyTable<Action>(GroupedList.motionKeys(item: "pattern", Action.move) + [
        KeyBinding([.enter, .right, .character("l")], "Enter → l click", "open the pattern's lesson", .openLesson),
        KeyBinding([.character("d")], "d", "open its live run", .liveRun),
        KeyBinding([.character("q"), .escape, .left, .backspace], "q Esc ←", "back", .back),
    ])

    var screen: AppScreen { .cheatSheet(self) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        guard let action = Self.keys.action(for: key) else { return [] }
        switch action {
        case .move(let motion): list.move(motion, height: Layout.bodyHeight(context.size))
        case .openLesson: return openLesson()
        case .liveRun: return openLiveRun()
        case .back: return [.back]
        }
        return []
    }

    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] {
        list.clicked(by: mouse, height: Layout.bodyHeight(context.size)) == nil ? [] : openLesson()
    }

    /// Plain mode: a pattern's number opens its lesson, as `open N` does; the rest are commands.
    mutating func line(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? {
        let word = line.trimmingCharacters(in: .whitespaces)
        return Int(word) != nil ? [.run(.open(word))] : nil
    }

    mutating func layout(_ context: ScreenContext) {
        let kept = highlighted?.lessonId
        entries = CheatSheet.entries(for: context.app.course)
        let selected = entries.firstIndex { $0.lessonId == kept } ?? list.selected
        list.layOut(CheatSheetView.groups(entries, width: Self.width(context.size)), selected: selected,
                    height: Layout.bodyHeight(context.size))
    }

    func whereText(_ context: ScreenContext) -> String {
        let count = CheatSheet.countText(entries)
        return context.isFullScreen
            ? localized("In the cheat sheet ({0}); Enter opens the highlighted pattern's lesson, d its live run, q goes back.", count)
            : localized("In the cheat sheet ({0}); type a pattern's number to open its lesson, or any command.", count)
    }

    func hints(_ app: AppState) -> [String] {
        [localized("↑↓ move  Enter lesson  d live run  ? help  q back"), localized("↑↓ Enter lesson  d run  q back"), localized("q back")]
    }

    func statusRight(_ app: AppState) -> String {
        entries.isEmpty ? "" : "\(list.selected + 1)/\(entries.count)"
    }

    func draw(_ app: AppState, on screen: inout Screen) {
        AppView.drawTitleBar(left: localized("Cheat sheet"), right: entries.isEmpty ? "" : CheatSheet.countText(entries), on: &screen)
        guard !entries.isEmpty else {
            for (offset, line) in TextWrapper.wrap(CheatSheet.emptyText, width: Self.width(app.size)).enumerated() {
                screen.put(line, x: 1, y: 2 + offset)
            }
            return
        }
        list.draw(on: &screen, top: 1, height: Layout.bodyHeight(app.size))
    }

    /// Lines are drawn from the second column and keep one free at the right; on a wide
    /// window they stop at the text width, so a live run stays near its pattern's name.
    static func width(_ size: Size) -> Int { max(10, min(Layout.maximumTextWidth, size.width - 3)) }

    private func openLesson() -> [ScreenOutput] {
        highlighted.map { [.openLesson(index: $0.lessonNumber - 1, page: 0)] } ?? []
    }

    private func openLiveRun() -> [ScreenOutput] {
        guard let entry = highlighted else { return [] }
        guard let run = entry.liveRun else { return [.say(localized("\"{0}\" has no live run.", entry.title), .info)] }
        return [.run(.demo(run))]
    }
}
