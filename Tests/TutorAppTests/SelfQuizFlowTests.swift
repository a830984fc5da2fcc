import Course
import CourseTestSupport
import Foundation
import Markdown
import SelfQuiz
import SpacedRepetition
import TerminalKit
import Testing
@testable import TutorApp

/// Three lessons with quizzes in two sections, tagged, built from Markdown like real ones.
private enum SelfQuizFixture {
    static func lesson(_ id: String, _ title: String, tags: [String], questions: String, section: String) -> Lesson {
        let quiz = QuizParser.parse(PageSplitter.quizBlocks(in: MarkdownDocument(parsing: "## Quiz\n" + questions), quizHeading: nil),
                                    lessonId: id, file: "\(id).md", lineOffset: 0).questions
        var lesson = Lesson(id: id, title: title, tags: tags,
                            pages: [LessonPage(title: "Only", markdown: "## Only\n\nAbout \(title).", line: 1)],
                            file: "\(id).md", sectionTitle: section)
        lesson.quiz = quiz
        return lesson
    }

    static func choice(_ title: String, right: String, wrong: String, hint: String? = nil) -> String {
        "### \(title)\n- [x] \(right)\n- [ ] \(wrong)\n\n" + (hint.map { "> Hint: \($0)\n\n" } ?? "")
    }

    static func course(renaming: Bool = false) -> Course {
        let observer = lesson("observer", "Observer", tags: ["gof", "behavioral"],
                              questions: choice(renaming ? "Who is told of a change, said another way" : "Who is told of a change",
                                                right: "Subscribers", wrong: "Nobody")
                                  + choice("What does notify do", right: "Calls every observer", wrong: "Sorts"),
                              section: "Behavioral")
        let strategy = lesson("strategy", "Strategy", tags: ["gof"],
                              questions: choice("What varies", right: "The algorithm", wrong: "The data"), section: "Behavioral")
        let builder = lesson("builder", "Builder", tags: ["creational"],
                             questions: choice("What does a builder make", right: "One object in steps", wrong: "Threads",
                                                    hint: "Think of a house going up floor by floor."),
                             section: "Creational")
        // Give the renamed question the old id, as an edited lesson keeps its question ids.
        var edited = observer
        if renaming { edited.quiz[0].id = course().lessons[1].quiz[0].id }
        return Course(sections: [
            LessonSection(title: "Creational patterns", folder: "02-creational", lessons: [builder]),
            LessonSection(title: "Behavioral patterns", folder: "05-behavioral", lessons: [edited, strategy]),
        ])
    }
}

extension TestRuntime {
    /// The self-quiz fixture at 80x30 by default, on a UTC calendar.
    static func selfQuiz(width: Int = 80, height: Int = 30) -> TestRuntime {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return TestRuntime(course: SelfQuizFixture.course(), width: width, height: height, calendar: calendar)
    }

    /// Reads a lesson to its last page, so its questions become new cards.
    mutating func read(_ id: String) {
        command("open \(id)")
        keys(.character("q"))
    }

    /// Answers the current choice question right or wrong, then goes on.
    mutating func answer(right: Bool) {
        guard let ref = state.quiz?.currentRef else { Issue.record("no question"); return }
        let choices = state.lessons[ref].choices
        let index = choices.firstIndex { $0.isCorrect == right }!
        choose(choices[index].key)
    }

    /// The cards kept up to date answer by answer are the cards the next start replays.
    func expectReplayMatches(_ location: SourceLocation = #_sourceLocation) {
        #expect(state.progress.cards == LearnerProgress(reviews: state.progress.reviews).cards, sourceLocation: location)
    }

    var questionIds: [String] { session?.order.map { state.lessons[$0].id } ?? [] }
}

@Suite struct SelfQuizFlowTests {
    @Test func nothingReadMeansNothingToReview() {
        var driver = TestRuntime.selfQuiz()
        driver.keys(.character("Q"))
        #expect(driver.state.route == .menu)
        #expect(driver.state.notice?.text == "Nothing to review now. Questions join the self-quiz as you finish reading lessons; :review all takes them from every lesson now.")
        driver.command("review all")
        #expect(driver.state.route == .quiz)
        #expect(driver.questionIds.count == 4)
    }

