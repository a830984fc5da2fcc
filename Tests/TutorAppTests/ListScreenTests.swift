import Course
import CourseTestSupport
import GoldenFiles
import TerminalKit
import Testing
@testable import TutorApp

/// A course with three pattern families among sections that are not patterns, with intents
/// long enough to wrap and a title and live run too long to share a line at 40 columns.
enum PatternFixture {
    static func lesson(_ id: String, _ title: String, _ summary: String, demo: String? = nil, section: String) -> Lesson {
        Lesson(id: id, title: title, summary: summary, demo: demo, pages: [Fixtures.page("Intent", paragraphs: 1)],
               file: id + ".md", sectionTitle: section)
    }

    static let course = Course(sections: [
        LessonSection(title: "Getting started", folder: "00-start", lessons: [
            lesson("welcome", "Welcome", "How the course works.", section: "Getting started"),
        ]),
        LessonSection(title: "Creational patterns", folder: "02-creational", lessons: [
            lesson("singleton", "Singleton", "Give a type exactly one instance and the whole program one way to reach it.",
                   demo: "singleton", section: "Creational patterns"),
            lesson("factory-method", "Factory Method", "One creation call picks the concrete class; callers only ever see the common type.",
                   demo: "factory-method", section: "Creational patterns"),
            lesson("object-pool", "Object Pool",
                   "Keep a few expensive objects and lend them out again and again, resetting each one when it comes back.",
                   demo: "object-pool", section: "Creational patterns"),
        ], family: "Creational"),
        LessonSection(title: "Structural patterns", folder: "03-structural", lessons: [
            lesson("adapter", "Adapter", "Put a small translator between code that expects one interface and a type that offers another.",
                   demo: "adapter", section: "Structural patterns"),
            lesson("structural-comparison", "Adapter, Decorator, Proxy, Facade: telling wrappers apart",
                   "Four patterns share one shape, an object that holds another and forwards to it; their intents differ.",
                   section: "Structural patterns"),
        ], family: "Structural"),
        LessonSection(title: "Behavioral patterns", folder: "04-behavioral", lessons: [
            lesson("chain-of-responsibility", "Chain of Responsibility",
                   "Pass a request along a chain of handlers until one takes it; the sender never names the handler.",
                   demo: "chain-of-responsibility", section: "Behavioral patterns"),
        ], family: "Behavioral"),
        LessonSection(title: "Case study", folder: "09-case-study", lessons: [
            lesson("shape-game", "The shape game", "A small game, refactored one pattern at a time.", demo: "shape-game",
                   section: "Case study"),
        ]),
    ], directory: "Lessons")
}

extension TestRuntime {
    static func patterns(width: Int = 80, height: Int = 24) -> TestRuntime {
        TestRuntime(course: PatternFixture.course, width: width, height: height)
    }
}

