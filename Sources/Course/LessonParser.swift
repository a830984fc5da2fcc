import Foundation
import Markdown
import Yams

/// Splits a file into its YAML front matter and Markdown body.
public enum FrontMatterSplitter {
    struct Result {
        var frontMatter: FrontMatter
        var body: String
        /// The body's lines, as split from the file (not split again).
        var bodyLines: ArraySlice<Substring>
        /// Lines before the body, so body line N is file line N + bodyLineOffset.
        var bodyLineOffset: Int
        var hasFrontMatter: Bool
        /// File line of each top-level key, for messages about a key.
        var keyLines: [String: Int]
    }

    /// The Markdown after the front matter, for showing a file as it reads; the text
    /// unchanged when there is no complete front matter.
    public static func body(of source: String) -> String {
        let lines = source.splitLines()
        guard let closing = closingLine(in: lines) else { return source }
        return lines[(closing + 1)...].joined(separator: "\n")
    }

    /// Index of the line that closes front matter opened on the first line, if any.
    private static func closingLine(in lines: [Substring]) -> Int? {
        guard lines.first.map({ $0.trimmingHorizontalSpace() }) == "---" else { return nil }
        return lines.dropFirst().firstIndex {
            let trimmed = $0.trimmingHorizontalSpace()
            return trimmed == "---" || trimmed == "..."
        }
    }

    static func split(_ source: String, file: String) throws -> Result {
        let lines = source.splitLines()
        guard lines.first.map({ $0.trimmingHorizontalSpace() }) == "---" else {
            return Result(frontMatter: FrontMatter(), body: source, bodyLines: lines[...], bodyLineOffset: 0,
                          hasFrontMatter: false, keyLines: [:])
        }
        guard let closing = closingLine(in: lines) else {
            throw CourseProblem(file: file, line: 1, rule: .frontMatter, message: "front matter opened with '---' is never closed")
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        let frontMatter: FrontMatter
        do {
            frontMatter = yaml.allSatisfy(\.isWhitespace) ? FrontMatter() : try FrontMatterDecoder.frontMatter(from: yaml)
        } catch {
            if let place = yamlError(in: error).flatMap(YAMLErrorPlace.init) {
                throw CourseProblem(file: file, line: 1 + place.line, column: place.column, rule: .yaml,
                                    message: "front matter: not valid YAML: \(place.message)")
            }
            let line = keyLine(of: error, in: lines[1..<closing]) ?? 0
            throw CourseProblem(file: file, line: 2 + line, rule: .frontMatter, message: "front matter: \(describe(error))")
        }
        let body = lines[(closing + 1)...].joined(separator: "\n")
        return Result(frontMatter: frontMatter, body: body, bodyLines: lines[(closing + 1)...], bodyLineOffset: closing + 1,
                      hasFrontMatter: true, keyLines: topLevelKeys(in: lines[1..<closing]))
    }

    /// The YAML error inside a decoding error, where Yams puts it.
    private static func yamlError(in error: Error) -> YamlError? {
        if let yamlError = error as? YamlError { return yamlError }
        if case DecodingError.dataCorrupted(let context) = error { return context.underlyingError.flatMap(yamlError(in:)) }
        return nil
    }

    /// `key:` at the start of a line is a top-level key; its file line is its index + 1.
    static func topLevelKeys(in yaml: ArraySlice<Substring>) -> [String: Int] {
        var keys: [String: Int] = [:]
        for (index, line) in zip(yaml.indices, yaml) {
            guard let first = line.first, first != " ", first != "#", first != "-", let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon].trimmingHorizontalSpace())
            if !key.isEmpty, keys[key] == nil { keys[key] = index + 1 }
        }
        return keys
    }

    /// Zero-based line of the key a type error is about, found by its `key:` prefix.
    private static func keyLine(of error: Error, in yaml: ArraySlice<Substring>) -> Int? {
        guard case DecodingError.typeMismatch(_, let context) = error,
              let key = context.codingPath.first?.stringValue,
              let index = yaml.firstIndex(where: { $0.hasPrefix(key + ":") }) else { return nil }
        return index - yaml.startIndex
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let key = context.codingPath.first?.stringValue ?? "?"
            return "'\(key)' should be \(expectedType(ofKey: key))"
        case DecodingError.dataCorrupted(let context):
            return context.debugDescription
        default:
            return "\(error)"
        }
    }

    private static func expectedType(ofKey key: String) -> String {
        ["aliases", "tags", "requires"].contains(key) ? "a list of strings" : "a string"
    }
}

