import Localization

/// A typed command split into its name, positional words and `--flags`.
///
/// Words are separated by spaces; double quotes keep spaces inside one word
/// (`do insert "hello world"`).
public struct DemoInput: Sendable, Equatable {
    public let name: String
    public let words: [String]
    public let flags: Set<String>

    public init(name: String, words: [String] = [], flags: Set<String> = []) {
        self.name = name
        self.words = words
        self.flags = flags
    }

    /// Nil for a blank line.
    public init?(parsing line: String) {
        let tokens = DemoInput.tokens(of: line)
        guard let first = tokens.first else { return nil }
        var words: [String] = []
        var flags: Set<String> = []
        for token in tokens.dropFirst() {
            // A flag starts with a letter, so `--3` stays a word (as in `eval 2 --3`).
            if token.hasPrefix("--"), token.dropFirst(2).first?.isLetter == true {
                flags.insert(String(token.dropFirst(2)))
            } else {
                words.append(token)
            }
        }
        self.init(name: first.lowercased(), words: words, flags: flags)
    }

    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The word at `index`, or nil when it was left out.
    public func word(_ index: Int) -> String? {
        index < words.count ? words[index] : nil
    }

    /// The words from `index` on, joined by spaces: free text such as a message.
    public func text(from index: Int = 0) -> String {
        words.dropFirst(index).joined(separator: " ")
    }

    /// The largest magnitude `integer` accepts. No demo needs more, and the limit lets every
    /// demo count, index and add (`n - 1`, `x + dx`) without checking for overflow.
    public static let integerLimit = 1_000_000_000

    /// The word at `index` as a whole number within ±`integerLimit`; throws a message naming
    /// the argument otherwise.
    public func integer(_ index: Int, named argument: String) throws(DemoError) -> Int {
        guard let word = word(index) else { throw DemoError(localized("{0} needs {1}", name, argument)) }
        guard let value = Int(word) else {
            // A long run of digits is a whole number, just not one the demo can hold.
            let digits = word.hasPrefix("-") ? word.dropFirst() : word[...]
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
                throw DemoError(word.hasPrefix("-") ? localized("{0} is far too small: '{1}'", argument, DemoInput.shortened(word))
                    : localized("{0} is far too large: '{1}'", argument, DemoInput.shortened(word)))
            }
            throw DemoError(localized("{0} must be a whole number, not '{1}'", argument, DemoInput.shortened(word)))
        }
        guard value.magnitude <= UInt(Self.integerLimit) else {
            throw DemoError(value < 0 ? localized("{0} is far too small: '{1}'", argument, word) : localized("{0} is far too large: '{1}'", argument, word))
        }
        return value
    }

    /// The word at `index` as a decimal number.
    public func number(_ index: Int, named argument: String) throws(DemoError) -> Double {
        guard let word = word(index) else { throw DemoError(localized("{0} needs {1}", name, argument)) }
        guard let value = Double(word), value.isFinite else {
            throw DemoError(localized("{0} must be a number, not '{1}'", argument, DemoInput.shortened(word)))
        }
        return value
    }

    /// The word at `index`, which must be one of `choices`.
    public func choice(_ index: Int, named argument: String, among choices: [String]) throws(DemoError) -> String {
        let list = choices.joined(separator: ", ")
        guard let word = word(index)?.lowercased() else { throw DemoError(localized("{0} needs {1}: one of {2}", name, argument, list)) }
        guard choices.contains(word) else { throw DemoError(localized("unknown {0} '{1}': use one of {2}", argument, word, list)) }
        return word
    }

    /// A word quoted back in a message, cut so a pasted essay does not fill the screen.
    static func shortened(_ word: String, to length: Int = 24) -> String {
        word.count <= length ? word : String(word.prefix(length)) + "…"
    }

    static func tokens(of line: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character.isWhitespace && !quoted {
                if started { tokens.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { tokens.append(current) }
        return tokens
    }
}
