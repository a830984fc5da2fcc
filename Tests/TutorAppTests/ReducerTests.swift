import Course
import CourseTestSupport
import TerminalKit
import Testing
@testable import TutorApp

@Suite struct ReducerTests {
    @Test func enterOpensTheSelectedLesson() {
        var driver = TestRuntime()
        driver.keys(.down, .enter)
        #expect(driver.state.route == .reader)
        #expect(driver.page! == (1, 0))
        #expect(driver.effects.contains(.announce(.page)))
    }

    @Test func nextAndPreviousCrossLessonBoundaries() {
        var driver = TestRuntime()
        driver.keys(.enter, .character("n"))
        #expect(driver.page! == (0, 1))
        driver.keys(.right)
        #expect(driver.page! == (1, 0))
        driver.keys(.character("p"))
        #expect(driver.page! == (0, 1))
        driver.keys(.left, .left)
        #expect(driver.page! == (0, 0))
        #expect(driver.state.notice?.text == "This is the first page of the course.")
    }

    @Test func nextAtTheEndOfTheCourseSaysSo() {
        var driver = TestRuntime()
        driver.send(.command(.open("factory-method")))
        driver.keys(.character("n"))
        #expect(driver.page! == (2, 0))
        #expect(driver.state.notice?.text == "That was the last page of the course.")
    }

    @Test func backingUpIntoALessonLandsOnItsLastPage() {
        var driver = TestRuntime()
        driver.send(.command(.open("3")))
        driver.keys(.character("p"))
        #expect(driver.page! == (1, 2))
    }

    @Test func scrollingIsClampedToThePage() throws {
        var driver = TestRuntime(width: 60, height: 12)
        driver.send(.command(.open("singleton")))
        let reader = try #require(driver.state.reader)
        let maximum = reader.lines.count - Layout.bodyHeight(driver.state.size)
        #expect(maximum > 0)
        driver.keys(.up)
        #expect(driver.state.reader?.scroll == 0)
        driver.keys(.down, .down)
        #expect(driver.state.reader?.scroll == 2)
        driver.keys(.character("G"))
        #expect(driver.state.reader?.scroll == maximum)
        driver.keys(.pageDown)
        #expect(driver.state.reader?.scroll == maximum)
        driver.keys(.character("g"))
        #expect(driver.state.reader?.scroll == 0)
        driver.keys(.character(" "))
        #expect(driver.state.reader?.scroll == min(maximum, Layout.bodyHeight(driver.state.size) - 1))
        driver.send(.input(.mouse(MouseEvent(.wheelUp, at: Position(x: 0, y: 3)))))
        #expect(driver.state.reader?.scroll == max(0, min(maximum, Layout.bodyHeight(driver.state.size) - 1) - 3))
    }

    @Test func spaceAtTheBottomReadsOnToTheNextPage() {
        var driver = TestRuntime(width: 60, height: 12)
        driver.send(.command(.open("singleton")))
        driver.keys(.character("G"))
        #expect(driver.page! == (1, 0))
        driver.keys(.pageDown)
        #expect(driver.page! == (1, 0))
        driver.keys(.character(" "))
        #expect(driver.page! == (1, 1))
    }

    @Test func wTogglesWrappingOfLongCodeLines() throws {
        let code = LessonPage(title: "Code", markdown: "```\n" + String(repeating: "x", count: 120) + "\n```", line: 1)
        let course = Course(sections: [LessonSection(title: "S", folder: "s", lessons: [
            Lesson(id: "c", title: "C", pages: [code], file: "c.md", sectionTitle: "S"),
        ])])
        let reducer = AppReducer()
        var state = reducer.update(AppState(course: course, size: Size(width: 60, height: 12)), .command(.open("c"))).0
        let cut = try #require(state.reader?.lines)
        #expect(cut.count == 1)
        #expect(cut[0].text.hasSuffix("→"))
        state = reducer.update(state, .input(.key(.character("w")))).0
        let wrapped = try #require(state.reader?.lines)
        #expect(wrapped.count == 3)
        #expect(wrapped.map { $0.text.filter { $0 == "x" }.count }.reduce(0, +) == 120)
        #expect(state.notice?.text == "Long code lines now wrap (w cuts them again).")
        state = reducer.update(state, .input(.key(.character("w")))).0
        #expect(state.reader?.lines == cut)
    }

