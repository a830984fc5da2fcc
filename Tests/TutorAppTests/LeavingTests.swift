import Course
import CourseTestSupport
import TerminalKit
import Testing
@testable import TutorApp

/// One way to leave: q and Esc go back one screen, `quit`, `:q` and `:quit` end the program
/// from anywhere, and a live run's own words (`exit`) keep their meaning.
@Suite struct LeavingTests {
    @Test(arguments: ["quit", ":q", ":quit"])
    func aLiveRunsLineEndsTheProgramOnQuit(word: String) {
        var driver = TestRuntime(width: 100, height: 30)
        driver.send(.command(.demo("singleton")))
        driver.enter(word)
        #expect(driver.ending == .quit)
    }

    @Test func exitStillLeavesALiveRunOnly() {
        var driver = TestRuntime(width: 100, height: 30)
        driver.send(.command(.open("singleton")))
        driver.send(.command(.demo("singleton")))
        driver.enter("exit")
        #expect(driver.ending == nil)
        #expect(driver.state.route == .reader)
    }

    @Test func escEmptiesALiveRunsFieldBeforeGoingBack() {
        var driver = TestRuntime(width: 100, height: 30)
        driver.send(.command(.demo("singleton")))
        driver.type("get")
        driver.keys(.escape)
        #expect(driver.state.route == .demo)
        #expect(driver.state.demo?.editor.string == "")
        driver.keys(.escape)
        #expect(driver.state.route == .menu)
    }

    @Test(arguments: ["quit", ":q"])
    func plainModeQuitEndsAGameAQuizAndTheSelfQuizResults(word: String) {
        var game = TestRuntime(width: 100, height: 30)
        game.send(.command(.game), .line("1"), .line(word))
        #expect(game.ending == .quit)
        #expect(game.saved.contains { if case .gamePlayed = $0 { true } else { false } }, "the game was saved first")

        var quiz = TestRuntime.withSingletonQuiz()
        quiz.send(.command(.quiz("singleton")), .line(word))
        #expect(quiz.ending == .quit)

        var results = TestRuntime.withSingletonQuiz()
        results.send(.command(.review(ReviewRequest(all: true))), .line("2"), .line(""))
        #expect(results.state.quiz?.phase == .summary)
        results.send(.line(word))
        #expect(results.ending == .quit)
    }

    @Test func stopStillClosesOnlyTheQuiz() {
        var quiz = TestRuntime.withSingletonQuiz()
        quiz.send(.command(.quiz("singleton")), .line("stop"))
        #expect(quiz.ending == nil)
        #expect(quiz.state.route == .reader)
    }

    @Test func aQuizOpensTheCommandLineUnlessAnAnswerIsBeingTyped() {
        var driver = TestRuntime.withSingletonQuiz()
        driver.send(.command(.quiz("singleton")))
        driver.keys(.character(":"))
        #expect(driver.state.commandLine != nil)
        driver.type("q")
        driver.keys(.enter)
        #expect(driver.ending == .quit)
    }

    @Test func whereInAPlainLiveRunNamesTheWordsNotEsc() {
        var plain = TestRuntime(width: 100, height: 30)
        plain.send(.command(.demo("singleton")), .line(":where"))
        #expect(plain.state.notice?.text.contains("'exit' goes back") == true)
        #expect(plain.state.notice?.text.contains("Esc") == false)
        var full = TestRuntime(width: 100, height: 30)
        full.state.canAnimate = true
        full.send(.command(.demo("singleton")), .line(":where"))
        #expect(full.state.notice?.text.contains("Esc goes back") == true)
    }
}

/// The animation stage has the keys of every other live run: ?, Tab, and app commands at `:`.
@Suite struct StageLikeEveryLiveRunTests {
    private func stage() -> TestRuntime {
        var driver = TestRuntime(width: 100, height: 30)
        driver.state.canAnimate = true
        driver.send(.command(.open("factory-method")))
        driver.send(.command(.demo("factory-method")))
        return driver
    }

    @Test func questionMarkShowsTheStagesKeys() {
        var driver = stage()
        driver.keys(.character("?"))
        #expect(driver.screenText.contains("timing curves, or the layers"))
        driver.keys(.character("x"))
        #expect(!driver.state.isShowingHelp)
        #expect(driver.state.route == .stage)
    }

    @Test func tabShowsTheLessonsCode() {
        var driver = TestRuntime(width: 100, height: 30)
        driver.state.canAnimate = true
        var course = driver.state.course
        course.sections[1].lessons[1].demo = "factory-method"
        course.sections[1].lessons[1].pages.append(LessonPage(title: "Code", markdown: "## Code\n\n```swift\nlet layer = Factory.make()\n```\n", line: 1))
        driver.send(.courseReloaded(course))
        driver.send(.command(.open("factory-method")), .command(.demo(nil)))
        #expect(driver.state.route == .stage)
        driver.keys(.tab)
        #expect(driver.screenText.contains("Key code · Factory Method"))
        #expect(driver.screenText.contains("Factory.make()"))
        driver.keys(.tab)
        #expect(!driver.screenText.contains("Factory.make()"))
    }

    @Test func theStagePromptRunsStageCommandsAndAppCommands() {
        var driver = stage()
        driver.keys(.character(":"))
        driver.enter("state")
        #expect(driver.state.stageScreen?.messages.last?.contains("layers: 1") == true)
        driver.keys(.character(":"))
        driver.enter("lessons")
        #expect(driver.state.route == .menu)
        var quitting = stage()
        quitting.keys(.character(":"))
        quitting.enter("quit")
        #expect(quitting.ending == .quit)
    }
}

extension TestRuntime {
    /// The fixture course with a one-question quiz in Singleton.
    static func withSingletonQuiz() -> TestRuntime {
        var driver = TestRuntime(width: 100, height: 30)
        SuspendTests.giveSingletonAQuiz(&driver)
        driver.forgetSteps()
        return driver
    }
}

@Suite struct TypedAnswerFieldTests {
    /// While the answer field has focus, q is a letter and Esc empties the field before it leaves.
    @Test func escEmptiesTheFieldThenLeaves() {
        var driver = TestRuntime.quiz()
        driver.send(.command(.quiz(nil)))
        driver.keys(.character("2"), .enter, .enter, .character("1"), .enter, .enter)
        #expect(driver.session?.isTypingAnAnswer == true)
        driver.type("q")
        #expect(driver.session?.typed.string == "q")
        driver.keys(.escape)
        #expect(driver.session?.typed.string == "")
        #expect(driver.state.route == .quiz)
        driver.keys(.escape)
        #expect(driver.state.route == .reader)
    }
}