@Suite struct CheatSheetTests {
    @Test func listsTheLessonsOfSectionsWithAFamilyByFamilyInCourseOrder() {
        let entries = CheatSheet.entries(for: PatternFixture.course)
        #expect(entries.map(\.lessonId) == ["singleton", "factory-method", "object-pool", "adapter", "structural-comparison",
                                            "chain-of-responsibility"])
        #expect(entries.map(\.family) == ["Creational", "Creational", "Creational", "Structural", "Structural", "Behavioral"])
        #expect(entries.map(\.lessonNumber) == [2, 3, 4, 5, 6, 7])
        #expect(entries[0].intent == "Give a type exactly one instance and the whole program one way to reach it.")
        #expect(entries[0].liveRun == "singleton")
        #expect(entries[4].liveRun == nil)
    }

    /// A lesson that compares patterns (tagged `comparison`) or introduces a family (tagged
    /// `introduction`) teaches none: not on the sheet.
    @Test(arguments: [[CheatSheet.comparisonTag], ["architecture", CheatSheet.introductionTag]])
    func comparisonsAndIntroductionsAreLeftOut(tags: [String]) {
        var course = PatternFixture.course
        course.sections[2].lessons[1].tags = tags
        #expect(!CheatSheet.entries(for: course).map(\.lessonId).contains("structural-comparison"))
        #expect(CheatSheet.entries(for: course).count == CheatSheet.entries(for: PatternFixture.course).count - 1)
    }

    /// Two sections naming one family are one group, where the family first comes.
    @Test func sectionsOfOneFamilyAreOneGroup() {
        var course = PatternFixture.course
        course.sections[4].family = "Creational"
        #expect(CheatSheet.entries(for: course).map(\.lessonId) == ["singleton", "factory-method", "object-pool", "shape-game",
                                                                     "adapter", "structural-comparison", "chain-of-responsibility"])
    }

    @Test func theCommandAndTheMenuKeyOpenItAndQGoesBack() {
        for line in ["cheatsheet", "cheat", "cs", ":cs"] {
            #expect(CommandParser.parse(line) == .success(.cheatSheet), "\(line)")
        }
        var driver = TestRuntime.patterns()
        driver.send(.input(.key(.character("c"))))
        #expect(driver.state.route == .cheatSheet)
        #expect(driver.effects.contains(.announce(.cheatSheet)))
        #expect(driver.state.cheatSheet?.highlighted?.lessonId == "singleton")
        driver.keys(.character("q"))
        #expect(driver.state.route == .menu)
        driver.command("cheatsheet")
        driver.keys(.escape)
        #expect(driver.state.route == .menu)
        #expect(!driver.effects.contains(.quit))
    }

    @Test func enterOpensTheHighlightedPatternsLesson() {
        var driver = TestRuntime.patterns()
        driver.command("cheatsheet")
        driver.keys(.down, .character("j"))
        #expect(driver.state.cheatSheet?.highlighted?.lessonId == "object-pool")
        driver.keys(.enter)
        #expect(driver.state.route == .reader)
        #expect(driver.page! == (3, 0))
    }

    /// The wheel scrolls without moving the highlight; a click opens the clicked pattern's lesson.
    @Test func theMouseScrollsAndOpens() {
        var driver = TestRuntime.patterns(width: 80, height: 12)
        driver.command("cheatsheet")
        driver.send(.input(.mouse(MouseEvent(.wheelDown, at: Position(x: 5, y: 5)))))
        #expect(driver.state.cheatSheet?.list.scroll == 3)
        #expect(driver.state.cheatSheet?.highlighted?.lessonId == "singleton")
        driver.send(.input(.mouse(MouseEvent(.wheelUp, at: Position(x: 5, y: 5)))))
        #expect(driver.state.cheatSheet?.list.scroll == 0)
        // Row 5 is Factory Method's name: the family's heading, Singleton and its intent are above.
        #expect(driver.screen.lines[5].contains("Factory Method"))
        driver.send(.input(.mouse(MouseEvent(.click, at: Position(x: 20, y: 5)))))
        #expect(driver.page! == (2, 0))
    }

    /// `d` opens the live run over the sheet, so leaving it comes back to the same highlight.
    @Test func dOpensItsLiveRunAndLeavingItComesBack() {
        var driver = TestRuntime.patterns()
        driver.command("cheatsheet")
        driver.keys(.character("G"))
        #expect(driver.state.cheatSheet?.highlighted?.lessonId == "chain-of-responsibility")
        driver.send(.input(.key(.character("d"))), expecting: [.demo(.open(id: "chain-of-responsibility"))])
        #expect(driver.state.route == .demo)
        driver.keys(.escape)
        #expect(driver.state.route == .cheatSheet)
        #expect(driver.state.cheatSheet?.highlighted?.lessonId == "chain-of-responsibility")
        driver.keys(.up)
        driver.keys(.character("d"))
        #expect(driver.state.route == .cheatSheet)
        #expect(driver.state.notice?.text == "\"Adapter, Decorator, Proxy, Facade: telling wrappers apart\" has no live run.")
    }

    /// Commands without a name mean the highlighted pattern, as in the menu.
    @Test func aCommandWithoutANameMeansTheHighlightedPattern() {
        var driver = TestRuntime.patterns()
        driver.command("cheatsheet")
        driver.keys(.down)
        driver.command("demo")
        #expect(driver.state.demo?.id == "factory-method")
    }

    @Test func movingKeepsTheHighlightInViewWithItsFamily() throws {
        var driver = TestRuntime.patterns(width: 40, height: 10)
        driver.command("cheatsheet")
        let height = Layout.bodyHeight(driver.state.size)
        for _ in 0..<6 {
            driver.keys(.down)
            let sheet = try #require(driver.state.cheatSheet)
            let lines = sheet.list.entryLines[sheet.list.selected]
            #expect(lines.lowerBound >= sheet.list.scroll && lines.upperBound <= sheet.list.scroll + height)
        }
        driver.keys(.character("g"))
        #expect(driver.state.cheatSheet?.list.scroll == 0, "the first family's heading shows again")
        driver.keys(.pageDown)
        #expect(driver.state.cheatSheet?.highlighted?.lessonId == "factory-method")
        driver.keys(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
        #expect(driver.state.cheatSheet?.highlighted?.lessonId == "chain-of-responsibility")
        driver.keys(.pageUp)
        #expect(driver.state.cheatSheet?.highlighted?.lessonId == "structural-comparison")
    }

    @Test func aReloadKeepsTheHighlightedPattern() {
        var driver = TestRuntime.patterns()
        driver.command("cheatsheet")
        driver.keys(.character("G"))
        var course = PatternFixture.course
        course.sections[1].lessons.removeFirst()
        driver.send(.courseReloaded(course))
        #expect(driver.state.route == .cheatSheet)
        #expect(driver.state.cheatSheet?.entries.count == 5)
        #expect(driver.state.cheatSheet?.highlighted?.lessonId == "chain-of-responsibility")
    }

    @Test func aCourseWithoutFamiliesSaysWhy() {
        var driver = TestRuntime(width: 60, height: 12)
        driver.command("cheatsheet")
        #expect(driver.screenText.contains("No section of this course names a pattern family"))
        driver.keys(.enter, .character("d"))
        #expect(driver.state.route == .cheatSheet)
    }

    @Test func plainModePrintsRowsWithoutBoxDrawing() {
        var output = ""
        let session = PlainSession(course: PatternFixture.course, width: 200) { output += $0 }
        var lines = ["cheatsheet", "where", "4"][...]
        session.run(readLine: { lines.popFirst() })
        let sheet = output.components(separatedBy: "Cheat sheet: ")[1].components(separatedBy: "tutor> ")[0]
        #expect(sheet.hasPrefix("6 patterns in 3 families. Type a number to open that lesson, or 'demo ID' for a live run.\n"))
        #expect(sheet.contains("\n\nCreational (3)\n  2. Singleton: Give a type exactly one instance and the whole program one way to reach it. Live run: singleton.\n"))
        #expect(sheet.contains("\n  6. Adapter, Decorator, Proxy, Facade: telling wrappers apart: Four patterns share one shape, an object that holds another and forwards to it; their intents differ.\n"))
        #expect(sheet.contains("\n\nBehavioral (1)\n  7. Chain of Responsibility: "))
        #expect(!sheet.contains("Welcome") && !sheet.contains("shape game"), "only sections with a family")
        #expect(!sheet.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) }, "no box drawing")
        #expect(sheet.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(output.contains("In the cheat sheet (6 patterns in 3 families); type a pattern's number to open its lesson, or any command."))
        #expect(output.contains("== Lesson 4/8: Object Pool (page 1/1) =="))
    }
}

