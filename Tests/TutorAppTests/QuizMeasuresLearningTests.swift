import Course
import CourseTestSupport
import Foundation
import GoldenFiles
import TerminalKit
import Testing
@testable import TutorApp

/// A two-lesson course written to files and loaded as a real one: checkpoints on both pages of
/// the first lesson, a quiz with a fixed "All of the above" and a typed answer.
enum CheckpointFixture {
    static let directory: String = {
        let root = NSTemporaryDirectory() + "pt-checkpoints-\(UUID().uuidString)"
        let files = [
            "01-patterns/_section.md": "---\ntitle: Patterns\n---\n",
            "01-patterns/01-singleton.md": """
                ---
                id: singleton
                title: Singleton
                ---
                ## One instance

                A singleton has exactly one instance, made the first time it is used.

                ### Check: How many instances does a singleton allow?
                <!-- id: singleton-check-count -->
                - [ ] As many as its callers ask for
                - [x] Exactly one
                - [ ] One for each thread

                > Explanation: One, made once.

                ## Costs

                Every user of the instance depends on it without saying so.

                ### Check: What is a class with one shared instance called?
                Answer: Singleton

                ## Quiz

                ### Which declaration makes the shared property lazy and safe across threads?
                <!-- id: singleton-static-let -->
                - [ ] `lazy var shared`
                - [x] `static let shared`
                - [ ] `weak var shared`
                - [ ] All of the above <!-- fixed -->

                > Explanation: Swift runs a static property's initialiser once, on first use.

                ### Name the pattern that allows one shared instance
                Answer: Singleton
                """,
            "01-patterns/02-observer.md": """
                ---
                id: observer
                title: Observer
                ---
                ## Subscribers

                Observers subscribe to a subject and hear of its changes.
                """,
        ]
        for (path, text) in files {
            let file = root + "/" + path
            try! FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try! text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return root
    }()

    static let course: Course = try! CourseLoader.load(from: directory)
}

extension TestRuntime {
    static func checkpoints(width: Int = 70, height: Int = 24) -> TestRuntime {
        TestRuntime(course: CheckpointFixture.course, width: width, height: height)
    }
}

@Suite struct CheckpointTests {
    @Test func theFixtureLoadsItsCheckpointsAndTheirPagesDoNotShowThem() throws {
        let course = CheckpointFixture.course
        #expect(course.problems.isEmpty, "\(course.problems)")
        let lesson = course.lessons[0]
        #expect(lesson.checkpoints.map(\.page) == [0, 1])
        #expect(lesson.checkpoints.map(\.question.title) == ["How many instances does a singleton allow?",
                                                             "What is a class with one shared instance called?"])
        #expect(lesson.checkpoints[1].question.id == "singleton/what-is-a-class-with-one-shared-instance-called")
        #expect(lesson.questionCount == 4)
        #expect(!lesson.pages[0].markdown.contains("Check:"))
        #expect(!lesson.pages[0].markdown.contains("Exactly one"))
        // The checkpoint's own heading reads without "Check:".
        #expect(lesson.checkpoints[0].question.prompt.plainText == "How many instances does a singleton allow?")
        // The fixed choice keeps its marker out of its words.
        #expect(lesson.quiz[0].choices.map(\.isFixed) == [false, false, false, true])
        #expect(lesson.quiz[0].choices[3].key == "All of the above")
    }

    @Test func movingOnFromAPageAsksItsCheckpointOnTheFullScreen() throws {
        var driver = TestRuntime.checkpoints()
        driver.send(.command(.open("singleton")))
        driver.keys(.character("n"))
        #expect(driver.session?.kind == .checkpoint(lesson: 0, page: 0))
        let asked = driver.screenText
        #expect(asked.contains("Check · Singleton"))
        #expect(asked.contains("page 1"))
        #expect(asked.contains("How many instances does a singleton allow?"))
        #expect(asked.contains("q skip"))
        driver.choose("Exactly one")
        #expect(driver.screenText.contains("✓ Right."))
        #expect(driver.screenText.contains("any other key: next page"))
        #expect(driver.savedAnswers.last?.context == .checkpoint)
        #expect(driver.state.progress.reviews.map(\.questionId) == ["singleton-check-count"], "a checkpoint's answer is a review")
        driver.keys(.character("x"))
        #expect(driver.state.route == .reader)
        #expect(driver.page! == (0, 1))
        // Back and on again: asked once a session.
        driver.keys(.character("p"), .character("n"))
        #expect(driver.page! == (0, 1))
        // The last page's checkpoint skipped with Esc: the lesson's end follows.
        driver.keys(.character("n"))
        #expect(driver.session?.kind == .checkpoint(lesson: 0, page: 1))
        driver.keys(.escape)
        #expect(driver.state.route == .lessonEnd)
        #expect(driver.savedAnswers.count == 1, "nothing is saved for a skipped checkpoint")
    }

    @Test func plainModeAsksTheCheckpointOnNextAndAnEmptyLineSkipsIt() {
        var output = ""
        let session = PlainSession(course: CheckpointFixture.course, width: 70) { output += $0 }
        var script: [(String) -> String] = [{ _ in "open singleton" }, { _ in "next" }, { plainNumber(ofChoice: "Exactly one", in: $0)! },
                                            { _ in "" }, { _ in "next" }, { _ in "" }, { _ in "where" }]
        session.run(readLine: { script.isEmpty ? nil : script.removeFirst()(output) })
        #expect(output.contains("== Check: Singleton: a question before the next page =="))
        #expect(output.contains("an empty line or 'skip' to"))
        #expect(output.contains("(press Enter for the next page, or type easy if it was easy)"))
        #expect(output.contains("== Lesson 1/2: Singleton (page 2/2) =="))
        // The typed checkpoint, skipped with an empty line: the lesson's end is offered.
        #expect(output.contains("What is a class with one shared instance called?"))
        #expect(output.contains("== End of lesson 1: Singleton =="))
        #expect(output.contains("At the end of \"Singleton\""))
    }

    @Test func pGoesBackToReadThePageAgainAndMovingOnAsksAgain() {
        var driver = TestRuntime.checkpoints()
        driver.send(.command(.open("singleton")))
        driver.keys(.character("n"))
        #expect(driver.screenText.contains("Before the next page, a question on this one (Esc skips it):"))
        driver.keys(.character("p"))
        #expect(driver.state.route == .reader)
        #expect(driver.page! == (0, 0))
        driver.keys(.character("n"))
        #expect(driver.session?.kind == .checkpoint(lesson: 0, page: 0), "asked again after reading again")
        // Skipping says so, and the next page follows.
        driver.keys(.escape)
        #expect(driver.state.notice?.text == "Skipped the question; the next page follows.")
        #expect(driver.page! == (0, 1))
    }

    @Test func checkpointsJoinTheSelfQuiz() {
        var driver = TestRuntime.checkpoints()
        driver.command("review all")
        let ids = driver.session?.order.map { driver.state.lessons[$0].id } ?? []
        #expect(ids.contains("singleton-check-count"))
        #expect(ids.contains("singleton/what-is-a-class-with-one-shared-instance-called"))
        #expect(ids.count == 4)
    }
}

