import Localization
import Course
import MarkdownRendering
import TerminalKit

/// The end of a lesson with a quiz: take the quiz, go on to the next lesson, or go back to
/// the menu. A screen of its own, so the quiz is the plain next step rather than a status line
/// that is gone at the next key.
public struct LessonEndState: Sendable, Hashable {
    public var lessonIndex: Int
    /// The highlighted option (0 quiz, 1 next lesson, 2 menu).
    public var cursor = 0

    public init(lessonIndex: Int) {
        self.lessonIndex = lessonIndex
    }

    enum Option: Int, CaseIterable { case quiz, nextLesson, menu }

    /// The options on offer: "next lesson" only when there is one.
    func options(_ lessons: [Lesson]) -> [Option] {
        lessonIndex + 1 < lessons.count ? Option.allCases : [.quiz, .menu]
    }

    /// Going on from the last lesson: back to its last page, told there is no more.
    static var courseOver: [ScreenOutput] { [.back, .say(localized("That was the last page of the course."), .info)] }

    func outputs(for option: Option) -> [ScreenOutput] {
        switch option {
        case .quiz: [.back, .run(.quiz(nil))]
        case .nextLesson: [.readOn(after: lessonIndex)]
        case .menu: [.back, .back, .say(localized("The lesson menu. ('lessons' lists them, 'open N' opens one.)"), .info)]
        }
    }
}

extension LessonEndState: ScreenModel {
    enum Action: Sendable { case choose, quiz, nextLesson, menu, down, up, activate, back }

    static let keys = KeyTable<Action>([
        KeyBinding((1...3).map { .character(Character(String($0))) }, "1-3", "that option", .choose),
        KeyBinding([.character("Q")], "Q", "take the lesson's quiz", .quiz),
        KeyBinding([.character("n"), .right], "n →", "the next lesson", .nextLesson),
        KeyBinding([.character("m"), .character("q")], "m q", "back to the menu", .menu),
        KeyBinding([.down, .character("j"), .tab], "↓ j", "highlight the next option", .down),
        KeyBinding([.up, .character("k"), .backTab], "↑ k", "highlight the previous one", .up, joinsPrevious: true),
        KeyBinding([.enter, .character(" ")], "Enter", "the highlighted option", .activate),
        KeyBinding([.escape, .left, .backspace, .character("p")], "Esc ← p", "back to the lesson's last page", .back),
    ])

    var screen: AppScreen { .lessonEnd(self) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        guard let action = Self.keys.action(for: key) else { return [] }
        let options = options(context.lessons)
        switch action {
        case .choose:
            guard case .character(let digit) = key, let number = digit.wholeNumberValue, options.indices.contains(number - 1) else { return [] }
            return outputs(for: options[number - 1])
        case .quiz: return outputs(for: .quiz)
        case .nextLesson: return options.contains(.nextLesson) ? outputs(for: .nextLesson) : Self.courseOver
        case .menu: return outputs(for: .menu)
        case .down: cursor = min(options.count - 1, cursor + 1)
        case .up: cursor = max(0, cursor - 1)
        case .activate: return outputs(for: options[min(cursor, options.count - 1)])
        case .back: return [.back]
        }
        return []
    }

    /// Plain mode: "1", "2", "3", or the option's word; anything else is a command.
    mutating func line(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        let options = options(context.lessons)
        if let number = Int(word), options.indices.contains(number - 1) { return outputs(for: options[number - 1]) }
        switch word {
        case "quiz": return outputs(for: .quiz)
        case "next", "n", "": return options.contains(.nextLesson) ? outputs(for: .nextLesson) : Self.courseOver
        case "menu", "back": return outputs(for: .menu)
        default: return nil
        }
    }

    func whereText(_ context: ScreenContext) -> String {
        localized("At the end of \"{0}\": its quiz, the next lesson, or the menu.", context.lessons[lessonIndex].title)
    }

    func hints(_ app: AppState) -> [String] {
        [localized("1-3 or ↑↓ Enter choose  Q quiz  n next lesson  m menu  Esc back to the page"), localized("1-3 choose  Esc back"),
         localized("Esc back")]
    }

    func draw(_ app: AppState, on screen: inout Screen) {
        AppView.drawTitleBar(left: localized("Lesson {0}/{1} · {2}", lessonIndex + 1, app.lessons.count, app.lessons[lessonIndex].title),
                             right: localized("end"), on: &screen)
        let width = Layout.textWidth(app.size)
        for (offset, line) in LessonEndView.lines(self, app, width: width, plain: false).prefix(Layout.bodyHeight(app.size)).enumerated() {
            screen.put(line, x: Layout.leftMargin, y: 2 + offset, maxWidth: app.size.width - Layout.leftMargin)
        }
    }
}

/// The end-of-lesson offer as lines, shared by the full screen and plain mode.
enum LessonEndView {
    static func lines(_ state: LessonEndState, _ app: AppState, width: Int, plain: Bool) -> [StyledLine] {
        let lessons = app.lessons
        let lesson = lessons[state.lessonIndex]
        var lines = TextWrapper.wrap(localized("You have reached the end of \"{0}\".", lesson.title), width: width)
            .map { StyledLine($0, style: Style(bold: true)) }
        lines.append(StyledLine())
        let count = lesson.quiz.count
        for (index, option) in state.options(lessons).enumerated() {
            let text: String
            switch option {
            case .quiz: text = localized(count: count, one: "Take its quiz ({0} question)", other: "Take its quiz ({0} questions)")
            case .nextLesson: text = localized("Next lesson: {0}", lessons[state.lessonIndex + 1].title)
            case .menu: text = localized("Back to the menu")
            }
            let prefix = plain ? "\(index + 1)) " : " \(index + 1)  "
            let highlighted = !plain && index == state.cursor
            let wrapped = TextWrapper.wrap(text, width: width - DisplayWidth.of(prefix))
            for (lineIndex, part) in wrapped.enumerated() {
                let line = StyledLine(lineIndex == 0 ? prefix : String(repeating: " ", count: DisplayWidth.of(prefix)), style: Style(bold: true))
                    + StyledLine(part)
                lines.append(highlighted ? line.styled(over: Style(reverse: true)) : line)
            }
        }
        if let standing = app.progress.quizStanding(of: lesson) {
            let text: String
            switch standing {
            case .scored(let first, let best, let count):
                text = best > first ? localized("Your first try at its quiz scored {0} of {1}; your best, {2}.", first, count, best)
                    : localized("Your first try at its quiz scored {0} of {1}.", first, count)
            case .unfinished(let answered, let count):
                text = localized("Last time you answered {0} of its {1} questions; taking it starts again from the first.", answered, count)
            }
            lines.append(StyledLine())
            lines += TextWrapper.wrap(text, width: width).map { StyledLine($0, style: Style(dim: true)) }
        }
        lines.append(StyledLine())
        let help = plain ? localized("Type a number, or 'quiz', 'next' or 'menu'; any other command works too.")
            : localized("A number or ↑↓ and Enter chooses; Esc goes back to the page.")
        lines += TextWrapper.wrap(help, width: width).map { StyledLine($0, style: Style(dim: true)) }
        return lines
    }
}
