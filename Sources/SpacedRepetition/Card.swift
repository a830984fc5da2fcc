import Foundation

/// How well the learner recalled a card. The raw values are the reference's (`fsrs.Rating`):
/// the formulas use them as numbers (for example `rating - 3` in the difficulty update).
public enum Rating: Int, Sendable, Hashable, Codable, CaseIterable {
    case again = 1, hard, good, easy
}

/// Where a card is in its life. The raw values are the reference's (`fsrs.State`), so a card
/// stored as a number means the same thing to both.
public enum CardState: Int, Sendable, Hashable, Codable, CaseIterable {
    /// New, or still going through the learning steps (minutes apart).
    case learning = 1
    /// Graduated: scheduled whole days ahead from its stability.
    case review
    /// Forgotten after graduating: going through the relearning steps.
    case relearning
}

/// One card's scheduling state, as the reference's `fsrs.Card` holds it (without its id: the
/// app keys cards by question, and passes a fuzz seed to `Scheduler.review` instead).
public struct Card: Sendable, Hashable, Codable {
    public var state: CardState
    /// The index of the current learning or relearning step; `nil` in the review state.
    public var step: Int?
    /// Days for retrievability to fall from 100% to 90%; `nil` until the first review.
    public var stability: Double?
    /// Between 1 and 10; `nil` until the first review.
    public var difficulty: Double?
    public var due: Date
    public var lastReview: Date?

    /// A card never reviewed: learning, at step 0 (as the reference's `Card()` sets it), due at `due`.
    public init(due: Date) {
        self.init(state: .learning, step: 0, stability: nil, difficulty: nil, due: due, lastReview: nil)
    }

    /// A card restored from storage, field by field.
    public init(state: CardState, step: Int?, stability: Double?, difficulty: Double?, due: Date, lastReview: Date?) {
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
    }
}
