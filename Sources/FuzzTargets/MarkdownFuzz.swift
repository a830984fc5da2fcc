import Foundation
import Markdown
import MarkdownRendering
import TerminalKit

/// Any bytes, as Markdown, through what puts a page on the screen and on standard output:
/// parsed by cmark-gfm, laid out at tiny to ordinary widths, drawn into a `Screen`, and
/// written with SGR styling as `show` writes it.
enum MarkdownFuzz {
    /// Layouts as the screen (code cut) and text output (code wrapped) make them. One and
    /// three columns are where indents and gutters no longer fit. Each layout highlights the
    /// Swift blocks again, most of a run's time, so there are four.
    static let layouts: [(overflow: MarkdownRenderer.CodeOverflow, width: Int)] = [(.truncate, 1), (.wrap, 3), (.wrap, 24), (.truncate, 80)]
    /// Drawing every line of a long document at every width would dominate each run, and the
    /// first rows show the same cells as the rest.
    static let drawnRows = 64

    static func check(_ input: Data) throws(InvariantViolation) {
        // The app refuses files that are not UTF-8 before rendering; repaired text still
        // carries whatever the bytes could make.
        let text = String(decoding: input, as: UTF8.self)
        let document = MarkdownDocument(parsing: text)
        for (overflow, width) in layouts {
            let lines = MarkdownRenderer(codeOverflow: overflow).render(document, width: width)
            try checkLines(lines, width: width, what: "\(overflow) layout")
            try checkDrawn(lines, width: width)
            try checkWritten(lines, width: width)
        }
        for width in [3, 80] {
            let wrapped = TextWrapper.wrap(text, width: width).map { StyledLine($0) }
            try checkLines(wrapped, width: width, what: "plain message")
        }
    }

    private static func checkLines(_ lines: [StyledLine], width: Int, what: String) throws(InvariantViolation) {
        for (index, line) in lines.enumerated() {
            // A wide character cannot fit one column; it gets a line of its own, and the screen
            // shows a space for it.
            let alone = width == 1 && line.text.count == 1
            try expect(line.width <= width || alone,
                       "\(what) line \(index) is \(line.width) columns at width \(width): \(line.text.debugDescription)")
            for run in line.runs {
                try expect(!run.text.isEmpty, "\(what) line \(index) has an empty run")
                try expect(!run.text.unicodeScalars.contains(where: TerminalText.needsEscape),
                           "\(what) line \(index) carries a raw control character: \(run.text.debugDescription)")
            }
        }
    }

    /// The screen the reader sees: every cell one printable grapheme (or the right half of
    /// a wide one), every row exactly the window's width.
    private static func checkDrawn(_ lines: [StyledLine], width: Int) throws(InvariantViolation) {
        var screen = Screen(size: Size(width: width, height: min(lines.count, drawnRows)))
        for (row, line) in lines.prefix(drawnRows).enumerated() { screen.put(line, x: 0, y: row) }
        for y in 0..<screen.size.height {
            var columns = 0
            for x in 0..<width {
                let cell = screen[x, y]
                try expect(!cell.grapheme.unicodeScalars.contains(where: TerminalText.needsEscape),
                           "cell \(x),\(y) holds a control character: \(cell.grapheme.debugDescription)")
                if cell.isContinuation {
                    try expect(x > 0 && screen[x - 1, y].width == 2, "cell \(x),\(y) continues no wide character")
                } else {
                    try expect(cell.width == 1 || cell.width == 2, "cell \(x),\(y) is \(cell.width) columns wide")
                    try expect(cell.width == 1 || (x + 1 < width && screen[x + 1, y].isContinuation),
                               "wide cell \(x),\(y) has no right half")
                    try expect(!cell.grapheme.isEmpty, "cell \(x),\(y) is empty")
                }
                columns += cell.width
            }
            try expect(columns == width, "row \(y) covers \(columns) columns of \(width)")
        }
    }

    /// `show` on a terminal: nothing but the writer's own SGR sequences may reach it.
    private static func checkWritten(_ lines: [StyledLine], width: Int) throws(InvariantViolation) {
        let output = ANSIWriter(mode: .styled(colors: true)).text(of: lines)
        var scalars = output.unicodeScalars[...]
        while let first = scalars.first {
            scalars = scalars.dropFirst()
            guard TerminalText.needsEscape(first), first != "\n" else { continue }
            // ESC [ digits and semicolons m: a style, as the writer emits it.
            try expect(first == "\u{1B}" && scalars.first == "[",
                       "show writes a raw control character U+\(String(first.value, radix: 16)) at width \(width)")
            let parameters = scalars.dropFirst().prefix { ("0"..."9").contains($0) || $0 == ";" }
            let end = scalars.dropFirst(1 + parameters.count)
            try expect(end.first == "m", "show writes an escape sequence that is not a style at width \(width)")
            scalars = end.dropFirst()
        }
    }
}
