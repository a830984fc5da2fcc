import SpacedRepetition

/// How an answer becomes an FSRS rating. The learner is never asked to rate themselves out of
/// four (people rate inconsistently); the rating follows from what happened, with one choice
/// left to them: calling a right answer easy.
public enum RatingRule {
    /// - Parameters:
    ///   - correct: whether the answer was right.
    ///   - helped: whether the learner opened the hint before answering.
    ///   - markedEasy: whether the learner pressed `e` after a right answer.
    /// - Returns: Again for a wrong answer (whatever else happened: the card was not recalled);
    ///   Easy for a right one the learner marked easy; Hard for a right one after the hint
    ///   (recalled, but with help); Good otherwise.
    ///
    /// Marking easy wins over the hint: it is the learner's own, explicit verdict on that answer,
    /// made after seeing it was right, and a screen that offers `e` should respect it. A screen
    /// that wants hinted answers never to be Easy can simply not offer `e` after a hint.
    public static func rating(correct: Bool, helped: Bool, markedEasy: Bool) -> Rating {
        guard correct else { return .again }
        if markedEasy { return .easy }
        return helped ? .hard : .good
    }
}
