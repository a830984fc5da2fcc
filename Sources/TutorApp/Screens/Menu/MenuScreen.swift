import Localization
import Course
import TerminalKit

/// The lesson menu: every lesson by section, the highlighted one, and how far it scrolled.
public struct MenuState: Sendable, Hashable {
    /// Index into `course.lessons` of the highlighted lesson.
    public var selected = 0
    /// First visible row of the menu list.
    public var scroll = 0

    public init(selected: Int = 0, scroll: Int = 0) {
        self.selected = selected
        self.scroll = scroll
    }
}

extension MenuState: ScreenModel {
    enum Action: Sendable {
        case next, previous, pageDown, pageUp, first, last, open, resume, selfQuiz, stats, liveRun, exercise, reload, quit
        case cheatSheet, liveRuns, introduction, problems
    }

    static let keys = KeyTable<Action>([
        KeyBinding([.down, .character("j"), .tab], "↓ j Tab", "next lesson (wheel scrolls)", .next),
        KeyBinding([.up, .character("k"), .backTab], "↑ k", "previous lesson", .previous),
        KeyBinding([.pageDown, .character(" ")], "Space PgDn", "a page of lessons down", .pageDown),
        KeyBinding([.pageUp, .character("b")], "b PgUp", "a page of lessons up", .pageUp),
        KeyBinding([.home, .character("g")], "g Home", "first lesson", .first),
        KeyBinding([.end, .character("G")], "G End", "last lesson", .last),
        KeyBinding([.enter, .right, .character("l"), .character("n")], "Enter → l n click", "open the lesson", .open),
        KeyBinding([.character("C")], "C", "continue where you left off (the top line says where)", .resume),
        KeyBinding([.character("i")], "i", "its section's introduction (a click on a section does too)", .introduction),
        KeyBinding([.character("Q")], "Q", "self-quiz: what is due, then new questions", .selfQuiz),
        KeyBinding([.character("s")], "s", "self-quiz statistics", .stats),
        KeyBinding([.character("d")], "d", "the highlighted lesson's live run", .liveRun),
        KeyBinding([.character("D")], "D", "every live run", .liveRuns),
        KeyBinding([.character("c")], "c", "cheat sheet: every pattern's intent and live run", .cheatSheet),
        KeyBinding([.character("x")], "x", "the highlighted lesson's exercise (or the next not done)", .exercise),
        KeyBinding([.character("r")], "r", "reload the lessons after an edit", .reload),
        KeyBinding([.character("!")], "!", "the lesson files the course skips, and why", .problems),
        // Esc does not quit: a stray escape sequence must never end the session.
        KeyBinding([.character("q")], "q", "quit PatternTutor", .quit),
    ])

