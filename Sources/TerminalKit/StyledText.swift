/// A run of text in one style. Text is sanitized on the way in, so no styled run can ever
/// carry a raw control character to a terminal.
public struct StyledRun: Sendable, Hashable {
    public let text: String
    public let style: Style

    public init(_ text: some StringProtocol, style: Style = .plain) {
        self.text = TerminalText.sanitized(text)
        self.style = style
    }

    public var width: Int { DisplayWidth.of(text) }
}

/// One line of styled text, as renderers produce it and screens and printers consume it.
public struct StyledLine: Sendable, Hashable {
    public var runs: [StyledRun]

    public init(_ runs: [StyledRun] = []) { self.runs = runs.filter { !$0.text.isEmpty } }

    public init(_ text: String, style: Style = .plain) { self.init([StyledRun(text, style: style)]) }

    public var text: String { runs.map(\.text).joined() }
    public var width: Int { runs.reduce(0) { $0 + $1.width } }
    public var isEmpty: Bool { runs.isEmpty }

    public mutating func append(_ run: StyledRun) {
        guard !run.text.isEmpty else { return }
        if let last = runs.last, last.style == run.style {
            runs[runs.count - 1] = StyledRun(last.text + run.text, style: run.style)
        } else {
            runs.append(run)
        }
    }

    public mutating func append(_ text: String, style: Style = .plain) { append(StyledRun(text, style: style)) }

    public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
        var result = lhs
        for run in rhs.runs { result.append(run) }
        return result
    }

    /// Every run restyled by laying `style` over it (a highlight, a hint's colour).
    public func styled(over style: Style) -> StyledLine {
        StyledLine(runs.map { StyledRun($0.text, style: $0.style.over(style)) })
    }

    /// The first `columns` display columns; a wide character that would straddle the edge is
    /// left out rather than split.
    public func prefix(columns: Int) -> StyledLine {
        var result = StyledLine()
        var remaining = columns
        for run in runs {
            guard remaining > 0 else { break }
            var taken = ""
            for character in run.text {
                let width = DisplayWidth.of(character)
                if width > remaining { remaining = 0; break }
                taken.append(character)
                remaining -= width
            }
            result.append(StyledRun(taken, style: run.style))
        }
        return result
    }

    /// The line cut into pieces of at most `columns` display columns each, in order; a wide
    /// character never straddles two pieces.
    public func chunked(columns: Int) -> [StyledLine] {
        guard columns > 0, width > columns else { return [self] }
        var pieces: [StyledLine] = []
        var current = StyledLine()
        var used = 0
        for run in runs {
            for character in run.text {
                let characterWidth = DisplayWidth.of(character)
                if used + characterWidth > columns, !current.isEmpty {
                    pieces.append(current)
                    current = StyledLine()
                    used = 0
                }
                current.append(String(character), style: run.style)
                used += characterWidth
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// The line padded with spaces in `style` to exactly `columns` wide (never cut).
    public func padded(to columns: Int, style: Style = .plain) -> StyledLine {
        let missing = columns - width
        guard missing > 0 else { return self }
        var result = self
        result.append(String(repeating: " ", count: missing), style: style)
        return result
    }
}
