import Localization
import Course
import Foundation
import MarkdownRendering
import Patterns
import ShapeGame
import TerminalKit

/// The course as a line-based REPL: one command per line in, plain text out, no escape
/// codes. It drives the same reducer as the full-screen app and prints what it announces.
public final class PlainSession {
    public let runtime: AppRuntime
    private let write: (String) -> Void
    private let prompt: String
    private let width: Int

    public var state: AppState { runtime.state }
    private var reducer: AppReducer { runtime.reducer }

    /// `width` is the column count to wrap at (COLUMNS, or 80).
    public init(course: Course, width: Int, reducer: AppReducer = AppReducer(renderer: MarkdownRenderer(codeOverflow: .wrap, decorations: .text)),
                prompt: String = "tutor> ", loadCourse: CourseSource? = nil, recorder: ProgressRecorder? = nil,
                progress: LearnerProgress = LearnerProgress(), exercises: ExerciseService? = nil,
                write: @escaping (String) -> Void) {
        // Plain text has no margins or bars: lay pages out at the full width.
        let size = Size(width: max(20, width) + Layout.leftMargin + 1, height: Layout.minimumSize.height)
        var state = AppState(course: course, size: size)
        state.progress = progress
        runtime = AppRuntime(state: state, reducer: reducer, loadCourse: loadCourse, recorder: recorder, exercises: exercises)
        self.write = write
        self.prompt = prompt
        self.width = max(20, width)
        runtime.announce = { [unowned self] announcement, _ in print(announcement) }
    }

    /// Reads lines until `quit` or the end of input. Returns how the session ended.
    @discardableResult
    public func run(readLine: () -> String?, startingAt lesson: String? = nil) -> Ending {
        run(readLine: readLine, opening: lesson.map { [.command(.open($0))] } ?? [])
    }

    /// Runs `opening` first (open a lesson, start its quiz), then reads lines.
    @discardableResult
    public func run(readLine: () -> String?, opening: [AppEvent]) -> Ending {
        run(readLineAfter: { [write] prompt in
            write(prompt)
            return readLine()
        }, opening: opening)
    }

    /// As `run(readLine:opening:)`, for a reader that shows the prompt itself (a line editor).
    @discardableResult
    public func run(readLineAfter readLine: (String) -> String?, opening: [AppEvent]) -> Ending {
        // `pattern-tutor quiz` is the session alone: no course banner before its first question.
        if !opening.contains(where: { if case .selfQuizAlone = $0 { true } else { false } }) { InterfaceCatalogue.speaking(state.course.language) { greet() } }
        for event in opening {
            if let ending = runtime.send(event) ?? waitForChecks() { return ending }
        }
        while true {
            guard let line = readLine(currentPrompt) else {
                write("\n")
                return endAtEndOfInput()
            }
            if let ending = runtime.send(.line(line)) ?? waitForChecks() { return ending }
        }
    }

    /// The prompt names where the line goes: the game, a live run (and its tour's next step),
    /// an exercise, or the course.
    private var currentPrompt: String {
        InterfaceCatalogue.speaking(state.course.language) { () -> String in
            if state.route == .game { return localized("game> ") }
            if let demo = state.demo { return demo.tourPrompt.map { "\(demo.id) (\($0))> " } ?? "\(demo.id)> " }
            return state.exercise == nil ? prompt : localized("exercise> ")
        }
    }

    /// A line reads its answer before the next prompt: what watched files posted (a save since
    /// the last line), and the verdict of any exercise check that started.
    private func waitForChecks() -> Ending? {
        if let ending = runtime.takePostedEvents() { return ending }
        while runtime.hasCheckInFlight {
            usleep(10_000)
            if let ending = runtime.takePostedEvents() { return ending }
        }
        return runtime.takePostedEvents()
    }

    /// The input ended (a pipe's writer closed, the terminal went away): leave as `quit` does,
    /// so a game in progress is saved. Part way through a self-quiz, its end screen is shown
    /// first: it still tells when each answered question comes back.
    private func endAtEndOfInput() -> Ending {
        if let session = state.quiz, session.isReview, session.phase != .summary, !session.outcomes.isEmpty {
            if let ending = runtime.send(.line("stop")) { return ending }
        }
        return runtime.send(.command(.quit)) ?? .quit
    }

    private func greet() {
        let count = state.lessons.count
        let course = state.course
        line(localized(count: count, one: "PatternTutor: {0} lesson, {1} (course {2}).", other: "PatternTutor: {0} lessons, {1} (course {2}).",
                       course.title, course.id) + " " + localized("Type 'lessons' to list them, 'open 1' to start, 'help' for commands."))
        if course.manifest.languages.count > 1 {
            let others = course.manifest.languages.filter { $0 != course.language }.map(LanguageNames.describe).joined(separator: ", ")
            line(localized("Shown in {0}; also in {1} ('lang CODE' switches).", LanguageNames.describe(course.language), others))
        }
        if !state.course.problems.isEmpty { printProblems() }
    }

