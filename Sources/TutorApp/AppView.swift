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
        }
        drawStatusLine(state, on: &screen)
        if state.isShowingHelp { HelpOverlay.draw(on: &screen) }
        return screen
    }

    /// Where the terminal cursor belongs: in the `:` prompt when it is open, else hidden.
    public static func cursor(_ state: AppState) -> Position? {
        guard let editor = state.commandLine, !state.isTooSmall else { return nil }
        return Position(x: min(state.size.width - 1, 1 + editor.cursorColumn), y: state.size.height - 1)
    }

    static func drawTitleBar(left: String, right: String, on screen: inout Screen) {
        let width = screen.size.width
        screen.fill(x: 0, y: 0, width: width, height: 1, style: titleStyle)
        let rightWidth = DisplayWidth.of(right)
        screen.put(" " + left, x: 0, y: 0, style: titleStyle.over(Style(bold: true)), maxWidth: max(0, width - rightWidth - 2))
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
            let style = notice.kind == .error ? Style(bold: true, foreground: .red) : Style(bold: true)
            screen.put(notice.text, x: 1, y: y, style: style, maxWidth: width - 2)
            return
        }
        let hints = state.route == .menu
            ? "↑↓ move  Enter open  ? help  : command  q quit"
            : "n/p page  ↑↓ scroll  Space more  ? help  q menu"
        let position = state.route == .reader ? ReaderView.scrollPosition(state) : ""
        let positionWidth = DisplayWidth.of(position)
        screen.put(hints, x: 1, y: y, style: hintStyle, maxWidth: max(0, width - positionWidth - 3))
        screen.put(position, x: width - positionWidth - 1, y: y, style: hintStyle)
    }

    private static func visibleTail(of text: String, columns: Int) -> String {
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
        AppView.drawTitleBar(left: "PatternTutor",
                             right: "\(lessons.count) lesson\(lessons.count == 1 ? "" : "s") in \(sectionCount) section\(sectionCount == 1 ? "" : "s")",
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
            screen.put(title, x: 1, y: y, style: Style(bold: true, foreground: .cyan), maxWidth: width - 2)
        case .lesson(let index):
            let lesson = state.lessons[index]
            let isSelected = index == state.menu.selected
            let base = isSelected ? Style(reverse: true) : Style()
            if isSelected { screen.fill(x: 0, y: y, width: width, height: 1, style: base) }
            let number = String(index + 1).leftPadded(to: String(state.lessons.count).count)
            var x = 2
            x += screen.put(isSelected ? "▸ " : "  ", x: x, y: y, style: base.over(Style(bold: true)))
            // Two columns are kept for a progress mark (read, quizzed) once progress is saved.
            x += 2
            x += screen.put("\(number)  ", x: x, y: y, style: base.over(Style(dim: !isSelected)))
            x += screen.put(lesson.title, x: x, y: y, style: base.over(Style(bold: true)), maxWidth: width - x - 1)
            if !lesson.summary.isEmpty, x + 4 < width {
                screen.put("  " + lesson.summary, x: x, y: y, style: base.over(Style(dim: !isSelected)), maxWidth: width - x - 1)
            }
        case .problemHeader(let count):
            screen.put("Skipped \(count) lesson file\(count == 1 ? "" : "s") with errors:",
                       x: 1, y: y, style: Style(bold: true, foreground: .yellow), maxWidth: width - 2)
        case .problem(let index):
            // Paths relative to the course folder leave room for the message itself.
            var problem = state.course.problems[index]
            let folder = state.course.directory.hasSuffix("/") ? state.course.directory : state.course.directory + "/"
            if problem.file.hasPrefix(folder) { problem.file.removeFirst(folder.count) }
            screen.put(problem.description, x: 3, y: y, style: Style(foreground: .yellow), maxWidth: width - 4)
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
    static func draw(on screen: inout Screen) {
        let keys = KeyMap.entries
        let keyWidth = keys.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let contentWidth = keyWidth + 2 + (keys.map { DisplayWidth.of($0.action) }.max() ?? 0)
        let boxWidth = min(screen.size.width - 2, contentWidth + 4)
        var content: [(String, String)] = keys.map { ($0.keys.padding(toLength: keyWidth, withPad: " ", startingAt: 0), $0.action) }
        // The commands go below the keys when the window is tall enough for both.
        let commands = TextWrapper.wrap(CommandParser.commandSummary, width: boxWidth - 4)
        if screen.size.height - 2 >= content.count + commands.count + 6 {
            content.append(("", ""))
            content.append(("Commands after ':'", ""))
            content += commands.map { ("", $0) }
        }
        let boxHeight = min(screen.size.height - 2, content.count + 4)
        let left = max(0, (screen.size.width - boxWidth) / 2)
        let top = max(0, (screen.size.height - boxHeight) / 2)
        let border = Style(bold: true)
        screen.fill(x: left, y: top, width: boxWidth, height: boxHeight)
        screen.put("╭" + String(repeating: "─", count: boxWidth - 2) + "╮", x: left, y: top, style: border)
        for row in 1..<(boxHeight - 1) {
            screen.put("│", x: left, y: top + row, style: border)
            screen.put("│", x: left + boxWidth - 1, y: top + row, style: border)
        }
        screen.put("╰" + String(repeating: "─", count: boxWidth - 2) + "╯", x: left, y: top + boxHeight - 1, style: border)
        screen.put(" Keys ", x: left + 2, y: top, style: border)
        for (index, line) in content.prefix(boxHeight - 4).enumerated() {
            let y = top + 2 + index
            let x = screen.put(line.0, x: left + 2, y: y, style: Style(bold: true, foreground: .cyan), maxWidth: boxWidth - 4)
            let gap = line.0.isEmpty ? "" : "  "
            screen.put(gap + line.1, x: left + 2 + x, y: y, maxWidth: boxWidth - 4 - x)
        }
        let footer = " any key closes "
        screen.put(footer, x: left + boxWidth - DisplayWidth.of(footer) - 2, y: top + boxHeight - 1, style: Style(dim: true))
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