    @Test func qGoesBackToTheMenuThenQuits() {
        var driver = TestRuntime()
        driver.keys(.down, .down, .enter, .character("q"))
        #expect(driver.state.route == .menu)
        #expect(driver.state.menu.selected == 2)
        #expect(!driver.effects.contains(.quit))
        driver.keys(.character("q"))
        #expect(driver.effects.contains(.quit))
    }

    @Test func controlCAndSignalsStopTheProgramFromAnywhere() {
        var driver = TestRuntime()
        driver.keys(.enter, .character(":"))
        driver.send(.input(.key(.control("c"))), expecting: [.stop(signal: 2)])
        #expect(driver.ending == .signal(2))
        #expect(driver.ending?.exitStatus == 130)
        var other = TestRuntime()
        other.send(.input(.terminate(signal: 15)), expecting: [.stop(signal: 15)])
        #expect(other.ending?.exitStatus == 143)
    }

    /// Ctrl-L asks for the whole screen again, wherever the learner is, and changes nothing else.
    @Test func controlLAsksForARepaintAndChangesNothing() {
        var driver = TestRuntime()
        driver.keys(.enter, .down)
        let before = driver.state
        let effectsBefore = driver.effects
        driver.keys(.control("l"))
        #expect(driver.effects == effectsBefore + [.repaint])
        #expect(AppView.render(driver.state) == AppView.render(before))
        #expect(driver.state.reader?.scroll == before.reader?.scroll)
        driver.keys(.character(":"), .control("l"))
        #expect(driver.effects == effectsBefore + [.repaint, .repaint])
        #expect(driver.state.commandLine != nil)
    }

    @Test func commandLineRunsCommands() {
        var driver = TestRuntime()
        driver.keys(.character(":"))
        driver.type("open singleton")
        #expect(driver.state.commandLine?.string == "open singleton")
        driver.keys(.enter)
        #expect(driver.state.commandLine == nil)
        #expect(driver.page! == (1, 0))
        driver.keys(.character(":"))
        driver.type("page 3")
        driver.keys(.enter)
        #expect(driver.page! == (1, 2))
        driver.keys(.character(":"))
        driver.type("where")
        driver.keys(.enter)
        #expect(driver.state.notice?.text == "Lesson 2 of 3, \"Singleton\": page 3 of 3, \"Costs\".")
    }

    @Test func commandLineEditing() {
        var driver = TestRuntime()
        driver.keys(.character(":"))
        driver.type("opne")
        driver.keys(.left, .backspace, .right, .character("n"))
        #expect(driver.state.commandLine?.string == "open")
        driver.keys(.home, .delete, .character("O"), .end, .character("!"))
        #expect(driver.state.commandLine?.string == "Open!")
        driver.keys(.escape)
        #expect(driver.state.commandLine == nil)
        #expect(driver.state.route == .menu)
    }

    @Test func mistakesGetAHintAndChangeNothing() {
        var driver = TestRuntime()
        driver.keys(.character(":"))
        driver.type("opn 2")
        driver.keys(.enter)
        #expect(driver.state.route == .menu)
        #expect(driver.state.notice == Notice("Unknown command 'opn'. Did you mean: open? Type 'help' for the list.", kind: .error))
        driver.send(.command(.open("singletn")))
        #expect(driver.state.notice?.text == "No lesson 'singletn'. Did you mean: singleton?")
        driver.send(.command(.page(2)))
        #expect(driver.state.notice?.text == "Open a lesson first, e.g. 'open 1'.")
        driver.send(.command(.open("1")), .command(.page(9)))
        #expect(driver.state.notice?.text == "This lesson has 2 pages.")
        driver.send(.command(.open("9")))
        #expect(driver.state.notice?.text == "There is no lesson 9; the lessons are numbered 1 to 3.")
        #expect(driver.page! == (0, 0))
    }