    @Test func aSessionAsksTheReadLessonsNewQuestionsInCourseOrder() {
        var driver = TestRuntime.selfQuiz()
        driver.read("strategy")
        driver.read("observer")
        driver.keys(.character("Q"))
        #expect(driver.state.route == .quiz)
        #expect(driver.session?.kind == .review)
        #expect(driver.questionIds == ["observer/who-is-told-of-a-change", "observer/what-does-notify-do", "strategy/what-varies"])
        // The title names no lesson before the answer: "Which pattern is this code?" under
        // "Observer" would be no question. After it, the title and the feedback name it.
        #expect(driver.screenText.contains(" Self-quiz "))
        #expect(!driver.screenText.contains("Observer"))
        #expect(driver.screenText.contains("question 1/3"))
        driver.answer(right: true)
        #expect(driver.screenText.contains("Self-quiz · Observer"))
        #expect(driver.screenText.contains("From the lesson \"Observer\"."))
    }

    @Test func theEndScreenSaysWhenEachQuestionComesBackAndWhatToReadAgain() {
        var driver = TestRuntime.selfQuiz()
        driver.read("observer")
        driver.read("strategy")
        driver.keys(.character("Q"))
        driver.answer(right: false)
        driver.keys(.enter)
        driver.answer(right: true)
        driver.keys(.enter)
        driver.answer(right: true)
        driver.keys(.character("e"), .enter)
        #expect(driver.session?.phase == .summary)
        let screen = driver.screenText
        // FSRS's first learning steps: Again comes back in a minute, Good in ten; Easy
        // graduates at once, and its interval is fuzzed (seeded by the question id).
        #expect(screen.contains("2 right, 1 wrong, of 3 answered"))
        #expect(screen.contains("✗ Who is told of a change (Observer) · in 1 minute"))
        #expect(screen.contains("✓ What does notify do (Observer) · in 10 minutes"))
        let easyDue = driver.state.progress.cards["strategy/what-varies"]!.due
        let days = Int((easyDue.timeIntervalSince(driver.clock.now) / 86_400).rounded())
        #expect((6...10).contains(days), "Easy on a new card: 8.3 days, fuzzed by up to 1.8")
        #expect(screen.contains("✓ What varies (Strategy) · in \(days) days"))
        #expect(screen.contains("Read again:"))
        #expect(screen.contains("1) Observer (lesson 2, observer), 1 missed"))
        #expect(!screen.contains("Strategy (lesson"))
        // On a narrow screen the lesson's name is cut before the question's.
        driver.send(.input(.resize(Size(width: 50, height: 30))))
        #expect(driver.screenText.contains("✗ Who is told of a change (Obse…) · in 1 minute"))
        // A number opens the lesson to read again.
        driver.keys(.character("1"))
        #expect(driver.state.route == .reader)
        #expect(driver.state.reader?.lessonIndex == 1)
        #expect(driver.state.quiz == nil)
        driver.expectReplayMatches()
    }

    @Test func aRetryInTheSameRunIsPracticeNotAReview() {
        var driver = TestRuntime.selfQuiz()
        driver.command("review lesson builder")
        driver.answer(right: false)
        driver.keys(.enter)
        #expect(driver.session?.phase == .summary)
        let run = driver.session?.run
        driver.keys(.character("r"))
        driver.answer(right: true)
        // Answered seconds after reading the explanation: saved as practice, in the same run,
        // and the card stays where the first answer (Again) put it.
        #expect(driver.state.progress.reviews.map(\.rating) == [.again])
        #expect(driver.state.progress.cards["builder/what-does-a-builder-make"]?.due == driver.clock.now + 60)
        #expect(driver.savedAnswers.map(\.practice) == [false, true])
        #expect(driver.savedAnswers.map(\.run) == [run, run])
        #expect(!driver.screenText.contains("e: it was easy"))
        driver.expectReplayMatches()
    }

