import Localization
import Course
import Foundation
import Markdown
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
    /// Opened from a search: the occurrence to scroll to once the page is laid out.
    public var jump: MatchJump?
    /// The line of the occurrence `]` and `[` last went to.
    public var currentMatchLine: Int?
    /// Set when the page shown is this section's introduction (its `_section.md`) rather
    /// than a lesson's page; `lessonIndex` is then the section's first lesson, read next.
    public var introduction: Int?
    /// Where the page's links lead, in their numbers' order (link N is `links[N - 1]`).
    public var links: [String] = []
    /// Opened by following a link: leaving goes back to the page the link was on.
    public var isFollowedLink = false

    public enum MatchJump: Sendable, Hashable { case first, last }

    public init(lessonIndex: Int, pageIndex: Int, scroll: Int = 0) {
        self.lessonIndex = lessonIndex
        self.pageIndex = pageIndex
        self.scroll = scroll
    }

    /// A section's introduction, read before its first lesson.
    public init(introducing section: Int, in course: Course) {
        self.init(lessonIndex: course.firstLessonIndex(ofSection: section), pageIndex: 0)
        introduction = section
    }

    /// The file the page on show was written in, which its links are relative to.
    func file(in course: Course) -> String {
        let lessonFile = course.lessons[lessonIndex].file
        guard introduction != nil else { return lessonFile }
        return URL(fileURLWithPath: lessonFile).deletingLastPathComponent().appendingPathComponent("_section.md").path
    }

    /// The page on show: a lesson's, or a section's introduction.
    func page(in course: Course) -> LessonPage? {
        if let introduction {
            return course.sections.indices.contains(introduction) ? course.sections[introduction].introduction : nil
        }
        guard course.lessons.indices.contains(lessonIndex), course.lessons[lessonIndex].pages.indices.contains(pageIndex) else {
            return nil
        }
        return course.lessons[lessonIndex].pages[pageIndex]
    }

}

extension ReaderState: ScreenModel {
    enum Action: Sendable {
        case lineDown, lineUp, spaceOn, pageDown, pageUp, top, bottom, nextPage, previousPage, nextMatch, previousMatch,
             quiz, liveRun, exercise, wrap, reload, back, followLink
    }

    static let keys = KeyTable<Action>([
        KeyBinding([.down, .character("j"), .enter], "↓ j Enter", "scroll down", .lineDown),
        KeyBinding([.up, .character("k")], "↑ k", "up (wheel too)", .lineUp, joinsPrevious: true),
        KeyBinding([.character(" ")], "Space", "page down; at the end, the next page", .spaceOn),
        KeyBinding([.pageDown, .control("f")], "PgDn", "page down", .pageDown),
        KeyBinding([.pageUp, .character("b"), .control("b")], "b PgUp", "up", .pageUp, joinsPrevious: true),
        KeyBinding([.home, .character("g")], "g Home", "the top", .top),
        KeyBinding([.end, .character("G")], "G End", "bottom of the page", .bottom, joinsPrevious: true),
        KeyBinding([.right, .character("n")], "n →", "next", .nextPage),
        KeyBinding([.left, .character("p")], "p ←", "previous page (across lessons)", .previousPage, joinsPrevious: true),
        KeyBinding([.character("]")], "]", "next search match", .nextMatch),
        KeyBinding([.character("[")], "[", "previous match", .previousMatch, joinsPrevious: true),
        KeyBinding([.character("Q")], "Q", "this lesson's quiz", .quiz),
        KeyBinding([.character("d")], "d", "this lesson's live run", .liveRun),
        KeyBinding([.character("x")], "x", "this lesson's exercise: write the pattern", .exercise),
        KeyBinding([.character("w")], "w", "wrap long code lines, or cut them", .wrap),
        KeyBinding([.character("r")], "r", "reload the lessons after an edit", .reload),
        KeyBinding((1...9).map { .character(Character(String($0))) }, "1…9",
                   "follow link N, marked [N] on the page", .followLink),
        KeyBinding([.character("q"), .escape, .backspace], "q Esc", "back: to a link's page, or the menu", .back),
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
        case .nextMatch: return goToMatch(forward: true, context)
        case .previousMatch: return goToMatch(forward: false, context)
        case .nextPage: return [.run(.next)]
        case .previousPage: return [.run(.back)]
        case .quiz: return [.run(.quiz(nil))]
        case .liveRun: return [.run(.demo(nil))]
        case .exercise: return [.run(.exercise(nil))]
        case .wrap: return [.toggleCodeWrapping]
        case .reload: return [.run(.reload)]
        case .followLink:
            guard case .character(let digit) = key, let number = digit.wholeNumberValue else { return [] }
            return [.run(.go(number))]
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
            guard let page = page(in: context.app.course) else { return }
            let fraction = Double(scroll) / Double(max(1, lines.count))
            var renderer = context.renderer
            if wraps { renderer.codeOverflow = .wrap }
            var markdown = context.content.markdown(of: page)
            if let introduction { markdown += Self.lessonList(of: context.app.course.sections[introduction]) }
            let numbered = LinkNumbering.numbered(MarkdownDocument(parsing: markdown))
            lines = renderer.render(numbered.document, width: width)
            links = numbered.destinations
            layoutWidth = width
            layoutWrapsCode = wraps
            scroll = Int(fraction * Double(lines.count))
        }
        scroll(to: scroll, context)
        if let jump, let query = context.app.search?.query {
            let found = matchLines(query)
            if let line = jump == .first ? found.first : found.last { show(matchLine: line, context) }
            self.jump = nil
        }
    }

