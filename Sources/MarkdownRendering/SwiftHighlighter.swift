import Markdown
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import TerminalKit

/// Colours Swift source with swift-syntax's own classification of every token, so the
/// highlighting agrees with the compiler's reading (contextual keywords included).
struct SwiftHighlighter {
    let theme: SyntaxTheme

    func highlight(_ code: String) -> [StyledLine] {
        let bytes = Array(code.utf8)
        var styles = [Style](repeating: theme.plain, count: bytes.count)
        // Too deep for swift-syntax to parse in reasonable time: shown uncoloured.
        guard SwiftBracketNesting.firstTooDeep(in: code) == nil else { return lines(bytes: bytes, styles: styles) }
        let tree = Parser.parse(source: code)
        for range in tree.classifications {
            let style = self.style(for: range.kind)
            guard style != theme.plain else { continue }
            let start = range.range.lowerBound.utf8Offset
            let end = min(range.range.upperBound.utf8Offset, bytes.count)
            if start < end { for index in start..<end { styles[index] = style } }
        }
        return lines(bytes: bytes, styles: styles)
    }

    private func style(for kind: SyntaxClassification) -> Style {
        switch kind {
        case .keyword: theme.keyword
        case .type: theme.type
        case .stringLiteral, .regexLiteral: theme.string
        case .integerLiteral, .floatLiteral: theme.number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: theme.comment
        case .attribute: theme.attribute
        case .ifConfigDirective: theme.directive
        default: theme.plain
        }
    }

    /// Splits the source into lines and groups bytes of one style into runs. Runs are cut
    /// only at byte offsets where a new classification starts, which are always at
    /// character boundaries.
    private func lines(bytes: [UInt8], styles: [Style]) -> [StyledLine] {
        var lines: [StyledLine] = []
        var current = StyledLine()
        var runStart = 0
        var index = 0

        func closeRun(at end: Int) {
            if end > runStart {
                current.append(String(decoding: bytes[runStart..<end], as: UTF8.self), style: styles[runStart])
            }
            runStart = end
        }

        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                closeRun(at: index)
                lines.append(current)
                current = StyledLine()
                runStart = index + 1
            } else if index > runStart, styles[index] != styles[runStart] {
                closeRun(at: index)
            }
            index += 1
        }
        closeRun(at: bytes.count)
        if !current.isEmpty || (bytes.last != UInt8(ascii: "\n") && !bytes.isEmpty) { lines.append(current) }
        return lines
    }
}
