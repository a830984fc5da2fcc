import Course
import Exercises
import Foundation
import MarkdownRendering
import TerminalKit

/// Every screen the app shows, each holding its own state. The app keeps them in a
/// navigation stack (`AppState.screens`): the top one is on screen, and leaving it shows the
/// one under it. (`Screen`, in TerminalKit, is the grid of cells a view draws into.)
///
/// Adding a screen: a state type conforming to `ScreenModel` in `Screens/<Name>/`, a case
/// here, and its line in `model` (see docs/architecture.md).
public enum AppScreen: Sendable, Equatable {
    case menu(MenuState)
    case reader(ReaderState)
    case quiz(QuizSession)
    case liveRun(DemoScreenState)
    case stage(StageScreenState)
    case game(GameScreenState)
    case stats(StatsScreenState)
    case lessonEnd(LessonEndState)
    case exercise(ExerciseScreenState)
    case searchResults(SearchResultsState)
    case cheatSheet(CheatSheetState)
    case liveRunList(LiveRunListState)
    case problems(ProblemsState)

    /// The screen's state, seen through the protocol every screen answers.
    var model: any ScreenModel {
        switch self {
        case .menu(let state): state
        case .reader(let state): state
        case .quiz(let state): state
        case .liveRun(let state): state
        case .stage(let state): state
        case .game(let state): state
        case .stats(let state): state
        case .lessonEnd(let state): state
        case .exercise(let state): state
        case .searchResults(let state): state
        case .cheatSheet(let state): state
        case .liveRunList(let state): state
        case .problems(let state): state
        }
    }

    /// The lists (cheat sheet, live runs) stay under what they open, so leaving that comes back to them.
    var isList: Bool {
        switch self {
        case .cheatSheet, .liveRunList: true
        default: false
        }
    }

    /// Runs `change` on the screen's state and puts the result back in the same case.
    mutating func update<Result>(_ change: (inout any ScreenModel) -> Result) -> Result {
        var model = model
        let result = change(&model)
        self = model.screen
        return result
    }

    /// Every screen's keys, for docs/keys.md and the collision test (the keys of every screen
    /// come first: `GlobalKey`).
    public static let keyTables: [(screen: String, help: [KeyHelp], collisions: [Key])] = [
        ("Every screen", GlobalKey.help, repeatedKeys(GlobalKey.keys)),
        ("Menu", MenuState.keys.help, MenuState.keys.collisions),
        ("Lesson page", ReaderState.keys.help, ReaderState.keys.collisions),
        ("Quiz", QuizSession.keys.help, QuizSession.keys.collisions),
        ("Live run", DemoScreenState.keys.help, DemoScreenState.keys.collisions),
        ("Live run, animated (factory method)", StageScreenState.keys.help, StageScreenState.keys.collisions),
        ("Shape game", GameScreenState.keys.help, GameScreenState.keys.collisions),
        ("Shape game, its history", GameScreenState.historyKeys.help, GameScreenState.historyKeys.collisions),
        ("Shape game, over", GameScreenState.summaryKeys.help, GameScreenState.summaryKeys.collisions),
        ("Self-quiz statistics", StatsScreenState.keys.help, StatsScreenState.keys.collisions),
        ("End of a lesson", LessonEndState.keys.help, LessonEndState.keys.collisions),
        ("Exercise", ExerciseScreenState.keys.help, ExerciseScreenState.keys.collisions),
        ("Search results", SearchResultsState.keys.help, SearchResultsState.keys.collisions),
        ("Cheat sheet", CheatSheetState.keys.help, CheatSheetState.keys.collisions),
        ("Live runs, the list", LiveRunListState.keys.help, LiveRunListState.keys.collisions),
        ("Problems (files the course skips)", ProblemsState.keys.help, ProblemsState.keys.collisions),
    ]
}

/// What a screen reads and does not own: the course, the learner's progress, the window,
/// the calendar, the options, and the clock for this update.
public struct ScreenContext: Sendable {
    /// The app before this event. The screen being updated is passed on its own; the copy in
    /// `app.screens` is the one from before.
    public let app: AppState
    public let now: Date
    /// Lays Markdown out (plain mode wraps code instead of cutting it).
    public let renderer: MarkdownRenderer
    /// Reads pages and questions (from the lesson files, for a loaded course).
    public let content: LessonContent

    var lessons: [Lesson] { app.lessons }
    var size: Size { app.size }
    var isFullScreen: Bool { app.canAnimate }

    /// The lesson the screen under the top one shows, when that is a page: live runs and the
    /// game name it, since leaving goes back there.
    var lessonBelow: Lesson? {
        guard app.screens.count >= 2, case .reader(let reader) = app.screens[app.screens.count - 2] else { return nil }
        return app.lessons.indices.contains(reader.lessonIndex) ? app.lessons[reader.lessonIndex] : nil
    }
}

