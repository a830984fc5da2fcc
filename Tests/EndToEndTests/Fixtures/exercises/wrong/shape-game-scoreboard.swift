// expect-failure: from the fifth right pick in a row on
/// The score of one game of shapes.
struct Scoreboard {
    private(set) var score = 0
    /// The highest score reached this game.
    private(set) var bestScore = 0
    /// Right picks in a row, up to the newest.
    private(set) var streak = 0

    /// Judges one pick by area, updates the board, and returns the change in score.
    @discardableResult
    mutating func record(pickedArea: Double, otherArea: Double) -> Int {
        let right = pickedArea >= otherArea     // a tie is right
        streak = right ? streak + 1 : 0
        let change = (right ? 1 : -1) + (streak == 5 ? 10 : 0)
        score += change
        bestScore = max(bestScore, score)
        return change
    }
}
