import Foundation
import SelfQuiz
import SpacedRepetition
import Testing

@Suite struct SessionPlannerTests {
    typealias F = Fixture

    /// Two sections of two lessons each, in course order; the learner has read L1 and L3.
    static let questions = [
        CandidateQuestion(id: "L1/a", lessonId: "L1", section: "01-creational", tags: ["creational", "gof"]),
        CandidateQuestion(id: "L1/b", lessonId: "L1", section: "01-creational", tags: ["creational", "gof"]),
        CandidateQuestion(id: "L1/c", lessonId: "L1", section: "01-creational", tags: ["creational", "gof"]),
        CandidateQuestion(id: "L2/a", lessonId: "L2", section: "01-creational", tags: ["creational"]),
        CandidateQuestion(id: "L2/b", lessonId: "L2", section: "01-creational", tags: ["creational"]),
        CandidateQuestion(id: "L3/a", lessonId: "L3", section: "02-structural", tags: ["structural", "gof"]),
        CandidateQuestion(id: "L3/b", lessonId: "L3", section: "02-structural", tags: ["structural", "GoF"]),
        CandidateQuestion(id: "L4/a", lessonId: "L4", section: "02-structural", tags: []),
    ]
    static let read: Set<String> = ["L1", "L3"]
    static let cards: [String: Card] = [
        "L1/a": F.card(due: F.now - F.day),
        // Reviewed once though its lesson is not marked read: due cards come from any lesson.
        "L2/a": F.card(due: F.now - 3 * F.day, state: .relearning),
        // Due as long as L1/a: the id breaks the tie.
        "L3/b": F.card(due: F.now - F.day, state: .learning),
        "L1/c": F.card(due: F.now + F.hour),
        // Due exactly now counts.
        "L4/a": F.card(due: F.now),
        // A question since deleted from the course.
        "gone/q": F.card(due: F.now - 30 * F.day),
    ]
    static let planner = SessionPlanner(questions: questions, readLessons: read, cards: cards)
    static let due = ["L2/a", "L1/a", "L3/b", "L4/a"]

    @Test func dueCardsOldestFirstThenNewCardsOfReadLessonsInCourseOrder() {
        #expect(Self.planner.plan(now: F.now) == Self.due + ["L1/b", "L3/a"])
        // Not yet due is neither due nor new.
        #expect(!Self.planner.plan(now: F.now).contains("L1/c"))
        #expect(Self.planner.plan(now: F.now + F.hour) == Self.due + ["L1/c", "L1/b", "L3/a"])
        // Earlier, fewer cards are due.
        #expect(Self.planner.plan(now: F.now - 2 * F.day) == ["L2/a", "L1/b", "L3/a"])
    }

    @Test func theOrderDoesNotDependOnTheQuestionsOrderButNewCardsFollowIt() {
        let reversed = SessionPlanner(questions: Self.questions.reversed(), readLessons: Self.read, cards: Self.cards)
        #expect(reversed.plan(now: F.now) == Self.due + ["L3/a", "L1/b"])
    }