@Suite struct QuizScreenGoldenTests {
    @Test func theLessonsEndOffersItsQuiz() {
        var driver = TestRuntime.checkpoints(width: 60, height: 16)
        driver.send(.command(.open("singleton")), .command(.page(2)))
        driver.state.askedCheckpoints = ["singleton/what-is-a-class-with-one-shared-instance-called"]
        driver.keys(.character("n"))
        expectGolden(driver.screen.snapshot, named: "lesson-end-60x16")
        var output = ""
        let session = PlainSession(course: CheckpointFixture.course, width: 60) { output += $0 }
        var lines = ["open singleton", "page 2", "next", "", "where"][...]
        session.run(readLine: { lines.popFirst() })
        let offer = output.components(separatedBy: "== End of lesson 1: Singleton ==")
        #expect(offer.count == 2)
        expectGolden("== End of lesson 1: Singleton ==" + (offer.last ?? "").components(separatedBy: "tutor> ")[0], named: "lesson-end-plain")
    }

    @Test func resultsWithAMissAndWithout() {
        var driver = TestRuntime.checkpoints(width: 60, height: 16)
        driver.send(.command(.quiz("singleton")))
        driver.choose("`lazy var shared`".replacingOccurrences(of: "`", with: ""))
        driver.keys(.enter)
        driver.enter("singleton")
        driver.keys(.enter)
        expectGolden(driver.screen.snapshot, named: "quiz-results-missed-60x16")
        #expect(driver.screenText.contains("r retry missed"))
        driver.keys(.character("r"))
        driver.choose("static let shared")
        driver.keys(.enter)
        expectGolden(driver.screen.snapshot, named: "quiz-results-retried-60x16")
        #expect(!driver.screenText.contains("retry"), "nothing missed: no retry offered")

        var output = ""
        let session = PlainSession(course: CheckpointFixture.course, width: 60) { output += $0 }
        var script: [(String) -> String] = [{ _ in "quiz singleton" }, { plainNumber(ofChoice: "weak var shared", in: $0)! }, { _ in "" },
                                            { _ in "Singleton" }, { _ in "" }]
        session.run(readLine: { script.isEmpty ? nil : script.removeFirst()(output) })
        let results = output.components(separatedBy: "== Quiz: Singleton, results ==")
        #expect(results.count == 2)
        expectGolden("== Quiz: Singleton, results ==" + (results.last ?? "").components(separatedBy: "tutor> ")[0],
                     named: "quiz-results-plain")
    }

