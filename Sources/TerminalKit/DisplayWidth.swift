/// Display widths of grapheme clusters in a terminal cell grid, computed from Unicode
/// properties so that layout never depends on the process locale.
public enum DisplayWidth {
    /// Columns a grapheme occupies: 2 for wide (CJK, emoji), 1 for most, 0 for a cluster made
    /// only of combining or format marks, which joins the previous cell.
    public static func of(_ grapheme: Character) -> Int {
        // Printable ASCII is one column: settled without the Unicode property tables, which
        // were a sixth of laying out a page.
        if let ascii = grapheme.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isZeroWidth(first) && scalars.allSatisfy(isZeroWidth) { return 0 }
        if isWide(first) { return 2 }
        // A text-default emoji followed by VS16 asks for emoji presentation; so does a flag.
        if scalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
        if (0x1F1E6...0x1F1FF).contains(first.value), scalars.count > 1 { return 2 }
        return 1
    }

    /// Total columns of a string, grapheme by grapheme.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        let value = scalar.value
        return wideRanges.contains { $0.contains(value) }
    }

    public static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return true
        case .format:
            return scalar.value != 0x00AD  // the soft hyphen takes a column in terminals
        default:
            return (0x1160...0x11FF).contains(scalar.value) || scalar.value == 0x200B
        }
    }

    // East Asian Wide and Fullwidth blocks (Unicode 15). Emoji are found by property above.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