    var screen: AppScreen { .menu(self) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        guard let action = Self.keys.action(for: key) else { return [] }
        let count = context.lessons.count
        let pageRows = max(1, Layout.bodyHeight(context.size) - 1)
        switch action {
        case .next: select(selected + 1, context)
        case .previous: select(selected - 1, context)
        case .pageDown: select(selected + pageRows, context)
        case .pageUp: select(selected - pageRows, context)
        case .first: select(0, context)
        case .last: select(count - 1, context)
        case .open: return count > 0 ? [.openLesson(index: selected, page: 0)] : []
        case .resume:
            guard let place = MenuView.resumePlace(context.app) else { return count > 0 ? [.openLesson(index: 0, page: 0)] : [] }
            return [.openLesson(index: place.lesson, page: place.page)]
        case .selfQuiz: return [.run(.review(ReviewRequest()))]
        case .stats: return [.run(.stats)]
        case .liveRun: return [.run(.demo(nil))]
        case .liveRuns: return [.run(.liveRuns)]
        case .cheatSheet: return [.run(.cheatSheet)]
        case .exercise: return [.run(.exercise(nil))]
        case .reload: return [.run(.reload)]
        case .problems: return [.run(.problems)]
        case .introduction:
            guard let section = context.app.course.sectionIndex(ofLesson: selected) else { return [] }
            return [.run(.introduction(context.app.course.sections[section].folder))]
        case .quit: return [.back]
        }
        return []
    }

    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] {
        switch mouse.kind {
        case .wheelDown: scrollBy(3, context)
        case .wheelUp: scrollBy(-3, context)
        case .click:
            let row = mouse.position.y - MenuLayout.listTop + scroll
            let rows = MenuLayout.rows(for: context.app.course)
            guard mouse.position.y >= MenuLayout.listTop, row >= 0, row < rows.count else { return [] }
            if case .section(_, let section) = rows[row], context.app.course.sections[section].introduction != nil {
                return [.run(.introduction(context.app.course.sections[section].folder))]
            }
            guard case .lesson(let index) = rows[row] else { return [] }
            selected = index
            return [.openLesson(index: index, page: 0)]
        }
        return []
    }

    mutating func layout(_ context: ScreenContext) {
        selected = min(max(0, selected), max(0, context.lessons.count - 1))
        keepSelectionVisible(context)
    }

    /// The count of reviews due changes as cards fall due: it is counted again every 30 s,
    /// once there are cards at all.
    func jobs(_ app: AppState) -> [Job] {
        app.progress.cards.isEmpty ? [] : [.dueCount]
    }

    func whereText(_ context: ScreenContext) -> String {
        let course = context.app.course
        return localized("In the lesson menu of {0} (course id {1}, {2} lessons, shown in {3}).", course.title, course.id,
                         context.lessons.count, LanguageNames.describe(course.language))
    }

    /// The keys, then what the marks beside the lessons mean.
    var help: (keys: [KeyHelp], showsCommands: Bool) {
        (Self.keys.help + MenuView.legend + GlobalKey.unlessTyping.help + GlobalKey.always.help, true)
    }

    func hints(_ app: AppState) -> [String] {
        [localized("↑↓ move  Enter open  Q self-quiz  s stats  ? help  q quit"), localized("↑↓ move  Enter open  ? help  : command  q quit"),
         localized("Enter open  ? help  q quit"), localized("? help  q quit")]
    }

    func draw(_ app: AppState, on screen: inout Screen) {
        MenuView.draw(self, app, on: &screen)
    }

    private mutating func select(_ index: Int, _ context: ScreenContext) {
        selected = min(max(0, index), max(0, context.lessons.count - 1))
        keepSelectionVisible(context)
    }

    private mutating func scrollBy(_ rows: Int, _ context: ScreenContext) {
        let total = MenuLayout.rows(for: context.app.course).count
        let maximum = max(0, total - MenuLayout.listHeight(context.size))
        scroll = min(max(0, scroll + rows), maximum)
    }

    /// Scrolls so the highlighted lesson, and its section's title above a section's first
    /// lesson, are in view.
    mutating func keepSelectionVisible(_ context: ScreenContext) {
        let rows = MenuLayout.rows(for: context.app.course)
        guard let row = rows.firstIndex(of: .lesson(selected)) else { return }
        let height = MenuLayout.listHeight(context.size)
        let top = row > 0 && rows[row - 1].isSection ? row - 1 : row
        if top < scroll { scroll = top }
        if row >= scroll + height { scroll = row - height + 1 }
        scroll = max(0, min(scroll, max(0, rows.count - height)))
    }
}
/// The rows of the lesson menu, shared by the view (to draw) and the reducer (to hit-test).
public enum MenuRow: Sendable, Hashable {
    /// A section's title and its index in `course.sections`.
    case section(String, index: Int)
    case lesson(Int)
    case blank

    var isSection: Bool {
        if case .section = self { return true }
        return false
    }
}

public enum MenuLayout {
    /// The row the list starts on: the one above says where to continue.
    public static let listTop = 2

    public static func listHeight(_ size: Size) -> Int { max(1, Layout.bodyHeight(size) - 1) }

    public static func rows(for course: Course) -> [MenuRow] {
        var rows: [MenuRow] = []
        var index = 0
        for (sectionIndex, section) in course.sections.enumerated() {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.section(section.title, index: sectionIndex))
            for _ in section.lessons {
                rows.append(.lesson(index))
                index += 1
            }
        }
        return rows
    }
}

