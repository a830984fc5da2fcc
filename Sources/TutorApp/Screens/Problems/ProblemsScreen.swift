import Localization
import Course
import MarkdownRendering
import TerminalKit

/// The files the course skips and why: every problem at its `file:line:column`, grouped by
/// file, for the instructor writing the course (`:problems`). Opened by itself when a reload
/// breaks the lesson on screen: it then holds that lesson's place, and the reload that mends
/// the lesson opens it again there.
public struct ProblemsState: Sendable, Hashable {
    /// The lesson a reload took off the screen: its id, page and scroll, and its file.
    public struct Waiting: Sendable, Hashable {
        public var lessonId: String
        public var file: String
        public var pageIndex: Int
        public var scroll: Int
    }

    public var waiting: Waiting?
    var list = GroupedList()
    /// The problems listed at the last layout, for the status line's count.
    private(set) var problemCount = 0

    public init(waiting: Waiting? = nil) {
        self.waiting = waiting
    }
}

extension ProblemsState: ScreenModel {
    enum Action: Sendable { case move(GroupedList.Motion), reload, back }

    static let keys = KeyTable<Action>(GroupedList.motionKeys(item: "problem", Action.move) + [
        KeyBinding([.character("r")], "r", "reload the lessons after an edit", .reload),
        KeyBinding([.character("q"), .escape, .left, .backspace], "q Esc ←", "back", .back),
    ])

    var screen: AppScreen { .problems(self) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        guard let action = Self.keys.action(for: key) else { return [] }
        switch action {
        case .move(let motion): list.move(motion, height: listHeight(context.size))
        case .reload: return [.run(.reload)]
        case .back: return [.back]
        }
        return []
    }

    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] {
        _ = list.clicked(by: mouse, height: listHeight(context.size))
        return []
    }

    mutating func layout(_ context: ScreenContext) {
        let course = context.app.course
        problemCount = course.problems.count
        list.layOut(Self.groups(course, first: waiting?.file, width: Self.width(context.size)), selected: list.selected,
                    height: listHeight(context.size))
    }

    /// The rows under the title bar and the line that says what to do.
    private func listHeight(_ size: Size) -> Int { max(1, Layout.bodyHeight(size) - 2) }

    func whereText(_ context: ScreenContext) -> String {
        localized(count: context.app.course.skippedFiles.count, one: "In the course's problems: {0} file is skipped. Fix it and reload (r).",
                  other: "In the course's problems: {0} files are skipped. Fix them and reload (r).")
    }

    func hints(_ app: AppState) -> [String] {
        [localized("↑↓ move  r reload  ? help  q back"), localized("r reload  q back"), localized("q back")]
    }

    func statusRight(_ app: AppState) -> String {
        problemCount == 0 ? "" : "\(list.selected + 1)/\(problemCount)"
    }

    func draw(_ app: AppState, on screen: inout Screen) {
        let skipped = app.course.skippedFiles.count
        AppView.drawTitleBar(left: localized("Problems"),
                             right: localized(count: skipped, one: "{0} file skipped", other: "{0} files skipped"), on: &screen)
        let width = Self.width(app.size)
        if let waiting {
            let name = waiting.file.split(separator: "/").last.map(String.init) ?? waiting.file
            screen.put(TerminalText.truncated(localized("{0} broke: fix it, then r takes you back to it.", name), toWidth: width),
                       x: 1, y: 1, style: Style(bold: true))
        } else if skipped == 0 {
            screen.put(TerminalText.truncated(localized("Every lesson file loads: the course has no problems."), toWidth: width), x: 1, y: 1)
            return
        } else {
            screen.put(TerminalText.truncated(localized("Each file below is skipped for these errors; fix them, then reload (r)."), toWidth: width),
                       x: 1, y: 1, style: Style(dim: true))
        }
        list.draw(on: &screen, top: 3, height: listHeight(app.size))
    }

    static func width(_ size: Size) -> Int { max(10, size.width - 3) }

    /// A group per file (the waiting lesson's first), its path relative to the course, and an
    /// entry per problem: `line:column  message [rule]`, wrapped.
    static func groups(_ course: Course, first: String?, width: Int) -> [GroupedList.Group] {
        let folder = course.directory.hasSuffix("/") ? course.directory : course.directory + "/"
        var byFile = course.problems.groupedStably(by: \.file)
        if let first, let index = byFile.firstIndex(where: { $0.key == first }) { byFile.insert(byFile.remove(at: index), at: 0) }
        return byFile.map { file, problems in
            let shown = file.hasPrefix(folder) ? String(file.dropFirst(folder.count)) : file
            let heading = StyledLine(TerminalText.truncated(shown, toWidth: width), style: Style(bold: true, foreground: .yellow))
            let entries = problems.map { problem -> [StyledLine] in
                let text = "\(problem.line):\(problem.column)  \(problem.message) [\(problem.rule.rawValue)]"
                return TextWrapper.wrap(text, width: max(1, width - 4)).enumerated().map { index, line in
                    StyledLine((index == 0 ? "  " : "    ") + line)
                }
            }
            return GroupedList.Group(heading: heading, entries: entries)
        }
    }

    /// Plain mode's listing: every problem, `file:line:column: error: message [rule]`.
    static func plainLines(_ course: Course) -> [String] {
        guard !course.problems.isEmpty else { return [localized("Every lesson file loads: the course has no problems.")] }
        return [localized(count: course.skippedFiles.count, one: "{0} file is skipped:", other: "{0} files are skipped:")]
            + course.problems.map(\.lintLine)
    }
}