    @Test func qOnTheFeedbackLeavesAndAHintedAnswerIsNotOfferedAsEasy() {
        var driver = TestRuntime.selfQuiz()
        driver.command("review all")
        driver.keys(.character("h"))
        driver.answer(right: true)
        #expect(!driver.screenText.contains("e: it was easy"))
        // Not offered, e is any other key: the answer stays Hard and the next question comes.
        driver.keys(.character("e"))
        #expect(driver.state.progress.reviews.last?.rating == .hard, "right after the hint stays Hard")
        #expect(driver.session?.position == 1)
        driver.answer(right: true)
        driver.keys(.character("q"))
        #expect(driver.session?.phase == .summary, "q right after the explanation leaves")
        #expect(driver.screenText.contains("(2 not reached: nothing was saved for them)"))
    }

    @Test func aChoiceOrFieldBelowTheEdgeComesIntoView() {
        // A question taller than a 40x10 window: the choices start below its edge.
        let tall = SelfQuizFixture.lesson("tall", "Tall", tags: [], questions: """
            ### Which one
            First paragraph of the question.

            Second paragraph of the question.

            Third paragraph of the question.

            Fourth paragraph of the question.

            - [ ] Alpha
            - [ ] Bravo
            - [x] Charlie
            - [ ] Delta

            ### Type it
            First paragraph of the question.

            Second paragraph of the question.

            Third paragraph of the question.

            Fourth paragraph of the question.

            Answer: delta
            """, section: "S")
        var driver = TestRuntime.selfQuiz(width: 40, height: 10)
        driver.send(.courseReloaded(Course(sections: [LessonSection(title: "S", folder: "01-s", lessons: [tall])])))
        driver.command("review all")
        #expect(!driver.screenText.contains("Delta"))
        driver.keys(.down, .down, .down)
        #expect(driver.screenText.contains(try! Regex("4 \\(•\\) (Alpha|Bravo|Charlie|Delta)")), "the fourth choice shown")
        #expect(QuizView.hints(driver.session!, driver.state).last == "Enter submit  q leave")
        driver.keys(.enter, .character("x"))
        // The field of a typed answer comes into view with the first letter.
        #expect(!driver.screenText.contains("Your answer:"))
        driver.type("del")
        #expect(driver.screenText.contains("Your answer: del"))
        #expect(AppView.cursor(driver.state) != nil)
    }

    @Test func anEmptyFilteredSessionSpeaksOfItsOwnQuestions() {
        var driver = TestRuntime.selfQuiz()
        driver.command("review lesson builder")
        driver.answer(right: true)
        driver.keys(.enter, .enter)
        driver.command("review all 1")
        driver.answer(right: true)
        driver.keys(.enter, .enter)
        driver.clock.advance(by: 5 * 60)
        // Builder's card, the only one tagged creational, is answered and not due yet.
        driver.command("review tag creational")
        #expect(driver.state.notice?.text == "Nothing to review there now. The next review there is due in 5 minutes. Questions join the self-quiz as you finish reading lessons; :review all takes them from every lesson now.")
        driver.command("review lesson strategy")
        #expect(driver.questionIds == ["strategy/what-varies"])
        driver.keys(.escape)
        let noQuiz = Course(sections: [LessonSection(title: "S", folder: "01-s", lessons: [
            Lesson(id: "plain", title: "Plain", pages: [LessonPage(title: "P", markdown: "Words.", line: 1)], file: "p.md", sectionTitle: "S"),
        ])])
        driver.send(.courseReloaded(noQuiz))
        driver.command("review all")
        #expect(driver.state.notice?.text == "No lesson there has a quiz, so there is nothing to review.")
    }