@Suite struct LiveRunListTests {
    @Test func listsEveryLiveRunWithTheLessonsThatTeachIt() throws {
        let entries = LiveRunCatalog.entries(for: PatternFixture.course.lessons)
        #expect(Set(entries.map(\.id)) == LiveRuns.ids)
        #expect(entries.count == LiveRuns.ids.count)
        #expect(entries.last?.id == "shape-game")
        #expect(entries.last?.family == "Case study")
        let pool = try #require(entries.first { $0.id == "object-pool" })
        #expect(pool.lessons == [3])
        #expect(pool.family == "Creational")
        #expect(entries.first { $0.id == "visitor" }?.lessons == [])
    }

    @Test func theCommandAndTheMenuKeyOpenIt() {
        for line in ["demos", "runs", "live-runs"] {
            #expect(CommandParser.parse(line) == .success(.liveRuns), "\(line)")
        }
        #expect(CommandParser.parse("demo") == .success(.demo(nil)), "demo alone stays the lesson's own run")
        var driver = TestRuntime.patterns()
        driver.send(.input(.key(.character("D"))), expecting: [.announce(.liveRunList)])
        #expect(driver.state.route == .liveRunList)
        driver.keys(.character("q"))
        #expect(driver.state.route == .menu)
    }

    @Test func enterOpensTheHighlightedRunAndLeavingItComesBack() {
        var driver = TestRuntime.patterns()
        driver.command("demos")
        driver.keys(.down)
        let id = driver.state.liveRunList?.highlighted?.id ?? ""
        driver.send(.input(.key(.enter)), expecting: [.demo(.open(id: id))])
        #expect(driver.state.demo?.id == id)
        driver.keys(.escape)
        #expect(driver.state.route == .liveRunList)
        #expect(driver.state.liveRunList?.highlighted?.id == id)
        driver.keys(.character("G"), .character("d"))
        #expect(driver.state.route == .game)
        driver.keys(.character("q"))
        #expect(driver.state.route == .liveRunList)
    }

