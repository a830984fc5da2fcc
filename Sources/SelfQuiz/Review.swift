// The self-quiz mode's model: reviews as stored, the cards replayed from them, the choice of a
// session, and the statistics. Pure Swift with no UI and no storage, so the app, the command
// line and the benchmarks share it and the tests need nothing but values.

import Foundation
import SpacedRepetition

/// One answer to one question, as the progress store keeps it.
///
/// Card states are never stored: `CardBook` replays them from these, so the reviews are the only
/// truth. That is what lets a question's wording change under the same id without touching its
/// schedule, and an import of progress recompute every card.
public struct Review: Sendable, Hashable, Codable {
    /// The question's stable id (`QuizQuestion.id`), never its text.
    public var questionId: String
    public var rating: Rating
    public var time: Date
    /// What the learner answered (a choice's text, or what they typed). Kept for the learner's
    /// history; scheduling never reads it, except as the last tie-break of an order (see `precedes`).
    public var answer: String

    public init(questionId: String, rating: Rating, time: Date, answer: String) {
        self.questionId = questionId
        self.rating = rating
        self.time = time
        self.answer = answer
    }

    /// Which stored review this is, for deduplicating reviews merged from several places (the
    /// store and an import of its own export, say).
    ///
    /// The question and the time in whole seconds. Whole seconds, not the exact `Date`, because
    /// an export written as ISO-8601 without fractions must still match the stored review it came
    /// from; nobody answers the same question twice within one second.
    public struct Identity: Sendable, Hashable, Codable {
        public var questionId: String
        /// Seconds since 1970, rounded down.
        public var second: Int64

        public init(questionId: String, second: Int64) {
            self.questionId = questionId
            self.second = second
        }
    }

    public var identity: Identity {
        // Int64(exactly:) is nil only for times no clock gives (not finite, or beyond ±292 billion
        // years); those share second 0 rather than trap.
        let second = Int64(exactly: time.timeIntervalSince1970.rounded(.down)) ?? 0
        return Identity(questionId: questionId, second: second)
    }

    /// A total order on reviews: by time, then rating, answer and question id. Sorting with it
    /// gives the same array whatever order the reviews came in, even when two share a time,
    /// which is what makes the replay (and the choice among duplicates) deterministic.
    public static func precedes(_ lhs: Review, _ rhs: Review) -> Bool {
        if lhs.time != rhs.time { return lhs.time < rhs.time }
        if lhs.rating != rhs.rating { return lhs.rating.rawValue < rhs.rating.rawValue }
        if lhs.answer != rhs.answer { return lhs.answer < rhs.answer }
        return lhs.questionId < rhs.questionId
    }

    /// One review per identity, sorted by `precedes`. Of several reviews with one identity the
    /// first by `precedes` is kept, so the result does not depend on the order of the input
    /// (merging the store with an import, or an import with the store, gives the same reviews).
    public static func deduplicated(_ reviews: [Review]) -> [Review] {
        if let inOrder = deduplicatedInTimeOrder(reviews) { return inOrder }
        // One hash per review to find the keeper of each identity, then one sort of the keepers'
        // indices: moving indices instead of reviews avoids reference counting their strings.
        var keepers: [Identity: Int] = [:]
        keepers.reserveCapacity(reviews.count)
        for index in reviews.indices {
            let identity = reviews[index].identity
            if let slot = keepers.index(forKey: identity) {
                if precedes(reviews[index], reviews[keepers.values[slot]]) { keepers.values[slot] = index }
            } else {
                keepers[identity] = index
            }
        }
        var kept = Array(keepers.values)
        kept.sort { first, second in
            let (firstTime, secondTime) = (reviews[first].time, reviews[second].time)
            return firstTime != secondTime ? firstTime < secondTime : precedes(reviews[first], reviews[second])
        }
        return kept.map { reviews[$0] }
    }

    /// The same result without hashing every review, for input already in time order (the
    /// store's, which is how the app starts): reviews with one identity share a second, so
    /// each run of reviews within one second is settled on its own, and runs are already in
    /// order. Nil when the input is not in time order.
    private static func deduplicatedInTimeOrder(_ reviews: [Review]) -> [Review]? {
        var result: [Review] = []
        result.reserveCapacity(reviews.count)
        // Times outside what `identity` can name (not finite, or beyond ±292 billion years)
        // all share second 0 wherever they are: the general path handles those.
        guard reviews.allSatisfy({ Int64(exactly: $0.time.timeIntervalSince1970.rounded(.down)) != nil }) else { return nil }
        var runStart = 0
        while runStart < reviews.count {
            let second = reviews[runStart].identity.second
            var runEnd = runStart + 1
            while runEnd < reviews.count, reviews[runEnd].identity.second == second {
                guard reviews[runEnd - 1].time <= reviews[runEnd].time else { return nil }
                runEnd += 1
            }
            if runEnd < reviews.count, !(reviews[runEnd - 1].time <= reviews[runEnd].time) { return nil }
            if runEnd - runStart == 1 {
                result.append(reviews[runStart])
            } else {
                // A handful of reviews: keep the first of each question by `precedes`, in order.
                var run = reviews[runStart..<runEnd].sorted(by: precedes)
                var seen = Set<String>()
                run.removeAll { !seen.insert($0.questionId).inserted }
                result += run
            }
            runStart = runEnd
        }
        return result
    }
}
