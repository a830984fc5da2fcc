import Localization
import Course
import Foundation
import TerminalKit

/// Everything the app knows at one moment. Views are functions of it; only `AppReducer`
/// makes a new one.
public struct AppState: Sendable, Equatable {
    public var course: Course
    public var size: Size
    /// The navigation stack, bottom first: the last screen is the one shown, and leaving it
    /// shows the one under it. Leaving the last one ends the program.
    public internal(set) var screens: [AppScreen] = [.menu(MenuState())]
    /// A game left unfinished behind a command (`:lessons`); `:game` takes it up again.
    public internal(set) var parkedGame: GameScreenState?
    public var isShowingHelp = false {
        didSet { if !isShowingHelp { helpScroll = 0 } }
    }
    /// The first line of the key help shown, when it is taller than the window.
    public var helpScroll = 0
    /// The `:` prompt's text while it is open.
    public var commandLine: LineEditor? {
        didSet { if commandLine == nil { completions = []; commandHistoryPosition = nil; promptIsSearch = false } }
    }
    /// Whether the prompt is `/`, a search, rather than `:`, a command.
    public var promptIsSearch = false
    /// The last search and where in its results the learner is: pages mark its words.
    public var search: SearchState?
    /// What Tab found the word at the prompt could become, shown above it.
    public var completions: [String] = []
    /// Lines run at the `:` prompt, oldest first, kept across restarts; ↑ and ↓ walk them.
    public var commandHistory: [String] = []
    /// Where ↑ and ↓ are in `commandHistory`; nil on a line of the learner's own.
    public var commandHistoryPosition: Int?
    /// The line being typed before ↑ was pressed, for ↓ to give back.
    public var commandDraft = ""
    /// A one-line message for the status bar, cleared by the next key.
    public var notice: Notice?
    /// Whether code lines too long for the window wrap (`w`) instead of being cut.
    public var wrapsCode = false
    /// Where the order of quiz choices comes from: each quiz session draws its seed from it
    /// (`PATTERN_TUTOR_QUIZ_SEED` sets it, so a run can be repeated).
    public var quizSeed: UInt64 = 0x51AB_1E5E_ED00_0001
    /// The checkpoints asked (or skipped) in this session, by question id: moving on from
    /// that page again does not ask again.
    public var askedCheckpoints: Set<String> = []
    /// The last quiz run started, so the next one has a name of its own.
    public var lastQuizRun: Int64 = 0
    /// What the next game starts with: seed, strategy, colours, bell.
    public var gameOptions = GameOptions()
    /// Past games, from the progress store, kept up to date as games end.
    public var gameTotals = GameTotals()
    /// Frames per second for animations (`--fps`).
    public var animationFPS = 30.0
    /// Whether a screen redraws on its own (the full-screen app), so the factory-method
    /// layers can play; the plain REPL prints, and shows that demo as text.
    public var canAnimate = false
    /// Draw animations with ASCII only (`--ascii`, or a locale that is not UTF-8).
    public var prefersASCII = false
    /// Pages seen and answers given, for the menu's marks and the self-quiz's cards.
    public var progress = LearnerProgress()
    /// Self-quiz reviews due at the last update, for the menu (the view has no clock).
    public var reviewsDue = 0
    /// The learner's calendar, for "tomorrow" and the days of the statistics.
    public var calendar = Calendar.current

    public init(course: Course, size: Size) {
        self.course = course
        self.size = size
    }

    public var lessons: [Lesson] { course.lessons }

    /// How many lines the `:` prompt's history keeps (the store keeps as many).
    public static let commandHistoryLimit = 200

    /// The screen on show.
    public var top: AppScreen { screens.last ?? .menu(MenuState()) }

    public var isTooSmall: Bool {
        size.width < Layout.minimumSize.width || size.height < Layout.minimumSize.height
    }

    /// How often the program should send `.tick`: only while something on screen moves.
    public var frameInterval: Double? {
        guard !isTooSmall else { return nil }
        return top.model.frameInterval(self)
    }

    /// The long-running work every screen on the stack wants now.
    public var jobs: Set<Job> {
        Set(screens.flatMap { $0.model.jobs(self) })
    }
}

