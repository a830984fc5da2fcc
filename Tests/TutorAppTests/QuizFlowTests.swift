import Course
import CourseTestSupport
import Markdown
import TerminalKit
import Testing
@testable import TutorApp

/// A lesson with one question of each kind, built from Markdown like a real one.
private enum QuizFixture {
    static let course: Course = {
        let body = """
            ## Quiz
            ### Pick the creational one
            - [ ] Observer
            - [x] Builder

            > Hint: It makes things.

            > Explanation: Builder assembles objects step by step.

            ### Pick both structural ones
            - [x] Adapter
            - [ ] Strategy
            - [x] Facade

            ### Name the pattern with a shared instance
            Answer: Singleton | shared instance
            """
        let document = MarkdownDocument(parsing: body)
        let quiz = QuizParser.parse(PageSplitter.quizBlocks(in: document, quizHeading: nil), lessonId: "q", file: "q.md",
                                    lineOffset: 0).questions
        var lesson = Lesson(id: "q", title: "Quizzed", pages: [LessonPage(title: "Only", markdown: "## Only\n\nText.", line: 1)],
                            file: "q.md", sectionTitle: "S")
        lesson.quiz = quiz
        let next = Lesson(id: "after", title: "After", pages: [LessonPage(title: "P", markdown: "Next lesson.", line: 1)],
                          file: "a.md", sectionTitle: "S")
        return Course(sections: [LessonSection(title: "S", folder: "s", lessons: [lesson, next])])
    }()
}

extension TestRuntime {
    /// The quizzed lesson open at 70x24.
    static func quiz() -> TestRuntime {
        var runtime = TestRuntime(course: QuizFixture.course, width: 70, height: 24)
        runtime.send(.command(.open("q")))
        runtime.forgetSteps()
        return runtime
    }
}

/// Question `index` of the fixture's quizzed lesson.
private func ref(_ index: Int) -> QuizSession.QuestionRef { QuizSession.QuestionRef(lesson: 0, question: index) }

@Suite struct QuizFlowTests {
    @Test func theEndOfALessonOffersItsQuizOnAScreenOfItsOwn() {
        var driver = TestRuntime.quiz()
        driver.keys(.character("n"))
        #expect(driver.state.route == .lessonEnd)
        let offer = driver.screenText
        #expect(offer.contains("You have reached the end of \"Quizzed\"."))
        #expect(offer.contains("1  Take its quiz (3 questions)"))
        #expect(offer.contains("2  Next lesson: After"))
        #expect(offer.contains("3  Back to the menu"))
        // Esc goes back to the page; n again offers again, and its second option goes on.
        driver.keys(.escape)
        #expect(driver.state.route == .reader)
        driver.keys(.character("n"), .character("2"))
        #expect(driver.page! == (1, 0))
        // From the offer, the quiz opens over the lesson and closes back onto it.
        driver.send(.command(.open("q")))
        driver.keys(.character("n"), .enter)
        #expect(driver.session?.kind == .lesson(0))
        driver.keys(.character("q"))
        #expect(driver.state.route == .reader)
        // And the menu is one key away.
        driver.keys(.character("n"), .character("m"))
        #expect(driver.state.route == .menu)
    }