/// What a screen asks of the app: everything beyond its own state.
enum ScreenOutput: Sendable, Equatable {
    case effect(Effect)
    case say(String, Notice.Kind)
    /// An app command, as if typed after ':'.
    case run(Command)
    /// Leave this screen for the one under it; leaving the last one ends the program.
    case back
    /// Leave for a lesson's page.
    case openLesson(index: Int, page: Int)
    /// Read on after the lesson at this index: the next lesson, after its section's
    /// introduction when it starts a section that has one.
    case readOn(after: Int)
    /// An answer was checked: saved, and a review unless it is practice.
    case answered(QuizSession.QuestionRef, QuizSession.Outcome, QuizSession.Kind, run: Int64)
    /// `e` after a right answer.
    case markedEasy(QuizSession.QuestionRef)
    /// Back from a page's checkpoint to read the page again; moving on asks it again.
    case rereadPage(questionId: String)
    /// `!` after a wrong verdict: "I was right".
    case claimedRight(QuizSession.QuestionRef, QuizSession.Kind, run: Int64)
    /// A game ended with turns: it is added to the totals and saved.
    case gameFinished(GameRecord)
    /// What the next game starts with changed (strategy, colours, seed).
    case gameOptions(GameOptions)
    /// `w`: code lines wrap, or are cut again.
    case toggleCodeWrapping
    /// A check of an exercise finished: saved, and "done" once every check passed.
    case exerciseChecked(CourseExercise, ExerciseReport)
    /// Open the page of a search's entry, its words marked.
    case openSearchHit(Int)
    /// Highlight another entry of the search results.
    case searchMoved(Int)
    /// `]` or `[` on a page: the next (or previous) page of the search's entries.
    case nextSearchPage(forward: Bool)
}

/// What every screen answers. Each screen's state conforms, so its keys, lines, ticks,
/// layout, hints and drawing live beside the state they change; `AppReducer` routes events to
/// the top screen and carries out what it asks (`ScreenOutput`).
protocol ScreenModel: Sendable {
    associatedtype Action: Sendable
    /// The screen's keys: the reducer dispatches through it and the help shows it.
    static var keys: KeyTable<Action> { get }

    /// This state in its `AppScreen` case.
    var screen: AppScreen { get }

    /// Whether keys are text right now (a live run's prompt, a typed answer), so ':' and '?'
    /// are typed rather than opening the command line and the help.
    func capturesText(_ context: ScreenContext) -> Bool
    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput]
    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput]
    /// A whole line, as plain mode types it; nil when the screen takes no lines (they are
    /// then app commands).
    mutating func line(_ line: String, _ context: ScreenContext) -> [ScreenOutput]?
    /// A line typed at the `:` prompt that the screen runs itself; nil leaves it to the app.
    mutating func commandLine(_ line: String, _ context: ScreenContext) -> [ScreenOutput]?
    mutating func tick(_ now: Double, _ context: ScreenContext)
    /// Lays the screen out again for the window, the code wrapping or a new course.
    mutating func layout(_ context: ScreenContext)
    /// Seconds between frames while something moves; nil when nothing does.
    func frameInterval(_ app: AppState) -> Double?
    /// Long-running work the screen wants while it is on the stack (the runtime starts and
    /// stops it).
    func jobs(_ app: AppState) -> [Job]
    /// The answer to `where`.
    func whereText(_ context: ScreenContext) -> String
    /// Hints for the status line, longest first.
    func hints(_ app: AppState) -> [String]
    /// Text at the right end of the status line.
    func statusRight(_ app: AppState) -> String
    /// The keys the help overlay lists, and whether it lists the app's commands too.
    var help: (keys: [KeyHelp], showsCommands: Bool) { get }
    func draw(_ app: AppState, on screen: inout Screen)
    func cursor(_ app: AppState) -> Position?
}

extension ScreenModel {
    func capturesText(_ context: ScreenContext) -> Bool { false }
    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] { [] }
    mutating func line(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? { nil }
    mutating func commandLine(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? { nil }
    mutating func tick(_ now: Double, _ context: ScreenContext) {}
    mutating func layout(_ context: ScreenContext) {}
    func frameInterval(_ app: AppState) -> Double? { nil }
    func jobs(_ app: AppState) -> [Job] { [] }
    func statusRight(_ app: AppState) -> String { "" }
    var help: (keys: [KeyHelp], showsCommands: Bool) { (Self.keys.help + GlobalKey.unlessTyping.help + GlobalKey.always.help, true) }

    func cursor(_ app: AppState) -> Position? { nil }
}
