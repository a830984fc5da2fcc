/// Edit distances between short strings: for suggesting what a mistyped name probably meant,
/// and for accepting a typed quiz answer with a slip in it.
public enum EditDistance {
    /// Levenshtein distance: insertions, deletions and substitutions, one each.
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

    /// Damerau–Levenshtein distance in its "optimal string alignment" form: as `between`, and a
    /// swap of two neighbouring characters is one edit too ("poltergiest" is one from
    /// "poltergeist", where Levenshtein counts two). The restricted form is enough for typing
    /// slips, which do not edit a swapped pair again.
    public static func withTranspositions(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Three rows: the one before the previous is needed for a swap.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            beforePrevious = previous
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
