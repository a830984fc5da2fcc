import Markdown

/// Numbers a page's links in reading order, so a learner can follow one by its number
/// (`3`, or `:go 3`): each link's text gains `[N]`. A link within the course (a relative
/// path, `#anchor` or `lesson:id`) loses its address, which the number stands for; a web
/// address stays shown, since it is followed outside the app.
public enum LinkNumbering {
    /// The document with its links numbered, and each number's destination (number N is
    /// `destinations[N - 1]`).
    public static func numbered(_ document: MarkdownDocument) -> (document: MarkdownDocument, destinations: [String]) {
        var destinations: [String] = []
        let blocks = document.blocks.map { number($0, &destinations) }
        return (MarkdownDocument(blocks: blocks), destinations)
    }

    /// Whether a destination leads out of the course (a web page, a mail address).
    public static func isExternal(_ destination: String) -> Bool {
        LinkDestination.scheme(of: destination).map { $0 != "lesson" } ?? false
    }

    private static func number(_ block: Block, _ destinations: inout [String]) -> Block {
        var block = block
        switch block.kind {
        case .paragraph(let inlines):
            block.kind = .paragraph(number(inlines, &destinations))
        case .heading(let level, let inlines):
            block.kind = .heading(level: level, number(inlines, &destinations))
        case .blockQuote(let children):
            block.kind = .blockQuote(children.map { number($0, &destinations) })
        case .list(var list):
            for index in list.items.indices {
                list.items[index].blocks = list.items[index].blocks.map { number($0, &destinations) }
            }
            block.kind = .list(list)
        case .table(var table):
            table.header = table.header.map { number($0, &destinations) }
            table.rows = table.rows.map { row in row.map { number($0, &destinations) } }
            block.kind = .table(table)
        case .codeBlock, .html, .thematicBreak:
            break
        }
        return block
    }

    private static func number(_ inlines: [Inline], _ destinations: inout [String]) -> [Inline] {
        inlines.map { inline in
            switch inline {
            case .link(let destination, let title, let children) where !destination.isEmpty:
                destinations.append(destination)
                let label = Inline.text("[\(destinations.count)]")
                return .link(destination: isExternal(destination) ? destination : "", title: title, children + [label])
            case .emphasis(let children): return .emphasis(number(children, &destinations))
            case .strong(let children): return .strong(number(children, &destinations))
            case .strikethrough(let children): return .strikethrough(number(children, &destinations))
            default: return inline
            }
        }
    }
}
