import Markdown
@testable import MarkdownRendering
import TerminalKit
import Testing

@Suite struct RendererBehaviourTests {
    let renderer = MarkdownRenderer()

    private func text(_ markdown: String, width: Int) -> [String] {
        renderer.render(markdown: markdown, width: width).map(\.text)
    }

    @Test func longWordIsBrokenNotCut() {
        let lines = text("abcdefghijklmnopqrstuvwxyz", width: 10)
        #expect(lines == ["abcdefghij", "klmnopqrst", "uvwxyz"])
    }

    /// A path too long for the line breaks after a slash, not mid-name; a piece longer than
    /// any line is still split at the width.
    @Test func aLongPathBreaksAtItsSlashes() {
        #expect(text("Lessons/02-creational/01-factory-method.md", width: 16)
                == ["Lessons/", "02-creational/", "01-factory-metho", "d.md"])
        #expect(text("Lessons/02-creational/01-factory-method.md", width: 22)
                == ["Lessons/02-creational/", "01-factory-method.md"])
        #expect(text("see /a/averyveryverylongfoldername/b", width: 12)
                == ["see /a/", "averyveryver", "ylongfoldern", "ame/b"])
    }

    @Test func aPathInATableCellWrapsAtItsFolders() {
        let lines = text("| Lesson | File |\n|---|---|\n| Factory | Lessons/02-creational/01-factory-method.md |", width: 36)
        #expect(!lines.contains { $0.contains("Lessons/02-creational/01-factory-method.md") }, "the cell is narrower than the path")
        #expect(lines.contains { $0.contains("02-creational/") })
        #expect(lines.contains { $0.contains("01-factory-method.md") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 36 })
    }

    @Test func cjkBreaksBetweenWideCharacters() {
        let lines = text("日本語のテキスト", width: 6)
        #expect(lines == ["日本語", "のテキ", "スト"])
    }

    /// Kinsoku: at every width where the bracketed words fit on a line (the longest,
    /// "（Singleton）", takes 13 columns; a longer word is split at the width), no line starts
    /// with a closing bracket or stop, and none ends with an opening bracket; no text is lost.
    @Test func chineseBracketsAndStopsStayWithTheirText() {
        let paragraph = "单例模式（Singleton）保证一个类只有一个实例，并提供全局访问点。观察者模式「Observer」定义了一对多的依赖关系：当对象改变时，所有依赖者都会收到通知。"
        for width in 13...40 {
            let lines = text(paragraph, width: width)
            #expect(lines.joined() == paragraph, "width \(width): \(lines)")
            for line in lines.dropFirst() {
                #expect(!"）」』】〕〉》、。，．！？：；)".contains(line.first ?? " "), "width \(width) starts a line with \(line.first!): \(lines)")
            }
            for line in lines {
                #expect(!"（「『【〔〈《".contains(line.last ?? " "), "width \(width) ends a line with \(line.last!): \(lines)")
            }
        }
    }

    /// A word whose style changes part way is still one word: the line never breaks inside it,
    /// and each part keeps its style.
    @Test func aWordInTwoStylesStaysWhole() {
        let lines = renderer.render(markdown: "aaaa **bold**ness", width: 10)
        #expect(lines.map(\.text) == ["aaaa", "boldness"])
        #expect(lines[1].runs.map(\.text) == ["bold", "ness"])
        #expect(lines[1].runs[0].style.bold && !lines[1].runs[1].style.bold)
    }

    /// Spaces between words take the style of the text they sat in; a line holds one run per
    /// style, however many words it has.
    @Test func wrappedLinesHoldOneRunPerStyleChange() {
        let lines = renderer.render(markdown: "one two *three four* five six", width: 14)
        #expect(lines.map(\.text) == ["one two three", "four five six"])
        #expect(lines[0].runs.map(\.text) == ["one two ", "three"])
        #expect(lines[1].runs.map(\.text) == ["four", " five six"])
    }

    @Test func codeIsTruncatedWithAMarkNotWrapped() {
        let lines = text("```\n0123456789abcdef\n```", width: 10)
        #expect(lines.count == 1)
        #expect(lines[0].hasSuffix(CodeBlockRenderer.truncationMark))
        #expect(DisplayWidth.of(lines[0]) == 10)
    }

    @Test func textOutputWrapsCodeInsteadOfCuttingIt() {
        let wrapping = MarkdownRenderer(codeOverflow: .wrap)
        let lines = wrapping.render(markdown: "```\n0123456789abcdef\n```", width: 10).map(\.text)
        #expect(lines == ["▏ 01234567", "↪ 89abcdef"])
    }

    /// Found by fuzzing: swift-syntax's parse time doubles with each nested '[', so forty
    /// would never finish; such code is shown whole, uncoloured, and nothing else changes.
    @Test func swiftNestingTooDeepToParseIsShownUncoloured() {
        let deep = "let answer = 42\nlet b = " + String(repeating: "[(", count: 40) + "1"
        let lines = renderer.render(markdown: "```swift\n" + deep + "\n```", width: 120)
        #expect(lines.map(\.text) == deep.split(separator: "\n").map { "▏ " + $0 })
        let styles = Set(lines.flatMap(\.runs).filter { !$0.text.hasPrefix("▏") }.map(\.style))
        #expect(styles == [MarkdownTheme.standard.syntax.plain], "\(styles)")
        // Ten levels still parse and are coloured.
        let shallow = renderer.render(markdown: "```swift\nlet a = " + String(repeating: "[", count: 10) + "1"
                                      + String(repeating: "]", count: 10) + "\n```", width: 120)
        #expect(shallow[0].runs.contains { $0.style == MarkdownTheme.standard.syntax.keyword })
    }

    @Test func swiftCodeIsHighlightedFromClassifications() {
        let lines = renderer.render(markdown: "```swift\nlet answer = 42 // why\n```", width: 40)
        let styles = Dictionary(lines[0].runs.map { ($0.text.trimmingCharacters(in: .whitespaces), $0.style) },
                                uniquingKeysWith: { first, _ in first })
        #expect(styles["let"] == MarkdownTheme.standard.syntax.keyword)
        #expect(styles["42"] == MarkdownTheme.standard.syntax.number)
        #expect(styles["// why"] == MarkdownTheme.standard.syntax.comment)
    }

    @Test func linkTargetIsShownOnce() {
        #expect(text("<https://swift.org>", width: 80) == ["https://swift.org"])
        #expect(text("[Swift](https://swift.org)", width: 80) == ["Swift (https://swift.org)"])
        #expect(text("<me@example.com>", width: 80) == ["me@example.com"])
    }

    @Test func htmlCommentsAreHiddenButOtherHTMLIsShown() {
        #expect(text("<!-- secret -->", width: 40) == [])
        #expect(text("a <!-- secret --> b <b>bold</b>", width: 40) == ["a b <b>bold</b>"])
    }

    @Test func tableCellsWrapInsteadOfTruncating() {
        let lines = text("| a | b |\n|---|---|\n| one two three four | five |", width: 16)
        let joined = lines.joined(separator: " ")
        for word in ["one", "two", "three", "four", "five"] { #expect(joined.contains(word)) }
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 16 })
    }

    @Test func columnSharingGivesNarrowColumnsTheirNaturalWidth() {
        #expect(TableRenderer.share(20, among: [3, 30, 40]) == [3, 8, 9])
        #expect(TableRenderer.share(100, among: [3, 30]) == [3, 30])
    }

    @Test func taskListsShowTheirState() {
        #expect(text("- [x] done\n- [ ] to do", width: 20) == ["[x] done", "[ ] to do"])
    }

    @Test func orderedListsKeepTheirStartNumber() {
        #expect(text("7. seven\n8. eight", width: 20) == ["7. seven", "8. eight"])
    }

    @Test func parsesInParallelKeepEveryExtension() async {
        // cmark-gfm edits a process-wide table while parsing; parallel parses once lost `~`.
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    let document = MarkdownDocument(parsing: "a ~~b~~ c\n\n| x |\n|---|\n| y |\n")
                    guard case .paragraph(let inlines) = document.blocks.first?.kind else { return false }
                    let struck = inlines.contains { if case .strikethrough = $0 { return true } else { return false } }
                    let table = document.blocks.count == 2
                    return struck && table
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 })
    }

    /// Found by fuzzing: each quote level takes two columns, so 21 levels at 40 columns left
    /// the heading inside a negative width and its rule crashed the app; nested lists spilled
    /// past the edge. Levels beyond the width now go without their bar or hanging indent.
    @Test func quotesAndListsNestedPastTheWidthStayInsideIt() {
        let quotes = String(repeating: ">", count: 21)
        let quoted = "\(quotes) # Deep\n\(quotes) ---\n\(quotes) | a | b |\n\(quotes) |---|---|\n\(quotes) | c | d |\n"
        let listed = (0..<25).map { String(repeating: "  ", count: $0) + "\($0 + 1). level \($0 + 1)" }.joined(separator: "\n")
        for (markdown, deepest) in [(quoted, "Deep"), (listed, "level 25")] {
            for width in [1, 3, 40] {
                let lines = renderer.render(markdown: markdown, width: width)
                #expect(lines.allSatisfy { $0.width <= width }, "wider than \(width): \(lines.map(\.text))")
                #expect(Self.letters(lines).contains(Self.letters(deepest)), "\(lines.map(\.text))")
            }
        }
        // Where there is room, nothing changes: bars and hanging indents as before.
        #expect(text("> > quoted", width: 40) == ["│ │ quoted"])
        #expect(text("- one\n  - two", width: 40) == ["• one", "  ◦ two"])
    }

    /// Found by fuzzing: cmark-gfm nests without a limit, and the tree was converted and laid
    /// out by recursion, so 10,000 nested quotes, lists or emphases overflowed the stack. The
    /// tree now stops nesting at `maximumDepth`, keeping everything inside.
    @Test func nestingTenThousandDeepKeepsItsTextWithoutOverflowingTheStack() {
        let deep = 10_000
        let quotes = String(repeating: ">", count: deep) + " deepest quote\n"
        let lists = String(repeating: "- ", count: deep) + "deepest item\n"
        let emphasis = String(repeating: "*", count: deep) + "deepest word" + String(repeating: "*", count: deep) + "\n"
        for (markdown, text) in [(quotes, "deepest quote"), (lists, "deepest item"), (emphasis, "deepest word")] {
            let document = MarkdownDocument(parsing: markdown)
            #expect(Self.depth(of: document.blocks) <= 64 + 1)
            let lines = renderer.render(document, width: 80)
            #expect(Self.letters(lines).contains(Self.letters(text)))
            #expect(lines.allSatisfy { $0.width <= 80 })
        }
    }

    /// Ordered lists too, whose markers take the most room; what stays is the text, in order.
    @Test(arguments: ["> ", "- ", "1. "])
    func tenThousandNestedContainersRenderTheirText(marker: String) {
        let markdown = String(repeating: marker, count: 10_000) + "deepest words\n"
        #expect(Self.depth(of: MarkdownDocument(parsing: markdown).blocks) <= 64 + 1)
        let lines = renderer.render(markdown: markdown, width: 80)
        #expect(Self.letters(lines).hasSuffix("deepestwords"))
    }

    /// Emphases opened ten thousand times keep every word between them.
    @Test func tenThousandNestedEmphasesKeepTheirWords() {
        let markdown = String(repeating: "*x ", count: 10_000) + "middle" + String(repeating: " y*", count: 10_000) + "\n"
        let words = text(markdown, width: 80).joined(separator: " ").split(separator: " ")
        #expect(words.filter { $0 == "x" }.count == 10_000)
        #expect(words.filter { $0 == "y" }.count == 10_000)
        #expect(words.contains("middle"))
    }

    /// The letters of the text in order, without bars, markers, spaces or line breaks.
    private static func letters(_ lines: [StyledLine]) -> String { letters(lines.map(\.text).joined()) }

    private static func letters(_ text: String) -> String { String(text.filter(\.isLetter)) }

    /// Levels of blocks and inlines, the deepest path.
    private static func depth(of blocks: [Block]) -> Int {
        blocks.map { block -> Int in
            switch block.kind {
            case .blockQuote(let children): return 1 + depth(of: children)
            case .list(let list): return 1 + (list.items.map { depth(of: $0.blocks) }.max() ?? 0)
            case .paragraph(let inlines), .heading(_, let inlines): return depth(of: inlines)
            default: return 1
            }
        }.max() ?? 0
    }

    private static func depth(of inlines: [Inline]) -> Int {
        inlines.map { inline -> Int in
            switch inline {
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                 .link(_, _, let children), .image(_, _, let children):
                return 1 + depth(of: children)
            default: return 1
            }
        }.max() ?? 0
    }

    @Test func documentTreeKeepsSourceLines() {
        let document = MarkdownDocument(parsing: "intro\n\n## Page two\n\ntext\n")
        #expect(document.blocks.map(\.lines.first) == [1, 3, 5])
    }
}
