import Localization
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
        let top = state.top.model
        top.draw(state, on: &screen)
        drawStatusLine(state, on: &screen)
        if state.isShowingHelp {
            let help = top.help
            HelpOverlay.draw(entries: help.keys, showsCommands: help.showsCommands, scroll: state.helpScroll, on: &screen)
        }
        return screen
    }

    /// Where the terminal cursor belongs: in the `:` prompt when it is open, else hidden.
    public static func cursor(_ state: AppState) -> Position? {
        guard !state.isTooSmall, !state.isShowingHelp else { return nil }
        guard let editor = state.commandLine else { return state.top.model.cursor(state) }
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
            screen.put(state.promptIsSearch ? "/" : ":", x: 0, y: y, style: Style(bold: true))
            screen.put(visible, x: 1, y: y)
            if !state.completions.isEmpty { drawCompletions(state.completions, width: width, y: y - 1, on: &screen) }
            return
        }
        if let notice = state.notice {
            drawNotice(notice, state: state, on: &screen)
            return
        }
        let top = state.top.model
        let position = top.statusRight(state)
        let positionWidth = DisplayWidth.of(position)
        let room = max(0, width - positionWidth - 3)
        // The longest set of hints that fits; the last always names help and the way out.
        let choices = top.hints(state).map { localized($0) }
        let hints = choices.first { DisplayWidth.of($0) <= room } ?? TerminalText.truncated(choices[choices.count - 1], toWidth: room)
        screen.put(hints, x: 1, y: y, style: hintStyle)
        screen.put(position, x: width - positionWidth - 1, y: y, style: hintStyle)
    }

    /// What Tab could complete to, on the row above the prompt, as far as the window allows.
    private static func drawCompletions(_ names: [String], width: Int, y: Int, on screen: inout Screen) {
        var text = ""
        for (index, name) in names.enumerated() {
            let more = localized(" (+{0} more)", names.count - index)
            let next = (text.isEmpty ? "" : "  ") + name
            let fitsAll = DisplayWidth.of(text + next) <= width - 2
            let fitsWithMore = DisplayWidth.of(text + next + more) <= width - 2
            guard fitsAll, index == names.count - 1 || fitsWithMore else {
                text += more
                break
            }
            text += next
        }
        screen.fill(x: 0, y: y, width: width, height: 1, style: Style(reverse: true))
        screen.put(TerminalText.truncated(text, toWidth: width - 2), x: 1, y: y, style: Style(reverse: true))
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
        let words = localized("Please enlarge the window: it needs at least {0}x{1} and is {2}x{3}. Press q to quit.",
                              needed.width, needed.height, size.width, size.height)
        let lines = TextWrapper.wrap(words, width: max(1, size.width - 2))
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let x = max(0, (size.width - DisplayWidth.of(line)) / 2)
            screen.put(line, x: x, y: top + offset, style: Style(bold: true))
        }
    }
}

enum HelpOverlay {
    /// The app's keys and commands, or another screen's own keys (the game's).
    static let maxWidth = 64

    /// Every line of the help for a window of `size`, and how many of them the box shows.
    static func layout(entries: [KeyHelp], showsCommands: Bool, size: Size) -> (lines: [StyledLine], rows: Int) {
        let inner = min(size.width - 2, maxWidth) - 4
        let rows = max(1, size.height - 4)
        return (content(entries: entries, showsCommands: showsCommands, width: inner, rows: rows), rows)
    }

    /// The help from line `scroll`; when it is taller than the box, the footer says how to
    /// scroll and the title how far down it is.
    static func draw(entries: [KeyHelp], showsCommands: Bool = true, scroll: Int = 0,
                     on screen: inout Screen) {
        let (lines, rows) = layout(entries: entries, showsCommands: showsCommands, size: screen.size)
        guard lines.count > rows else {
            OverlayBox.draw(title: localized("Keys"), lines: lines, footer: localized("any key closes"), maxWidth: maxWidth, on: &screen)
            return
        }
        let start = min(max(0, scroll), lines.count - rows)
        let shown = Array(lines[start..<(start + rows)])
        let title = localized("Keys {0}-{1} of {2}", start + 1, start + rows, lines.count)
        OverlayBox.draw(title: title, lines: shown, footer: localized("↑↓ scroll · other keys close"), maxWidth: maxWidth, on: &screen)
    }

    /// The key table, then the commands, laid out for the box: with blank lines around them
    /// when there is room, without them when that fits, else everything, to scroll through.
    static func content(entries: [KeyHelp], showsCommands: Bool = true,
                        width: Int, rows: Int) -> [StyledLine] {
        let keyStyle = Style(bold: true, foreground: .cyan)
        let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        var table: [StyledLine] = []
        for entry in entries {
            // Key tables are written once, in English; each action is looked up as it is shown.
            let actionLines = TextWrapper.wrap(localized(entry.action), width: max(8, width - keyWidth - 2))
            for (index, action) in actionLines.enumerated() {
                let keys = index == 0 ? entry.keys : ""
                let padded = keys + String(repeating: " ", count: keyWidth - DisplayWidth.of(keys) + 2)
                table.append(StyledLine([StyledRun(padded, style: keyStyle), StyledRun(action)]))
            }
        }
        let commands = TextWrapper.wrap(CommandParser.commandSummary, width: width)
        let blank = StyledLine()
        let withCommands = [blank] + table + [blank, StyledLine(localized("Commands after ':'"), style: keyStyle)]
            + commands.map { StyledLine($0) } + [blank]
        let layouts: [[StyledLine]] = (showsCommands ? [withCommands] : []) + [[blank] + table + [blank], table]
        // Too short for any of them: the whole table, which the box scrolls.
        return layouts.first(where: { $0.count <= rows }) ?? (showsCommands ? withCommands : table)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
