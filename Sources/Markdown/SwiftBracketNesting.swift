/// How deeply a piece of Swift nests square brackets, counted before swift-syntax sees it.
///
/// swift-syntax's parser takes time exponential in that depth when each `[` starts the next
/// (`[[[[`, `[([(`, `[@[@`): every level doubles the work, and eighteen levels took ten
/// seconds, found by fuzzing the lesson loader. Lint and the highlighter therefore hand it no
/// code that nests deeper than `limit`; no real program comes near it. Brackets are counted
/// everywhere, in strings and comments too: a lexer here could be fooled into missing some,
/// and counting a few too many only ever costs a quoted bracket its colour.
public enum SwiftBracketNesting {
    public static let limit = 10

    /// The line and column (1-based; the column in UTF-8 bytes, as swift-syntax counts) of
    /// the first `[` that nests deeper than `limit`, or nil when none does.
    public static func firstTooDeep(in code: String) -> (line: Int, column: Int)? {
        var depth = 0
        var line = 1
        var column = 0
        for byte in code.utf8 {
            column += 1
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return (line, column) }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        return nil
    }
}
