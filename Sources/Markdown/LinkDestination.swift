/// What a link's or an image's destination is, read the same way by lint and by the reader.
public enum LinkDestination {
    /// The URL scheme (`https`, `file`, `lesson`), lowercased, if the destination starts with one.
    public static func scheme(of destination: String) -> String? {
        guard let colon = destination.firstIndex(of: ":") else { return nil }
        let candidate = destination[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter,
              candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return candidate.lowercased()
    }
}

/// What a fenced code block's info string says about showing it.
public enum CodeFence {
    /// A ```` ```swift prelude ```` block is compiled before the lesson's other blocks and
    /// never shown: the types and helpers the shown code takes for granted.
    public static func isHidden(info: String) -> Bool {
        let words = info.split(separator: " ")
        return words.first?.lowercased() == "swift" && words.dropFirst().contains("prelude")
    }
}
