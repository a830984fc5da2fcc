import Patterns
import TextMatching

/// Every live run a lesson's `demo:` may name: the pattern demos, plus the shape game,
/// which the case-study lessons open with the same `d` key.
public enum LiveRuns {
    public static let shapeGameId = GameScreenState.liveRunId

    public static var ids: Set<String> { Set(DemoRegistry.ids).union([shapeGameId]) }
}

/// "Did you mean" for live-run ids.
enum EditDistanceHint {
    static func closest(to query: String, among ids: [String]) -> String {
        let close = EditDistance.closest(to: query, among: ids, limit: 3)
        return close.isEmpty ? " 'demos' lists them all." : " Did you mean: \(close.joined(separator: ", "))?"
    }
}
