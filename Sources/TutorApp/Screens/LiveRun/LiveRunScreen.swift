import Localization
import Course
import LayerStage
import TextMatching
import Markdown
import Patterns
import TerminalKit

/// The live-run screen: the demo's trace, its state panel (or the lesson's key code) and
/// a command line. The demo itself runs at the edge, in `DemoHost`; this is what is shown.
public struct DemoScreenState: Sendable, Hashable {
    public var id: String
    public var title: String
    public var family: String
    public var summary: String
    /// Names of the demo's own commands, for the hint under the summary.
    public var commandNames: [String]
    /// How many steps the tour has, and the one an empty line runs next while it goes step by step.
    public var tourLength: Int
    public var nextTourStep: Int?
    public var trace: [TraceEntry] = []
    public var panel: [String] = []
    public var editor = LineEditor()
    /// Lines typed before, oldest first; ↑ and ↓ walk them.
    public var history: [String] = []
    public var historyPosition: Int?
    /// How many trace lines the view is scrolled up from the newest.
    public var scrollBack = 0
    /// Whether the right-hand pane shows the lesson's code instead of the state panel.
    public var showsKeyCode = false
    /// First line of the key code shown, when it is longer than the pane.
    public var codeScroll = 0
    /// The Swift code blocks of the lesson that teaches this pattern, as Markdown.
    public var keyCode: String?
    public var keyCodeLesson: String?
    /// The key code laid out for the window's code pane.
    var codeLines: [StyledLine] = []
    /// The commands the lesson's "Try it" page suggests, in its order; ^T puts them on the prompt.
    public var tryItCommands: [String] = []
    /// The one ^T puts on the prompt next.
    public var nextTryIt = 0

    /// `keyCode`: the Swift code of `lesson`, the lesson that teaches this pattern.
    init(info: DemoInfo, keyCode: String?, from lesson: Lesson?) {
        id = info.id
        title = localized(info.title)
        family = localized(info.family.title)
        summary = localized(info.summary)
        commandNames = info.commands.map(\.name)
        tourLength = info.tour.count
        self.keyCode = keyCode
        keyCodeLesson = keyCode == nil ? nil : lesson?.title
    }

    /// How a "Try it" page's heading starts, in each language the course is written in.
    static let tryItHeadings = ["try it", "попробуйте"]

    /// The commands a lesson's "Try it" pages quote in backticks (`rename Anna`) whose first word
    /// is one of `commands`, each once, in the page's order.
    static func tryItCommands(of pages: [(title: String, markdown: String)], commands: Set<String>) -> [String] {
        var found: [String] = []
        for page in pages {
            let title = page.title.lowercased()
            guard tryItHeadings.contains(where: { title.hasPrefix($0) }) else { continue }
            for span in page.markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where !span.offset.isMultiple(of: 2) {
                let command = span.element.trimmingCharacters(in: .whitespaces)
                guard let word = command.split(separator: " ").first, commands.contains(String(word)),
                      !command.contains("\n"), !found.contains(command) else { continue }
                found.append(command)
            }
        }
        return found
    }

    /// The lesson's Swift code blocks, each under its page's title; nil when it has none.
    static func swiftCode(of pages: [(title: String, markdown: String)]) -> String? {
        var parts: [String] = []
        for page in pages {
            let blocks = MarkdownDocument(parsing: page.markdown).blocks.compactMap { block -> String? in
                guard case .codeBlock(let info, let code) = block.kind,
                      info.split(separator: " ").first.map({ $0.hasPrefix("swift") }) == true else { return nil }
                return code
            }
            guard !blocks.isEmpty else { continue }
            parts.append("**\(page.title)**")
            parts += blocks.map { "```swift\n\($0)```" }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }
}

extension DemoScreenState: ScreenModel {
    enum Action: Sendable {
        case run, earlier, later, code, scrollUp, scrollDown, back, edit, tryIt
    }