    private func print(_ announcement: Announcement) {
        switch announcement {
        case .page: if state.route != .quiz { printPage() }
        case .searchResults: printSearchResults()
        case .quiz: printQuiz()
        case .lessonList: printLessons()
        case .help:
            line(localized("Commands:"))
            // No columns: a wrapped row would lose them, and a screen reader reads the padding.
            for entry in CommandParser.names { line("  \(entry.usage): \(localized(entry.summary))") }
        case .message(let notice):
            line(notice.kind == .error ? "! " + notice.text : notice.text)
        case .stats: printStats()
        case .lessonEnd: printLessonEnd()
        case .exercise: printExercise()
        case .exerciseChecked: printExerciseVerdict()
        case .cheatSheet: CheatSheet.plainLines(CheatSheet.entries(for: state.course)).forEach(line)
        case .problems: ProblemsState.plainLines(state.course).forEach(line)
        case .liveRunList: LiveRunCatalog.plainLines(LiveRunCatalog.entries(for: state.lessons), lessons: state.lessons).forEach(line)
        case .demoOpened: printDemoIntroduction()
        case .gameOpened: printGameIntroduction()
        case .gameTurn: printGameTurn()
        case .gameHistory:
            guard let game = state.game else { return }
            let lines = GameView.historyLines(game.controller)
            line(lines.isEmpty ? localized("No turns yet.") : localized("Turns, newest first:"))
            lines.forEach(line)
        case .gameSummary:
            guard let game = state.game else { return }
            line("")
            line(localized("== Game over =="))
            GameView.summaryLines(game, totals: state.gameTotals).map(\.text).forEach(line)
            line(state.screens.count == 1 ? localized("Press Enter to play again, or type q to quit.")
                 : localized("Press Enter to play again, or type q to go back."))
        case .demoOutput(let entries):
            // The learner just typed the first line; a tour's steps are worth echoing.
            let shown = entries.first?.kind == .command ? entries.dropFirst() : entries[...]
            // ASCII marks: "> " for a command, where the trace on screen has "› ".
            shown.map { $0.kind == .command ? "> " + $0.text : $0.plainText }.forEach(line)
        }
    }

    private func printExercise() {
        guard let exercise = state.exercise else { return }
        line("")
        line(localized("== Exercise: {0} ==", exercise.entry.exercise.title))
        for header in ExerciseView.header(exercise, width: width) where !header.text.isEmpty { line(header.text) }
        line("")
        let body = ExerciseView.body(exercise, state, renderer: reducer.renderer, width: width, plain: true)
        for rendered in body { write(trimmed(rendered.text) + "\n") }
        line("")
        line(localized(
            "-- Edit the file, then Enter or 'check' checks it; 'hint', 'solution', 'reset', 'path', 'lesson', 'next', 'back' --"))
    }

    private func printExerciseVerdict() {
        guard let exercise = state.exercise, let report = exercise.report else { return }
        line(ExerciseView.status(exercise).text)
        for found in ExerciseView.found(report, width: width).dropFirst(2) { write(trimmed(found.text) + "\n") }
    }

    private func printPage() {
        guard let reader = state.reader else { return }
        let lesson = state.lessons[reader.lessonIndex]
        if let section = reader.introduction {
            line("")
            line(localized("== Section {0}/{1}: {2} (introduction) ==", section + 1, state.course.sections.count, state.course.sections[section].title))
            line("")
            for rendered in reader.lines { write(trimmed(rendered.text) + "\n") }
            line("")
            printLinks(reader)
            line(localized("-- 'next' for lesson {0}: {1} --", reader.lessonIndex + 1, lesson.title))
            return
        }
        line("")
        line(localized("== Lesson {0}/{1}: {2} (page {3}/{4}) ==", reader.lessonIndex + 1, state.lessons.count, lesson.title,
                       reader.pageIndex + 1, lesson.pages.count))
        line("")
        // Page lines are already laid out for the width by the Markdown renderer.
        for rendered in reader.lines { write(trimmed(rendered.text) + "\n") }
        line("")
        let isLast = reader.pageIndex + 1 >= lesson.pages.count
        // A checkpoint not yet asked comes first.
        let asks = lesson.checkpointIndex(onPage: reader.pageIndex).map { !state.askedCheckpoints.contains(lesson.question(at: $0).id) } ?? false
        let hint = !isLast ? (asks ? localized("'next' for a question on this page, then page {0}", reader.pageIndex + 2)
                              : localized("'next' for page {0}", reader.pageIndex + 2))
            : !lesson.quiz.isEmpty ? (asks ? localized("'next' for a question on this page, then its quiz or the next lesson")
                                      : localized("'next' for its quiz or the next lesson"))
            : reader.lessonIndex + 1 < state.lessons.count ? (asks ? localized("'next' for a question on this page, then the next lesson")
                                                                 : localized("'next' for the next lesson"))
            : localized("end of the course")
        printLinks(reader)
        let back = reader.isFollowedLink ? localized("; 'back' returns to the link's page") : ""
        line(localized("-- page {0} of {1}; {2}{3} --", reader.pageIndex + 1, lesson.pages.count, hint, back))
    }