    @Test func aFullRunWithHintRetryAndScore() throws {
        var driver = TestRuntime.quiz()
        driver.keys(.character("Q"))
        #expect(driver.state.route == .quiz)
        #expect(driver.session?.position == 0)

        // Single choice: the hint, then a wrong pick, then Enter.
        driver.keys(.character("h"))
        driver.choose("Observer")
        #expect(driver.session?.phase == .feedback(correct: false))
        let wrong = try #require(driver.session?.outcomes[ref(0)])
        #expect((wrong.correct, wrong.helped, wrong.given) == (false, true, "Observer"))
        #expect(wrong.shownNumbers == [try #require(driver.shownNumber(ofChoice: "Observer"))])
        #expect(AppView.render(driver.state).text.contains("Builder assembles objects step by step."))
        driver.keys(.character("x"))

        // Multiple choice: Space toggles the highlighted choice, digits toggle theirs.
        driver.keys(.character(" "))
        #expect(driver.session?.selection == [0], "Space toggles the highlighted choice, the first shown")
        driver.keys(.character(" "))
        #expect(driver.session?.selection == [])
        driver.keys(driver.key(ofChoice: "Adapter"), driver.key(ofChoice: "Facade"), driver.key(ofChoice: "Strategy"),
                    driver.key(ofChoice: "Strategy"), .enter)
        #expect(driver.session?.outcomes[ref(1)]?.correct == true)
        #expect(driver.session?.outcomes[ref(1)]?.given == "Adapter\nFacade", "saved by the choices' words, in file order")
        driver.keys(.enter)

        // Free text: letters go to the field, including h; normalised comparison.
        driver.type("  SINGLETON ")
        #expect(driver.session?.typed.string == "  SINGLETON ")
        driver.keys(.enter)
        #expect(driver.session?.outcomes[ref(2)]?.correct == true)
        driver.keys(.character("z"))

        #expect(driver.session?.phase == .summary)
        #expect(driver.session?.score == 2)
        let summary = AppView.render(driver.state).text
        #expect(summary.contains("Score: 2 of 3"))
        #expect(summary.contains("• 1. Pick the creational one"))
        #expect(summary.contains("r retry missed"))

        driver.keys(.character("r"))
        #expect(driver.session?.order == [ref(0)])
        #expect(driver.session?.isRetry == true)
        driver.choose("Builder")
        #expect(driver.session?.outcomes[ref(0)]?.practice == true)
        #expect(driver.screenText.contains("A second try: practice"))
        #expect(!driver.screenText.contains("e: it was easy"), "practice schedules nothing, so nothing to call easy")
        driver.keys(.enter)
        #expect(driver.session?.phase == .summary)
        #expect(driver.session?.score == 1)
        let retried = driver.screenText
        #expect(retried.contains("Retry: 1 of 1 right"))
        #expect(retried.contains("the quiz's score stays the first try's, 2 of 3"))
        #expect(!retried.contains("r retry"), "nothing was missed, so nothing to retry")
        driver.keys(.enter)
        #expect(driver.state.route == .reader)
        #expect(driver.state.quiz == nil)
        // The lesson's score is the first try's.
        #expect(driver.state.progress.quizText(of: QuizFixture.course.lessons[0]) == "quiz 2/3")
    }

    @Test func enterWithNothingChosenDoesNotSubmitAMultipleChoice() {
        var driver = TestRuntime.quiz()
        driver.send(.command(.quiz(nil)))
        driver.keys(.character("2"), .enter, .enter)
        driver.keys(.enter)
        #expect(driver.session?.phase == .answering)
        #expect(driver.session?.position == 1)
    }

    @Test func aLessonWithoutAQuizSaysSo() {
        var driver = TestRuntime.quiz()
        driver.send(.command(.open("after")), .command(.quiz(nil)))
        #expect(driver.state.route == .reader)
        #expect(driver.state.notice?.text == "\"After\" has no quiz.")
    }

    @Test func theTypedAnswerPlacesTheCursor() throws {
        var driver = TestRuntime.quiz()
        driver.send(.command(.quiz(nil)))
        driver.keys(.character("2"), .enter, .enter, .character("1"), .character("3"), .enter, .enter)
        driver.type("日本")
        let cursor = try #require(AppView.cursor(driver.state))
        let row = AppView.render(driver.state).lines[cursor.y]
        #expect(row.contains("Your answer: 日本"))
        #expect(cursor.x == 2 + DisplayWidth.of("Your answer: ") + 4)
    }

