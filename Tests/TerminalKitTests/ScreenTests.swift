import Testing
@testable import TerminalKit

@Suite struct ScreenTests {
    @Test func textIsPlacedCellByCell() {
        var screen = Screen(size: Size(width: 6, height: 2))
        let written = screen.put("hello!", x: 0, y: 0, style: Style(bold: true))
        #expect(written == 6)
        #expect(screen.lines == ["hello!", ""])
        #expect(screen[0, 0] == Cell("h", style: Style(bold: true)))
    }

    @Test func wideCharactersTakeTwoCells() {
        var screen = Screen(size: Size(width: 5, height: 1))
        screen.put("日本", x: 0, y: 0)
        #expect(screen[0, 0].grapheme == "日")
        #expect(screen[0, 0].width == 2)
        #expect(screen[1, 0].isContinuation)
        #expect(screen[2, 0].grapheme == "本")
        #expect(screen.lines == ["日本"])
    }

    @Test func wideCharacterAtTheEdgeBecomesASpace() {
        var screen = Screen(size: Size(width: 3, height: 1))
        let written = screen.put("a日本", x: 0, y: 0)
        #expect(screen.rowText(0) == "a日")
        #expect(written == 3)
        var narrow = Screen(size: Size(width: 2, height: 1))
        narrow.put("a日", x: 0, y: 0)
        #expect(narrow.rowText(0) == "a ")
    }

    @Test func writingOverHalfAWideCharacterBlanksTheOtherHalf() {
        var screen = Screen(size: Size(width: 4, height: 1))
        screen.put("日本", x: 0, y: 0)
        screen.put("x", x: 1, y: 0)
        #expect(screen.rowText(0) == " x本")
        screen.put("y", x: 2, y: 0)
        #expect(screen.rowText(0) == " xy ")
    }

    @Test func combiningMarksJoinThePreviousCell() {
        var screen = Screen(size: Size(width: 4, height: 1))
        screen.put("e", x: 0, y: 0)
        screen.put("\u{301}", x: 1, y: 0)
        #expect(screen[0, 0].grapheme == "e\u{301}")
        #expect(screen[1, 0].grapheme == " ")
    }

    @Test func maxWidthClipsOutput() {
        var screen = Screen(size: Size(width: 10, height: 1))
        screen.put("abcdefgh", x: 2, y: 0, maxWidth: 3)
        #expect(screen.lines == ["  abc"])
    }

    @Test func controlCharactersNeverReachCells() {
        var screen = Screen(size: Size(width: 12, height: 1))
        screen.put("a\u{1B}[31mb", x: 0, y: 0)
        #expect(screen.lines == ["a^[[31mb"])
        #expect(!screen.cells.contains { $0.grapheme.unicodeScalars.contains { $0.value == 0x1B } })
    }

    @Test func changedPositionsListOnlyDifferences() {
        var first = Screen(size: Size(width: 4, height: 2))
        first.put("abcd", x: 0, y: 0)
        var second = first
        second.put("X", x: 2, y: 1)
        #expect(second.changedPositions(since: first) == [Position(x: 2, y: 1)])
        #expect(second.changedPositions(since: nil).count == 8)
        #expect(second.changedPositions(since: Screen(size: Size(width: 3, height: 2))).count == 8)
    }

    /// The diff reads cells in place for speed; it must list exactly the cells that differ in
    /// grapheme, width or style, whatever the mix (wide characters, marks, styles).
    @Test func changedPositionsMatchACellByCellComparison() {
        var random = SystemRandomNumberGenerator()
        let texts = ["a", "b", "日本", "e\u{301}", "🙂", "  ", "x y", "é"]
        let styles = [Style.plain, Style(bold: true), Style(foreground: .red), Style(bold: true, foreground: .red)]
        func randomScreen(from base: Screen) -> Screen {
            var screen = base
            for _ in 0..<30 {
                screen.put(texts.randomElement(using: &random)!, x: Int.random(in: 0..<12, using: &random),
                           y: Int.random(in: 0..<5, using: &random), style: styles.randomElement(using: &random)!)
            }
            return screen
        }
        for _ in 0..<200 {
            let first = randomScreen(from: Screen(size: Size(width: 12, height: 5)))
            let second = randomScreen(from: first)
            let expected = (0..<5).flatMap { y in (0..<12).map { Position(x: $0, y: y) } }
                .filter { second[$0.x, $0.y] != first[$0.x, $0.y] }
            #expect(second.changedPositions(since: first) == expected)
        }
    }

    @Test func snapshotListsStyledRuns() {
        var screen = Screen(size: Size(width: 5, height: 1))
        screen.put("ab", x: 0, y: 0, style: Style(bold: true, foreground: .red))
        #expect(screen.snapshot == "|ab|\n-- styles --\n0 0..1 bold,fg=red\n")
    }
}

@Suite struct StyledLineTests {
    @Test func appendingSameStyleMergesRuns() {
        var line = StyledLine("ab")
        line.append("cd")
        line.append("ef", style: Style(bold: true))
        #expect(line.runs.count == 2)
        #expect(line.text == "abcdef")
        #expect(line.width == 6)
    }

    @Test func prefixNeverSplitsAWideCharacter() {
        let line = StyledLine("ab日本")
        #expect(line.prefix(columns: 3).text == "ab")
        #expect(line.prefix(columns: 4).text == "ab日")
    }

    @Test func chunksNeverSplitAWideCharacter() {
        let pieces = StyledLine([StyledRun("ab日", style: Style(bold: true)), StyledRun("cd")]).chunked(columns: 3)
        #expect(pieces.map(\.text) == ["ab", "日c", "d"])
        #expect(pieces[1].runs.map(\.style) == [Style(bold: true), Style()])
        #expect(StyledLine("short").chunked(columns: 10).map(\.text) == ["short"])
    }

    @Test func paddingFillsToWidth() {
        #expect(StyledLine("日").padded(to: 4).width == 4)
        #expect(StyledLine("abcdef").padded(to: 3).text == "abcdef")
    }
}

@Suite struct ANSIWriterTests {
    let line = StyledLine([StyledRun("Hi", style: Style(bold: true, foreground: .red)), StyledRun(" there  ")])

    @Test func styledOutputUsesSGR() {
        let text = ANSIWriter(mode: .styled(colors: true)).text(of: line)
        #expect(text == "\u{1B}[1;31mHi\u{1B}[0m there  ")
    }

    @Test func noColorKeepsBoldAndDropsColour() {
        let text = ANSIWriter(mode: .styled(colors: false)).text(of: line)
        #expect(text == "\u{1B}[1mHi\u{1B}[0m there  ")
    }

    @Test func plainOutputHasNoEscapesAndNoTrailingSpace() {
        #expect(ANSIWriter(mode: .plain).text(of: line) == "Hi there")
    }

    @Test func brightColoursUseTheHighRange() {
        let bright = StyledLine("x", style: Style(foreground: .brightCyan, background: .blue))
        #expect(ANSIWriter(mode: .styled(colors: true)).text(of: bright) == "\u{1B}[96;44mx\u{1B}[0m")
    }
}

@Suite struct HeadlessBackendTests {
    @Test func replaysEventsAndKeepsScreens() {
        let backend = HeadlessBackend(size: Size(width: 10, height: 3), events: [.key(.character("a")), .resize(Size(width: 20, height: 5))])
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .key(.character("a")))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .resize(Size(width: 20, height: 5)))
        #expect(backend.size == Size(width: 20, height: 5))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == nil)
        backend.draw(Screen(size: backend.size), cursor: nil)
        #expect(backend.drawnScreens.count == 1)
    }
}
