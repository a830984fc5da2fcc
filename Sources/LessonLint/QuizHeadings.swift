import Foundation
import Course
import Markdown
import TextMatching

/// A quiz heading written almost right (`## Quizz`, `## Quiz:`, `## Quizzes`) is read as an
/// ordinary page: the learner would see every `[x]` and `Answer:` before answering. So a
/// level-2 heading that is one slip from the quiz heading is an error at its line.
enum QuizHeadings {
    static func problems(_ analysis: LessonAnalysis) -> [CourseProblem] {
        guard let document = analysis.document else { return [] }
        let headings = ["quiz"] + [analysis.frontMatter.quiz?.lowercased()].compactMap { $0 }
        return document.blocks.compactMap { block in
            guard case .heading(2, let inlines) = block.kind else { return nil }
            let title = inlines.plainText
            guard !PageSplitter.isQuiz(title, quizHeading: analysis.frontMatter.quiz),
                  let meant = headings.first(where: { isNearMiss(title, of: $0) }) else { return nil }
            let heading = meant == "quiz" ? "Quiz" : analysis.frontMatter.quiz ?? meant
            return CourseProblem(file: analysis.file, line: analysis.bodyLineOffset + block.lines.first, rule: .quizHeading,
                                 message: "'## \(title)' is not the quiz heading, so its questions would show as a page, "
                                     + "answers and all: write '## \(heading)'")
        }
    }

    /// One slip from `heading`: trailing punctuation, a plural, or one letter wrong, missing,
    /// doubled or swapped.
    static func isNearMiss(_ title: String, of heading: String) -> Bool {
        var text = title.trimmingCharacters(in: .whitespaces).lowercased()
        while let last = text.last, last == ":" || last == "\u{FF1A}" || last == "." || last == "!" || last == "?" {
            text.removeLast()
            text = text.trimmingCharacters(in: .whitespaces)
        }
        if text == heading || [heading + "s", heading + "es", heading + "zes"].contains(text) { return true }
        // One edit changes the length by one at most: a longer title is no slip of the heading.
        guard abs(text.count - heading.count) <= 1 else { return false }
        return heading.count >= 4 && EditDistance.withTranspositions(text, heading) == 1
    }
}