    /// The page's links by number, with where each leads, for 'go N'.
    private func printLinks(_ reader: ReaderState) {
        guard !reader.links.isEmpty else { return }
        let file = reader.file(in: state.course)
        line(localized("Links ('go N' follows one):"))
        for (index, destination) in reader.links.enumerated() {
            var target = destination
            switch state.course.linkTarget(destination, from: file) {
            case .page(let lesson, let page)?:
                target = page > 0 ? localized("lesson {0}, {1}, page {2}", lesson + 1, state.lessons[lesson].title, page + 1)
                    : localized("lesson {0}, {1}", lesson + 1, state.lessons[lesson].title)
            case .introduction(let section)?:
                target = localized("the introduction of {0}", state.course.sections[section].title)
            case nil:
                break
            }
            line("  [\(index + 1)] \(target)")
        }
    }

    /// The question last printed and its lines: a hint or a verdict on the same question adds
    /// only what is new, so a screen reader does not read the question again.
    private var lastQuestion: (key: String, lines: [String])?

    private func printQuiz() {
        guard let session = state.quiz else { return }
        let width = state.reader?.layoutWidth ?? self.width
        let lines = QuizView.layout(session, state, width: width, plain: true).lines.map { trimmed($0.text) }
        let key = "\(session.run) \(session.position)"
        defer { lastQuestion = session.phase == .summary ? nil : (key, lines) }
        if session.phase != .summary, let last = lastQuestion, last.key == key {
            // After a blank line, as every printing starts: a pipe shows no typed answer after the prompt.
            line("")
            for text in Self.linesNotShown(lines, after: last.lines).drop(while: \.isEmpty) { write(text + "\n") }
            return
        }
        line("")
        let name = QuizView.title(state, session).replacingOccurrences(of: " · ", with: ": ")
        if session.isCheckpoint {
            if session.phase == .answering { line(localized("== {0}: a question before the next page ==", name)) }
        } else if session.phase == .summary {
            line(session.isReview ? localized("== Self-quiz, results ==") : localized("== {0}, results ==", name))
        } else if session.phase == .answering {
            line(localized("== {0}, question {1}/{2} ==", name, session.position + 1, session.order.count))
        }
        for text in lines { write(text + "\n") }
        if session.phase == .answering, let content = session.current {
            let leave = session.isCheckpoint ? localized("an empty line or 'skip' to skip it") : localized("'stop' to leave")
            // 'hint' is offered only for a question that has one.
            let hasHint = content.hint != nil
            switch content.kind {
            case .freeText:
                line(hasHint ? localized("(type your answer; 'hint' for a hint, {0})", leave) : localized("(type your answer; {0})", leave))
            case .multipleChoice:
                line(hasHint ? localized("('hint' for a hint, {0})", leave) : localized("({0})", leave))
            case .singleChoice:
                line(hasHint ? localized("(type the number of your answer; 'hint' for a hint, {0})", leave)
                     : localized("(type the number of your answer; {0})", leave))
            }
        }
    }

    /// `lines` less those already printed in `shown`, matched in order (a line that went, such
    /// as "several answers", does not make the rest new).
    static func linesNotShown(_ lines: [String], after shown: [String]) -> [String] {
        var next = shown.startIndex
        return lines.filter { line in
            guard let match = shown[next...].firstIndex(of: line) else { return true }
            next = match + 1
            return false
        }
    }

    private func printSearchResults() {
        guard let search = state.search else { return }
        line("")
        line(localized("== Search: \"{0}\", {1} ==", search.query, SearchView.summary(search, state.lessons)))
        for (index, hit) in search.hits.enumerated() {
            line("\(index + 1)) " + SearchView.place(hit, state.lessons))
            line("   " + CourseSearch.excerpt(hit.snippet, around: search.query, width: width - 3))
        }
        line(localized("-- Type a number to open that page, or any command --"))
    }

    private func printLessonEnd() {
        guard case .lessonEnd(let end) = state.top else { return }
        line("")
        line(localized("== End of lesson {0}: {1} ==", end.lessonIndex + 1, state.lessons[end.lessonIndex].title))
        for rendered in LessonEndView.lines(end, state, width: width, plain: true) { line(trimmed(rendered.text)) }
    }