enum MenuView {
    static func draw(_ menu: MenuState, _ state: AppState, on screen: inout Screen) {
        let lessons = state.lessons
        let sectionCount = state.course.sections.count
        let done = lessons.filter { state.progress.status(of: $0) == .done }.count
        // The reviews due come first: the number a returning learner looks for.
        let due = state.reviewsDue > 0 ? localized(count: state.reviewsDue, one: "{0} review due (Q)", other: "{0} reviews due (Q)") : nil
        let lessonsDone = localized("{0}/{1} lessons done", done, lessons.count)
        let sections = localized(count: sectionCount, one: "{0} section", other: "{0} sections")
        // Files the course skips are the author's to fix: counted where they catch the eye.
        let skipped = state.course.skippedFiles.count
        let problems = skipped == 0 ? nil : localized(count: skipped, one: "{0} file skipped (!)", other: "{0} files skipped (!)")
        // On a narrow window the section count goes first, then the lessons done, so the
        // course's title and the skipped files stay in sight.
        let right = [[due, lessonsDone, sections, problems], [due, lessonsDone, problems], [due, problems], [problems]]
            .map { $0.compactMap { $0 }.joined(separator: " · ") }
            .first { DisplayWidth.of($0) + 16 <= screen.size.width } ?? (problems ?? "")
        AppView.drawTitleBar(left: state.course.title, right: right, on: &screen)
        let rows = MenuLayout.rows(for: state.course)
        let width = state.size.width
        if rows.isEmpty {
            screen.put(localized("No lessons found in {0}.", state.course.directory), x: 2, y: 2, style: Style(bold: true), maxWidth: width - 3)
            return
        }
        drawContinueLine(state, on: &screen)
        for (offset, row) in rows.dropFirst(menu.scroll).prefix(MenuLayout.listHeight(state.size)).enumerated() {
            draw(row, selected: menu.selected, state: state, y: MenuLayout.listTop + offset, on: &screen)
        }
    }

    /// What the marks beside the lessons mean, for the key help.
    static let legend = [
        KeyHelp(keys: "○ ◐ ●", action: "marks: lesson not started, started, done"),
        KeyHelp(keys: "▶", action: "mark: the lesson has a live run (d opens it)"),
        KeyHelp(keys: "3/8 ███░", action: "a section's lessons done"),
        KeyHelp(keys: "(en)", action: "not translated yet: shown in the course's own language"),
    ]

    /// The lesson and page opened last, if the lesson is still in the course.
    static func resumePlace(_ state: AppState) -> (lesson: Int, page: Int)? {
        guard let last = state.progress.lastPage,
              let index = state.lessons.firstIndex(where: { $0.id == last.lessonId }) else { return nil }
        return (index, min(max(0, last.page), state.lessons[index].pages.count - 1))
    }

    /// The line above the list: where to continue, what is due, the next exercise to write.
    /// Parts that do not fit go, last first.
    static func continueParts(_ state: AppState) -> [String] {
        var parts: [String] = []
        if let place = resumePlace(state) {
            let lesson = state.lessons[place.lesson]
            parts.append(localized("Continue: {0}, page {1} of {2} (C)", lesson.title, place.page + 1, lesson.pages.count))
        } else if let first = state.lessons.first {
            parts.append(localized("Start with lesson 1: {0} (Enter)", first.title))
        }
        if state.reviewsDue > 0 { parts.append(localized(count: state.reviewsDue, one: "{0} review due (Q)", other: "{0} reviews due (Q)")) }
        // The exercise to do next: the continued lesson's, else the first after it, else any.
        let exercises = state.course.exercises.filter { !state.progress.exercisesDone.contains($0.exercise.id) }
        if let place = resumePlace(state),
           let next = exercises.first(where: { $0.lessonIndex >= place.lesson }) ?? exercises.first {
            parts.append(localized("exercise to do: {0}", next.exercise.title))
        }
        return parts
    }

    private static func drawContinueLine(_ state: AppState, on screen: inout Screen) {
        var parts = continueParts(state)
        let room = state.size.width - 3
        while parts.count > 1, DisplayWidth.of(parts.joined(separator: " · ")) > room { parts.removeLast() }
        var x = 1
        for (index, part) in parts.enumerated() {
            if index > 0 { x += screen.put(" · ", x: x, y: 1, style: Style(dim: true)) }
            let style = index == 0 ? Style(bold: true, foreground: .green) : Style(foreground: .yellow)
            x += screen.put(TerminalText.truncated(part, toWidth: max(1, state.size.width - x - 1)), x: x, y: 1, style: style)
        }
    }

