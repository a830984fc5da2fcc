import Foundation
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
public struct CourseManifest: Sendable, Hashable {
    public static let fileName = "course.yaml"

    /// What keys the learner's progress: two courses with different ids never share it.
    public var id: String
    public var title: String?
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
        public init(pageLines: Int? = nil) { self.pageLines = pageLines }
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
            return (fallback, [CourseProblem(file: file, message: "\(error)")])
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
                                          message: message))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, Resolver.basic)
        } catch let error as YamlError {
            problems.append(Self.problem(of: error, file: file))
            return (manifest, problems)
        } catch {
            return (manifest, [CourseProblem(file: file, message: "not valid YAML: \(error)")])
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
            case "title": manifest.title = string(value, key)
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
            default:
                problem(keyNode, "unknown lint setting '\(keyNode.scalar?.string ?? "")' (known: page-lines)", .warning)
            }
        }
        return settings
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
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return CourseProblem(file: file, line: mark.line, column: mark.column, message: "not valid YAML: \(problem)")
        default:
            return CourseProblem(file: file, message: "not valid YAML: \(error)")
        }
    }
}
