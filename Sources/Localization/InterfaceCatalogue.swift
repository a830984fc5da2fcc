import Foundation
/// The interface's own words, one catalogue per language. A text is written in English where
/// it is used and looked up by that English form, as gettext does: the English catalogue is
/// the code itself, and another language's catalogue maps each English text to its own. A
/// text a catalogue lacks stays English, so a half-translated interface still says all.
public struct InterfaceCatalogue: Sendable {
    public let language: String
    /// English template → this language's, with the same `{0}`, `{1}` placeholders.
    public let texts: [String: String]
    /// A count's English `other` form → this language's form for each plural category.
    public let plurals: [String: [PluralCategory: String]]
    public let pluralRule: PluralRule
    /// How a day is written in charts and due dates: `12-01` or `01.12`.
    public let dayLabels: DayLabelOrder

    public init(language: String, texts: [String: String] = [:], plurals: [String: [PluralCategory: String]] = [:],
                pluralRule: PluralRule, dayLabels: DayLabelOrder = .monthFirst) {
        self.language = language
        self.texts = texts
        self.plurals = plurals
        self.pluralRule = pluralRule
        self.dayLabels = dayLabels
    }

    public static let english = InterfaceCatalogue(language: "en", pluralRule: .oneOrOther)

    /// The languages the interface speaks.
    public static let languages = ["en", "ru"]

    /// The catalogue for `language`; English when there is none.
    public static func forLanguage(_ language: String) -> InterfaceCatalogue {
        // Each catalogue is read the first time its language is asked for, so an English
        // session never parses the Russian one.
        switch language {
        case "ru": .russian
        default: .english
        }
    }

    /// The catalogue the interface speaks in now: the runtime binds it to the course's language
    /// for each step and each drawing, so views and reducers stay functions of their input.
    @TaskLocal public static var current = InterfaceCatalogue.english

    /// Runs `body` with the interface speaking `language`.
    public static func speaking<Result>(_ language: String, _ body: () throws -> Result) rethrows -> Result {
        let catalogue = forLanguage(language)
        if catalogue.language == current.language { return try body() }
        return try $current.withValue(catalogue, operation: body)
    }

    /// CLDR's plural categories, as far as the interface's languages need them.
    public enum PluralCategory: Sendable, Hashable { case one, few, many, other }

    /// How a language picks a count's form.
    public enum PluralRule: Sendable {
        /// English, German…: 1 is `one`, every other count `other`.
        case oneOrOther
        /// Russian, Ukrainian: 1, 21, 31… `one`; 2–4, 22–24… `few`; the rest `many`.
        case eastSlavic
        /// Chinese, Japanese: one form for every count.
        case invariable

        public func category(of count: Int) -> PluralCategory {
            switch self {
            case .oneOrOther: return count == 1 ? .one : .other
            case .invariable: return .other
            case .eastSlavic:
                let (tens, units) = (abs(count) % 100, abs(count) % 10)
                if units == 1, tens != 11 { return .one }
                if (2...4).contains(units), !(12...14).contains(tens) { return .few }
                return .many
            }
        }
    }

    func text(_ english: String) -> String { texts[english] ?? english }

    func form(count: Int, one: String, other: String) -> String {
        let category = pluralRule.category(of: count)
        if let forms = plurals[other], let form = forms[category] ?? forms[.other] { return form }
        return count == 1 ? one : other
    }
}

/// `template` in the interface's language, each `{0}`, `{1}`… replaced by the argument at
/// that place.
public func localized(_ template: String, _ arguments: Any...) -> String {
    filled(InterfaceCatalogue.current.text(template), arguments)
}

/// A count with its words, in the form the interface's language wants for it:
/// `localized(count: n, one: "{0} lesson", other: "{0} lessons")`. `{0}` is the count; more
/// arguments follow as `{1}`….
public func localized(count: Int, one: String, other: String, _ arguments: Any...) -> String {
    filled(InterfaceCatalogue.current.form(count: count, one: one, other: other), [count] + arguments)
}

/// One pass over the template, so an argument that itself holds `{1}` (a lesson's title is
/// the author's text) is never filled in again.
private func filled(_ template: String, _ arguments: [Any]) -> String {
    guard !arguments.isEmpty, template.contains("{") else { return template }
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        let afterOpen = rest[rest.index(after: open)...]
        if let close = afterOpen.firstIndex(of: "}"), let index = Int(afterOpen[..<close]), arguments.indices.contains(index) {
            result += "\(arguments[index])"
            rest = afterOpen[afterOpen.index(after: close)...]
        } else {
            result += "{"
            rest = afterOpen
        }
    }
    return result + rest
}

/// The order a language writes a day and its month in: `12-01`, or `01.12` in Russian.
public enum DayLabelOrder: Sendable {
    case monthFirst, dayFirst
}
