import Course
import CourseTestSupport
import GoldenFiles
import MarkdownRendering
import Patterns
import TerminalKit
import Testing
@testable import TutorApp

/// A course whose second lesson teaches the singleton and points at its live run.
private enum DemoFixture {
    static let course = Course(sections: [
        LessonSection(title: "Creational", folder: "02-creational", lessons: [
            Lesson(id: "welcome", title: "Welcome", pages: [Fixtures.page("Hello", paragraphs: 1)], file: "a.md",
                   sectionTitle: "Creational"),
            Lesson(id: "singleton", title: "Singleton", demo: "singleton",
                   pages: [Fixtures.page("Intent", paragraphs: 2),
                           LessonPage(title: "Code", markdown: "## Code\n\n```swift\nfinal class Clock {\n    static let shared = Clock()\n}\n```\n", line: 1)],
                   file: "b.md", sectionTitle: "Creational"),
        ]),
    ], directory: "Lessons")
}

extension TestRuntime {
    /// The live-run fixture at 100x24 by default.
    static func demo(width: Int = 100, height: Int = 24) -> TestRuntime {
        TestRuntime(course: DemoFixture.course, width: width, height: height)
    }
}

@Suite struct DemoScreenTests {
    @Test func dInALessonOpensItsLiveRunAndEscGoesBack() {
        var driver = TestRuntime.demo()
        driver.send(.command(.open("singleton")))
        driver.keys(.character("d"))
        #expect(driver.state.route == .demo)
        #expect(driver.state.demo?.id == "singleton")
        #expect(driver.effects.contains(.demo(.open(id: "singleton"))))
        #expect(driver.screen.lines[0].contains("Live run · Singleton and shared instance"))
        driver.keys(.escape)
        #expect(driver.state.route == .reader)
        #expect(driver.state.demo == nil)
    }

    @Test func aLessonWithoutALiveRunSaysSo() {
        var driver = TestRuntime.demo()
        driver.send(.command(.open("welcome")))
        driver.keys(.character("d"))
        #expect(driver.state.route == .reader)
        #expect(driver.state.notice?.kind == .error)
        #expect(driver.state.notice?.text.hasPrefix("\"Welcome\" has no live run.") == true)
    }

    @Test func aMistypedIdGetsASuggestion() {
        var driver = TestRuntime.demo()
        driver.send(.command(.demo("singletn")))
        #expect(driver.state.route == .menu)
        #expect(driver.state.notice?.text == "No live run or lesson 'singletn'. Did you mean: singleton? 'demos' lists them all.")
    }

    @Test func aLessonOrATitleNamesItsLiveRun() {
        let lessons = [
            Lesson(id: "service-layers", title: "Service layers", aliases: ["soa-lesson"], demo: "soa",
                   pages: [Fixtures.page("Layers", paragraphs: 1)], file: "a.md", sectionTitle: "Architecture"),
            Lesson(id: "singleton-vs-shared-instance", title: "Singleton vs shared instance", demo: "singleton",
                   pages: [Fixtures.page("Two", paragraphs: 1)], file: "b.md", sectionTitle: "Principles"),
        ]
        #expect(LiveRuns.find("service-layers", in: lessons) == .found("soa"))
        #expect(LiveRuns.find("Service Layers", in: lessons) == .found("soa"))
        #expect(LiveRuns.find("soa-lesson", in: lessons) == .found("soa"))
        #expect(LiveRuns.find("SOA", in: lessons) == .found("soa"))
        #expect(LiveRuns.find("shared instance", in: []) == .none(suggestions: []))
        #expect(LiveRuns.find("singleton vs shared instance", in: lessons) == .found("singleton"))
        let title = DemoRegistry.demo(id: "object-pool")!.info.title
        #expect(LiveRuns.find(title, in: []) == .found("object-pool"))
        #expect(LiveRuns.find("the shape game", in: []) == .found(LiveRuns.shapeGameId))
        guard case .none(let close) = LiveRuns.find("servce-layers", in: lessons) else { Issue.record("found"); return }
        #expect(close.first == "service-layers")
    }

    @Test func aNameOfSeveralRunsListsThemAndOpensNone() {
        let lessons = [
            Lesson(id: "one", title: "Pools", demo: "object-pool", pages: [Fixtures.page("P", paragraphs: 1)], file: "a.md", sectionTitle: "S"),
            Lesson(id: "two", title: "Pools", demo: "soa", pages: [Fixtures.page("P", paragraphs: 1)], file: "b.md", sectionTitle: "S"),
        ]
        let match = LiveRuns.find("pools", in: lessons)
        #expect(match == .several(["object-pool", "soa"]))
        #expect(LiveRuns.problem(with: "pools", match) == "'pools' names 2 live runs: object-pool, soa. Type one of them, or 'demos' for the list.")
    }

