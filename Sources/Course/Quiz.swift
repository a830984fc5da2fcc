import Foundation
import Markdown
import TextMatching

/// One question of a lesson's quiz, as the lesson format defines it.
public struct QuizQuestion: Sendable, Hashable, Identifiable {
    public struct Choice: Sendable, Hashable {
        /// The choice as Markdown blocks, so inline code and emphasis render.
        public var blocks: [Block]
        public var isCorrect: Bool
        /// Marked `<!-- fixed -->`: it keeps its place when the others are shuffled, for a
        /// choice that only makes sense where it is ("All of the above").
        public var isFixed: Bool

        public init(blocks: [Block], isCorrect: Bool, isFixed: Bool = false) {
            self.blocks = blocks
            self.isCorrect = isCorrect
            self.isFixed = isFixed
        }

        public var text: String { blocks.plainText }

        /// What an answer is saved as: the choice's words on one line, so history and export
        /// name what was chosen whatever order the choices were shown or written in.
        public var key: String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    }

    public enum Kind: Sendable, Hashable {
        /// Exactly one choice is correct.
        case singleChoice([Choice])
        /// Several are; the learner must pick exactly that set.
        case multipleChoice([Choice])
        /// Typed answers; any alternative counts.
        case freeText(answers: [String])
    }

    /// What the learner sees: the prompt, the choices or answers, the hint and explanation.
    public struct Content: Sendable, Hashable {
        /// The heading and any paragraphs or code under it.
        public var prompt: [Block]
        public var kind: Kind
        public var hint: [Block]?
        public var explanation: [Block]?

        public init(prompt: [Block], kind: Kind, hint: [Block]?, explanation: [Block]?) {
            self.prompt = prompt
            self.kind = kind
            self.hint = hint
            self.explanation = explanation
        }
    }

    /// Stable across edits of the wording: `<!-- id: … -->`, else `<lesson id>/<heading slug>`.
    public var id: String
    public var title: String
    /// Line of the question's heading in the lesson file.
    public var line: Int
    /// The content itself, or where it is in the lesson's file (read by `LessonContent`).
    let storage: Storage

    /// A course keeps its questions as places in their files and parses one when it is shown:
    /// the parsed blocks of every question at once took three quarters of a 10,000-lesson
    /// course's memory.
    enum Storage: Sendable, Hashable {
        case parsed(Content)
        case onDisk(QuestionLocation)
    }

    public init(id: String, title: String, prompt: [Block], kind: Kind, hint: [Block]? = nil, explanation: [Block]? = nil,
                line: Int) {
        self.id = id
        self.title = title
        self.line = line
        storage = .parsed(Content(prompt: prompt, kind: kind, hint: hint, explanation: explanation))
    }

    init(id: String, title: String, line: Int, location: QuestionLocation) {
        self.id = id
        self.title = title
        self.line = line
        storage = .onDisk(location)
    }

    /// The content of a question built in memory; nil for one loaded from a file, which
    /// `LessonContent` reads.
    public var parsedContent: Content? {
        if case .parsed(let content) = storage { return content }
        return nil
    }

    /// Whether the content is still in the file (for tests of the loader).
    public var isDeferred: Bool { parsedContent == nil }

    /// The body lines the question reads from its file, when it was loaded from one.
    var bodyLinesOnDisk: Range<Int>? {
        if case .onDisk(let location) = storage { return location.bodyLines }
        return nil
    }
}

extension QuizQuestion.Content {
    public var choices: [QuizQuestion.Choice] {
        switch kind {
        case .singleChoice(let choices), .multipleChoice(let choices): return choices
        case .freeText: return []
        }
    }

    /// Whether a set of chosen indices (0-based, in file order) is exactly the correct set.
    public func isCorrect(choosing selection: Set<Int>) -> Bool {
        let correct = Set(choices.indices.filter { choices[$0].isCorrect })
        return !correct.isEmpty && selection == correct
    }

    /// Whether a typed answer is accepted, exactly or as a near spelling (see `match`).
    public func accepts(_ answer: String) -> Bool { match(answer) != nil }

