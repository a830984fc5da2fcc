import Localization
import Course
import Exercises
import Foundation
import MarkdownRendering
import Patterns
import Raster
import SelfQuiz
import TerminalKit
import TextMatching

/// The app's update function, `(state, event) -> (state, effects)`: a thin router. Keys,
/// mouse, lines, ticks and layout go to the screen on top of the navigation stack, which
/// answers with what it needs from the app (`ScreenOutput`); this carries those out, runs
/// commands, and handles what is the same on every screen (signals, the `:` prompt, help).
public struct AppReducer: Sendable {
    public var renderer: MarkdownRenderer
    /// The wall clock, the reducer's only source of time: reviews are stamped with it and the
    /// self-quiz asks it what is due. Tests pass a fixed one, so every update stays a function
    /// of its inputs.
    public var now: @Sendable () -> Date
    /// Where pages and questions are read, like the clock an outside thing the reducer is
    /// given: the app's reads the lesson files; a course built in memory needs nothing more.
    public var content: LessonContent

    public init(renderer: MarkdownRenderer = MarkdownRenderer(), now: @escaping @Sendable () -> Date = { Date() },
                content: LessonContent = LessonContent()) {
        self.renderer = renderer
        self.now = now
        self.content = content
    }

    public func update(_ state: AppState, _ event: AppEvent) -> (AppState, [Effect]) {
        var state = state
        var effects: [Effect] = []
        switch event {
        case .input(let input): handle(input, &state, &effects)
        case .command(let command): run(command, &state, &effects)
        case .invalidCommand(let error): say(error.description, .error, &state, &effects)
        case .line(let line): typed(line, &state, &effects)
        case .courseReloaded(let course): replaceCourse(with: course, &state, &effects)
        case .reloadFailed(let message): say(localized("Could not reload: {0}", message), .error, &state, &effects)
        case .notice(let notice): say(notice.text, notice.kind, &state, &effects)
        case .demoUpdated(let snapshot): liveRunAnswered(snapshot, &state, &effects)
        case .tick(let now): _ = updateTop(&state) { model, context in model.tick(now, context) }
        case .playGameAlone: openGame(alone: true, &state, &effects)
        case .selfQuizAlone(let request): startReview(request, alone: true, &state, &effects)
        case .wake: break // The count below is all a wake is for.
        case .exercise(let answer): exerciseAnswered(answer, &state, &effects)
        case .resume(let lessonId, let page):
            guard let index = state.lessons.firstIndex(where: { $0.id == lessonId }) else { break }
            openLesson(index, page: min(max(0, page), state.lessons[index].pages.count - 1), &state, &effects)
        }
        // Only the menu and the stats show how many reviews are due; frames need not recount them.
        if !event.isTick, state.route == .menu || state.route == .stats {
            state.reviewsDue = ReviewPlanning.dueCount(state.course, state.progress, now: now())
        }
        // However the app ends, a game in progress is saved first.
        if effects.contains(where: \.endsTheProgram) {
            var saving: [Effect] = []
            saveUnfinishedGame(&state, &saving)
            effects.insert(contentsOf: saving, at: 0)
        }
        return (state, effects)
    }

    func context(_ state: AppState) -> ScreenContext {
        ScreenContext(app: state, now: now(), renderer: renderer, content: content)
    }

    /// Runs `change` on the top screen with the shared context.
    @discardableResult
    private func updateTop<Result>(_ state: inout AppState, _ change: (inout any ScreenModel, ScreenContext) -> Result) -> Result {
        let context = context(state)
        if state.screens.isEmpty { state.screens = [.menu(MenuState())] }
        return state.screens[state.screens.count - 1].update { change(&$0, context) }
    }

    // MARK: Input

    private func handle(_ input: InputEvent, _ state: inout AppState, _ effects: inout [Effect]) {
        switch input {
        case .terminate(let signal):
            effects.append(.stop(signal: signal))
        case .resize(let size):
            state.size = size
            layOutEveryScreen(&state)
        case .key(let typed):
            var key = typed
            // With a Russian layout a letter key arrives as its Cyrillic twin (й for q): it does
            // what the Latin key does, except where letters are text (an answer, the prompt).
            if state.commandLine == nil, !state.top.model.capturesText(context(state)) {
                key = KeyboardLayout.latin(for: typed)
            }
            if let global = GlobalKey.always.action(for: key) {
                switch global {
                case .interrupt: effects.append(.stop(signal: Effect.interruptSignal))
                // Raw mode turns Ctrl-Z into a key, so the app suspends itself on every screen.
                case .suspend: effects.append(.suspend)
                case .repaint: effects.append(.repaint)
                }
                return
            }
            state.notice = nil
            if state.isTooSmall {
                if key == .character("q") { effects.append(.quit) }
            } else if state.commandLine != nil {
                editCommandLine(key, &state, &effects)
            } else if state.isShowingHelp {
                scrollOrCloseHelp(key, &state)
            } else if !state.top.model.capturesText(context(state)), let global = GlobalKey.unlessTyping.action(for: key) {
                switch global {
                case .commandLine: state.commandLine = LineEditor()
                case .search:
                    state.commandLine = LineEditor()
                    state.promptIsSearch = true
                case .help: state.isShowingHelp = true
                }
            } else {
                let outputs = updateTop(&state) { model, context in model.key(key, context) }
                apply(outputs, &state, &effects)
            }
        case .mouse(let mouse):
            guard !state.isTooSmall, state.commandLine == nil, !state.isShowingHelp else { return }
            let outputs = updateTop(&state) { model, context in model.mouse(mouse, context) }
            apply(outputs, &state, &effects)
        }
    }

