import Course
import Foundation
import Patterns
import SelfQuiz
import SpacedRepetition
import TutorApp

/// `count` reviews of `questions` questions over a year, as a heavy learner would leave them:
/// each question reviewed at growing gaps, ratings mostly Good, stored in time order. Seeded,
/// so every run of the benchmark schedules the same history.
func syntheticReviews(count: Int, questions: Int) -> [Review] {
    var random = SplitMixGenerator(seed: 42)
    let start = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01
    let perQuestion = count / questions
    var reviews: [Review] = []
    reviews.reserveCapacity(count)
    for question in 0..<questions {
        var time = start.addingTimeInterval(Double(random.next() % 86_400))
        for _ in 0..<perQuestion {
            let roll = random.next() % 100
            let rating: Rating = roll < 10 ? .again : roll < 20 ? .hard : roll < 90 ? .good : .easy
            reviews.append(Review(questionId: "lesson-\(question / 10)/question-\(question % 10)", rating: rating, time: time,
                                  answer: "2"))
            time = time.addingTimeInterval(Double(600 + random.next() % (86_400 * 30)))
        }
    }
    reviews.sort { $0.time < $1.time }
    return reviews
}

/// A course of `lessons` lessons with ten questions each, as the planner sees it.
func syntheticCourse(lessons: Int) -> Course {
    let page = LessonPage(title: "Page", markdown: "Text.", line: 1)
    let sectionSize = 100
    let sections = stride(from: 0, to: lessons, by: sectionSize).map { first in
        let lessonsHere = (first..<min(lessons, first + sectionSize)).map { index in
            var lesson = Lesson(id: "lesson-\(index)", title: "Lesson \(index)", tags: index % 3 == 0 ? ["gof"] : [],
                                pages: [page], file: "l\(index).md", sectionTitle: "Section \(first / sectionSize)")
            lesson.quiz = (0..<10).map { number in
                QuizQuestion(id: "lesson-\(index)/question-\(number)", title: "Question \(number)", prompt: [],
                             kind: .freeText(answers: ["x"]), line: 1)
            }
            return lesson
        }
        return LessonSection(title: "Section \(first / sectionSize)", folder: "\(first / sectionSize)-section", lessons: lessonsHere)
    }
    return Course(sections: sections)
}

func time(_ runs: Int, _ body: () -> Void) -> [Double] {
    (0..<runs).map { _ in
        let start = seconds()
        body()
        return seconds() - start
    }
}

/// The self-quiz's two hot paths: replaying every stored review into cards (each start of the
/// app, and each statistics screen), and choosing a session from the cards.
func selfQuizTimes() {
    let reviews = syntheticReviews(count: 100_000, questions: 10_000)
    var cardCount = 0
    report("replay 100,000 reviews into cards (CardBook)", Array(time(12) { cardCount = CardBook(reviews: reviews).cards.count }.dropFirst(2)), id: "replay")
    precondition(cardCount == 10_000)
    report("… deduplicated first, as at start-up", Array(time(12) {
        cardCount = LearnerProgress(reviews: reviews).cards.count
    }.dropFirst(2)), id: "replay-dedup")

    // A learner with 10,000 cards in a 1,000-lesson course, a year in.
    let course = syntheticCourse(lessons: 1_000)
    let progress = LearnerProgress(reviews: reviews)
    let now = reviews.last!.time
    var planned = 0
    report("plan a session from 10,000 cards", Array(time(110) {
        let planner = SessionPlanner(questions: course.lessons.flatMap { lesson in
            lesson.quiz.map { CandidateQuestion(id: $0.id, lessonId: lesson.id, section: "s", tags: lesson.tags) }
        }, readLessons: [], cards: progress.cards)
        planned = planner.plan(now: now, options: SessionOptions()).count
    }.dropFirst(10)), id: "plan")
    precondition(planned == SessionOptions.defaultCount)
    report("… as the app does (ReviewPlanning.plan)", Array(time(110) {
        planned = ReviewPlanning.plan(course, progress, options: SessionOptions(), now: now).count
    }.dropFirst(10)), id: "plan-app")
    var due = 0
    report("count due cards for the menu (10,000)", Array(time(110) {
        due = ReviewPlanning.dueCount(course, progress, now: now)
    }.dropFirst(10)), id: "due-count")
    print("  (\(due) of 10,000 cards due at the last review's time)")
}
