import Foundation
import TextMatching
import Yams

/// What a course says of itself in `course.yaml` at its root. Every key is optional, and so
/// is the file: without it a course is known by its folder's name, in English.
///
///     id: swift-patterns          # keys the learner's progress; kebab-case
///     title: Design Patterns in Swift
///     version: 1.2
///     authors: [Ada, Grace]
///     licence: CC-BY-4.0          # `license` is read too
///     languages: [en, ru]         # the original first
///     lint:
///       page-lines: 60            # the longest page lint accepts
///       swift-mode: 5             # the language mode of `lint --compile` (default 6)
///       accept:                   # warnings kept on purpose
///         - rule: code-block-length
///           file: 02-creational/03-builder.md
public struct CourseManifest: Sendable, Hashable {
    public static let fileName = "course.yaml"

    /// What keys the learner's progress: two courses with different ids never share it.
    public var id: String
    public var title: String?
    /// The title in each language `title:` names, when it is a mapping (`ru: Паттерны…`).
    public var titles: [String: String] = [:]
    public var version: String?
    public var authors: [String] = []
    public var licence: String?
    /// The languages the course is written in, its original first.
    public var languages: [String]
    public var lint = LintSettings()
    /// Whether the course folder has a manifest at all (else everything above is derived).
    public var isWritten = false
    /// The line of each top-level key in the file, for messages about it.
    public var keyLines: [String: Int] = [:]

    public struct LintSettings: Sendable, Hashable {
        /// The most source lines a page may have before lint warns; nil for lint's own limit.
        public var pageLines: Int?
        /// Warnings the course's authors have looked at and keep: lint counts them apart.
        public var accept: [Acceptance] = []
        /// The Swift language mode `lint --compile` uses for blocks that do not name one.
        public var swiftMode: Int?
        public init(pageLines: Int? = nil, accept: [Acceptance] = []) {
            self.pageLines = pageLines
            self.accept = accept
        }
    }

    /// One `lint: accept:` entry: the warnings of one rule, of one file (or folder), or of one
    /// rule in one file. Errors are never accepted: they skip a lesson whatever lint says.
    public struct Acceptance: Sendable, Hashable {
        public var rule: LintRule?
        /// Relative to the course folder.
        public var file: String?
        /// Where the entry is written in `course.yaml`.
        public var line: Int
        public var column: Int

        public init(rule: LintRule? = nil, file: String? = nil, line: Int = 1, column: Int = 1) {
            self.rule = rule
            self.file = file
            self.line = line
            self.column = column
        }