    /// When the help fits the window; a shorter one scrolls it (ScreenSnapshotTests).
    @Test func helpOpensAndAnyKeyClosesIt() {
        var driver = TestRuntime(width: 100, height: 50)
        driver.keys(.character("?"))
        #expect(driver.state.isShowingHelp)
        driver.keys(.character("j"))
        #expect(!driver.state.isShowingHelp)
        #expect(driver.state.menu.selected == 0)
    }

    @Test func clickingALessonOpensIt() {
        var driver = TestRuntime()
        // Row 1 says where to continue; row 2 is the first section title, row 3 its lesson,
        // row 4 blank, row 5 a section, row 6 Singleton.
        driver.send(.input(.mouse(MouseEvent(.click, at: Position(x: 10, y: 6)))))
        #expect(driver.page.map { $0 == (1, 0) } == true)
        var missed = TestRuntime()
        missed.send(.input(.mouse(MouseEvent(.click, at: Position(x: 10, y: 4)))))
        #expect(missed.state.route == .menu)
    }

    @Test func resizingRelaysOutThePageAndKeepsThePlace() throws {
        var driver = TestRuntime(width: 80, height: 12)
        driver.send(.command(.open("singleton")))
        driver.keys(.down, .down, .down, .down)
        let wideLines = try #require(driver.state.reader?.lines.count)
        driver.send(.input(.resize(Size(width: 40, height: 12))))
        let reader = try #require(driver.state.reader)
        #expect(reader.layoutWidth == Layout.textWidth(Size(width: 40, height: 12)))
        #expect(reader.lines.count > wideLines)
        #expect(reader.scroll > 0)
        #expect(reader.lines.allSatisfy { $0.width <= reader.layoutWidth })
    }

    @Test func tooSmallWindowOnlyAcceptsQuit() {
        var driver = TestRuntime()
        driver.send(.input(.resize(Size(width: 30, height: 8))))
        driver.keys(.enter)
        #expect(driver.state.route == .menu)
        driver.send(.input(.resize(Size(width: 60, height: 16))))
        driver.keys(.enter)
        #expect(driver.state.route == .reader)
    }

    @Test func menuSelectionStaysVisible() {
        var driver = TestRuntime(width: 60, height: 10)
        driver.send(.input(.resize(Size(width: 60, height: 5))))  // too small to use, but state still follows
        driver.send(.input(.resize(Size(width: 60, height: 10))))
        driver.keys(.character("G"))
        #expect(driver.state.menu.selected == 2)
        let rows = MenuLayout.rows(for: Fixtures.course)
        let row = rows.firstIndex(of: .lesson(2))!
        #expect(row >= driver.state.menu.scroll && row < driver.state.menu.scroll + MenuLayout.listHeight(driver.state.size))
    }
}

@Suite struct CommandPromptTests {
    @Test func tabCompletesCommandsAndTheirArguments() {
        let course = Fixtures.course
        #expect(CommandCompletion.complete("op", in: course) == .init(line: "open ", candidates: []))
        #expect(CommandCompletion.complete("open sin", in: course) == .init(line: "open singleton ", candidates: []))
        #expect(CommandCompletion.complete(":quiz f", in: course) == .init(line: ":quiz factory-method ", candidates: []))
        let several = CommandCompletion.complete("s", in: course)
        #expect(several.line == "s")
        #expect(several.candidates.contains("stats"))
        #expect(several.candidates.contains("self-quiz"))
        #expect(CommandCompletion.complete("re", in: course).candidates.prefix(2) == ["review", "reload"])
        #expect(CommandCompletion.complete("review ", in: course).candidates == ["all", "lesson", "section", "tag"])
        #expect(CommandCompletion.complete("review lesson w", in: course).line == "review lesson welcome ")
        #expect(CommandCompletion.complete("demo so", in: course).candidates == ["soa", "solid"])
        #expect(CommandCompletion.complete("demo soa", in: course).line == "demo soa ")
        #expect(CommandCompletion.complete("where x", in: course) == .init(line: "where x", candidates: []))
    }

