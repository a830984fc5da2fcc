import Course
import Markdown
import TextMatching

/// Quiz text that would be lost or shown too early. The quiz reads `### ` headings as
/// questions and `> Hint:` and `> Explanation:` quotes as what is shown on asking for a hint
/// and after answering; anything else under a question is shown with it. So a misspelt
/// `> Explaination:` gives the answer away before it is asked for, a `#### ` question merges
/// into the one above it, and text between `## Quiz` and its first question is never shown.
enum QuizText {
    static func problems(_ analysis: LessonAnalysis) -> [CourseProblem] {
        guard let document = analysis.document else { return [] }
        var region = Region.page
        var problems: [CourseProblem] = []
        func report(_ block: Block, _ rule: LintRule, _ message: String) {
            problems.append(CourseProblem(file: analysis.file, line: analysis.bodyLineOffset + block.lines.first, rule: rule,
                                          message: message))
        }
        for block in document.blocks {
            switch (block.kind, region) {
            case (.heading(2, let inlines), _):
                region = PageSplitter.isQuiz(inlines.plainText, quizHeading: analysis.frontMatter.quiz) ? .quizIntroduction : .page
            case (.heading(3, let inlines), .quizIntroduction), (.heading(3, let inlines), .question):
                region = .question(QuizQuestion.checkpointTitle(inlines.plainText) ?? inlines.plainText)
            case (.heading(3, let inlines), .page) where QuizQuestion.checkpointTitle(inlines.plainText) != nil:
                region = .question(QuizQuestion.checkpointTitle(inlines.plainText) ?? "")
            case (.heading(let level, let inlines), .quizIntroduction):
                report(block, .quizLostText, "'\(String(repeating: "#", count: level)) \(inlines.plainText)' is not a question, so it and what "
                       + "follows it up to the first '### ' question are never shown: questions are '### ' headings")
            case (.heading(let level, let inlines), .question(let title)):
                report(block, .quizLostText, "'\(String(repeating: "#", count: level)) \(inlines.plainText)' would be read as part of question "
                       + "'\(title)', its choices and answer merged into that one's: questions are '### ' headings")
            case (.html, .quizIntroduction), (.thematicBreak, .quizIntroduction):
                break
            case (_, .quizIntroduction):
                report(block, .quizLostText, "this text comes after the quiz heading but before its first '### ' question, so it is never "
                       + "shown: move it onto a page, or under a question")
            case (.blockQuote(let children), .question):
                if let message = quoteLabelProblem(children) { report(block, .quizLabel, message) }
            case (.paragraph(let inlines), .question):
                if let message = paragraphLabelProblem(inlines) { report(block, .quizLabel, message) }
            default:
                break
            }
        }
        return problems
    }

    private enum Region: Equatable {
        case page
        /// After the quiz heading, before its first question.
        case quizIntroduction
        /// Under a question's heading (a quiz question or a page's checkpoint).
        case question(String)
    }

    /// The labels a question reads in a quote, in every language (`QuizKeywords`).
    private static let quoteLabels = ["Hint", "Explanation"]
    private static let allLabels = ["Answer", "Hint", "Explanation"]

    private static func forms(_ english: [String]) -> [String] {
        english.flatMap { QuizKeywords.words(for: Substring($0)) }
    }

    /// Why a quote under a question that starts with `Word:` will be shown with the question.
    static func quoteLabelProblem(_ children: [Block]) -> String? {
        if QuizParser.labelled(children, "Hint:") != nil || QuizParser.labelled(children, "Explanation:") != nil { return nil }
        guard case .paragraph(let inlines)? = children.first?.kind, let label = label(in: inlines.plainText) else { return nil }
        let shown = "so this quote is shown with the question, before it is answered"
        if let exact = forms(quoteLabels).first(where: { $0.lowercased() == label.lowercased() }) {
            return "a '> \(exact):' label is read only when written plainly at the quote's start, with that capital "
                + "(no bold or code around it), \(shown)"
        }
        if let answer = forms(["Answer"]).first(where: { $0.lowercased() == label.lowercased() }) {
            return "'> \(label):' in a quote is not read: '\(answer):' goes on a line of its own, not quoted, \(shown)"
        }
        if let meant = nearestLabel(to: label, among: forms(quoteLabels)) {
            return "'> \(label):' is not a label the quiz reads (did you mean '> \(meant):'?), \(shown)"
        }
        return "'> \(label):' is not a label the quiz reads (it reads '> Hint:' and '> Explanation:', or their translations), "
            + "\(shown): reword it without the label if it belongs there"
    }

    /// Why a paragraph under a question that starts like a label will be shown with it: a
    /// hint or explanation not in a quote, or a near miss of `Answer:`.
    static func paragraphLabelProblem(_ inlines: [Inline]) -> String? {
        let text = inlines.plainText
        guard let label = label(in: text), QuizParser.text(in: text, after: "Answer:") == nil else { return nil }
        if let quoted = forms(quoteLabels).first(where: { $0.lowercased() == label.lowercased() }) {
            return "'\(label):' is read only in a quote ('> \(quoted): …'); as a paragraph it is shown with the question, "
                + "before it is answered"
        }
        if let meant = forms(["Answer"]).first(where: { $0.lowercased() == label.lowercased() }) {
            return "an '\(meant):' line is read only when written plainly, with that capital (no bold or code around it); "
                + "as written it is shown with the question, answer and all"
        }
        guard let meant = nearestLabel(to: label, among: forms(allLabels)) else { return nil }
        let written = meant == "Answer" || forms(["Answer"]).contains(meant) ? "'\(meant):'" : "'> \(meant):'"
        return "'\(label):' is not a label the quiz reads (did you mean \(written)?), so it is shown with the question, "
            + "before it is answered"
    }

    /// `Explaination` in "Explaination: because…": one to three words of letters before a
    /// colon, near the start.
    static func label(in text: String) -> String? {
        // A label is short: only the start of a long paragraph is looked at.
        let start = text.prefix(26)
        guard let colon = start.firstIndex(where: { $0 == ":" || $0 == "\u{FF1A}" }) else { return nil }
        let label = text[..<colon].trimmingCharacters(in: .whitespaces)
        let words = label.split(separator: " ")
        guard !label.isEmpty, label.count <= 24, words.count <= 3,
              label.allSatisfy({ $0.isLetter || $0 == " " }) else { return nil }
        return label
    }

    /// The label `label` is a slip from: one edit for short ones, two for longer.
    private static func nearestLabel(to label: String, among labels: [String]) -> String? {
        let lowered = label.lowercased()
        return labels.map { (label: $0, distance: EditDistance.withTranspositions(lowered, $0.lowercased())) }
            .filter { $0.distance > 0 && $0.distance <= ($0.label.count >= 7 ? 2 : 1) }
            .min { $0.distance < $1.distance }?.label
    }
}
