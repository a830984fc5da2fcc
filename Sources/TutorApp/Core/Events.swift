import Course
import Exercises
import Foundation
import Patterns
import SelfQuiz
import TerminalKit

/// What the app asks the world to do after an update; `AppRuntime` carries each one out, in
/// the order given. Views need no effect: they are recomputed from the state.
public enum Effect: Sendable, Hashable {
    /// End the program normally (status 0).
    case quit
    /// End the program at once, as the signal asks (Ctrl-C is SIGINT): status 128 + `signal`.
    case stop(signal: Int32)
    /// Say something in plain mode, which prints rather than redraws.
    case announce(Announcement)
    /// Read the lessons folder again, in `language`, and send back `.courseReloaded` (or `.reloadFailed`).
    case reloadCourse(language: String)
    /// Save a fact about the learner's progress.
    case record(ProgressRecord)
    /// Open or drive a live run; the host answers with `.demoUpdated`.
    case demo(DemoRequest)
    /// Ring the terminal bell (a miss in the shape game).
    case bell
    /// Send the whole screen again (Ctrl-L), for a terminal another program wrote over.
    case repaint
    /// Give the terminal back to the shell and stop, as Ctrl-Z does in less or vim; the screen
    /// comes back when the learner types `fg`.
    case suspend
    /// Open, check, reset or edit an exercise's file; the answer comes back as `.exercise(…)`.
    case exercise(ExerciseRequest)
}

/// What the app asks of the exercise service.
public enum ExerciseRequest: Sendable, Hashable {
    /// Read the exercise from its lesson and copy the starter into the workspace if the learner
    /// has no file yet: `.opened` or `.failed`.
    case open(CourseExercise)
    /// Check the learner's file off the UI's thread: `.checked` when done. A newer check
    /// stops the one still running.
    case check(ExerciseCheckRequest)
    /// Put the starter back, keeping the learner's file as `.bak`: `.wasReset` or `.failed`.
    case reset(CourseExercise, starter: String)
    /// Hand the terminal to `$EDITOR` on the file and take it back when it exits.
    case edit(path: String)
}

/// What the exercise service answers.
public enum ExerciseEvent: Sendable, Hashable {
    case opened(exerciseId: String, content: ExerciseContent, path: String, created: Bool)
    case failed(exerciseId: String, message: String)
    /// The watched file changed on disk.
    case fileChanged(exerciseId: String)
    case checked(exerciseId: String, generation: Int, report: ExerciseReport)
    case wasReset(exerciseId: String)
}

extension Effect {
    /// SIGINT, which Ctrl-C sends where the terminal is not in raw mode.
    public static let interruptSignal: Int32 = 2

    var endsTheProgram: Bool {
        switch self {
        case .quit, .stop: true
        default: false
        }
    }
}

/// What the app asks to be saved. The app only describes it; the store keeps it.
public enum ProgressRecord: Sendable, Hashable {
    case pageSeen(lessonId: String, page: Int)
    /// An answer: a spaced-repetition review with its FSRS rating (1 to 4), unless practice.
    case answered(SavedAnswer)
    /// After a right answer the learner called it easy: that review becomes Easy.
    case markedEasy(questionId: String)
    /// After a wrong verdict the learner said "I was right": the answer counts, rated Hard.
    case claimedRight(questionId: String)
    case gamePlayed(GameRecord)
    /// A finished check of an exercise: how many checks passed, and whether all did.
    case exerciseChecked(ExerciseResult)
    /// A line run at the `:` prompt, for the history ↑ walks after a restart.
    case commandTyped(String)
}

public struct ExerciseResult: Sendable, Hashable {
    public var exerciseId: String
    public var lessonId: String
    public var passed: Int
    public var total: Int
    public var done: Bool
    public var time: Date
}

/// One checked answer as the store keeps it.
public struct SavedAnswer: Sendable, Hashable {
    public enum Context: String, Sendable, Hashable {
        case quiz
        case selfQuiz = "self-quiz"
        case checkpoint
    }

    public var questionId: String
    public var lessonId: String
    /// What was typed, or the chosen choices' words (`QuizQuestion.Choice.key`), one per line.
    public var given: String
    public var isChoice: Bool
    public var correct: Bool
    public var helped: Bool
    public var rating: Int
    public var time: Date
    public var context: Context
    /// When the quiz run started, in milliseconds since 1970.
    public var run: Int64
    /// A retry's answer: kept, not a review.
    public var practice: Bool
}

public enum Announcement: Sendable, Hashable {
    case page
    /// A search's list of pages.
    case searchResults
    /// The quiz moved on: a new question, feedback, or the summary.
    case quiz
    case lessonList
    case help
    /// A live run opened: its summary and commands.
    case demoOpened
    /// What one line in a live run did.
    case demoOutput([TraceEntry])
    /// The shape game opened (or a new game began): the rules and the first shapes.
    case gameOpened
    /// A pick was scored and the next shapes dealt.
    case gameTurn
    case gameHistory
    case gameSummary
    /// The self-quiz statistics opened.
    case stats
    /// The end of a lesson: take its quiz, go on, or go back.
    case lessonEnd
    /// An exercise opened, or its task, hints or solution were asked for: the whole screen.
    case exercise
    /// A check of the exercise's file finished: the verdict and what it found.
    case exerciseChecked
    /// The cheat sheet opened: every pattern, its intent and live run.
    case cheatSheet
    /// The list of every live run opened.
    case liveRunList
    /// The course's problems: the files it skips and why.
    case problems
    case message(Notice)
}

public enum AppEvent: Sendable, Hashable {
    case input(InputEvent)
    case command(Command)
    /// The learner typed a command line that did not parse.
    case invalidCommand(CommandError)
    /// A whole line typed in plain mode: an answer in a quiz, a command in a live run or the
    /// game, an app command elsewhere.
    case line(String)
    /// The lessons folder was read again.
    case courseReloaded(Course)
    case reloadFailed(String)
    /// Something the learner should read once (the progress store's opening note, a failed save).
    case notice(Notice)
    /// Reopen where the learner left off; ignored when that lesson is gone.
    case resume(lessonId: String, page: Int)
    /// The live run's host answered a request.
    case demoUpdated(DemoSnapshot)
    /// A frame is due: the monotonic clock, in seconds. Sent only while `frameInterval` is set.
    case tick(Double)
    /// `pattern-tutor game`: the game on its own, so leaving it ends the program.
    case playGameAlone
    /// `pattern-tutor quiz`: a self-quiz session on its own, so leaving it ends the program.
    case selfQuizAlone(ReviewRequest)
    /// Time passed, on a screen that shows what is due (`Job.dueCount`).
    case wake
    /// The exercise service answered, or a watched file changed.
    case exercise(ExerciseEvent)
}
