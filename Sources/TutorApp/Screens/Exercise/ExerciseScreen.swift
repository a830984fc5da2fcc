import Localization
import Course
import Exercises
import Foundation
import Markdown
import MarkdownRendering
import TerminalKit

/// An exercise being written: the task, the learner's file, and what the last check of it
/// found. The file is checked when the screen opens and again whenever it is saved (a job
/// watches it); each check has a number, so a check overtaken by a save is ignored when it ends.
public struct ExerciseScreenState: Sendable, Hashable {
    public var entry: CourseExercise
    /// Read from the lesson when the screen opened; nil until then.
    public var content: ExerciseContent?
    /// The learner's file in their workspace.
    public var path: String?
    /// The starter was copied in when the screen opened (there was no file yet).
    public var created = false
    /// Why the exercise could not be opened (its file changed, the workspace cannot be written).
    public var failure: String?
    public var report: ExerciseReport?
    /// The check asked for last; a report for an earlier one is stale.
    public var generation = 0
    public var isChecking = false
    public var hintsShown = 0
    public var showsSolution = false
    public var confirming: Confirmation?
    public var scroll = 0
    /// The body laid out for the window.
    var lines: [StyledLine] = []

    public enum Confirmation: Sendable, Hashable {
        case solution, reset
    }

    public init(entry: CourseExercise) {
        self.entry = entry
    }

    var id: String { entry.exercise.id }

    /// The request for a check of the file as it is now.
    mutating func startCheck() -> [ScreenOutput] {
        guard let content, let path else { return [] }
        generation += 1
        isChecking = true
        return [.effect(.exercise(.check(ExerciseCheckRequest(exerciseId: id, generation: generation, path: path, content: content))))]
    }

    /// A failed check earns the solution without asking; before one, the learner confirms.
    var mayShowSolutionAtOnce: Bool {
        guard let report else { return false }
        return report.status == .failing || report.status == .compileErrors
    }

    var isDone: Bool { report?.status == .passed }
}

/// What the runtime needs to check a learner's file.
public struct ExerciseCheckRequest: Sendable, Hashable {
    public var exerciseId: String
    public var generation: Int
    public var path: String
    public var content: ExerciseContent
}

extension ExerciseScreenState: ScreenModel {
    enum Action: Sendable { case down, up, pageDown, pageUp, top, bottom, hint, solution, reset, editor, check, lesson, next, back }

    static let keys = KeyTable<Action>([
        KeyBinding([.down, .character("j")], "↓ j", "scroll down (wheel too)", .down),
        KeyBinding([.up, .character("k")], "↑ k", "up", .up, joinsPrevious: true),
        KeyBinding([.pageDown, .character(" ")], "Space PgDn", "a page down", .pageDown),
        KeyBinding([.pageUp, .character("b")], "b PgUp", "up", .pageUp, joinsPrevious: true),
        KeyBinding([.home, .character("g")], "g Home", "the top", .top),
        KeyBinding([.end, .character("G")], "G End", "the bottom", .bottom, joinsPrevious: true),
        KeyBinding([.character("c")], "c", "check the file now (saving it checks it too)", .check),
        KeyBinding([.character("h")], "h", "the next hint", .hint),
        KeyBinding([.character("e")], "e", "edit the file in $EDITOR", .editor),
        KeyBinding([.character("S")], "S", "show the reference solution", .solution),
        KeyBinding([.character("R")], "R", "reset the file to the starter (yours is kept as .bak)", .reset),
        KeyBinding([.character("l")], "l", "read the exercise's lesson", .lesson),
        KeyBinding([.character("N")], "N", "the next exercise not done", .next),
        KeyBinding([.character("q"), .escape, .backspace, .left], "q Esc", "back", .back),
    ])

