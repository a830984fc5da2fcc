import Course
import CourseTestSupport
import Markdown
import TerminalKit
import Testing
@testable import TutorApp

/// Ctrl-Z arrives as a key in raw mode, so the app suspends itself, as less and vim do.
@Suite struct SuspendTests {
    /// The screens a learner can press Ctrl-Z on, each reached as a learner would.
    static let screens: [(name: String, route: AppState.Route, reach: @Sendable (inout TestRuntime) -> Void)] = [
        ("menu", .menu, { _ in }),
        ("reader", .reader, { $0.keys(.enter, .down) }),
        ("command line", .reader, { $0.keys(.enter); $0.type(":op") }),
        ("help", .menu, { $0.keys(.character("?")) }),
        ("quiz", .quiz, { giveSingletonAQuiz(&$0); $0.send(.command(.open("singleton"))); $0.keys(.character("Q"), .character("2")) }),
        ("self-quiz", .quiz, { giveSingletonAQuiz(&$0); $0.send(.command(.review(ReviewRequest(all: true)))) }),
        ("stats", .stats, { $0.keys(.character("s")) }),
        ("demo", .demo, { $0.send(.command(.demo("singleton"))); $0.type("sta") }),
        ("stage", .stage, { $0.state.canAnimate = true; $0.send(.command(.demo("factory-method"))) }),
        ("game", .game, { $0.send(.command(.game)) }),
    ]

    /// The fixture course has no quiz: Singleton gets a one-question quiz.
    static func giveSingletonAQuiz(_ driver: inout TestRuntime) {
        let document = MarkdownDocument(parsing: "## Quiz\n### Pick the creational one\n- [ ] Observer\n- [x] Builder\n")
        let quiz = QuizParser.parse(PageSplitter.quizBlocks(in: document, quizHeading: nil), lessonId: "singleton",
                                    file: "b.md", lineOffset: 0).questions
        var course = driver.state.course
        course.sections[1].lessons[0].quiz = quiz
        driver.send(.courseReloaded(course))
    }

    @Test(arguments: screens.indices)
    func controlZSuspendsAndChangesNothingElse(screen: Int) {
        var driver = TestRuntime(width: 100, height: 30)
        Self.screens[screen].reach(&driver)
        let before = driver.state
        #expect(before.route == Self.screens[screen].route, "did not reach the \(Self.screens[screen].name)")
        let effectsBefore = driver.effects
        driver.keys(.control("z"))
        #expect(driver.effects == effectsBefore + [.suspend], "on the \(Self.screens[screen].name)")
        #expect(AppView.render(driver.state) == AppView.render(before), "on the \(Self.screens[screen].name)")
        #expect(driver.state.commandLine == before.commandLine)
        #expect(driver.state.route == before.route)
        #expect(driver.state.demo?.editor.string == before.demo?.editor.string, "Ctrl-Z is not typed into a live run's line")
    }

    /// The program hands the suspension to the backend, goes on afterwards, and lays the
    /// screen out again when the window changed size while the process was stopped.
    @Test func theProgramSuspendsThenRedrawsAtTheNewSize() {
        let backend = SuspendingBackend(size: Size(width: 60, height: 16), sizeAfterSuspending: Size(width: 90, height: 20),
                                        events: [.key(.control("z")), .key(.down)])
        let program = TerminalProgram(state: AppState(course: Fixtures.course, size: backend.size),
                                      reducer: AppReducer(), backend: backend)
        let signal = program.run(idleLimit: 0)
        #expect(signal == nil)
        #expect(backend.suspensions == 1)
        #expect(program.state.size == Size(width: 90, height: 20))
        #expect(program.state.menu.selected == 1, "keys after the suspension still arrive")
        #expect(backend.drawnSizes.last == Size(width: 90, height: 20))
    }
}

/// A backend whose window changes size while the process is suspended.
private final class SuspendingBackend: TerminalBackend {
    private(set) var size: Size
    private let sizeAfterSuspending: Size
    private var events: [InputEvent]
    private(set) var suspensions = 0
    private(set) var drawnSizes: [Size] = []

    init(size: Size, sizeAfterSuspending: Size, events: [InputEvent]) {
        self.size = size
        self.sizeAfterSuspending = sizeAfterSuspending
        self.events = events
    }

    func draw(_ screen: Screen, cursor: Position?) { drawnSizes.append(screen.size) }

    func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        events.isEmpty ? nil : events.removeFirst()
    }

    func suspend() {
        suspensions += 1
        size = sizeAfterSuspending
    }
}
