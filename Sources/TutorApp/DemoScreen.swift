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
    /// Where Esc goes back to.
    public var returnRoute: AppState.Route

    init(info: DemoInfo, returnRoute: AppState.Route, keyCodeLesson: Lesson?) {
        id = info.id
        title = info.title
        family = info.family.title
        summary = info.summary
        commandNames = info.commands.map(\.name)
        self.returnRoute = returnRoute
        self.keyCodeLesson = keyCodeLesson?.title
        keyCode = keyCodeLesson.flatMap(Self.swiftCode(of:))
    }

    /// The lesson's Swift code blocks, each under its page's title; nil when it has none.
    static func swiftCode(of lesson: Lesson) -> String? {
        var parts: [String] = []
        for page in lesson.pages {
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

extension AppReducer {
    /// Words that leave a demo rather than run in it, in plain mode as on screen.
    static let demoExitWords: Set<String> = ["exit", "leave"]

    func openDemo(_ query: String?, _ state: inout AppState, _ effects: inout [Effect]) {
        let lessonIndex = state.route == .reader ? state.reader?.lessonIndex : state.route == .menu ? state.menu.selected : nil
        let current = lessonIndex.flatMap { state.lessons.indices.contains($0) ? state.lessons[$0] : nil }
        guard let id = query ?? current?.demo else {
            let where_ = current.map { "\"\($0.title)\" has no live run." } ?? "Name a live run."
            say("\(where_) Try 'demo <id>', e.g. 'demo object-pool'; 'pattern-tutor demo --list' lists all \(DemoRegistry.ids.count).",
                kind: .error, &state, &effects)
            return
        }
        if id.lowercased() == LiveRuns.shapeGameId {
            openGame(returnRoute: state.returnRouteForNewScreen, &state, &effects)
            return
        }
        guard let demo = DemoRegistry.demo(id: id.lowercased()) else {
            let close = EditDistanceHint.closest(to: id.lowercased(), among: DemoRegistry.ids)
            say("No live run '\(id)'.\(close)", kind: .error, &state, &effects)
            return
        }
        // The key code comes from the lesson being read if it teaches this demo, else from
        // the first lesson that does.
        let teaching = current?.demo == demo.info.id ? current : state.lessons.first { $0.demo == demo.info.id }
        let returnRoute = state.returnRouteForNewScreen ?? .menu
        // The factory method's layers are the one live run that plays as animation.
        if demo.info.id == Self.stageDemoId, state.canAnimate {
            openStage(returnRoute: returnRoute, teaching: teaching, &state, &effects)
            return
        }
        state.demo = DemoScreenState(info: demo.info, returnRoute: returnRoute, keyCodeLesson: teaching)
        state.route = .demo
        effects.append(.demo(.open(id: demo.info.id)))
    }

    /// A line typed for the open demo: run it, or leave, or run an app command after ':'.
    func demoLine(_ line: String, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var demo = state.demo else { return }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        if demo.history.last != trimmed { demo.history.append(trimmed) }
        demo.historyPosition = nil
        demo.scrollBack = 0
        state.demo = demo
        if CommandParser.endsTheProgram(trimmed) {
            effects.append(.quit)
        } else if Self.demoExitWords.contains(trimmed.lowercased()) {
            closeDemo(&state, &effects)
        } else if trimmed.hasPrefix(":") {
            switch CommandParser.parse(trimmed) {
            case .success(let command): run(command, &state, &effects)
            case .failure(let error): say(error.description, kind: .error, &state, &effects)
            }
        } else if demo.id == Self.stageDemoId, trimmed.lowercased().hasPrefix("frame") {
            asciiFrame(trimmed, &demo, &state, &effects)
        } else {
            effects.append(.demo(.run(id: demo.id, line: trimmed)))
        }
    }

    /// Where the layers cannot play (plain mode, a pipe, a screen reader), `frame <seconds>`
    /// draws them at one instant, in ASCII.
    private func asciiFrame(_ line: String, _ demo: inout DemoScreenState, _ state: inout AppState,
                            _ effects: inout [Effect]) {
        let words = line.split(separator: " ")
        var entries = [TraceEntry(.command, line)]
        if words.first?.lowercased() == "frame", words.count <= 2,
           let time = words.count == 2 ? Double(words[1]) : 0, (0...1000).contains(time), let stage = try? Stage.seed() {
            let columns = max(20, min(80, Layout.textWidth(state.size) - 4))
            let lines = StageRenderer.lines(stage, at: time, columns: columns, rows: max(6, columns / 4), mode: .ascii)
            entries.append(TraceEntry(.event, "the layers at \(StageCommands.timeText(time)):"))
            let writer = ANSIWriter(mode: .plain)
            entries += lines.map { TraceEntry(.event, writer.text(of: $0)) }
        } else {
            entries.append(TraceEntry(.error, "frame takes the seconds into the animation, from 0 to 1000, e.g. frame 0.5"))
        }
        demo.trace += entries
        state.demo = demo
        effects.append(.announce(.demoOutput(entries)))
    }

    func demoUpdated(_ snapshot: DemoSnapshot, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var demo = state.demo, demo.id == snapshot.id else { return }
        demo.trace = snapshot.trace
        demo.panel = snapshot.panel
        demo.scrollBack = 0
        state.demo = demo
        effects.append(.announce(snapshot.newEntries.isEmpty ? .demoOpened : .demoOutput(snapshot.newEntries)))
    }

    func closeDemo(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let demo = state.demo else { return }
        state.demo = nil
        state.route = demo.returnRoute == .reader && state.reader != nil ? .reader : .menu
        say("Left the \(demo.title) live run; :demo \(demo.id) goes back to it as you left it.", kind: .info, &state, &effects)
    }

    func demoKey(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var demo = state.demo else { return }
        let page = max(1, Layout.bodyHeight(state.size) - 3)
        switch key {
        case .escape where !demo.editor.string.isEmpty:
            // The field has focus: Esc empties it first, and a second Esc goes back.
            demo.editor = LineEditor()
            demo.historyPosition = nil
        case .escape:
            closeDemo(&state, &effects)
            return
        case .enter:
            let line = demo.editor.string
            demo.editor = LineEditor()
            state.demo = demo
            demoLine(line, &state, &effects)
            return
        case .tab:
            demo.showsKeyCode.toggle()
            if demo.showsKeyCode, demo.keyCode == nil {
                demo.showsKeyCode = false
                state.demo = demo
                say("No lesson shows code for this live run yet.", kind: .info, &state, &effects)
                return
            }
        case .up: recallHistory(step: -1, &demo)
        case .down: recallHistory(step: 1, &demo)
        case .pageUp where demo.showsKeyCode: demo.codeScroll = max(0, demo.codeScroll - page)
        case .pageDown where demo.showsKeyCode: demo.codeScroll += page
        case .pageUp: demo.scrollBack += page
        case .pageDown: demo.scrollBack = max(0, demo.scrollBack - page)
        default:
            _ = demo.editor.handle(key)
        }
        state.demo = demo
    }

    private func recallHistory(step: Int, _ demo: inout DemoScreenState) {
        guard !demo.history.isEmpty else { return }
        let position = (demo.historyPosition ?? demo.history.count) + step
        if position >= demo.history.count {
            demo.historyPosition = nil
            demo.editor = LineEditor()
        } else {
            demo.historyPosition = max(0, position)
            demo.editor = LineEditor(demo.history[max(0, position)])
        }
    }
}

/// "Did you mean" for live-run ids.
enum EditDistanceHint {
    static func closest(to query: String, among ids: [String]) -> String {
        let close = EditDistance.closest(to: query, among: ids, limit: 3)
        return close.isEmpty ? " 'pattern-tutor demo --list' lists them all." : " Did you mean: \(close.joined(separator: ", "))?"
    }
}
