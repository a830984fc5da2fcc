import TerminalKit
import Testing

/// What a terminal that cannot show UTF-8 gets instead: one ASCII character per grapheme.
@Suite struct ASCIIFallbackTests {
    @Test(arguments: [("a", "a"), ("~", "~"), ("é", "e"), ("É", "E"), ("ñ", "n"), ("·", "."), ("—", "-"),
                      ("─", "-"), ("│", "|"), ("┌", "+"), ("╰", "+"), ("⣿", "#"), ("\u{2800}", " "), ("█", "#"),
                      ("→", ">"), ("✓", "+"), ("✗", "x"), ("◐", "o"), ("…", "."), ("’", "'"), ("日", "?"),
                      ("🙂", "?"), ("e\u{301}", "e"), ("ß", "?")])
    func eachGraphemeHasOneASCIICharacter(grapheme: String, expected: String) {
        #expect(ASCIIFallback.character(for: Character(grapheme)) == Character(expected))
    }

    @Test func aLineKeepsItsColumns() {
        let line = "Lesson 2/4 · Why patterns? — ◐ “40%” café ⠿⣿ 日本"
        let ascii = String(line.map(ASCIIFallback.character(for:)))
        #expect(ascii == "Lesson 2/4 . Why patterns? - o \"40%\" cafe ## ??")
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
    }
}
