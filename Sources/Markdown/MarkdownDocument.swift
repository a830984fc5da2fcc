/// Lines in the Markdown source, 1-based and inclusive, as cmark-gfm reports them.
public struct SourceLines: Sendable, Hashable {
    public var first: Int
    public var last: Int

    public init(first: Int, last: Int) {
        self.first = first
        self.last = last
    }
}

/// A block of a Markdown document, with where it stands in the source.
public struct Block: Sendable, Hashable {
    public var kind: Kind
    public var lines: SourceLines

    public init(_ kind: Kind, lines: SourceLines = SourceLines(first: 0, last: 0)) {
        self.kind = kind
        self.lines = lines
    }

    public enum Kind: Sendable, Hashable {
        case paragraph([Inline])
        case heading(level: Int, [Inline])
        case codeBlock(info: String, code: String)
        case html(String)
        case blockQuote([Block])
        case list(ListBlock)
        case table(TableBlock)
        case thematicBreak
    }
}

public struct ListBlock: Sendable, Hashable {
    public var isOrdered: Bool
    public var start: Int
    public var isTight: Bool
    public var items: [ListItem]
}

public struct ListItem: Sendable, Hashable {
    public enum Task: Sendable, Hashable { case unchecked, checked }
    /// nil for an ordinary item; set for a GitHub task-list item.
    public var task: Task?
    public var blocks: [Block]
}

public struct TableBlock: Sendable, Hashable {
    public enum Alignment: Sendable, Hashable { case none, left, center, right }
    public var alignments: [Alignment]
    public var header: [[Inline]]
    public var rows: [[[Inline]]]
}

public enum Inline: Sendable, Hashable {
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    case html(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    case link(destination: String, title: String, [Inline])
    case image(source: String, title: String, [Inline])
}

/// A parsed Markdown document: cmark-gfm's tree with tables, strikethrough, task lists and
/// autolinks enabled, copied into Swift values so the C tree can be freed at once.
public struct MarkdownDocument: Sendable, Hashable {
    public var blocks: [Block]

    public init(blocks: [Block]) { self.blocks = blocks }

    public init(parsing source: String) {
        self = CmarkConverter.parse(source)
    }
}

extension Inline {
    /// The words a reader sees, with markup dropped (used for titles, slugs and tests).
    public var plainText: String {
        switch self {
        case .text(let text), .code(let text), .html(let text): return text
        case .softBreak, .lineBreak: return " "
        case .emphasis(let children), .strong(let children), .strikethrough(let children),
             .link(_, _, let children), .image(_, _, let children):
            return children.plainText
        }
    }
}

extension Array where Element == Inline {
    public var plainText: String { map(\.plainText).joined() }
}
