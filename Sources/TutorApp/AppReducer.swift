import Course
import Foundation
import MarkdownRendering
import Patterns
import SelfQuiz
import TerminalKit

/// What the outside world should do after an update. Views need no effect: they are
/// recomputed from state. Announcements are for the plain REPL, which prints rather than
/// redraws.
public enum Effect: Sendable, Hashable {
    /// End the program normally (status 0).
    case quit
    /// End the program at once, as the signal asks (Ctrl-C is SIGINT): status 128 + `signal`.
    case stop(signal: Int32)
    case announce(Announcement)
    /// Read the lessons folder again and send back `.courseReloaded` (or `.reloadFailed`).
    case reloadCourse
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
    /// Every answer is also a spaced-repetition review, with its FSRS rating (1 to 4).
    case answered(questionId: String, lessonId: String, given: String, correct: Bool, helped: Bool, rating: Int, at: Date)
    /// After a right answer the learner called it easy: that review becomes Easy.
    case markedEasy(questionId: String)
    case gamePlayed(GameRecord)
}

public enum Announcement: Sendable, Hashable {
    case page
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
    case message(Notice)
}

public enum AppEvent: Sendable, Hashable {
    case input(InputEvent)
    case command(Command)
    /// The learner typed a command line that did not parse.
    case invalidCommand(CommandError)
    /// The lessons folder was read again.
    case courseReloaded(Course)
    case reloadFailed(String)
    /// A line typed while a quiz runs in plain mode: choice numbers, text, "hint".
    case quizAnswer(String)
    /// Something the learner should read once (the progress store's opening note, a failed save).
    case notice(Notice)
    /// Reopen where the learner left off; ignored when that lesson is gone.
    case resume(lessonId: String, page: Int)
    /// A line typed for the open live run (plain mode types whole lines).
    case demoLine(String)
    /// The live run's host answered a request.
    case demoUpdated(DemoSnapshot)
    /// A frame is due: the monotonic clock, in seconds. Sent only while `frameInterval` is set.
    case tick(Double)
    /// A line typed while the shape game runs in plain mode.
    case gameLine(String)
    /// `pattern-tutor game`: the game on its own, so leaving it ends the program.
    case playGameAlone
    /// `pattern-tutor quiz`: a self-quiz session on its own, so leaving it ends the program.
    case selfQuizAlone(ReviewRequest)
    /// Time passed with no input, on a screen that shows what is due (`AppState.wakeInterval`).
    case wake
}

/// The app's single update function: `(state, event) -> (state, effects)`.
public struct AppReducer: Sendable {
    public var renderer: MarkdownRenderer
    /// The wall clock, the reducer's only source of time: reviews are stamped with it and the
    /// self-quiz asks it what is due. Tests pass a fixed one, so every update stays a function
    /// of its inputs.
    public var now: @Sendable () -> Date

