import TerminalKit

/// The styles the renderer uses. Colours are kept to the 8 base ANSI colours, which read on
/// light and dark terminals alike; every element is also told apart without colour.
public struct MarkdownTheme: Sendable {
    public var headings: [Style]
    public var emphasis = Style(underline: true)
    public var strong = Style(bold: true)
    public var strikethrough = Style(dim: true)
    public var inlineCode = Style(foreground: .magenta)
    public var link = Style(underline: true, foreground: .blue)
    public var linkTarget = Style(dim: true)
    public var html = Style(dim: true)
    public var codeGutter = Style(dim: true)
    public var truncationMark = Style(bold: true, foreground: .yellow)
    public var quoteBar = Style(foreground: .green)
    public var listMarker = Style(bold: true)
    public var rule = Style(dim: true)
    public var tableBorder = Style(dim: true)
    public var tableHeader = Style(bold: true)
    public var syntax = SyntaxTheme()

    public init() {
        headings = [
            Style(bold: true, underline: true, foreground: .cyan),
            Style(bold: true, foreground: .green),
            Style(bold: true, foreground: .yellow),
            Style(bold: true, underline: true),
            Style(bold: true),
            Style(bold: true, dim: true),
        ]
    }

    public func heading(level: Int) -> Style { headings[min(max(level, 1), headings.count) - 1] }

    public static let standard = MarkdownTheme()
}

/// Colours for Swift code, keyed by swift-syntax's classification.
public struct SyntaxTheme: Sendable {
    public var keyword = Style(bold: true, foreground: .magenta)
    public var type = Style(foreground: .cyan)
    public var string = Style(foreground: .red)
    public var number = Style(foreground: .yellow)
    public var comment = Style(dim: true, foreground: .green)
    public var attribute = Style(foreground: .yellow)
    public var directive = Style(foreground: .blue)
    public var plain = Style()
}
