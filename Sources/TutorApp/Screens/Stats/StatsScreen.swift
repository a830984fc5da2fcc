import Localization
import Course
import Foundation
import MarkdownRendering
import SelfQuiz
import TerminalKit

/// The self-quiz statistics on screen: computed once when the screen opens (they depend on
/// the clock), drawn at whatever width the window has.
public struct StatsScreenState: Sendable, Hashable {
    public var stats: Stats
    /// Every review saved, including those of questions since deleted.
    public var reviewCount: Int
    /// Days are the learner's calendar days.
    public var calendar: Calendar
    public var scroll = 0
    /// The statistics laid out for the window.
    var lines: [StyledLine] = []

    public init(stats: Stats, reviewCount: Int, calendar: Calendar) {
        self.stats = stats
        self.reviewCount = reviewCount
        self.calendar = calendar
    }

    /// The statistics of `progress` at `now`, over the course's questions.
    public init(course: Course, progress: LearnerProgress, now: Date, calendar: Calendar) {
        let stats = Stats(questionIds: course.lessons.flatMap { $0.questions.map(\.id) }, reviews: progress.reviews, now: now,
                          calendar: calendar)
        self.init(stats: stats, reviewCount: progress.reviews.count, calendar: calendar)
    }
}

extension StatsScreenState: ScreenModel {
    enum Action: Sendable { case down, up, pageDown, pageUp, review, back }

    static let keys = KeyTable<Action>([
        KeyBinding([.down, .character("j")], "↓ j", "scroll down (wheel too)", .down),
        KeyBinding([.up, .character("k")], "↑ k", "scroll up", .up),
        KeyBinding([.pageDown, .character(" ")], "Space PgDn", "a page down", .pageDown),
        KeyBinding([.pageUp, .character("b")], "b PgUp", "a page up", .pageUp),
        KeyBinding([.character("Q")], "Q", "self-quiz: answer what is due", .review),
        KeyBinding([.character("q"), .escape, .backspace, .left], "q Esc ←", "back", .back),
    ])

    var screen: AppScreen { .stats(self) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        guard let action = Self.keys.action(for: key) else { return [] }
        let maximum = StatsView.maximumScroll(self, context.app)
        let page = max(1, Layout.bodyHeight(context.size) - 1)
        switch action {
        case .down: scroll = min(maximum, scroll + 1)
        case .up: scroll = max(0, scroll - 1)
        case .pageDown: scroll = min(maximum, scroll + page)
        case .pageUp: scroll = max(0, scroll - page)
        case .review: return [.run(.review(ReviewRequest()))]
        case .back: return [.back]
        }
        return []
    }

    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] {
        switch mouse.kind {
        case .wheelDown: scroll = min(StatsView.maximumScroll(self, context.app), scroll + 3)
        case .wheelUp: scroll = max(0, scroll - 3)
        case .click: break
        }
        return []
    }

    /// The count of reviews due changes as cards fall due: it is counted again every 30 s,
    /// once there are cards at all.
    func jobs(_ app: AppState) -> [Job] {
        app.progress.cards.isEmpty ? [] : [.dueCount]
    }

    func whereText(_ context: ScreenContext) -> String {
        context.isFullScreen ? localized("In the self-quiz statistics; q goes back.")
            : localized("In the self-quiz statistics; type any command.")
    }

    func hints(_ app: AppState) -> [String] {
        let scroll = app.reviewsDue > 0 ? localized("↑↓ scroll  Q review now  q back") : localized("↑↓ scroll  q back")
        return [scroll, localized("q back")]
    }

    mutating func layout(_ context: ScreenContext) {
        lines = StatsView.lines(self, width: Layout.textWidth(context.size), plain: false)
    }

    func draw(_ app: AppState, on screen: inout Screen) { StatsView.draw(self, app, on: &screen) }
}

/// The statistics as lines: the same words on the stats screen, in plain mode and from
/// `pattern-tutor quiz --stats`.
public enum StatsView {
    static let heading = Style(bold: true)
    static let bar = Style(foreground: .cyan)