    /// A section introduction ends with the section's lessons, each a link to follow by its
    /// number. Titles and summaries are the authors' plain text: their punctuation is escaped
    /// so none of it is read as Markdown.
    static func lessonList(of section: LessonSection) -> String {
        func escaped(_ text: String) -> String {
            var result = ""
            for character in text {
                if character.isASCII, character.isPunctuation || character.isSymbol { result.append("\\") }
                result.append(character)
            }
            return result
        }
        let items = section.lessons.map { lesson in
            "- [\(escaped(lesson.title))](lesson:\(lesson.id))" + (lesson.summary.isEmpty ? "" : " — " + escaped(lesson.summary))
        }
        return "\n\n**" + escaped(localized("In this section")) + "**\n\n" + items.joined(separator: "\n") + "\n"
    }

    /// The laid-out lines that have `query`, top to bottom.
    func matchLines(_ query: String) -> [Int] {
        lines.indices.filter { lines[$0].text.range(of: query, options: CourseSearch.options) != nil }
    }

    /// `]` and `[`: the next occurrence below (above) the one last gone to, or the top of the
    /// window; past the page's last, the next page that has the words.
    private mutating func goToMatch(forward: Bool, _ context: ScreenContext) -> [ScreenOutput] {
        guard let query = context.app.search?.query else {
            return [.say(localized("Nothing searched for yet: / and the words searches the course."), .info)]
        }
        let found = matchLines(query)
        let from = currentMatchLine ?? (forward ? scroll - 1 : scroll + Layout.bodyHeight(context.size))
        guard let line = forward ? found.first(where: { $0 > from }) : found.last(where: { $0 < from }) else {
            return [.nextSearchPage(forward: forward)]
        }
        show(matchLine: line, context)
        return []
    }

    /// Scrolls so the line is in view, two lines below the top when it can be.
    private mutating func show(matchLine line: Int, _ context: ScreenContext) {
        currentMatchLine = line
        if line < scroll || line >= scroll + Layout.bodyHeight(context.size) { scroll(to: line - 2, context) }
    }

    func whereText(_ context: ScreenContext) -> String {
        if let introduction {
            return localized("The introduction of section {0}, \"{1}\".", introduction + 1, context.app.course.sections[introduction].title)
        }
        let lesson = context.lessons[lessonIndex]
        return localized("Lesson {0} of {1}, \"{2}\": page {3} of {4}, \"{5}\".", lessonIndex + 1, context.lessons.count, lesson.title,
                         pageIndex + 1, lesson.pages.count, lesson.pages[pageIndex].title)
    }

    func hints(_ app: AppState) -> [String] {
        if introduction == nil, let search = app.search, search.hitIndex(lesson: lessonIndex, page: pageIndex) != nil {
            let words = TerminalText.truncated("\"\(search.query)\"", toWidth: 24)
            return [localized("{0}: ] next  [ previous  / list  n/p page  q menu", words), localized("] next  [ previous  q menu"),
                    localized("? help  q menu")]
        }
        let leave = isFollowedLink ? localized("q back") : localized("q menu")
        return [localized("n/p page  ↑↓ scroll  Space more  ? help  {0}", leave), localized("n/p page  ? help  {0}", leave),
                localized("? help  {0}", leave)]
    }

    /// "all", "top", "end" or a percentage, like a pager.
    func statusRight(_ app: AppState) -> String {
        let maximum = max(0, lines.count - Layout.bodyHeight(app.size))
        if maximum == 0 { return localized("all") }
        if scroll == 0 { return localized("top") }
        if scroll >= maximum { return localized("end") }
        return "\(scroll * 100 / maximum)%"
    }

    func draw(_ app: AppState, on screen: inout Screen) {
        if let introduction {
            let section = app.course.sections[introduction]
            AppView.drawTitleBar(left: localized("Section {0}/{1} · {2}", introduction + 1, app.course.sections.count, section.title),
                                 right: localized("introduction"), on: &screen)
        } else {
            let lesson = app.lessons[lessonIndex]
            AppView.drawTitleBar(left: localized("Lesson {0}/{1} · {2}", lessonIndex + 1, app.lessons.count, lesson.title),
                                 right: localized("page {0}/{1}", pageIndex + 1, lesson.pages.count), on: &screen)
        }
        let height = Layout.bodyHeight(app.size)
        let query = introduction != nil ? nil : app.search.flatMap { $0.hitIndex(lesson: lessonIndex, page: pageIndex) == nil ? nil : $0.query }
        for (offset, line) in lines.dropFirst(scroll).prefix(height).enumerated() {
            screen.put(line, x: Layout.leftMargin, y: 1 + offset, maxWidth: app.size.width - Layout.leftMargin)
            if let query {
                SearchView.mark(query, in: line.text, x: Layout.leftMargin, y: 1 + offset,
                                maxWidth: app.size.width - Layout.leftMargin, on: &screen)
            }
        }
    }

    private func maximumScroll(_ context: ScreenContext) -> Int {
        max(0, lines.count - Layout.bodyHeight(context.size))
    }

    private mutating func scroll(to line: Int, _ context: ScreenContext) {
        scroll = min(max(0, line), maximumScroll(context))
    }
}
