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
    public var returnRoute: AppState.Route

    public init(stats: Stats, reviewCount: Int, calendar: Calendar, returnRoute: AppState.Route) {
        self.stats = stats
        self.reviewCount = reviewCount
        self.calendar = calendar
        self.returnRoute = returnRoute
    }

    /// The statistics of `progress` at `now`, over the course's questions.
    public init(course: Course, progress: LearnerProgress, now: Date, calendar: Calendar, returnRoute: AppState.Route) {
        let stats = Stats(questionIds: course.lessons.flatMap { $0.quiz.map(\.id) }, reviews: progress.reviews, now: now,
                          calendar: calendar)
        self.init(stats: stats, reviewCount: progress.reviews.count, calendar: calendar, returnRoute: returnRoute)
    }
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
        say("\(states.total) question\(states.total == 1 ? "" : "s") in the course, \(screen.reviewCount) review\(screen.reviewCount == 1 ? "" : "s") saved",
            style: heading)
        say("Cards: \(states.new) new · \(states.learning) learning · \(states.review) review · \(states.relearning) relearning")
        let retention = stats.retention
        if let rate = retention.rate {
            say("Retention, last \(Stats.historyDays) days: \(Int((rate * 100).rounded()))% (\(retention.recalled) of \(retention.reviewed) reviews of learned cards recalled)")
        } else {
            say("Retention, last \(Stats.historyDays) days: none yet (it counts reviews of cards already learned)")
        }
        lines.append(StyledLine())
        say("Reviews per day, last \(Stats.historyDays) days:", style: heading)
        lines += chart(stats.reviewsPerDay, calendar: screen.calendar, width: width, plain: plain)
        lines.append(StyledLine())
        say("Reviews due, next \(Stats.forecastDays) days (overdue ones count today):", style: heading)
        lines += chart(stats.forecast, calendar: screen.calendar, width: width, plain: plain)
        return lines
    }

    private static func chart(_ days: [Stats.DayCount], calendar: Calendar, width: Int, plain: Bool) -> [StyledLine] {
        let rows = BarChart.lines(values: days.map(\.count), labels: days.map { Stats.dayLabel($0.start, calendar: calendar) },
                                  width: max(10, width - 2), plain: plain)
        return rows.map { row in
            // The label and number are text; the bar takes the chart's colour.
            let barLength = row.reversed().prefix { "█▏▎▍▌▋▊▉#".contains($0) }.count
            return StyledLine([StyledRun("  " + row.dropLast(barLength)), StyledRun(String(row.suffix(barLength)), style: bar)])
        }
    }

    /// How far the stats screen can scroll at this window size.
    static func maximumScroll(_ state: AppState) -> Int {
        guard let screen = state.statsScreen else { return 0 }
        return max(0, lines(screen, width: Layout.textWidth(state.size), plain: false).count - Layout.bodyHeight(state.size))
    }

    static func draw(_ state: AppState, on screen: inout Screen) {
        guard let stats = state.statsScreen else { return }
        AppView.drawTitleBar(left: "Self-quiz statistics", right: "\(state.reviewsDue) due now", on: &screen)
        let lines = lines(stats, width: Layout.textWidth(state.size), plain: false)
        let height = Layout.bodyHeight(state.size)
        let scroll = min(stats.scroll, max(0, lines.count - height))
        for (offset, line) in lines.dropFirst(scroll).prefix(height).enumerated() {
            screen.put(line, x: Layout.leftMargin, y: 1 + offset, maxWidth: state.size.width - Layout.leftMargin)
        }
    }

    static func hints(_ state: AppState) -> [String] {
        let review = state.reviewsDue > 0 ? "  Q review now" : ""
        return ["↑↓ scroll\(review)  q back", "q back"]
    }
}