    @Test func plainModeAsksTheSameQuestions() {
        var output = ""
        let session = PlainSession(course: QuizFixture.course, width: 70) { output += $0 }
        // Answered by the numbers printed: the choices come shuffled.
        var script: [(String) -> String] = [{ _ in "open q" }, { _ in "quiz" }, { _ in "hint" }, { _ in "9" }, { _ in "1 2" },
                                            { plainNumber(ofChoice: "Builder", in: $0)! }, { _ in "" },
                                            { "\(plainNumber(ofChoice: "Adapter", in: $0)!) \(plainNumber(ofChoice: "Facade", in: $0)!)" },
                                            { _ in "" }, { _ in "singleton" }, { _ in "" }, { _ in "retry" }, { _ in "stop" }, { _ in "where" }]
        session.run(readLine: { script.isEmpty ? nil : script.removeFirst()(output) })
        #expect(output.contains("== Quiz: Quizzed, question 1/3 =="))
        #expect(output.contains(") Observer\n") && output.contains(") Builder\n"))
        #expect(output.contains("It makes things."))
        // 9 is not a choice; two numbers are not one answer to a single choice.
        #expect(output.components(separatedBy: "! Answer with one choice number, or 'hint', or 'stop'.").count == 3)
        #expect(output.contains(try! Regex("Correct: ([1-2]); you chose \\1\\.")))
        #expect(output.contains(try! Regex("Correct: ([1-3]), ([1-3]); you chose \\1, \\2\\.")))
        #expect(output.contains("Your answer: singleton"))
        #expect(output.contains("Score: 3 of 3"))
        #expect(output.contains("Every answer right."))
        #expect(!output.contains("'retry'"), "nothing missed, nothing offered to retry")
        #expect(output.contains("Quiz closed."))
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B })
    }
}

@Suite struct ProgressEffectTests {
    @Test func pagesAndAnswersAreRecorded() {
        var driver = TestRuntime.quiz()
        #expect(driver.effects.isEmpty)
        driver.send(.command(.open("after")))
        #expect(driver.effects.contains(.record(.pageSeen(lessonId: "after", page: 0))))
        driver.send(.command(.quiz("q")))
        driver.keys(.character("h"), .character("2"), .enter)
        // Right after the hint: a Hard review.
        #expect(driver.savedAnswers.contains(SavedAnswer(questionId: "q/pick-the-creational-one", lessonId: "q", given: "Builder",
                                                         isChoice: true, correct: true, helped: true, rating: 2, time: driver.clock.now,
                                                         context: .quiz, run: driver.session!.run, practice: false)))
    }

    @Test func aRightAnswerCanBeMarkedEasyOnceAndAWrongOneCannot() {
        var driver = TestRuntime.quiz()
        driver.send(.command(.quiz("q")))
        driver.keys(.character("2"), .enter)
        #expect(driver.savedAnswers.last?.given == "Builder")
        #expect(driver.savedAnswers.last?.rating == 3)
        #expect(AppView.render(driver.state).text.contains("(e: it was easy · q: leave · any other key: next question)"))
        driver.keys(.character("e"))
        #expect(driver.session?.position == 0, "e does not move on")
        #expect(AppView.render(driver.state).text.contains("Marked easy"))
        // Once marked, e is no longer offered: it goes on like any other key.
        driver.keys(.character("e"))
        #expect(driver.effects.filter { $0 == .record(.markedEasy(questionId: "q/pick-the-creational-one")) }.count == 1)
        #expect(driver.session?.position == 1)
        // The multiple choice, answered wrong: e goes on to the next question instead.
        driver.keys(.character("2"), .enter)
        #expect(driver.savedAnswers.last?.correct == false)
        #expect(driver.savedAnswers.last?.rating == 1)
        driver.keys(.character("e"))
        #expect(driver.session?.position == 2)
        #expect(!driver.effects.contains(.record(.markedEasy(questionId: "q/pick-both-structural-ones"))))
    }

    @Test func resumeOpensTheSavedPageAndIgnoresAVanishedLesson() {
        var driver = TestRuntime.quiz()
        driver.send(.resume(lessonId: "after", page: 7))
        #expect(driver.state.reader?.lessonIndex == 1)
        #expect(driver.state.reader?.pageIndex == 0)
        driver.send(.resume(lessonId: "gone", page: 0))
        #expect(driver.state.reader?.lessonIndex == 1)
    }

    @Test func aFailedSaveIsSaidAndTheCourseGoesOn() {
        let backend = HeadlessBackend(size: Size(width: 60, height: 16), events: [.key(.enter), .key(.character("n"))])
        let program = TerminalProgram(state: AppState(course: QuizFixture.course, size: Size(width: 60, height: 16)),
                                      reducer: AppReducer(), backend: backend, recorder: { _ in throw TestSaveFailure(description: "disk full") })
        program.run(idleLimit: 0)
        #expect(program.state.reader?.lessonIndex == 0)
        #expect(backend.drawnScreens.contains { $0.text.contains("disk full") })
    }
}