/// Cuts a lesson body into pages at its level-2 headings, as cmark-gfm finds them (so a
/// `##` inside a code block is not a page break). The quiz section is not a page.
public enum PageSplitter {
    public static func pages(of body: String, lessonTitle: String, quizHeading: String? = nil,
                             lineOffset: Int = 0) -> [LessonPage] {
        pages(of: body, document: MarkdownDocument(parsing: body), lessonTitle: lessonTitle,
              quizHeading: quizHeading, lineOffset: lineOffset)
    }

    /// The top-level blocks of the quiz section: after its `##` heading, up to the next one.
    public static func quizBlocks(in document: MarkdownDocument, quizHeading: String?) -> [Block] {
        var blocks: [Block] = []
        var inQuiz = false
        for block in document.blocks {
            if case .heading(2, let inlines) = block.kind {
                inQuiz = isQuiz(inlines.plainText, quizHeading: quizHeading)
                continue
            }
            if inQuiz { blocks.append(block) }
        }
        return blocks
    }

    /// How many `##` sections are quiz sections.
    static func quizSectionCount(in document: MarkdownDocument, quizHeading: String?) -> Int {
        document.blocks.count { block in
            guard case .heading(2, let inlines) = block.kind else { return false }
            return isQuiz(inlines.plainText, quizHeading: quizHeading)
        }
    }

    /// With `source`, pages keep where they are in the file instead of their text. A page's
    /// checkpoint is not part of its text, and exercise sections are not pages.
    static func pages(of body: String, document: MarkdownDocument, lessonTitle: String, quizHeading: String?,
                      lineOffset: Int, lines: [Substring]? = nil, source: LessonSource? = nil,
                      exerciseLabel: String? = nil) -> [LessonPage] {
        let lines = lines ?? body.splitLines()
        return spans(of: document, lines: lines, lessonTitle: lessonTitle, quizHeading: quizHeading,
                     exerciseLabel: exerciseLabel).map { span in
            // cmark-gfm also ends a line at a lone carriage return, which these lines do not, so
            // its line numbers can run past them (found by fuzzing; lint reports the CR itself).
            let range = span.shown.clamped(to: 0..<lines.count)
            guard let source else {
                return LessonPage(title: span.title, markdown: trimmed(lines[range].joined(separator: "\n")), line: lineOffset + span.line)
            }
            return LessonPage(title: span.title, line: lineOffset + span.line, lineCount: trimmedLineCount(lines[range]),
                              source: source, bodyLines: range)
        }
    }

    /// One page's place in the body: body lines (0-based) from its heading to the next, the
    /// part shown (up to its checkpoint, if it has one), and its title and first line (1-based).
    struct Span {
        var title: String
        var line: Int
        var lines: Range<Int>
        var shown: Range<Int>
    }

