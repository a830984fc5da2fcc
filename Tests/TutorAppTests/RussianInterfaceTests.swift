@testable import Localization
import Foundation
import Patterns
import Testing
@testable import TutorApp

/// The Russian catalogue: it parses, it keeps every placeholder, and it has every text the
/// interface shows, so nothing on a Russian screen falls back to English.
@Suite struct RussianInterfaceTests {
    private static let entries: [PortableObject.Entry] = (try? PortableObject.entries(russianCatalogueText)) ?? []

    @Test func theCatalogueParses() throws {
        _ = try PortableObject.entries(russianCatalogueText)
        #expect(Self.entries.count > 600)
        #expect(InterfaceCatalogue.forLanguage("ru").language == "ru")
        #expect(InterfaceCatalogue.languages == ["en", "ru"])
    }

    @Test func everyTranslationKeepsItsPlaceholdersAndEveryCountHasThreeForms() {
        var seen: [String: String] = [:]
        for entry in Self.entries {
            if let plural = entry.plural {
                #expect(entry.forms.keys.sorted() == [0, 1, 2], "'\(plural)' needs msgstr[0], [1] and [2]")
                for form in entry.forms.values {
                    #expect(Self.placeholders(form) == Self.placeholders(plural), "'\(form)' against '\(plural)'")
                }
            } else {
                #expect(!entry.translation.isEmpty, "line \(entry.line): '\(entry.id)' is not translated")
                #expect(Self.placeholders(entry.translation) == Self.placeholders(entry.id), "'\(entry.translation)' against '\(entry.id)'")
            }
            let key = entry.plural.map { "plural: " + $0 } ?? entry.id
            let translation = entry.plural == nil ? entry.translation : entry.forms.sorted { $0.key < $1.key }.map(\.value).joined(separator: "|")
            if let earlier = seen[key] { #expect(earlier == translation, "'\(key)' is translated twice, differently") }
            seen[key] = translation
        }
    }

    /// Every literal the code passes to `localized`, every key binding's and course command's
    /// summary, read from the sources as scripts/i18n-extract.py reads them.
    @Test func everyTextInTheSourcesHasARussianForm() throws {
        let catalogue = InterfaceCatalogue.forLanguage("ru")
        let (texts, plurals) = try Self.sourceTexts()
        #expect(texts.count > 500)
        let missing = texts.filter { catalogue.texts[$0] == nil }.sorted()
        #expect(missing.isEmpty, "not in the Russian catalogue (scripts/i18n-extract.py --missing lists them): \(missing)")
        let missingPlurals = plurals.filter { catalogue.plurals[$0] == nil }.sorted()
        #expect(missingPlurals.isEmpty, "counts not in the Russian catalogue: \(missingPlurals)")
    }

    /// Summaries made at run time ("next problem (wheel scrolls)") and rows joined with " / ".
    @Test func everyHelpRowAndCommandSummaryIsTranslated() {
        let catalogue = InterfaceCatalogue.forLanguage("ru")
        var missing: [String] = []
        for table in AppScreen.keyTables {
            for row in table.help {
                for part in row.action.components(separatedBy: " / ") where catalogue.texts[part] == nil { missing.append(part) }
            }
        }
        for entry in CommandParser.names where catalogue.texts[entry.summary] == nil { missing.append(entry.summary) }
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Each live run's title, summary, commands' help, tour notes and family, which the screens
    /// look up as they show them. `PO_SKELETON=FILE` writes the missing ones as PO entries.
    @Test func everyLiveRunsOwnWordsAreTranslated() throws {
        let catalogue = InterfaceCatalogue.forLanguage("ru")
        var missing: [String] = []
        var skeleton = ""
        for demo in DemoRegistry.all {
            let info = demo.info
            let texts = [info.title, info.family.title, info.summary] + info.commands.map(\.help) + info.tour.map(\.note)
                + demo.survivesReset
            let absent = texts.filter { catalogue.texts[$0] == nil }
            missing += absent
            if !absent.isEmpty {
                skeleton += "\n# \(info.family.title): \(info.id)\n"
                for text in absent {
                    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    skeleton += "msgid \"\(escaped)\"\nmsgstr \"\"\n\n"
                }
            }
        }
        missing += DemoSession.sharedCommands.map(\.help).filter { catalogue.texts[$0] == nil }
        if let path = ProcessInfo.processInfo.environment["PO_SKELETON"] {
            try skeleton.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(missing.isEmpty, "\(missing.count) live-run texts have no Russian form: \(missing.prefix(10))")
    }

    @Test func countsDatesAndTimesAreSaidInRussian() throws {
        let calendar = Calendar(identifier: .gregorian)
        var utc = calendar
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let now = try #require(utc.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 9)))
        InterfaceCatalogue.speaking("ru") {
            #expect([1, 2, 5, 11, 21, 22].map { localized(count: $0, one: "{0} lesson", other: "{0} lessons") }
                == ["1 урок", "2 урока", "5 уроков", "11 уроков", "21 урок", "22 урока"])
            #expect(DueText.relative(now.addingTimeInterval(600), from: now, calendar: utc) == "через 10 минут")
            #expect(DueText.relative(now.addingTimeInterval(60), from: now, calendar: utc) == "через 1 минуту")
            #expect(DueText.relative(now.addingTimeInterval(3 * 3600), from: now, calendar: utc) == "через 3 часа")
            #expect(DueText.relative(now.addingTimeInterval(86_400), from: now, calendar: utc) == "завтра (26.11)")
            #expect(DueText.relative(now.addingTimeInterval(6 * 86_400), from: now, calendar: utc) == "через 6 дней (01.12)")
            #expect(DueText.relative(now.addingTimeInterval(2 * 86_400), from: now, calendar: utc) == "через 2 дня (27.11)")
        }
        #expect(DueText.relative(now.addingTimeInterval(6 * 86_400), from: now, calendar: utc) == "in 6 days (12-01)")
    }

    private static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{[0-9]\}/).map { String(text[$0.range]) })
    }

    /// The English texts in Sources/TutorApp and Sources/pattern-tutor, and the `other` form
    /// of every count.
    private static func sourceTexts() throws -> (texts: Set<String>, plurals: Set<String>) {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
        let literal = #""((?:[^"\\\n]|\\.)*)""#
        let singles = [#"localized\(\s*"# + literal + #"\s*[,)]"#,
                       #"KeyHelp\(keys:\s*"# + literal + #",\s*action:\s*"# + literal,
                       #"KeyBinding\(\[[^\]]*\],\s*"# + literal + #",\s*"# + literal,
                       #"\(\[[^\]]*\],\s*"# + literal + #",\s*"# + literal + #"\)"#].map { try! NSRegularExpression(pattern: $0) }
        let plural = try NSRegularExpression(pattern: #"localized\(count:[^,]*,\s*one:\s*"# + literal + #"\s*,\s*other:\s*"# + literal)
        var texts: Set<String> = []
        var plurals: Set<String> = []
        for folder in ["TutorApp", "pattern-tutor", "Progress", "Exercises", "Patterns", "ShapeGame"] {
            let root = sources.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                let range = NSRange(text.startIndex..., in: text)
                for pattern in singles {
                    for match in pattern.matches(in: text, range: range) {
                        let value = unescaped(String(text[Range(match.range(at: match.numberOfRanges - 1), in: text)!]))
                        if !value.contains("\\("), value.contains(/[A-Za-z]{2}/) { texts.insert(value) }
                    }
                }
                for match in plural.matches(in: text, range: range) {
                    plurals.insert(unescaped(String(text[Range(match.range(at: 2), in: text)!])))
                }
            }
        }
        return (texts, plurals)
    }

    private static func unescaped(_ literal: String) -> String {
        literal.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }
}
