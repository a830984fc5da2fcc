import MarkdownRendering
import Testing

/// Plain mode's rendering: words, blank lines and ASCII around the text; code as written.
@Suite struct TextDecorationsTests {
    let renderer = MarkdownRenderer(codeOverflow: .wrap, decorations: .text)

    func text(_ markdown: String, width: Int = 40) -> [String] {
        renderer.render(markdown: markdown, width: width).map(\.text)
    }

    @Test func headingsHaveNoRuleUnderThem() {
        #expect(text("# Title\n\n## Part\n\nText.") == ["Title", "", "Part", "", "Text."])
    }

    @Test func codeComesAsWrittenIndentedAndUncut() {
        let long = "let aVeryLongName = someFunction(withAnArgument: 1, andAnother: 2)"
        #expect(text("```swift\nfunc f() {\n\treturn\n}\n\n\(long)\n```", width: 30)
                == ["    func f() {", "        return", "    }", "", "    " + long])
    }

    @Test func tablesAreRowsOfCells() {
        #expect(text("| Pattern | Family |\n|---|---|\n| Singleton | Creational |\n| Adapter | Structural |")
                == ["Pattern | Family", "Singleton | Creational", "Adapter | Structural"])
    }

    @Test func quotesRulesAndBulletsAreASCII() {
        #expect(text("> Quoted.\n\n---\n\n- one\n  - two") == ["> Quoted.", "", "---", "", "- one", "  - two"])
    }

    @Test func theScreenKeepsItsDrawnForm() {
        let drawn = MarkdownRenderer().render(markdown: "## Part\n\n```\ncode\n```", width: 20).map(\.text)
        #expect(drawn[1].hasPrefix("─"))
        #expect(drawn.last?.hasPrefix("▏") == true)
    }
}
