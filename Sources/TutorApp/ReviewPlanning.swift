import Localization
import Course
import Foundation
import SelfQuiz
import SpacedRepetition
import TextMatching

/// The self-quiz's choices, made from what the app knows: the course and the learner's
/// progress. The planner itself (`SessionPlanner`) knows nothing of lessons or files; this is
/// where the course's names become its filters.
public enum ReviewPlanning {
    /// Every question of the course, in course order, with what the filters look at.
    static func candidates(_ course: Course) -> [CandidateQuestion] {
        course.sections.flatMap { section in
            section.lessons.flatMap { lesson in
                lesson.questions.map { CandidateQuestion(id: $0.id, lessonId: lesson.id, section: section.folder, tags: lesson.tags) }
            }
        }
    }

    /// Lessons whose questions may come as new cards: those read to the last page, and the
    /// lesson the learner names (asking for a lesson's questions is asking to be tested on it).
    static func readLessons(_ course: Course, _ progress: LearnerProgress, naming lesson: String?) -> Set<String> {
        var read = Set(course.lessons.filter { progress.status(of: $0) == .done }.map(\.id))
        if let lesson { read.insert(lesson) }
        return read
    }

    /// The typed names turned into the planner's options: a lesson by id, alias or number, a
    /// section by number, folder or title, a tag as written in the lessons.
    /// `listsEveryTag`: an unknown tag's error lists them all (a shell has room; the app's
    /// status line shows the closest few).
    public static func options(for request: ReviewRequest, in course: Course,
                               listsEveryTag: Bool = false) -> Result<SessionOptions, CommandError> {
        var options = SessionOptions(count: request.count ?? SessionOptions.defaultCount, all: request.all)
        if let lesson = request.lesson {
            guard let index = course.lessonIndex(matching: lesson) else {
                let close = course.suggestions(for: lesson)
                return .failure(CommandError(description: close.isEmpty ? localized("No lesson '{0}'.", lesson)
                                                 : localized("No lesson '{0}'. Did you mean: {1}?", lesson, close.joined(separator: ", "))))
            }
            guard course.lessons[index].questionCount > 0 else {
                return .failure(CommandError(description: localized("The lesson '{0}' has no questions.", course.lessons[index].id)))
            }
            options.lesson = course.lessons[index].id
        }
        if let section = request.section {
            guard let index = course.sectionIndex(matching: section) else {
                let folders = course.sections.map(\.folder).joined(separator: ", ")
                return .failure(CommandError(description: localized("No section '{0}'. The sections are: {1}.", section, folders)))
            }
            options.section = course.sections[index].folder
        }
        if let tag = request.tag {
            let tags = course.tags
            guard let known = tags.first(where: { $0.lowercased() == tag.lowercased() }) else {
                if listsEveryTag || tags.count <= 8 {
                    return .failure(CommandError(description: localized("No lesson is tagged '{0}'. The tags are: {1}.", tag,
                                                                        tags.joined(separator: ", "))))
                }
                let close = EditDistance.closest(to: tag.lowercased(), among: tags, limit: 3)
                return .failure(CommandError(description: close.isEmpty
                    ? localized("No lesson is tagged '{0}'. ({1} tags; 'pattern-tutor quiz --tag list' shows them.)", tag, tags.count)
                    : localized("No lesson is tagged '{0}'. Did you mean: {1}? ({2} tags; 'pattern-tutor quiz --tag list' shows them.)",
                                tag, close.joined(separator: ", "), tags.count)))
            }
            options.tag = known
        }
        return .success(options)
    }

    /// The planner for the learner's cards over the course; `lesson`, the lesson asked for, if any.
    static func planner(_ course: Course, _ progress: LearnerProgress, naming lesson: String? = nil) -> SessionPlanner {
        SessionPlanner(questions: candidates(course), readLessons: readLessons(course, progress, naming: lesson),
                       cards: progress.cards)
    }

    /// The session's questions, in the order to ask them.
    public static func plan(_ course: Course, _ progress: LearnerProgress, options: SessionOptions,
                            now: Date) -> [QuizSession.QuestionRef] {
        let planner = planner(course, progress, naming: options.lesson)
        let places = questionPlaces(course)
        return planner.plan(now: now, options: options).compactMap { places[$0] }
    }

