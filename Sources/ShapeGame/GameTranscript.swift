// The headless game: plays a sequence of picks from a seed and describes each turn in one
// line, for `pattern-tutor game --seed N --play SEQUENCE` and for tests. It goes through
// the same `TurnController` as the terminal game, so what it prints is what a player gets.

public enum GameTranscript {
    /// A letter of the pick sequence that is neither `c` nor `w`.
    public struct InvalidPick: Error, Equatable, CustomStringConvertible {
        public let letter: Character
        /// 1-based, as a person counts letters.
        public let position: Int

        public var description: String {
            "invalid pick '\(letter)' at position \(position): use c (pick the larger) or w (pick the smaller)"
        }
    }

    /// One line per pick, e.g. `turn 3  circle  0.620 vs 0.380  picked larger  right  +1  score 3`;
    /// two shapes of one size say `picked in a tie` (either pick is right).
    /// `picks`: `c` picks the larger shape, `w` the smaller. The whole sequence is checked
    /// before any turn is played, so a typo never yields half a transcript.
    public static func play(seed: UInt64, strategy: StrategyChoice, picks: String) throws(InvalidPick) -> [String] {
        let wantsLarger = try parse(picks)
        var controller = TurnController(turnStrategy: strategy.makeStrategy(), seed: seed)
        return wantsLarger.map { larger in
            let shapes = (controller.currentViews.0.shape, controller.currentViews.1.shape)
            // The servant decides, as for the pick itself; on a tie the first shape counts as
            // the larger, and either pick is right anyway.
            let firstIsLarger = PickJudge.isRight(picked: shapes.0, other: shapes.1)
            let outcome = controller.pick(firstIsLarger == larger ? .first : .second)
            let pick = shapes.0.area == shapes.1.area ? "picked in a tie" : larger ? "picked larger" : "picked smaller"
            return line(for: outcome, pick: pick)
        }
    }

    private static func parse(_ picks: String) throws(InvalidPick) -> [Bool] {
        var wantsLarger: [Bool] = []
        for (offset, letter) in picks.enumerated() {
            switch letter {
            case "c": wantsLarger.append(true)
            case "w": wantsLarger.append(false)
            default: throw InvalidPick(letter: letter, position: offset + 1)
            }
        }
        return wantsLarger
    }

    private static func line(for outcome: TurnOutcome, pick: String) -> String {
        let turn = outcome.turn
        let sizes = "\(fixed3(turn.proportions.0)) vs \(fixed3(turn.proportions.1))"
        let increment = outcome.increment >= 0 ? "+\(outcome.increment)" : "\(outcome.increment)"
        return ["turn \(outcome.number)", "\(turn.kind)", sizes,
                pick,
                turn.matched ? "right" : "wrong", increment, "score \(outcome.score)"]
            .joined(separator: "  ")
    }

    /// Three decimals, because the size grid moves in steps of 0.005: with two, different
    /// sizes could print alike and a right/wrong verdict would look arbitrary. Proportions
    /// are positive, so adding a half and truncating rounds; unlike `rounded()` it needs no
    /// libm, which a Foundation-free executable would otherwise fail to link.
    public static func fixed3(_ value: Double) -> String {
        let thousandths = Int(value * 1000 + 0.5)
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