    @Test func tabAtThePromptFillsInAndListsTheRest() {
        var driver = TestRuntime(width: 60, height: 12)
        driver.keys(.character(":"), .character("o"), .character("p"), .tab, .character("s"), .character("i"), .tab)
        #expect(driver.state.commandLine?.string == "open singleton ")
        driver.keys(.enter)
        #expect(driver.state.reader?.lessonIndex == 1)
        driver.keys(.character(":"), .character("s"), .tab)
        #expect(driver.state.completions.contains("stats"))
        #expect(driver.screen.lines[10].contains("stats"))
        driver.keys(.character("t"))
        #expect(driver.state.completions.isEmpty)
    }

    @Test func upAndDownWalkTheHistoryWhichIsSaved() {
        let driver0 = TestRuntime(width: 60, height: 12)
        driver0.state.commandHistory = ["open 2", "where"]
        var driver = driver0
        driver.keys(.character(":"), .character("x"), .up)
        #expect(driver.state.commandLine?.string == "where")
        driver.keys(.up, .up)
        #expect(driver.state.commandLine?.string == "open 2")
        driver.keys(.down, .down)
        #expect(driver.state.commandLine?.string == "x", "down past the newest gives back the line being typed")
        driver.keys(.escape, .character(":"))
        driver.type("open 3")
        driver.keys(.enter)
        #expect(driver.saved.contains(.commandTyped("open 3")))
        #expect(driver.state.commandHistory == ["open 2", "where", "open 3"])
        driver.keys(.character(":"), .up, .enter)
        #expect(driver.state.commandHistory.count == 3, "the same line twice in a row is kept once")
    }
}

@Suite struct CommandParserTests {
    @Test(arguments: [
        ("help", Command.help), ("?", .help), ("lessons", .lessons), ("ls", .lessons), ("open 2", .open("2")),
        ("  OPEN   factory-method ", .open("factory-method")), ("n", .next), ("back", .back), ("prev", .back),
        ("page 3", .page(3)), ("where", .where_), ("quit", .quit), ("exit", .quit), (":q", .quit), (" :open 1", .open("1")),
        ("quiz", .quiz(nil)), ("quiz singleton", .quiz("singleton")), ("reload", .reload),
    ])
    func parsesCommandsAndAliases(line: String, expected: Command) throws {
        #expect(try CommandParser.parse(line).get() == expected)
    }

    @Test(arguments: [
        ("open", "open needs a lesson id or number, e.g. 'open 2' or 'open singleton'."),
        ("page x", "page needs a page number, e.g. 'page 2'."),
        ("page 0", "Pages are numbered from 1."),
        ("next 2", "'next' takes nothing after it; try just 'next'."),
        ("Help me", "'help' takes nothing after it; try just 'help'."),
        ("nxt", "Unknown command 'nxt'. Did you mean: next? Type 'help' for the list."),
        ("frobnicate", "Unknown command 'frobnicate'. Type 'help' for the list."),
    ])
    func explainsMistakes(line: String, message: String) {
        guard case .failure(let error) = CommandParser.parse(line) else {
            Issue.record("\(line) parsed")
            return
        }
        #expect(error.description == message)
    }
}

@Suite struct ReloadTests {
    private func renamed(_ course: Course, firstPageText: String) -> Course {
        var copy = course
        copy.sections[1].lessons[0].pages[1] = LessonPage(title: "Trap", markdown: "## Trap\n\n\(firstPageText)", line: 1)
        return copy
    }