    /// How many reviews are due now across the course: the menu's number, counted after every
    /// event there. `SessionPlanner.dueCount` gives the same, but making a planner for it would
    /// build a candidate for every question each time.
    public static func dueCount(_ course: Course, _ progress: LearnerProgress, now: Date) -> Int {
        // Only cards can be due: one lookup per question, walking the sections rather than
        // `course.lessons`, which would copy every lesson.
        guard !progress.cards.isEmpty else { return 0 }
        var count = 0
        for section in course.sections {
            for lesson in section.lessons {
                // The quiz's and the checkpoints' questions, without joining them into a new array.
                for question in lesson.quiz {
                    if let card = progress.cards[question.id], card.due <= now { count += 1 }
                }
                for checkpoint in lesson.checkpoints {
                    if let card = progress.cards[checkpoint.question.id], card.due <= now { count += 1 }
                }
            }
        }
        return count
    }

    /// One line on the self-quiz for listings: how many reviews are due and when the next one
    /// is; nil before the first answer. `start` is how to begin a session where it is read.
    public static func summaryLine(_ course: Course, _ progress: LearnerProgress, now: Date, calendar: Calendar,
                                   start: String) -> String? {
        guard !progress.cards.isEmpty else { return nil }
        let planner = planner(course, progress)
        let due = planner.dueCount(now: now)
        let next = planner.nextDue(after: now).map { DueText.relative($0, from: now, calendar: calendar) }
        if due > 0 {
            return localized(count: due, one: "Self-quiz: {0} review due now ({1}).", other: "Self-quiz: {0} reviews due now ({1}).", start)
        }
        return next.map { localized("Self-quiz: nothing due now; the next review is due {0}.", $0) }
            ?? localized("Self-quiz: nothing due now.")
    }

    /// Why a session came out empty, and what to do instead: the next review among the
    /// questions asked for, and where new questions come from. `allOption` is how the learner
    /// asks for every lesson where they are: `:review all` in the app, `--all` in a shell.
    public static func emptySessionText(_ course: Course, _ progress: LearnerProgress, options: SessionOptions, now: Date,
                                        calendar: Calendar, allOption: String = ":review all") -> String {
        let planner = planner(course, progress, naming: options.lesson)
        let filtered = options.lesson != nil || options.section != nil || options.tag != nil
        guard planner.questionCount(options: options) > 0 else {
            return localized("No lesson there has a quiz, so there is nothing to review.")
        }
        var text = filtered ? localized("Nothing to review there now.") : localized("Nothing to review now.")
        if let next = planner.nextDue(after: now, options: options) {
            let due = DueText.relative(next, from: now, calendar: calendar)
            text += " " + (filtered ? localized("The next review there is due {0}.", due) : localized("The next review is due {0}.", due))
        }
        if !options.all, options.lesson == nil {
            text += " " + (course.lessons.contains { progress.status(of: $0) == .done && $0.questionCount > 0 }
                ? localized("New questions come from the lessons you have read; {0} takes them from every lesson.", allOption)
                : localized("Questions join the self-quiz as you finish reading lessons; {0} takes them from every lesson now.", allOption))
        }
        return text
    }

    private static func questionPlaces(_ course: Course) -> [String: QuizSession.QuestionRef] {
        var places: [String: QuizSession.QuestionRef] = [:]
        for (lessonIndex, lesson) in course.lessons.enumerated() {
            for (questionIndex, question) in lesson.questions.enumerated() where places[question.id] == nil {
                places[question.id] = QuizSession.QuestionRef(lesson: lessonIndex, question: questionIndex)
            }
        }
        return places
    }
}

/// When a card comes back, said the way a person would: "in 10 minutes", "tomorrow (11-24)".
public enum DueText {
    public static func relative(_ due: Date, from now: Date, calendar: Calendar) -> String {
        let seconds = due.timeIntervalSince(now)
        if seconds <= 0 { return localized("now") }
        if seconds < 3600 {
            let minutes = max(1, Int((seconds / 60).rounded(.up)))
            return localized(count: minutes, one: "in {0} minute", other: "in {0} minutes")
        }
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: due)).day ?? 0
        if days == 0 {
            let hours = Int((seconds / 3600).rounded())
            return localized(count: hours, one: "in {0} hour", other: "in {0} hours")
        }
        let label = Stats.dayLabel(due, calendar: calendar, order: InterfaceCatalogue.current.dayLabels)
        return days == 1 ? localized("tomorrow ({0})", label)
            : localized(count: days, one: "in {0} day ({1})", other: "in {0} days ({1})", label)
    }
}