    /// The accepted answer a typed one matches: exactly, ignoring case, spacing, hyphens, a
    /// leading article and a trailing "pattern"; or, failing that, within a slip or two of it
    /// (`AnswerMatch.close`). Nil when it matches none.
    public func match(_ answer: String) -> AnswerMatch? {
        guard case .freeText(let answers) = kind else { return nil }
        let typed = QuizQuestion.comparableAnswer(answer)
        guard !typed.isEmpty else { return nil }
        if let exact = answers.first(where: { QuizQuestion.comparableAnswer($0) == typed }) { return .exact(exact) }
        // The nearest; of equally near ones, the one written most like the typed words (so
        // "retain cylce" is shown "retain cycle", not "a retain cycle").
        let written = QuizQuestion.normalizedAnswer(answer)
        let near = answers.compactMap { accepted -> (answer: String, rank: (Int, Int))? in
            let comparable = QuizQuestion.comparableAnswer(accepted)
            guard !comparable.isEmpty, QuizQuestion.isNearMiss(typed, of: comparable) else { return nil }
            return (accepted, (EditDistance.withTranspositions(typed, comparable),
                               EditDistance.withTranspositions(written, QuizQuestion.normalizedAnswer(accepted))))
        }.min { $0.rank < $1.rank }
        return near.map { .close($0.answer) }
    }
}

/// How a typed answer met an accepted one.
public enum AnswerMatch: Sendable, Hashable {
    /// The same answer, as the lesson writes it.
    case exact(String)
    /// A near spelling of this accepted answer: right, and the feedback shows how it is spelt.
    case close(String)
}

extension QuizQuestion {
    /// The form two answers are compared in. Joining marks become spaces; other punctuation
    /// goes, except inside a word ("don't", "3.5", "dispatch_once" stay as typed); `ё` is `е`,
    /// as Russian is mostly printed.
    public static func normalizedAnswer(_ text: String) -> String {
        let spaced = String(text.lowercased().map { "-/–—".contains($0) ? " " : $0 == "ё" ? "е" : $0 })
        let words = spaced.split(whereSeparator: \.isWhitespace).map { word in
            word.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?\"'`()[]{}«»“”‘’„‚"))
        }
        return words.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The form typed answers are matched in: `normalizedAnswer` without a leading article or
    /// a trailing "pattern" / "design pattern" (in Russian «паттерн», «шаблон», also leading
    /// and with «проектирования»), its words singular, without spaces, so "the Singleton
    /// pattern", "single-ton", "singletons", "singleton" and «паттерн „Одиночка“» with
    /// «одиночка» are one answer each.
    public static func comparableAnswer(_ text: String) -> String {
        var words = normalizedAnswer(text).split(separator: " ")
        if words.count > 1, ["a", "an", "the"].contains(words[0]) { words.removeFirst() }
        if words.count > 2, words.suffix(2) == ["design", "pattern"] {
            words.removeLast(2)
        } else if words.count > 1, words.last == "pattern" {
            words.removeLast()
        }
        for noun in ["паттерн", "шаблон"] {
            if words.count > 2, words.suffix(2) == [Substring(noun), "проектирования"] {
                words.removeLast(2)
            } else if words.count > 1, words.last == Substring(noun) {
                words.removeLast()
            } else if words.count > 1, words.first == Substring(noun) {
                words.removeFirst()
            }
        }
        return words.map(singular).joined()
    }

    /// A word without a plural ending, so "abstract factories" is "abstract factory" and
    /// "observers" is "observer". Both sides of a comparison go through it, so a word it cuts
    /// wrongly ("classes" to "classe") still meets its own kind.
    static func singular(_ word: Substring) -> Substring {
        guard word.count > 3, word.allSatisfy(\.isLetter) else { return word }
        if word.hasSuffix("ies"), word.count > 4 { return word.dropLast(3) + "y" }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        return word.hasSuffix("s") ? word.dropLast() : word
    }

    /// Whether `typed` is a slip away from `accepted` (both in `comparableAnswer` form): one
    /// edit for answers of 5 to 8 characters, two above; none below 5, where one edit is
    /// another word ("MVP", "MVC"); and never a different number.
    static func isNearMiss(_ typed: String, of accepted: String) -> Bool {
        let length = accepted.count
        guard length >= 5, digitRuns(typed) == digitRuns(accepted) else { return false }
        let allowed = length <= 8 ? 1 : 2
        guard abs(typed.count - length) <= allowed else { return false }
        return EditDistance.withTranspositions(typed, accepted) <= allowed
    }

    private static func digitRuns(_ text: String) -> [Substring] {
        text.split(whereSeparator: { !$0.isNumber })
    }

    /// "Check: Which…" -> "Which…", for a checkpoint's heading; nil for any other title.
    public static func checkpointTitle(_ title: String) -> String? {
        QuizParser.text(in: title, after: checkpointLabel).map { String($0.trimmingHorizontalSpace()) }
    }

    /// What starts a checkpoint's `###` heading on a page.
    public static let checkpointLabel = "Check:"
}