/// What the new-user test found: a stray Enter, a cut explanation, a wall of spellings.
@Suite struct QuizFeedbackTests {
    @Test func enterAnswersNothingUntilAChoiceIsMadeAndArrowsChooseInASingleChoice() {
        var driver = TestRuntime.quiz()
        driver.send(.command(.quiz(nil)))
        driver.keys(.enter)
        #expect(driver.session?.phase == .answering, "the Enter that closed the last screen must not answer")
        driver.keys(.down)
        #expect(driver.session?.selection == [1])
        driver.keys(.enter)
        #expect(driver.session?.phase == .feedback(correct: true))
    }

    @Test func aLongExplanationScrollsAndOpensAtTheVerdict() throws {
        var driver = TestRuntime.quiz()
        driver.send(.input(.resize(Size(width: 44, height: 10))), .command(.quiz(nil)))
        driver.keys(.character("2"), .enter)
        let opened = try #require(driver.session?.scroll)
        #expect(opened > 0, "the verdict is scrolled into view on a short screen")
        #expect(AppView.render(driver.state).text.contains("✓ Right."))
        #expect(QuizView.hints(driver.session!, driver.state).first == "↑↓ scroll  e easy  q leave  any other key: next")
        driver.keys(.up)
        #expect(driver.session?.scroll == opened - 1)
        #expect(driver.session?.position == 0, "scrolling does not move on")
        driver.keys(.character("x"))
        #expect(driver.session?.position == 1)
    }

    @Test func aWrongTypedAnswerShowsTheAnswerAndAFewSpellings() {
        #expect(QuizView.acceptedText(first: "Singleton", others: ["shared instance"])
                == "Answer: Singleton (also accepted: shared instance)")
        #expect(QuizView.acceptedText(first: "Observer", others: ["observer pattern", "Observer-pattern", "pub sub", "publish subscribe", "listeners"])
                == "Answer: Observer (also accepted: observer pattern, pub sub, publish subscribe, …)")
        #expect(QuizView.acceptedText(first: "Redux", others: []) == "Answer: Redux")
    }
}

@Suite struct PlainEasyTests {
    @Test func plainModeTakesEasyAfterARightAnswer() {
        var output = ""
        let session = PlainSession(course: QuizFixture.course, width: 70) { output += $0 }
        var lines = ["quiz q", "2", "easy", "", "stop", "quit"][...]
        session.run(readLine: { lines.popFirst() })
        #expect(output.contains("(press Enter for the next question, or type easy if it was easy)"))
        #expect(output.contains("Marked easy: it will come back later than it would have."))
        #expect(output.contains("question 2/3"))
    }
}

/// The one runtime: effects in order, a failed save told once, and nothing holding a quit.
@Suite struct RuntimeTests {
    @Test func aFailedSaveIsToldOnceAndTheCourseGoesOn() {
        var driver = TestRuntime.quiz()
        driver.failSaves("Progress could not be saved: the disk is full.")
        driver.keys(.character("n"), .character("n"))
        let notices = driver.steps.filter {
            if case .notice = $0.event { true } else { false }
        }
        #expect(notices.count == 1)
        #expect(driver.state.reader?.lessonIndex == 1, "the learner moved on")
        #expect(driver.ending == nil)
    }