    /// "3/8 ███░░░░░": a section's lessons done, as a count and a bar (ASCII where asked).
    static func sectionProgress(_ section: LessonSection, _ state: AppState, barWidth: Int) -> String {
        let total = section.lessons.count
        let done = section.lessons.count { state.progress.status(of: $0) == .done }
        let filled = total == 0 ? 0 : (done * barWidth + total / 2) / total
        let (full, empty) = state.prefersASCII ? ("#", ".") : ("█", "░")
        return "\(done)/\(total) " + String(repeating: full, count: filled) + String(repeating: empty, count: barWidth - filled)
    }

    private static func draw(_ row: MenuRow, selected: Int, state: AppState, y: Int, on screen: inout Screen) {
        let width = state.size.width
        switch row {
        case .blank:
            break
        case .section(let title, let index):
            let progress = sectionProgress(state.course.sections[index], state, barWidth: 8)
            let fits = width - 2 - DisplayWidth.of(progress) - 2 >= min(DisplayWidth.of(title), 16)
            let titleRoom = fits ? width - 2 - DisplayWidth.of(progress) - 2 : width - 2
            let shown = screen.put(TerminalText.truncated(title, toWidth: titleRoom), x: 1, y: y, style: Style(bold: true, foreground: .cyan))
            if fits { screen.put(progress, x: 1 + shown + 2, y: y, style: Style(dim: true)) }
        case .lesson(let index):
            let lesson = state.lessons[index]
            let isSelected = index == selected
            let base = isSelected ? Style(reverse: true) : Style()
            if isSelected { screen.fill(x: 0, y: y, width: width, height: 1, style: base) }
            let number = String(index + 1).leftPadded(to: String(state.lessons.count).count)
            var x = 2
            x += screen.put(isSelected ? "▸ " : "  ", x: x, y: y, style: base.over(Style(bold: true)))
            let status = state.progress.status(of: lesson)
            let markStyle = status == .done ? Style(foreground: .green) : Style(dim: status == .notStarted && !isSelected)
            x += screen.put(state.progress.mark(for: lesson) + " ", x: x, y: y, style: base.over(markStyle))
            x += screen.put("\(number) ", x: x, y: y, style: base.over(Style(dim: !isSelected)))
            let liveRun = lesson.demo == nil ? " " : state.prefersASCII ? ">" : "▶"
            x += screen.put(liveRun + " ", x: x, y: y, style: base.over(Style(foreground: .magenta)))
            // The quiz score keeps its room: a long title is cut first, down to 20 columns.
            let quiz = state.progress.standingText(of: lesson).map { "  " + $0 }
            let quizWidth = quiz.map { DisplayWidth.of($0) } ?? 0
            let keepsQuiz = quiz != nil && width - x - 1 - quizWidth >= 20
            // A lesson not translated into the language on show says which it is in instead.
            let fallback = lesson.fallbackLanguage.map { " (\($0))" } ?? ""
            let fallbackWidth = DisplayWidth.of(fallback)
            x += screen.put(TerminalText.truncated(lesson.title, toWidth: width - x - 1 - fallbackWidth - (keepsQuiz ? quizWidth : 0)), x: x, y: y,
                            style: base.over(Style(bold: true)))
            if !fallback.isEmpty { x += screen.put(fallback, x: x, y: y, style: base.over(Style(dim: !isSelected))) }
            if let quiz, keepsQuiz {
                x += screen.put(quiz, x: x, y: y, style: base.over(Style(foreground: .cyan)))
            }
            // The summary is a hint, so it only shows when a useful part of it fits.
            if !lesson.summary.isEmpty, width - x - 3 >= 12 {
                screen.put("  " + TerminalText.truncated(lesson.summary, toWidth: width - x - 3), x: x, y: y,
                           style: base.over(Style(dim: !isSelected)))
            }
        }
    }
}

