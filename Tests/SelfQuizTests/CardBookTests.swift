import Foundation
import SelfQuiz
import SpacedRepetition
import Testing

@Suite struct CardBookTests {
    typealias F = Fixture

    /// The book is exactly the scheduler run over each question's reviews in time order, with
    /// fuzzing on and the question id's seed.
    @Test func replaysEachQuestionThroughTheSchedulerInTimeOrder() throws {
        let start = F.now - 60 * F.day
        let reviews = [
            F.review("observer/q1", .good, start + 10 * F.minute),
            F.review("observer/q1", .good, start),
            F.review("factory/q2", .again, start + F.day),
            F.review("observer/q1", .good, start + 3 * F.day),
            F.review("factory/q2", .easy, start + F.day + 10 * F.minute),
            F.review("observer/q1", .again, start + 20 * F.day),
        ]
        let book = CardBook(reviews: reviews)
        let scheduler = Scheduler()
        #expect(scheduler.parameters.enableFuzzing)
        for (id, times) in [("observer/q1", [0, 1, 3, 5]), ("factory/q2", [2, 4])] {
            var card = Card(due: reviews[times[0]].time)
            for review in times.map({ reviews[$0] }).sorted(by: { $0.time < $1.time }) {
                card = scheduler.review(card, rating: review.rating, at: review.time,
                                        fuzzSeed: Scheduler.fuzzSeed(forIdentifier: id))
            }
            #expect(book[id] == card)
        }
        #expect(book.cards.count == 2)
        #expect(book["never-reviewed"] == nil)
        #expect(CardBook(reviews: []).cards.isEmpty)
    }