    static func spans(of document: MarkdownDocument, lines: [Substring], lessonTitle: String, quizHeading: String?,
                      exerciseLabel: String? = nil) -> [Span] {
        var starts: [(line: Int, title: String)] = []
        var checkpointLines: [Int] = []
        for block in document.blocks {
            switch block.kind {
            case .heading(2, let inlines): starts.append((block.lines.first, inlines.plainText))
            case .heading(3, let inlines) where QuizQuestion.checkpointTitle(inlines.plainText) != nil:
                checkpointLines.append(block.lines.first)
            default: break
            }
        }
        func span(_ title: String, _ line: Int, _ range: Range<Int>) -> Span {
            // The first checkpoint heading inside the page ends what is shown of it.
            let cut = checkpointLines.first { range.contains($0 - 1) && $0 - 1 > range.lowerBound }
            return Span(title: title, line: line, lines: range, shown: range.lowerBound..<(cut.map { $0 - 1 } ?? range.upperBound))
        }
        var spans: [Span] = []
        let firstHeadingLine = starts.first?.line ?? lines.count + 1
        let preamble = 0..<min(lines.count, firstHeadingLine - 1)
        if !lines[preamble].allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
            spans.append(span(lessonTitle, 1, preamble))
        }
        for (index, start) in starts.enumerated() {
            if isQuiz(start.title, quizHeading: quizHeading) || ExerciseParser.exerciseTitle(start.title, label: exerciseLabel) != nil {
                continue
            }
            let end = index + 1 < starts.count ? starts[index + 1].line - 1 : lines.count
            spans.append(span(start.title, start.line, (start.line - 1)..<max(start.line - 1, end)))
        }
        return spans
    }

    /// Each page's checkpoint blocks in a whole body, with the page's index: what the loader
    /// parsed, for checks that parse the whole file again.
    public static func checkpointBlocks(in document: MarkdownDocument, body: String, lessonTitle: String,
                                        quizHeading: String?) -> [(page: Int, blocks: [Block])] {
        checkpointBlocks(in: document, spans: spans(of: document, lines: body.splitLines(), lessonTitle: lessonTitle,
                                                    quizHeading: quizHeading))
    }

    /// The top-level blocks of each page's checkpoint, from its `### Check:` heading to the
    /// page's end, with the page's index. More than one on a page is the author's slip, told
    /// by `LessonFile`; each is returned.
    static func checkpointBlocks(in document: MarkdownDocument, spans: [Span]) -> [(page: Int, blocks: [Block])] {
        var found: [(page: Int, blocks: [Block])] = []
        for block in document.blocks {
            let line = block.lines.first - 1
            guard let page = spans.firstIndex(where: { $0.lines.contains(line) }),
                  line >= spans[page].shown.upperBound else { continue }
            if case .heading(3, let inlines) = block.kind, QuizQuestion.checkpointTitle(inlines.plainText) != nil {
                found.append((page, [block]))
            } else if let last = found.indices.last, found[last].page == page {
                found[last].blocks.append(block)
            }
        }
        return found
    }

    public static func isQuiz(_ title: String, quizHeading: String?) -> Bool {
        let normalized = title.trimmingHorizontalSpace().lowercased()
        return normalized == "quiz" || normalized == quizHeading?.lowercased()
    }

    /// Lines of `trimmed(lines.joined(separator: "\n"))`, without joining them: loading a
    /// course needs every page's length but not its text.
    static func trimmedLineCount(_ lines: ArraySlice<Substring>) -> Int {
        // `trimmed` drops leading line feeds (empty lines) and trailing spaces and line feeds
        // (lines of spaces); it leaves one empty line when nothing is left.
        guard let first = lines.firstIndex(where: { !$0.isEmpty }),
              let last = lines.lastIndex(where: { $0.contains { $0 != " " } }) else { return 1 }
        return last - first + 1
    }

    static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while text.first == "\n" { text.removeFirst() }
        while text.last == "\n" || text.last == " " { text.removeLast() }
        return String(text)
    }
}

/// Control characters as the lesson checks name them. (Course has no dependency on the
/// terminal code, so it keeps its own small table.)
enum TerminalSafety {
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    static func name(of scalar: Unicode.Scalar) -> String {
        let names: [UInt32: String] = [0x1B: "ESC", 0x07: "BEL", 0x08: "BS", 0x0D: "CR", 0x00: "NUL", 0x7F: "DEL", 0x9B: "CSI"]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return names[scalar.value].map { "\(code) (\($0))" } ?? code
    }
}