extension Array where Element == Block {
    /// The words of the blocks, for comparisons and plain listings.
    public var plainText: String {
        map { block -> String in
            switch block.kind {
            case .paragraph(let inlines), .heading(_, let inlines): return inlines.plainText
            case .codeBlock(_, let code): return code
            case .html(let html): return html
            case .blockQuote(let children): return children.plainText
            case .list(let list): return list.items.map(\.blocks.plainText).joined(separator: " ")
            case .table(let table): return (table.header + table.rows.flatMap { $0 }).map(\.plainText).joined(separator: " ")
            case .thematicBreak: return ""
            }
        }.joined(separator: "\n")
    }
}

/// Where a loaded question is in its file: the body lines from its heading to its last block.
struct QuestionLocation: Sendable, Hashable {
    var source: LessonSource
    var bodyLines: Range<Int>
    var lessonId: String
}

/// Reads the questions of a quiz section from the blocks cmark-gfm found in it.
/// Problems come back with file lines, so the loader (and lint) can point at them.
public enum QuizParser {
    public struct Result: Sendable {
        public var questions: [QuizQuestion]
        public var problems: [CourseProblem]
        /// Each question's content as parsed here, in the order of `questions`, also when the
        /// questions themselves keep only their place in the file.
        public var contents: [QuizQuestion.Content] = []
    }

    /// `blocks` are the top-level blocks after the quiz heading, up to the next `##`.
    public static func parse(_ blocks: [Block], lessonId: String, file: String, lineOffset: Int) -> Result {
        parse(blocks, lessonId: lessonId, file: file, lineOffset: lineOffset, source: nil)
    }

    /// With `source` (the file the blocks were parsed from), questions keep where they are in
    /// it and parse their Markdown again when asked, rather than holding their blocks.
    static func parse(_ blocks: [Block], lessonId: String, file: String, lineOffset: Int,
                      source: LessonSource?) -> Result {
        var questions: [QuizQuestion] = []
        var contents: [QuizQuestion.Content] = []
        var problems: [CourseProblem] = []
        var current: [Block] = []
        var heading: Block?

        func finish() {
            guard let heading else { return }
            let (question, found) = question(heading: heading, body: current, lessonId: lessonId, file: file,
                                             lineOffset: lineOffset)
            problems += found
            guard var question, let content = question.parsedContent else { return }
            contents.append(content)
            if let source {
                let first = heading.lines.first - 1
                let end = max(first + 1, current.last?.lines.last ?? heading.lines.last)
                question = QuizQuestion(id: question.id, title: question.title, line: question.line,
                                        location: QuestionLocation(source: source, bodyLines: first..<end, lessonId: lessonId))
            }
            questions.append(question)
        }

        for block in blocks {
            if case .heading(3, _) = block.kind {
                finish()
                heading = block
                current = []
            } else if heading != nil {
                current.append(block)
            }
        }
        finish()

        problems += duplicateIds(questions, file: file)
        return Result(questions: questions, problems: problems, contents: contents)
    }

    /// A question whose id an earlier one has (one of `earlier`, or of `questions` before it):
    /// answers are saved by id, so two would share a history.
    static func duplicateIds(_ questions: [QuizQuestion], after earlier: [QuizQuestion] = [], file: String) -> [CourseProblem] {
        var seen: [String: Int] = [:]
        for question in earlier where seen[question.id] == nil { seen[question.id] = question.line }
        var problems: [CourseProblem] = []
        for question in questions {
            if let first = seen[question.id] {
                problems.append(CourseProblem(file: file, line: question.line, rule: .duplicateId,
                                              message: "duplicate question id '\(question.id)' (first at line \(first))"))
            } else {
                seen[question.id] = question.line
            }
        }
        return problems
    }

