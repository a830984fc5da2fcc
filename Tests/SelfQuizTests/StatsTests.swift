import Foundation
import SelfQuiz
import SpacedRepetition
import Testing

@Suite struct StatsTests {
    typealias F = Fixture

    /// `hour:minute` on the day `daysAgo` days before `Fixture.now`'s, in UTC.
    static func at(_ daysAgo: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        F.now - 12 * F.hour - Double(daysAgo) * F.day + Double(hour) * F.hour + Double(minute) * F.minute
    }

    /// A hand-made history (now is 03-15 12:00 UTC; the 30 days are 02-14 to 03-15):
    /// - a: learnt on 02-23 (two Goods ten minutes apart: learning reviews), then as a review
    ///   card Good on 03-05, Again on 03-10, relearnt ten minutes later, Hard on 03-13;
    /// - b: Again this morning, learning, due since 08:01;
    /// - c: Easy on 02-03, before the window: a review card, overdue;
    /// - d: Easy on 02-13 (just before the window), Again this morning as a review card: relearning;
    /// - h: Good, Good at 11:50 and 11:55 today: graduated with a 2-day interval (too short to fuzz);
    /// - gone: Good yesterday, a question since deleted;
    /// - e, f: never reviewed.
    static let reviews = [
        F.review("a", .good, at(20, 9)), F.review("a", .good, at(20, 9, 10)), F.review("a", .good, at(10, 9)),
        F.review("a", .again, at(5, 9)), F.review("a", .good, at(5, 9, 10)), F.review("a", .hard, at(2, 9)),
        F.review("b", .again, at(0, 8)),
        F.review("c", .easy, at(40, 9)),
        F.review("d", .easy, at(30, 10)), F.review("d", .again, at(0, 10)),
        F.review("h", .good, at(0, 11, 50)), F.review("h", .good, at(0, 11, 55)),
        F.review("gone", .good, at(1, 10)),
    ]
    static let questionIds = ["a", "b", "c", "d", "e", "f", "h"]

    @Test func statesOfTheCoursesQuestions() throws {
        let stats = Stats(questionIds: Self.questionIds, reviews: Self.reviews, now: F.now, calendar: try F.calendar("UTC"))
        #expect(stats.states == Stats.StateCounts(new: 2, learning: 1, review: 3, relearning: 1))
        #expect(stats.states.total == 7)
    }

    /// a's reviews on 03-05, 03-10 and 03-13 and d's today were made in the review state; a's on
    /// 03-10 and d's were Again: 2 of 4 recalled. Learning and relearning reviews do not count.
    @Test func retentionCountsReviewStateReviewsOnly() throws {
        let stats = Stats(questionIds: Self.questionIds, reviews: Self.reviews, now: F.now, calendar: try F.calendar("UTC"))
        #expect(stats.retention == Stats.Retention(reviewed: 4, recalled: 2))
        #expect(stats.retention.rate == 0.5)
        // Without d's lapse today: 2 of 3.
        let withoutD = Stats(questionIds: Self.questionIds, reviews: Self.reviews.filter { $0.questionId != "d" },
                             now: F.now, calendar: try F.calendar("UTC"))
        #expect(withoutD.retention == Stats.Retention(reviewed: 3, recalled: 2))
        // A month later the window holds nothing: no figure rather than 0%.
        let later = Stats(questionIds: Self.questionIds, reviews: Self.reviews, now: F.now + 31 * F.day,
                          calendar: try F.calendar("UTC"))
        #expect(later.retention == Stats.Retention(reviewed: 0, recalled: 0))
        #expect(later.retention.rate == nil)
    }

    @Test func reviewsPerDayOverThirtyDays() throws {
        let utc = try F.calendar("UTC")
        let stats = Stats(questionIds: Self.questionIds, reviews: Self.reviews, now: F.now, calendar: utc)
        var expected = [Int](repeating: 0, count: 30)
        // Index 29 is today; the deleted question's review still happened.
        for (daysAgo, count) in [(20, 2), (10, 1), (5, 2), (2, 1), (1, 1), (0, 4)] { expected[29 - daysAgo] = count }
        #expect(stats.reviewsPerDay.map(\.count) == expected)
        #expect(stats.reviewsPerDay.first?.start == Self.at(29, 0))
        #expect(stats.reviewsPerDay.last?.start == Self.at(0, 0))
        #expect(stats.reviewsPerDay.map { Stats.dayLabel($0.start, calendar: utc) }.suffix(3) == ["03-13", "03-14", "03-15"])
        #expect(Stats.dayLabel(stats.reviewsPerDay[0].start, calendar: utc) == "02-14")
    }