    @Test func lOpensTheLessonThatTeachesIt() {
        var driver = TestRuntime.patterns()
        driver.command("demos")
        while driver.state.liveRunList?.highlighted?.id != "adapter" { driver.keys(.down) }
        driver.keys(.character("l"))
        #expect(driver.page! == (4, 0))
        driver.command("demos")
        while driver.state.liveRunList?.highlighted?.id != "visitor" { driver.keys(.down) }
        driver.keys(.character("l"))
        #expect(driver.state.route == .liveRunList)
        #expect(driver.state.notice?.text == "No lesson opens the Visitor live run.")
    }

    /// The hint for a lesson without a run points at the list in the app.
    @Test func theNoRunHintPointsAtTheList() {
        var driver = TestRuntime.patterns()
        driver.keys(.character("d"))
        #expect(driver.state.notice?.text == "\"Welcome\" has no live run. Try 'demo <name>', e.g. 'demo object-pool'; 'demos' lists all \(LiveRuns.ids.count).")
    }

    @Test func plainModeOpensARunByNumberOrId() {
        var output = ""
        let session = PlainSession(course: PatternFixture.course, width: 200) { output += $0 }
        var lines = ["demos", "999", "2", "exit", "adapter", "exit", "where"][...]
        session.run(readLine: { lines.popFirst() })
        let list = output.components(separatedBy: "tutor> ")[1]
        #expect(list.hasPrefix("\(LiveRuns.ids.count) live runs. Type a number or an id to open one; 'open N' opens lesson N.\n"))
        #expect(list.contains("\nCreational (8)\n"))
        let entries = LiveRunCatalog.entries(for: PatternFixture.course.lessons)
        let pool = (entries.firstIndex { $0.id == "object-pool" } ?? 0) + 1
        #expect(list.contains("  \(pool). Object Pool [object-pool] - lesson 4, Object Pool\n"))
        #expect(list.contains("[visitor] - no lesson opens it\n"))
        #expect(list.contains("\nCase study (1)\n  \(LiveRuns.ids.count). The shape game [shape-game] - lesson 8, The shape game\n"))
        #expect(!list.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) }, "no box drawing")
        #expect(output.contains("! There is no live run 999; they are numbered 1 to \(LiveRuns.ids.count)."))
        let second = entries[1]
        #expect(output.contains("== Live run: \(second.title) (Creational) =="))
        #expect(output.contains("== Live run: Adapter (Structural) =="))
        #expect(output.contains("In the list of live runs (\(LiveRuns.ids.count)); type a number or an id to open one, or any command."))
    }
}

/// The two lists as a learner sees them, at the smallest window, the usual one and a wide one.
@Suite struct ListScreenSnapshotTests {
    @Test(arguments: [(40, 10), (80, 24), (120, 30)])
    func cheatSheet(width: Int, height: Int) {
        var driver = TestRuntime.patterns(width: width, height: height)
        driver.command("cheatsheet")
        expectGolden(driver.screen.snapshot, named: "cheatsheet-\(width)x\(height)")
    }

    /// At 40 columns the title and the live run do not share a line: the run gets its own.
    @Test func cheatSheetAtItsEnd() {
        var driver = TestRuntime.patterns(width: 40, height: 10)
        driver.command("cheatsheet")
        driver.keys(.character("G"))
        expectGolden(driver.screen.snapshot, named: "cheatsheet-40x10-end")
    }

    @Test(arguments: [(40, 10), (80, 24), (120, 30)])
    func liveRuns(width: Int, height: Int) {
        var driver = TestRuntime.patterns(width: width, height: height)
        driver.command("demos")
        expectGolden(driver.screen.text, named: "live-runs-\(width)x\(height)")
    }

    @Test func liveRunsAtTheirEnd() {
        var driver = TestRuntime.patterns(width: 80, height: 24)
        driver.command("demos")
        driver.keys(.character("G"))
        expectGolden(driver.screen.snapshot, named: "live-runs-80x24-end")
    }
}
