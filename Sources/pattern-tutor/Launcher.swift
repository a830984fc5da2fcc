import Course
import CursesBackend
import Exercises
import Foundation
import Localization
import MarkdownRendering
import Progress
import TerminalKit
import TutorApp

/// Starts the course full-screen or as a REPL, whichever the environment allows.
struct Launcher {
    let environment: Environment

    mutating func start(at lesson: String?, quiz: Bool = false, demo: String? = nil, exercise: String? = nil, game: GameOptions? = nil,
                        review: ReviewRequest? = nil, course loaded: Course? = nil, store opened: ProgressStore? = nil,
                        progress known: LearnerProgress? = nil) throws {
        let course = try loaded ?? environment.loadCourse()
        let clock = try environment.clock()
        if let lesson, course.lessonIndex(matching: lesson) == nil {
            throw Failure(noLessonMessage(lesson, in: course))
        }
        if quiz, let lesson, let index = course.lessonIndex(matching: lesson), course.lessons[index].quiz.isEmpty {
            throw Failure(localized("the lesson '{0}' has no quiz", course.lessons[index].id))
        }
        let store = opened ?? environment.openProgressStore(for: course)
        // Straight into the quiz, or into the lesson, or back where the learner left off.
        var opening: [AppEvent] = quiz ? [.command(.quiz(lesson))] : lesson.map { [.command(.open($0))] } ?? []
        if let demo { opening = [.command(.demo(demo))] }
        if let exercise { opening = [.command(.exercise(exercise))] }
        if game != nil { opening = [.playGameAlone] }
        if let review { opening = [.selfQuizAlone(review)] }
        if let note = store.openingNote { opening.append(.notice(Notice(note, kind: .error))) }
        self.recorder = Self.recorder(for: store)
        self.clock = clock
        do {
            try store.convertLegacyAnswers(for: course)
        } catch {
            opening.append(.notice(Notice(localized("{0} Earlier answers keep their old form for now.", error), kind: .error)))
        }
        do {
            let position = try store.lastPosition()
            if opening.isEmpty, let position {
                opening = [.resume(lessonId: position.lessonId, page: position.page)]
            }
            // Replaying every review is the costly part of opening the store: done once per start.
            self.progress = try known ?? LearnerProgress(store)
            self.progress.lastPage = position.map { .init(lessonId: $0.lessonId, page: $0.page) }
            self.gameTotals = GameTotals(try store.gameTotals())
            self.commandHistory = try store.commandHistory()
        } catch {
            // The file stays as it is; the course runs, and says so once.
            opening.append(.notice(Notice(localized("{0} The course starts without it.", error), kind: .error)))
        }
        self.gameOptions = game ?? GameOptions(nextSeed: UInt64.random(in: 0...UInt64.max))
        self.quizSeed = try environment.quizSeed()
        guard environment.isInteractive else {
            if let note = environment.plainTerminalNote { FileHandle.standardError.write(Data(note.utf8)) }
            return runPlain(course, opening: opening)
        }
        do {
            let ending = try runFullScreen(course, opening: opening)
            // The terminal is already restored; a signal's ending exits as a process stopped by it does.
            if ending.exitStatus != 0 { Foundation.exit(ending.exitStatus) }
        } catch let error as CursesError {
            // A terminal curses cannot drive still gets the course, line by line.
            FileHandle.standardError.write(Data("pattern-tutor: \(localized("{0}; using plain mode", error.description))\n".utf8))
            runPlain(course, opening: opening)
        }
    }

    var recorder: ProgressRecorder? = nil
    var clock: @Sendable () -> Date = { Date() }
    /// How the factory-method layers play on screen (`demo factory-method --fps --ascii`).
    var animationFPS = 30.0
    var forcesASCII = false
    /// Where to write an asciicast recording of the full-screen session, if anywhere.
    var recordingPath: String?
    var progress = LearnerProgress()
    var gameTotals = GameTotals()
    var gameOptions = GameOptions()
    /// The lines run at the `:` prompt in earlier sessions.
    var commandHistory: [String] = []
    var quizSeed: UInt64 = 0
    /// Where the learner's exercise files go (`--workspace`, else the environment's or the default).
    var workspace = ExerciseWorkspace(root: ExerciseWorkspace.defaultRoot())

    /// Exercises are read, copied into the workspace and checked with the `swiftc` on PATH.
    private var exerciseService: ExerciseService {
        WorkspaceExerciseService(workspace: workspace, checker: ExerciseChecker(compiler: ExerciseChecker.findCompiler()))
    }