    @Test func quitOnTheResultsEndsTheProgram() {
        var driver = TestRuntime.checkpoints()
        driver.send(.command(.quiz("singleton")))
        driver.choose("static let shared")
        driver.keys(.enter)
        driver.enter("Singleton")
        driver.keys(.enter)
        #expect(driver.session?.phase == .summary)
        driver.command("quit")
        #expect(driver.ending == .quit)

        var output = ""
        let session = PlainSession(course: CheckpointFixture.course, width: 60) { output += $0 }
        var script: [(String) -> String] = [{ _ in "quiz singleton" }, { plainNumber(ofChoice: "static let shared", in: $0)! }, { _ in "" },
                                            { _ in "Singleton" }, { _ in "" }, { _ in "quit" }, { _ in "where" }]
        let ending = session.run(readLine: { script.isEmpty ? nil : script.removeFirst()(output) })
        #expect(ending == .quit)
        #expect(output.contains("Score: 2 of 2"))
        #expect(!output.contains("In the lesson menu"), "nothing after quit is read")
    }
}

@Suite struct FairTypedAnswerFlowTests {
    /// The lesson's typed question on show, the choice one answered right.
    private func atTheTypedQuestion() -> TestRuntime {
        var driver = TestRuntime.checkpoints()
        driver.send(.command(.quiz("singleton")))
        driver.choose("static let shared")
        driver.keys(.enter)
        return driver
    }

    @Test func aSlipIsAcceptedAndItsSpellingShown() {
        var driver = atTheTypedQuestion()
        driver.enter("singelton")
        #expect(driver.session?.phase == .feedback(correct: true))
        #expect(driver.screenText.contains("Accepted as a near spelling: it is spelt \"Singleton\"."))
        var other = atTheTypedQuestion()
        other.enter("the singleton pattern")
        #expect(other.session?.phase == .feedback(correct: true))
        #expect(!other.screenText.contains("near spelling"))
        var wrong = atTheTypedQuestion()
        wrong.enter("Observer")
        #expect(wrong.session?.phase == .feedback(correct: false))
    }

