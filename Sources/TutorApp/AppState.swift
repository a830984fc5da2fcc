import Course
import Foundation
import TerminalKit

/// Everything the app knows at one moment. Views are functions of it; only `AppReducer`
/// makes a new one.
public struct AppState: Sendable {
    public enum Route: Sendable, Hashable { case menu, reader, quiz, demo, stage, game, stats }

    public var course: Course
    public var size: Size
    public var route: Route = .menu
    public var menu = MenuState()
    public var reader: ReaderState?
    public var isShowingHelp = false
    /// The `:` prompt's text while it is open.
    public var commandLine: LineEditor?
    /// A one-line message for the status bar, cleared by the next key.
    public var notice: Notice?
    /// Whether code lines too long for the window wrap (`w`) instead of being cut.
    public var wrapsCode = false
    /// The quiz being taken, while the route is `.quiz`.
    public var quiz: QuizSession?
    /// The lesson whose quiz was just offered at its end; a second `n` moves on.
    public var quizOfferedFor: Int?
    /// The live run on screen, while the route is `.demo`.
    public var demo: DemoScreenState?
    /// The factory-method layers playing, while the route is `.stage`.
    public var stageScreen: StageScreenState?
    /// The shape game, while the route is `.game` (or left unfinished behind a command).
    public var game: GameScreenState?
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
    /// The self-quiz statistics, while the route is `.stats`.
    public var statsScreen: StatsScreenState?
    /// The learner's calendar, for "tomorrow" and the days of the statistics.
    public var calendar = Calendar.current

    public init(course: Course, size: Size) {
        self.course = course
        self.size = size
    }

    public var lessons: [Lesson] { course.lessons }

    /// Where a live run or the game opened now should go back to: the screen the learner is
    /// on, or, from a live run or the game, the place that one goes back to (nil only for a
    /// game started on its own, which ends the program).
    var returnRouteForNewScreen: Route? {
        switch route {
        case .demo: demo?.returnRoute ?? .menu
        case .stage: stageScreen?.returnRoute ?? .menu
        case .game: game?.returnRoute
        case .quiz: quiz?.returnRoute == .menu || reader == nil ? .menu : .reader
        case .stats: statsScreen?.returnRoute ?? .menu
        case .menu, .reader: route
        }
    }

    public var isTooSmall: Bool {
        size.width < Layout.minimumSize.width || size.height < Layout.minimumSize.height
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

public struct MenuState: Sendable, Hashable {
    /// Index into `course.lessons` of the highlighted lesson.
    public var selected = 0
    /// First visible row of the menu list.
    public var scroll = 0
}

public struct ReaderState: Sendable, Hashable {
    public var lessonIndex: Int
    public var pageIndex: Int
    public var scroll = 0
    /// The page laid out for the current width. Kept in state so scrolling knows the length.
    public var lines: [StyledLine] = []
    public var layoutWidth = 0
    public var layoutWrapsCode = false
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