    @Test func anUnknownTagAmongManyGetsTheClosestOnes() {
        let lessons = (0..<10).map { index in
            Lesson(id: "l\(index)", title: "L\(index)", tags: ["tag\(index)", "observer-family"],
                   pages: [LessonPage(title: "P", markdown: "Words.", line: 1)], file: "l\(index).md", sectionTitle: "S")
        }
        let course = Course(sections: [LessonSection(title: "S", folder: "01-s", lessons: lessons)])
        let error = ReviewPlanning.options(for: ReviewRequest(tag: "observer-famly"), in: course)
        #expect(error == .failure(CommandError(description: "No lesson is tagged 'observer-famly'. Did you mean: observer-family? (11 tags; 'pattern-tutor quiz --tag list' shows them.)")))
        guard case .failure(let everything) = ReviewPlanning.options(for: ReviewRequest(tag: "x"), in: course, listsEveryTag: true) else {
            Issue.record("an unknown tag was accepted"); return
        }
        #expect(everything.description.hasSuffix("tag7, tag8, tag9."))
    }

    @Test func hugeNumbersAreRefusedNotTrapped() {
        var output = ""
        let session = PlainSession(course: SelfQuizFixture.course(), width: 60,
                                   reducer: AppReducer(now: ManualClock().reading)) { output += $0 }
        var lines = ["review all 1", "2", "", "-9223372036854775808", "review section -9223372036854775808",
                     "review lesson -9223372036854775808", "open -9223372036854775808", "where"][...]
        session.run(readLine: { lines.popFirst() }, opening: [])
        #expect(output.contains("No section '-9223372036854775808'."))
        #expect(output.contains("No lesson '-9223372036854775808'."))
        #expect(output.contains("In the lesson menu"))
        #expect(Course(sections: []).lessonIndex(matching: "1") == nil)
    }