        /// Whether the entry accepts `problem`, a warning of the course in `directory`.
        public func accepts(_ problem: CourseProblem, courseDirectory directory: String) -> Bool {
            guard problem.severity == .warning else { return false }
            if let rule, problem.rule != rule { return false }
            guard let file else { return true }
            let base = URL(fileURLWithPath: directory).standardizedFileURL.path
            let named = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: base + "/")).standardizedFileURL.path
            let path = URL(fileURLWithPath: problem.file).standardizedFileURL.path
            return path == named || path.hasPrefix(named.hasSuffix("/") ? named : named + "/")
        }

        /// How the entry reads in a message: "rule page-length in 01-a/02-b.md".
        public var summary: String {
            [rule.map { "rule \($0.rawValue)" }, file.map { "in \($0)" }].compactMap { $0 }.joined(separator: " ")
        }
    }

    public init(id: String, title: String? = nil, languages: [String] = [CourseManifest.defaultLanguage]) {
        self.id = id
        self.title = title
        self.languages = languages
    }

    /// A course that does not name its language is taken to be in English.
    public static let defaultLanguage = "en"

    /// The language lessons are written in; translations sit beside them (`x.ru.md`).
    public var originalLanguage: String { languages.first ?? Self.defaultLanguage }

    /// The manifest of the course in `directory`, and what is wrong with it. A manifest with
    /// errors still gives what could be read, so the course opens with its folder's id.
    public static func read(courseDirectory directory: String) -> (manifest: CourseManifest, problems: [CourseProblem]) {
        let fallback = CourseManifest(id: idFromFolder(directory))
        let file = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
        guard FileManager.default.fileExists(atPath: file) else { return (fallback, []) }
        let text: String
        do {
            text = try LessonFile.text(atPath: file)
        } catch {
            return (fallback, [CourseProblem(file: file, rule: .unreadable, message: "\(error)")])
        }
        return parse(text, file: file, fallback: fallback)
    }

    /// The folder's name as an id: lower case, with a hyphen for each run of other characters
    /// (`My Course_2` → `my-course-2`).
    public static func idFromFolder(_ directory: String) -> String {
        let name = URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
        var id = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                id.append(character)
            } else if !id.isEmpty, id.last != "-" {
                id.append("-")
            }
        }
        while id.last == "-" { id.removeLast() }
        return id.isEmpty ? "course" : id
    }

    static func parse(_ text: String, file: String, fallback: CourseManifest) -> (manifest: CourseManifest, problems: [CourseProblem]) {
        var manifest = fallback
        manifest.isWritten = true
        var problems: [CourseProblem] = []
        func problem(_ node: Node?, _ message: String, severity: CourseProblem.Severity = .error) {
            let mark = node?.mark
            problems.append(CourseProblem(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, severity: severity,
                                          rule: .manifest, message: message))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, Resolver.basic)
        } catch let error as YamlError {
            problems.append(Self.problem(of: error, file: file))
            return (manifest, problems)
        } catch {
            return (manifest, [CourseProblem(file: file, rule: .yaml, message: "not valid YAML: \(error)")])
        }
        guard let root else { return (manifest, []) }
        guard let mapping = root.mapping else {
            problem(root, "\(fileName) should be a mapping of keys (id, title, version, authors, licence, languages, lint)")
            return (manifest, problems)
        }
        func string(_ node: Node, _ key: String) -> String? {
            guard let scalar = node.scalar, !scalar.string.trimmingCharacters(in: .whitespaces).isEmpty else {
                problem(node, "'\(key)' should be a non-empty string")
                return nil
            }
            return scalar.string.trimmingCharacters(in: .whitespaces)
        }
        func strings(_ node: Node, _ key: String) -> [String]? {
            if let single = node.scalar, !single.string.isEmpty { return [single.string] }
            guard let sequence = node.sequence else {
                problem(node, "'\(key)' should be a list of strings")
                return nil
            }
            var values: [String] = []
            for element in sequence {
                guard let value = string(element, key) else { return nil }
                values.append(value)
            }
            return values
        }
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            manifest.keyLines[key] = keyNode.mark?.line
            switch key {
            case "id":
                guard let id = string(value, key) else { continue }
                if isKebabCase(id) {
                    manifest.id = id
                } else {
                    problem(value, "the course id '\(id)' should be kebab-case, like swift-patterns: it names the progress kept for the course")
                }
            case "title":
                if let mapping = value.mapping {
                    for (language, title) in mapping {
                        guard let code = language.scalar?.string, isLanguageCode(code) else {
                            problem(language, "'title' in several languages maps language codes to titles (en: …, ru: …)")
                            continue
                        }
                        manifest.titles[code.lowercased()] = string(title, key)
                    }
                } else {
                    manifest.title = string(value, key)
                }
            case "version": manifest.version = string(value, key)
            case "authors", "author": manifest.authors = strings(value, key) ?? []
            case "licence", "license": manifest.licence = string(value, key)
            case "languages":
                guard let languages = strings(value, key) else { continue }
                let bad = languages.filter { !isLanguageCode($0) }
                if !bad.isEmpty || languages.isEmpty {
                    problem(value, "'languages' should list language codes such as en, ru, zh (the original first); not: "
                            + bad.joined(separator: ", "))
                } else {
                    var seen: Set<String> = []
                    manifest.languages = languages.map { $0.lowercased() }.filter { seen.insert($0).inserted }
                }
            case "lint":
                manifest.lint = lintSettings(value, problem: problem)
            default:
                problem(keyNode, "unknown key '\(key)' (known: id, title, version, authors, licence, languages, lint)", severity: .warning)
            }
        }
        if manifest.title == nil { manifest.title = manifest.titles[manifest.originalLanguage] ?? manifest.titles.values.sorted().first }
        return (manifest, problems)
    }

    private static func lintSettings(_ node: Node, problem: (Node?, String, CourseProblem.Severity) -> Void) -> LintSettings {
        var settings = LintSettings()
        guard let mapping = node.mapping else {
            problem(node, "'lint' should be a mapping of settings, like 'page-lines: 60'", .error)
            return settings
        }
        for (keyNode, value) in mapping {
            switch keyNode.scalar?.string {
            case "page-lines":
                if let lines = value.scalar.flatMap({ Int($0.string) }), lines >= 10 {
                    settings.pageLines = lines
                } else {
                    problem(value, "'page-lines' should be a whole number of lines, 10 or more", .error)
                }
            case "accept":
                settings.accept = acceptances(value, problem: problem)
            case "swift-mode":
                if let mode = value.scalar.flatMap({ Int($0.string) }), [4, 5, 6].contains(mode) {
                    settings.swiftMode = mode
                } else {
                    problem(value, "'swift-mode' should be the Swift language mode blocks are compiled in: 4, 5 or 6", .error)
                }
            default:
                problem(keyNode, "unknown lint setting '\(keyNode.scalar?.string ?? "")' (known: page-lines, accept, swift-mode)", .warning)
            }
        }
        return settings
    }

    /// `accept:` as a list of entries, each with `rule:`, `file:` or both.
    private static func acceptances(_ node: Node, problem: (Node?, String, CourseProblem.Severity) -> Void) -> [Acceptance] {
        let example = "like '- rule: code-block-length' and/or 'file: 01-basics/02-long.md'"
        guard let entries = node.sequence else {
            problem(node, "'accept' should be a list of entries, \(example)", .error)
            return []
        }
        var accepted: [Acceptance] = []
        for entry in entries {
            guard let mapping = entry.mapping, !mapping.isEmpty else {
                problem(entry, "an 'accept' entry should name a rule, a file or both, \(example)", .error)
                continue
            }
            var acceptance = Acceptance(line: entry.mark?.line ?? 1, column: entry.mark?.column ?? 1)
            var valid = true
            for (keyNode, value) in mapping {
                let text = value.scalar?.string.trimmingCharacters(in: .whitespaces) ?? ""
                switch keyNode.scalar?.string {
                case "rule":
                    if let rule = LintRule(rawValue: text) {
                        acceptance.rule = rule
                    } else {
                        let close = EditDistance.closest(to: text, among: LintRule.allCases.map(\.rawValue), limit: 1)
                        problem(value, "'\(text)' is no lint rule" + (close.first.map { " (did you mean '\($0)'?)" } ?? "")
                                + "; lint prints each problem's rule in brackets", .error)
                        valid = false
                    }
                case "file":
                    if text.isEmpty || text.hasPrefix("/") {
                        problem(value, "'file' should be a path inside the course folder, like 01-basics/02-long.md", .error)
                        valid = false
                    } else {
                        acceptance.file = text
                    }
                default:
                    problem(keyNode, "unknown key '\(keyNode.scalar?.string ?? "")' in an 'accept' entry (known: rule, file)", .warning)
                }
            }
            if valid, acceptance.rule != nil || acceptance.file != nil { accepted.append(acceptance) }
        }
        return accepted
    }

    static func isKebabCase(_ id: String) -> Bool {
        !id.isEmpty && id.first != "-" && id.last != "-"
            && id.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }

    /// Two or three ASCII letters: the ISO 639 codes translation files are named with.
    public static func isLanguageCode(_ code: String) -> Bool {
        (2...3).contains(code.count) && code.allSatisfy { $0.isASCII && $0.isLetter }
    }

    private static func problem(of error: YamlError, file: String) -> CourseProblem {
        guard let place = YAMLErrorPlace(error) else {
            return CourseProblem(file: file, rule: .yaml, message: "not valid YAML: \(error)")
        }
        return CourseProblem(file: file, line: place.line, column: place.column, rule: .yaml, message: "not valid YAML: \(place.message)")
    }
}