    @Test func reloadKeepsTheLessonAndPage() {
        var driver = TestRuntime()
        driver.send(.command(.open("singleton")), .command(.page(2)))
        driver.keys(.character("r"))
        #expect(driver.effects.contains(.reloadCourse(language: "en")))
        let edited = renamed(Fixtures.course, firstPageText: "Edited text.")
        driver.send(.courseReloaded(edited))
        #expect(driver.page! == (1, 1))
        #expect(driver.state.reader?.lines.contains { $0.text.contains("Edited text.") } == true)
        #expect(driver.state.notice?.text == "Reloaded 3 lessons; 1 skipped (:problems says why).")
    }

    @Test func aLessonThatDisappearedSendsTheLearnerToTheMenu() {
        var driver = TestRuntime()
        driver.send(.command(.open("factory-method")))
        var smaller = Fixtures.course
        smaller.sections[1].lessons.removeLast()
        smaller.problems = []
        driver.send(.courseReloaded(smaller))
        #expect(driver.state.route == .menu)
        #expect(driver.state.reader == nil)
        #expect(driver.state.menu.selected == 1)
        #expect(driver.state.notice?.text == "Reloaded 2 lessons.")
    }

    /// The instructor edits the lesson on screen and breaks it: its problems take its place,
    /// and the reload that mends it opens it again on the same page.
    @Test func aLessonThatBreaksIsHeldByItsProblemsUntilItLoadsAgain() {
        var driver = TestRuntime(width: 70, height: 16)
        driver.send(.command(.open("singleton")), .command(.page(2)))
        var broken = Fixtures.course
        let lesson = broken.sections[1].lessons.removeFirst()
        broken.problems.append(CourseProblem(file: lesson.file, line: 3, column: 8, rule: .yaml,
                                             message: "front matter: not valid YAML: the '[' opened here is never closed"))
        driver.send(.courseReloaded(broken))
        #expect(driver.state.route == .problems)
        let lines = driver.screen.lines
        #expect(lines[0].contains("Problems") && lines[0].contains("2 files skipped"))
        #expect(lines[1].contains("broke: fix it, then r takes you back to it."))
        #expect(lines[3].contains(lesson.file), "its file comes first")
        #expect(lines[4].contains("3:8 front matter: not valid YAML") && lines.joined().contains("[yaml]"))
        driver.keys(.character("r"))
        #expect(driver.effects.contains(.reloadCourse(language: "en")))
        driver.send(.courseReloaded(Fixtures.course))
        #expect(driver.state.route == .reader)
        #expect(driver.page! == (1, 1))
    }

    @Test func theMenuCountsSkippedFilesInItsTitleBarAndBangListsThem() {
        var driver = TestRuntime(width: 80, height: 16)
        #expect(driver.screen.lines[0].hasSuffix("1 file skipped (!)"))
        driver.keys(.character("!"))
        #expect(driver.state.route == .problems)
        #expect(driver.screen.lines.contains { $0.contains("2:1 front matter: not valid YAML [front-matter]") })
        driver.keys(.character("q"))
        #expect(driver.state.route == .menu)
        let narrow = TestRuntime(width: 40, height: 16)
        #expect(narrow.screen.lines[0].contains("1 file skipped (!)"), "the count outlasts the rest on a narrow window")
    }

    @Test func aFailedReloadKeepsTheOldCourse() {
        var driver = TestRuntime()
        driver.send(.command(.open("2")), .reloadFailed("no lessons folder at /gone"))
        #expect(driver.page! == (1, 0))
        #expect(driver.state.notice == Notice("Could not reload: no lessons folder at /gone", kind: .error))
    }

    @Test func theProgramAndThePlainSessionReadTheFolderAgain() {
        let edited = renamed(Fixtures.course, firstPageText: "Fresh from disk.")
        let backend = HeadlessBackend(size: Size(width: 60, height: 16), events: [.key(.character("r"))])
        let program = TerminalProgram(state: AppState(course: Fixtures.course, size: Size(width: 60, height: 16)),
                                      reducer: AppReducer(), backend: backend, loadCourse: { _ in edited })
        program.run(idleLimit: 0)
        #expect(program.state.course == edited)

        var output = ""
        let session = PlainSession(course: Fixtures.course, width: 60, loadCourse: { _ in edited }) { output += $0 }
        var lines = ["open 2", "page 2", "reload", "page 2"][...]
        session.run(readLine: { lines.popFirst() })
        #expect(output.contains("Reloaded 3 lessons"))
        #expect(output.contains("Fresh from disk."))
    }
}

