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
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let number = index + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("\"") {
                guard current != nil, let field else { throw Problem(line: number, message: "a string with no keyword before it") }
                let value = try quoted(line, line: number)
                append(value, to: field, of: &current!)
                continue
            }
            guard let space = line.firstIndex(of: " ") else { throw Problem(line: number, message: "expected a keyword and a string") }
            let keyword = String(line[..<space])
            let value = try quoted(line[line.index(after: space)...].trimmingCharacters(in: .whitespaces), line: number)
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
    private static func quoted(_ text: String, line: Int) throws(Problem) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
            throw Problem(line: line, message: "a string must be in double quotes")
        }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                throw Problem(line: line, message: "an unescaped \" inside a string")
            } else {
                result.append(character)
            }
        }
        if escaped { throw Problem(line: line, message: "a string ends in a lone backslash") }
        return result
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