    public init(renderer: MarkdownRenderer = MarkdownRenderer(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.renderer = renderer
        self.now = now
    }

    public func update(
        _ state: AppState, _ event: AppEvent
    ) -> (AppState, [Effect]) {
        var state = state
        var effects: [Effect] = []
        switch event {
        case .input(let input): handle(input, &state, &effects)
        case .command(let command): run(command, &state, &effects)
        case .invalidCommand(let error): say(error.description, kind: .error, &state, &effects)
        case .courseReloaded(let course): replaceCourse(with: course, &state, &effects)
        case .reloadFailed(let message): say("Could not reload: \(message)", kind: .error, &state, &effects)
        case .quizAnswer(let line): answerQuiz(line, &state, &effects)
        case .notice(let notice): say(notice.text, kind: notice.kind, &state, &effects)
        case .demoLine(let line): demoLine(line, &state, &effects)
        case .demoUpdated(let snapshot): demoUpdated(snapshot, &state, &effects)
        case .tick(let now): tick(now, &state)
        case .gameLine(let line): gameLine(line, &state, &effects)
        case .playGameAlone: openGame(returnRoute: nil, &state, &effects)
        case .selfQuizAlone(let request): startReview(request, returnRoute: nil, &state, &effects)
        case .wake: break // The count below is all a wake is for.
        case .resume(let lessonId, let page):
            guard let index = state.lessons.firstIndex(where: { $0.id == lessonId }) else { return (state, effects) }
            openLesson(index, page: min(max(0, page), state.lessons[index].pages.count - 1), &state, &effects)
        }
        // Only the menu and the stats show how many reviews are due; frames need not recount them.
        if !isTick(event), state.route == .menu || state.route == .stats {
            state.reviewsDue = ReviewPlanning.dueCount(state.course, state.progress, now: now())
        }
        // However the app ends, a game in progress is saved first.
        if effects.contains(where: \.endsTheProgram) {
            var saving: [Effect] = []
            recordGame(&state, &saving)
            effects.insert(contentsOf: saving, at: 0)
        }
        return (state, effects)
    }

    private func isTick(_ event: AppEvent) -> Bool {
        if case .tick = event { return true }
        return false
    }

    // MARK: Input

    private func handle(_ input: InputEvent, _ state: inout AppState, _ effects: inout [Effect]) {
        switch input {
        case .terminate(let signal):
            effects.append(.stop(signal: signal))
        case .resize(let size):
            state.size = size
            relayout(&state)
        case .key(.control("c")):
            effects.append(.stop(signal: Effect.interruptSignal))
        case .key(.control("l")):
            effects.append(.repaint)
        case .key(.control("z")):
            // Raw mode turns Ctrl-Z into a key, so the app suspends itself on every screen.
            effects.append(.suspend)
        case .key(let key):
            state.notice = nil
            if state.isTooSmall {
                if key == .character("q") { effects.append(.quit) }
            } else if state.commandLine != nil {
                editCommandLine(key, &state, &effects)
            } else if state.isShowingHelp {
                state.isShowingHelp = false
            } else if state.route == .game {
                gameKey(key, &state, &effects)
            } else if state.route == .stats {
                statsKey(key, &state, &effects)
            } else if state.route == .stage {
                // Keys drive the animation; ':' opens its command line.
                stageKey(key, &state, &effects)
            } else if state.route == .demo {
                // Every key types into the demo's own command line; Esc leaves.
                demoKey(key, &state, &effects)
            } else if state.route == .quiz, let session = state.quiz {
                if key == .character(":"), !session.isTypingAnAnswer(in: state.lessons) {
                    state.commandLine = LineEditor()
                } else if key == .character("e"), QuizView.offersEasy(session) {
                    markEasy(&state, &effects)
                } else if session.phase == .answering, key == .enter, let ref = session.currentRef,
                          !state.lessons[ref].choices.isEmpty, session.selection.isEmpty {
                    say("Choose an answer first: its number, or ↑↓ to pick one.", kind: .info, &state, &effects)
                } else if session.phase != .answering, let scroll = feedbackScroll(key, session, state) {
                    // A long explanation or end screen scrolls; any other key goes on.
                    state.quiz?.scroll = scroll
                } else if session.phase == .summary, case .character(let digit) = key, let number = digit.wholeNumberValue,
                          session.isReview, session.lessonsToReadAgain.indices.contains(number - 1) {
                    readAgain(session.lessonsToReadAgain[number - 1], &state, &effects)
                } else {
                    advanceQuiz(QuizReducer(lessons: state.lessons).key(key, session), &state, &effects)
                    // A choice moved to, or a letter typed, below the window's edge comes into view.
                    if let after = state.quiz, after.phase == .answering, after.position == session.position,
                       after.cursor != session.cursor || after.typed != session.typed,
                       let scroll = QuizView.scrollShowingFocus(state) {
                        state.quiz?.scroll = scroll
                    }
                }
            } else if state.isShowingHelp {
                state.isShowingHelp = false
            } else if key == .character(":") {
                state.commandLine = LineEditor()
            } else if key == .character("?") {
                state.isShowingHelp = true
            } else if state.route == .menu {
                menuKey(key, &state, &effects)
            } else {
                readerKey(key, &state, &effects)
            }
        case .mouse(let mouse):
            guard !state.isTooSmall, state.commandLine == nil, !state.isShowingHelp else { return }
            self.mouse(mouse, &state, &effects)
        }
    }

    private func editCommandLine(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var editor = state.commandLine else { return }
        switch key {
        case .escape:
            state.commandLine = nil
            return
        case .enter:
            state.commandLine = nil
            let line = editor.string
            guard !line.allSatisfy(\.isWhitespace) else { return }
            if state.route == .stage, StageCommands.understands(line) {
                stageCommand(line, &state)
                return
            }
            switch CommandParser.parse(line) {
            case .success(let command): run(command, &state, &effects)
            case .failure(let error): say(error.description, kind: .error, &state, &effects)
            }
            return
        case .backspace where editor.string.isEmpty:
            // Backspace on an empty prompt closes it, as in vim.
            state.commandLine = nil
            return
        default:
            _ = editor.handle(key)
        }
        state.commandLine = editor
    }

    private func menuKey(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        let count = state.lessons.count
        let pageRows = max(1, Layout.bodyHeight(state.size) - 1)
        switch key {
        case .down, .character("j"), .tab: select(state.menu.selected + 1, &state)
        case .up, .character("k"), .backTab: select(state.menu.selected - 1, &state)
        case .pageDown, .character(" "): select(state.menu.selected + pageRows, &state)
        case .pageUp, .character("b"): select(state.menu.selected - pageRows, &state)
        case .home, .character("g"): select(0, &state)
        case .end, .character("G"): select(count - 1, &state)
        case .character("r"): run(.reload, &state, &effects)
        // On the menu Q is the whole course's self-quiz; in a lesson it is the lesson's quiz.
        case .character("Q"): run(.review(ReviewRequest()), &state, &effects)
        case .character("s"): run(.stats, &state, &effects)
        case .character("d"): run(.demo(nil), &state, &effects)
        case .enter, .right, .character("l"), .character("n"):
            if count > 0 { openLesson(state.menu.selected, page: 0, &state, &effects) }
        // Esc does not quit: a stray escape sequence must never end the session.
        case .character("q"): effects.append(.quit)
        default: break
        }
    }

    private func readerKey(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let reader = state.reader else { return }
        let bodyHeight = Layout.bodyHeight(state.size)
        switch key {
        case .down, .character("j"), .enter: scroll(to: reader.scroll + 1, &state)
        case .up, .character("k"): scroll(to: reader.scroll - 1, &state)
        case .character(" ") where reader.scroll >= max(0, reader.lines.count - bodyHeight):
            // At the bottom, Space reads on: the whole course is one key, pressed again and again.
            run(.next, &state, &effects)
        case .pageDown, .character(" "), .control("f"): scroll(to: reader.scroll + max(1, bodyHeight - 1), &state)
        case .pageUp, .character("b"), .control("b"): scroll(to: reader.scroll - max(1, bodyHeight - 1), &state)
        case .home, .character("g"): scroll(to: 0, &state)
        case .end, .character("G"): scroll(to: Int.max, &state)
        case .character("r"): run(.reload, &state, &effects)
        case .character("Q"): run(.quiz(nil), &state, &effects)
        case .character("d"): run(.demo(nil), &state, &effects)
        case .right, .character("n"): run(.next, &state, &effects)
        case .character("w"):
            state.wrapsCode.toggle()
            relayout(&state)
            say(state.wrapsCode ? "Long code lines now wrap (w cuts them again)." : "Long code lines are cut again, ending in →.",
                kind: .info, &state, &effects)
        case .left, .character("p"): run(.back, &state, &effects)
        case .character("q"), .escape, .backspace:
            state.route = .menu
            state.menu.selected = reader.lessonIndex
            keepSelectionVisible(&state)
        default: break
        }
    }

    private func mouse(_ mouse: MouseEvent, _ state: inout AppState, _ effects: inout [Effect]) {
        let step = 3
        switch (mouse.kind, state.route) {
        case (.wheelDown, .reader): scroll(to: (state.reader?.scroll ?? 0) + step, &state)
        case (.wheelUp, .reader): scroll(to: (state.reader?.scroll ?? 0) - step, &state)
        case (.wheelDown, .menu): scrollMenu(by: step, &state)
        case (.wheelUp, .menu): scrollMenu(by: -step, &state)
        case (.click, .menu):
            let row = mouse.position.y - 1 + state.menu.scroll
            let rows = MenuLayout.rows(for: state.course)
            guard mouse.position.y >= 1, row >= 0, row < rows.count,
                  case .lesson(let index) = rows[row] else { return }
            state.menu.selected = index
            openLesson(index, page: 0, &state, &effects)
        case (.wheelDown, .stats):
            let scroll = min(StatsView.maximumScroll(state), (state.statsScreen?.scroll ?? 0) + step)
            state.statsScreen?.scroll = scroll
        case (.wheelUp, .stats):
            let scroll = max(0, (state.statsScreen?.scroll ?? 0) - step)
            state.statsScreen?.scroll = scroll
        case (.wheelDown, .quiz): state.quiz?.scroll += step
        case (.wheelUp, .quiz):
            let scroll = state.quiz?.scroll ?? 0
            state.quiz?.scroll = max(0, scroll - step)
        case (.wheelUp, .demo): state.demo?.scrollBack += step
        case (.wheelDown, .demo):
            let back = state.demo?.scrollBack ?? 0
            state.demo?.scrollBack = max(0, back - step)
        case (_, .game):
            gameMouse(mouse, &state, &effects)
        case (.click, .reader), (.click, .quiz), (.click, .demo), (.click, .stats), (_, .stage):
            break
        }
    }

    // MARK: Commands

    func run(_ command: Command, _ state: inout AppState, _ effects: inout [Effect]) {
        switch command {
        case .help:
            state.isShowingHelp = true
            effects.append(.announce(.help))
        case .lessons:
            if let reader = state.reader { state.menu.selected = reader.lessonIndex }
            state.route = .menu
            keepSelectionVisible(&state)
            effects.append(.announce(.lessonList))
        case .open(let query):
            guard let index = state.course.lessonIndex(matching: query) else {
                if Int(query) != nil {
                    let count = state.lessons.count
                    say("There is no lesson \(query); the lessons are numbered 1 to \(count).", kind: .error, &state, &effects)
                    return
                }
                let close = state.course.suggestions(for: query)
                let hint = close.isEmpty ? " Type 'lessons' to see them all." : " Did you mean: \(close.joined(separator: ", "))?"
                say("No lesson '\(query)'.\(hint)", kind: .error, &state, &effects)
                return
            }
            openLesson(index, page: 0, &state, &effects)
        case .next:
            step(forward: true, &state, &effects)
        case .back:
            step(forward: false, &state, &effects)
        case .page(let number):
            guard let reader = state.reader else {
                say("Open a lesson first, e.g. 'open 1'.", kind: .error, &state, &effects)
                return
            }
            let count = state.lessons[reader.lessonIndex].pages.count
            guard number <= count else {
                say("This lesson has \(count) page\(count == 1 ? "" : "s").", kind: .error, &state, &effects)
                return
            }
            openLesson(reader.lessonIndex, page: number - 1, &state, &effects)
        case .where_:
            say(whereText(state), kind: .info, &state, &effects)
        case .reload:
            effects.append(.reloadCourse)
        case .quiz(let query):
            startQuiz(query, &state, &effects)
        case .demo(let query):
            openDemo(query, &state, &effects)
        case .game:
            openGame(returnRoute: state.returnRouteForNewScreen, &state, &effects)
        case .review(let request):
            startReview(request, returnRoute: state.returnRouteForNewScreen ?? .menu, &state, &effects)
        case .stats:
            openStats(&state, &effects)
        case .quit:
            effects.append(.quit)
        }
    }

    func whereText(_ state: AppState) -> String {
        // Name the lesson only when the screen goes back to it.
        let returnsToReader = switch state.route {
        case .demo: state.demo?.returnRoute == .reader
        case .stage: state.stageScreen?.returnRoute == .reader
        case .game: state.game?.returnRoute == .reader
        default: false
        }
        let fromLesson = returnsToReader ? state.reader.map { " (from \"\(state.lessons[$0.lessonIndex].title)\")" } ?? "" : ""
        switch state.route {
        case .demo:
            // Plain mode has no Esc key: there a word leaves.
            let back = state.canAnimate ? "Esc goes back" : "'exit' goes back, 'quit' ends PatternTutor"
            return "In the \(state.demo?.title ?? "") live run\(fromLesson); \(back)."
        case .stage:
            return "In the Factory Method live run, animated\(fromLesson); q goes back."
        case .game:
            let controller = state.game?.controller
            return "In the shape game\(fromLesson): turn \((controller?.history.count ?? 0) + 1), score \(controller?.score ?? 0); q ends it."
        case .quiz:
            guard let session = state.quiz else { break }
            let question = "question \(min(session.position + 1, session.order.count)) of \(session.order.count)"
            guard case .lesson(let index) = session.kind else { return "In the self-quiz: \(question)." }
            return "In the quiz of \"\(state.lessons[index].title)\": \(question)."
        case .stats:
            return state.canAnimate ? "In the self-quiz statistics; q goes back." : "In the self-quiz statistics; type any command."
        case .menu, .reader:
            break
        }
        guard state.route == .reader, let reader = state.reader else {
            return "In the lesson menu (\(state.lessons.count) lessons)."
        }
        let lesson = state.lessons[reader.lessonIndex]
        return "Lesson \(reader.lessonIndex + 1) of \(state.lessons.count), \"\(lesson.title)\": page \(reader.pageIndex + 1) of \(lesson.pages.count), \"\(lesson.pages[reader.pageIndex].title)\"."
    }

    private func step(forward: Bool, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let reader = state.reader else {
            if forward, !state.lessons.isEmpty { openLesson(state.menu.selected, page: 0, &state, &effects) }
            else { say("Open a lesson first, e.g. 'open 1'.", kind: .error, &state, &effects) }
            return
        }
        let pages = state.lessons[reader.lessonIndex].pages.count
        if forward {
            let quizCount = state.lessons[reader.lessonIndex].quiz.count
            if reader.pageIndex + 1 >= pages, quizCount > 0, state.quizOfferedFor != reader.lessonIndex {
                // The end of a lesson offers its quiz once; going on again moves past it.
                state.quizOfferedFor = reader.lessonIndex
                // Q is a key of the full screen; in plain mode `Q` would read as `q`, quit.
                let take = state.canAnimate ? "Q takes its quiz" : "'quiz' takes its quiz"
                say("End of the lesson. \(take) (\(quizCount) question\(quizCount == 1 ? "" : "s")); next goes on.",
                    kind: .info, &state, &effects)
                return
            }
            if reader.pageIndex + 1 < pages {
                openLesson(reader.lessonIndex, page: reader.pageIndex + 1, &state, &effects)
            } else if reader.lessonIndex + 1 < state.lessons.count {
                openLesson(reader.lessonIndex + 1, page: 0, &state, &effects)
            } else {
                say("That was the last page of the course.", kind: .info, &state, &effects)
            }
        } else {
            if reader.pageIndex > 0 {
                openLesson(reader.lessonIndex, page: reader.pageIndex - 1, &state, &effects)
            } else if reader.lessonIndex > 0 {
                let previous = reader.lessonIndex - 1
                openLesson(previous, page: state.lessons[previous].pages.count - 1, &state, &effects)
            } else {
                say("This is the first page of the course.", kind: .info, &state, &effects)
            }
        }
    }

    // MARK: Quiz

    private func startQuiz(_ query: String?, _ state: inout AppState, _ effects: inout [Effect]) {
        let current = state.route == .menu || state.reader == nil ? state.menu.selected : state.reader!.lessonIndex
        guard let index = query.map({ state.course.lessonIndex(matching: $0) }) ?? current else {
            say("No lesson '\(query ?? "")'. Type 'lessons' to see them all.", kind: .error, &state, &effects)
            return
        }
        guard state.lessons.indices.contains(index) else { return }
        let lesson = state.lessons[index]
        guard !lesson.quiz.isEmpty else {
            say("\"\(lesson.title)\" has no quiz.", kind: .info, &state, &effects)
            return
        }
        if state.reader?.lessonIndex != index { openLesson(index, page: 0, &state, &effects) }
        state.quiz = QuizSession(lessonIndex: index, questionCount: lesson.quiz.count)
        state.route = .quiz
        effects.append(.announce(.quiz))
    }

    private func advanceQuiz(_ session: QuizSession?, _ state: inout AppState, _ effects: inout [Effect]) {
        // An answer was just checked: save it.
        var session = session
        if let before = state.quiz, before.phase == .answering, case .feedback = session?.phase,
           let ref = session?.currentRef, let outcome = session?.outcomes[ref] {
            let question = state.lessons[ref]
            let rating = RatingRule.rating(correct: outcome.correct, helped: outcome.helped, markedEasy: false)
            // Whole seconds: the store gives them back exactly, so the card replayed at the next
            // start (whose fuzz draw depends on the time) is the card computed here.
            var time = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
            // Two answers to one question within a second would be one review to the store
            // (see `Review.identity`); the second is stamped a second later, so both count.
            if let last = state.progress.reviews.last(where: { $0.questionId == question.id })?.time, time <= last {
                time = last.addingTimeInterval(1)
            }
            effects.append(.record(.answered(questionId: question.id, lessonId: state.lessons[ref.lesson].id, given: outcome.given,
                                             correct: outcome.correct, helped: outcome.helped, rating: rating.rawValue, at: time)))
            state.progress.add(Review(questionId: question.id, rating: rating, time: time, answer: outcome.given))
            session?.finishedAt = time
        }
        let closing = state.quiz
        if session == nil, var early = closing, early.isReview, early.phase != .summary, !early.outcomes.isEmpty {
            // Leaving a self-quiz part way still shows what was answered and when it comes back.
            early.phase = .summary
            early.scroll = 0
            session = early
        }
        state.quiz = session
        if case .feedback = session?.phase, state.quiz?.scroll == 0, let start = QuizView.layout(state, width: Layout.textWidth(state.size)).feedbackLine {
            // Show the verdict and explanation from their start when the screen is too short
            // for the whole question and them.
            let scroll = min(QuizView.maximumScroll(state), max(0, start - 1))
            state.quiz?.scroll = scroll
        }
        if session == nil {
            guard let route = closing?.returnRoute else {
                // `pattern-tutor quiz`: the session was the whole program.
                say("Self-quiz closed; nothing was answered.", kind: .info, &state, &effects)
                effects.append(.quit)
                return
            }
            state.route = route == .reader && state.reader == nil ? .menu : route
            if state.route == .menu { keepSelectionVisible(&state) }
            say(closing?.isReview == true ? "Self-quiz closed." : "Quiz closed.", kind: .info, &state, &effects)
        } else {
            effects.append(.announce(.quiz))
        }
    }

    // MARK: Self-quiz

    /// A session across the course: what is due, then new questions, as the request filters.
    private func startReview(_ request: ReviewRequest, returnRoute: AppState.Route?, _ state: inout AppState,
                             _ effects: inout [Effect]) {
        let options: SessionOptions
        switch ReviewPlanning.options(for: request, in: state.course) {
        case .success(let resolved): options = resolved
        case .failure(let error):
            say(error.description, kind: .error, &state, &effects)
            return
        }
        let time = now()
        let order = ReviewPlanning.plan(state.course, state.progress, options: options, now: time)
        guard !order.isEmpty else {
            say(ReviewPlanning.emptySessionText(state.course, state.progress, options: options, now: time, calendar: state.calendar),
                kind: .info, &state, &effects)
            return
        }
        state.quiz = QuizSession(kind: .review, order: order, returnRoute: returnRoute)
        state.route = .quiz
        effects.append(.announce(.quiz))
    }

    /// A lesson named on the self-quiz's end screen: the quiz ends there, and the lesson opens.
    private func readAgain(_ lessonIndex: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        state.quiz = nil
        openLesson(lessonIndex, page: 0, &state, &effects)
    }

    private func openStats(_ state: inout AppState, _ effects: inout [Effect]) {
        let back = state.route == .stats ? state.statsScreen?.returnRoute ?? .menu : state.returnRouteForNewScreen ?? .menu
        state.statsScreen = StatsScreenState(course: state.course, progress: state.progress, now: now(), calendar: state.calendar,
                                             returnRoute: back)
        state.route = .stats
        effects.append(.announce(.stats))
    }

    private func statsKey(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.statsScreen else { return }
        let maximum = StatsView.maximumScroll(state)
        let page = max(1, Layout.bodyHeight(state.size) - 1)
        switch key {
        case .down, .character("j"): state.statsScreen?.scroll = min(maximum, screen.scroll + 1)
        case .up, .character("k"): state.statsScreen?.scroll = max(0, screen.scroll - 1)
        case .pageDown, .character(" "): state.statsScreen?.scroll = min(maximum, screen.scroll + page)
        case .pageUp, .character("b"): state.statsScreen?.scroll = max(0, screen.scroll - page)
        case .character("Q"): startReview(ReviewRequest(), returnRoute: screen.returnRoute, &state, &effects)
        case .character(":"): state.commandLine = LineEditor()
        case .character("?"): state.isShowingHelp = true
        case .character("q"), .escape, .backspace, .left:
            state.route = screen.returnRoute == .reader && state.reader == nil ? .menu : screen.returnRoute
            state.statsScreen = nil
        default: break
        }
    }

    /// `e` after a right answer: the learner knew it well, so the card waits longer.
    private func markEasy(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let session = state.quiz, QuizView.offersEasy(session), let ref = session.currentRef,
              var outcome = session.outcomes[ref] else { return }
        outcome.markedEasy = true
        state.quiz?.outcomes[ref] = outcome
        let questionId = state.lessons[ref].id
        effects.append(.record(.markedEasy(questionId: questionId)))
        state.progress.markLatestReviewEasy(questionId: questionId)
        say("Marked easy: it will come back later than it would have.", kind: .info, &state, &effects)
    }

    /// The new scroll position for a scrolling key on a feedback screen that overflows; nil
    /// for any other key.
    private func feedbackScroll(_ key: Key, _ session: QuizSession, _ state: AppState) -> Int? {
        let maximum = QuizView.maximumScroll(state)
        guard maximum > 0 else { return nil }
        let page = max(1, Layout.bodyHeight(state.size) - 1)
        let scroll = min(session.scroll, maximum)
        switch key {
        case .down, .character("j"): return min(maximum, scroll + 1)
        case .up, .character("k"): return max(0, scroll - 1)
        case .pageDown: return min(maximum, scroll + page)
        case .pageUp: return max(0, scroll - page)
        default: return nil
        }
    }

    private func answerQuiz(_ line: String, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let session = state.quiz else { return }
        let reducer = QuizReducer(lessons: state.lessons)
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        if CommandParser.endsTheProgram(word) {
            effects.append(.quit)
            return
        }
        switch (session.phase, word) {
        case (_, "stop"): advanceQuiz(nil, &state, &effects)
        case (.summary, "retry"): advanceQuiz(reducer.key(.character("r"), session), &state, &effects)
        case (.summary, _) where session.isReview && Int(word).map { $0 >= 1 && $0 <= session.lessonsToReadAgain.count } == true:
            readAgain(session.lessonsToReadAgain[Int(word)! - 1], &state, &effects)
        case (.summary, _): advanceQuiz(nil, &state, &effects)
        case (.feedback(correct: true), "e"), (.feedback(correct: true), "easy"):
            guard QuizView.offersEasy(session) else {
                say("Easy is for answers given without the hint; this one stays Hard. Press Enter to go on.",
                    kind: .info, &state, &effects)
                return
            }
            // In plain mode `easy` also goes on, as Enter would.
            markEasy(&state, &effects)
            if let marked = state.quiz { advanceQuiz(reducer.key(.enter, marked), &state, &effects) }
        case (.feedback, _): advanceQuiz(reducer.key(.enter, session), &state, &effects)
        case (.answering, _):
            let next = reducer.answerLine(line, session)
            if next == session {
                let single: Bool
                if let ref = session.currentRef, case .singleChoice = state.lessons[ref].kind { single = true } else { single = false }
                say(single ? "Answer with one choice number, or 'hint', or 'stop'."
                           : "Answer with a choice number (several for a multiple choice), or 'hint', or 'stop'.",
                    kind: .error, &state, &effects)
            } else {
                advanceQuiz(next, &state, &effects)
            }
        }
    }

    /// Swaps in a re-read course, keeping the learner on the same lesson (by id) and page.
    private func replaceCourse(with course: Course, _ state: inout AppState, _ effects: inout [Effect]) {
        let openId = state.reader.map { state.lessons[$0.lessonIndex].id }
        let selectedId = state.lessons.indices.contains(state.menu.selected) ? state.lessons[state.menu.selected].id : nil
        let oldReader = state.reader
        state.course = course
        // A quiz refers to questions by position, which a new course may have moved: it ends.
        // (No key reaches a reload while one runs; this keeps that true by construction.)
        if state.quiz != nil {
            state.quiz = nil
            if state.route == .quiz { state.route = .menu }
        }
        // Statistics count the course's questions, so they are counted again.
        if let stats = state.statsScreen {
            state.statsScreen = StatsScreenState(course: course, progress: state.progress, now: now(), calendar: state.calendar,
                                                 returnRoute: stats.returnRoute)
        }
        state.menu.selected = course.lessons.firstIndex { $0.id == selectedId } ?? min(state.menu.selected, max(0, course.lessons.count - 1))
        if let oldReader, let openId, let index = course.lessons.firstIndex(where: { $0.id == openId }) {
            let page = min(oldReader.pageIndex, course.lessons[index].pages.count - 1)
            state.reader = ReaderState(lessonIndex: index, pageIndex: page, scroll: oldReader.scroll)
            relayout(&state)
        } else {
            state.reader = nil
            // The statistics stay open (recounted above); anything else shows the menu.
            if state.route != .stats { state.route = .menu }
            keepSelectionVisible(&state)
        }
        let skipped = course.skippedFiles.count
        say("Reloaded \(course.lessons.count) lesson\(course.lessons.count == 1 ? "" : "s")" + (skipped > 0 ? "; \(skipped) skipped (see pattern-tutor lint)." : "."),
            kind: skipped > 0 ? .error : .info, &state, &effects)
    }

    func say(_ text: String, kind: Notice.Kind, _ state: inout AppState, _ effects: inout [Effect]) {
        let notice = Notice(text, kind: kind)
        state.notice = notice
        effects.append(.announce(.message(notice)))
    }

    // MARK: Moving around

    private func openLesson(_ index: Int, page: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        guard state.lessons.indices.contains(index) else { return }
        state.reader = ReaderState(lessonIndex: index, pageIndex: page)
        state.route = .reader
        state.menu.selected = index
        relayout(&state)
        effects.append(.announce(.page))
        effects.append(.record(.pageSeen(lessonId: state.lessons[index].id, page: page)))
        state.progress.pagesSeen[state.lessons[index].id, default: []].insert(page)
    }

    /// Lays the open page out again for the current width, keeping the reading position.
    private func relayout(_ state: inout AppState) {
        keepSelectionVisible(&state)
        guard var reader = state.reader else { return }
        let width = Layout.textWidth(state.size)
        if reader.layoutWidth != width || reader.layoutWrapsCode != state.wrapsCode || reader.lines.isEmpty {
            let page = state.lessons[reader.lessonIndex].pages[reader.pageIndex]
            let oldCount = max(1, reader.lines.count)
            let fraction = Double(reader.scroll) / Double(oldCount)
            var pageRenderer = renderer
            if state.wrapsCode { pageRenderer.codeOverflow = .wrap }
            reader.lines = pageRenderer.render(markdown: page.markdown, width: width)
            reader.layoutWidth = width
            reader.layoutWrapsCode = state.wrapsCode
            reader.scroll = Int(fraction * Double(reader.lines.count))
        }
        state.reader = reader
        scroll(to: reader.scroll, &state)
    }

    private func scroll(to line: Int, _ state: inout AppState) {
        guard var reader = state.reader else { return }
        let maximum = max(0, reader.lines.count - Layout.bodyHeight(state.size))
        reader.scroll = min(max(0, line), maximum)
        state.reader = reader
    }

    private func select(_ index: Int, _ state: inout AppState) {
        state.menu.selected = min(max(0, index), max(0, state.lessons.count - 1))
        keepSelectionVisible(&state)
    }

    private func scrollMenu(by rows: Int, _ state: inout AppState) {
        let total = MenuLayout.rows(for: state.course).count
        let maximum = max(0, total - Layout.bodyHeight(state.size))
        state.menu.scroll = min(max(0, state.menu.scroll + rows), maximum)
    }

    private func keepSelectionVisible(_ state: inout AppState) {
        let rows = MenuLayout.rows(for: state.course)
        guard let row = rows.firstIndex(of: .lesson(state.menu.selected)) else { return }
        let height = Layout.bodyHeight(state.size)
        // Show the section title above the first lesson of a section too.
        let top = row > 0 && rows[row - 1].isSection ? row - 1 : row
        if top < state.menu.scroll { state.menu.scroll = top }
        if row >= state.menu.scroll + height { state.menu.scroll = row - height + 1 }
        state.menu.scroll = max(0, min(state.menu.scroll, max(0, rows.count - height)))
    }
}

/// The rows of the lesson menu, shared by the view (to draw) and the reducer (to hit-test).
public enum MenuRow: Sendable, Hashable {
    case section(String)
    case lesson(Int)
    case blank
    case problemHeader(Int)
    case problem(Int)

    var isSection: Bool {
        if case .section = self { return true }
        return false
    }
}

public enum MenuLayout {
    public static func rows(for course: Course) -> [MenuRow] {
        var rows: [MenuRow] = []
        var index = 0
        for section in course.sections {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.section(section.title))
            for _ in section.lessons {
                rows.append(.lesson(index))
                index += 1
            }
        }
        if !course.problems.isEmpty {
            rows.append(.blank)
            rows.append(.problemHeader(course.skippedFiles.count))
            rows += course.problems.indices.map(MenuRow.problem)
        }
        return rows
    }
}