@Suite struct ProgressMarkTests {
    /// A terminal that takes no UTF-8 still tells a lesson begun from one not started, and an
    /// ellipsis from a full stop: the layout measures the ASCII stand-ins.
    @Test func inASCIITheMarksStayApart() {
        var driver = TestRuntime(width: 70, height: 16)
        driver.state.prefersASCII = true
        driver.send(.command(.open("singleton")))
        driver.keys(.character("q"))
        let lines = driver.screen.lines
        #expect(lines.contains { $0.contains("~ 2   Singleton") })
        #expect(lines.contains { $0.contains("o 3   Factory Method") })
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(lines)")
        let narrow = TestRuntime(width: 40, height: 16)
        narrow.state.prefersASCII = true
        #expect(narrow.screen.lines.contains { $0.hasSuffix("...") }, "a cut title ends in three dots")
    }

    @Test func theMenuMarksLessonsAsTheyAreRead() {
        var driver = TestRuntime(width: 70, height: 16)
        driver.send(.command(.open("singleton")))
        driver.keys(.character("q"))
        #expect(driver.screen.lines.contains { $0.contains("◐ 2   Singleton") })
        #expect(driver.screen.lines[0].contains("0/3 lessons done"))
        driver.send(.command(.open("welcome")), .command(.page(2)))
        driver.keys(.character("q"))
        #expect(driver.screen.lines.contains { $0.contains("● 1   Welcome") })
        #expect(driver.screen.lines[0].contains("1/3 lessons done"))
        #expect(driver.screen.lines.contains { $0.contains("○ 3   Factory Method") })
    }

    @Test func aLessonWithoutQuizHasNoScore() {
        let lesson = Fixtures.course.lessons[1]
        var progress = LearnerProgress()
        #expect(progress.quizText(of: lesson) == nil)
        progress.latestAnswers = ["other": true]
        #expect(progress.quizText(of: lesson) == nil)
        #expect(progress.courseSummary(Fixtures.course) == "0 of 3 lessons done, 0 of 6 pages read")
    }
}

/// A Russian keyboard layout sends the Cyrillic letter on the key pressed: the app's keys
/// still work, and where letters are text they stay Cyrillic.
@Suite struct RussianLayoutTests {
    @Test func cyrillicTwinsOfTheKeysDoWhatTheLatinKeysDo() {
        var driver = TestRuntime(width: 70, height: 16)
        driver.keys(.character("т"))   // n: open the lesson
        #expect(driver.page! == (0, 0))
        driver.keys(.character("т"))   // n: next page
        #expect(driver.page! == (0, 1))
        driver.keys(.character("Ж"))   // Shift and the key of ';': ':'
        #expect(driver.state.commandLine != nil)
        driver.type("йцук")
        #expect(driver.state.commandLine?.string == "йцук", "typed text keeps its letters")
        driver.keys(.escape, .character("й"))   // q: back to the menu
        #expect(driver.state.route == .menu)
    }

    @Test func theLayoutTable() {
        #expect(KeyboardLayout.latin(for: .character("й")) == .character("q"))
        #expect(KeyboardLayout.latin(for: .character("Й")) == .character("Q"))
        #expect(KeyboardLayout.latin(for: .character("в")) == .character("d"))
        #expect(KeyboardLayout.latin(for: .character("х")) == .character("["))
        #expect(KeyboardLayout.latin(for: .character("Х")) == .character("{"))
        #expect(KeyboardLayout.latin(for: .character("ё")) == .character("`"))
        #expect(KeyboardLayout.latin(for: .character("q")) == .character("q"))
        #expect(KeyboardLayout.latin(for: .enter) == .enter)
    }
}
