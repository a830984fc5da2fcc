extension String {
    /// The text's lines, split at every line feed, empty lines kept: the same as
    /// `split(separator: "\n", omittingEmptySubsequences: false)` for text whose line ends are
    /// `\n` (lesson files are read with `\r\n` turned into `\n`).
    ///
    /// Splitting by `Character` walks grapheme clusters, far too slow for every line of every
    /// lesson. A line feed is a single byte that never occurs inside another character's
    /// UTF-8, so the bytes can be scanned directly.
    public func splitLines() -> [Substring] {
        self[...].split(atASCII: 0x0A)
    }
}

extension Substring {
    /// The pieces between every occurrence of one ASCII byte, empty pieces kept. An ASCII byte
    /// never occurs inside another character's UTF-8; only for a line feed or a tab, which are
    /// always characters of their own, is this the same as splitting by `Character`.
    func split(atASCII separator: UInt8) -> [Substring] {
        var pieces: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == separator {
                pieces.append(self[start..<index])
                start = bytes.index(after: index)
            }
            bytes.formIndex(after: &index)
        }
        pieces.append(self[start..<bytes.endIndex])
        return pieces
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end: what `trimmingCharacters(in: .whitespaces)`
    /// gives (tab and the Unicode space separators), without a trip through Foundation for each
    /// line of each lesson.
    func trimmingHorizontalSpace() -> SubSequence {
        trimming { character in
            if character.isASCII { return character == " " || character == "\t" }
            return character.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        }
    }

    /// The text without white space (line breaks too) at either end, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives, with the same fast path.
    func trimmingWhitespace() -> SubSequence {
        trimming { character in
            if character.isASCII { return character == " " || character == "\t" || character.isNewline }
            return character.isWhitespace
        }
    }

    private func trimming(_ isSpace: (Character) -> Bool) -> SubSequence {
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex..<endIndex]
        }
        return self[first...last]
    }
}