    @Test func iWasRightCountsTheAnswerRatedHardAndIsSaved() throws {
        var driver = atTheTypedQuestion()
        driver.enter("one-instance thing")
        #expect(driver.screenText.contains("!: my answer was right"))
        #expect(driver.state.progress.reviews.last?.rating == .again)
        driver.keys(.character("!"))
        #expect(driver.session?.phase == .feedback(correct: true))
        #expect(driver.session?.outcomes.values.contains { $0.claimedRight } == true)
        #expect(driver.saved.contains(.claimedRight(questionId: "singleton/name-the-pattern-that-allows-one-shared-instance")))
        #expect(driver.state.progress.reviews.last?.rating == .hard)
        #expect(driver.screenText.contains("You said your answer was right"))
        #expect(!driver.screenText.contains("e: it was easy"))
        driver.keys(.enter)
        #expect(driver.screenText.contains("Score: 2 of 2"))
        #expect(driver.state.progress.quizText(of: driver.state.lessons[0]) == "quiz 2/2")
        // A choice cannot be claimed: after a wrong choice `!` is any other key, and goes on.
        var choice = TestRuntime.checkpoints()
        choice.send(.command(.quiz("singleton")))
        choice.choose("weak var shared")
        #expect(!choice.screenText.contains("my answer was right"))
        choice.keys(.character("!"))
        #expect(choice.session?.position == 1)
        #expect(!choice.saved.contains { if case .claimedRight = $0 { true } else { false } })
    }

    @Test func plainModeTakesRightAfterAWrongTypedAnswer() {
        var output = ""
        var saved: [ProgressRecord] = []
        let session = PlainSession(course: CheckpointFixture.course, width: 70, recorder: { saved.append($0) }) { output += $0 }
        var script: [(String) -> String] = [{ _ in "quiz singleton" }, { plainNumber(ofChoice: "static let shared", in: $0)! }, { _ in "" },
                                            { _ in "the one-instance one" }, { _ in "right" }, { _ in "" }]
        session.run(readLine: { script.isEmpty ? nil : script.removeFirst()(output) })
        #expect(output.contains("(press Enter for the results, or type right if your answer was right)"))
        #expect(output.contains("You said your answer was right: it counts, rated Hard"))
        #expect(output.contains("Score: 2 of 2"))
        #expect(saved.contains(.claimedRight(questionId: "singleton/name-the-pattern-that-allows-one-shared-instance")))
    }
}

@Suite struct QuizScoreTests {
    @Test func theMenuShowsTheFirstTryAndTheBestAndNeverTheSelfQuiz() {
        var driver = TestRuntime.checkpoints()
        let lesson = driver.state.lessons[0]
        // The self-quiz answers every question right: no lesson quiz score comes of it.
        driver.command("review all")
        for _ in 0..<4 {
            guard let ref = driver.session?.currentRef else { break }
            let content = driver.state.lessons[ref].content
            if case .freeText = content.kind { driver.enter("Singleton") } else {
                driver.choose(content.choices.first { $0.isCorrect }!.key)
            }
            driver.keys(.enter)
        }
        #expect(driver.state.progress.quizText(of: lesson) == nil)
        // First try: one of two; a retry gets the other right; the score stays the first try's.
        driver.keys(.escape)
        driver.send(.command(.quiz("singleton")))
        driver.choose("weak var shared")
        driver.keys(.enter)
        driver.enter("Singleton")
        driver.keys(.enter, .character("r"))
        driver.choose("static let shared")
        driver.keys(.enter, .enter)
        #expect(driver.state.progress.quizText(of: lesson) == "quiz 1/2")
        // A second run, all right: the best joins the first.
        driver.send(.command(.quiz("singleton")))
        driver.choose("static let shared")
        driver.keys(.enter)
        driver.enter("Singleton")
        driver.keys(.enter, .enter)
        #expect(driver.state.progress.quizText(of: lesson) == "quiz 1/2, best 2/2")
        driver.send(.command(.lessons))
        #expect(driver.screenText.contains("quiz 1/2, best 2/2"))
    }

