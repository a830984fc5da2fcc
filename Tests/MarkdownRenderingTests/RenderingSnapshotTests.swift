import GoldenFiles
import MarkdownRendering
import TerminalKit
import Testing

/// Renders Markdown at a width into a screen and compares the screen, styles included,
/// with a golden file.
func expectRendering(_ markdown: String, width: Int, named name: String,
                     sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = MarkdownRenderer().render(markdown: markdown, width: width)
    for line in lines {
        #expect(line.width <= width, "line wider than \(width): \(line.text)", sourceLocation: sourceLocation)
    }
    var screen = Screen(size: Size(width: width, height: lines.count))
    for (row, line) in lines.enumerated() { screen.put(line, x: 0, y: row) }
    expectGolden(screen.snapshot, named: "\(name)-w\(width)", sourceLocation: sourceLocation)
}

@Suite struct RenderingSnapshotTests {
    @Test(arguments: [24, 60])
    func headings(width: Int) {
        expectRendering("""
            # The Observer pattern
            ## When one object changes
            ### Subjects and observers
            #### Notes
            ##### Smaller
            ###### Smallest
            Setext heading
            ==============
            """, width: width, named: "headings")
    }

    @Test(arguments: [20, 40])
    func wrappingASCII(width: Int) {
        expectRendering("""
            A factory method lets a *subclass* or a **static function** decide which concrete type to create, \
            so callers depend only on the protocol. Supercalifragilisticexpialidocious-words-break-hard.
            """, width: width, named: "wrap-ascii")
    }

    @Test(arguments: [20, 40])
    func wrappingCyrillic(width: Int) {
        expectRendering("""
            Абстрактная фабрика создаёт семейство связанных объектов, не называя их конкретных классов.
            """, width: width, named: "wrap-cyrillic")
    }

    @Test(arguments: [11, 20])
    func wrappingCJK(width: Int) {
        expectRendering("デザインパターンはソフトウェア設計における典型的な問題の解決策です。mixed 英語 text",
                        width: width, named: "wrap-cjk")
    }

    @Test(arguments: [12, 30])
    func wrappingEmoji(width: Int) {
        expectRendering("Shapes: 🟥 squares, 🔵 circles, 👩‍💻 coders and 🇫🇷 flags all take two columns.",
                        width: width, named: "wrap-emoji")
    }

    @Test(arguments: [24, 60])
    func lists(width: Int) {
        expectRendering("""
            - Creational
              - Singleton
              - Factory Method, which has a long description that must wrap under its bullet
                - deeper still
            - Structural

            3. third
            4. fourth
            10. tenth

            - [x] read the intent
            - [ ] take the quiz

            1. loose item

            2. another loose item
            """, width: width, named: "lists")
    }

    @Test(arguments: [20, 36, 70])
    func tables(width: Int) {
        expectRendering("""
            | Family | Question it answers | Examples |
            | :--- | :---: | ---: |
            | Creational | How are objects made? | Singleton, Builder |
            | Structural | How do types fit together? | Adapter |
            | Behavioural | Who does what? | Observer, Strategy, Command |
            """, width: width, named: "tables")
    }

    @Test(arguments: [30, 60])
    func code(width: Int) {
        expectRendering("""
            ```swift
            // A shared instance, created once.
            final class Settings: Sendable {
                static let shared = Settings(name: "default", retries: 3)
                let name: String
            }
            ```

            ```
            plain code keeps its    spacing
            ```

            Inline `let x = 1` code.
            """, width: width, named: "code")
    }

    @Test(arguments: [30])
    func quotesRulesLinksAndHTML(width: Int) {
        expectRendering("""
            > Hint: look at what the caller names.
            >
            > > nested quote

            ---

            See [the guide](https://example.com/guide) or <https://swift.org>.
            ![a diagram](diagram.png) ~~old~~ new.

            <!-- id: hidden-note -->

            <div>raw html stays visible</div>
            """, width: width, named: "quotes-links-html")
    }

    @Test(arguments: [30])
    func controlCharactersAreEscaped(width: Int) {
        expectRendering("Bell\u{07} and escape \u{1B}[2J and CSI \u{9B}31m.\n\n```\ncode\u{1B}]0;title\u{07}\n```",
                        width: width, named: "control-characters")
    }
}