    private func printStats() {
        guard let stats = state.statsScreen else { return }
        line("")
        line(localized("== Self-quiz statistics ({0} due now) ==", state.reviewsDue))
        for rendered in StatsView.lines(stats, width: min(width, 72), plain: true) { line(trimmed(rendered.text)) }
        line(localized("Type 'review' to answer what is due, or any command."))
    }

    private func printDemoIntroduction() {
        guard let demo = state.demo else { return }
        line("")
        line(localized("== Live run: {0} ({1}) ==", demo.title, demo.family))
        line(demo.summary)
        line(localized("Commands: {0}; also help, state, reset, tour.", demo.commandNames.joined(separator: ", ")))
        line(localized("Type 'tour' to watch the point of the pattern, 'exit' to leave the live run."))
        if !demo.tryItCommands.isEmpty {
            line(localized(count: demo.tryItCommands.count,
                           one: "The lesson suggests {0} commands: 'try' lists them, 'try 1' runs the first.",
                           other: "The lesson suggests {0} commands: 'try' lists them, 'try 1' runs the first."))
        }
        if demo.id == StageScreenState.demoId {
            line(localized("Here the layers cannot play; 'frame <seconds>' draws them at that instant, in ASCII."))
        }
        if !demo.trace.isEmpty {
            line(localized(count: demo.trace.count, one: "({0} trace lines from earlier are kept; 'state' shows where it stands.)",
                           other: "({0} trace lines from earlier are kept; 'state' shows where it stands.)"))
        }
    }

    private func printGameIntroduction() {
        guard let game = state.game else { return }
        line("")
        line(localized("== The shape game ({0}, {1} colours) ==", localized(game.strategy.rawValue), localized(game.scheme.name)))
        line(localized("Two shapes each turn: type 1 or 2 (or a/b) for the larger. Right +1, wrong -1, and +10 more on every turn of a streak of 5 or more. s strategy, t colours, h history, q to end."))
        printShapes()
    }

    private func printGameTurn() {
        guard let game = state.game, let outcome = game.lastOutcome else { return }
        let turn = outcome.turn
        let (first, second) = (GameTranscript.fixed3(turn.proportions.0), GameTranscript.fixed3(turn.proportions.1))
        let (increment, streak) = (GameView.signed(outcome.increment), game.controller.currentStreak)
        line(turn.matched ? localized("Right ({0} vs {1}): {2}, score {3}, streak {4}.", first, second, increment, outcome.score, streak)
             : localized("Wrong ({0} vs {1}): {2}, score {3}, streak {4}.", first, second, increment, outcome.score, streak))
        printShapes()
    }

    /// The shapes drawn as text: the same drawing as on screen, without colour.
    private func printShapes() {
        guard let game = state.game else { return }
        let kind = game.controller.currentViews.0.shape.kind.rawValue
        line("")
        line(localized("Turn {0}: two {1}. Which is larger, 1 or 2?", game.controller.history.count + 1, localized(kind + "s")))
        var screen = Screen(size: Size(width: min(width, 80), height: 12))
        let area = CellRect(x: 0, y: 0, width: screen.size.width, height: 12)
        GameView.drawShapes(game, in: area, ascii: state.prefersASCII, on: &screen)
        screen.lines.forEach { write($0 + "\n") }
        if GameLayout(area: area).hidesDifference(game.controller.currentViews) {
            line(localized("They look alike here: one is larger by less than a character."))
        }
    }

    private func printLessons() {
        CourseListing.lines(for: state.course, progress: state.progress, inWords: true).forEach(line)
        if let reviews = ReviewPlanning.summaryLine(state.course, state.progress, now: reducer.now(), calendar: state.calendar,
                                                    start: localized("type 'review'")) {
            line(reviews)
        }
        if !state.course.problems.isEmpty { printProblems() }
    }

    private func printProblems() {
        line(localized(count: state.course.skippedFiles.count,
                       one: "Skipped {0} lesson file with errors ('problems' lists them again):",
                       other: "Skipped {0} lesson files with errors ('problems' lists them again):"))
        for problem in state.course.problems { line("  " + problem.lintLine) }
    }

    /// Writes a message wrapped to the session's width; continuation lines keep the
    /// first line's indentation so lists stay readable.
    private func line(_ text: String) {
        let indent = String(text.prefix { $0 == " " })
        // Titles and echoed input are untrusted: escape control characters before anything else.
        // The app's own trees and frames (a live run's output) go as ASCII.
        let body = ASCIIFallback.boxDrawingInASCII(TerminalText.sanitized(text.dropFirst(indent.count)))
        let room = width - indent.count
        let wrapped = DisplayWidth.of(body) <= room ? [body] : TextWrapper.wrap(body, width: room - 2)
        for (index, part) in wrapped.enumerated() {
            write((index == 0 ? indent : indent + "  ") + part + "\n")
        }
    }

    private func trimmed(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
