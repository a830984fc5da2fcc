/// One of the 16 ANSI colours. `nil` in a `Style` means the terminal's own default, which is
/// what keeps the app readable on both light and dark backgrounds.
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    public var name: String { String(describing: self) }
}

/// How a cell is drawn. Attributes survive `NO_COLOR`; colours do not.
public struct Style: Sendable, Hashable {
    public var bold = false
    public var underline = false
    public var reverse = false
    public var dim = false
    public var foreground: TerminalColor?
    public var background: TerminalColor?

    public init(bold: Bool = false, underline: Bool = false, reverse: Bool = false, dim: Bool = false,
                foreground: TerminalColor? = nil, background: TerminalColor? = nil) {
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
        self.dim = dim
        self.foreground = foreground
        self.background = background
    }

    public static let plain = Style()

    public var isPlain: Bool { self == .plain }

    /// The same style with colours removed, as `NO_COLOR` asks.
    public var withoutColor: Style {
        var copy = self
        copy.foreground = nil
        copy.background = nil
        return copy
    }

    /// This style laid over `base`: attributes add up, colours set here win.
    public func over(_ base: Style) -> Style {
        Style(bold: bold || base.bold, underline: underline || base.underline,
              reverse: reverse || base.reverse, dim: dim || base.dim,
              foreground: foreground ?? base.foreground, background: background ?? base.background)
    }

    /// A short description for snapshots, e.g. `bold,fg=cyan`.
    public var summary: String {
        var parts: [String] = []
        if bold { parts.append("bold") }
        if underline { parts.append("underline") }
        if reverse { parts.append("reverse") }
        if dim { parts.append("dim") }
        if let foreground { parts.append("fg=\(foreground.name)") }
        if let background { parts.append("bg=\(background.name)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: ",")
    }
}
