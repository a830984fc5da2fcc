import Foundation
import Course
import MarkdownRendering
import TerminalKit

/// Draws the whole app for a state: `render(state) -> Screen`. Pure; no terminal involved.
public enum AppView {
    static let titleStyle = Style(reverse: true)
    static let hintStyle = Style(dim: true)

    public static func render(_ state: AppState) -> Screen {
        var screen = Screen(size: state.size)
        guard !state.isTooSmall else {
            drawTooSmall(state.size, on: &screen)
            return screen
        }
        switch state.route {
        case .menu: MenuView.draw(state, on: &screen)
        case .reader: ReaderView.draw(state, on: &screen)
        case .quiz: QuizView.draw(state, on: &screen)
        case .demo: DemoView.draw(state, on: &screen)
        case .stage: StageView.draw(state, on: &screen)
        case .game: GameView.draw(state, on: &screen)
        case .stats: StatsView.draw(state, on: &screen)
        }
        drawStatusLine(state, on: &screen)
        if state.isShowingHelp {
            if state.route == .game {
                HelpOverlay.draw(entries: GameView.keyEntries, showsCommands: false, on: &screen)
            } else if state.route == .stage {
                HelpOverlay.draw(entries: StageView.keyEntries, on: &screen)
            } else {
                HelpOverlay.draw(on: &screen)
            }
        }
        return screen
    }

    /// Where the terminal cursor belongs: in the `:` prompt when it is open, else hidden.
    public static func cursor(_ state: AppState) -> Position? {
        guard !state.isTooSmall, !state.isShowingHelp else { return nil }
        guard let editor = state.commandLine else {
            switch state.route {
            case .quiz: return QuizView.cursor(state)
            case .demo: return DemoView.cursor(state)
            default: return nil
            }
        }
        return Position(x: min(state.size.width - 1, 1 + editor.cursorColumn), y: state.size.height - 1)
    }

    static func drawTitleBar(left: String, right: String, on screen: inout Screen) {
        let width = screen.size.width
        screen.fill(x: 0, y: 0, width: width, height: 1, style: titleStyle)
        let rightWidth = DisplayWidth.of(right)
        let room = max(0, width - rightWidth - 3)
        screen.put(" " + TerminalText.truncated(left, toWidth: room), x: 0, y: 0, style: titleStyle.over(Style(bold: true)))
        screen.put(right, x: max(0, width - rightWidth - 1), y: 0, style: titleStyle)
    }

    private static func drawStatusLine(_ state: AppState, on screen: inout Screen) {
        let y = state.size.height - 1
        let width = state.size.width
        screen.fill(x: 0, y: y, width: width, height: 1)
        if let editor = state.commandLine {
            // Keep the cursor on screen: show the end of a line longer than the window.
            let visible = visibleTail(of: editor.string, columns: width - 2)
            screen.put(":", x: 0, y: y, style: Style(bold: true))
            screen.put(visible, x: 1, y: y)
            return
        }
        if let notice = state.notice {
            drawNotice(notice, state: state, on: &screen)
            return
        }
        let position = state.route == .reader ? ReaderView.scrollPosition(state)
            : state.route == .game ? GameView.statusRight(state) : ""
        let positionWidth = DisplayWidth.of(position)
        let room = max(0, width - positionWidth - 3)
        // The longest set of hints that fits; the last always names help and the way out.
        let choices: [String]
        switch state.route {
        case .menu: choices = ["↑↓ move  Enter open  Q self-quiz  s stats  ? help  q quit", "↑↓ move  Enter open  ? help  : command  q quit",
                               "Enter open  ? help  q quit", "? help  q quit"]
        case .reader: choices = ["n/p page  ↑↓ scroll  Space more  ? help  q menu", "n/p page  ? help  q menu", "? help  q menu"]
        case .quiz: choices = QuizView.hints(state)
        case .demo: choices = DemoView.hints(state)
        case .stage: choices = StageView.hints(state)
        case .game: choices = GameView.hints(state)
        case .stats: choices = StatsView.hints(state)
        }
        let hints = choices.first { DisplayWidth.of($0) <= room } ?? TerminalText.truncated(choices[choices.count - 1], toWidth: room)
        screen.put(hints, x: 1, y: y, style: hintStyle)
        screen.put(position, x: width - positionWidth - 1, y: y, style: hintStyle)
    }