    @Test func demoWithALessonsIdOpensItsRun() {
        var driver = TestRuntime.demo()
        driver.send(.command(.demo("Singleton")))
        #expect(driver.state.route == .demo)
        #expect(driver.state.demo?.id == "singleton")
    }

    @Test func typedLinesRunInTheDemoAndShowInTheTrace() {
        var driver = TestRuntime.demo()
        driver.send(.command(.demo("singleton")))
        driver.enter("get reader")
        driver.enter("bogus")
        let trace = driver.state.demo?.trace.map(\.plainText) ?? []
        #expect(trace.first == "› get reader")
        #expect(trace.contains { $0.hasPrefix("! unknown command 'bogus'.") })
        #expect(driver.state.demo?.panel.contains("  held by: reader") == true)
        let text = driver.screen.text
        #expect(text.contains("› get reader"))
        #expect(text.contains("held by: reader"))
        #expect(driver.state.demo?.editor.string == "", "Enter clears the line")
    }

    @Test func arrowsRecallEarlierLines() {
        var driver = TestRuntime.demo()
        driver.send(.command(.demo("singleton")))
        driver.enter("get a")
        driver.enter("help")
        driver.keys(.up)
        #expect(driver.state.demo?.editor.string == "help")
        driver.keys(.up, .up)
        #expect(driver.state.demo?.editor.string == "get a")
        driver.keys(.down, .down)
        #expect(driver.state.demo?.editor.string == "")
    }

    @Test func tabSwapsTheStatePanelForTheLessonsCode() {
        var driver = TestRuntime.demo()
        driver.send(.command(.open("singleton")))
        driver.keys(.character("d"), .tab)
        #expect(driver.screen.text.contains("Key code · Singleton"))
        #expect(driver.screen.text.contains("static let shared = Clock()"))
        driver.keys(.tab)
        #expect(driver.screen.text.contains("State"))
        #expect(!driver.screen.text.contains("static let shared = Clock()"))
    }

    @Test func colonLinesAreAppCommandsAndExitLeaves() {
        var driver = TestRuntime.demo()
        driver.state.canAnimate = true
        driver.send(.command(.demo("singleton")))
        driver.enter(":where")
        #expect(driver.state.notice?.text == "In the Singleton and shared instance live run; Esc goes back.")
        #expect(driver.state.route == .demo)
        driver.enter("exit")
        #expect(driver.state.route == .menu)
    }

    @Test func reopeningKeepsTheSession() {
        var driver = TestRuntime.demo()
        driver.send(.command(.demo("singleton")))
        driver.enter("get first")
        driver.keys(.escape)
        driver.send(.command(.demo("singleton")))
        #expect(driver.state.demo?.trace.first?.text == "get first")
    }

    @Test func theTourStepsWithEnterAndThePromptSaysWhichStepIsNext() {
        var driver = TestRuntime.demo(width: 100, height: 24)
        driver.send(.command(.demo("singleton")))
        let steps = DemoRegistry.demo(id: "singleton")!.info.tour
        driver.enter("tour")
        #expect(driver.state.demo?.nextTourStep == 1)
        #expect(driver.screen.text.contains("› Enter: step 2 of \(steps.count), or type a command"))
        #expect(driver.screen.text.contains("Step 1 of \(steps.count)"))
        #expect(!driver.screen.text.contains("Step 2 of"))
        for _ in 1..<steps.count { driver.keys(.enter) }
        #expect(driver.state.demo?.nextTourStep == nil)
        #expect(driver.screen.text.contains("End of the tour."))
        #expect(driver.state.demo?.trace.filter { $0.kind == .command }.map(\.text) == ["tour"] + steps.map(\.command))
    }

    /// A Russian lesson's «Попробуйте» page is its "Try it" page.
    @Test func aRussianTryItPageSuggestsItsCommandsToo() {
        let pages = [(title: "Назначение", markdown: "Наберите `rename Anna`."),
                     (title: "Попробуйте сами", markdown: "Нажмите `d`, затем `get settings-screen` и `state`.")]
        #expect(DemoScreenState.tryItCommands(of: pages, commands: ["get", "rename", "state"]) == ["get settings-screen", "state"])
    }