/// Reads front matter.
public enum FrontMatterDecoder {
    /// The front matter read from YAML's node tree by hand. `YAMLDecoder` through `Codable`
    /// gave the same result and errors, at twice the cost: it was a seventh of lint's time.
    /// Errors are the ones it threw (`DecodingError` with the key's path), which the
    /// messages are made from; a test checks both readings agree.
    static func frontMatter(from yaml: String) throws -> FrontMatter {
        do {
            // An explicit encoding: Yams' default one reads the whole environment each time.
            // No scalar types are resolved (a regular expression per scalar, a twelfth of
            // lint): every field is read as text, and merge keys are found by hand.
            let parser = try Parser(yaml: yaml, resolver: Self.resolver, encoding: .utf8)
            // Nodes hold their anchors weakly; the parser keeps them while the tree is read.
            return try withExtendedLifetime(parser) {
                guard let root = try parser.singleRoot() else { return FrontMatter() }
                return try Self.frontMatter(in: root)
            }
        } catch let error as DecodingError {
            throw error
        } catch {
            // As YAMLDecoder reports a YAML error, so the messages made from it stay the same.
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid YAML.",
                                                    underlyingError: error))
        }
    }

    private static func frontMatter(in root: Node) throws -> FrontMatter {
        guard let rootMapping = root.mapping else { throw Self.mismatch([String: String].self, at: []) }
        let mapping = flattened(rootMapping)
        var matter = FrontMatter()
        matter.id = try Self.string(mapping, "id")
        matter.title = try Self.string(mapping, "title")
        matter.summary = try Self.string(mapping, "summary")
        matter.aliases = try Self.strings(mapping, "aliases")
        matter.tags = try Self.strings(mapping, "tags")
        matter.demo = try Self.string(mapping, "demo")
        matter.requires = try Self.strings(mapping, "requires")
        matter.quiz = try Self.string(mapping, "quiz")
        matter.exercise = try Self.string(mapping, "exercise")
        matter.family = try Self.string(mapping, "family")
        return matter
    }

    /// No types resolved: every field is read as text, and merge keys are found by hand.
    private static let resolver = Resolver.basic

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) {
            stringValue = "Index \(intValue)"
            self.intValue = intValue
        }
    }

    private static func mismatch(_ type: Any.Type, at path: [Key]) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: path, debugDescription: "Expected \(type)"))
    }

    /// The mapping's pairs with merge keys (`<<: *base`) replaced by the pairs they bring, in
    /// front, as YAMLDecoder flattens them; the last pair with a key wins, so the mapping's own
    /// keys override merged ones.
    private static func flattened(_ mapping: Node.Mapping) -> [(key: Node, value: Node)] {
        var merged: [(key: Node, value: Node)] = []
        var own: [(key: Node, value: Node)] = []
        for pair in mapping {
            // A merge key is a plain `<<` (the rule YAML's resolver applies; quoted, it is a key).
            guard let key = pair.key.scalar, key.style == .plain, key.string == "<<" else {
                own.append(pair)
                continue
            }
            if let base = pair.value.mapping {
                merged += flattened(base)
            } else if let bases = pair.value.sequence {
                for base in bases.compactMap(\.mapping).reversed() { merged += flattened(base) }
            }
        }
        return merged + own
    }

    /// A missing key and a plain null (`~`, `null`, nothing) are both absent, as `decodeIfPresent` has it.
    private static func value(_ mapping: [(key: Node, value: Node)], _ key: String) -> Node? {
        guard let value = mapping.last(where: { $0.key.scalar?.string == key })?.value, value.null == nil else { return nil }
        return value
    }

    private static func string(_ mapping: [(key: Node, value: Node)], _ key: String) throws -> String? {
        guard let value = value(mapping, key) else { return nil }
        guard let scalar = value.scalar else { throw mismatch(String.self, at: [Key(stringValue: key)]) }
        return scalar.string
    }

    private static func strings(_ mapping: [(key: Node, value: Node)], _ key: String) throws -> [String]? {
        guard let value = value(mapping, key) else { return nil }
        guard let sequence = value.sequence else { throw mismatch([String].self, at: [Key(stringValue: key)]) }
        return try sequence.enumerated().map { index, element in
            guard let scalar = element.scalar else {
                throw mismatch(String.self, at: [Key(stringValue: key), Key(intValue: index)])
            }
            return scalar.string
        }
    }
}
