import Course
import CourseTestSupport
import Foundation
import Testing
import TerminalKit
import TutorApp

/// A small course in memory: two sections, three lessons, pages of known length.
enum Fixtures {
    static func page(_ title: String, paragraphs: Int) -> LessonPage {
        let body = (1...paragraphs).map { "Paragraph \($0) of \(title), with enough words in it to wrap on a narrow screen." }.joined(separator: "\n\n")
        return LessonPage(title: title, markdown: "## \(title)\n\n\(body)", line: 1)
    }

    static let course = Course(sections: [
        LessonSection(title: "Getting started", folder: "00-start", lessons: [
            Lesson(id: "welcome", title: "Welcome", summary: "How the course works.",
                   pages: [page("Hello", paragraphs: 2), page("Keys", paragraphs: 2)], file: "a.md", sectionTitle: "Getting started"),
        ]),
        LessonSection(title: "Creational", folder: "01-creational", lessons: [
            Lesson(id: "singleton", title: "Singleton", summary: "One instance.", aliases: ["shared-instance"],
                   pages: [page("Intent", paragraphs: 12), page("Trap", paragraphs: 1), page("Costs", paragraphs: 1)],
                   file: "b.md", sectionTitle: "Creational"),
            Lesson(id: "factory-method", title: "Factory Method", summary: "Let a function choose the type.",
                   pages: [page("Idea", paragraphs: 1)], file: "c.md", sectionTitle: "Creational"),
        ]),
    ], problems: [CourseProblem(file: "Lessons/01-creational/09-broken.md", line: 2, rule: .frontMatter, message: "front matter: not valid YAML")],
       directory: "Lessons")

    static func state(width: Int = 60, height: Int = 16) -> AppState {
        let reducer = AppReducer()
        return reducer.update(AppState(course: course, size: Size(width: width, height: height)),
                              .input(.resize(Size(width: width, height: height)))).0
    }
}

/// The app's one runtime with test doubles at the edge: a manual clock, progress saved in
/// memory, no terminal. Every step's effects are logged, in order, follow-up events included,
/// and `send(_:expecting:)` asserts one step's effects exactly (TCA's `TestStore` is the model).
struct TestRuntime {
    let runtime: AppRuntime
    let clock: ManualClock
    /// The screens' long-running work, started and stopped by the runtime, fired by the test.
    let jobs = ManualJobRunner()
    private let log = Log()

    /// What the runtime saw: each step's event and effects, and the records it saved.
    final class Log {
        var steps: [(event: AppEvent, effects: [Effect])] = []
        var saved: [ProgressRecord] = []
        var announced: [Announcement] = []
        /// Makes every save fail with this reason (a full disk).
        var saveFailure: String?
    }

    init(course: Course = Fixtures.course, width: Int = 60, height: Int = 16, clock: ManualClock = ManualClock(),
         calendar: Calendar? = nil, exercises: ExerciseService? = nil) {
        self.clock = clock
        var state = AppState(course: course, size: Size(width: width, height: height))
        if let calendar { state.calendar = calendar }
        let log = log
        runtime = AppRuntime(state: state, reducer: AppReducer(now: clock.reading), recorder: { record in
            if let failure = log.saveFailure { throw TestSaveFailure(description: failure) }
            log.saved.append(record)
        }, jobRunner: jobs, exercises: exercises)
        runtime.observe = { event, effects in log.steps.append((event, effects)) }
        runtime.announce = { announcement, _ in log.announced.append(announcement) }
        runtime.send(.input(.resize(state.size)))
        forgetSteps()
    }

    /// The state; setting it is for arranging a test, as a launcher configures a session.
    var state: AppState {
        get { runtime.state }
        nonmutating set { runtime.configure { $0 = newValue } }
    }

    /// Every effect of every step so far, in order.
    var effects: [Effect] { log.steps.flatMap(\.effects) }
    var steps: [(event: AppEvent, effects: [Effect])] { log.steps }
    var saved: [ProgressRecord] { log.saved }
    var announced: [Announcement] { log.announced }
    var ending: Ending? { runtime.ending }