    /// Reproduced in tmux on a full tmpfs: the save of the game on the way out failed, and the
    /// notice it raised used to swallow the Ctrl-C that asked to leave.
    @Test(arguments: [InputEvent.key(.control("c")), .terminate(signal: 15), .key(.character(":"))])
    func aFailedSaveNeverSwallowsAQuitOrASignal(leaving: InputEvent) {
        var driver = TestRuntime(width: 100, height: 30)
        driver.send(.command(.game))
        driver.keys(.character("1"))
        driver.failSaves("Progress could not be saved: the disk is full.")
        driver.keys(.character("2"))
        if leaving == .key(.character(":")) {
            driver.type(":q")
            driver.keys(.enter)
            #expect(driver.ending == .quit)
        } else {
            driver.send(.input(leaving))
            #expect(driver.ending == (leaving == .terminate(signal: 15) ? .signal(15) : .signal(2)))
        }
        #expect(driver.steps.last.map { if case .notice = $0.event { false } else { true } } == true,
                "nothing queued runs after the end")
    }

    @Test func effectsAreInterpretedInTheOrderGivenAndFollowUpsQueueBehindThem() {
        var driver = TestRuntime()
        driver.send(.command(.reload), expecting: [.reloadCourse(language: "en")])
        // Reloading needs a lessons folder; the follow-up event came after the reload's own step.
        let events = driver.steps.map(\.event)
        #expect(events == [.command(.reload), .reloadFailed("this session has no lessons folder to read")])
        #expect(driver.state.notice?.text == "Could not reload: this session has no lessons folder to read")
    }
}

/// Long-running work belongs to the screens on the stack: started when a screen wants it,
/// stopped when no screen on the stack does.
@Suite struct RuntimeJobTests {
    @Test func aJobStopsWhenItsScreenLeavesTheStack() {
        var driver = TestRuntime.quiz()
        driver.send(.command(.quiz("q")))
        driver.keys(.character("2"), .enter)
        #expect(driver.jobs.running == [.dueCount], "a card exists: the menu under the quiz wants its count")
        driver.send(.playGameAlone)
        #expect(driver.jobs.running.isEmpty, "the game alone has no menu under it")
        #expect(driver.jobs.stopped == [.dueCount])
    }

    @Test func whatAJobPostsIsTakenOnTheUIThreadInOrder() {
        var driver = TestRuntime.quiz()
        driver.send(.command(.quiz("q")))
        driver.keys(.character("2"), .enter, .escape, .escape)
        #expect(driver.state.route == .menu)
        driver.forgetSteps()
        driver.jobs.fire(.dueCount)
        driver.jobs.fire(.dueCount)
        #expect(driver.steps.isEmpty, "nothing runs until the front end takes the posts")
        driver.runtime.takePostedEvents()
        #expect(driver.steps.map(\.event) == [.wake, .wake])
    }

    @Test func theEndOfTheSessionStopsEveryJob() {
        var driver = TestRuntime.quiz()
        driver.send(.command(.quiz("q")))
        driver.keys(.character("2"), .enter)
        driver.send(.command(.quit))
        #expect(driver.ending == .quit)
        #expect(driver.jobs.running.isEmpty)
    }
}

extension QuizFlowTests {
    /// The hint key is named only for a question that has a hint, on screen and in plain mode;
    /// an empty typed answer is asked for as a typed one.
    @Test func theHintIsOfferedOnlyWhereThereIsOne() {
        var driver = TestRuntime.quiz()
        driver.send(.command(.quiz(nil)))
        #expect(driver.state.quiz?.position == 0)
        #expect(driver.screenText.contains("h hint"))
        driver.keys(.character("1"), .enter, .enter)
        #expect(driver.state.quiz?.position == 1)
        #expect(!driver.screenText.contains("h hint"))

        var output = ""
        let session = PlainSession(course: QuizFixture.course, width: 100) { output += $0 }
        var lines = ["open q", "quiz", "1", "", "1 2", "", "", "stop", "quit"][...]
        session.run(readLine: { lines.popFirst() })
        #expect(output.contains("(type the number of your answer; 'hint' for a hint, 'stop' to leave)"))
        #expect(output.contains("('stop' to leave)"))
        #expect(output.contains("(type your answer; 'stop' to leave)"))
        #expect(output.contains("! Type your answer, or 'stop'."))
        #expect(!output.contains("Answer with a choice number"))
    }
}
