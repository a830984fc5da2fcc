import Patterns

/// Every live run a lesson's `demo:` may name: the pattern demos, plus the shape game,
/// which the case-study lessons open with the same `d` key.
public enum LiveRuns {
    public static let shapeGameId = "shape-game"

    public static var ids: Set<String> { Set(DemoRegistry.ids).union([shapeGameId]) }
}
