import TerminalKit

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
    /// A stretch of text in one style, with its display width. A word is one or more parts in
    /// a row (several when its style changes mid-word, as in `**bold**ness`).
    ///
    /// Parts are slices of the input, not arrays of characters: wrapping worked character by
    /// character once, with an array per word, and that was most of a page's layout.
    private struct Token {
        enum Kind { case part, space, newline }
        var kind: Kind
        var text: Substring = ""
        var style: Style = .plain
        var width = 0
        /// A part that continues the word before it, with no place to break in between.
        var continuesWord = false
    }

    /// Builds one line run by run, so a run's text is joined once.
    private struct LineBuilder {
        private var runs: [StyledRun] = []
        private var text = ""
        private var style: Style?
        private(set) var width = 0

        var isEmpty: Bool { style == nil }

        mutating func append(_ piece: some StringProtocol, _ pieceStyle: Style, width pieceWidth: Int) {
            if let style, style != pieceStyle {
                runs.append(StyledRun(text, style: style))
                text = ""
            }
            style = pieceStyle
            text += piece
            width += pieceWidth
        }

        mutating func finish() -> StyledLine {
            if let style { runs.append(StyledRun(text, style: style)) }
            let line = StyledLine(runs)
            self = LineBuilder()
            return line
        }
    }

    /// With `breakingPaths`, a word longer than a line breaks after its slashes where it can
    /// (a page's or a table's paths); without, only at the width.
    static func wrap(_ text: InlineText, width: Int, breakingPaths: Bool = true) -> [StyledLine] {
        let width = max(1, width)
        let tokens = tokens(of: text)
        var lines: [StyledLine] = []
        var current = LineBuilder()
        var pendingSpace: Style?
        var index = 0

        func flush() {
            lines.append(current.finish())
            pendingSpace = nil
        }

        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .newline:
                flush()
                index += 1
            case .space:
                if !current.isEmpty { pendingSpace = token.style }
                index += 1
            case .part:
                var end = index + 1
                var wordWidth = token.width
                while end < tokens.count, tokens[end].continuesWord {
                    wordWidth += tokens[end].width
                    end += 1
                }
                let word = tokens[index..<end]
                index = end
                // Words with no space between them (wide characters) join without a gap.
                let gap = pendingSpace != nil ? 1 : 0
                if current.width + gap + wordWidth <= width {
                    if let style = pendingSpace { current.append(" ", style, width: 1) }
                    for part in word { current.append(part.text, part.style, width: part.width) }
                    pendingSpace = nil
                    continue
                }
                // Too long for this line: it starts the next, whole. Too long for any line: a
                // path breaks after its slashes (its first piece may still join this line), and
                // a piece longer than a line is split at the width, character by character.
                var space = pendingSpace
                pendingSpace = nil
                for piece in pieces(of: word, atSlashes: breakingPaths && wordWidth > width) {
                    let pieceWidth = piece.reduce(0) { $0 + $1.2 }
                    if current.width + (space == nil ? 0 : 1) + pieceWidth > width, !current.isEmpty {
                        flush()
                    } else if let style = space {
                        current.append(" ", style, width: 1)
                    }
                    space = nil
                    for (character, style, characterWidth) in piece {
                        if current.width + characterWidth > width, !current.isEmpty { flush() }
                        current.append(String(character), style, width: characterWidth)
                    }
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current.finish()) }
        return lines
    }

    /// A word's characters with their styles and widths: one piece, or `atSlashes` pieces that
    /// each end after a `/` (the last may not), so `Lessons/02-creational/01-factory-method.md`
    /// wraps at its folders.
    private static func pieces(of word: ArraySlice<Token>, atSlashes: Bool) -> [[(Character, Style, Int)]] {
        var pieces: [[(Character, Style, Int)]] = [[]]
        for part in word {
            for character in part.text {
                pieces[pieces.count - 1].append((character, part.style, DisplayWidth.of(character)))
                if atSlashes, character == "/" { pieces.append([]) }
            }
        }
        return pieces.filter { !$0.isEmpty }
    }

    private static func tokens(of text: InlineText) -> [Token] {
        var tokens: [Token] = []
        // Whether the next part would continue a word (no space, break or wide character since).
        var inWord = false

        for piece in text.pieces {
            switch piece {
            case .hardBreak:
                tokens.append(Token(kind: .newline))
                inWord = false
            case .text(let raw, let style):
                let text = TerminalText.sanitized(raw)
                var partStart = text.startIndex
                var partWidth = 0

                func endPart(at end: String.Index) {
                    guard partStart < end else { return }
                    // Closing punctuation right after a wide character stays on its line: "文字)".
                    let clings = tokens.last?.kind == .part && Kinsoku.mayNotStartLine(text[partStart])
                    tokens.append(Token(kind: .part, text: text[partStart..<end], style: style, width: partWidth,
                                        continuesWord: inWord || clings))
                    inWord = true
                }

                var index = text.startIndex
                while index < text.endIndex {
                    let character = text[index]
                    let next = text.index(after: index)
                    let characterWidth = character == " " ? 1 : DisplayWidth.of(character)
                    if character == " " {
                        endPart(at: index)
                        tokens.append(Token(kind: .space, style: style))
                        inWord = false
                        partStart = next
                        partWidth = 0
                    } else if characterWidth == 2 {
                        // A wide character is a word of its own: a line may break on either side,
                        // except before a closing bracket or stop, and after an opening bracket.
                        endPart(at: index)
                        let clings = inWord || (tokens.last?.kind == .part && Kinsoku.mayNotStartLine(character))
                        tokens.append(Token(kind: .part, text: text[index..<next], style: style, width: 2, continuesWord: clings))
                        inWord = Kinsoku.mayNotEndLine(character)
                        partStart = next
                        partWidth = 0
                    } else {
                        partWidth += characterWidth
                    }
                    index = next
                }
                endPart(at: text.endIndex)
            }
        }
        return tokens
    }
}

/// The line-breaking rules of Chinese and Japanese typesetting (kinsoku shori), as far as
/// brackets and stops go: a line never starts with a closing bracket or a stop, and never
/// ends with an opening bracket.
enum Kinsoku {
    static func mayNotStartLine(_ character: Character) -> Bool { closing.contains(character) }
    static func mayNotEndLine(_ character: Character) -> Bool { opening.contains(character) }

    private static let closing: Set<Character> = [
        "）", "」", "』", "】", "〕", "〉", "》", "〗", "〙", "〛", "］", "｝", "＞", "”", "’",
        "、", "。", "，", "．", "！", "？", "：", "；", "・", "ー", "々", "…", "‥", "〜",
        ")", "]", "}", ",", ".", "!", "?", ":", ";",
    ]
    private static let opening: Set<Character> = ["（", "「", "『", "【", "〔", "〈", "《", "〖", "〘", "〚", "［", "｛", "＜", "“", "‘"]
}

/// Word wrapping for plain messages (not Markdown), by display width. A word longer than a
/// line is cut at the width, not at its slashes: a message's long words are paths to copy,
/// not columns to read.
public enum TextWrapper {
    public static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            var inline = InlineText()
            inline.append(String(paragraph), .plain)
            return LineWrapper.wrap(inline, width: width, breakingPaths: false).map(\.text)
        }
    }
}
