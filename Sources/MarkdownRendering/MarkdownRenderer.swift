import Markdown
import TerminalKit

/// Lays a Markdown document out as styled lines for a given width.
///
/// Everything is wrapped by display width except code, which keeps its lines and marks
/// where it had to cut them. Nothing written in the source is silently dropped, apart from
/// HTML comments, which are authors' notes.
public struct MarkdownRenderer: Sendable {
    /// What a code line wider than the page does: cut with a mark (a screen, where the
    /// layout matters) or wrap (text output, where nothing may be lost).
    public enum CodeOverflow: Sendable { case truncate, wrap }

    /// What the renderer adds around the text. `.drawn`: rules under headings, a gutter by
    /// code, table frames, quote bars, as a screen shows them. `.text`: words, blank lines and
    /// ASCII only (plain mode, for screen readers and pipes): code lines come as written,
    /// indented; tables as rows of cells; no rules.
    public enum Decorations: Sendable { case drawn, text }

    public var theme: MarkdownTheme
    public var codeOverflow: CodeOverflow
    public var decorations: Decorations

    public init(theme: MarkdownTheme = .standard, codeOverflow: CodeOverflow = .truncate, decorations: Decorations = .drawn) {
        self.theme = theme
        self.codeOverflow = codeOverflow
        self.decorations = decorations
    }

    public func render(markdown: String, width: Int) -> [StyledLine] {
        render(MarkdownDocument(parsing: markdown), width: width)
    }

    public func render(_ document: MarkdownDocument, width: Int) -> [StyledLine] {
        render(blocks: document.blocks, width: max(1, width), context: Context())
    }

    /// Quote bars and list indents stop where they would leave less than this for the text
    /// inside, so deep nesting still reads as words rather than a column of letters.
    static let narrowestNestedContent = 10

    /// Where a block sits: list depth decides bullet shapes.
    struct Context {
        var listDepth = 0
    }

    func render(blocks: [Block], width: Int, context: Context, separated: Bool = true) -> [StyledLine] {
        var lines: [StyledLine] = []
        for block in blocks {
            let rendered = render(block, width: width, context: context)
            guard !rendered.isEmpty else { continue }
            if separated, !lines.isEmpty { lines.append(StyledLine()) }
            lines += rendered
        }
        return lines
    }

    func render(_ block: Block, width: Int, context: Context) -> [StyledLine] {
        switch block.kind {
        case .paragraph(let inlines):
            return LineWrapper.wrap(inlineText(inlines), width: width)
        case .heading(let level, let inlines):
            return heading(level: level, inlines, width: width)
        case .codeBlock(let info, _) where CodeFence.isHidden(info: info):
            return []
        case .codeBlock(_, let code) where decorations == .text:
            return CodeBlockRenderer.asWritten(code)
        case .codeBlock(let info, let code):
            return CodeBlockRenderer(theme: theme, overflow: codeOverflow).render(code: code, info: info, width: width)
        case .html(let html):
            let visible = HTMLComments.removing(from: html)
            guard !visible.allSatisfy(\.isWhitespace) else { return [] }
            return preformatted(visible, style: theme.html, width: width)
        case .blockQuote(let children):
            // Each level's bar takes two columns. Quotes nested deeper than the width has room
            // for go without their bar: a width below one column crashed headings and rules,
            // and lines wider than asked spill over the screen's edge.
            guard width - 2 >= Self.narrowestNestedContent else { return render(blocks: children, width: width, context: context) }
            let bar = StyledLine(decorations == .text ? "> " : "│ ", style: theme.quoteBar)
            return render(blocks: children, width: width - 2, context: context).map { bar + $0 }
        case .list(let list):
            return ListRenderer(renderer: self).render(list, width: width, context: context)
        case .table(let table):
            return TableRenderer(renderer: self).render(table, width: width)
        case .thematicBreak where decorations == .text:
            return [StyledLine("---", style: theme.rule)]
        case .thematicBreak:
            return [StyledLine(String(repeating: "─", count: width), style: theme.rule)]
        }
    }

    private func heading(level: Int, _ inlines: [Inline], width: Int) -> [StyledLine] {
        let style = theme.heading(level: level)
        let lines = LineWrapper.wrap(inlineText(inlines, base: style), width: width)
        // Levels 1 and 2 are underlined with a rule, so they stand out without colour too.
        let ruleCharacter: String? = level == 1 ? "═" : level == 2 ? "─" : nil
        guard let ruleCharacter, decorations == .drawn else { return lines }
        let ruleWidth = min(width, max(1, lines.map(\.width).max() ?? 1))
        return lines + [StyledLine(String(repeating: ruleCharacter, count: ruleWidth), style: style.withoutUnderline)]
    }

    /// Text that keeps its own line breaks but still wraps, so nothing is lost off the edge.
    func preformatted(_ text: String, style: Style, width: Int) -> [StyledLine] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.flatMap { line -> [StyledLine] in
            var inline = InlineText()
            inline.append(line, style)
            return LineWrapper.wrap(inline, width: width)
        }
    }

    // MARK: Inlines

    func inlineText(_ inlines: [Inline], base: Style = .plain) -> InlineText {
        var text = InlineText()
        append(inlines, to: &text, style: base)
        return text
    }

    private func append(_ inlines: [Inline], to text: inout InlineText, style: Style) {
        for inline in inlines { append(inline, to: &text, style: style) }
    }

    private func append(_ inline: Inline, to text: inout InlineText, style: Style) {
        switch inline {
        case .text(let string):
            text.append(string, style)
        case .softBreak:
            text.append(" ", style)
        case .lineBreak:
            text.appendHardBreak()
        case .code(let code):
            text.append(code, theme.inlineCode.over(style))
        case .html(let html):
            text.append(HTMLComments.removing(from: html), theme.html.over(style))
        case .emphasis(let children):
            append(children, to: &text, style: theme.emphasis.over(style))
        case .strong(let children):
            append(children, to: &text, style: theme.strong.over(style))
        case .strikethrough(let children):
            // Terminals rarely draw a strike, so the tildes stay as a visible marker.
            let struck = theme.strikethrough.over(style)
            text.append("~", struck)
            append(children, to: &text, style: struck)
            text.append("~", struck)
        case .link(let destination, _, let children):
            append(children, to: &text, style: theme.link.over(style))
            if shouldShowTarget(destination, besides: children) {
                text.append(" (\(destination))", theme.linkTarget.over(style))
            }
        case .image(let source, _, let children):
            let label = children.plainText
            text.append(label.isEmpty ? "[image]" : "[image: \(label)]", theme.link.over(style))
            if !source.isEmpty { text.append(" (\(source))", theme.linkTarget.over(style)) }
        }
    }

    /// A link's address is shown once: not again when the text already is the address.
    private func shouldShowTarget(_ destination: String, besides children: [Inline]) -> Bool {
        guard !destination.isEmpty else { return false }
        let text = children.plainText
        return text != destination && "mailto:" + text != destination
    }
}

extension Style {
    var withoutUnderline: Style {
        var copy = self
        copy.underline = false
        return copy
    }
}

/// HTML comments are authors' notes (question ids, reminders) and are never shown.
enum HTMLComments {
    static func removing(from html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let start = rest.firstRange(of: "<!--") {
            result += rest[..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard let end = afterOpen.firstRange(of: "-->") else { return result }
            rest = afterOpen[end.upperBound...]
        }
        return result + rest
    }
}
