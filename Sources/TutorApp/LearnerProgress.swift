import Course

/// What the learner has done, as the app needs it for marks: pages seen per lesson and the
/// latest result of each question. Loaded from the store at start, then kept up to date by
/// the reducer as pages open and answers come in (the same facts it asks the store to save).
public struct LearnerProgress: Sendable, Hashable {
    public var pagesSeen: [String: Set<Int>]
    /// Question id -> whether the latest answer was right.
    public var latestAnswers: [String: Bool]

    public init(pagesSeen: [String: Set<Int>] = [:], latestAnswers: [String: Bool] = [:]) {
        self.pagesSeen = pagesSeen
        self.latestAnswers = latestAnswers
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
