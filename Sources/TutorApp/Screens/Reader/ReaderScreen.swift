import Course
import MarkdownRendering
import TerminalKit

/// A lesson page on screen, laid out for the window.
public struct ReaderState: Sendable, Hashable {
    public var lessonIndex: Int
    public var pageIndex: Int
    public var scroll = 0
    /// The page laid out for the current width. Kept in state so scrolling knows the length.
    public var lines: [StyledLine] = []
    public var layoutWidth = 0
    public var layoutWrapsCode = false

    public init(lessonIndex: Int, pageIndex: Int, scroll: Int = 0) {
        self.lessonIndex = lessonIndex
        self.pageIndex = pageIndex
        self.scroll = scroll
    }
}

extension ReaderState: ScreenModel {
    enum Action: Sendable {
        case lineDown, lineUp, spaceOn, pageDown, pageUp, top, bottom, nextPage, previousPage, quiz, liveRun, exercise, wrap, reload, back
    }

    static let keys = KeyTable<Action>([
        KeyBinding([.down, .character("j"), .enter], "↓ j Enter", "scroll down", .lineDown),
        KeyBinding([.up, .character("k")], "↑ k", "up (wheel too)", .lineUp, joinsPrevious: true),
        KeyBinding([.character(" ")], "Space", "page down; at the end, the next page", .spaceOn),
        KeyBinding([.pageDown, .control("f")], "PgDn", "page down", .pageDown),
        KeyBinding([.pageUp, .character("b"), .control("b")], "b PgUp", "up", .pageUp, joinsPrevious: true),
        KeyBinding([.home, .character("g")], "g Home", "top", .top),
        KeyBinding([.end, .character("G")], "G End", "bottom of the page", .bottom, joinsPrevious: true),
        KeyBinding([.right, .character("n")], "n →", "next", .nextPage),
        KeyBinding([.left, .character("p")], "p ←", "previous page (across lessons)", .previousPage, joinsPrevious: true),
        KeyBinding([.character("Q")], "Q", "this lesson's quiz", .quiz),
        KeyBinding([.character("d")], "d", "this lesson's live run", .liveRun),
        KeyBinding([.character("x")], "x", "this lesson's exercise: write the pattern", .exercise),
        KeyBinding([.character("w")], "w", "wrap long code lines, or cut them", .wrap),
        KeyBinding([.character("r")], "r", "reload the lessons after an edit", .reload),
        KeyBinding([.character("q"), .escape, .backspace], "q Esc", "back to the menu", .back),
    ])

    var screen: AppScreen { .reader(self) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        guard let action = Self.keys.action(for: key) else { return [] }
        let page = max(1, Layout.bodyHeight(context.size) - 1)
        switch action {
        case .lineDown: scroll(to: scroll + 1, context)
        case .lineUp: scroll(to: scroll - 1, context)
        // At the bottom, Space reads on: the whole course is one key, pressed again and again.
        case .spaceOn where scroll >= maximumScroll(context): return [.run(.next)]
        case .spaceOn, .pageDown: scroll(to: scroll + page, context)
        case .pageUp: scroll(to: scroll - page, context)
        case .top: scroll(to: 0, context)
        case .bottom: scroll(to: Int.max, context)
        case .nextPage: return [.run(.next)]
        case .previousPage: return [.run(.back)]
        case .quiz: return [.run(.quiz(nil))]
        case .liveRun: return [.run(.demo(nil))]
        case .exercise: return [.run(.exercise(nil))]
        case .wrap: return [.toggleCodeWrapping]
        case .reload: return [.run(.reload)]
        case .back: return [.back]
        }
        return []
    }

    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] {
        switch mouse.kind {
        case .wheelDown: scroll(to: scroll + 3, context)
        case .wheelUp: scroll(to: scroll - 3, context)
        case .click: break
        }
        return []
    }

    /// Lays the page out again when the width or the code wrapping changed, keeping the
    /// reading position.
    mutating func layout(_ context: ScreenContext) {
        let width = Layout.textWidth(context.size)
        let wraps = context.app.wrapsCode
        if layoutWidth != width || layoutWrapsCode != wraps || lines.isEmpty {
            let lessons = context.lessons
            guard lessons.indices.contains(lessonIndex), lessons[lessonIndex].pages.indices.contains(pageIndex) else { return }
            let fraction = Double(scroll) / Double(max(1, lines.count))
            var renderer = context.renderer
            if wraps { renderer.codeOverflow = .wrap }
            lines = renderer.render(markdown: context.content.markdown(of: lessons[lessonIndex].pages[pageIndex]), width: width)
            layoutWidth = width
            layoutWrapsCode = wraps
            scroll = Int(fraction * Double(lines.count))
        }
        scroll(to: scroll, context)
    }

    func whereText(_ context: ScreenContext) -> String {
        let lesson = context.lessons[lessonIndex]
        return "Lesson \(lessonIndex + 1) of \(context.lessons.count), \"\(lesson.title)\": page \(pageIndex + 1) of \(lesson.pages.count), \"\(lesson.pages[pageIndex].title)\"."
    }

    func hints(_ app: AppState) -> [String] {
        ["n/p page  ↑↓ scroll  Space more  ? help  q menu", "n/p page  ? help  q menu", "? help  q menu"]
    }

    /// "all", "top", "end" or a percentage, like a pager.
    func statusRight(_ app: AppState) -> String {
        let maximum = max(0, lines.count - Layout.bodyHeight(app.size))
        if maximum == 0 { return "all" }
        if scroll == 0 { return "top" }
        if scroll >= maximum { return "end" }
        return "\(scroll * 100 / maximum)%"
    }

    func draw(_ app: AppState, on screen: inout Screen) {
        let lesson = app.lessons[lessonIndex]
        AppView.drawTitleBar(left: "Lesson \(lessonIndex + 1)/\(app.lessons.count) · \(lesson.title)",
                             right: "page \(pageIndex + 1)/\(lesson.pages.count)", on: &screen)
        let height = Layout.bodyHeight(app.size)
        for (offset, line) in lines.dropFirst(scroll).prefix(height).enumerated() {
            screen.put(line, x: Layout.leftMargin, y: 1 + offset, maxWidth: app.size.width - Layout.leftMargin)
        }
    }

    private func maximumScroll(_ context: ScreenContext) -> Int {
        max(0, lines.count - Layout.bodyHeight(context.size))
    }

    private mutating func scroll(to line: Int, _ context: ScreenContext) {
        scroll = min(max(0, line), maximumScroll(context))
    }
}
