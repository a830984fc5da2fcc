import CNCursesW
import TerminalKit

/// Maps styles to curses attributes and colour pairs, creating pairs on first use.
/// Colour -1 is the terminal's default, which `use_default_colors` makes available.
final class ColorPalette {
    private var pairs: [PairKey: Int16] = [:]
    private let colorCount: Int

    private struct PairKey: Hashable {
        let foreground: Int16
        let background: Int16
    }

    init() {
        start_color()
        use_default_colors()
        colorCount = Int(pt_colors())
    }

    static func monochrome(_ style: Style) -> (attr_t, Int16) {
        (baseAttributes(style), 0)
    }

    private static func baseAttributes(_ style: Style) -> attr_t {
        var attributes = pt_a_normal()
        if style.bold { attributes |= pt_a_bold() }
        if style.underline { attributes |= pt_a_underline() }
        if style.reverse { attributes |= pt_a_reverse() }
        if style.dim { attributes |= pt_a_dim() }
        return attributes
    }

    func attributes(for style: Style) -> (attr_t, Int16) {
        var attributes = Self.baseAttributes(style)
        guard style.foreground != nil || style.background != nil else { return (attributes, 0) }
        let (foreground, brightForeground) = number(for: style.foreground)
        let (background, _) = number(for: style.background)
        // On an 8-colour terminal the bright half is drawn as bold instead.
        if brightForeground { attributes |= pt_a_bold() }
        let key = PairKey(foreground: foreground, background: background)
        if let pair = pairs[key] { return (attributes, pair) }
        let next = Int16(pairs.count + 1)
        guard Int(next) < Int(pt_color_pairs()) else { return (attributes, 0) }
        init_pair(next, foreground, background)
        pairs[key] = next
        return (attributes, next)
    }

    private func number(for color: TerminalColor?) -> (Int16, Bool) {
        guard let color else { return (-1, false) }
        if color.rawValue >= 8 && colorCount < 16 { return (Int16(color.rawValue - 8), true) }
        return (Int16(color.rawValue), false)
    }
}
