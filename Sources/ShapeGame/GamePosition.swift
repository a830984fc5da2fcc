// Equality of games, so the app's state (which holds a game in progress) can be compared as a
// whole. Shapes, strategies and scorers are existentials; two games are equal when they stand
// at the same position: the same turns behind them, the same shapes on show, the same score,
// the same strategy and scorer types, and the same generator state for the turns to come.

extension Turn {
    /// The turn as comparable values: its shapes' kinds and proportions, and the pick.
    var position: [String] {
        ["\(shapes.0.kind)", "\(shapes.0.proportion)", "\(shapes.1.kind)", "\(shapes.1.proportion)", "\(picked)"]
    }
}

extension ShapeView {
    var position: [String] {
        ["\(shape.kind)", "\(shape.proportion)", "\(geometry)", "\(style)", "\(boxSide)"]
    }
}

extension TurnController: Equatable {
    public static func == (lhs: TurnController, rhs: TurnController) -> Bool {
        lhs.score == rhs.score && lhs.bestScore == rhs.bestScore
            && lhs.history.map(\.position) == rhs.history.map(\.position)
            && lhs.currentViews.0.position == rhs.currentViews.0.position
            && lhs.currentViews.1.position == rhs.currentViews.1.position
            && lhs.generatorState == rhs.generatorState
            && type(of: lhs.turnStrategy) == type(of: rhs.turnStrategy)
            && type(of: lhs.scorer) == type(of: rhs.scorer)
    }
}

extension TurnOutcome: Equatable {
    public static func == (lhs: TurnOutcome, rhs: TurnOutcome) -> Bool {
        lhs.turn.position == rhs.turn.position && lhs.number == rhs.number && lhs.increment == rhs.increment
            && lhs.score == rhs.score
    }
}