    /// Saves to `store`; the runtime tells the first failure.
    private static func recorder(for store: ProgressStore) -> ProgressRecorder {
        { record in
            switch record {
            case .pageSeen(let lessonId, let page):
                try store.recordPage(lessonId: lessonId, page: page)
            case .answered(let answer):
                try store.record(ProgressStore.Answer(questionId: answer.questionId, lessonId: answer.lessonId, given: answer.given,
                                                      correct: answer.correct, helped: answer.helped, date: answer.time,
                                                      rating: answer.rating, form: answer.isChoice ? .choices : .typed,
                                                      context: ProgressStore.AnswerContext(rawValue: answer.context.rawValue),
                                                      run: answer.run, practice: answer.practice))
            case .markedEasy(let questionId):
                try store.markLatestAnswerEasy(questionId: questionId)
            case .claimedRight(let questionId):
                try store.claimLatestAnswerRight(questionId: questionId)
            case .exerciseChecked(let result):
                try store.record(ProgressStore.ExerciseCheck(exerciseId: result.exerciseId, lessonId: result.lessonId, passed: result.passed,
                                                             total: result.total, done: result.done, checkedAt: result.time))
            case .commandTyped(let line):
                try store.recordCommand(line)
            case .gamePlayed(let game):
                try store.record(ProgressStore.GameResult(strategy: game.strategy, turns: game.turns, rightPicks: game.rightPicks,
                                                          finalScore: game.finalScore, bestScore: game.bestScore))
            }
        }
    }

    /// Re-reads the same folder the session started from.
    private var courseSource: CourseSource {
        let environment = environment
        return { language in try environment.loadCourse(language: language) }
    }

    private func runPlain(_ course: Course, opening: [AppEvent]) {
        let reducer = AppReducer(renderer: MarkdownRenderer(codeOverflow: .wrap, decorations: .text), now: clock)
        let isASCII = environment.plainOutputIsASCII
        let session = PlainSession(course: course, width: environment.outputWidth, reducer: reducer, loadCourse: courseSource,
                                   recorder: recorder, progress: progress, exercises: exerciseService) { text in
            FileHandle.standardOutput.write(Data((isASCII ? ASCIIFallback.text(text) : text).utf8))
        }
        let prefersASCII = forcesASCII || !environment.isUTF8Locale
        session.runtime.configure { [gameOptions, gameTotals, quizSeed] state in
            state.gameOptions = gameOptions
            state.quizSeed = quizSeed
            state.gameTotals = gameTotals
            state.prefersASCII = prefersASCII
        }
        let reader = LineReader()
        let ending = session.run(readLineAfter: { prompt in
            reader.read(prompt: isASCII ? ASCIIFallback.text(prompt) : prompt) { text in
                FileHandle.standardOutput.write(Data(text.utf8))
            }
        }, opening: opening)
        if ending.exitStatus != 0 { Foundation.exit(ending.exitStatus) }
    }

    /// The file for `--record`, opened before the screen is taken over, so a path that cannot
    /// be written is reported on a normal terminal.
    private func openRecording() throws -> FileHandle? {
        guard let recordingPath else { return nil }
        guard FileManager.default.createFile(atPath: recordingPath, contents: nil),
              let file = FileHandle(forWritingAtPath: recordingPath) else {
            throw Failure(localized("cannot write the recording to {0}", recordingPath))
        }
        return file
    }

    /// Returns how the session ended.
    private func runFullScreen(_ course: Course, opening: [AppEvent]) throws -> Ending {
        let recording = try openRecording()
        let terminal = try CursesTerminal(device: .standardStreams, colors: environment.colors)
        // Whatever happens below, the terminal is given back before we return or rethrow.
        defer { terminal.shutdown() }
        let backend: TerminalBackend = recording.map { file in
            AsciicastRecorder(wrapping: terminal, timestamp: Int(Date().timeIntervalSince1970),
                              clock: TerminalProgram.monotonicSeconds) { line in file.write(Data(line.utf8)) }
        } ?? terminal
        var state = AppState(course: course, size: terminal.size)
        state.progress = progress
        state.gameOptions = gameOptions
        state.gameTotals = gameTotals
        state.commandHistory = commandHistory
        state.animationFPS = animationFPS
        state.prefersASCII = forcesASCII || !environment.isUTF8Locale
        let program = TerminalProgram(state: state, reducer: AppReducer(now: clock),
                                      backend: backend, loadCourse: courseSource,
                                      recorder: recorder, exercises: exerciseService)
        for event in opening {
            if let ending = program.apply(event) { return ending }
        }
        return program.run() ?? .quit
    }
}

extension GameTotals {
    init(_ totals: ProgressStore.GameTotals) {
        self.init(gamesPlayed: totals.gamesPlayed, bestScore: totals.bestScore, turns: totals.turns,
                  rightPicks: totals.rightPicks)
    }
}
