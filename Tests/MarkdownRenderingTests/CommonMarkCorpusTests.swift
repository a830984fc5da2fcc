import Foundation
import Markdown
import MarkdownRendering
import TerminalKit
import Testing

/// Every example of the CommonMark spec (a copy is in Fixtures/) renders at three widths
/// without a crash, with no line wider than asked, no raw control character, and every
/// letter and digit of its visible text present in the output.
@Suite struct CommonMarkCorpusTests {
    static let examples: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/commonmark-spec.txt")
        guard let spec = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let fence = String(repeating: "`", count: 32)
        var examples: [String] = []
        var current: [Substring]?
        for line in spec.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(fence + " example") { current = []; continue }
            if line == "." , let lines = current {
                examples.append(lines.joined(separator: "\n").replacingOccurrences(of: "→", with: "\t") + "\n")
                current = nil
                continue
            }
            if line.hasPrefix(fence) { current = nil; continue }
            current?.append(line)
        }
        return examples
    }()

    @Test func corpusHasEveryExample() {
        #expect(Self.examples.count == 655)
    }

    @Test(arguments: [20, 80, 200])
    func everyExampleRendersCompletely(width: Int) {
        let renderer = MarkdownRenderer()
        for (number, markdown) in Self.examples.enumerated() {
            let document = MarkdownDocument(parsing: markdown)
            let lines = renderer.render(document, width: width)
            let output = lines.map(\.text).joined(separator: "\n")
            let tooWide = lines.filter { $0.width > width }
            #expect(tooWide.isEmpty, "example \(number + 1) at \(width): line wider than the screen")
            #expect(!output.unicodeScalars.contains { TerminalText.needsEscape($0) && $0 != "\n" },
                    "example \(number + 1): raw control character in output")
            let missing = Self.missingCharacters(expected: VisibleText.of(document, width: width), in: output)
            #expect(missing.isEmpty, "example \(number + 1) at \(width): missing \(missing) in\n\(output)")
        }
    }

    /// Letters and digits of `expected` not matched one for one in `output`.
    static func missingCharacters(expected: String, in output: String) -> String {
        var available: [Character: Int] = [:]
        for character in output where character.isLetter || character.isNumber { available[character, default: 0] += 1 }
        var missing = ""
        for character in expected where character.isLetter || character.isNumber {
            if let count = available[character], count > 0 { available[character] = count - 1 } else { missing.append(character) }
        }
        return missing
    }
}

/// The text a reader should find in the rendering: text, code, link and image text,
/// raw HTML other than comments. Code lines count only up to the width the renderer
/// shows before its truncation mark.
enum VisibleText {
    static func of(_ document: MarkdownDocument, width: Int) -> String {
        document.blocks.map { block($0, width: width) }.joined(separator: " ")
    }

    private static func block(_ block: Block, width: Int) -> String {
        switch block.kind {
        case .paragraph(let inlines), .heading(_, let inlines): return inlines.map(inline).joined()
        case .codeBlock(_, let code):
            // The gutter takes two columns and the mark one.
            let room = width - 2
            return code.split(separator: "\n").map { line in
                let styled = StyledLine(String(line))
                return styled.width > room ? styled.prefix(columns: room - 1).text : styled.text
            }.joined(separator: " ")
        case .html(let html): return withoutComments(html)
        case .blockQuote(let children): return children.map { self.block($0, width: width) }.joined(separator: " ")
        case .list(let list):
            return list.items.flatMap(\.blocks).map { self.block($0, width: width) }.joined(separator: " ")
        case .table(let table):
            return (table.header + table.rows.flatMap { $0 }).map { $0.map(inline).joined() }.joined(separator: " ")
        case .thematicBreak: return ""
        }
    }

    private static func inline(_ inline: Inline) -> String {
        switch inline {
        case .html(let html): return withoutComments(html)
        default: return inline.plainText
        }
    }

    private static func withoutComments(_ html: String) -> String {
        var result = html
        while let start = result.range(of: "<!--") {
            guard let end = result.range(of: "-->", range: start.upperBound..<result.endIndex) else {
                result = String(result[..<start.lowerBound])
                break
            }
            result.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return result
    }
}
