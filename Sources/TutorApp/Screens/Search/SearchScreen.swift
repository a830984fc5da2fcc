import Localization
import Course
import TerminalKit

/// What `/` found across the course: one entry per page, in course order. It stays in
/// `AppState.search` after a page is opened from it, so the page marks the words and `]` `[`
/// go on to the next and previous occurrence, across pages.
public struct SearchState: Sendable, Hashable {
    public var query: String
    public var hits: [SearchHit]
    /// The entry highlighted in the list, and the page the repeat keys start from.
    public var current = 0

    public init(query: String, hits: [SearchHit], current: Int = 0) {
        self.query = query
        self.hits = hits
        self.current = current
    }

    /// The entry for a page, if the page has the words.
    public func hitIndex(lesson: Int, page: Int) -> Int? {
        hits.firstIndex { $0.lessonIndex == lesson && $0.pageIndex == page }
    }
}

/// The results list of a search: two rows an entry, where it is and the line that has it.
public struct SearchResultsState: Sendable, Hashable {
    public var scroll = 0

    public init() {}
}

extension SearchResultsState: ScreenModel {
    enum Action: Sendable { case next, previous, pageDown, pageUp, first, last, open, back }

    static let keys = KeyTable<Action>([
        KeyBinding([.down, .character("j"), .tab], "↓ j", "next page found", .next),
        KeyBinding([.up, .character("k"), .backTab], "↑ k", "previous page found", .previous, joinsPrevious: true),
        KeyBinding([.pageDown, .character(" ")], "Space PgDn", "a screen of results down", .pageDown),
        KeyBinding([.pageUp, .character("b")], "b PgUp", "up", .pageUp, joinsPrevious: true),
        KeyBinding([.home, .character("g")], "g Home", "first result", .first),
        KeyBinding([.end, .character("G")], "G End", "last result", .last, joinsPrevious: true),
        KeyBinding([.enter, .right, .character("l")], "Enter → l", "open the page, the words marked (] [ go on from there)", .open),
        KeyBinding([.character("q"), .escape, .left, .backspace], "q Esc", "back", .back),
    ])

    static let rowsPerHit = 2

    var screen: AppScreen { .searchResults(self) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        guard let action = Self.keys.action(for: key), let search = context.app.search else { return [] }
        let shown = Self.visibleHits(context.size)
        var current = search.current
        switch action {
        case .next: current += 1
        case .previous: current -= 1
        case .pageDown: current += shown
        case .pageUp: current -= shown
        case .first: current = 0
        case .last: current = search.hits.count - 1
        case .open: return search.hits.isEmpty ? [] : [.openSearchHit(search.current)]
        case .back: return [.back]
        }
        current = min(max(0, current), max(0, search.hits.count - 1))
        if current < scroll { scroll = current }
        if current >= scroll + shown { scroll = current - shown + 1 }
        return [.searchMoved(current)]
    }

    /// Plain mode: the number of an entry opens it.
    mutating func line(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? {
        guard let number = Int(line.trimmingCharacters(in: .whitespaces)), let search = context.app.search else { return nil }
        guard search.hits.indices.contains(number - 1) else {
            return [.say(localized("Type a number from 1 to {0}, or any command.", search.hits.count), .error)]
        }
        return [.openSearchHit(number - 1)]
    }

    mutating func layout(_ context: ScreenContext) {
        let current = context.app.search?.current ?? 0
        let shown = Self.visibleHits(context.size)
        scroll = min(max(0, scroll), current)
        if current >= scroll + shown { scroll = current - shown + 1 }
    }

    static func visibleHits(_ size: Size) -> Int { max(1, (Layout.bodyHeight(size) - 1) / rowsPerHit) }

    func whereText(_ context: ScreenContext) -> String {
        guard let search = context.app.search else { return localized("In the search results.") }
        return localized(count: search.hits.count, one: "In the search results for \"{1}\": {0} page.",
                         other: "In the search results for \"{1}\": {0} pages.", search.query)
    }

    func hints(_ app: AppState) -> [String] {
        [localized("↑↓ move  Enter open  / search again  q back"), localized("Enter open  q back"), localized("q back")]
    }

    func draw(_ app: AppState, on screen: inout Screen) {
        SearchView.drawResults(self, app, on: &screen)
    }
}

enum SearchView {
    static func summary(_ search: SearchState, _ lessons: [Lesson]) -> String {
        let total = search.hits.reduce(0) { $0 + $1.count }
        let lessonCount = Set(search.hits.map(\.lessonIndex)).count
        let pages = localized(count: search.hits.count, one: "{0} page", other: "{0} pages")
        let lessons = localized(count: lessonCount, one: "{0} lesson", other: "{0} lessons")
        return localized(count: total, one: "{0} match on {1} of {2}", other: "{0} matches on {1} of {2}", pages, lessons)
    }

    /// "23. Singleton · 1 Intent · 3": the lesson, the page and how often it has the words.
    static func place(_ hit: SearchHit, _ lessons: [Lesson]) -> String {
        let lesson = lessons[hit.lessonIndex]
        return localized("{0}. {1} · page {2} {3}", hit.lessonIndex + 1, lesson.title, hit.pageIndex + 1,
                         lesson.pages[hit.pageIndex].title)
            + (hit.count > 1 ? " · \(hit.count)×" : "")
    }

    static func drawResults(_ results: SearchResultsState, _ app: AppState, on screen: inout Screen) {
        guard let search = app.search else { return }
        AppView.drawTitleBar(left: localized("Search · \"{0}\"", search.query), right: summary(search, app.lessons), on: &screen)
        let width = app.size.width
        let shown = SearchResultsState.visibleHits(app.size)
        for (offset, index) in search.hits.indices.dropFirst(results.scroll).prefix(shown).enumerated() {
            let hit = search.hits[index]
            let y = 1 + offset * SearchResultsState.rowsPerHit
            let isCurrent = index == search.current
            let base = isCurrent ? Style(reverse: true) : Style()
            if isCurrent { screen.fill(x: 0, y: y, width: width, height: 1, style: base) }
            let marker = isCurrent ? "▸ " : "  "
            let x = 1 + screen.put(marker, x: 1, y: y, style: base.over(Style(bold: true)))
            screen.put(TerminalText.truncated(place(hit, app.lessons), toWidth: width - x - 1), x: x, y: y,
                       style: base.over(Style(bold: true)))
            drawSnippet(hit.snippet, query: search.query, x: 5, y: y + 1, width: width - 6, on: &screen)
        }
    }

    /// The line that has the words, with them marked.
    static func drawSnippet(_ snippet: String, query: String, x: Int, y: Int, width: Int, on screen: inout Screen) {
        let text = TerminalText.sanitized(CourseSearch.excerpt(snippet, around: query, width: width))
        screen.put(text, x: x, y: y, style: Style(dim: true), maxWidth: width)
        mark(query, in: text, x: x, y: y, maxWidth: width, on: &screen)
    }

    static let matchStyle = Style(bold: true, reverse: true, foreground: .yellow)

    /// Draws each occurrence of `query` in `text` (already on screen at `x`, `y`) again, marked.
    static func mark(_ query: String, in text: String, x: Int, y: Int, maxWidth: Int, on screen: inout Screen) {
        var rest = text.startIndex..<text.endIndex
        while let found = text.range(of: query, options: CourseSearch.options, range: rest) {
            let column = DisplayWidth.of(String(text[..<found.lowerBound]))
            let room = maxWidth - column
            guard room > 0 else { return }
            screen.put(String(text[found]), x: x + column, y: y, style: matchStyle, maxWidth: room)
            rest = found.upperBound..<text.endIndex
        }
    }
}
