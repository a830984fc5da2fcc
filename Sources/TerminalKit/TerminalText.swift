/// Makes untrusted text safe to show: every control character becomes a visible escape, so
/// lesson text can never move the cursor, ring the bell or rewrite the terminal's state.
public enum TerminalText {
    /// `ESC` becomes `^[`, `BEL` `^G`, `DEL` `^?`; C1 controls and bidirectional overrides
    /// become `<U+XXXX>`. Tabs become `tabWidth` spaces (or `^I` when `tabWidth` is nil).
    public static func sanitized(_ text: some StringProtocol, tabWidth: Int? = 4) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            if scalar == "\t", let tabWidth {
                result.append(contentsOf: String(repeating: " ", count: tabWidth).unicodeScalars)
            } else {
                result.append(contentsOf: visibleEscape(for: scalar).unicodeScalars)
            }
        }
        return String(result)
    }

    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }

    public static func visibleEscape(for scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00...0x1F: return "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
        case 0x7F: return "^?"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
        }
    }

    /// `text` cut to `width` display columns, ending in "…" when something was cut, so a
    /// reader can tell a shortened label from a whole one.
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        while result.last == " " { result.removeLast() }
        return result + "…"
    }
}
