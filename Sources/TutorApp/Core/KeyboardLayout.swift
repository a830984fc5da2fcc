import TerminalKit

/// The Russian keyboard layout (ЙЦУКЕН) against the Latin one (QWERTY), key by key: a learner
/// who writes Russian presses the app's keys with that layout on, and each letter arrives as
/// the Cyrillic one on the same physical key.
public enum KeyboardLayout {
    /// The Latin key on the same place as `key`, when `key` is a Cyrillic letter of the
    /// Russian layout (upper case for upper case); any other key as it is.
    public static func latin(for key: Key) -> Key {
        guard case .character(let character) = key, let latin = latinTwins[character] else { return key }
        return .character(latin)
    }

    /// Row by row, as printed on a Russian keyboard: `ё` on the key of the backquote, `х` `ъ`
    /// on the brackets, `ж` `э` on ; and ', `б` `ю` on , and .
    private static let latinTwins: [Character: Character] = {
        let cyrillic = Array("йцукенгшщзхъфывапролджэячсмитьбюё")
        let latin = Array("qwertyuiop[]asdfghjkl;'zxcvbnm,.`")
        // With Shift, a letter key gives the capital, a punctuation key what Shift gives there
        // (Ж on the key of ; and :, so the physical ':' still opens the command line).
        let shifted: [Character: Character] = ["[": "{", "]": "}", ";": ":", "'": "\"", ",": "<", ".": ">", "`": "~"]
        var twins: [Character: Character] = [:]
        for (russian, english) in zip(cyrillic, latin) {
            twins[russian] = english
            guard let capital = russian.uppercased().first else { continue }
            twins[capital] = english.isLetter ? english.uppercased().first : shifted[english]
        }
        return twins
    }()
}