    @Test func answersAreSavedAsReviewsStampedWithTheClock() throws {
        var driver = TestRuntime.selfQuiz()
        driver.read("builder")
        driver.keys(.character("Q"))
        driver.clock.advance(by: 42)
        driver.answer(right: true)
        let saved = try #require(driver.savedAnswers.last)
        #expect(saved.questionId == "builder/what-does-a-builder-make")
        #expect(saved.lessonId == "builder" && saved.correct && !saved.helped && saved.rating == 3)
        #expect(saved.time == driver.clock.now && saved.context == .selfQuiz && !saved.practice)
        #expect(driver.state.progress.reviews == [Review(questionId: "builder/what-does-a-builder-make", rating: .good,
                                                         time: driver.clock.now, answer: saved.given)])
        driver.keys(.character("e"))
        #expect(driver.state.progress.reviews.last?.rating == .easy)
        // Stamped in whole seconds, which the store keeps exactly: the fuzz of a replay at the
        // next start draws from the same time, so it gives the same due date.
        driver.keys(.enter, .escape)
        driver.clock.advance(by: 60.75)
        driver.command("review all 1")
        driver.answer(right: true)
        #expect(driver.state.progress.reviews.last?.time == driver.clock.now - 0.75)
        #expect(driver.state.progress.cards["builder/what-does-a-builder-make"]?.state == .review)
    }

    @Test func dueCardsComeBackMostOverdueFirstAndTheMenuCountsThem() {
        var driver = TestRuntime.selfQuiz()
        driver.read("observer")
        driver.read("strategy")
        driver.keys(.character("Q"))
        driver.answer(right: true)   // observer 1: Good, due in 10 minutes
        driver.keys(.enter)
        driver.answer(right: false)  // observer 2: Again, due in 1 minute
        driver.keys(.enter)
        driver.keys(.escape)         // strategy's question is not reached
        #expect(driver.session?.phase == .summary, "leaving part way shows what was answered")
        #expect(driver.screenText.contains("(1 not reached: nothing was saved for them)"))
        driver.keys(.character("x"))
        #expect(driver.state.route == .menu)
        #expect(!driver.screenText.contains("due (Q)"), "nothing is due yet")

        driver.clock.advance(by: 11 * 60)
        driver.keys(.down)
        #expect(driver.state.reviewsDue == 2)
        #expect(driver.screenText.contains("2 reviews due (Q)"))
        driver.keys(.character("Q"))
        // Due first, the longest overdue first; then the one new card left.
        #expect(driver.questionIds == ["observer/what-does-notify-do", "observer/who-is-told-of-a-change", "strategy/what-varies"])
        driver.command("where")
        #expect(driver.state.notice?.text == "In the self-quiz: question 1 of 3.")
        driver.expectReplayMatches()
    }

    @Test func anIdleMenuCountsCardsAsTheyFallDue() {
        var driver = TestRuntime.selfQuiz()
        #expect(driver.jobs.running.isEmpty, "no cards, nothing to count")
        driver.command("review all 1")
        driver.answer(right: false)
        driver.keys(.enter, .enter)
        #expect(driver.state.route == .menu)
        #expect(driver.jobs.running == [.dueCount], "the menu counts what falls due every 30 s")
        #expect(driver.state.reviewsDue == 0)
        driver.clock.advance(by: 61)
        driver.jobs.fire(.dueCount)
        driver.runtime.takePostedEvents()
        #expect(driver.state.reviewsDue == 1)
        #expect(driver.screenText.contains("1 review due (Q)"))
        driver.command("open builder")
        #expect(driver.screenText.contains("1 review due (Q)") == false, "a page shows no count")
    }

    @Test func aReloadEndsAQuizAndRecountsTheStats() {
        var driver = TestRuntime.selfQuiz()
        driver.command("review all")
        driver.send(.courseReloaded(Course(sections: [SelfQuizFixture.course().sections[0]])))
        #expect(driver.state.quiz == nil)
        #expect(driver.state.route == .menu)
        driver.command("stats")
        #expect(driver.screenText.contains("1 question in the course"))
        driver.send(.courseReloaded(SelfQuizFixture.course()))
        #expect(driver.screenText.contains("4 questions in the course"))
    }

    @Test func aSessionRespectsItsCountAndFilters() {
        var driver = TestRuntime.selfQuiz()
        driver.command("review all 2")
        #expect(driver.questionIds == ["builder/what-does-a-builder-make", "observer/who-is-told-of-a-change"])
        driver.keys(.character("q"))
        driver.command("review all section behavioral")
        #expect(driver.questionIds.allSatisfy { !$0.hasPrefix("builder/") })
        #expect(driver.questionIds.count == 3)
        driver.keys(.character("q"))
        driver.command("review all tag GOF")
        #expect(driver.questionIds.count == 3)
        driver.keys(.character("q"))
        driver.command("review tag creational all")
        #expect(driver.questionIds == ["builder/what-does-a-builder-make"])
        driver.keys(.character("q"))
        // A lesson named is a lesson to be tested on, read or not.
        driver.command("review lesson 3")
        #expect(driver.questionIds == ["strategy/what-varies"])
    }

    @Test func unknownNamesAreReportedWithWhatExists() {
        var driver = TestRuntime.selfQuiz()
        driver.command("review lesson observr")
        #expect(driver.state.notice == Notice("No lesson 'observr'. Did you mean: observer?", kind: .error))
        driver.command("review section structural")
        #expect(driver.state.notice?.text == "No section 'structural'. The sections are: 02-creational, 05-behavioral.")
        driver.command("review tag solid")
        #expect(driver.state.notice?.text == "No lesson is tagged 'solid'. The tags are: behavioral, creational, gof.")
        #expect(CommandParser.parse("review lesson") == .failure(CommandError(description: "'lesson' needs a name after it, e.g. 'review lesson observer'.")))
        #expect(CommandParser.parse("review 0") == .failure(CommandError(description: "A session has at least one question.")))
        #expect(driver.state.route == .menu)
    }

    @Test func editingAQuestionsWordingKeepsItsSchedule() {
        var driver = TestRuntime.selfQuiz()
        driver.read("observer")
        driver.keys(.character("Q"))
        driver.answer(right: true)
        let card = driver.state.progress.cards["observer/who-is-told-of-a-change"]
        #expect(card != nil)
        // Esc on the feedback leaves the session, Esc closes its end screen.
        driver.keys(.escape, .escape)
        #expect(driver.state.route == .menu)
        driver.send(.courseReloaded(SelfQuizFixture.course(renaming: true)))
        #expect(driver.state.lessons[1].quiz[0].title == "Who is told of a change, said another way")
        driver.clock.advance(by: 11 * 60)
        driver.keys(.character("Q"))
        #expect(driver.questionIds.first == "observer/who-is-told-of-a-change")
        #expect(driver.screenText.contains("Who is told of a change, said another way"))
        #expect(driver.state.progress.cards["observer/who-is-told-of-a-change"] == card)
    }

    @Test func theStatsScreenCountsCardsAndDrawsBothCharts() {
        var driver = TestRuntime.selfQuiz(width: 80, height: 60)
        driver.read("observer")
        driver.keys(.character("Q"))
        driver.answer(right: true)
        driver.keys(.enter)
        driver.answer(right: false)
        driver.keys(.enter, .enter)
        driver.keys(.character("s"))
        #expect(driver.state.route == .stats)
        let screen = driver.screenText
        #expect(screen.contains("Self-quiz statistics"))
        #expect(screen.contains("4 questions in the course, 2 reviews saved"))
        #expect(screen.contains("Cards: 2 new · 2 learning · 0 review · 0 relearning"))
        // 2027-01-15 is today: two reviews, and both cards fall due today. A wide window puts
        // the days side by side, the last column the tallest.
        #expect(screen.contains("Reviews per day, last 30 days: 2 today, 2 in the last 7 days, 2 in all"))
        #expect(screen.contains("    2 ┤" + String(repeating: " ", count: 58) + "█\n"))
        #expect(screen.contains("      │" + String(repeating: " ", count: 58) + "█\n"))
        #expect(screen.contains("    0 └" + String(repeating: "─", count: 60) + "\n"))
        #expect(screen.contains("       12-17                         01-01                   01-15\n"))
        #expect(screen.contains("Reviews due, next 14 days: 2 today (overdue ones count today), 0 tomorrow, 2"))
        #expect(screen.contains("    2 ┤█\n"))
        #expect(screen.contains("       01-15                       01-22               01-28\n"))
        // A narrow one gives a line per day.
        driver.send(.input(.resize(Size(width: 50, height: 60))))
        let narrow = driver.screenText
        #expect(narrow.contains("    01-14 0\n"))
        #expect(narrow.contains(/\n    01-15 2 █{30,}\n/))
        #expect(narrow.contains("    01-28 0\n"))
        driver.keys(.character("q"))
        #expect(driver.state.route == .menu)
    }

    @Test func aSessionStartedOnItsOwnEndsTheProgramWhenLeft() {
        var driver = TestRuntime.selfQuiz()
        driver.send(.selfQuizAlone(ReviewRequest(all: true)))
        driver.answer(right: true)
        driver.keys(.enter, .escape)
        #expect(driver.session?.phase == .summary)
        #expect(driver.screenText.contains("Any key ends the session."))
        #expect(driver.screenText.contains(" any key ends"))
        driver.keys(.character("x"))
        #expect(driver.effects.last == .quit)
    }

    @Test func plainModeRunsTheSessionAndTheStatsAsText() {
        var output = ""
        let clock = ManualClock()
        let session = PlainSession(course: SelfQuizFixture.course(), width: 60,
                                   reducer: AppReducer(now: clock.reading)) { output += $0 }
        var script: [(String) -> String] = [{ _ in "review all 2" }, { plainNumber(ofChoice: "One object in steps", in: $0)! }, { _ in "" },
                                            { plainNumber(ofChoice: "Nobody", in: $0)! }, { _ in "" }, { _ in "" }, { _ in "stats" },
                                            { _ in "lessons" }]
        session.run(readLine: { script.isEmpty ? nil : script.removeFirst()(output) }, opening: [])
        // The lesson is named only once the question is answered.
        #expect(output.contains("== Self-quiz, question 1/2 =="))
        #expect(output.contains("== Self-quiz, question 2/2 =="))
        #expect(!output.contains("== Self-quiz: Builder"))
        #expect(output.contains("From the lesson \"Builder\"."))
        #expect(output.contains("== Self-quiz, results =="))
        #expect(output.contains("1 right, 1 wrong, of 2 answered"))
        #expect(output.contains("✓ What does a builder make (Builder) · in 10 minutes"))
        #expect(output.contains("1) Observer (lesson 2, observer), 1 missed"))
        #expect(output.contains("Type a number to open that lesson; 'retry' answers the\nmissed ones again; anything else goes back."))
        #expect(output.contains("== Self-quiz statistics (0 due now) =="))
        #expect(output.contains("Cards: 2 new · 2 learning · 0 review · 0 relearning"))
        #expect(output.contains(" 2 ####"))
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func plainInputEndingPartWayStillShowsTheEndScreenAndASessionAloneHasNoBanner() {
        var output = ""
        let session = PlainSession(course: SelfQuizFixture.course(), width: 60,
                                   reducer: AppReducer(now: ManualClock().reading)) { output += $0 }
        var script: [(String) -> String] = [{ plainNumber(ofChoice: "One object in steps", in: $0)! }, { _ in "" }]
        session.run(readLine: { script.isEmpty ? nil : script.removeFirst()(output) }, opening: [.selfQuizAlone(ReviewRequest(all: true))])
        #expect(!output.contains("PatternTutor:"))
        #expect(output.hasPrefix("\n== Self-quiz, question 1/4 =="))
        #expect(output.contains("1 right, 0 wrong, of 1 answered"))
        #expect(output.contains("✓ What does a builder make (Builder) · in 10 minutes"))
    }
}