    /// Fuzzing is on and seeded per card: the same history spreads over several due dates
    /// across questions, and each is the one its question id's seed gives.
    @Test func fuzzIsOnAndSeededByQuestionId() {
        let ids = (0..<40).map { "lesson/q\($0)" }
        // Easy on a new card: an 8-day interval, which fuzzing widens to several days.
        let book = CardBook(reviews: ids.map { F.review($0, .easy, F.now) })
        let dues = Set(ids.compactMap { book[$0]?.due })
        #expect(dues.count > 1)
        let unfuzzed = Scheduler(parameters: SchedulerParameters.default.withFuzzing(false))
            .review(Card(due: F.now), rating: .easy, at: F.now)
        let range = Scheduler().fuzzRange(forInterval: 8)
        for id in ids {
            let expected = Scheduler().review(Card(due: F.now), rating: .easy, at: F.now,
                                              fuzzSeed: Scheduler.fuzzSeed(forIdentifier: id))
            #expect(book[id] == expected)
            let days = Int(((book[id]?.due ?? F.now).timeIntervalSince(F.now) / F.day).rounded())
            #expect(range.contains(days))
            // Only the due date is fuzzed, never the memory.
            #expect(book[id]?.stability == unfuzzed.stability)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func theOrderOfTheReviewsDoesNotMatter(seed: UInt64) {
        let reviews = Fixture.randomHistory(questions: 40, reviews: 600, seed: 42)
        var generator = Fixture.SeededGenerator(state: seed)
        let shuffled = reviews.shuffled(using: &generator)
        #expect(CardBook(reviews: shuffled) == CardBook(reviews: reviews))
        #expect(CardBook(reviews: reviews.reversed()) == CardBook(reviews: reviews))
    }

    /// Two reviews at one instant (an import of a clock-skewed device, say) are still replayed
    /// in one order, whichever came first in the input.
    @Test func simultaneousReviewsHaveOneOrder() {
        let first = [F.review("q", .good, F.now, answer: "a"), F.review("q", .again, F.now, answer: "b"),
                     F.review("q", .good, F.now, answer: "c")]
        let books = [first, first.reversed(), [first[1], first[2], first[0]]].map { CardBook(reviews: $0) }
        #expect(books.allSatisfy { $0 == books[0] })
    }

    @Test func theSameReviewsAlwaysGiveTheSameCards() {
        let reviews = Fixture.randomHistory(questions: 25, reviews: 400, seed: 7)
        let once = CardBook(reviews: reviews)
        #expect(CardBook(reviews: reviews) == once)
        // A question's card depends on its own reviews only.
        let others = Fixture.randomHistory(questions: 25, reviews: 400, seed: 8).map {
            Review(questionId: "other-" + $0.questionId, rating: $0.rating, time: $0.time, answer: $0.answer)
        }
        let together = CardBook(reviews: reviews + others)
        for (id, card) in once.cards { #expect(together[id] == card) }
    }

    /// Editing a question's wording keeps its id, so its reviews, so its card: nothing in a card
    /// comes from text, not even the answers, which were given to the old wording.
    @Test func editingAQuestionKeepsItsSchedule() {
        let reviews = [
            F.review("strategy/which-pattern", .good, F.now - 30 * F.day, answer: "Strategy"),
            F.review("strategy/which-pattern", .good, F.now - 30 * F.day + 10 * F.minute, answer: "Strategy"),
            F.review("strategy/which-pattern", .hard, F.now - 20 * F.day, answer: "the Strategy pattern"),
        ]
        let reworded = reviews.map {
            Review(questionId: $0.questionId, rating: $0.rating, time: $0.time, answer: "an answer to the new wording")
        }
        #expect(CardBook(reviews: reworded) == CardBook(reviews: reviews))

        let questions = [CandidateQuestion(id: "strategy/which-pattern", lessonId: "strategy", section: "02-behavioural")]
        let before = SessionPlanner(questions: questions, readLessons: ["strategy"], book: CardBook(reviews: reviews))
        let after = SessionPlanner(questions: questions, readLessons: ["strategy"], book: CardBook(reviews: reworded))
        for offset in [0.0, 10, 30, 60] {
            #expect(before.plan(now: F.now + offset * F.day) == after.plan(now: F.now + offset * F.day))
        }
        // Only a new id starts over: the schedule belongs to the id.
        let renamed = reviews.map { Review(questionId: "strategy/q1", rating: $0.rating, time: $0.time, answer: $0.answer) }
        #expect(CardBook(reviews: renamed)["strategy/which-pattern"] == nil)
    }

    /// Importing progress replays everything again: an export read back gives the same cards,
    /// and merging it into the store gives them too once deduplicated.
    @Test func reimportingRecomputesTheSameCards() throws {
        // A store never holds two reviews of one identity (nobody answers twice in a second).
        let stored = Review.deduplicated(Fixture.randomHistory(questions: 30, reviews: 500, seed: 11))
        let book = CardBook(reviews: stored)

        let exported = try JSONEncoder().encode(stored)
        let imported = try JSONDecoder().decode([Review].self, from: exported)
        #expect(imported == stored)
        #expect(CardBook(reviews: imported) == book)

        // Merged twice, each review is replayed twice, which is another history altogether...
        #expect(CardBook(reviews: stored + imported) != book)
        // ... unless the merge is deduplicated, in either order.
        #expect(CardBook(reviews: Review.deduplicated(stored + imported)) == book)
        #expect(CardBook(reviews: Review.deduplicated(imported + stored)) == book)
        #expect(Review.deduplicated(stored + imported) == Review.deduplicated(imported.reversed() + stored))
        #expect(Review.deduplicated(stored + imported).count == Set(stored.map(\.identity)).count)
    }

    /// An export written in whole seconds still matches the stored review it came from.
    @Test func identityIsTheQuestionAndTheWholeSecond() {
        let stored = F.review("q", .good, F.now + 0.437, answer: "x")
        let exported = F.review("q", .good, F.now, answer: "x")
        #expect(stored.identity == exported.identity)
        #expect(stored.identity == Review.Identity(questionId: "q", second: 1_742_040_000))
        #expect(stored.identity != F.review("q", .good, F.now + 1, answer: "x").identity)
        #expect(stored.identity != F.review("r", .good, F.now + 0.437, answer: "x").identity)
        // The same keeper whatever the order: the earliest.
        #expect(Review.deduplicated([stored, exported]) == [exported])
        #expect(Review.deduplicated([exported, stored]) == [exported])
        // Times before 1970 floor too.
        #expect(F.review("q", .good, Date(timeIntervalSince1970: -0.5)).identity.second == -1)
    }

    /// Large histories replay to one card per question, whatever their order (the figures for
    /// 100,000 reviews are `make bench`'s).
    @Test func manyReviews() {
        let reviews = Fixture.randomHistory(questions: 2_000, reviews: 20_000, seed: 3)
        let book = CardBook(reviews: reviews)
        #expect(book.cards.count == Set(reviews.map(\.questionId)).count)
        #expect(CardBook(reviews: reviews.reversed()) == book)
        #expect(book.cards.values.allSatisfy { $0.lastReview != nil && $0.stability != nil })
    }
}

@Suite struct DeduplicationTests {
    /// Input in time order takes a shortcut; it must give exactly what the general path gives.
    @Test func inputInTimeOrderGivesTheSameReviewsAsAnyOtherOrder() {
        for seed in UInt64(1)...20 {
            var history = Fixture.randomHistory(questions: 8, reviews: 300, seed: seed)
            // Many reviews within one second, duplicates among them, as a merge would make.
            history += history.prefix(60).map { review in
                var copy = review
                copy.time = review.time.addingTimeInterval(0.25)
                return copy
            }
            let sorted = history.sorted { $0.time < $1.time }
            let shuffled = history.reversed() + []
            #expect(Review.deduplicated(sorted) == Review.deduplicated(shuffled), "seed \(seed)")
            #expect(Review.deduplicated(sorted).count == Set(history.map(\.identity)).count)
        }
    }

    /// Times that `identity` cannot name share second 0 wherever they are in the input.
    @Test func timesOutOfRangeTakeTheGeneralPath() {
        let far = Date(timeIntervalSince1970: .infinity)
        let reviews = [Review(questionId: "q", rating: .good, time: Date(timeIntervalSince1970: 0), answer: "a"),
                       Review(questionId: "q", rating: .good, time: Date(timeIntervalSince1970: 5), answer: "b"),
                       Review(questionId: "q", rating: .again, time: far, answer: "c")]
        #expect(Review.deduplicated(reviews) == Review.deduplicated(reviews.reversed()))
        #expect(Review.deduplicated(reviews).count == 2)
    }
}
