import Localization
import MarkdownRendering
import Patterns
import TerminalKit

/// Draws the live-run screen: trace on the left, state panel (or key code) on the right,
/// the demo's command line above the status line. On a narrow window the panel goes under
/// the trace instead.
enum DemoView {
    static let wideLayoutMinimum = 72
    static let promptText = "› "

    struct Panes {
        var trace: CellRect
        var side: CellRect
        var divider: CellRect
        var isSideBySide: Bool
    }

    /// `showsCode`: the lesson's code needs the wider pane (code lines are long; the state
    /// panel is at most 40 columns).
    static func panes(for size: Size, showsCode: Bool = false) -> Panes {
        let top = 1
        let height = max(1, Layout.bodyHeight(size) - 1)
        if size.width >= wideLayoutMinimum {
            let traceWidth = (size.width - 1) * (showsCode ? 2 : 3) / 5
            return Panes(trace: CellRect(x: 0, y: top, width: traceWidth, height: height),
                         side: CellRect(x: traceWidth + 1, y: top, width: size.width - traceWidth - 1, height: height),
                         divider: CellRect(x: traceWidth, y: top, width: 1, height: height), isSideBySide: true)
        }
        let sideHeight = max(3, height * 2 / 5)
        let traceHeight = max(1, height - sideHeight - 1)
        return Panes(trace: CellRect(x: 0, y: top, width: size.width, height: traceHeight),
                     side: CellRect(x: 0, y: top + traceHeight + 1, width: size.width, height: height - traceHeight - 1),
                     divider: CellRect(x: 0, y: top + traceHeight, width: size.width, height: 1), isSideBySide: false)
    }

    static func draw(_ demo: DemoScreenState, _ state: AppState, on screen: inout Screen) {
        AppView.drawTitleBar(left: localized("Live run · {0}", demo.title), right: demo.family, on: &screen)
        let panes = panes(for: state.size, showsCode: demo.showsKeyCode && demo.keyCode != nil)
        drawTrace(demo, in: panes.trace, on: &screen)
        drawDivider(panes, on: &screen)
        if demo.showsKeyCode, demo.keyCode != nil {
            drawKeyCode(demo.codeLines, lesson: demo.keyCodeLesson, scroll: demo.codeScroll, in: panes.side, on: &screen)
        } else {
            drawPanel(demo, in: panes.side, on: &screen)
        }
        drawPrompt(demo, size: state.size, on: &screen)
    }

    static func cursor(_ demo: DemoScreenState, _ state: AppState) -> Position? {
        let room = state.size.width - DisplayWidth.of(promptText) - 1
        let column = min(demo.editor.cursorColumn, room)
        return Position(x: DisplayWidth.of(promptText) + column, y: state.size.height - 2)
    }

    static func hints(_ demo: DemoScreenState) -> [String] {
        let code = demo.keyCode == nil ? "" : demo.showsKeyCode ? localized("  Tab state") : localized("  Tab code")
        if let tour = demo.tourPrompt {
            return [localized("{0}  ↑↓ history{1}  Esc back", tour, code), localized("{0}  Esc back", tour), localized("Esc back")]
        }
        let widest = demo.showsKeyCode ? localized("Enter run  ↑↓ history  PgUp/PgDn code{0}  Esc back", code)
            : localized("Enter run  ↑↓ history  PgUp/PgDn trace{0}  Esc back", code)
        return [widest,
                localized("Enter run{0}  Esc back", code),
                localized("Esc back")]
    }

    // MARK: Trace

    /// The trace as wrapped, styled lines: the summary and a hint first, then every entry.
    static func traceLines(_ demo: DemoScreenState, width: Int) -> [StyledLine] {
        let intro = Style(foreground: .cyan)
        var lines = inlineCode(TextWrapper.wrap(demo.summary, width: width), style: intro).map { StyledLine($0) }
        let examples = demo.commandNames.prefix(4).joined(separator: ", ")
        let hint = demo.tryItCommands.isEmpty
            ? localized("Type a command ({0}…), help, or tour. Esc goes back.", examples)
            : localized("Type a command ({0}…), help, or tour. ^T puts the lesson's suggestions on the line. Esc goes back.", examples)
        lines += TextWrapper.wrap(hint, width: width)
            .map { StyledLine($0, style: Style(dim: true)) }
        lines.append(StyledLine())
        for entry in demo.trace {
            lines += wrapped(entry, width: width)
        }
        return lines
    }

    private static func wrapped(_ entry: TraceEntry, width: Int) -> [StyledLine] {
        let (prefix, style): (String, Style) = switch entry.kind {
        case .command: (promptText, Style(bold: true))
        case .event: ("  ", Style())
        case .note: ("  ", Style(foreground: .cyan))
        case .error: ("! ", Style(bold: true, foreground: .red))
        }
        let room = max(4, width - DisplayWidth.of(prefix))
        let parts = spacingKeptWrap(entry.text, width: room, hanging: 0)
        // A typed command is shown as typed; the demo's own words may quote code in backticks.
        let styled = entry.kind == .command ? parts.map { [StyledRun($0, style: style)] } : inlineCode(parts, style: style)
        return styled.enumerated().map { index, runs in
            StyledLine([StyledRun(index == 0 ? prefix : String(repeating: " ", count: DisplayWidth.of(prefix)), style: style)] + runs)
        }
    }

