import Course
import Foundation

/// One page of the course that contains the words searched for.
public struct SearchHit: Sendable, Hashable {
    public var lessonIndex: Int
    public var pageIndex: Int
    /// How many times the words occur on the page.
    public var count: Int
    /// The first line that has them, without Markdown's marks, for the results list.
    public var snippet: String
}

/// `/words`: every page of the course whose text contains `query` (case and accents aside),
/// in course order, with the line each first occurs on.
public enum CourseSearch {
    public static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]

    public static func hits(for query: String, in lessons: [Lesson], content: LessonContent) -> [SearchHit] {
        let needle = query.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return [] }
        var hits: [SearchHit] = []
        for (lessonIndex, lesson) in lessons.enumerated() {
            for (pageIndex, page) in lesson.pages.enumerated() {
                let text = readable(content.markdown(of: page))
                let count = occurrences(of: needle, in: text)
                guard count > 0 else { continue }
                let line = text.split(separator: "\n").first { $0.range(of: needle, options: options) != nil } ?? ""
                hits.append(SearchHit(lessonIndex: lessonIndex, pageIndex: pageIndex, count: count,
                                      snippet: line.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
            }
        }
        return hits
    }

    public static func occurrences(of needle: String, in text: String) -> Int {
        var count = 0
        var rest = text.startIndex..<text.endIndex
        while let found = text.range(of: needle, options: options, range: rest) {
            count += 1
            rest = found.upperBound..<text.endIndex
        }
        return count
    }

    /// The page as words: Markdown's emphasis, code and heading marks and HTML comments go, so
    /// `**Observer**` is found by "observer" and the snippet reads as text.
    static func readable(_ markdown: String) -> String {
        var text = markdown
        while let start = text.range(of: "<!--"), let end = text.range(of: "-->", range: start.upperBound..<text.endIndex) {
            text.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return String(text.filter { !"*_`#".contains($0) })
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
            .joined(separator: "\n")
    }

    /// A snippet cut to `width` columns around the first occurrence of `query`.
    public static func excerpt(_ snippet: String, around query: String, width: Int) -> String {
        guard snippet.count > width, let found = snippet.range(of: query, options: options) else {
            return snippet.count > width ? String(snippet.prefix(max(0, width - 1))) + "…" : snippet
        }
        let before = snippet.distance(from: snippet.startIndex, to: found.lowerBound)
        let start = max(0, min(before - width / 3, snippet.count - width + 1))
        var excerpt = String(snippet.dropFirst(start).prefix(max(0, width - (start > 0 ? 2 : 1))))
        if start > 0 { excerpt = "…" + excerpt }
        if start + excerpt.count < snippet.count { excerpt += "…" }
        return excerpt
    }
}
