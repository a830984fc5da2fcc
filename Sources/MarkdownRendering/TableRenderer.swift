import Markdown
import TerminalKit

/// GitHub tables in box-drawing borders. Columns get their natural width when it fits;
/// otherwise width is shared out and cells wrap. When even that cannot work, each row is
/// shown as "header: value" lines, so no cell is ever cut off.
struct TableRenderer {
    let renderer: MarkdownRenderer

    private var border: Style { renderer.theme.tableBorder }

    func render(_ table: TableBlock, width: Int) -> [StyledLine] {
        let columnCount = max(table.alignments.count, table.header.count)
        guard columnCount > 0 else { return [] }
        let header = padded(table.header, to: columnCount)
        let rows = table.rows.map { padded($0, to: columnCount) }
        let headerTexts = header.map { renderer.inlineText($0, base: renderer.theme.tableHeader) }
        let rowTexts = rows.map { $0.map { renderer.inlineText($0) } }
        if renderer.decorations == .text { return plainRows([headerTexts] + rowTexts, width: width) }

        let chrome = 3 * columnCount + 1  // "│ " before each cell, " " after, closing "│"
        let natural = (0..<columnCount).map { column in
            ([headerTexts[column]] + rowTexts.map { $0[column] }).map { $0.singleLine.width }.max() ?? 1
        }
        let widths = Self.share(max(0, width - chrome), among: natural.map { max(1, $0) })
        // Columns squeezed below their longest word (up to 6 columns) chop every word:
        // the stacked form reads better then.
        let longestWords = (0..<columnCount).map { column in
            ([headerTexts[column]] + rowTexts.map { $0[column] }).map { Self.longestWord($0.singleLine.text) }.max() ?? 1
        }
        let tooNarrow = zip(widths, longestWords).contains { $0 < min($1, 6) }
        guard width - chrome >= columnCount, !tooNarrow else {
            return stacked(headers: headerTexts, rows: rowTexts, width: width)
        }
        let alignments = (0..<columnCount).map { $0 < table.alignments.count ? table.alignments[$0] : .none }

        var lines = [rule("┌", "┬", "┐", "─", widths)]
        lines += row(headerTexts, widths: widths, alignments: alignments)
        lines.append(rule("╞", "╪", "╡", "═", widths))
        for cells in rowTexts { lines += row(cells, widths: widths, alignments: alignments) }
        lines.append(rule("└", "┴", "┘", "─", widths))
        return lines
    }

    private static func longestWord(_ text: String) -> Int {
        text.split(separator: " ").map { DisplayWidth.of($0) }.max() ?? 0
    }

    private func padded(_ cells: [[Inline]], to count: Int) -> [[Inline]] {
        cells.count >= count ? Array(cells.prefix(count)) : cells + Array(repeating: [], count: count - cells.count)
    }

    /// Water-filling: narrow columns keep their natural width, wide ones share what is left.
    static func share(_ available: Int, among natural: [Int]) -> [Int] {
        var widths = natural
        guard natural.reduce(0, +) > available else { return widths }
        var remaining = available
        var open = Array(natural.indices).sorted { natural[$0] < natural[$1] }
        while !open.isEmpty {
            let fair = remaining / open.count
            let column = open.removeFirst()
            widths[column] = max(1, min(natural[column], fair))
            remaining -= widths[column]
        }
        return widths
    }

    private func rule(_ left: String, _ middle: String, _ right: String, _ fill: String, _ widths: [Int]) -> StyledLine {
        let segments = widths.map { String(repeating: fill, count: $0 + 2) }
        return StyledLine(left + segments.joined(separator: middle) + right, style: border)
    }

    private func row(_ cells: [InlineText], widths: [Int], alignments: [TableBlock.Alignment]) -> [StyledLine] {
        let wrapped = zip(cells, widths).map { LineWrapper.wrap($0, width: $1) }
        let height = wrapped.map(\.count).max() ?? 1
        return (0..<height).map { lineIndex in
            var line = StyledLine("│", style: border)
            for column in cells.indices {
                let text = lineIndex < wrapped[column].count ? wrapped[column][lineIndex] : StyledLine()
                line = line + StyledLine(" ") + aligned(text, width: widths[column], alignments[column])
                    + StyledLine(" ") + StyledLine("│", style: border)
            }
            return line
        }
    }

    private func aligned(_ line: StyledLine, width: Int, _ alignment: TableBlock.Alignment) -> StyledLine {
        let spare = max(0, width - line.width)
        let before: Int
        switch alignment {
        case .right: before = spare
        case .center: before = spare / 2
        case .left, .none: before = 0
        }
        return (StyledLine(String(repeating: " ", count: before)) + line).padded(to: width)
    }

    /// Text output: the header, then each row, one line each (wrapped under itself when long),
    /// cells between " | ".
    private func plainRows(_ rows: [[InlineText]], width: Int) -> [StyledLine] {
        rows.flatMap { cells -> [StyledLine] in
            var line = InlineText()
            for (index, cell) in cells.enumerated() {
                if index > 0 { line.append(" | ", .plain) }
                line.pieces += cell.pieces
            }
            return LineWrapper.wrap(line, width: width)
        }
    }

    /// Narrow screens: one record per row, each cell under its header's name.
    private func stacked(headers: [InlineText], rows: [[InlineText]], width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        for cells in rows.isEmpty ? [headers.map { _ in InlineText() }] : rows {
            if !lines.isEmpty { lines.append(StyledLine(String(repeating: "─", count: width), style: border)) }
            for (header, cell) in zip(headers, cells) {
                var combined = header
                combined.append(": ", renderer.theme.tableHeader)
                combined.pieces += cell.pieces
                lines += LineWrapper.wrap(combined, width: width)
            }
        }
        return lines
    }
}