    /// Lines with `code` in backticks, as lesson pages show inline code: without the
    /// backticks, in the theme's code colour. A span may go on over a wrapped line's end.
    static func inlineCode(_ lines: [String], style: Style, theme: MarkdownTheme = MarkdownTheme()) -> [[StyledRun]] {
        // Only lines with a closing backtick for each opening one are read as code.
        guard lines.joined().filter({ $0 == "`" }).count.isMultiple(of: 2) else {
            return lines.map { [StyledRun($0, style: style)] }
        }
        var code = theme.inlineCode
        code.bold = style.bold
        var inCode = false
        return lines.map { line in
            var runs: [StyledRun] = []
            for (index, piece) in line.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { inCode.toggle() }
                if !piece.isEmpty { runs.append(StyledRun(String(piece), style: inCode ? code : style)) }
            }
            return runs
        }
    }

    private static func drawTrace(_ demo: DemoScreenState, in rect: CellRect, on screen: inout Screen) {
        let width = max(4, rect.width - 2)
        let lines = traceLines(demo, width: width)
        let scrollBack = min(demo.scrollBack, max(0, lines.count - rect.height))
        // Scrolled back, the last row is kept for the marker that says what lies below.
        let rows = scrollBack > 0 ? max(1, rect.height - 1) : rect.height
        let first = max(0, lines.count - rows - scrollBack)
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            screen.put(line, x: rect.x + 1, y: rect.y + offset, maxWidth: width)
        }
        if scrollBack > 0 {
            let marker = " " + localized(count: scrollBack, one: "↓ {0} newer line (PgDn)", other: "↓ {0} newer lines (PgDn)") + " "
            screen.put(TerminalText.truncated(marker, toWidth: rect.width), x: rect.x + max(0, rect.width - DisplayWidth.of(marker)),
                       y: rect.y + rect.height - 1, style: Style(reverse: true))
        }
    }

    // MARK: Side pane

    private static func drawDivider(_ panes: Panes, on screen: inout Screen) {
        let style = Style(dim: true)
        if panes.isSideBySide {
            for row in 0..<panes.divider.height { screen.put("│", x: panes.divider.x, y: panes.divider.y + row, style: style) }
        } else {
            screen.put(String(repeating: "─", count: panes.divider.width), x: 0, y: panes.divider.y, style: style)
        }
    }

    private static func drawPanel(_ demo: DemoScreenState, in rect: CellRect, on screen: inout Screen) {
        let heading = Style(bold: true, foreground: .cyan)
        screen.put(localized("State"), x: rect.x + 1, y: rect.y, style: heading)
        let width = max(4, rect.width - 2)
        let body = demo.panel.isEmpty ? [StyledLine(localized("(nothing to show yet)"), style: Style(dim: true))]
            : demo.panel.flatMap { panelLines($0, width: width) }
        for (offset, line) in body.prefix(max(0, rect.height - 1)).enumerated() {
            screen.put(line, x: rect.x + 1, y: rect.y + 1 + offset, maxWidth: width)
        }
    }

    static func panelLines(_ text: String, width: Int) -> [StyledLine] {
        spacingKeptWrap(text, width: width, hanging: 2).map { StyledLine($0) }
    }

    /// Demo output draws trees and aligns columns with spaces, so a line that fits is kept
    /// exactly; a longer one wraps under itself, `hanging` columns past its own indent.
    static func spacingKeptWrap(_ text: String, width: Int, hanging: Int) -> [String] {
        let safe = TerminalText.sanitized(text)
        guard DisplayWidth.of(safe) > width else { return [safe] }
        let indent = String(safe.prefix { $0 == " " })
        let room = max(4, width - indent.count - hanging)
        let continuation = indent + String(repeating: " ", count: hanging)
        return TextWrapper.wrap(String(safe.dropFirst(indent.count)), width: room).enumerated().map { index, part in
            (index == 0 ? indent : continuation) + part
        }
    }

    /// The code laid out for a pane `width` columns wide (kept in the screen's state, made
    /// again only when the window changes).
    static func codeLines(_ code: String, paneWidth width: Int) -> [StyledLine] {
        MarkdownRenderer(codeOverflow: .wrap).render(markdown: code, width: max(10, width - 2))
    }

    static func drawKeyCode(_ lines: [StyledLine], lesson: String?, scroll: Int, in rect: CellRect, on screen: inout Screen) {
        let heading = Style(bold: true, foreground: .cyan)
        let title = lesson.map { localized("Key code · {0}", $0) } ?? localized("Key code")
        screen.put(TerminalText.truncated(title, toWidth: rect.width - 2), x: rect.x + 1, y: rect.y, style: heading)
        let width = max(10, rect.width - 2)
        let rows = max(0, rect.height - 1)
        let first = min(scroll, max(0, lines.count - rows))
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            screen.put(line, x: rect.x + 1, y: rect.y + 1 + offset, maxWidth: width)
        }
    }

    // MARK: Prompt

    private static func drawPrompt(_ demo: DemoScreenState, size: Size, on screen: inout Screen) {
        let y = size.height - 2
        screen.fill(x: 0, y: y, width: size.width, height: 1)
        screen.put(promptText, x: 0, y: y, style: Style(bold: true, foreground: .cyan))
        let room = size.width - DisplayWidth.of(promptText) - 1
        if demo.editor.string.isEmpty, let tour = demo.tourPrompt {
            screen.put(TerminalText.truncated(localized("{0}, or type a command", tour), toWidth: room), x: DisplayWidth.of(promptText),
                       y: y, style: Style(dim: true))
        } else {
            screen.put(AppView.visibleTail(of: demo.editor.string, columns: room), x: DisplayWidth.of(promptText), y: y)
        }
    }
}
