import Testing
@testable import TerminalKit

@Suite struct DisplayWidthTests {
    /// Printable ASCII skips the property tables; the tables agree it is one column.
    @Test func printableASCIIIsOneColumnByEitherPath() {
        for value in UInt32(0x20)..<0x7F {
            let scalar = Unicode.Scalar(value)!
            #expect(DisplayWidth.of(Character(scalar)) == 1)
            #expect(!DisplayWidth.isWide(scalar) && !DisplayWidth.isZeroWidth(scalar))
        }
    }

    /// The widths tmux 3.3a gave each of these, measured on this machine (glibc 2.36).
    @Test(arguments: [
        ("a", 1), ("Ж", 1), ("日", 2), ("한", 2), ("\u{1100}\u{1161}", 2), ("Ａ", 2), ("😀", 2), ("e\u{301}", 1),
        ("🇫🇷", 2), ("❤️", 1), ("❤", 1), ("☺", 1), ("👩‍💻", 2), ("👍🏽", 4), ("1️⃣", 1), ("\u{301}", 0), ("\u{200B}", 0),
        ("（", 2), ("、", 2), ("◐", 1), ("…", 1),
    ])
    func graphemeWidths(text: String, expected: Int) {
        #expect(DisplayWidth.of(Character(text)) == expected, "width of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    /// The cells a terminal makes of a cluster: joined after a ZERO WIDTH JOINER, apart
    /// otherwise, each as wide as its first code point.
    @Test func clustersSplitIntoTheCellsATerminalMakes() {
        #expect(DisplayWidth.cells(of: "👩‍💻") == [.init(text: "👩‍💻", width: 2)])
        #expect(DisplayWidth.cells(of: "🇨🇳") == [.init(text: "🇨", width: 1), .init(text: "🇳", width: 1)])
        #expect(DisplayWidth.cells(of: "👍🏽") == [.init(text: "👍", width: 2), .init(text: "🏽", width: 2)])
        #expect(DisplayWidth.cells(of: "1️⃣") == [.init(text: "1️⃣", width: 1)])
        // A family of four is seven code points, more than a curses cell holds: its people
        // are laid out side by side instead, without the joiners.
        let family = DisplayWidth.cells(of: "👨‍👩‍👧‍👦")
        #expect(family.map(\.text) == ["👨", "👩", "👧", "👦"])
        #expect(DisplayWidth.of(Character("👨‍👩‍👧‍👦")) == 8)
    }

    @Test func aScreenPlacesEachCellOfAClusterAndKeepsItWhole() {
        var screen = Screen(size: Size(width: 6, height: 2))
        #expect(screen.put("a🇨🇳b", x: 0, y: 0) == 4)
        #expect(screen[1, 0].grapheme == "🇨" && screen[2, 0].grapheme == "🇳")
        #expect(screen.put("ab👍🏽", x: 0, y: 1, maxWidth: 5) == 5, "a cluster that does not fit is blanked whole")
        #expect(screen.lines[1] == "ab")
    }

    @Test func stringWidthAddsGraphemes() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("Привет") == 6)
        #expect(DisplayWidth.of("a😀b") == 4)
    }
}

@Suite struct TerminalTextTests {
    @Test func escapeBecomesCaretNotation() {
        #expect(TerminalText.sanitized("a\u{1B}[2Jb") == "a^[[2Jb")
        #expect(TerminalText.sanitized("bell\u{07}") == "bell^G")
        #expect(TerminalText.sanitized("del\u{7F}") == "del^?")
        #expect(TerminalText.sanitized("cr\r") == "cr^M")
        #expect(TerminalText.sanitized("nul\u{0}") == "nul^@")
    }

    @Test func c1ControlsAndBidiOverridesAreShownAsCodePoints() {
        #expect(TerminalText.sanitized("x\u{9B}31m") == "x<U+009B>31m")
        #expect(TerminalText.sanitized("\u{202E}txt") == "<U+202E>txt")
    }

    @Test func tabsExpandOrEscape() {
        #expect(TerminalText.sanitized("a\tb") == "a    b")
        #expect(TerminalText.sanitized("a\tb", tabWidth: nil) == "a^Ib")
    }

    @Test func ordinaryTextIsUntouched() {
        let text = "Hello, мир, 世界 👋 e\u{301}"
        #expect(TerminalText.sanitized(text) == text)
    }

    @Test func crlfClusterIsEscapedScalarByScalar() {
        // "\r\n" is one grapheme in Swift; both halves must still be escaped.
        #expect(TerminalText.sanitized("a\r\nb") == "a^M^Jb")
    }

    @Test func styledRunsCannotCarryControls() {
        let run = StyledRun("x\u{1B}]0;title\u{07}", style: .plain)
        #expect(!run.text.unicodeScalars.contains { $0.value < 0x20 })
        #expect(run.text == "x^[]0;title^G")
    }
}