    private static func question(heading: Block, body: [Block], lessonId: String, file: String,
                                 lineOffset: Int) -> (QuizQuestion?, [CourseProblem]) {
        guard case .heading(_, let titleInlines) = heading.kind else { return (nil, []) }
        var title = String(titleInlines.plainText.trimmingHorizontalSpace())
        var shownHeading = heading
        // A checkpoint's heading says "Check:" to whoever reads the file; the learner sees
        // the question alone.
        if let checkpoint = QuizQuestion.checkpointTitle(title) {
            title = checkpoint
            shownHeading.kind = .heading(level: 3, withoutLeadingLabel(titleInlines, QuizQuestion.checkpointLabel))
        }
        let line = heading.lines.first + lineOffset
        var id = "\(lessonId)/\(slug(title))"
        var prompt = [shownHeading]
        var choices: [QuizQuestion.Choice] = []
        var answers: [String]?
        var hint: [Block]?
        var explanation: [Block]?
        var problems: [CourseProblem] = []

        for (index, block) in body.enumerated() {
            switch block.kind {
            case .html(let html) where index == 0 && explicitId(in: html) != nil:
                id = explicitId(in: html)!
            case .html(let html) where explicitId(in: html) != nil:
                // Only the line right under the heading names the question; anywhere else the
                // id would be ignored without a word, and the question keep its title's slug.
                problems.append(CourseProblem(file: file, line: block.lines.first + lineOffset, severity: .warning, rule: .idComment,
                                              message: "'<!-- id: \(explicitId(in: html)!) -->' is not right under the heading of question '\(title)', so it is ignored: move it to the line after the heading"))
            case .list(let list) where list.items.contains { $0.task != nil }:
                choices += list.items.filter { $0.task != nil }.map { item in
                    let (blocks, fixed) = withoutFixedMarker(item.blocks)
                    return QuizQuestion.Choice(blocks: blocks, isCorrect: item.task == .checked, isFixed: fixed)
                }
            case .paragraph(let inlines) where text(in: inlines.plainText, after: "Answer:") != nil:
                let alternatives = String(text(in: inlines.plainText, after: "Answer:")!)
                    .split(separator: "|").map { String($0.trimmingHorizontalSpace()) }.filter { !$0.isEmpty }
                // Punctuation alone compares as nothing, so no typed answer could match it
                // (found by fuzzing: "Answer: ?" made a question no one could get right).
                let typeable = alternatives.filter { !QuizQuestion.normalizedAnswer($0).isEmpty }
                if typeable.isEmpty {
                    problems.append(CourseProblem(file: file, line: block.lines.first + lineOffset, rule: .quizQuestion,
                                                  message: alternatives.isEmpty ? "'Answer:' gives no answer"
                                                      : "'Answer:' gives no answer a learner can type (punctuation is ignored)"))
                }
                answers = (answers ?? []) + typeable
            case .blockQuote(let children) where labelled(children, "Hint:") != nil:
                hint = labelled(children, "Hint:")
            case .blockQuote(let children) where labelled(children, "Explanation:") != nil:
                explanation = labelled(children, "Explanation:")
            default:
                prompt.append(block)
            }
        }

        let kind: QuizQuestion.Kind
        let correctCount = choices.filter(\.isCorrect).count
        if !choices.isEmpty {
            guard correctCount > 0 else {
                problems.append(CourseProblem(file: file, line: line, rule: .quizQuestion, message: "question '\(title)' marks no choice correct with [x]"))
                return (nil, problems)
            }
            kind = correctCount == 1 ? .singleChoice(choices) : .multipleChoice(choices)
        } else if let answers, !answers.isEmpty {
            kind = .freeText(answers: answers)
        } else {
            if answers == nil {
                problems.append(CourseProblem(file: file, line: line, rule: .quizQuestion,
                                              message: "question '\(title)' has no choices and no 'Answer:'"))
            }
            return (nil, problems)
        }
        let question = QuizQuestion(id: id, title: title, prompt: prompt, kind: kind, hint: hint,
                                    explanation: explanation, line: line)
        return (question, problems)
    }

