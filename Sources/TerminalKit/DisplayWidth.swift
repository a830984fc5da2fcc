/// How many columns text takes in a terminal, and how a terminal splits a grapheme cluster
/// into cells, computed from Unicode data so that layout never depends on the process locale.
///
/// The rule is the terminal's: glibc's `wcwidth` per code point (which tmux uses too; the
/// table is generated from the Unicode data files, see `WidthTable.swift`), with tmux's one
/// addition: a code point right after a ZERO WIDTH JOINER joins the cell before it, so
/// `👩‍💻` is one cell of two columns. A flag is two cells of one column (two regional
/// indicators), `👍🏽` two cells of two. The tmux end-to-end test holds the app to it.
public enum DisplayWidth {
    /// One cell of a grapheme cluster as a terminal lays it out: the code points written to
    /// it as one unit, and its columns (0 for a cluster of marks alone, which joins the cell
    /// before it).
    public struct TerminalCell: Sendable, Hashable {
        public var text: String
        public var width: Int
    }

    /// The most code points a curses cell holds (ncurses' `CCHARW_MAX`): a joined cell longer
    /// than that cannot be written as one, so such a cluster is laid out without its joins.
    public static let mostCodePointsPerCell = 5

    /// Columns a grapheme occupies: the sum of its cells'.
    public static func of(_ grapheme: Character) -> Int {
        // Printable ASCII is one column: settled without the tables, which were a sixth of
        // laying out a page.
        if let ascii = grapheme.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        if ASCIIRendering.isOn { return ASCIIFallback.string(for: grapheme).count }
        let scalars = grapheme.unicodeScalars
        if scalars.count == 1, let only = scalars.first { return of(only) }
        return cells(of: grapheme).reduce(0) { $0 + $1.width }
    }

    /// Total columns of a string, grapheme by grapheme.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Columns of one code point, as glibc's `wcwidth` gives them: 0, 1 or 2. (Controls are
    /// never drawn raw, see `TerminalText`, so they count as 1.)
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Below the combining marks every code point is one column (the soft hyphen too).
        if value < 0x300 { return 1 }
        if contains(zeroWidthRanges, value) { return 0 }
        if contains(wideRanges, value) { return 2 }
        return 1
    }

    public static func isWide(_ scalar: Unicode.Scalar) -> Bool { of(scalar) == 2 }
    public static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool { of(scalar) == 0 }

    /// The cells a terminal makes of `grapheme`: a new cell at each code point that takes
    /// columns, unless a ZERO WIDTH JOINER is just before it; every other code point joins
    /// the cell it follows.
    public static func cells(of grapheme: Character) -> [TerminalCell] {
        let joined = cells(of: grapheme.unicodeScalars, joining: true)
        guard joined.contains(where: { $0.text.unicodeScalars.count > mostCodePointsPerCell && $0.text.unicodeScalars.contains("\u{200D}") })
        else { return joined }
        return cells(of: grapheme.unicodeScalars.filter { $0 != "\u{200D}" }, joining: false)
    }

    private static func cells(of scalars: some Sequence<Unicode.Scalar>, joining: Bool) -> [TerminalCell] {
        var cells: [TerminalCell] = []
        var afterJoiner = false
        for scalar in scalars {
            let width = of(scalar)
            if let last = cells.indices.last, width == 0 || cells[last].width == 0 || (joining && afterJoiner) {
                cells[last].text.unicodeScalars.append(scalar)
                if cells[last].width == 0 { cells[last].width = width }
            } else {
                cells.append(TerminalCell(text: String(scalar), width: width))
            }
            afterJoiner = scalar == "\u{200D}"
        }
        return cells
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle - 1
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

/// Whether text is being laid out for a terminal that shows ASCII only (a locale that is not
/// UTF-8): each grapheme then takes the columns of its ASCII stand-in (`…` is `...`), and
/// `Screen` writes the stand-in. Bound by the runtime around each step and drawing, as the
/// interface catalogue is, so views stay functions of their input.
public enum ASCIIRendering {
    @TaskLocal public static var isOn = false
}
