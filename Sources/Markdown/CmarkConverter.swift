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

    /// How deep block quotes, lists and inline markup nest before the rest is kept flat.
    /// cmark-gfm parses any depth, but this walk and every walk of the Swift tree after it
    /// (rendering, lint, even freeing it) recurse once per level: ten thousand nested `>`
    /// overflowed the stack. Text deeper than this stays, in order, one level down.
    static let deepestNesting = 32

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

    private static func blocks(under node: OpaquePointer, depth: Int) -> [Block] {
        guard depth < deepestNesting else { return leafBlocks(under: node) }
        return children(of: node).compactMap { block($0, depth: depth) }
    }

    /// The paragraphs, headings, code and tables under `node` at any depth, in document
    /// order, found without recursion and converted without nesting.
    private static func leafBlocks(under node: OpaquePointer) -> [Block] {
        let containers: Set<String> = ["block_quote", "list", "item", "tasklist"]
        var result: [Block] = []
        var pending = children(of: node).reversed() as [OpaquePointer]
        while let current = pending.popLast() {
            if containers.contains(typeName(current)) || (cmark_node_first_child(current) != nil && isUnknownBlock(current)) {
                pending += children(of: current).reversed()
            } else if let converted = block(current, depth: deepestNesting) {
                result.append(converted)
            }
        }
        return result
    }

    private static func isUnknownBlock(_ node: OpaquePointer) -> Bool {
        !["paragraph", "heading", "code_block", "html_block", "table", "thematic_break"].contains(typeName(node))
    }

    private static func block(_ node: OpaquePointer, depth: Int) -> Block? {
        let lines = SourceLines(first: Int(cmark_node_get_start_line(node)), last: Int(cmark_node_get_end_line(node)))
        let kind: Block.Kind
        switch typeName(node) {
        case "paragraph":
            kind = .paragraph(inlines(under: node, depth: depth))
        case "heading":
            kind = .heading(level: Int(cmark_node_get_heading_level(node)), inlines(under: node, depth: depth))
        case "code_block":
            kind = .codeBlock(info: string(cmark_node_get_fence_info(node)), code: literal(node))
        case "html_block":
            kind = .html(literal(node))
        case "block_quote":
            kind = .blockQuote(blocks(under: node, depth: depth + 1))
        case "list":
            kind = .list(list(node, depth: depth + 1))
        case "table":
            kind = .table(table(node, depth: depth))
        case "thematic_break":
            kind = .thematicBreak
        default:
            // Blocks we do not know (footnote definitions, custom blocks) keep their content.
            let inner = blocks(under: node, depth: depth + 1)
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

    private static func table(_ node: OpaquePointer, depth: Int) -> TableBlock {
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
            let cells = children(of: row).map { inlines(under: $0, depth: depth) }
            if cmark_gfm_extensions_get_table_row_is_header(row) != 0 {
                header = cells
            } else {
                rows.append(cells)
            }
        }
        return TableBlock(alignments: alignments, header: header, rows: rows)
    }

    private static func inlines(under node: OpaquePointer, depth: Int) -> [Inline] {
        guard depth < deepestNesting else {
            let text = plainText(under: node)
            return text.isEmpty ? [] : [.text(text)]
        }
        return children(of: node).compactMap { inline($0, depth: depth) }
    }

    /// The words under `node` at any depth, markup dropped, found without recursion.
    private static func plainText(under node: OpaquePointer) -> String {
        var text = ""
        var pending = children(of: node).reversed() as [OpaquePointer]
        while let current = pending.popLast() {
            switch typeName(current) {
            case "softbreak", "linebreak": text += " "
            default:
                text += literal(current)
                pending += children(of: current).reversed()
            }
        }
        return text
    }

    private static func inline(_ node: OpaquePointer, depth: Int) -> Inline? {
        let nested = { inlines(under: node, depth: depth + 1) }
        switch typeName(node) {
        case "text": return .text(literal(node))
        case "softbreak": return .softBreak
        case "linebreak": return .lineBreak
        case "code": return .code(literal(node))
        case "html_inline": return .html(literal(node))
        case "emph": return .emphasis(nested())
        case "strong": return .strong(nested())
        case "strikethrough": return .strikethrough(nested())
        case "link":
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                         nested())
        case "image":
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                          nested())
        default:
            let inner = nested()
            if !inner.isEmpty { return .emphasis(inner) }
            let text = literal(node)
            return text.isEmpty ? nil : .text(text)
        }
    }
}
