import Localization
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
    /// Exercises whose checks have all passed at least once.
    public var exercisesDone: Set<String> = []
    /// The page opened last, for the menu's "continue" line.
    public var lastPage: PagePosition?

    public struct PagePosition: Sendable, Hashable {
        public var lessonId: String
        public var page: Int

        public init(lessonId: String, page: Int) {
            self.lessonId = lessonId
            self.page = page
        }
    }
    /// Every answer as a spaced-repetition review, oldest first: the only input of the cards.
    public private(set) var reviews: [Review]
    /// Each reviewed question's card, replayed from `reviews` (see `CardBook`).
    public private(set) var cards: [String: Card]
    /// Each lesson's quiz runs, oldest first: its score is the first run that answered every question.
    public private(set) var quizAttempts: [String: [QuizAttempt]]

    /// One run through a lesson's quiz: the first answer to each question (a retry is practice).
    public struct QuizAttempt: Sendable, Hashable {
        public var run: Int64
        public var firstAnswers: [String: Bool]

        public init(run: Int64, firstAnswers: [String: Bool] = [:]) {
            self.run = run
            self.firstAnswers = firstAnswers
        }
    }

    /// A first answer in a lesson's quiz, as the store gives it back.
    public struct QuizAnswer: Sendable, Hashable {
        public var lessonId: String
        public var run: Int64
        public var questionId: String
        public var correct: Bool

        public init(lessonId: String, run: Int64, questionId: String, correct: Bool) {
            self.lessonId = lessonId
            self.run = run
            self.questionId = questionId
            self.correct = correct
        }
    }

    public init(pagesSeen: [String: Set<Int>] = [:], latestAnswers: [String: Bool] = [:], reviews: [Review] = [],
                quizAnswers: [QuizAnswer] = [], exercisesDone: Set<String> = []) {
        self.pagesSeen = pagesSeen
        self.exercisesDone = exercisesDone
        self.latestAnswers = latestAnswers
        self.reviews = Review.deduplicated(reviews)
        cards = CardBook(reviews: self.reviews).cards
        quizAttempts = [:]
        for answer in quizAnswers { recordQuizAnswer(answer) }
    }

    /// A lesson quiz's answer joins its run; only the first answer to each question counts.
    public mutating func recordQuizAnswer(_ answer: QuizAnswer) {
        var attempts = quizAttempts[answer.lessonId] ?? []
        if let index = attempts.lastIndex(where: { $0.run == answer.run }) {
            if attempts[index].firstAnswers[answer.questionId] == nil { attempts[index].firstAnswers[answer.questionId] = answer.correct }
        } else {
            attempts.append(QuizAttempt(run: answer.run, firstAnswers: [answer.questionId: answer.correct]))
            attempts.sort { $0.run < $1.run }
        }
        quizAttempts[answer.lessonId] = attempts
    }

    /// "I was right" after a wrong first answer in a quiz run: it counts as right there too.
    public mutating func claimQuizAnswerRight(lessonId: String, run: Int64, questionId: String) {
        guard let index = quizAttempts[lessonId]?.lastIndex(where: { $0.run == run }),
              quizAttempts[lessonId]?[index].firstAnswers[questionId] == false else { return }
        quizAttempts[lessonId]?[index].firstAnswers[questionId] = true
    }

    /// After a wrong verdict the learner said "I was right": that review becomes Hard.
    public mutating func claimLatestReviewRight(questionId: String) {
        latestAnswers[questionId] = true
        guard let index = reviews.lastIndex(where: { $0.questionId == questionId }), reviews[index].rating == .again else { return }
        reviews[index].rating = .hard
        replayCard(of: questionId)
    }

    public enum QuizStanding: Sendable, Hashable {
        /// Right answers at the first complete run and at the best, of the quiz's questions.
        case scored(first: Int, best: Int, of: Int)
        /// No run answered every question; the furthest got this far.
        case unfinished(answered: Int, of: Int)
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

    /// Where a lesson's quiz stands: the score of its first complete run and the best, or how
    /// far an unfinished run got. Nil before its quiz was taken (self-quiz answers never count).
    public func quizStanding(of lesson: Lesson) -> QuizStanding? {
        let ids = lesson.quiz.map(\.id)
        guard !ids.isEmpty, let attempts = quizAttempts[lesson.id], !attempts.isEmpty else { return nil }
        let complete = attempts.filter { attempt in ids.allSatisfy { attempt.firstAnswers[$0] != nil } }
        let scores = complete.map { attempt in ids.filter { attempt.firstAnswers[$0] == true }.count }
        guard let first = scores.first, let best = scores.max() else {
            let answered = attempts.map { attempt in ids.filter { attempt.firstAnswers[$0] != nil }.count }.max() ?? 0
            return answered == 0 ? nil : .unfinished(answered: answered, of: ids.count)
        }
        return .scored(first: first, best: best, of: ids.count)
    }

    /// The menu's and `progress`'s words for a lesson's quiz: "quiz 4/7", "quiz 4/7, best 7/7",
    /// "quiz: 3 of 7 answered"; nil before its quiz was taken.
    public func quizText(of lesson: Lesson) -> String? {
        switch quizStanding(of: lesson) {
        case .scored(let first, let best, let count)?:
            return best > first ? localized("quiz {0}/{1}, best {2}/{1}", first, count, best) : localized("quiz {0}/{1}", first, count)
        case .unfinished(let answered, let count)?:
            return localized("quiz: {0} of {1} answered", answered, count)
        case nil:
            return nil
        }
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
        let questions = lessons.flatMap(\.questions)
        let right = questions.filter { latestAnswers[$0.id] == true }.count
        let exercises = lessons.flatMap(\.exercises)
        let finished = exercises.count { exercisesDone.contains($0.id) }
        switch (questions.isEmpty, exercises.isEmpty) {
        case (true, true):
            return localized("{0} of {1} lessons done, {2} of {3} pages read", done, lessons.count, seen, pages)
        case (false, true):
            return localized("{0} of {1} lessons done, {2} of {3} pages read, {4} of {5} questions right", done, lessons.count, seen, pages,
                             right, questions.count)
        case (true, false):
            return localized("{0} of {1} lessons done, {2} of {3} pages read, {4} of {5} exercises done", done, lessons.count, seen, pages,
                             finished, exercises.count)
        case (false, false):
            return localized("{0} of {1} lessons done, {2} of {3} pages read, {4} of {5} questions right, {6} of {7} exercises done", done,
                             lessons.count, seen, pages, right, questions.count, finished, exercises.count)
        }
    }

    /// The menu's and `progress`'s words for a lesson's exercises: "exercise done",
    /// "exercise to do", "exercises 1/2"; nil for a lesson with none.
    public func exerciseText(of lesson: Lesson) -> String? {
        let count = lesson.exercises.count
        guard count > 0 else { return nil }
        let done = lesson.exercises.count { exercisesDone.contains($0.id) }
        if count == 1 { return done == 1 ? localized("exercise done") : localized("exercise to do") }
        return localized("exercises {0}/{1}", done, count)
    }

    /// The quiz and exercise words together, as the menu shows them beside a lesson.
    public func standingText(of lesson: Lesson) -> String? {
        let parts = [quizText(of: lesson), exerciseText(of: lesson)].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