    /// The choice's blocks without a trailing `<!-- fixed -->`, and whether it had one.
    static func withoutFixedMarker(_ blocks: [Block]) -> ([Block], Bool) {
        guard var last = blocks.last, case .paragraph(var inlines) = last.kind,
              let markerIndex = inlines.lastIndex(where: { $0 != .softBreak && !isBlankText($0) }),
              case .html(let html) = inlines[markerIndex], isFixedMarker(html) else { return (blocks, false) }
        inlines.removeSubrange(markerIndex...)
        while let end = inlines.last, end == .softBreak || isBlankText(end) { inlines.removeLast() }
        if case .text(let text)? = inlines.last {
            inlines[inlines.count - 1] = .text(String(text.reversed().drop { $0 == " " }.reversed()))
        }
        last.kind = .paragraph(inlines)
        return (blocks.dropLast() + [last], true)
    }

    static func isFixedMarker(_ html: String) -> Bool {
        let trimmed = html.trimmingHorizontalSpace()
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return false }
        return trimmed.dropFirst(4).dropLast(3).trimmingHorizontalSpace().lowercased() == "fixed"
    }

    private static func isBlankText(_ inline: Inline) -> Bool {
        if case .text(let text) = inline { return text.allSatisfy { $0 == " " } }
        return false
    }

    /// The heading's inlines without the label that starts its first text.
    private static func withoutLeadingLabel(_ inlines: [Inline], _ label: String) -> [Inline] {
        guard case .text(let first)? = inlines.first, let after = text(in: first, after: label) else { return inlines }
        let rest = after.drop { $0 == " " }
        return rest.isEmpty ? Array(inlines.dropFirst()) : [.text(String(rest))] + inlines.dropFirst()
    }

    /// What follows `label` ("Answer:"), in any of its languages' forms (`QuizKeywords`), at the
    /// start of `text`, also after the full-width colon a Chinese or Japanese input method
    /// types ("答案："); nil when `text` does not start with it.
    public static func text(in text: String, after label: String) -> Substring? {
        guard let first = text.first, !first.isWhitespace else { return nil }
        for word in QuizKeywords.words(for: label.dropLast()) where word.first == first {
            for colon in [":", "\u{FF1A}"] where text.hasPrefix(word + colon) {
                return text.dropFirst(word.count + 1)
            }
        }
        return nil
    }

    /// `<!-- id: fm-decides -->` -> "fm-decides".
    public static func explicitId(in html: String) -> String? {
        let trimmed = html.trimmingWhitespace()
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3).trimmingHorizontalSpace()
        guard inner.hasPrefix("id:") else { return nil }
        let id = inner.dropFirst(3).trimmingHorizontalSpace()
        return id.isEmpty ? nil : String(id)
    }

    /// The quote's blocks without its leading label, when its first paragraph starts with it.
    public static func labelled(_ blocks: [Block], _ label: String) -> [Block]? {
        guard var first = blocks.first, case .paragraph(var inlines) = first.kind,
              case .text(let start)? = inlines.first, let after = text(in: start, after: label) else { return nil }
        let rest = after.drop { $0 == " " }
        if rest.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(String(rest)) }
        while inlines.first == .softBreak { inlines.removeFirst() }
        first.kind = .paragraph(inlines)
        return (inlines.isEmpty ? [] : [first]) + blocks.dropFirst()
    }

    /// GitHub-style heading slug: lower case, letters and digits of any script kept, every
    /// other run of characters one hyphen.
    public static func slug(_ title: String) -> String {
        // Most titles are ASCII: bytes decide without asking Unicode about every character.
        if title.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSlug(title) }
        var slug = ""
        var pendingHyphen = false
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                slug.append(character)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug
    }

    private static func asciiSlug(_ title: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        var pendingHyphen = false
        for byte in title.utf8 {
            let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            if (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) {
                if pendingHyphen, !bytes.isEmpty { bytes.append(0x2D) }
                bytes.append(lower)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
