/// Levenshtein distance, for suggesting what a mistyped name probably meant.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Candidates within a third of the query's length in edits (at least 2), or that start
    /// with it, nearest first.
    public static func closest(to query: String, among candidates: [String], limit: Int) -> [String] {
        let allowed = max(2, query.count / 3)
        var scored: [(candidate: String, distance: Int)] = []
        for candidate in candidates {
            let distance = !query.isEmpty && candidate.hasPrefix(query) ? 0 : between(query, candidate)
            if distance <= allowed { scored.append((candidate, distance)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.candidate < $1.candidate }
        return scored.prefix(limit).map(\.candidate)
    }
}
