import Course
import Markdown

/// Tests read pages and questions as the app does, through a `LessonContent`: a new one each
/// time, so every read goes to the file.
extension LessonPage {
    public var markdown: String { LessonContent().markdown(of: self) }
}

extension QuizQuestion {
    public var content: Content { LessonContent().content(of: self) }
    public var kind: Kind { content.kind }
    public var choices: [Choice] { content.choices }
    public var prompt: [Markdown.Block] { content.prompt }
    public var hint: [Markdown.Block]? { content.hint }
    public var explanation: [Markdown.Block]? { content.explanation }
    public func isCorrect(choosing selection: Set<Int>) -> Bool { content.isCorrect(choosing: selection) }
    public func accepts(_ answer: String) -> Bool { content.accepts(answer) }
    public func match(_ answer: String) -> AnswerMatch? { content.match(answer) }
}

extension Lesson {
    public var fullMarkdown: String { LessonContent().fullMarkdown(of: self) }
}
