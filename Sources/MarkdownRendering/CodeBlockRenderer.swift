import TerminalKit

/// Fenced and indented code: one source line per screen line, behind a gutter. On screen,
/// lines wider than the space are cut and end in a marked arrow, so the reader knows there
/// is more. In text output (plain mode, `show`) nothing may be lost, so they wrap instead,
/// each continuation behind its own gutter mark.
struct CodeBlockRenderer {
    let theme: MarkdownTheme
    let overflow: MarkdownRenderer.CodeOverflow

    static let continuationGutter = "↪ "

    static let gutter = "▏ "
    static let truncationMark = "→"

    /// Text output without decorations: each line as the author wrote it, four spaces in, as
    /// Markdown itself indents code; never cut, never wrapped (the reader's terminal wraps).
    static func asWritten(_ code: String) -> [StyledLine] {
        var lines = expandingTabs(code).split(separator: "\n", omittingEmptySubsequences: false)
        if code.hasSuffix("\n") { lines.removeLast() }
        return lines.map { $0.isEmpty ? StyledLine() : StyledLine("    " + $0) }
    }

    func render(code rawCode: String, info: String, width: Int) -> [StyledLine] {
        let code = Self.expandingTabs(rawCode)
        let language = info.split(separator: " ").first.map(String.init)?.lowercased() ?? ""
        let highlighted: [StyledLine]
        if language == "swift" || language == "swift-ios" {
            highlighted = SwiftHighlighter(theme: theme.syntax).highlight(code)
        } else {
            var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { StyledLine(String($0)) }
            if code.hasSuffix("\n") { lines.removeLast() }
            highlighted = lines
        }
        let gutter = StyledLine(Self.gutter, style: theme.codeGutter)
        let room = width - gutter.width
        guard room >= 2 else { return highlighted.map { $0.prefix(columns: width) } }
        if overflow == .wrap {
            let continuation = StyledLine(Self.continuationGutter, style: theme.codeGutter)
            return highlighted.flatMap { line in
                line.chunked(columns: room).enumerated().map { index, piece in (index == 0 ? gutter : continuation) + piece }
            }
        }
        return highlighted.map { line in
            guard line.width > room else { return gutter + line }
            var cut = line.prefix(columns: room - 1)
            cut.append(String(repeating: " ", count: room - 1 - cut.width))
            cut.append(Self.truncationMark, style: theme.truncationMark)
            return gutter + cut
        }
    }

    /// Tabs move to the next multiple of four columns, as an editor shows them.
    static func expandingTabs(_ code: String, stop: Int = 4) -> String {
        guard code.contains("\t") else { return code }
        var result = ""
        var column = 0
        for character in code {
            switch character {
            case "\t":
                let spaces = stop - column % stop
                result += String(repeating: " ", count: spaces)
                column += spaces
            case "\n":
                result.append(character)
                column = 0
            default:
                result.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }
}