    /// A notice wraps onto up to three lines above the bottom edge, so a long message
    /// (a "where" answer on a narrow window, an error) is read whole.
    private static func drawNotice(_ notice: Notice, state: AppState, on screen: inout Screen) {
        let width = state.size.width
        let style = notice.kind == .error ? Style(bold: true, foreground: .red) : Style(bold: true)
        var lines = TextWrapper.wrap(notice.text, width: max(1, width - 2))
        if lines.count > 3 {
            lines = Array(lines.prefix(3))
            lines[2] = TerminalText.truncated(lines[2] + " …", toWidth: width - 2)
        }
        let top = state.size.height - lines.count
        screen.fill(x: 0, y: top, width: width, height: lines.count)
        for (offset, line) in lines.enumerated() {
            screen.put(line, x: 1, y: top + offset, style: style)
        }
    }

    static func visibleTail(of text: String, columns: Int) -> String {
        var tail = ""
        var width = 0
        for character in text.reversed() {
            width += DisplayWidth.of(character)
            if width > columns { break }
            tail.insert(character, at: tail.startIndex)
        }
        return tail
    }

    private static func drawTooSmall(_ size: Size, on screen: inout Screen) {
        let needed = Layout.minimumSize
        let words = "Please enlarge the window: it needs at least \(needed.width)x\(needed.height) and is \(size.width)x\(size.height). Press q to quit."
        var lines: [String] = []
        var current = ""
        for word in words.split(separator: " ") {
            if current.isEmpty { current = String(word) }
            else if DisplayWidth.of(current) + 1 + word.count <= max(1, size.width - 2) { current += " " + word }
            else { lines.append(current); current = String(word) }
        }
        if !current.isEmpty { lines.append(current) }
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let x = max(0, (size.width - DisplayWidth.of(line)) / 2)
            screen.put(line, x: x, y: top + offset, style: Style(bold: true))
        }
    }
}

enum MenuView {
    static func draw(_ state: AppState, on screen: inout Screen) {
        let lessons = state.lessons
        let sectionCount = state.course.sections.count
        let done = lessons.filter { state.progress.status(of: $0) == .done }.count
        // The reviews due come first: the number a returning learner looks for.
        let due = state.reviewsDue > 0 ? "\(state.reviewsDue) review\(state.reviewsDue == 1 ? "" : "s") due (Q) · " : ""
        AppView.drawTitleBar(left: "PatternTutor",
                             right: due + "\(done)/\(lessons.count) lessons done · \(sectionCount) section\(sectionCount == 1 ? "" : "s")",
                             on: &screen)
        let rows = MenuLayout.rows(for: state.course)
        let width = state.size.width
        if rows.isEmpty {
            screen.put("No lessons found in \(state.course.directory).", x: 2, y: 2, style: Style(bold: true), maxWidth: width - 3)
            return
        }
        let height = Layout.bodyHeight(state.size)
        for (offset, row) in rows.dropFirst(state.menu.scroll).prefix(height).enumerated() {
            draw(row, state: state, y: 1 + offset, on: &screen)
        }
    }

    private static func draw(_ row: MenuRow, state: AppState, y: Int, on screen: inout Screen) {
        let width = state.size.width
        switch row {
        case .blank:
            break
        case .section(let title):
            screen.put(TerminalText.truncated(title, toWidth: width - 2), x: 1, y: y, style: Style(bold: true, foreground: .cyan))
        case .lesson(let index):
            let lesson = state.lessons[index]
            let isSelected = index == state.menu.selected
            let base = isSelected ? Style(reverse: true) : Style()
            if isSelected { screen.fill(x: 0, y: y, width: width, height: 1, style: base) }
            let number = String(index + 1).leftPadded(to: String(state.lessons.count).count)
            var x = 2
            x += screen.put(isSelected ? "▸ " : "  ", x: x, y: y, style: base.over(Style(bold: true)))
            let status = state.progress.status(of: lesson)
            let markStyle = status == .done ? Style(foreground: .green) : Style(dim: status == .notStarted && !isSelected)
            x += screen.put(state.progress.mark(for: lesson) + " ", x: x, y: y, style: base.over(markStyle))
            x += screen.put("\(number)  ", x: x, y: y, style: base.over(Style(dim: !isSelected)))
            x += screen.put(TerminalText.truncated(lesson.title, toWidth: width - x - 1), x: x, y: y,
                            style: base.over(Style(bold: true)))
            if let score = state.progress.quizScore(of: lesson), width - x > 14 {
                x += screen.put("  quiz \(score.right)/\(score.of)", x: x, y: y, style: base.over(Style(foreground: .cyan)))
            }
            // The summary is a hint, so it only shows when a useful part of it fits.
            if !lesson.summary.isEmpty, width - x - 3 >= 12 {
                screen.put("  " + TerminalText.truncated(lesson.summary, toWidth: width - x - 3), x: x, y: y,
                           style: base.over(Style(dim: !isSelected)))
            }
        case .problemHeader(let count):
            let header = "\(count) file\(count == 1 ? "" : "s") skipped; pattern-tutor lint explains why"
            screen.put(TerminalText.truncated(header, toWidth: width - 2), x: 1, y: y, style: Style(bold: true, foreground: .yellow))
        case .problem(let index):
            // Paths relative to the course folder leave room for the message itself.
            var problem = state.course.problems[index]
            let folder = state.course.directory.hasSuffix("/") ? state.course.directory : state.course.directory + "/"
            if problem.file.hasPrefix(folder) { problem.file.removeFirst(folder.count) }
            screen.put(TerminalText.truncated(problem.description, toWidth: width - 4), x: 3, y: y, style: Style(foreground: .yellow))
        }
    }
}