    /// Forgets the steps so far, so a test's expectations start from its own first event.
    func forgetSteps() {
        log.steps.removeAll()
        log.announced.removeAll()
    }

    /// Makes every later save fail with `reason`, as a full disk does.
    func failSaves(_ reason: String) { log.saveFailure = reason }

    mutating func send(_ events: AppEvent...) {
        for event in events { runtime.send(event) }
    }

    /// Sends `event` and checks the effects of that one step, follow-up events aside.
    mutating func send(_ event: AppEvent, expecting expected: [Effect], sourceLocation: SourceLocation = #_sourceLocation) {
        let first = log.steps.count
        runtime.send(event)
        let produced = log.steps.count > first ? log.steps[first].effects : []
        #expect(produced == expected, sourceLocation: sourceLocation)
    }

    mutating func keys(_ keys: Key...) {
        for key in keys { send(.input(.key(key))) }
    }

    mutating func type(_ text: String) {
        for character in text { send(.input(.key(.character(character)))) }
    }

    /// Types `line` and presses Enter.
    mutating func enter(_ line: String) {
        type(line)
        keys(.enter)
    }

    /// Runs a command line as typed after `:`.
    mutating func command(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .success(let command) = CommandParser.parse(line) else {
            Issue.record("did not parse: \(line)", sourceLocation: sourceLocation)
            return
        }
        send(.command(command))
    }

    var screen: Screen { state.presenting { AppView.render(state) } }
    var screenText: String { screen.text }
    var page: (lesson: Int, page: Int)? { state.reader.map { ($0.lessonIndex, $0.pageIndex) } }
    var session: QuizSession? { state.quiz }
}

/// Jobs that run only when a test fires them: no test waits on a clock.
final class ManualJobRunner: JobRunner, @unchecked Sendable {
    private(set) var running: Set<Job> = []
    private(set) var stopped: [Job] = []
    private var posts: [Job: @Sendable (AppEvent) -> Void] = [:]

    func start(_ job: Job, post: @escaping @Sendable (AppEvent) -> Void) -> @Sendable () -> Void {
        running.insert(job)
        posts[job] = post
        return { [self] in
            running.remove(job)
            posts[job] = nil
            stopped.append(job)
        }
    }

    /// What the job would send when its time comes (a watched file: that it changed); the
    /// runtime takes it on its next look.
    func fire(_ job: Job) {
        switch job.work {
        case .repeating(_, let event), .watching(_, _, let event): posts[job]?(event)
        }
    }
}

/// A save that failed, as a full disk makes it.
struct TestSaveFailure: Error, CustomStringConvertible {
    var description: String
}

extension TestRuntime {
    /// Every answer saved so far.
    var savedAnswers: [SavedAnswer] {
        saved.compactMap { if case .answered(let answer) = $0 { answer } else { nil } }
    }

    /// The key of the choice whose words are `text`, as the current question shows it: choices
    /// come shuffled, so tests pick by words, as a learner reads them.
    func key(ofChoice text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Key {
        guard let number = shownNumber(ofChoice: text) else {
            Issue.record("no choice '\(text)' on show", sourceLocation: sourceLocation)
            return .character("0")
        }
        return .character(Character(String(number)))
    }

    /// The number the current question shows the choice `text` as.
    func shownNumber(ofChoice text: String) -> Int? {
        guard let session, let choices = session.current?.choices else { return nil }
        return session.arrangement.firstIndex { choices[$0].key == text }.map { $0 + 1 }
    }

    /// Chooses the choices with these words (toggling each, for a multiple choice) and submits.
    mutating func choose(_ texts: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        for text in texts { keys(key(ofChoice: text, sourceLocation: sourceLocation)) }
        keys(.enter)
    }
}

/// The number plain mode last printed for the choice `text` ("3) Builder"), for scripts that
/// answer by the numbers shown.
func plainNumber(ofChoice text: String, in output: String) -> String? {
    let lines = output.split(separator: "\n")
    for line in lines.reversed() {
        guard let close = line.firstIndex(of: ")"), let number = Int(line[..<close]) else { continue }
        if line[line.index(after: close)...].trimmingCharacters(in: .whitespaces) == text { return String(number) }
    }
    return nil
}