    static let keys = KeyTable<Action>([
        KeyBinding([.enter], "Enter", "run the line typed", .run),
        KeyBinding([.up], "↑", "the line typed before", .earlier),
        KeyBinding([.down], "↓", "the line typed after", .later),
        KeyBinding([.tab], "Tab", "the lesson's code, or the state panel", .code),
        KeyBinding([.control("t")], "^T", "put the lesson's next \"Try it\" command on the line", .tryIt),
        KeyBinding([.pageUp], "PgUp", "scroll the trace (or the code) up; wheel too", .scrollUp),
        KeyBinding([.pageDown], "PgDn", "scroll the trace (or the code) down", .scrollDown),
        KeyBinding([.escape], "Esc", "empty the line; on an empty line, go back", .back),
        KeyBinding([.left, .right, .home, .end, .backspace, .delete, .control("a"), .control("e"), .control("u")],
                   "← → Home End ^U", "edit the line (every other key is typed; :help runs an app command)", .edit),
    ])

    /// Words that leave a live run rather than run in it, in plain mode as on screen.
    static let exitWords: Set<String> = ["exit", "leave"]

    var screen: AppScreen { .liveRun(self) }

    /// Every key types into the live run's own command line.
    func capturesText(_ context: ScreenContext) -> Bool { true }

    var help: (keys: [KeyHelp], showsCommands: Bool) { (Self.keys.help + GlobalKey.always.help, true) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        let page = max(1, Layout.bodyHeight(context.size) - 3)
        switch Self.keys.action(for: key) {
        case .back where !editor.string.isEmpty:
            // The field has focus: Esc empties it first, and a second Esc goes back.
            editor = LineEditor()
            historyPosition = nil
        case .back:
            return leave()
        case .run:
            let line = editor.string
            editor = LineEditor()
            return self.line(line, context) ?? []
        case .code:
            guard keyCode != nil else { return [.say(localized("No lesson shows code for this live run yet."), .info)] }
            showsKeyCode.toggle()
        case .tryIt: return putNextTryIt()
        case .earlier: recallHistory(step: -1)
        case .later: recallHistory(step: 1)
        case .scrollUp where showsKeyCode: codeScroll = max(0, codeScroll - page)
        case .scrollDown where showsKeyCode: codeScroll += page
        case .scrollUp: scrollBack += page
        case .scrollDown: scrollBack = max(0, scrollBack - page)
        case .edit, nil: _ = editor.handle(key)
        }
        return []
    }

    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] {
        switch mouse.kind {
        case .wheelUp: scrollBack += 3
        case .wheelDown: scrollBack = max(0, scrollBack - 3)
        case .click: break
        }
        return []
    }

