import Foundation

/// Escape sequences and control characters a hostile lesson tries to send to the terminal,
/// each followed in the fixtures by a marker of its own (`Q01`...), so a check can tell
/// the payload's sequence from the same bytes written by curses.
enum HostilePayload: CaseIterable {
    case clearScreen, red, clipboardBEL, clipboardST, windowTitle, bell, backspace, carriageReturn, delete
    case nextLine, c1CSI, rightToLeftOverride, isolates

    /// The raw characters.
    var raw: String {
        switch self {
        case .clearScreen: "\u{1B}[2J"
        case .red: "\u{1B}[31m"
        case .clipboardBEL: "\u{1B}]52;c;SGVsbG8=\u{07}"
        case .clipboardST: "\u{1B}]52;c;SGk=\u{1B}\\"
        case .windowTitle: "\u{1B}]0;pwned\u{07}"
        case .bell: "\u{07}"
        case .backspace: "\u{08}"
        case .carriageReturn: "\r"
        case .delete: "\u{7F}"
        case .nextLine: "\u{85}"
        case .c1CSI: "\u{9B}2J"
        case .rightToLeftOverride: "\u{202E}"
        case .isolates: "\u{2066}\u{2067}\u{2068}\u{2069}"
        }
    }

    /// What the app must show instead: the visible escapes of TerminalText.sanitized.
    var visible: String {
        var result = ""
        for scalar in raw.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F: result += "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
            case 0x7F: result += "^?"
            case 0x80...0x9F, 0x2066...0x2069, 0x202E: result += "<U+" + String(format: "%04X", scalar.value) + ">"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The payload as a YAML double-quoted string writes it.
    var yaml: String { escaped { scalar in String(format: scalar.value > 0xFF ? "\\u%04X" : "\\x%02X", scalar.value) } }

    /// The payload as Markdown character references, which cmark-gfm decodes in text.
    var markdown: String { escaped { "&#x" + String(scalar: $0) + ";" } }

    private func escaped(_ control: (Unicode.Scalar) -> String) -> String {
        raw.unicodeScalars.map { scalar in
            let printable = scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\\"
            return printable ? String(scalar) : control(scalar)
        }.joined()
    }

    var index: Int { Self.allCases.firstIndex(of: self)! }
}

private extension String {
    init(scalar: Unicode.Scalar) { self = String(scalar.value, radix: 16, uppercase: true) }
}

/// A payload placed somewhere, with the marker written right after it.
struct Injection {
    var payload: HostilePayload
    /// Where it was placed, e.g. "title".
    var place: String
    var marker: String

    var rawText: String { payload.raw + marker }
    var visibleText: String { payload.visible + marker }
}

/// Places payloads and remembers every one, for the figures and the checks.
final class InjectionLedger {
    private(set) var injections: [Injection] = []

    /// The next payload (cycling through all of them) for `place`, with a fresh marker.
    func next(_ place: String, _ payload: HostilePayload? = nil) -> Injection {
        let chosen = payload ?? HostilePayload.allCases[injections.count % HostilePayload.allCases.count]
        let injection = Injection(payload: chosen, place: place, marker: String(format: "Q%02d", injections.count + 1))
        injections.append(injection)
        return injection
    }

    var byteCount: Int { injections.reduce(0) { $0 + $1.payload.raw.utf8.count } }
}

/// What must never be written to a text stream (plain mode, show, lint, errors): a C0
/// control other than a line end (and tab where allowed), DEL, a C1 control, a
/// bidirectional control, or bytes that are not UTF-8. Returns what was found.
func terminalUnsafeContent(_ bytes: Data, allowingTabs: Bool = false) -> [String] {
    guard let text = String(validating: bytes, as: UTF8.self) else {
        return ["bytes that are not UTF-8"]
    }
    var found: Set<String> = []
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x0A: continue
        case 0x09 where allowingTabs: continue
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            found.insert(String(format: "U+%04X", scalar.value))
        default: continue
        }
    }
    return found.sorted()
}
