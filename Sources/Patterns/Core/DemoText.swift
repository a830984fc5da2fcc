import Localization

/// Wording every demo shares, so each panel says "1 command", never "1 command(s)", and
/// cuts long lines the same way.
public enum DemoText {
    /// The width of a demo's state panel.
    public static let panelWidth = 40

    /// "a", "a and b", "a, b and c" (in Russian «a, b и c»).
    public static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + localized(" and ") + last
    }

    /// A line cut to `width` (the state panel's, unless told), the cut marked with "…", so a
    /// long name typed by the learner cannot push a panel out of shape.
    public static func cut(_ line: String, to width: Int = panelWidth) -> String {
        line.count <= width ? line : String(line.prefix(width - 1)) + "…"
    }

    /// State panel lines, each cut to the panel's width.
    public static func panel(_ lines: [String]) -> [String] {
        lines.map { cut($0) }
    }
}
