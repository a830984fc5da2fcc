import Foundation
import Localization
import SpacedRepetition

/// Consecutive calendar days in a given calendar and time zone, to count things per day as the
/// learner lives them (a review at 00:30 belongs to the day it is on their wall clock, and a day
/// with a daylight-saving change is 23 or 25 hours long).
///
/// The boundaries are computed once, so placing a date is a binary search: no calendar
/// arithmetic per review, which for 100,000 reviews would cost more than the replay itself.
public struct DayBuckets: Sendable, Hashable {
    /// The start of each day, then the end of the last one: one more than there are days.
    public let boundaries: [Date]

    /// The days `offsets` away from the day containing `date` (0 is that day, -1 the day before).
    public init(around date: Date, offsets: Range<Int>, calendar: Calendar) {
        let today = calendar.startOfDay(for: date)
        // Step from the middle of the day: twelve hours in is inside the day whatever its length,
        // so adding whole days lands inside the right day even next to a daylight-saving change.
        let middle = today.addingTimeInterval(12 * 3600)
        boundaries = (offsets.lowerBound...offsets.upperBound).map { offset in
            // `date(byAdding:)` is nil only for dates the calendar cannot represent; a plain
            // 24-hour step is the closest answer then, and keeps this total.
            let shifted = calendar.date(byAdding: .day, value: offset, to: middle)
                ?? middle.addingTimeInterval(Double(offset) * 86_400)
            return calendar.startOfDay(for: shifted)
        }
    }

    /// How many days.
    public var count: Int { boundaries.count - 1 }

    /// The start of each day.
    public var starts: ArraySlice<Date> { boundaries.dropLast() }

    /// The index of the day containing `date`, or nil when it is outside all of them.
    public func index(of date: Date) -> Int? {
        guard let first = boundaries.first, let end = boundaries.last, date >= first, date < end else { return nil }
        // The last boundary not after `date`: boundaries[low] <= date < boundaries[high].
        var low = 0
        var high = boundaries.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if boundaries[middle] <= date { low = middle } else { high = middle }
        }
        return low
    }
}

/// What the stats screen and `pattern-tutor quiz --stats` show.
public struct Stats: Sendable, Hashable {
    /// How many questions are in each state. New means never reviewed; the other three are FSRS's.
    public struct StateCounts: Sendable, Hashable {
        public var new = 0
        public var learning = 0
        public var review = 0
        public var relearning = 0

        public init(new: Int = 0, learning: Int = 0, review: Int = 0, relearning: Int = 0) {
            self.new = new
            self.learning = learning
            self.review = review
            self.relearning = relearning
        }

        public var total: Int { new + learning + review + relearning }
    }

    /// True retention, as FSRS (and Anki's "true retention") defines it: of the reviews made
    /// while the card was in the review state, the share not rated Again. Reviews during learning
    /// and relearning steps are left out: they test minutes-old memories, not whether the
    /// schedule kept the card remembered, and would inflate the figure. Early reviews of a
    /// review-state card count like any other.
    public struct Retention: Sendable, Hashable {
        /// Reviews of cards in the review state in the window.
        public var reviewed: Int
        /// Those not rated Again.
        public var recalled: Int

        public init(reviewed: Int, recalled: Int) {
            self.reviewed = reviewed
            self.recalled = recalled
        }

        /// `recalled / reviewed`; nil when nothing was reviewed, which is "no data", not 0%.
        public var rate: Double? { reviewed > 0 ? Double(recalled) / Double(reviewed) : nil }
    }

    /// A count for one calendar day.
    public struct DayCount: Sendable, Hashable {
        /// The start of the day in the calendar the stats were made with.
        public var start: Date
        public var count: Int

        public init(start: Date, count: Int) {
            self.start = start
            self.count = count
        }
    }

    /// Days of history: today and the 29 before it.
    public static let historyDays = 30
    /// Days of forecast: today and the 13 after it.
    public static let forecastDays = 14