    public static func lines(_ screen: StatsScreenState, width: Int, plain: Bool) -> [StyledLine] {
        let stats = screen.stats
        let states = stats.states
        var lines: [StyledLine] = []
        // Sentences wrap to the width; the charts are laid out for it.
        func say(_ text: String, style: Style = Style()) {
            lines += TextWrapper.wrap(text, width: max(10, width)).map { StyledLine($0, style: style) }
        }
        let saved = localized(count: screen.reviewCount, one: "{0} review saved", other: "{0} reviews saved")
        say(localized(count: states.total, one: "{0} question in the course, {1}", other: "{0} questions in the course, {1}", saved),
            style: heading)
        say(localized("Cards: {0} new · {1} learning · {2} review · {3} relearning", states.new, states.learning, states.review,
                      states.relearning))
        let retention = stats.retention
        if let rate = retention.rate {
            say(localized("Retention, last {0} days: {1}% ({2} of {3} reviews of learned cards recalled)", Stats.historyDays,
                          Int((rate * 100).rounded()), retention.recalled, retention.reviewed))
        } else {
            say(localized("Retention, last {0} days: none yet (it counts reviews of cards already learned)", Stats.historyDays))
        }
        let history = stats.reviewsPerDay.map(\.count)
        let forecast = stats.forecast.map(\.count)
        lines.append(StyledLine())
        say(localized("Reviews per day, last {0} days: {1} today, {2} in the last 7 days, {3} in all", Stats.historyDays, history.last ?? 0,
                      history.suffix(7).reduce(0, +), history.reduce(0, +)), style: heading)
        lines += chart(stats.reviewsPerDay, calendar: screen.calendar, width: width, plain: plain, spacing: 1)
        lines.append(StyledLine())
        say(localized("Reviews due, next {0} days: {1} today (overdue ones count today), {2} tomorrow, {3} in the next 7 days",
                      Stats.forecastDays, forecast.first ?? 0, forecast.dropFirst().first ?? 0, forecast.prefix(7).reduce(0, +)),
            style: heading)
        lines += chart(stats.forecast, calendar: screen.calendar, width: width, plain: plain, spacing: 3)
        return lines
    }

    /// Rows of columns in the charts drawn side by side.
    static let columnHeight = 6

    /// Days side by side when the window is wide enough and glyphs are allowed; otherwise one
    /// line per day, which also reads best to a screen reader.
    private static func chart(_ days: [Stats.DayCount], calendar: Calendar, width: Int, plain: Bool, spacing: Int) -> [StyledLine] {
        let counts = days.map(\.count)
        let gutter = String(counts.max() ?? 0).count + 2
        guard !plain, gutter + days.count * (1 + spacing) + 2 <= width else {
            let rows = BarChart.lines(values: counts, labels: days.map { Stats.dayLabel($0.start, calendar: calendar, order: InterfaceCatalogue.current.dayLabels) },
                                      width: max(10, width - 2), plain: plain)
            return rows.map { row in
                // The label and number are text; the bar takes the chart's colour.
                let barLength = row.reversed().prefix { "█▏▎▍▌▋▊▉#".contains($0) }.count
                return StyledLine([StyledRun("  " + row.dropLast(barLength)), StyledRun(String(row.suffix(barLength)), style: bar)])
            }
        }
        let rows = BarChart.columns(values: counts, height: columnHeight, spacing: spacing)
        var lines = rows.map { row in
            let axis = row.firstIndex { "┤│└".contains($0) }.map { row.index(after: $0) } ?? row.startIndex
            return StyledLine([StyledRun("  " + row[..<axis], style: Style(dim: true)), StyledRun(String(row[axis...]), style: bar)])
        }
        // Dates under the first, middle and last columns; the axis is `gutter` cells wide.
        var labels = [Character](repeating: " ", count: 2 + gutter + days.count * (1 + spacing) + 6)
        for index in Set([0, days.count / 2, days.count - 1]) where days.indices.contains(index) {
            let text = Array(Stats.dayLabel(days[index].start, calendar: calendar, order: InterfaceCatalogue.current.dayLabels))
            let column = 2 + gutter + index * (1 + spacing)
            // The last label ends at its column, so it never runs past the chart.
            let start = index == days.count - 1 && index > 0 ? column - text.count + 1 : column
            for (offset, character) in text.enumerated() where labels.indices.contains(start + offset) {
                labels[start + offset] = character
            }
        }
        lines.append(StyledLine(String(labels).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression),
                                style: Style(dim: true)))
        return lines
    }

    /// How far the stats screen can scroll at this window size.
    static func maximumScroll(_ screen: StatsScreenState, _ state: AppState) -> Int {
        max(0, screen.lines.count - Layout.bodyHeight(state.size))
    }

    static func draw(_ stats: StatsScreenState, _ state: AppState, on screen: inout Screen) {
        AppView.drawTitleBar(left: localized("Self-quiz statistics"),
                             right: localized(count: state.reviewsDue, one: "{0} due now", other: "{0} due now"), on: &screen)
        let lines = stats.lines
        let height = Layout.bodyHeight(state.size)
        let scroll = min(stats.scroll, max(0, lines.count - height))
        for (offset, line) in lines.dropFirst(scroll).prefix(height).enumerated() {
            screen.put(line, x: Layout.leftMargin, y: 1 + offset, maxWidth: state.size.width - Layout.leftMargin)
        }
    }

}
