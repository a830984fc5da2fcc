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

/// `/words`: every page of the course whose text contains `query`, case aside (and accents
/// too, for words with letters beyond ASCII), in course order, with the line each first
/// occurs on.
public enum CourseSearch {
    public static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]

    public static func hits(for query: String, in lessons: [Lesson], content: LessonContent) -> [SearchHit] {
        let needle = query.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return [] }
        // An ASCII query (most are) is matched on bytes: Foundation's case- and accent-blind
        // search took 0.4 s over the course's 738 pages.
        let asciiNeedle = needle.utf8.allSatisfy { $0 < 0x80 } ? needle.utf8.map(lowercased) : nil
        var hits: [SearchHit] = []
        for (lessonIndex, lesson) in lessons.enumerated() {
            for (pageIndex, page) in lesson.pages.enumerated() {
                let text = readableBytes(content.markdown(of: page))
                let found: (count: Int, first: Int)?
                if let asciiNeedle {
                    found = occurrences(of: asciiNeedle, in: text)
                } else {
                    found = occurrences(of: needle, in: String(decoding: text, as: UTF8.self))
                }
                guard let found else { continue }
                hits.append(SearchHit(lessonIndex: lessonIndex, pageIndex: pageIndex, count: found.count,
                                      snippet: line(around: found.first, in: text)))
            }
        }
        return hits
    }

    /// How often `needle` is in `text`, and the byte offset of the first, through Foundation.
    private static func occurrences(of needle: String, in text: String) -> (count: Int, first: Int)? {
        var count = 0
        var first: Int?
        var rest = text.startIndex..<text.endIndex
        while let found = text.range(of: needle, options: options, range: rest) {
            count += 1
            if first == nil { first = text.utf8.distance(from: text.startIndex, to: found.lowerBound) }
            rest = found.upperBound..<text.endIndex
        }
        return first.map { (count, $0) }
    }

    /// The same for a lowercased ASCII needle, ASCII letters compared without case.
    static func occurrences(of needle: [UInt8], in text: [UInt8]) -> (count: Int, first: Int)? {
        guard let head = needle.first, text.count >= needle.count else { return nil }
        var count = 0
        var first: Int?
        var index = 0
        let last = text.count - needle.count
        while index <= last {
            if lowercased(text[index]) == head, matches(needle, in: text, at: index) {
                count += 1
                if first == nil { first = index }
                index += needle.count
            } else {
                index += 1
            }
        }
        return first.map { (count, $0) }
    }

    private static func matches(_ needle: [UInt8], in text: [UInt8], at start: Int) -> Bool {
        for offset in 1..<max(1, needle.count) where lowercased(text[start + offset]) != needle[offset] { return false }
        return true
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// The line of `text` around byte `offset`, its spaces run together.
    private static func line(around offset: Int, in text: [UInt8]) -> String {
        let start = text[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let end = text[offset...].firstIndex(of: 0x0A) ?? text.count
        return String(decoding: text[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    /// The page as words, in UTF-8: Markdown's emphasis, code and heading marks and HTML
    /// comments go, and runs of spaces become one, so `**Observer**` is found by "observer"
    /// and the snippet reads as text.
    static func readableBytes(_ markdown: String) -> [UInt8] {
        let source = Array(markdown.utf8)
        var text: [UInt8] = []
        text.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == 0x3C, source[index...].starts(with: commentStart),
               let end = firstIndex(of: commentEnd, in: source, from: index + commentStart.count) {
                index = end + commentEnd.count
                continue
            }
            index += 1
            switch byte {
            case 0x2A, 0x5F, 0x60, 0x23: continue  // * _ ` #
            case 0x20, 0x09:
                if let previous = text.last, previous != 0x20, previous != 0x0A { text.append(0x20) }
            case 0x0A:
                if text.last == 0x20 { text.removeLast() }
                text.append(0x0A)
            default: text.append(byte)
            }
        }
        return text
    }

    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index...].starts(with: pattern) { return index }
            index += 1
        }
        return nil
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