    private func editCommandLine(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var editor = state.commandLine else { return }
        switch key {
        case .escape:
            state.commandLine = nil
        case .enter where state.promptIsSearch:
            state.commandLine = nil
            let words = editor.string.trimmingCharacters(in: .whitespaces)
            // '/' and Enter alone: the last search's list again.
            if words.isEmpty, state.search != nil { showSearchResults(&state, &effects) } else if !words.isEmpty { run(.search(words), &state, &effects) }
        case .tab where state.promptIsSearch, .up where state.promptIsSearch, .down where state.promptIsSearch:
            break
        case .enter:
            state.commandLine = nil
            let line = editor.string
            guard !line.allSatisfy(\.isWhitespace) else { return }
            remember(line, &state, &effects)
            // A screen may have commands of its own at the prompt (the stage does).
            if let outputs = updateTop(&state, { model, context in model.commandLine(line, context) }) {
                apply(outputs, &state, &effects)
                return
            }
            switch CommandParser.parse(line) {
            case .success(let command): run(command, &state, &effects)
            case .failure(let error): say(error.description, .error, &state, &effects)
            }
        case .backspace where editor.string.isEmpty:
            // Backspace on an empty prompt closes it, as in vim.
            state.commandLine = nil
        case .tab:
            let result = CommandCompletion.complete(editor.string, in: state.course)
            state.commandLine = LineEditor(result.line)
            state.completions = result.candidates
        case .up, .down:
            walkCommandHistory(earlier: key == .up, &state)
        default:
            _ = editor.handle(key)
            state.commandLine = editor
            state.completions = []
            state.commandHistoryPosition = nil
        }
    }

    /// ↑ and ↓ at the prompt: earlier lines, then back down to the one being typed.
    private func walkCommandHistory(earlier: Bool, _ state: inout AppState) {
        let history = state.commandHistory
        guard !history.isEmpty else { return }
        let current = state.commandHistoryPosition
        if current == nil { state.commandDraft = state.commandLine?.string ?? "" }
        let next = earlier ? max(0, (current ?? history.count) - 1) : (current ?? history.count) + 1
        state.completions = []
        if next >= history.count {
            state.commandLine = LineEditor(state.commandDraft)
            state.commandHistoryPosition = nil
        } else {
            state.commandLine = LineEditor(history[next])
            state.commandHistoryPosition = next
        }
    }

