import Foundation
import SpacedRepetition

/// Every reviewed question's card, replayed from the stored reviews.
///
/// Nothing but the reviews goes in: not the question's text, not the order the reviews were
/// stored or imported in, not the time of the replay. So the same reviews always give the same
/// cards, editing a question's wording (same id) keeps its schedule, and importing progress
/// simply means replaying again. Questions never reviewed have no card: they are new.
public struct CardBook: Sendable, Hashable {
    /// Cards by question id.
    public let cards: [String: Card]

    /// Replays `reviews` with `scheduler`. The default scheduler is the reference's, with fuzzing
    /// on as in real use; each card's fuzz is seeded by its question id, so it is reproducible.
    ///
    /// Linear in the number of reviews, but for sorting each question's own reviews by time.
    public init(reviews: [Review], scheduler: Scheduler = Scheduler()) {
        cards = Self.replay(reviews, scheduler: scheduler) { _, _, _ in }
    }

    public subscript(questionId: String) -> Card? { cards[questionId] }

    /// The replay itself, for callers who need each review's context (the statistics need the
    /// state a card was in when it was reviewed): `observe` sees every review with the card just
    /// before and just after it, each question's reviews in replay order (questions one after
    /// another, in no promised order).
    ///
    /// Each question's reviews are sorted by `Review.precedes` (time first); its card starts as
    /// a new card due at the first review, and every review goes through
    /// `scheduler.review(_:rating:at:fuzzSeed:)` with `Scheduler.fuzzSeed(forIdentifier:)` of
    /// the question id. Duplicates are replayed as given: deduplicate merged reviews first
    /// (`Review.deduplicated`).
    public static func replay(_ reviews: [Review], scheduler: Scheduler,
                              observe: (_ review: Review, _ before: Card, _ after: Card) -> Void) -> [String: Card] {
        // Number the questions, then bucket the reviews' indices by question (a counting sort),
        // then sort each bucket by time. Indices rather than reviews are moved around because a
        // review holds two strings, and every copy of one costs reference counting; each
        // bucket's sort is short, and nearly free when the store already keeps reviews in order.
        var numbers: [String: Int] = [:]
        var questionIds: [String] = []
        var questionOfReview = [Int](repeating: 0, count: reviews.count)
        for index in reviews.indices {
            let id = reviews[index].questionId
            if let number = numbers[id] {
                questionOfReview[index] = number
            } else {
                numbers[id] = questionIds.count
                questionOfReview[index] = questionIds.count
                questionIds.append(id)
            }
        }
        // bucketStarts[q]..<bucketStarts[q + 1] is question q's part of `order`.
        var bucketStarts = [Int](repeating: 0, count: questionIds.count + 1)
        for question in questionOfReview { bucketStarts[question + 1] += 1 }
        for question in questionIds.indices { bucketStarts[question + 1] += bucketStarts[question] }
        var order = [Int](repeating: 0, count: reviews.count)
        var nextSlot = bucketStarts
        for (index, question) in questionOfReview.enumerated() {
            order[nextSlot[question]] = index
            nextSlot[question] += 1
        }

        var cards: [String: Card] = [:]
        cards.reserveCapacity(questionIds.count)
        for (question, questionId) in questionIds.enumerated() {
            let bucket = bucketStarts[question]..<bucketStarts[question + 1]
            order[bucket].sort { first, second in
                // Times almost always differ; the full order settles the rest.
                let (firstTime, secondTime) = (reviews[first].time, reviews[second].time)
                return firstTime != secondTime ? firstTime < secondTime : Review.precedes(reviews[first], reviews[second])
            }
            // Every question numbered above has at least one review, so the bucket is not empty.
            guard let firstReview = bucket.first.map({ reviews[order[$0]] }) else { continue }
            let seed = Scheduler.fuzzSeed(forIdentifier: questionId)
            // The reference's `Card()` is due when it is made. No review reads a new card's due
            // date, but making it at the first review rather than at the clock's "now" keeps the
            // replay independent of when it runs.
            var card = Card(due: firstReview.time)
            for slot in bucket {
                let review = reviews[order[slot]]
                let next = scheduler.review(card, rating: review.rating, at: review.time, fuzzSeed: seed)
                observe(review, card, next)
                card = next
            }
            cards[questionId] = card
        }
        return cards
    }
}