    @Test func aRetryInTheSelfQuizSaysItIsPracticeAndTheEndOfALessonOffersTheNextOnceItsQuizIsDone() {
        var driver = TestRuntime.checkpoints()
        driver.command("review lesson singleton")
        guard let ref = driver.session?.currentRef else { Issue.record("no session"); return }
        if case .freeText = driver.state.lessons[ref].content.kind { driver.enter("nope") } else {
            driver.choose(driver.state.lessons[ref].content.choices.first { !$0.isCorrect }!.key)
        }
        driver.keys(.escape)
        #expect(driver.session?.phase == .summary)
        driver.keys(.character("r"))
        #expect(driver.screenText.contains("practice 1/1"))
        if case .freeText = driver.state.lessons[ref].content.kind { driver.enter("Singleton") } else {
            driver.choose(driver.state.lessons[ref].content.choices.first { $0.isCorrect }!.key)
        }
        driver.keys(.enter)
        let text = driver.screenText
        #expect(text.contains("Retry: "))
        #expect(text.contains("Practice: these answers do not move the schedule"))

        // A quiz taken through: the end screen highlights the next lesson.
        var reader = TestRuntime.checkpoints()
        reader.send(.command(.quiz("singleton")))
        reader.choose("static let shared")
        reader.keys(.enter)
        reader.enter("Singleton")
        reader.keys(.enter, .enter)
        reader.state.askedCheckpoints = Set(reader.state.lessons[0].checkpoints.map(\.question.id))
        reader.send(.command(.page(2)))
        reader.keys(.character("n"))
        #expect(reader.state.route == .lessonEnd)
        #expect(reader.screenText.contains("Your first try at its quiz scored 2 of 2."))
        reader.keys(.enter)
        #expect(reader.page! == (1, 0))
    }

    @Test func anUnfinishedRunReadsAsHowFarItGot() {
        var driver = TestRuntime.checkpoints()
        driver.send(.command(.quiz("singleton")))
        driver.choose("weak var shared")
        driver.keys(.enter, .escape)
        let lesson = driver.state.lessons[0]
        #expect(driver.state.progress.quizText(of: lesson) == "quiz: 1 of 2 answered")
        #expect(CourseListing.lines(for: driver.state.course, progress: driver.state.progress)
            .contains { $0.contains("Singleton [singleton] 2 pages, 1 read, quiz: 1 of 2 answered") })
    }

    @Test func theStoredRunsGiveTheSameScoresAtTheNextStart() {
        var progress = LearnerProgress(quizAnswers: [
            .init(lessonId: "singleton", run: 1, questionId: "singleton-static-let", correct: false),
            .init(lessonId: "singleton", run: 1, questionId: "singleton/name-the-pattern-that-allows-one-shared-instance", correct: true),
            .init(lessonId: "singleton", run: 2, questionId: "singleton-static-let", correct: true),
        ])
        let lesson = CheckpointFixture.course.lessons[0]
        #expect(progress.quizText(of: lesson) == "quiz 1/2")
        progress.recordQuizAnswer(.init(lessonId: "singleton", run: 2, questionId: "singleton/name-the-pattern-that-allows-one-shared-instance",
                                        correct: true))
        #expect(progress.quizText(of: lesson) == "quiz 1/2, best 2/2")
    }
}

@Suite struct ShuffleTests {
    @Test func everyShowingDrawsAnOrderAndAFixedChoiceKeepsItsPlace() {
        var orders: Set<[Int]> = []
        for seed in UInt64(1)...12 {
            var driver = TestRuntime.checkpoints()
            driver.state.quizSeed = seed
            driver.send(.command(.quiz("singleton")))
            let arrangement = driver.session!.arrangement
            #expect(arrangement.last == 3, "All of the above stays fourth")
            #expect(Set(arrangement) == [0, 1, 2, 3])
            orders.insert(arrangement)
        }
        #expect(orders.count > 1, "twelve seeds, one order")
        // The same seed gives the same order; a retry draws a new one.
        var one = TestRuntime.checkpoints()
        var two = TestRuntime.checkpoints()
        one.state.quizSeed = 99
        two.state.quizSeed = 99
        one.send(.command(.quiz("singleton")))
        two.send(.command(.quiz("singleton")))
        #expect(one.session!.arrangement == two.session!.arrangement)
        let first = one.session!
        #expect(first.retryingMissed().shuffleSeed != first.shuffleSeed)
    }
}