    @Test func controlTPutsTheLessonsTryItCommandsOnThePromptInTurn() {
        let tryIt = LessonPage(title: "Try it", markdown: """
            ## Try it

            Press `d`. Then type `get settings-screen`, then `rename Anna`; `Tab` shows code,
            and `get settings-screen` again. `state` prints the panel.
            """, line: 1)
        let course = Course(sections: [LessonSection(title: "Creational", folder: "02-creational", lessons: [
            Lesson(id: "singleton", title: "Singleton", demo: "singleton", pages: [Fixtures.page("Intent", paragraphs: 1), tryIt],
                   file: "a.md", sectionTitle: "Creational"),
        ])], directory: "Lessons")
        var driver = TestRuntime(course: course, width: 100, height: 24)
        driver.send(.command(.open("singleton")))
        driver.keys(.character("d"))
        #expect(driver.state.demo?.tryItCommands == ["get settings-screen", "rename Anna", "state"])
        driver.keys(.control("t"))
        #expect(driver.state.demo?.editor.string == "get settings-screen")
        #expect(driver.state.notice?.text == "\"Try it\" 1 of 3: Enter runs it, ^T shows the next.")
        driver.keys(.control("t"), .enter)
        #expect(driver.state.demo?.trace.first?.text == "rename Anna")
        driver.keys(.control("t"), .control("t"))
        #expect(driver.state.demo?.editor.string == "get settings-screen", "after the last comes the first again")
        driver.keys(.escape)
        driver.enter("try 3")
        #expect(driver.state.demo?.trace.contains { $0.kind == .command && $0.text == "state" } == true)
        driver.enter("try")
        #expect(driver.state.notice?.text == "The lesson suggests: 1) get settings-screen; 2) rename Anna; 3) state. 'try N' runs one.")
    }

    /// The menu says where to continue, marks the lessons with a live run, and shows each
    /// section's progress; C continues; the key help explains the marks.
    @Test func theMenuSaysWhereToContinue() {
        var driver = TestRuntime.demo(width: 70, height: 12)
        driver.send(.command(.open("singleton")))
        driver.keys(.character("n"), .character("q"))
        #expect(driver.state.route == .menu)
        expectGolden(driver.screen.snapshot, named: "menu-continue-70x12")
        driver.keys(.home, .character("C"))
        #expect(driver.state.reader?.lessonIndex == 1)
        #expect(driver.state.reader?.pageIndex == 1)
        driver.send(.input(.resize(Size(width: 70, height: 40))))
        driver.keys(.character("q"), .character("?"))
        #expect(driver.screen.text.contains("lesson not started, started, done"))
        #expect(driver.screen.text.contains("the lesson has a live run"))
    }

    @Test func backticksInTheTraceAreCodeAsOnPages() {
        let runs = DemoView.inlineCode(["one `static let", "shared` here"], style: Style())
        #expect(runs.map { $0.map(\.text) } == [["one ", "static let"], ["shared", " here"]])
        #expect(runs[0][1].style == MarkdownTheme().inlineCode)
        #expect(runs[1][0].style == MarkdownTheme().inlineCode)
        #expect(runs[1][1].style == Style())
        #expect(DemoView.inlineCode(["a lone ` stays"], style: Style()).map { $0.map(\.text) } == [["a lone ` stays"]])
    }

    @Test func traceAndPanelKeepTheSpacingOfDrawnTrees() {
        var driver = TestRuntime.demo(width: 110, height: 60)
        driver.send(.command(.demo("composite")))
        driver.enter("tour")
        while driver.state.demo?.nextTourStep != nil { driver.keys(.enter) }
        let lines = driver.screen.lines
        #expect(lines.contains { $0.hasPrefix("   │   └── title (Label)") }, "the trace's tree lost its indentation")
        #expect(DemoView.spacingKeptWrap("a    b", width: 10, hanging: 2) == ["a    b"])
        #expect(DemoView.spacingKeptWrap("  one two three four", width: 12, hanging: 2) == ["  one two", "    three", "    four"])
        #expect(DemoView.spacingKeptWrap("one two three", width: 8, hanging: 0) == ["one two", "three"])
    }

    @Test func screenGoldens() {
        // The command demo keeps all its state in its own objects, so the screens are the
        // same whatever else ran in this process.
        var wide = TestRuntime.demo(width: 100, height: 24)
        wide.send(.command(.demo("command")))
        wide.enter("do insert hello")
        wide.enter("do delete 2")
        wide.enter("undo")
        expectGolden(wide.screen.text, named: "demo-100x24")

        var narrow = TestRuntime.demo(width: 60, height: 20)
        narrow.send(.command(.demo("command")))
        narrow.enter("do insert hi")
        narrow.enter("nope")
        expectGolden(narrow.screen.text, named: "demo-60x20")
        #expect(narrow.screen.lines.allSatisfy { DisplayWidth.of($0) <= 60 })
    }

    @Test func plainModeRunsALiveRunAsASubRepl() {
        var output = ""
        let session = PlainSession(course: DemoFixture.course, width: 80) { output += $0 }
        var lines = ["demo singleton", "get a", "frobnicate", "exit", "where"][...]
        session.run(readLine: { lines.popFirst() }, startingAt: nil)
        #expect(output.contains("== Live run: Singleton and shared instance (Creational) =="))
        #expect(output.contains("singleton> "))
        #expect(output.contains("  a got AccountManager.shared"))
        #expect(!output.contains("› get a"), "the typed line is not echoed back")
        #expect(output.contains("! unknown command 'frobnicate'."))
        #expect(output.contains("Left the Singleton and shared instance live run"))
        #expect(output.contains("In the lesson menu"))
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B })
    }
}
