import TerminalKit
import Testing

/// What a terminal that cannot show UTF-8 gets instead: an ASCII stand-in per grapheme, one
/// character for the curses cell, a few where one would lose the meaning in laid-out text.
@Suite struct ASCIIFallbackTests {
    @Test(arguments: [("a", "a"), ("~", "~"), ("é", "e"), ("É", "E"), ("ñ", "n"), ("·", "."), ("—", "-"),
                      ("─", "-"), ("│", "|"), ("┌", "+"), ("╰", "+"), ("⣿", "#"), ("\u{2800}", " "), ("█", "#"),
                      ("→", ">"), ("✓", "+"), ("✗", "x"), ("◐", "~"), ("○", "o"), ("●", "*"), ("…", "."), ("’", "'"), ("日", "?"),
                      ("🙂", "?"), ("e\u{301}", "e"), ("ß", "?")])
    func eachGraphemeHasOneASCIICharacter(grapheme: String, expected: String) {
        #expect(ASCIIFallback.character(for: Character(grapheme)) == Character(expected))
    }

    @Test func aLineKeepsItsColumns() {
        let line = "Lesson 2/4 · Why patterns? — ◐ “40%” café ⠿⣿ 日本"
        let ascii = String(line.map(ASCIIFallback.character(for:)))
        #expect(ascii == "Lesson 2/4 . Why patterns? - ~ \"40%\" cafe ## ??")
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func wholeTextKeepsItsLines() {
        #expect(ASCIIFallback.text("• A name.\n— ok ✓\n") == "* A name.\n-- ok +\n")
    }

    /// Laid-out text keeps look-alikes apart: the menu's marks, and an ellipsis that must not
    /// read as a full stop.
    @Test func textKeepsDistinctionsAndMeasuresItsStandIns() {
        #expect(ASCIIFallback.text("○ new ◐ begun ● done…") == "o new ~ begun * done...")
        #expect(ASCIIFallback.text("a → b") == "a -> b")
        #expect(DisplayWidth.of("done…") == 5)
        ASCIIRendering.$isOn.withValue(true) {
            #expect(DisplayWidth.of("done…") == 7)
            var screen = Screen(size: Size(width: 12, height: 1))
            screen.put("◐ wait…", x: 0, y: 0)
            #expect(screen.lines == ["~ wait..."])
        }
    }

    /// The first of LC_ALL, LC_CTYPE and LANG that is set decides; none set means UTF-8.
    @Test(arguments: [([String: String](), false), (["LANG": "C"], true), (["LANG": "C.UTF-8"], false),
                      (["LC_ALL": "POSIX", "LANG": "C.UTF-8"], true), (["LC_ALL": "", "LANG": "en_US.utf8"], false),
                      (["LC_CTYPE": "en_US.ISO-8859-1"], true), (["LC_ALL": "C.UTF-8", "LANG": "C"], false)])
    func theLocaleDecides(variables: [String: String], refuses: Bool) {
        #expect(ASCIIFallback.localeRefusesUTF8 { variables[$0] } == refuses)
    }
}
