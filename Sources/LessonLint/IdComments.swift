import Course
import Markdown

/// An `<!-- id: … -->` comment names a question or an exercise only on the line right under
/// its heading. Anywhere else the app ignores it without a word, and the question keeps its
/// title's slug, so a reworded title would reset every learner's review schedule.
enum IdComments {
    /// Comments the question and exercise parsers cannot see: on a page, under the quiz's own
    /// heading, or lower down an exercise section. (A question's parser reports a misplaced
    /// comment inside the question itself.)
    static func problems(_ analysis: LessonAnalysis) -> [CourseProblem] {
        guard let document = analysis.document else { return [] }
        var region = Region.page
        var previous: Block?
        var problems: [CourseProblem] = []
        for block in document.blocks {
            defer { previous = block }
            switch block.kind {
            case .heading(2, let inlines):
                region = Region(heading: inlines.plainText, analysis.frontMatter)
            case .heading(3, let inlines) where region == .page && QuizQuestion.checkpointTitle(inlines.plainText) != nil:
                region = .checkpoint
            case .heading(3, _) where region == .quiz || region == .quizQuestion:
                region = .quizQuestion
            case .html(let html):
                guard let id = QuizParser.explicitId(in: html), !isNamed(after: previous, in: region) else { continue }
                problems.append(CourseProblem(file: analysis.file, line: analysis.bodyLineOffset + block.lines.first, severity: .warning,
                                              rule: .idComment,
                                              message: "'<!-- id: \(id) -->' names nothing here: an id comment belongs on the line right under the heading of a question, a checkpoint or an exercise"))
            default:
                break
            }
        }
        return problems
    }

    private enum Region: Equatable {
        case page, checkpoint, quiz, quizQuestion, exercise

        init(heading: String, _ frontMatter: FrontMatter) {
            if PageSplitter.isQuiz(heading, quizHeading: frontMatter.quiz) {
                self = .quiz
            } else if ExerciseParser.exerciseTitle(heading, label: frontMatter.exercise) != nil {
                self = .exercise
            } else {
                self = .page
            }
        }
    }

    /// Whether the comment names what it follows, or sits inside a question whose own parser
    /// reports it.
    private static func isNamed(after previous: Block?, in region: Region) -> Bool {
        switch region {
        case .checkpoint, .quizQuestion: return true
        case .exercise:
            if case .heading(2, _)? = previous?.kind { return true }
            return false
        case .page, .quiz: return false
        }
    }
}
