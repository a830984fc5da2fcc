import Course
import Foundation
import Markdown

/// Links and images may point at the web or at files inside the lessons folder, never at
/// the rest of the disk: the app only shows a link's target, but a course is handed around,
/// and a lesson that names `../../.ssh/id_rsa` or `file:///etc/passwd` is a trap for
/// whatever viewer opens it next.
enum LinkTargets {
    /// Why `target` points outside the lessons folder, or nil when it stays inside (or is
    /// not a file at all). A lesson sits in a section folder one level below the lessons
    /// folder, so relative paths resolve from there.
    static func escape(of target: String) -> String? {
        let trimmed = target.trimmingCharacters(in: .whitespaces)
        if !isDrivePath(trimmed), let scheme = LinkDestination.scheme(of: trimmed) {
            return scheme == "file" ? "is a file: URL" : nil
        }
        // `//host/path` names another host, as on the web; one slash is the disk's root.
        if trimmed.hasPrefix("/"), !trimmed.hasPrefix("//") { return "is an absolute file path" }
        if trimmed.hasPrefix("\\") || isDrivePath(trimmed) { return "is an absolute file path" }
        let path = trimmed.prefix { $0 != "#" && $0 != "?" }
        let decoded = path.removingPercentEncoding ?? String(path)
        var depth = 1
        for component in decoded.split(whereSeparator: { $0 == "/" || $0 == "\\" }) {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < 0 { return "climbs out of the lessons folder" }
        }
        return nil
    }

    /// `C:\Users` or `c:/x`: a Windows drive, not a one-letter URL scheme.
    private static func isDrivePath(_ target: String) -> Bool {
        let characters = Array(target.prefix(3))
        return characters.count == 3 && characters[0].isASCII && characters[0].isLetter && characters[1] == ":"
            && (characters[2] == "/" || characters[2] == "\\")
    }

    /// One error per link or image whose target leaves the lessons folder, at the line and
    /// column where the target is written.
    static func problems(_ analysis: LessonAnalysis) -> [CourseProblem] {
        guard let document = analysis.document else { return [] }
        var found: [(target: String, isImage: Bool, lines: SourceLines)] = []
        for block in allBlocks(document.blocks) {
            for (target, isImage) in targets(in: block) where escape(of: target) != nil {
                found.append((target, isImage, block.lines))
            }
        }
        guard !found.isEmpty else { return [] }
        // Only a lesson with such a link pays for reading its file again, to place the targets.
        let fileLines = ((try? LessonFile.text(atPath: analysis.file)) ?? "")
            .split(separator: "\n", omittingEmptySubsequences: false)
        return found.map { link in
            let (line, column) = position(of: link.target, in: fileLines,
                                          from: analysis.bodyLineOffset + link.lines.first,
                                          through: analysis.bodyLineOffset + link.lines.last)
            let what = link.isImage ? "image source" : "link target"
            return CourseProblem(file: analysis.file, line: line, column: column, rule: .linkEscape,
                                 message: "the \(what) '\(link.target)' \(escape(of: link.target) ?? ""); lessons may link only to the web or to files inside the lessons folder")
        }
    }

    /// Where `target` is first written in the block's lines (a reference-style link's target
    /// is written elsewhere, so then anywhere in the file), else the block's first line.
    private static func position(of target: String, in lines: [Substring], from first: Int, through last: Int) -> (Int, Int) {
        // A block of an empty body can start on line 0 (found by fuzzing: 1...0 trapped).
        let firstLine = max(1, first)
        let blockLines = Array(firstLine...max(firstLine, last))
        for number in blockLines + Array(1...max(1, lines.count)) where number <= lines.count {
            if let range = lines[number - 1].range(of: target) {
                return (number, lines[number - 1].unicodeScalars[..<range.lowerBound].count + 1)
            }
        }
        return (firstLine, 1)
    }

    /// Every block, nested ones included, in document order.
    private static func allBlocks(_ blocks: [Block]) -> [Block] {
        blocks.flatMap { block -> [Block] in
            switch block.kind {
            case .blockQuote(let children): return [block] + allBlocks(children)
            case .list(let list): return [block] + list.items.flatMap { allBlocks($0.blocks) }
            default: return [block]
            }
        }
    }

    /// The link and image targets written in one block's own text (not its children's).
    private static func targets(in block: Block) -> [(String, Bool)] {
        switch block.kind {
        case .paragraph(let inlines), .heading(_, let inlines): return targets(in: inlines)
        case .table(let table): return (table.header + table.rows.flatMap { $0 }).flatMap(targets(in:))
        case .html(let html): return htmlTargets(in: html)
        default: return []
        }
    }

    /// `href` and `src` values in raw HTML (`<a href="…">`, `<img src=…>`): the app shows
    /// HTML as text, but another viewer of the course would follow them.
    private static func htmlTargets(in html: String) -> [(String, Bool)] {
        let range = NSRange(html.startIndex..., in: html)
        return htmlAttribute.matches(in: html, range: range).compactMap { match in
            let valueRange = [2, 3, 4].lazy.map { match.range(at: $0) }.first { $0.location != NSNotFound }
            guard let valueRange, let value = Range(valueRange, in: html),
                  let name = Range(match.range(at: 1), in: html) else { return nil }
            return (String(html[value]), html[name].lowercased() == "src")
        }
    }

    /// An attribute named href or src, its value in double quotes, single quotes or bare.
    private static let htmlAttribute = try! NSRegularExpression(
        pattern: #"\b(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))"#, options: [.caseInsensitive])

    private static func targets(in inlines: [Inline]) -> [(String, Bool)] {
        inlines.flatMap { inline -> [(String, Bool)] in
            switch inline {
            case .link(let destination, _, let children): return [(destination, false)] + targets(in: children)
            case .image(let source, _, let children): return [(source, true)] + targets(in: children)
            case .emphasis(let children), .strong(let children), .strikethrough(let children): return targets(in: children)
            case .html(let html): return htmlTargets(in: html)
            default: return []
            }
        }
    }
}