enum ReaderView {
    static func draw(_ state: AppState, on screen: inout Screen) {
        guard let reader = state.reader else { return }
        let lesson = state.lessons[reader.lessonIndex]
        AppView.drawTitleBar(left: "Lesson \(reader.lessonIndex + 1)/\(state.lessons.count) · \(lesson.title)",
                             right: "page \(reader.pageIndex + 1)/\(lesson.pages.count)", on: &screen)
        let height = Layout.bodyHeight(state.size)
        for (offset, line) in reader.lines.dropFirst(reader.scroll).prefix(height).enumerated() {
            screen.put(line, x: Layout.leftMargin, y: 1 + offset, maxWidth: state.size.width - Layout.leftMargin)
        }
    }

    /// "all", "top", "end" or a percentage, like a pager.
    static func scrollPosition(_ state: AppState) -> String {
        guard let reader = state.reader else { return "" }
        let height = Layout.bodyHeight(state.size)
        let maximum = max(0, reader.lines.count - height)
        if maximum == 0 { return "all" }
        if reader.scroll == 0 { return "top" }
        if reader.scroll >= maximum { return "end" }
        return "\(reader.scroll * 100 / maximum)%"
    }
}

enum HelpOverlay {
    /// The app's keys and commands, or another screen's own keys (the game's).
    static func draw(entries: [(keys: String, action: String)] = KeyMap.entries, showsCommands: Bool = true,
                     on screen: inout Screen) {
        let maxWidth = 64
        let inner = min(screen.size.width - 2, maxWidth) - 4
        let lines = content(entries: entries, showsCommands: showsCommands, width: inner, rows: screen.size.height - 4)
        OverlayBox.draw(title: "Keys", lines: lines, footer: "any key closes", maxWidth: maxWidth, on: &screen)
    }

    /// The key table, then the commands, laid out for the box. A window too short for the
    /// table gets a compact form: every key and action in running text.
    static func content(entries: [(keys: String, action: String)] = KeyMap.entries, showsCommands: Bool = true,
                        width: Int, rows: Int) -> [StyledLine] {
        let keyStyle = Style(bold: true, foreground: .cyan)
        let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        var table: [StyledLine] = []
        for entry in entries {
            let actionLines = TextWrapper.wrap(entry.action, width: max(8, width - keyWidth - 2))
            for (index, action) in actionLines.enumerated() {
                let keys = index == 0 ? entry.keys : ""
                let padded = keys + String(repeating: " ", count: keyWidth - DisplayWidth.of(keys) + 2)
                table.append(StyledLine([StyledRun(padded, style: keyStyle), StyledRun(action)]))
            }
        }
        let commands = TextWrapper.wrap(CommandParser.commandSummary, width: width)
        let blank = StyledLine()
        let withCommands = [blank] + table + [blank, StyledLine("Commands after ':'", style: keyStyle)]
            + commands.map { StyledLine($0) } + [blank]
        let layouts: [[StyledLine]] = (showsCommands ? [withCommands] : []) + [[blank] + table + [blank], table]
        if let fitting = layouts.first(where: { $0.count <= rows }) { return fitting }
        let running = entries.map { "\($0.keys): \($0.action)" }.joined(separator: " · ")
        var compact = TextWrapper.wrap(running, width: width).map { StyledLine($0) }
        if compact.count > rows {
            compact = Array(compact.prefix(rows))
            compact[rows - 1] = StyledLine(TerminalText.truncated(compact[rows - 1].text + " …", toWidth: width))
        }
        return compact
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
