import CCmarkGFM
import Synchronization

/// Walks cmark-gfm's C tree and builds the Swift one.
enum CmarkConverter {
    /// Registration is process-wide and must happen once before extensions are looked up.
    private static let extensionNames: [String] = {
        cmark_gfm_core_extensions_ensure_registered()
        return ["table", "strikethrough", "tasklist", "autolink"]
    }()

    /// cmark-gfm keeps its table of special inline characters in a process-wide array that
    /// each parser edits as it attaches and detaches extensions, so two parses at once can
    /// lose `~` for strikethrough. One parse at a time, then.
    private static let parseLock = Mutex(())

    static func parse(_ source: String) -> MarkdownDocument {
        parseLock.withLock { _ in parseUnlocked(source) }
    }

    private static func parseUnlocked(_ source: String) -> MarkdownDocument {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8) else {
            return MarkdownDocument(blocks: [.init(.paragraph([.text(source)]))])
        }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var bytes = Array(source.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        return MarkdownDocument(blocks: blocks(under: root, depth: 0))
    }

    private static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    private static func typeName(_ node: OpaquePointer) -> String {
        cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    private static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// Containers (quotes, lists) and inlines (emphasis, links) nested deeper than this are
    /// flattened: what is inside them is kept, their nesting is not. The tree is converted,
    /// laid out and walked by recursion, and 10,000 nested quotes or lists (which cmark-gfm
    /// parses without a limit) overflowed the stack; no lesson nests a tenth as deep.
    static let maximumDepth = 64

    private static func blocks(under node: OpaquePointer, depth: Int) -> [Block] {
        guard depth < maximumDepth else { return leafBlocks(under: node) }
        return children(of: node).compactMap { block($0, depth: depth + 1) }
    }

    /// The paragraphs, headings, code and tables under `node`, in order, without the
    /// containers around them; walked with a stack of its own, not by recursion.
    private static func leafBlocks(under node: OpaquePointer) -> [Block] {
        let leaves: Set<String> = ["paragraph", "heading", "code_block", "html_block", "thematic_break", "table"]
        var found: [Block] = []
        var pending = Array(children(of: node).reversed())
        while let next = pending.popLast() {
            if leaves.contains(typeName(next)) {
                if let leaf = block(next, depth: maximumDepth) { found.append(leaf) }
            } else {
                pending += children(of: next).reversed()
            }
        }
        return found
    }

    private static func block(_ node: OpaquePointer, depth: Int) -> Block? {
        let lines = SourceLines(first: Int(cmark_node_get_start_line(node)), last: Int(cmark_node_get_end_line(node)))
        let kind: Block.Kind
        switch typeName(node) {
        case "paragraph":
            kind = .paragraph(inlines(under: node, depth: 0))
        case "heading":
            kind = .heading(level: Int(cmark_node_get_heading_level(node)), inlines(under: node, depth: 0))
        case "code_block":
            kind = .codeBlock(info: string(cmark_node_get_fence_info(node)), code: literal(node))
        case "html_block":
            kind = .html(literal(node))
        case "block_quote":
            kind = .blockQuote(blocks(under: node, depth: depth))
        case "list":
            kind = .list(list(node, depth: depth))
        case "table":
            kind = .table(table(node))
        case "thematic_break":
            kind = .thematicBreak
        default:
            // Blocks we do not know (footnote definitions, custom blocks) keep their content.
            let inner = blocks(under: node, depth: depth)
            guard !inner.isEmpty else { return nil }
            kind = .blockQuote(inner)
        }
        return Block(kind, lines: lines)
    }

    private static func list(_ node: OpaquePointer, depth: Int) -> ListBlock {
        let items = children(of: node).map { item -> ListItem in
            let task: ListItem.Task? = typeName(item) == "tasklist"
                ? (cmark_gfm_extensions_get_tasklist_item_checked(item) ? .checked : .unchecked)
                : nil
            return ListItem(task: task, blocks: blocks(under: item, depth: depth))
        }
        return ListBlock(isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)),
                         isTight: cmark_node_get_list_tight(node) != 0,
                         items: items)
    }

    private static func table(_ node: OpaquePointer) -> TableBlock {
        let columnCount = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [TableBlock.Alignment] = []
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for index in 0..<columnCount {
                switch UInt8(raw[index]) {
                case UInt8(ascii: "l"): alignments.append(.left)
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.none)
                }
            }
        } else {
            alignments = Array(repeating: .none, count: columnCount)
        }
        var header: [[Inline]] = []
        var rows: [[[Inline]]] = []
        for row in children(of: node) {
            let cells = children(of: row).map { inlines(under: $0, depth: 0) }
            if cmark_gfm_extensions_get_table_row_is_header(row) != 0 {
                header = cells
            } else {
                rows.append(cells)
            }
        }
        return TableBlock(alignments: alignments, header: header, rows: rows)
    }

    private static func inlines(under node: OpaquePointer, depth: Int) -> [Inline] {
        guard depth < maximumDepth else {
            let text = literalText(under: node)
            return text.isEmpty ? [] : [.text(text)]
        }
        return children(of: node).compactMap { inline($0, depth: depth + 1) }
    }

    /// The text of every inline under `node`, in order; walked with a stack of its own.
    private static func literalText(under node: OpaquePointer) -> String {
        var text = ""
        var pending = Array(children(of: node).reversed())
        while let next = pending.popLast() {
            let kind = typeName(next)
            text += kind == "softbreak" || kind == "linebreak" ? " " : literal(next)
            pending += children(of: next).reversed()
        }
        return text
    }

    private static func inline(_ node: OpaquePointer, depth: Int) -> Inline? {
        switch typeName(node) {
        case "text": return .text(literal(node))
        case "softbreak": return .softBreak
        case "linebreak": return .lineBreak
        case "code": return .code(literal(node))
        case "html_inline": return .html(literal(node))
        case "emph": return .emphasis(inlines(under: node, depth: depth))
        case "strong": return .strong(inlines(under: node, depth: depth))
        case "strikethrough": return .strikethrough(inlines(under: node, depth: depth))
        case "link":
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                         inlines(under: node, depth: depth))
        case "image":
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                          inlines(under: node, depth: depth))
        default:
            let inner = inlines(under: node, depth: depth)
            if !inner.isEmpty { return .emphasis(inner) }
            let text = literal(node)
            return text.isEmpty ? nil : .text(text)
        }
    }
}
