/// ASCII stand-ins for any grapheme, for a terminal that cannot show UTF-8 (a learner whose
/// locale is C, say). Look-alikes that mean different things stay apart: the menu's `○` (not
/// started) is `o`, `◐` (begun) `~`, `●` (done) `*`; `…` is `...` and `→` is `->`. Layout
/// measures the stand-ins (`DisplayWidth` under `ASCIIRendering`), so lines keep their columns.
public enum ASCIIFallback {
    /// Whether LC_ALL, LC_CTYPE or LANG (the first set, as setlocale reads them) names a
    /// character set other than UTF-8, such as C or POSIX: the terminal then may not decode
    /// UTF-8. With none set (a bare container) the terminal is taken to be UTF-8, as most are.
    public static func localeRefusesUTF8(_ variable: (String) -> String?) -> Bool {
        let names = ["LC_ALL", "LC_CTYPE", "LANG"].compactMap(variable)
        guard let name = names.first(where: { !$0.isEmpty })?.lowercased() else { return false }
        return !name.contains("utf-8") && !name.contains("utf8")
    }

    /// Text with every grapheme replaced by its ASCII stand-in.
    public static func text(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        return text.map(string(for:)).joined()
    }

    /// A grapheme's ASCII stand-in: one character, or a few where one would lose the meaning.
    public static func string(for grapheme: Character) -> String {
        if grapheme.isASCII { return String(grapheme) }
        if let scalar = grapheme.unicodeScalars.first, let several = sequences[scalar] { return several }
        return String(character(for: grapheme))
    }

    private static let sequences: [Unicode.Scalar: String] = [
        "…": "...", "→": "->", "←": "<-", "⇒": "=>", "↔": "<->", "≤": "<=", "≥": ">=", "≠": "!=",
        "—": "--", "©": "(c)", "™": "(tm)", "½": "1/2",
    ]

    /// Text with only its box-drawing characters (U+2500–U+257F: trees, frames, rules) in
    /// ASCII, for plain mode, where a screen reader would read each one aloud.
    public static func boxDrawingInASCII(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0x2500...0x257F).contains($0.value) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            (0x2500...0x257F).contains(scalar.value) ? boxDrawing(scalar).unicodeScalars.first! : scalar
        }))
    }

    public static func character(for grapheme: Character) -> Character {
        if grapheme.isASCII { return grapheme }
        guard let scalar = grapheme.unicodeScalars.first else { return " " }
        if let known = symbols[scalar] { return known }
        switch scalar.value {
        case 0x2800: return " "                          // the blank braille cell
        case 0x2801...0x28FF, 0x2580...0x259F: return "#" // braille dots and block elements
        case 0x2500...0x257F: return boxDrawing(scalar)
        default: return letter(scalar) ?? "?"
        }
    }

    /// The app's own symbols and common typography.
    private static let symbols: [Unicode.Scalar: Character] = [
        "\u{00A0}": " ", "·": ".", "•": "*", "●": "*", "◆": "*", "★": "*",
        "○": "o", "◐": "~", "◑": "~", "◒": "~", "◓": "~", "◌": "o",
        "—": "-", "–": "-", "‒": "-", "―": "-", "−": "-",
        "→": ">", "↪": ">", "▸": ">", "▶": ">", "›": ">", "»": ">",
        "←": "<", "◂": "<", "◀": "<", "‹": "<", "«": "<",
        "↑": "^", "▲": "^", "▴": "^", "↓": "v", "▼": "v", "▾": "v",
        "✓": "+", "✔": "+", "✗": "x", "✘": "x", "×": "x",
        "…": ".", "“": "\"", "”": "\"", "„": "\"", "‘": "'", "’": "'", "‚": "'",
    ]

    private static func boxDrawing(_ scalar: Unicode.Scalar) -> Character {
        let name = scalar.properties.name ?? ""
        if name.contains("HORIZONTAL") && !name.contains("VERTICAL") { return "-" }
        if name.contains("VERTICAL") && !name.contains("HORIZONTAL") { return "|" }
        return "+"
    }

    /// A Latin letter with marks, as its base letter: "é" (LATIN SMALL LETTER E WITH ACUTE) is "e".
    private static func letter(_ scalar: Unicode.Scalar) -> Character? {
        guard let name = scalar.properties.name else { return nil }
        for (prefix, isCapital) in [("LATIN SMALL LETTER ", false), ("LATIN CAPITAL LETTER ", true)] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let base = rest.first, base.isASCII, base.isLetter, rest.dropFirst().first.map({ $0 == " " }) ?? true else { return nil }
            return Character(isCapital ? base.uppercased() : base.lowercased())
        }
        return nil
    }
}