    /// A line typed for the live run: run it, or leave, or run an app command after ':'.
    mutating func line(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            return nextTourStep == nil ? [] : [.effect(.demo(.run(id: id, line: "")))]
        }
        if history.last != trimmed { history.append(trimmed) }
        historyPosition = nil
        scrollBack = 0
        if CommandParser.endsTheProgram(trimmed) { return [.effect(.quit)] }
        if let outputs = tryItLine(trimmed) { return outputs }
        if Self.exitWords.contains(trimmed.lowercased()) { return leave() }
        if trimmed.hasPrefix(":") {
            switch CommandParser.parse(trimmed) {
            case .success(let command): return [.run(command)]
            case .failure(let error): return [.say(error.description, .error)]
            }
        }
        if id == StageScreenState.demoId, trimmed.lowercased().hasPrefix("frame") {
            return asciiFrame(trimmed, context)
        }
        return [.effect(.demo(.run(id: id, line: trimmed)))]
    }

    /// The host ran a request: the trace and panel as they now stand.
    mutating func apply(_ snapshot: DemoSnapshot) -> [ScreenOutput] {
        trace = snapshot.trace
        panel = snapshot.panel
        nextTourStep = snapshot.nextTourStep
        scrollBack = 0
        return [.effect(.announce(snapshot.newEntries.isEmpty ? .demoOpened : .demoOutput(snapshot.newEntries)))]
    }

    /// Says what an empty line does while a tour goes step by step.
    var tourPrompt: String? {
        nextTourStep.map { localized("Enter: step {0} of {1}", $0 + 1, tourLength) }
    }

    func whereText(_ context: ScreenContext) -> String {
        // Plain mode has no Esc key: there a word leaves.
        let back = context.isFullScreen ? localized("Esc goes back") : localized("'exit' goes back, 'quit' ends PatternTutor")
        return context.lessonBelow.map { localized("In the {0} live run (from \"{1}\"); {2}.", title, $0.title, back) }
            ?? localized("In the {0} live run; {1}.", title, back)
    }

    mutating func layout(_ context: ScreenContext) {
        guard let keyCode else { return }
        codeLines = DemoView.codeLines(keyCode, paneWidth: DemoView.panes(for: context.size, showsCode: true).side.width)
    }

    func hints(_ app: AppState) -> [String] { DemoView.hints(self) }
    func draw(_ app: AppState, on screen: inout Screen) { DemoView.draw(self, app, on: &screen) }
    func cursor(_ app: AppState) -> Position? { DemoView.cursor(self, app) }

    private func leave() -> [ScreenOutput] {
        [.say(localized("Left the {0} live run; :demo {1} goes back to it as you left it.", title, id), .info), .back]
    }

    /// Where the layers cannot play (plain mode, a pipe, a screen reader), `frame <seconds>`
    /// draws them at one instant, in ASCII.
    private mutating func asciiFrame(_ line: String, _ context: ScreenContext) -> [ScreenOutput] {
        let words = line.split(separator: " ")
        var entries = [TraceEntry(.command, line)]
        if words.first?.lowercased() == "frame", words.count <= 2,
           let time = words.count == 2 ? Double(words[1]) : 0, (0...1000).contains(time), let stage = try? Stage.seed() {
            let columns = max(20, min(80, Layout.textWidth(context.size) - 4))
            let lines = StageRenderer.lines(stage, at: time, columns: columns, rows: max(6, columns / 4), mode: .ascii)
            entries.append(TraceEntry(.event, localized("the layers at {0}:", StageCommands.timeText(time))))
            let writer = ANSIWriter(mode: .plain)
            entries += lines.map { TraceEntry(.event, writer.text(of: $0)) }
        } else {
            entries.append(TraceEntry(.error, localized("frame takes the seconds into the animation, from 0 to 1000, e.g. frame 0.5")))
        }
        trace += entries
        return [.effect(.announce(.demoOutput(entries)))]
    }

    private mutating func putNextTryIt() -> [ScreenOutput] {
        guard !tryItCommands.isEmpty else { return [.say(localized("The lesson suggests no commands for this live run."), .info)] }
        let index = nextTryIt % tryItCommands.count
        editor = LineEditor(tryItCommands[index])
        historyPosition = nil
        nextTryIt = index + 1
        return [.say(localized("\"Try it\" {0} of {1}: Enter runs it, ^T shows the next.", index + 1, tryItCommands.count), .info)]
    }

    /// Plain mode's words for the suggestions: `try` lists them, `try 2` runs the second.
    private mutating func tryItLine(_ line: String) -> [ScreenOutput]? {
        let words = line.lowercased().split(separator: " ")
        guard words.first == "try", words.count <= 2, !commandNames.contains("try") else { return nil }
        guard !tryItCommands.isEmpty else { return [.say(localized("The lesson suggests no commands for this live run."), .info)] }
        guard words.count == 2 else {
            let list = tryItCommands.enumerated().map { "\($0.offset + 1)) \($0.element)" }.joined(separator: "; ")
            return [.say(localized("The lesson suggests: {0}. 'try N' runs one.", list), .info)]
        }
        guard let number = Int(words[1]), tryItCommands.indices.contains(number - 1) else {
            return [.say(localized("try takes a number from 1 to {0}.", tryItCommands.count), .error)]
        }
        nextTryIt = number
        return [.effect(.demo(.run(id: id, line: tryItCommands[number - 1])))]
    }

    private mutating func recallHistory(step: Int) {
        guard !history.isEmpty else { return }
        let position = (historyPosition ?? history.count) + step
        if position >= history.count {
            historyPosition = nil
            editor = LineEditor()
        } else {
            historyPosition = max(0, position)
            editor = LineEditor(history[max(0, position)])
        }
    }
}