    @Test func forecastOfTheNextFourteenDays() throws {
        let utc = try F.calendar("UTC")
        let stats = Stats(questionIds: Self.questionIds, reviews: Self.reviews, now: F.now, calendar: utc)
        var expected = [Int](repeating: 0, count: 14)
        // Today: b (due 08:01), c (overdue since February), d (relearning, due 10:10).
        expected[0] = 3
        // h: 03-17 11:55, unfuzzed.
        expected[2] = 1
        // a's due date is fuzzed: placed here by calendar day, independently of the stats' buckets.
        let aDue = try #require(CardBook(reviews: Self.reviews)["a"]?.due)
        let aDay = try #require(utc.dateComponents([.day], from: utc.startOfDay(for: F.now), to: utc.startOfDay(for: aDue)).day)
        if aDay < 14 { expected[max(aDay, 0)] += 1 }
        #expect(stats.forecast.map(\.count) == expected)
        #expect(stats.forecast.first?.start == Self.at(0, 0))
        #expect(stats.forecast.last?.start == Self.at(-13, 0))
        #expect(stats.forecast.count == Stats.forecastDays)
        #expect(stats.reviewsPerDay.count == Stats.historyDays)
    }

    @Test func forecastBuckets() throws {
        let utc = try F.calendar("UTC")
        let today = Self.at(0, 0)
        let dues: [Date] = [
            F.now - 10 * F.day, F.now - F.hour, F.now + 5 * F.minute, today + F.day - 1,  // today
            today + F.day,  // tomorrow, at midnight
            today + 14 * F.day - 1,  // the last day's last second
            today + 14 * F.day, F.now + 300 * F.day,  // beyond the forecast
        ]
        let forecast = Stats.forecast(of: dues.map { F.card(due: $0) }, now: F.now, calendar: utc)
        #expect(forecast.map(\.count) == [4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])
        #expect(Stats.forecast(of: [F.card(due: F.now)], now: F.now, calendar: utc, days: 3).map(\.count) == [1, 0, 0])
        #expect(Stats.forecast(of: [F.card(due: F.now)], now: F.now, calendar: utc, days: 0).isEmpty)
    }

    @Test func nothingYet() throws {
        let stats = Stats(questionIds: ["x", "y"], reviews: [], now: F.now, calendar: try F.calendar("UTC"))
        #expect(stats.states == Stats.StateCounts(new: 2))
        #expect(stats.retention.rate == nil)
        #expect(stats.reviewsPerDay.map(\.count) == [Int](repeating: 0, count: 30))
        #expect(stats.forecast.map(\.count) == [Int](repeating: 0, count: 14))
    }

    /// Days are the learner's: in Paris, 23:30 UTC is already tomorrow, and the day clocks go
    /// forward is 23 hours long.
    @Test func daysFollowTheCalendarsTimeZone() throws {
        let paris = try F.calendar("Europe/Paris")
        let utc = try F.calendar("UTC")
        let lateEvening = [F.review("a", .good, F.now - 12.5 * F.hour)]  // 03-14 23:30 UTC, 03-15 00:30 in Paris
        #expect(Stats(questionIds: ["a"], reviews: lateEvening, now: F.now, calendar: utc).reviewsPerDay.suffix(2).map(\.count) == [1, 0])
        #expect(Stats(questionIds: ["a"], reviews: lateEvening, now: F.now, calendar: paris).reviewsPerDay.suffix(2).map(\.count) == [0, 1])

        // 2025-03-30: clocks go from 02:00 to 03:00 in Paris.
        let noonOnTheChange = Date(timeIntervalSince1970: 1_743_328_800)  // 2025-03-30 10:00 UTC, 12:00 in Paris
        let days = DayBuckets(around: noonOnTheChange, offsets: -1..<2, calendar: paris)
        #expect(days.count == 3)
        #expect(days.boundaries == [1_743_202_800, 1_743_289_200, 1_743_372_000, 1_743_458_400].map(Date.init(timeIntervalSince1970:)))
        #expect(zip(days.boundaries.dropFirst(), days.boundaries).map { $0.timeIntervalSince($1) / F.hour } == [24, 23, 24])
        #expect(days.index(of: Date(timeIntervalSince1970: 1_743_202_799)) == nil)
        #expect(days.index(of: Date(timeIntervalSince1970: 1_743_202_800)) == 0)
        #expect(days.index(of: Date(timeIntervalSince1970: 1_743_370_200)) == 1)  // 23:30 in Paris
        #expect(days.index(of: Date(timeIntervalSince1970: 1_743_373_800)) == 2)  // 00:30 the next day
        #expect(days.index(of: Date(timeIntervalSince1970: 1_743_458_400)) == nil)
        #expect(Array(days.starts) == Array(days.boundaries.prefix(3)))
    }

    @Test func dayLabels() throws {
        let utc = try F.calendar("UTC")
        #expect(Stats.dayLabel(F.now, calendar: utc) == "03-15")
        #expect(Stats.dayLabel(Date(timeIntervalSince1970: 1_735_992_000), calendar: utc) == "01-04")
        #expect(Stats.dayLabel(Date(timeIntervalSince1970: 1_766_664_000), calendar: utc) == "12-25")
    }
}