@Suite struct SelfQuizPartsTests {
    @Test func dueTimesReadAsAPersonWouldSayThem() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let now = Date(timeIntervalSince1970: 1_800_003_600) // 2027-01-15 09:00 UTC
        #expect(DueText.relative(now, from: now, calendar: calendar) == "now")
        #expect(DueText.relative(now + 1, from: now, calendar: calendar) == "in 1 minute")
        #expect(DueText.relative(now + 600, from: now, calendar: calendar) == "in 10 minutes")
        #expect(DueText.relative(now + 5 * 3600, from: now, calendar: calendar) == "in 5 hours")
        #expect(DueText.relative(now + 16 * 3600, from: now, calendar: calendar) == "tomorrow (01-16)")
        #expect(DueText.relative(now + 3 * 86_400, from: now, calendar: calendar) == "in 3 days (01-18)")
    }

    @Test func sectionsAreFoundByNumberFolderOrTitle() {
        let course = SelfQuizFixture.course()
        // Numbers are the folders' own, as the listings show them, not positions.
        for name in ["5", "05", "05-behavioral", "Behavioral", "behavioral patterns"] {
            #expect(course.sectionIndex(matching: name) == 1, "\(name)")
        }
        #expect(course.sectionIndex(matching: "2") == 0)
        #expect(course.sectionIndex(matching: "1") == nil)
        #expect(course.sectionIndex(matching: "structural") == nil)
        #expect(course.tags == ["behavioral", "creational", "gof"])
    }

    @Test func reviewRequestsParseInAnyOrder() {
        #expect(CommandParser.parse("review") == .success(.review(ReviewRequest())))
        #expect(CommandParser.parse(":self-quiz 5 all tag gof") == .success(.review(ReviewRequest(count: 5, all: true, tag: "gof"))))
        #expect(CommandParser.parse("review section 2 lesson observer")
                == .success(.review(ReviewRequest(section: "2", lesson: "observer"))))
        #expect(CommandParser.parse("review soon") == .failure(CommandError(description: "review takes: all, a number of questions, lesson ID, section NAME, tag TAG; not 'soon'.")))
        #expect(CommandParser.parse("stats") == .success(.stats))
        #expect(CommandParser.parse("stats now") == .failure(CommandError(description: "'stats' takes nothing after it; try just 'stats'.")))
    }
}
