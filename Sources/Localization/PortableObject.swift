import Foundation

/// Reads a catalogue written in gettext's PO format, the one translators and their tools
/// know: `msgid` is the English text, `msgstr` the translation; a count's forms are
/// `msgid` (one), `msgid_plural` (other) and `msgstr[0]`, `msgstr[1]`… in the order of the
/// language's plural rule (for Russian: one, few, many). Comments (`#`) are kept out; an
/// entry with an empty `msgstr` is untranslated and left out, so the English shows.
public enum PortableObject {
    public struct Entry: Equatable, Sendable {
        public var id = ""
        public var plural: String?
        public var translation = ""
        public var forms: [Int: String] = [:]
        /// The line of the entry's `msgid`, for problems.
        public var line = 0
    }

    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    public static func entries(_ text: String) throws(Problem) -> [Entry] {
        var entries: [Entry] = []
        var current: Entry?
        // Where a continuation line ("…" alone) goes: the last keyword read.
        var field: String?
        func finish() {
            if let entry = current, !entry.id.isEmpty { entries.append(entry) }
            current = nil
            field = nil
        }
        // Read as bytes: every character that matters here is ASCII, and the catalogue is read
        // at start-up (Character by Character, the Russian one took 300 ms).
        var number = 0
        for raw in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let line = trimmed(raw)
            guard let first = line.first, first != UInt8(ascii: "#") else { continue }
            if first == UInt8(ascii: "\"") {
                guard current != nil, let field else { throw Problem(line: number, message: "a string with no keyword before it") }
                append(try quoted(line, line: number), to: field, of: &current!)
                continue
            }
            guard let space = line.firstIndex(of: UInt8(ascii: " ")) else {
                throw Problem(line: number, message: "expected a keyword and a string")
            }
            let keyword = String(decoding: line[..<space], as: UTF8.self)
            let value = try quoted(trimmed(line[line.index(after: space)...]), line: number)
            if keyword == "msgid" {
                finish()
                current = Entry(line: number)
            }
            guard current != nil else { throw Problem(line: number, message: "'\(keyword)' before any msgid") }
            guard keyword == "msgid" || keyword == "msgid_plural" || keyword == "msgstr" || form(of: keyword) != nil else {
                throw Problem(line: number, message: "unknown keyword '\(keyword)'")
            }
            field = keyword
            append(value, to: keyword, of: &current!)
        }
        finish()
        return entries
    }

    private static func trimmed(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return bytes[bytes.endIndex...]
        }
        return bytes[first...last]
    }

    /// `msgstr[2]` → 2.
    private static func form(of keyword: String) -> Int? {
        guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]") else { return nil }
        return Int(keyword.dropFirst(7).dropLast())
    }

    private static func append(_ value: String, to field: String, of entry: inout Entry) {
        switch field {
        case "msgid": entry.id += value
        case "msgid_plural": entry.plural = (entry.plural ?? "") + value
        case "msgstr": entry.translation += value
        default: if let form = form(of: field) { entry.forms[form, default: ""] += value }
        }
    }

    /// The text of `"…"`, its escapes read (`\"`, `\\`, `\n`, `\t`).
    private static func quoted(_ bytes: Substring.UTF8View.SubSequence, line: Int) throws(Problem) -> String {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        guard bytes.count >= 2, bytes.first == quote, bytes.last == quote else {
            throw Problem(line: line, message: "a string must be in double quotes")
        }
        let inside = bytes.dropFirst().dropLast()
        // Most strings have no escape at all: one copy.
        guard inside.contains(where: { $0 == backslash || $0 == quote }) else { return String(decoding: inside, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(inside.count)
        var escaped = false
        for byte in inside {
            if escaped {
                switch byte {
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                default: result.append(byte)
                }
                escaped = false
            } else if byte == backslash {
                escaped = true
            } else if byte == quote {
                throw Problem(line: line, message: "an unescaped \" inside a string")
            } else {
                result.append(byte)
            }
        }
        if escaped { throw Problem(line: line, message: "a string ends in a lone backslash") }
        return String(decoding: result, as: UTF8.self)
    }
}

extension InterfaceCatalogue {
    /// A catalogue from PO text; `order` names the plural categories of `msgstr[0]`, `[1]`….
    /// Entries with no translation are left out, so their English shows.
    public init(language: String, portableObject text: String, pluralRule: PluralRule, order: [PluralCategory],
         dayLabels: DayLabelOrder = .monthFirst) throws(PortableObject.Problem) {
        var texts: [String: String] = [:]
        var plurals: [String: [PluralCategory: String]] = [:]
        for entry in try PortableObject.entries(text) {
            if let other = entry.plural {
                var forms: [PluralCategory: String] = [:]
                for (index, form) in entry.forms where !form.isEmpty && order.indices.contains(index) {
                    forms[order[index]] = form
                }
                if !forms.isEmpty { plurals[other] = forms }
            } else if !entry.translation.isEmpty {
                texts[entry.id] = entry.translation
            }
        }
        self.init(language: language, texts: texts, plurals: plurals, pluralRule: pluralRule, dayLabels: dayLabels)
    }
}
