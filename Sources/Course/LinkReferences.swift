import Foundation
import Markdown

/// A link or image a lesson writes: its target as written, and the file lines of the block
/// it is in (the exact column is found in the file only when a problem is reported).
public struct LinkReference: Sendable, Hashable {
    public var target: String
    public var isImage: Bool
    public var firstLine: Int
    public var lastLine: Int

    public init(target: String, isImage: Bool, firstLine: Int, lastLine: Int) {
        self.target = target
        self.isImage = isImage
        self.firstLine = firstLine
        self.lastLine = lastLine
    }
}

/// What a lesson links to and what others can link into it, read once from its parsed
/// Markdown and kept with its analysis (and in the course index), so links are checked
/// against the whole course on every load without parsing any file again.
public enum LinkReferences {
    /// Every link and image target, in Markdown and in raw HTML (`href`, `src`), in order; and
    /// the anchors GitHub gives the headings: each heading's `Course.anchor(of:)`, a repeated
    /// one `-1`, `-2`… after it. One walk over the blocks for both.
    public static func read(_ document: MarkdownDocument, lineOffset: Int) -> (links: [LinkReference], anchors: [String]) {
        var links: [LinkReference] = []
        var anchors: [String] = []
        var counts: [String: Int] = [:]
        for block in allBlocks(document.blocks) {
            if case .heading(_, let inlines) = block.kind {
                let anchor = Course.anchor(of: inlines.plainText)
                anchors.append(counts[anchor].map { "\(anchor)-\($0)" } ?? anchor)
                counts[anchor, default: 0] += 1
            }
            for (target, isImage) in targets(in: block) {
                links.append(LinkReference(target: target, isImage: isImage, firstLine: lineOffset + block.lines.first,
                                           lastLine: lineOffset + block.lines.last))
            }
        }
        return (links, anchors)
    }

    /// The heading anchors of a document alone.
    public static func anchors(in document: MarkdownDocument) -> [String] {
        read(document, lineOffset: 0).anchors
    }

    /// Every block, nested ones included, in document order.
    static func allBlocks(_ blocks: [Block]) -> [Block] {
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
        guard html.contains("=") else { return [] }
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