    /// A line run at the prompt joins the history (not twice in a row) and is saved.
    private func remember(_ line: String, _ state: inout AppState, _ effects: inout [Effect]) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard state.commandHistory.last != trimmed else { return }
        state.commandHistory.append(trimmed)
        if state.commandHistory.count > AppState.commandHistoryLimit { state.commandHistory.removeFirst() }
        effects.append(.record(.commandTyped(trimmed)))
    }

    /// A line typed in plain mode: the screen's own (an answer, a live run's command, a pick)
    /// or, where the screen takes none, an app command.
    private func typed(_ line: String, _ state: inout AppState, _ effects: inout [Effect]) {
        if let outputs = updateTop(&state, { model, context in model.line(line, context) }) {
            apply(outputs, &state, &effects)
            return
        }
        // On a page an empty line turns it, as Enter does in a pager; elsewhere it does nothing.
        guard !line.allSatisfy(\.isWhitespace) else {
            if state.route == .reader { run(.next, &state, &effects) }
            return
        }
        switch CommandParser.parse(line) {
        case .success(let command): run(command, &state, &effects)
        case .failure(let error): say(error.description, .error, &state, &effects)
        }
    }

    /// The live-run host answered: the live run with that id takes the trace.
    private func liveRunAnswered(_ snapshot: DemoSnapshot, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let index = state.screens.lastIndex(where: { if case .liveRun(let demo) = $0 { demo.id == snapshot.id } else { false } }),
              case .liveRun(var demo) = state.screens[index] else { return }
        let outputs = demo.apply(snapshot)
        state.screens[index] = .liveRun(demo)
        apply(outputs, &state, &effects)
    }

    // MARK: What screens ask for

    private func apply(_ outputs: [ScreenOutput], _ state: inout AppState, _ effects: inout [Effect]) {
        for output in outputs {
            switch output {
            case .effect(let effect): effects.append(effect)
            case .say(let text, let kind): say(text, kind, &state, &effects)
            case .run(let command): run(command, &state, &effects)
            case .back: goBack(&state, &effects)
            case .openLesson(let index, let page): openLesson(index, page: page, &state, &effects)
            case .readOn(let index): readOn(after: index, &state, &effects)
            case .answered(let ref, let outcome, let kind, let run): saveAnswer(ref, outcome, kind, run: run, &state, &effects)
            case .rereadPage(let questionId):
                state.askedCheckpoints.remove(questionId)
                goBack(&state, &effects)
            case .claimedRight(let ref, let kind, let run):
                let questionId = state.lessons[ref].id
                effects.append(.record(.claimedRight(questionId: questionId)))
                state.progress.claimLatestReviewRight(questionId: questionId)
                if case .lesson = kind {
                    state.progress.claimQuizAnswerRight(lessonId: state.lessons[ref.lesson].id, run: run, questionId: questionId)
                }
            case .markedEasy(let ref):
                let questionId = state.lessons[ref].id
                effects.append(.record(.markedEasy(questionId: questionId)))
                state.progress.markLatestReviewEasy(questionId: questionId)
            case .gameFinished(let record):
                state.gameTotals.add(record)
                effects.append(.record(.gamePlayed(record)))
            case .gameOptions(let options): state.gameOptions = options
            case .exerciseChecked(let entry, let report):
                let done = report.status == .passed
                if done { state.progress.exercisesDone.insert(entry.exercise.id) }
                effects.append(.record(.exerciseChecked(ExerciseResult(exerciseId: entry.exercise.id, lessonId: entry.lessonId,
                                                                        passed: report.passed, total: report.total, done: done,
                                                                        time: now()))))
            case .openSearchHit(let index):
                openSearchHit(index, fromEnd: false, &state, &effects)
            case .searchMoved(let index):
                state.search?.current = index
            case .nextSearchPage(let forward):
                guard let search = state.search, !search.hits.isEmpty else { break }
                let count = search.hits.count
                let next = (search.current + (forward ? 1 : -1) + count) % count
                if forward ? next <= search.current : next >= search.current {
                    say(forward ? localized("Search went past the last page found; back to the first.")
                            : localized("Search went past the first page found; on from the last."), .info, &state, &effects)
                }
                openSearchHit(next, fromEnd: !forward, &state, &effects)
            case .toggleCodeWrapping:
                state.wrapsCode.toggle()
                layOutEveryScreen(&state)
                say(state.wrapsCode ? localized("Long code lines now wrap (w cuts them again).")
                        : localized("Long code lines are cut again, ending in →."), .info, &state, &effects)
            }
        }
    }

    /// A checked answer is saved; unless it is practice it is a review, and the question's
    /// card moves on; in a lesson's quiz it joins the run's score.
    private func saveAnswer(_ ref: QuizSession.QuestionRef, _ outcome: QuizSession.Outcome, _ kind: QuizSession.Kind, run: Int64,
                            _ state: inout AppState, _ effects: inout [Effect]) {
        let question = state.lessons[ref]
        let lessonId = state.lessons[ref.lesson].id
        let rating = RatingRule.rating(correct: outcome.correct, helped: outcome.helped, markedEasy: false)
        let context: SavedAnswer.Context
        switch kind {
        case .lesson: context = .quiz
        case .review: context = .selfQuiz
        case .checkpoint: context = .checkpoint
        }
        // Whole seconds: the store gives them back exactly, so the card replayed at the next
        // start (whose fuzz draw depends on the time) is the card computed here.
        var time = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        // Two reviews of one question within a second would be one review to the store (see
        // `Review.identity`); the second is stamped a second later, so both count.
        if !outcome.practice, let last = state.progress.reviews.last(where: { $0.questionId == question.id })?.time, time <= last {
            time = last.addingTimeInterval(1)
        }
        effects.append(.record(.answered(SavedAnswer(questionId: question.id, lessonId: lessonId, given: outcome.given,
                                                     isChoice: !outcome.shownNumbers.isEmpty, correct: outcome.correct,
                                                     helped: outcome.helped, rating: rating.rawValue, time: time, context: context,
                                                     run: run, practice: outcome.practice))))
        // Practice is kept, and that is all: no review, no score.
        guard !outcome.practice else { return }
        if context == .quiz {
            state.progress.recordQuizAnswer(.init(lessonId: lessonId, run: run, questionId: question.id, correct: outcome.correct))
        }
        state.progress.add(Review(questionId: question.id, rating: rating, time: time, answer: outcome.given))
    }

    /// Saves the game on show, or the one left behind a command, if it has turns not saved yet.
    private func saveUnfinishedGame(_ state: inout AppState, _ effects: inout [Effect]) {
        if case .game(var game) = state.top, let record = game.unsavedRecord {
            game.overlay = .summary
            state.screens[state.screens.count - 1] = .game(game)
            state.gameTotals.add(record)
            effects.append(.record(.gamePlayed(record)))
        } else if var game = state.parkedGame, let record = game.unsavedRecord {
            game.overlay = .summary
            state.parkedGame = game
            state.gameTotals.add(record)
            effects.append(.record(.gamePlayed(record)))
        }
    }

    func say(_ text: String, _ kind: Notice.Kind, _ state: inout AppState, _ effects: inout [Effect]) {
        let notice = Notice(text, kind: kind)
        state.notice = notice
        effects.append(.announce(.message(notice)))
    }

    // MARK: Navigation

    /// Leaves the top screen for the one under it; leaving the last one ends the program.
    private func goBack(_ state: inout AppState, _ effects: inout [Effect]) {
        let left = state.screens.removeLast()
        guard !state.screens.isEmpty else {
            // Keep something to draw until the program has ended.
            state.screens = [left]
            effects.append(.quit)
            return
        }
        state.isShowingHelp = false
        updateTop(&state) { model, context in model.layout(context) }
        // Back from a followed link, the page it was on is where the learner is again: where a
        // restart resumes.
        if case .reader(let followed) = left, followed.isFollowedLink, case .reader(let reader) = state.top, reader.introduction == nil {
            let lessonId = state.lessons[reader.lessonIndex].id
            effects.append(.record(.pageSeen(lessonId: lessonId, page: reader.pageIndex)))
            state.progress.lastPage = .init(lessonId: lessonId, page: reader.pageIndex)
        }
        if case .game = left {
            effects.append(.announce(state.route == .reader ? .page : state.route == .liveRunList ? .liveRunList : .lessonList))
        }
    }

    /// Shows a screen a command opened: over a page or the menu it goes on top; over another
    /// live run, quiz, game or statistics it takes that one's place, so leaving it goes back
    /// to the page or the menu that was under both. A list (cheat sheet, live runs) is like
    /// the menu for what it opens, and like the others for another list.
    private func present(_ screen: AppScreen, _ state: inout AppState) {
        switch state.top {
        case .menu, .reader:
            state.screens.append(screen)
        case let list where list.isList && !screen.isList:
            state.screens.append(screen)
        default:
            park(state.screens.removeLast(), &state)
            state.screens.append(screen)
        }
        updateTop(&state) { model, context in model.layout(context) }
    }

    /// A game taken off the stack unfinished waits for `:game`.
    private func park(_ screen: AppScreen, _ state: inout AppState) {
        if case .game(let game) = screen, !game.isOver { state.parkedGame = game }
    }

    /// The menu alone, with the lesson last open highlighted.
    private func showMenu(_ state: inout AppState) {
        var menu = state.menu
        if let reader = state.reader { menu.selected = reader.lessonIndex }
        state.screens.forEach { park($0, &state) }
        state.screens = [.menu(menu)]
        updateTop(&state) { model, context in model.layout(context) }
    }

    private func openLesson(_ index: Int, page: Int, jumpingTo match: ReaderState.MatchJump? = nil, followingLink: Bool = false,
                            _ state: inout AppState, _ effects: inout [Effect]) {
        guard state.lessons.indices.contains(index) else { return }
        var reader = ReaderState(lessonIndex: index, pageIndex: page)
        reader.jump = match
        show(reader, followingLink: followingLink, &state, &effects)
        effects.append(.record(.pageSeen(lessonId: state.lessons[index].id, page: page)))
        state.progress.pagesSeen[state.lessons[index].id, default: []].insert(page)
        state.progress.lastPage = .init(lessonId: state.lessons[index].id, page: page)
    }

    /// Puts a page on screen. A page always has the menu under it, wherever it was opened
    /// from; a followed link's page goes on top of the page the link was on, and reading on
    /// from it keeps that page under it, so leaving returns there.
    private func show(_ reader: ReaderState, followingLink: Bool = false, _ state: inout AppState, _ effects: inout [Effect]) {
        var reader = reader
        if followingLink {
            reader.isFollowedLink = true
            state.screens.append(.reader(reader))
        } else if case .reader(let top) = state.top, top.isFollowedLink {
            reader.isFollowedLink = true
            state.screens[state.screens.count - 1] = .reader(reader)
        } else {
            var menu = state.menu
            menu.selected = reader.lessonIndex
            state.screens.forEach { park($0, &state) }
            state.screens = [.menu(menu), .reader(reader)]
        }
        layOutEveryScreen(&state)
        effects.append(.announce(.page))
    }

    /// The next lesson after the one at `index`, after its section's introduction when it
    /// starts a section that has one.
    private func readOn(after index: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        let next = index + 1
        guard state.lessons.indices.contains(next) else {
            say(localized("That was the last page of the course."), .info, &state, &effects)
            return
        }
        if let section = sectionStarted(by: next, state.course), state.course.sections[section].introduction != nil {
            show(ReaderState(introducing: section, in: state.course), &state, &effects)
        } else {
            openLesson(next, page: 0, &state, &effects)
        }
    }

    /// The section whose first lesson is the one at `index`, if it is a first lesson.
    private func sectionStarted(by index: Int, _ course: Course) -> Int? {
        course.sectionIndex(ofLesson: index).flatMap { course.firstLessonIndex(ofSection: $0) == index ? $0 : nil }
    }

    /// `go N`: follows link N of the page on show, onto a page of its own that `back` leaves.
    private func followLink(_ number: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        guard case .reader(let reader) = state.top else {
            say(localized("Links are followed from a page: open a lesson, then 'go N' for the link marked [N]."), .error, &state, &effects)
            return
        }
        guard reader.links.indices.contains(number - 1) else {
            say(reader.links.isEmpty ? localized("This page has no links.") : localized("This page's links are numbered 1 to {0}.", reader.links.count),
                .error, &state, &effects)
            return
        }
        let destination = reader.links[number - 1]
        if LinkNumbering.isExternal(destination) {
            say(localized("Link {0} leads outside the course: {1}", number, destination), .info, &state, &effects)
            return
        }
        switch state.course.linkTarget(destination, from: reader.file(in: state.course)) {
        case .page(let lesson, let page)?:
            openLesson(lesson, page: page, followingLink: true, &state, &effects)
        case .introduction(let section)?:
            show(ReaderState(introducing: section, in: state.course), followingLink: true, &state, &effects)
        case nil:
            say(localized("Link {0} leads to '{1}', which is no page of this course.", number, destination), .error, &state, &effects)
        }
    }

    /// `intro`: the introduction of the named section, or of the section being read.
    private func openIntroduction(_ query: String?, _ state: inout AppState, _ effects: inout [Effect]) {
        let course = state.course
        let current = state.reader.flatMap { $0.introduction ?? course.sectionIndex(ofLesson: $0.lessonIndex) }
        guard let section = query.map(course.sectionIndex(matching:)) ?? current ?? (query == nil ? 0 : nil) else {
            say(localized("No section '{0}': give its number, folder or title (the menu lists them).", query ?? ""), .error, &state, &effects)
            return
        }
        guard course.sections.indices.contains(section), course.sections[section].introduction != nil else {
            say(localized("The section \"{0}\" has no introduction.", course.sections.indices.contains(section) ? course.sections[section].title : ""),
                .error, &state, &effects)
            return
        }
        show(ReaderState(introducing: section, in: course), &state, &effects)
    }

    /// `lang`: says which languages the course offers, or reads it again in another one.
    private func switchLanguage(to code: String?, _ state: inout AppState, _ effects: inout [Effect]) {
        let offered = state.course.manifest.languages
        let list = offered.map(LanguageNames.describe).joined(separator: ", ")
        guard let code else {
            say(localized("Shown in {0}; this course is in {1}. 'lang CODE' switches.", LanguageNames.describe(state.course.language), list),
                .info, &state, &effects)
            return
        }
        guard let language = LanguagePreference.code(in: code), offered.contains(language) else {
            say(localized("This course is not offered in '{0}'; it is in {1}.", code, list), .error, &state, &effects)
            return
        }
        guard language != state.course.language else {
            say(localized("The course is already shown in {0}.", LanguageNames.describe(language)), .info, &state, &effects)
            return
        }
        effects.append(.reloadCourse(language: language))
    }

    private func layOutEveryScreen(_ state: inout AppState) {
        let context = context(state)
        for index in state.screens.indices {
            state.screens[index].update { $0.layout(context) }
        }
    }

    /// On a window too short for the key help, the arrows, `j` `k`, Space and the page keys
    /// scroll it; any other key closes it, as it does when it fits.
    func scrollOrCloseHelp(_ key: Key, _ state: inout AppState) {
        let help = state.top.model.help
        let overlay = HelpOverlay.layout(entries: help.keys, showsCommands: help.showsCommands, size: state.size)
        let lastStart = overlay.lines.count - overlay.rows
        guard lastStart > 0 else { state.isShowingHelp = false; return }
        let step: Int
        switch key {
        case .down, .character("j"): step = 1
        case .up, .character("k"): step = -1
        case .pageDown, .character(" "): step = max(1, overlay.rows - 1)
        case .pageUp: step = -max(1, overlay.rows - 1)
        default: state.isShowingHelp = false; return
        }
        state.helpScroll = min(lastStart, max(0, state.helpScroll + step))
    }

    // MARK: Commands

    func run(_ command: Command, _ state: inout AppState, _ effects: inout [Effect]) {
        switch command {
        case .help:
            state.isShowingHelp = true
            effects.append(.announce(.help))
        case .lessons:
            showMenu(&state)
            effects.append(.announce(.lessonList))
        case .open(let query):
            guard let index = state.course.lessonIndex(matching: query) else {
                if Int(query) != nil {
                    say(localized("There is no lesson {0}; the lessons are numbered 1 to {1}.", query, state.lessons.count), .error,
                        &state, &effects)
                    return
                }
                let close = state.course.suggestions(for: query)
                say(close.isEmpty ? localized("No lesson '{0}'. Type 'lessons' to see them all.", query)
                        : localized("No lesson '{0}'. Did you mean: {1}?", query, close.joined(separator: ", ")), .error, &state, &effects)
                return
            }
            openLesson(index, page: 0, &state, &effects)
        case .next:
            step(forward: true, &state, &effects)
        case .back:
            if case .reader(let reader) = state.top, reader.isFollowedLink {
                goBack(&state, &effects)
                effects.append(.announce(.page))
            } else {
                step(forward: false, &state, &effects)
            }
        case .go(let number):
            followLink(number, &state, &effects)
        case .language(let code):
            switchLanguage(to: code, &state, &effects)
        case .introduction(let query):
            openIntroduction(query, &state, &effects)
        case .page(let number):
            guard let reader = state.reader else {
                say(localized("Open a lesson first, e.g. 'open 1'."), .error, &state, &effects)
                return
            }
            let count = state.lessons[reader.lessonIndex].pages.count
            guard number <= count else {
                say(localized(count: count, one: "This lesson has {0} page.", other: "This lesson has {0} pages."), .error, &state, &effects)
                return
            }
            openLesson(reader.lessonIndex, page: number - 1, &state, &effects)
        case .where_:
            say(state.top.model.whereText(context(state)), .info, &state, &effects)
        case .reload:
            effects.append(.reloadCourse(language: state.course.language))
        case .quiz(let query):
            startQuiz(query, &state, &effects)
        case .demo(let query):
            openLiveRun(query, &state, &effects)
        case .exercise(let query):
            openExercise(query, &state, &effects)
        case .game:
            openGame(alone: false, &state, &effects)
        case .review(let request):
            startReview(request, alone: false, &state, &effects)
        case .search(let words):
            let hits = CourseSearch.hits(for: words, in: state.lessons, content: content)
            guard !hits.isEmpty else {
                say(localized("No page has \"{0}\".", words), .error, &state, &effects)
                return
            }
            var search = SearchState(query: words, hits: hits)
            // The page being read comes first if it has the words.
            if let reader = state.reader, let here = search.hitIndex(lesson: reader.lessonIndex, page: reader.pageIndex) { search.current = here }
            state.search = search
            showSearchResults(&state, &effects)
        case .stats:
            present(.stats(StatsScreenState(course: state.course, progress: state.progress, now: now(), calendar: state.calendar)),
                    &state)
            effects.append(.announce(.stats))
        case .cheatSheet:
            present(.cheatSheet(CheatSheetState()), &state)
            effects.append(.announce(.cheatSheet))
        case .problems:
            present(.problems(ProblemsState()), &state)
            effects.append(.announce(.problems))
        case .liveRuns:
            present(.liveRunList(LiveRunListState()), &state)
            effects.append(.announce(.liveRunList))
        case .quit:
            effects.append(.quit)
        }
    }

    private func step(forward: Bool, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let reader = state.reader else {
            if forward, !state.lessons.isEmpty { openLesson(state.menu.selected, page: 0, &state, &effects) }
            else { say(localized("Open a lesson first, e.g. 'open 1'."), .error, &state, &effects) }
            return
        }
        let pages = state.lessons[reader.lessonIndex].pages.count
        if forward, reader.introduction != nil {
            // A section's introduction leads into its first lesson.
            openLesson(reader.lessonIndex, page: 0, &state, &effects)
        } else if forward {
            let lesson = state.lessons[reader.lessonIndex]
            // Moving on from a page with a checkpoint asks it first, once per session.
            if let index = lesson.checkpointIndex(onPage: reader.pageIndex),
               state.askedCheckpoints.insert(lesson.question(at: index).id).inserted {
                let ref = QuizSession.QuestionRef(lesson: reader.lessonIndex, question: index)
                present(.quiz(QuizSession(kind: .checkpoint(lesson: reader.lessonIndex, page: reader.pageIndex), order: [ref],
                                          run: runStart(&state), shuffleSeed: nextShuffleSeed(&state))), &state)
                effects.append(.announce(.quiz))
                return
            }
            // The end of a lesson with a quiz offers it, on a screen of its own.
            if reader.pageIndex + 1 >= pages, !lesson.quiz.isEmpty {
                var end = LessonEndState(lessonIndex: reader.lessonIndex)
                // A quiz already taken through: going on is the likelier wish.
                if case .scored? = state.progress.quizStanding(of: lesson), reader.lessonIndex + 1 < state.lessons.count { end.cursor = 1 }
                present(.lessonEnd(end), &state)
                effects.append(.announce(.lessonEnd))
                return
            }
            if reader.pageIndex + 1 < pages {
                openLesson(reader.lessonIndex, page: reader.pageIndex + 1, &state, &effects)
            } else if reader.lessonIndex + 1 < state.lessons.count {
                readOn(after: reader.lessonIndex, &state, &effects)
            } else {
                say(localized("That was the last page of the course."), .info, &state, &effects)
            }
        } else if reader.pageIndex > 0 {
            openLesson(reader.lessonIndex, page: reader.pageIndex - 1, &state, &effects)
        } else if reader.introduction == nil, let section = sectionStarted(by: reader.lessonIndex, state.course),
                  state.course.sections[section].introduction != nil {
            show(ReaderState(introducing: section, in: state.course), &state, &effects)
        } else if reader.lessonIndex > 0 {
            let previous = reader.lessonIndex - 1
            openLesson(previous, page: state.lessons[previous].pages.count - 1, &state, &effects)
        } else {
            say(localized("This is the first page of the course."), .info, &state, &effects)
        }
    }

    /// The lesson a command without a name means: the page open, or the menu's (or the cheat
    /// sheet's) highlight.
    private func currentLessonIndex(_ state: AppState) -> Int? {
        switch state.top {
        case .reader(let reader): reader.lessonIndex
        case .menu(let menu): menu.selected
        case .cheatSheet(let sheet): sheet.highlighted.map { $0.lessonNumber - 1 }
        default: nil
        }
    }

    private func startQuiz(_ query: String?, _ state: inout AppState, _ effects: inout [Effect]) {
        let current = currentLessonIndex(state) ?? state.reader?.lessonIndex ?? state.menu.selected
        guard let index = query.map({ state.course.lessonIndex(matching: $0) }) ?? current else {
            say(localized("No lesson '{0}'. Type 'lessons' to see them all.", query ?? ""), .error, &state, &effects)
            return
        }
        guard state.lessons.indices.contains(index) else { return }
        let lesson = state.lessons[index]
        guard !lesson.quiz.isEmpty else {
            say(localized("\"{0}\" has no quiz.", lesson.title), .info, &state, &effects)
            return
        }
        if state.reader?.lessonIndex != index { openLesson(index, page: 0, &state, &effects) }
        present(.quiz(QuizSession(lessonIndex: index, questionCount: lesson.quiz.count, run: runStart(&state),
                                  shuffleSeed: nextShuffleSeed(&state))), &state)
        effects.append(.announce(.quiz))
    }

    /// A quiz run's name: when it started, in milliseconds, and never a name used before in
    /// this session (two runs within a millisecond, as a test's fixed clock makes, stay two).
    private func runStart(_ state: inout AppState) -> Int64 {
        let run = max(Int64((now().timeIntervalSince1970 * 1000).rounded(.down)), state.lastQuizRun + 1)
        state.lastQuizRun = run
        return run
    }

    /// The seed of the next quiz session's choice orders; the app's seed moves on.
    private func nextShuffleSeed(_ state: inout AppState) -> UInt64 {
        var generator = SplitMixGenerator(seed: state.quizSeed)
        let seed = generator.next()
        state.quizSeed = generator.next()
        return seed
    }

    /// A session across the course: what is due, then new questions, as the request filters.
    /// `alone`: `pattern-tutor quiz`, where the session is the whole program.
    private func startReview(_ request: ReviewRequest, alone: Bool, _ state: inout AppState, _ effects: inout [Effect]) {
        let options: SessionOptions
        switch ReviewPlanning.options(for: request, in: state.course) {
        case .success(let resolved): options = resolved
        case .failure(let error):
            say(error.description, .error, &state, &effects)
            if alone { effects.append(.quit) }
            return
        }
        let time = now()
        let order = ReviewPlanning.plan(state.course, state.progress, options: options, now: time)
        guard !order.isEmpty else {
            say(ReviewPlanning.emptySessionText(state.course, state.progress, options: options, now: time, calendar: state.calendar),
                .info, &state, &effects)
            if alone { effects.append(.quit) }
            return
        }
        let session = AppScreen.quiz(QuizSession(kind: .review, order: order, run: runStart(&state), shuffleSeed: nextShuffleSeed(&state)))
        if alone {
            state.screens = [session]
            layOutEveryScreen(&state)
        } else {
            present(session, &state)
        }
        effects.append(.announce(.quiz))
    }

    private func openLiveRun(_ query: String?, _ state: inout AppState, _ effects: inout [Effect]) {
        let current = currentLessonIndex(state).flatMap { state.lessons.indices.contains($0) ? state.lessons[$0] : nil }
        let id: String
        if let query {
            let match = LiveRuns.find(query, in: state.lessons)
            guard case .found(let found) = match else {
                say(LiveRuns.problem(with: query, match) ?? "", .error, &state, &effects)
                return
            }
            id = found
        } else if let own = current?.demo {
            id = own.lowercased()
        } else {
            let all = LiveRuns.ids.count
            say(current.map { localized("\"{0}\" has no live run. Try 'demo <name>', e.g. 'demo object-pool'; 'demos' lists all {1}.",
                                        $0.title, all) }
                    ?? localized("Name a live run. Try 'demo <name>', e.g. 'demo object-pool'; 'demos' lists all {0}.", all),
                .error, &state, &effects)
            return
        }
        if id == GameScreenState.liveRunId {
            openGame(alone: false, &state, &effects)
            return
        }
        guard let demo = DemoRegistry.demo(id: id) else {
            say(localized("No live run '{0}'. Type 'demos' to see them all.", id), .error, &state, &effects)
            return
        }
        // The key code comes from the lesson being read if it teaches this demo, else from the
        // first lesson that does.
        let teaching = current?.demo == demo.info.id ? current : state.lessons.first { $0.demo == demo.info.id }
        if demo.info.id == StageScreenState.demoId, state.canAnimate {
            let mode: RasterMode = state.prefersASCII ? .ascii : .braille
            switch StageScreenState.opening(fps: state.animationFPS, mode: mode, keyCode: teaching.flatMap { code(of: $0) },
                                            from: teaching) {
            case .success(let stage): present(.stage(stage), &state)
            case .failure(let error): say(localized("The layers could not start: {0}", "\(error)"), .error, &state, &effects)
            }
            return
        }
        var screen = DemoScreenState(info: demo.info, keyCode: teaching.flatMap { code(of: $0) }, from: teaching)
        if let teaching {
            // The tour has its own way in; the other shared commands are worth suggesting.
            let commands = Set((demo.info.commands + DemoSession.sharedCommands).map(\.name)).subtracting(["tour"])
            screen.tryItCommands = DemoScreenState.tryItCommands(
                of: teaching.pages.map { (title: $0.title, markdown: content.markdown(of: $0)) }, commands: commands)
        }
        present(.liveRun(screen), &state)
        effects.append(.demo(.open(id: demo.info.id)))
    }

    /// Opens an exercise: the one named (an exercise's id, or a lesson's for its first), else the
    /// first of the lesson being read, else the first one not done. The service reads it and
    /// readies the learner's file; the screen shows "Opening…" until it answers.
    private func openExercise(_ query: String?, _ state: inout AppState, _ effects: inout [Effect]) {
        let all = state.course.exercises
        guard !all.isEmpty else {
            say(localized("This course has no exercises."), .error, &state, &effects)
            return
        }
        let entry: CourseExercise?
        if let query {
            entry = state.course.exercise(matching: query)
            if entry == nil {
                let close = EditDistance.closest(to: query.lowercased(), among: all.map(\.exercise.id), limit: 3)
                say(close.isEmpty ? localized("No exercise '{0}'. 'exercise' alone opens the next one not done.", query)
                        : localized("No exercise '{0}'. Did you mean: {1}? 'exercise' alone opens the next one not done.", query,
                                    close.joined(separator: ", ")), .error, &state, &effects)
                return
            }
        } else if case .exercise(let open)? = state.screens.last {
            // N on an exercise: the next one not done after it, round to the start.
            let start = (all.firstIndex { $0.exercise.id == open.id } ?? -1) + 1
            let order = all[start...] + all[..<start]
            entry = order.first { !state.progress.exercisesDone.contains($0.exercise.id) && $0.exercise.id != open.id }
            if entry == nil {
                say(localized("Every other exercise is done."), .info, &state, &effects)
                return
            }
        } else if let lesson = currentLessonIndex(state), let own = all.first(where: { $0.lessonIndex == lesson }) {
            // The page's lesson, or the lesson highlighted in the menu.
            entry = own
        } else {
            entry = all.first { !state.progress.exercisesDone.contains($0.exercise.id) } ?? all.first
            if state.route == .reader, let lesson = currentLessonIndex(state), entry != nil {
                say(localized("\"{0}\" has no exercise; here is the next one not done.", state.lessons[lesson].title), .info,
                    &state, &effects)
            }
        }
        guard let entry else { return }
        if case .exercise(let open)? = state.screens.last, open.id == entry.exercise.id { return }
        present(.exercise(ExerciseScreenState(entry: entry)), &state)
        effects.append(.exercise(.open(entry)))
    }

    /// The exercise service answered (or a watched file changed): the exercise screen with that
    /// id takes it, wherever it is on the stack.
    private func exerciseAnswered(_ answer: ExerciseEvent, _ state: inout AppState, _ effects: inout [Effect]) {
        let id: String
        switch answer {
        case .opened(let exerciseId, _, _, _), .failed(let exerciseId, _), .fileChanged(let exerciseId),
             .checked(let exerciseId, _, _), .wasReset(let exerciseId):
            id = exerciseId
        }
        guard let index = state.screens.lastIndex(where: { if case .exercise(let open) = $0 { open.id == id } else { false } }),
              case .exercise(var screen) = state.screens[index] else { return }
        let context = context(state)
        let outputs: [ScreenOutput]
        switch answer {
        case .opened(_, let content, let path, let created): outputs = screen.opened(content: content, path: path, created: created, context)
        case .failed(_, let message): outputs = screen.failed(message, context)
        case .fileChanged, .wasReset: outputs = screen.startCheck()
        case .checked(_, let generation, let report): outputs = screen.checked(generation: generation, report: report, context)
        }
        state.screens[index] = .exercise(screen)
        apply(outputs, &state, &effects)
    }

    private func showSearchResults(_ state: inout AppState, _ effects: inout [Effect]) {
        if case .searchResults = state.top {
            updateTop(&state) { model, context in model.layout(context) }
        } else {
            present(.searchResults(SearchResultsState()), &state)
        }
        effects.append(.announce(.searchResults))
    }

    /// Opens the page of search entry `index`, at its first occurrence (its last, going back).
    private func openSearchHit(_ index: Int, fromEnd: Bool, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let search = state.search, search.hits.indices.contains(index) else { return }
        state.search?.current = index
        let hit = search.hits[index]
        openLesson(hit.lessonIndex, page: hit.pageIndex, jumpingTo: fromEnd ? .last : .first, &state, &effects)
    }

    /// The Swift code blocks of a lesson, for a live run's code pane.
    private func code(of lesson: Lesson) -> String? {
        DemoScreenState.swiftCode(of: lesson.pages.map { (title: $0.title, markdown: content.markdown(of: $0)) })
    }

    /// Starts a game, or takes up the one left unfinished (`:lessons` then `:game`). `alone`:
    /// `pattern-tutor game`, where leaving the game ends the program.
    private func openGame(alone: Bool, _ state: inout AppState, _ effects: inout [Effect]) {
        defer { effects.append(.announce(.gameOpened)) }
        if case .game = state.top { return }
        let game: GameScreenState
        if let parked = state.parkedGame, !parked.isOver {
            game = parked
        } else {
            var options = state.gameOptions
            game = .dealt(&options, previousBest: state.gameTotals.bestScore)
            state.gameOptions = options
        }
        state.parkedGame = nil
        if alone {
            state.screens = [.game(game)]
        } else {
            present(.game(game), &state)
        }
    }

    /// Swaps in a re-read course, keeping the learner on the same lesson (by id) and page.
    private func replaceCourse(with course: Course, _ state: inout AppState, _ effects: inout [Effect]) {
        let oldLessons = state.lessons
        let oldSections = state.course.sections
        let oldLanguage = state.course.language
        let openId = state.reader.map { oldLessons[$0.lessonIndex].id }
        let selectedId = oldLessons.indices.contains(state.menu.selected) ? oldLessons[state.menu.selected].id : nil
        state.course = course
        let lessons = course.lessons
        // When the open lesson is gone, what was opened over its page goes too (a game waits).
        let pageSurvives = openId.map { id in lessons.contains { $0.id == id } } ?? true
        var screens: [AppScreen] = []
        for screen in state.screens {
            switch screen {
            case .menu(var menu):
                menu.selected = lessons.firstIndex { $0.id == selectedId } ?? min(menu.selected, max(0, lessons.count - 1))
                screens.append(.menu(menu))
            case .reader(let reader):
                // Each page on the stack (a followed link's, the one it was on) finds its lesson again.
                let old = oldLessons.indices.contains(reader.lessonIndex) ? oldLessons[reader.lessonIndex] : nil
                guard let index = lessons.firstIndex(where: { $0.id == old?.id }) else {
                    // The lesson being written broke: its problems take its place, holding it.
                    if let old, course.problems.contains(where: { $0.file == old.file }), reader.introduction == nil,
                       !screens.contains(where: { if case .problems = $0 { true } else { false } }) {
                        screens.append(.problems(ProblemsState(waiting: .init(lessonId: old.id, file: old.file,
                                                                               pageIndex: reader.pageIndex, scroll: reader.scroll))))
                    }
                    continue
                }
                var kept = ReaderState(lessonIndex: index, pageIndex: min(reader.pageIndex, lessons[index].pages.count - 1),
                                       scroll: reader.scroll)
                kept.isFollowedLink = reader.isFollowedLink
                if let introduction = reader.introduction {
                    let folder = oldSections.indices.contains(introduction) ? oldSections[introduction].folder : nil
                    guard let section = course.sections.firstIndex(where: { $0.folder == folder }),
                          course.sections[section].introduction != nil else { continue }
                    kept.introduction = section
                }
                screens.append(.reader(kept))
            case .searchResults:
                // Entries name pages by position, which a new course may have moved: searched again.
                continue
            case .quiz, .lessonEnd:
                // A quiz refers to questions by position, which a new course may have moved: it
                // ends; so does a lesson's end, whose lesson may have moved too.
                continue
            case .stats:
                // Statistics count the course's questions, so they are counted again.
                screens.append(.stats(StatsScreenState(course: course, progress: state.progress, now: now(), calendar: state.calendar)))
            case .cheatSheet, .liveRunList:
                // Their entries are made from the course again as every screen is laid out.
                screens.append(screen)
            case .problems(let problems):
                // The lesson it holds loads again: back to it, where it was left.
                if let waiting = problems.waiting, let index = lessons.firstIndex(where: { $0.id == waiting.lessonId }) {
                    screens.append(.reader(ReaderState(lessonIndex: index, pageIndex: min(waiting.pageIndex, lessons[index].pages.count - 1),
                                                       scroll: waiting.scroll)))
                } else {
                    screens.append(screen)
                }
            case .liveRun, .stage, .game:
                if pageSurvives { screens.append(screen) } else { park(screen, &state) }
            case .exercise(var exercise):
                // Read again, since its checks may be what changed; gone with its lesson.
                guard let entry = course.exercises.first(where: { $0.exercise.id == exercise.id }) else { continue }
                exercise.entry = entry
                screens.append(.exercise(exercise))
                effects.append(.exercise(.open(entry)))
            }
        }
        state.screens = screens.isEmpty ? [.menu(MenuState())] : screens
        state.search = nil
        layOutEveryScreen(&state)
        let skipped = course.skippedFiles.count
        if course.language != oldLanguage {
            let untranslated = lessons.filter { $0.fallbackLanguage != nil }.count
            let original = LanguageNames.describe(course.manifest.originalLanguage)
            let note = untranslated == 0 ? "" : localized(count: untranslated, one: "; {0} of {1} lessons is not translated yet and stays in {2}",
                                                          other: "; {0} of {1} lessons are not translated yet and stay in {2}", lessons.count, original)
            say(localized("Now in {0}{1}. Your progress is the same in every language.", LanguageNames.describe(course.language), note),
                .info, &state, &effects)
            if state.route == .reader { effects.append(.announce(.page)) }
            return
        }
        let reloaded = skipped > 0
            ? localized(count: lessons.count, one: "Reloaded {0} lesson; {1} skipped (:problems says why).",
                        other: "Reloaded {0} lessons; {1} skipped (:problems says why).", skipped)
            : localized(count: lessons.count, one: "Reloaded {0} lesson.", other: "Reloaded {0} lessons.")
        say(reloaded, skipped > 0 ? .error : .info, &state, &effects)
    }
}

extension AppEvent {
    var isTick: Bool {
        if case .tick = self { return true }
        return false
    }
}