extension AppState {
    /// Runs `body` as the learner's terminal shows the app: the interface speaking the
    /// course's language, and text measured and written in ASCII where the terminal takes
    /// no UTF-8. Views and reducers read both through task-locals, so they stay functions of
    /// their input.
    public func presenting<Result>(_ body: () throws -> Result) rethrows -> Result {
        try InterfaceCatalogue.speaking(course.language) {
            try ASCIIRendering.$isOn.withValue(prefersASCII, operation: body)
        }
    }
}

/// Read-only views of the navigation stack, named as the screens are: for views, plain mode
/// and tests. Changes go through the reducer, which edits `screens`.
extension AppState {
    public enum Route: Sendable, Hashable { case menu, reader, quiz, demo, stage, game, stats, lessonEnd, exercise, searchResults, cheatSheet, liveRunList, problems }

    /// Which kind of screen is on show.
    public var route: Route {
        switch top {
        case .menu: .menu
        case .reader: .reader
        case .quiz: .quiz
        case .liveRun: .demo
        case .stage: .stage
        case .game: .game
        case .stats: .stats
        case .lessonEnd: .lessonEnd
        case .exercise: .exercise
        case .searchResults: .searchResults
        case .cheatSheet: .cheatSheet
        case .liveRunList: .liveRunList
        case .problems: .problems
        }
    }

    /// The lesson menu at the bottom of the stack (a fresh one when a session started elsewhere).
    public var menu: MenuState {
        for case .menu(let menu) in screens { return menu }
        return MenuState()
    }

    /// The lesson page open, if any.
    public var reader: ReaderState? {
        for case .reader(let reader) in screens.reversed() { return reader }
        return nil
    }

    public var exercise: ExerciseScreenState? {
        if case .exercise(let screen) = top { return screen }
        return nil
    }

    public var quiz: QuizSession? {
        if case .quiz(let session) = top { return session }
        return nil
    }

    public var demo: DemoScreenState? {
        if case .liveRun(let demo) = top { return demo }
        return nil
    }

    public var stageScreen: StageScreenState? {
        if case .stage(let stage) = top { return stage }
        return nil
    }

    /// The game on show, or the one left unfinished behind a command.
    public var game: GameScreenState? {
        if case .game(let game) = top { return game }
        return parkedGame
    }

    public var statsScreen: StatsScreenState? {
        if case .stats(let stats) = top { return stats }
        return nil
    }

    public var cheatSheet: CheatSheetState? {
        if case .cheatSheet(let sheet) = top { return sheet }
        return nil
    }

    public var liveRunList: LiveRunListState? {
        if case .liveRunList(let list) = top { return list }
        return nil
    }
}

public struct Notice: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case info, error }
    public var text: String
    public var kind: Kind

    public init(_ text: String, kind: Kind = .info) {
        self.text = text
        self.kind = kind
    }
}

/// A single-line text field with a cursor, for the `:` prompt.
public struct LineEditor: Sendable, Hashable {
    public private(set) var text: [Character] = []
    public private(set) var cursor = 0

    public init(_ text: String = "") {
        self.text = Array(text)
        cursor = self.text.count
    }

    public var string: String { String(text) }
    /// Display columns before the cursor, for placing the terminal cursor.
    public var cursorColumn: Int { DisplayWidth.of(String(text[..<cursor])) }

    public mutating func insert(_ character: Character) {
        text.insert(character, at: cursor)
        cursor += 1
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        text.remove(at: cursor)
    }

    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: cursor)
    }

    /// Applies an editing key; false when the key is not one (Enter, Esc, arrows up and down).
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .left: moveLeft()
        case .right: moveRight()
        case .home, .control("a"): moveToStart()
        case .end, .control("e"): moveToEnd()
        case .control("u"): deleteToStart()
        case .character(let character): insert(character)
        default: return false
        }
        return true
    }

    /// Ctrl-U, as in a shell: everything before the cursor goes.
    public mutating func deleteToStart() {
        text.removeSubrange(0..<cursor)
        cursor = 0
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = text.count }
}

/// Sizes shared by views and the reducer, so both agree where things are.
public enum Layout {
    public static let minimumSize = Size(width: 40, height: 10)
    public static let maximumTextWidth = 100
    public static let leftMargin = 2

    /// Rows between the title bar and the status line.
    public static func bodyHeight(_ size: Size) -> Int { max(1, size.height - 2) }

    /// Width the lesson text is laid out at: the window less margins, capped for readability.
    public static func textWidth(_ size: Size) -> Int {
        max(10, min(maximumTextWidth, size.width - leftMargin - 1))
    }
}
