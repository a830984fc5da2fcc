/// Turns styled lines into text for a stream: SGR escapes on a terminal, nothing on a pipe.
public struct ANSIWriter: Sendable {
    public enum Mode: Sendable { case plain, styled(colors: Bool) }
    public var mode: Mode

    public init(mode: Mode) { self.mode = mode }

    public func text(of lines: [StyledLine]) -> String {
        lines.map(text(of:)).joined(separator: "\n")
    }

    public func text(of line: StyledLine) -> String {
        switch mode {
        case .plain:
            return trimmingTrailingSpaces(line.text)
        case .styled(let colors):
            var output = ""
            for run in line.runs {
                let style = colors ? run.style : run.style.withoutColor
                let codes = sgrCodes(for: style)
                output += codes.isEmpty ? run.text : "\u{1B}[\(codes)m\(run.text)\u{1B}[0m"
            }
            return output
        }
    }

    private func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    func sgrCodes(for style: Style) -> String {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let foreground = style.foreground {
            codes.append(String(foreground.rawValue < 8 ? 30 + foreground.rawValue : 82 + foreground.rawValue))
        }
        if let background = style.background {
            codes.append(String(background.rawValue < 8 ? 40 + background.rawValue : 92 + background.rawValue))
        }
        return codes.joined(separator: ";")
    }
}