    var screen: AppScreen { .exercise(self) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        if let confirming {
            self.confirming = nil
            guard key == .character("y") || key == .character("Y") else { return [.say(localized("Nothing changed."), .info)] }
            return confirmed(confirming, context)
        }
        guard let action = Self.keys.action(for: key) else { return [] }
        let page = max(1, bodyHeight(context.size) - 1)
        switch action {
        case .down: scroll(by: 1, context)
        case .up: scroll(by: -1, context)
        case .pageDown: scroll(by: page, context)
        case .pageUp: scroll(by: -page, context)
        case .top: scroll = 0
        case .bottom: scroll(by: Int.max / 2, context)
        case .check: return checkNow()
        case .hint: return nextHint(context)
        case .editor:
            guard let path else { return [] }
            return [.effect(.exercise(.edit(path: path)))]
        case .solution: return askForSolution(context)
        case .reset:
            guard content != nil else { return [] }
            confirming = .reset
            return [.say(localized("Replace your file with the starter? Yours is kept as {0}.bak. y/n",
                                   ExerciseScreenState.fileName(path ?? "")), .info)]
        case .lesson: return [.openLesson(index: entry.lessonIndex, page: 0)]
        case .next: return [.run(.exercise(nil))]
        case .back: return [.back]
        }
        return []
    }

    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] {
        switch mouse.kind {
        case .wheelDown: scroll(by: 3, context)
        case .wheelUp: scroll(by: -3, context)
        case .click: break
        }
        return []
    }

    private mutating func checkNow() -> [ScreenOutput] {
        guard content != nil else { return [.say(failure ?? localized("The exercise is still opening."), .error)] }
        return startCheck()
    }

    private mutating func nextHint(_ context: ScreenContext) -> [ScreenOutput] {
        let count = content?.hints.count ?? 0
        guard hintsShown < count else {
            return [.say(count == 0 ? localized("This exercise has no hints.") : localized("That was the last hint; S shows the solution."),
                         .info)]
        }
        hintsShown += 1
        layout(context)
        scrollToHints(context)
        return [.effect(.announce(.exercise))]
    }

    private mutating func askForSolution(_ context: ScreenContext) -> [ScreenOutput] {
        guard content != nil, !showsSolution else { return [] }
        if mayShowSolutionAtOnce { return confirmed(.solution, context) }
        confirming = .solution
        return [.say(localized("Show the solution before you have tried a check? y/n"), .info)]
    }

    private mutating func confirmed(_ confirmation: Confirmation, _ context: ScreenContext) -> [ScreenOutput] {
        switch confirmation {
        case .solution:
            showsSolution = true
            layout(context)
            scroll(by: Int.max / 2, context)
            return [.effect(.announce(.exercise))]
        case .reset:
            guard let content else { return [] }
            return [.effect(.exercise(.reset(entry, starter: content.starter.text)))]
        }
    }

    /// Plain mode's words: check, hint, solution, reset, path, task, lesson, next, back.
    mutating func line(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        if let confirming {
            self.confirming = nil
            guard word == "y" || word == "yes" else { return [.say(localized("Nothing changed."), .info)] }
            return confirmed(confirming, context)
        }
        switch word {
        case "check", "c", "": return checkNow()
        case "hint", "h": return nextHint(context)
        case "solution": return askForSolution(context)
        case "reset":
            guard content != nil else { return [] }
            confirming = .reset
            return [.say(localized("Replace your file with the starter? Yours is kept as {0}.bak. Type yes or no.",
                                   ExerciseScreenState.fileName(path ?? "")), .info)]
        case "path", "file": return [.say(path.map { localized("Your file: {0}", $0) } ?? (failure ?? localized("No file yet.")), .info)]
        case "task", "show": return [.effect(.announce(.exercise))]
        case "lesson": return [.openLesson(index: entry.lessonIndex, page: 0)]
        case "next": return [.run(.exercise(nil))]
        case "back", "exit": return [.back]
        default: return nil
        }
    }

    mutating func layout(_ context: ScreenContext) {
        lines = ExerciseView.body(self, context.app, renderer: context.renderer, width: Layout.textWidth(context.size), plain: false)
        scroll(by: 0, context)
    }

    /// The file is watched while the screen is on the stack, even under the help or a page.
    func jobs(_ app: AppState) -> [Job] {
        guard let path else { return [] }
        return [.watchFile(path: path, send: .exercise(.fileChanged(exerciseId: id)))]
    }

    func whereText(_ context: ScreenContext) -> String {
        let lesson = context.lessons.indices.contains(entry.lessonIndex) ? context.lessons[entry.lessonIndex].title : entry.lessonId
        return path.map { localized("In the exercise \"{0}\" of \"{1}\"; your file is {2}.", entry.exercise.title, lesson, $0) }
            ?? localized("In the exercise \"{0}\" of \"{1}\".", entry.exercise.title, lesson)
    }

    func hints(_ app: AppState) -> [String] {
        if confirming != nil { return [localized("y yes  any other key no"), localized("y/n")] }
        return [localized("save your file to check it  c check  h hint  e edit  S solution  R reset  l lesson  N next  q back"),
                localized("c check  h hint  e edit  S solution  q back"), localized("c check  h hint  q back"), localized("q back")]
    }

    func statusRight(_ app: AppState) -> String {
        isChecking ? localized("checking…") : (report.map { ExerciseView.shortStatus($0) } ?? "")
    }

    func draw(_ app: AppState, on screen: inout Screen) {
        ExerciseView.draw(self, app, on: &screen)
    }

    // MARK: Scrolling

    /// Rows left for the body under the fixed header.
    func bodyHeight(_ size: Size) -> Int { max(1, Layout.bodyHeight(size) - ExerciseView.headerHeight) }

    private mutating func scroll(by delta: Int, _ context: ScreenContext) {
        let maximum = max(0, lines.count - bodyHeight(context.size))
        scroll = min(maximum, max(0, scroll + delta))
    }

    private mutating func scrollToHints(_ context: ScreenContext) {
        let title = localized("Hint {0} of {1}", hintsShown, content?.hints.count ?? 0)
        guard let row = lines.firstIndex(where: { $0.text.hasPrefix(title) }) else { return }
        scroll = 0
        scroll(by: row, context)
    }

    static func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }

    // MARK: Events from the runtime

    /// The exercise's file was read and the learner's file made ready: check it at once.
    mutating func opened(content: ExerciseContent, path: String, created: Bool, _ context: ScreenContext) -> [ScreenOutput] {
        self.content = content
        self.path = path
        self.created = created
        failure = nil
        layout(context)
        let copied: [ScreenOutput] = created
            ? [.say(localized("The starter is now your file: edit it in any editor (e opens $EDITOR); each save is checked."), .info)] : []
        return startCheck() + [.effect(.announce(.exercise))] + copied
    }

    mutating func failed(_ message: String, _ context: ScreenContext) -> [ScreenOutput] {
        failure = message
        isChecking = false
        layout(context)
        return [.say(message, .error)]
    }

    /// A report for the latest check is shown; an older one is dropped. Every finished check
    /// is saved, so "done" is a check that passed.
    mutating func checked(generation: Int, report: ExerciseReport, _ context: ScreenContext) -> [ScreenOutput] {
        guard generation == self.generation else { return [] }
        let wasDone = context.app.progress.exercisesDone.contains(id)
        self.report = report
        isChecking = false
        layout(context)
        var outputs: [ScreenOutput] = [.effect(.announce(.exerciseChecked))]
        if report.status != .cannotCheck {
            outputs.append(.exerciseChecked(entry, report))
        }
        if report.status == .passed, !wasDone {
            outputs.append(.say(localized("Done: every check passes. N goes on to the next exercise."), .info))
        }
        return outputs
    }
}
