import Course
import Foundation
import Progress
import SelfQuiz
import SpacedRepetition

/// `pattern-tutor quiz --stats`: what the stored reviews say about the learner's memory.
enum ReviewStatistics {
    static func lines(course: Course, answers: [ProgressStore.Answer], now: Date, calendar: Calendar, plain: Bool,
                      width: Int = 60) -> [String] {
        let questionIds = course.lessons.flatMap { $0.quiz.map(\.id) }
        let reviews = Review.deduplicated(answers.compactMap { answer in
            Rating(rawValue: answer.effectiveRating).map {
                Review(questionId: answer.questionId, rating: $0, time: answer.date, answer: answer.given)
            }
        })
        let stats = Stats(questionIds: questionIds, reviews: reviews, now: now, calendar: calendar)
        let states = stats.states
        var lines = ["Review statistics: \(states.total) question\(states.total == 1 ? "" : "s") in the course, \(reviews.count) review\(reviews.count == 1 ? "" : "s") saved",
                     "Cards: \(states.new) new · \(states.learning) learning · \(states.review) review · \(states.relearning) relearning"]
        let retention = stats.retention
        if let rate = retention.rate {
            lines.append("Retention, last \(Stats.historyDays) days: \(Int((rate * 100).rounded()))% (\(retention.recalled) of \(retention.reviewed) reviews of learned cards recalled)")
        } else {
            lines.append("Retention, last \(Stats.historyDays) days: none yet (it counts reviews of cards already learned)")
        }
        lines.append("")
        lines.append("Reviews per day, last \(Stats.historyDays) days:")
        lines += chart(stats.reviewsPerDay, calendar: calendar, width: width, plain: plain)
        lines.append("")
        lines.append("Reviews due, next \(Stats.forecastDays) days (overdue ones count today):")
        lines += chart(stats.forecast, calendar: calendar, width: width, plain: plain)
        return lines
    }

    private static func chart(_ days: [Stats.DayCount], calendar: Calendar, width: Int, plain: Bool) -> [String] {
        BarChart.lines(values: days.map(\.count), labels: days.map { Stats.dayLabel($0.start, calendar: calendar) },
                       width: width, plain: plain).map { "  " + $0 }
    }
}
