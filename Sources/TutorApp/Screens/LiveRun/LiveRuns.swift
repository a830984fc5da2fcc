import Localization
import Course
import Foundation
import Patterns
import TextMatching

/// Every live run a lesson's `demo:` may name: the pattern demos, plus the shape game,
/// which the case-study lessons open with the same `d` key.
public enum LiveRuns {
    public static let shapeGameId = GameScreenState.liveRunId
    static let shapeGameTitle = "The shape game"

    public static var ids: Set<String> { Set(DemoRegistry.ids).union([shapeGameId]) }

    /// Every live run's id and title, in the registry's order, the game last.
    public static var titles: [(id: String, title: String)] {
        DemoRegistry.all.map { ($0.info.id, $0.info.title) } + [(shapeGameId, shapeGameTitle)]
    }

    public enum Match: Sendable, Equatable {
        case found(String)
        /// More than one run answers to the name: their ids.
        case several([String])
        /// Nothing does: the closest ids, perhaps none.
        case none(suggestions: [String])
    }

    /// The live run a learner means by `query`: a run's id or title, or a lesson's id, alias or
    /// title whose `demo:` names the run (`service-layers` opens `soa`). Case, spaces and
    /// hyphens do not matter.
    public static func find(_ query: String, in lessons: [Lesson]) -> Match {
        let key = normalized(query)
        var found: [String] = []
        func add(_ id: String) { if !found.contains(id) { found.append(id) } }
        for run in titles where normalized(run.id) == key || normalized(run.title) == key { add(run.id) }
        for lesson in lessons {
            guard let demo = lesson.demo, ids.contains(demo) else { continue }
            let names = [lesson.id, lesson.title] + lesson.aliases
            if names.contains(where: { normalized($0) == key }) { add(demo) }
        }
        switch found.count {
        case 1: return .found(found[0])
        case 0:
            let candidates = titles.map(\.id) + lessons.filter { $0.demo != nil }.map(\.id)
            var close: [String] = []
            for id in EditDistance.closest(to: key, among: candidates, limit: 5) where !close.contains(id) { close.append(id) }
            return .none(suggestions: Array(close.prefix(3)))
        default: return .several(found)
        }
    }

    /// What a learner is told when `query` names no one run.
    public static func problem(with query: String, _ match: Match) -> String? {
        switch match {
        case .found: return nil
        case .several(let ids):
            return localized(count: ids.count, one: "'{1}' names {0} live runs: {2}. Type one of them, or 'demos' for the list.",
                             other: "'{1}' names {0} live runs: {2}. Type one of them, or 'demos' for the list.",
                             query, ids.joined(separator: ", "))
        case .none(let suggestions):
            guard !suggestions.isEmpty else { return localized("No live run or lesson '{0}'. Type 'demos' to see them all.", query) }
            return localized("No live run or lesson '{0}'. Did you mean: {1}? 'demos' lists them all.", query,
                             suggestions.joined(separator: ", "))
        }
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().map { $0 == " " || $0 == "_" ? "-" : $0 }).trimmingCharacters(in: ["-"])
    }
}