    /// Questions of the course by state.
    public var states: StateCounts
    /// Over the `historyDays` days up to today.
    public var retention: Retention
    /// Every review, by day: `historyDays` entries, oldest first, today last.
    public var reviewsPerDay: [DayCount]
    /// Cards falling due, by day: `forecastDays` entries, today first. Today's count includes
    /// every card already overdue, since they are all to be reviewed today.
    public var forecast: [DayCount]

    /// The statistics of `reviews` at `now`, with days in `calendar` (and its time zone).
    ///
    /// The state counts and the forecast cover the course's questions only (`questionIds`):
    /// cards of deleted questions will never be asked again. The reviews per day and the
    /// retention cover every review: what the learner did stays true even if a question went.
    /// Replays the reviews once (see `CardBook.replay`), so give it deduplicated reviews.
    public init(questionIds: some Sequence<String>, reviews: [Review], now: Date, calendar: Calendar,
                scheduler: Scheduler = Scheduler()) {
        let history = DayBuckets(around: now, offsets: (1 - Self.historyDays)..<1, calendar: calendar)
        var perDay = [Int](repeating: 0, count: history.count)
        var retention = Retention(reviewed: 0, recalled: 0)
        let cards = CardBook.replay(reviews, scheduler: scheduler) { review, before, _ in
            guard let day = history.index(of: review.time) else { return }
            perDay[day] += 1
            if before.state == .review {
                retention.reviewed += 1
                if review.rating != .again { retention.recalled += 1 }
            }
        }
        let questionIds = Set(questionIds)
        states = Self.stateCounts(questionIds: questionIds, cards: cards)
        self.retention = retention
        reviewsPerDay = zip(history.starts, perDay).map { DayCount(start: $0, count: $1) }
        forecast = Self.forecast(of: questionIds.lazy.compactMap { cards[$0] }, now: now, calendar: calendar)
    }

    /// Each question once, by the state of its card (new when it has none).
    public static func stateCounts(questionIds: Set<String>, cards: [String: Card]) -> StateCounts {
        var counts = StateCounts()
        for id in questionIds {
            switch cards[id]?.state {
            case nil: counts.new += 1
            case .learning: counts.learning += 1
            case .review: counts.review += 1
            case .relearning: counts.relearning += 1
            }
        }
        return counts
    }

    /// How many of `cards` fall due on each of the `days` days from today (the day of `now`);
    /// today's count includes the overdue ones, and cards due later are left out.
    public static func forecast(of cards: some Sequence<Card>, now: Date, calendar: Calendar,
                                days: Int = forecastDays) -> [DayCount] {
        let buckets = DayBuckets(around: now, offsets: 0..<max(days, 0), calendar: calendar)
        var counts = [Int](repeating: 0, count: buckets.count)
        guard let start = buckets.boundaries.first, !counts.isEmpty else { return [] }
        for card in cards {
            if card.due < start {
                counts[0] += 1
            } else if let day = buckets.index(of: card.due) {
                counts[day] += 1
            }
        }
        return zip(buckets.starts, counts).map { DayCount(start: $0, count: $1) }
    }

    /// A short label for a day, `MM-dd` (or `dd.MM`, as Russian writes it), for the bar charts
    /// and due dates. Numeric rather than a month name so it is as wide in plain mode as on
    /// screen, and five ASCII characters in every language.
    public static func dayLabel(_ date: Date, calendar: Calendar, order: DayLabelOrder = .monthFirst) -> String {
        let parts = calendar.dateComponents([.month, .day], from: date)
        // Both components were asked for, so they are there; 0 would only show a calendar bug.
        let month = (parts.month ?? 0) < 10 ? "0\(parts.month ?? 0)" : "\(parts.month ?? 0)"
        let day = (parts.day ?? 0) < 10 ? "0\(parts.day ?? 0)" : "\(parts.day ?? 0)"
        switch order {
        case .monthFirst: return month + "-" + day
        case .dayFirst: return day + "." + month
        }
    }
}