    @Test func allTakesNewCardsFromEveryLesson() {
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(all: true)) == Self.due + ["L1/b", "L2/b", "L3/a"])
        // With nothing read, only due cards.
        let unread = SessionPlanner(questions: Self.questions, readLessons: [], cards: Self.cards)
        #expect(unread.plan(now: F.now) == Self.due)
        #expect(unread.plan(now: F.now, options: SessionOptions(all: true)) == Self.due + ["L1/b", "L2/b", "L3/a"])
    }

    @Test func countLimitsTheWholeSession() {
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(count: 2)) == ["L2/a", "L1/a"])
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(count: 4)) == Self.due)
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(count: 5)) == Self.due + ["L1/b"])
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(count: 0)).isEmpty)
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(count: -3)).isEmpty)
    }

    @Test func twentyByDefault() {
        #expect(SessionOptions().count == 20)
        let many = (0..<50).map { CandidateQuestion(id: String(format: "L/q%02d", $0), lessonId: "L", section: "s") }
        let newOnly = SessionPlanner(questions: many, readLessons: ["L"], cards: [:])
        #expect(newOnly.plan(now: F.now) == many.prefix(20).map(\.id))
        // 25 due: the 20 most overdue, no new card.
        var cards: [String: Card] = [:]
        for (index, question) in many.prefix(25).enumerated() { cards[question.id] = F.card(due: F.now - Double(index) * F.hour) }
        let mostlyDue = SessionPlanner(questions: many, readLessons: ["L"], cards: cards)
        #expect(mostlyDue.plan(now: F.now) == many.prefix(25).reversed().prefix(20).map(\.id))
        // 15 due: 5 new ones after them.
        let fifteen = cards.filter { $0.key < "L/q15" }
        let someDue = SessionPlanner(questions: many, readLessons: ["L"], cards: fifteen)
        #expect(someDue.plan(now: F.now) == many.prefix(15).reversed().map(\.id) + many[15..<20].map(\.id))
    }

    @Test func filtersApplyToDueAndNewCardsIgnoringCase() {
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(section: "02-STRUCTURAL")) == ["L3/b", "L4/a", "L3/a"])
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(tag: "gof")) == ["L1/a", "L3/b", "L1/b", "L3/a"])
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(lesson: "l2")) == ["L2/a"])
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(all: true, lesson: "L2")) == ["L2/a", "L2/b"])
        // Filters combine.
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(section: "01-creational", tag: "GOF")) == ["L1/a", "L1/b"])
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(section: "02-structural", lesson: "L1")).isEmpty)
        // Exact, not prefixes or substrings.
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(section: "01")).isEmpty)
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(tag: "go")).isEmpty)
        #expect(Self.planner.plan(now: F.now, options: SessionOptions(tag: "unknown")).isEmpty)
    }

    @Test func filtersFoldCaseBeyondASCII() {
        let questions = [CandidateQuestion(id: "é/1", lessonId: "Éléments", section: "Über", tags: ["Straße"])]
        let planner = SessionPlanner(questions: questions, readLessons: ["Éléments"], cards: [:])
        #expect(planner.plan(now: F.now, options: SessionOptions(section: "über", lesson: "éLÉMENTS")) == ["é/1"])
        #expect(planner.plan(now: F.now, options: SessionOptions(tag: "STRASSE")).isEmpty)
        #expect(planner.plan(now: F.now, options: SessionOptions(tag: "straße")) == ["é/1"])
        #expect(planner.plan(now: F.now, options: SessionOptions(section: "übe")).isEmpty)
    }

    @Test func deletedAndRepeatedQuestionsAreIgnored() {
        #expect(!Self.planner.plan(now: F.now, options: SessionOptions(all: true)).contains("gone/q"))
        let twice = SessionPlanner(questions: Self.questions + Self.questions, readLessons: Self.read, cards: Self.cards)
        #expect(twice.plan(now: F.now) == Self.planner.plan(now: F.now))
        #expect(twice.dueCount(now: F.now) == 4)
    }

    @Test func dueCountForTheMenu() {
        #expect(Self.planner.dueCount(now: F.now) == 4)
        #expect(Self.planner.dueCount(now: F.now - 2 * F.day) == 1)
        #expect(Self.planner.dueCount(now: F.now + F.hour) == 5)
        #expect(Self.planner.dueCount(now: F.now, options: SessionOptions(section: "01-creational")) == 2)
        // The session's size does not cap the count.
        #expect(Self.planner.dueCount(now: F.now, options: SessionOptions(count: 1)) == 4)
        #expect(SessionPlanner(questions: Self.questions, readLessons: Self.read, cards: [:]).dueCount(now: F.now) == 0)
    }

    /// From stored reviews to a session: the book's cards drive the planner.
    @Test func plansFromACardBook() {
        let reviews = [
            F.review("L3/a", .good, F.now - 2 * F.day),
            F.review("L1/a", .again, F.now - 2 * F.hour),
        ]
        let planner = SessionPlanner(questions: Self.questions, readLessons: Self.read, book: CardBook(reviews: reviews))
        // L3/a's first Good, two days ago, made it due ten minutes later; L1/a's Again, two
        // hours ago, a minute later. Both are due, L3/a for longer.
        #expect(planner.plan(now: F.now) == ["L3/a", "L1/a", "L1/b", "L1/c", "L3/b"])
    }
}
