import Course
import Foundation
import SelfQuiz
import SpacedRepetition

/// What the learner has done, as the app needs it for marks: pages seen per lesson and the
/// latest result of each question. Loaded from the store at start, then kept up to date by
/// the reducer as pages open and answers come in (the same facts it asks the store to save).
public struct LearnerProgress: Sendable, Hashable {
    public var pagesSeen: [String: Set<Int>]
    /// Question id -> whether the latest answer was right.
    public var latestAnswers: [String: Bool]
    /// Every answer as a spaced-repetition review, oldest first: the only input of the cards.
    public private(set) var reviews: [Review]
    /// Each reviewed question's card, replayed from `reviews` (see `CardBook`).
    public private(set) var cards: [String: Card]

    public init(pagesSeen: [String: Set<Int>] = [:], latestAnswers: [String: Bool] = [:], reviews: [Review] = []) {
        self.pagesSeen = pagesSeen
        self.latestAnswers = latestAnswers
        self.reviews = Review.deduplicated(reviews)
        cards = CardBook(reviews: self.reviews).cards
    }

    /// A new answer: its review joins the history and its question's card moves on.
    public mutating func add(_ review: Review) {
        reviews.append(review)
        latestAnswers[review.questionId] = review.rating != .again
        replayCard(of: review.questionId)
    }

    /// `e` after a right answer: the question's latest review becomes Easy, as the store does.
    public mutating func markLatestReviewEasy(questionId: String) {
        guard let index = reviews.lastIndex(where: { $0.questionId == questionId }),
              reviews[index].rating != .again else { return }
        reviews[index].rating = .easy
        replayCard(of: questionId)
    }

    /// One card is replayed from its own reviews, as `CardBook` would replay them all, so a
    /// card updated here is the card the next start of the app computes.
    private mutating func replayCard(of questionId: String) {
        cards[questionId] = CardBook(reviews: reviews.filter { $0.questionId == questionId })[questionId]
    }

    public enum Status: Sendable, Hashable { case notStarted, inProgress, done }

    public func status(of lesson: Lesson) -> Status {
        let seen = pagesSeen[lesson.id]?.filter { $0 < lesson.pages.count }.count ?? 0
        if seen == 0 { return .notStarted }
        return seen >= lesson.pages.count ? .done : .inProgress
    }

    /// Right answers (latest attempt) and questions answered, or nil before any answer.
    public func quizScore(of lesson: Lesson) -> (right: Int, of: Int)? {
        let answered = lesson.quiz.compactMap { latestAnswers[$0.id] }
        guard !answered.isEmpty else { return nil }
        return (answered.filter { $0 }.count, lesson.quiz.count)
    }

    /// The menu's mark for a lesson.
    public func mark(for lesson: Lesson) -> String {
        switch status(of: lesson) {
        case .notStarted: return "○"
        case .inProgress: return "◐"
        case .done: return "●"
        }
    }

    /// One line for the whole course: lessons done, pages seen, quiz answers right.
    public func courseSummary(_ course: Course) -> String {
        let lessons = course.lessons
        let done = lessons.filter { status(of: $0) == .done }.count
        let pages = lessons.reduce(0) { $0 + $1.pages.count }
        let seen = lessons.reduce(0) { $0 + (pagesSeen[$1.id]?.filter { [count = $1.pages.count] in $0 < count }.count ?? 0) }
        let questions = lessons.flatMap(\.quiz)
        let right = questions.filter { latestAnswers[$0.id] == true }.count
        var text = "\(done) of \(lessons.count) lessons done, \(seen) of \(pages) pages read"
        if !questions.isEmpty { text += ", \(right) of \(questions.count) questions right" }
        return text
    }
}
