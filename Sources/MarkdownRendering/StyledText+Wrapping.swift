import TerminalKit

/// One grapheme with its style and width: the unit the wrapper works in.
struct StyledCharacter: Sendable {
    let character: Character
    let style: Style
    let width: Int
}

/// Text to be wrapped, kept as styled pieces with explicit hard breaks.
struct InlineText: Sendable {
    enum Piece: Sendable {
        case text(String, Style)
        case hardBreak
    }

    var pieces: [Piece] = []

    mutating func append(_ text: String, _ style: Style) {
        guard !text.isEmpty else { return }
        pieces.append(.text(text, style))
    }

    mutating func appendHardBreak() { pieces.append(.hardBreak) }

    var isEmpty: Bool { pieces.isEmpty }

    /// The text as one unwrapped line (hard breaks become spaces), for table sizing.
    var singleLine: StyledLine {
        var line = StyledLine()
        for piece in pieces {
            switch piece {
            case .text(let text, let style): line.append(text, style: style)
            case .hardBreak: line.append(" ")
            }
        }
        return line
    }
}

/// Greedy line breaking by display width. Breaks at spaces, and between any two wide
/// characters (CJK text has no spaces); a word longer than the line is split, never cut.
enum LineWrapper {
    private enum Token {
        case word([StyledCharacter])
        case space(Style)
        case newline
    }

    static func wrap(_ text: InlineText, width: Int) -> [StyledLine] {
        let width = max(1, width)
        var lines: [StyledLine] = []
        var current: [StyledCharacter] = []
        var currentWidth = 0
        var pendingSpace: Style?

        func flush() {
            lines.append(line(from: current))
            current = []
            currentWidth = 0
            pendingSpace = nil
        }

        for token in tokens(of: text) {
            switch token {
            case .newline:
                flush()
            case .space(let style):
                if !current.isEmpty { pendingSpace = style }
            case .word(let characters):
                let wordWidth = characters.reduce(0) { $0 + $1.width }
                // Words with no space between them (wide characters) join without a gap.
                let gap = pendingSpace != nil ? 1 : 0
                if currentWidth + gap + wordWidth <= width {
                    if gap == 1, let style = pendingSpace {
                        current.append(StyledCharacter(character: " ", style: style, width: 1))
                    }
                    current += characters
                    currentWidth += gap + wordWidth
                    pendingSpace = nil
                    continue
                }
                if !current.isEmpty { flush() }
                pendingSpace = nil
                // Too long for any line: split it at the width.
                for character in characters {
                    if currentWidth + character.width > width, !current.isEmpty { flush() }
                    current.append(character)
                    currentWidth += character.width
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(line(from: current)) }
        return lines
    }

    private static func line(from characters: [StyledCharacter]) -> StyledLine {
        var line = StyledLine()
        var buffer = ""
        var style: Style?
        for styled in characters {
            if styled.style != style, let previous = style {
                line.append(buffer, style: previous)
                buffer = ""
            }
            style = styled.style
            buffer.append(styled.character)
        }
        if let style { line.append(buffer, style: style) }
        return line
    }

    private static func tokens(of text: InlineText) -> [Token] {
        var tokens: [Token] = []
        var word: [StyledCharacter] = []

        func endWord() {
            if !word.isEmpty { tokens.append(.word(word)) }
            word = []
        }

        for piece in text.pieces {
            switch piece {
            case .hardBreak:
                endWord()
                tokens.append(.newline)
            case .text(let raw, let style):
                for character in TerminalText.sanitized(raw) {
                    if character == " " {
                        endWord()
                        tokens.append(.space(style))
                        continue
                    }
                    let styled = StyledCharacter(character: character, style: style, width: DisplayWidth.of(character))
                    if styled.width == 2 {
                        // A wide character is a word of its own: a line may break on either side.
                        endWord()
                        tokens.append(.word([styled]))
                    } else {
                        word.append(styled)
                    }
                }
            }
        }
        endWord()
        return tokens
    }
}

/// Word wrapping for plain messages (not Markdown), by display width.
public enum TextWrapper {
    public static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            var inline = InlineText()
            inline.append(String(paragraph), .plain)
            return LineWrapper.wrap(inline, width: width).map(\.text)
        }
    }
}
