import Course
import CourseTestSupport
import GoldenFiles
import TerminalKit
import Testing
@testable import TutorApp

/// A course where "shared instance" is on three pages: twice, far apart, on the long one.
private enum SearchFixture {
    static let long = (1...14).map { $0 == 2 || $0 == 13 ? "Paragraph \($0) talks about the **shared instance** of a type."
                                                          : "Paragraph \($0) is about something else entirely." }
    static let course = Course(sections: [
        LessonSection(title: "Creational", folder: "02-creational", lessons: [
            Lesson(id: "singleton", title: "Singleton", pages: [
                LessonPage(title: "Intent", markdown: "## Intent\n\nOne instance, reached by all.", line: 1),
                LessonPage(title: "Costs", markdown: "## Costs\n\n" + long.joined(separator: "\n\n"), line: 1),
            ], file: "a.md", sectionTitle: "Creational"),
            Lesson(id: "shared", title: "Singleton vs shared instance", pages: [
                LessonPage(title: "Two promises", markdown: "## Two promises\n\nA `shared instance` is only a default.", line: 1),
            ], file: "b.md", sectionTitle: "Creational"),
            Lesson(id: "pool", title: "Object Pool", pages: [
                LessonPage(title: "Idea", markdown: "## Idea\n\nBorrow and return. A Shared Instance of the pool.", line: 1),
            ], file: "c.md", sectionTitle: "Creational"),
        ]),
    ], directory: "Lessons")
}

@Suite struct SearchTests {
    @Test func everyPageWithTheWordsIsFoundCaseAndMarksAside() {
        let hits = CourseSearch.hits(for: "shared instance", in: SearchFixture.course.lessons, content: LessonContent())
        #expect(hits.map { [$0.lessonIndex, $0.pageIndex, $0.count] } == [[0, 1, 2], [1, 0, 1], [2, 0, 1]])
        #expect(hits[1].snippet == "A shared instance is only a default.")
        #expect(CourseSearch.hits(for: "  ", in: SearchFixture.course.lessons, content: LessonContent()).isEmpty)
        // Bytes for an ASCII query, Foundation for any other: the same pages either way.
        let accented = Course(sections: [LessonSection(title: "S", folder: "01-s", lessons: [
            Lesson(id: "a", title: "A", pages: [LessonPage(title: "P", markdown: "## P\n\nLe Café de <!-- not this: café -->Flore, CAFÉ.", line: 1)],
                   file: "a.md", sectionTitle: "S"),
        ])], directory: "L")
        #expect(CourseSearch.hits(for: "café", in: accented.lessons, content: LessonContent()).map(\.count) == [2])
        #expect(CourseSearch.hits(for: "cafe", in: accented.lessons, content: LessonContent()).isEmpty, "ASCII words match ASCII text")
        #expect(CourseSearch.hits(for: "de flore", in: accented.lessons, content: LessonContent()).first?.snippet == "Le Café de Flore, CAFÉ.")
        #expect(CourseSearch.readableBytes("a  **b**\t `c` <!-- x -->d\n# T") == Array("a b c d\nT".utf8))
        let excerpt = CourseSearch.excerpt("one two three four five six seven", around: "five", width: 12)
        #expect(excerpt.contains("five") && excerpt.count <= 12 && excerpt.hasPrefix("…") && excerpt.hasSuffix("…"), "\(excerpt)")
    }

    @Test func slashListsThePagesAndEnterOpensOneWithTheWordsMarked() {
        var driver = TestRuntime(course: SearchFixture.course, width: 80, height: 24)
        driver.keys(.character("/"))
        driver.type("shared instance")
        expectGolden(driver.screen.text, named: "search-prompt-80x24")
        driver.keys(.enter)
        #expect(driver.state.route == .searchResults)
        expectGolden(driver.screen.snapshot, named: "search-results-80x24")
        driver.keys(.down, .enter)
        #expect(driver.page.map { $0 == (1, 0) } == true)
        expectGolden(driver.screen.snapshot, named: "search-page-80x24")
    }

    @Test func bracketsGoToEachOccurrenceAndOnToTheNextPage() {
        var driver = TestRuntime(course: SearchFixture.course, width: 60, height: 12)
        driver.command("search shared instance")
        driver.keys(.enter)
        let long = driver.state.reader!
        #expect(driver.page.map { $0 == (0, 1) } == true)
        let first = long.currentMatchLine!
        #expect(long.lines[first].text.contains("shared instance"))
        #expect(first >= long.scroll && first < long.scroll + Layout.bodyHeight(driver.state.size))
        driver.keys(.character("]"))
        let second = driver.state.reader!.currentMatchLine!
        #expect(second > first + 8, "the second occurrence is far down the page")
        #expect(second < driver.state.reader!.scroll + Layout.bodyHeight(driver.state.size), "scrolled to it")
        driver.keys(.character("]"))
        #expect(driver.page.map { $0 == (1, 0) } == true, "past the last on the page: the next page found")
        driver.keys(.character("["))
        #expect(driver.page.map { $0 == (0, 1) } == true)
        #expect(driver.state.reader?.currentMatchLine == second, "going back lands on the page's last occurrence")
        driver.keys(.character("]"), .character("]"), .character("]"))
        #expect(driver.page.map { $0 == (0, 1) } == true, "after the last page found, round to the first")
        #expect(driver.state.notice?.text == "Search went past the last page found; back to the first.")
    }

    @Test func nothingFoundSaysSoAndSlashEnterShowsTheListAgain() {
        var driver = TestRuntime(course: SearchFixture.course, width: 60, height: 12)
        driver.command("search visitor")
        #expect(driver.state.notice?.text == "No page has \"visitor\".")
        #expect(driver.state.route == .menu)
        driver.command("/pool")
        driver.keys(.enter)
        #expect(driver.state.route == .reader)
        driver.keys(.character("/"), .enter)
        #expect(driver.state.route == .searchResults)
        #expect(driver.state.search?.query == "pool")
    }

    @Test func plainModeListsThePagesAndANumberOpensOne() {
        var output = ""
        let session = PlainSession(course: SearchFixture.course, width: 80) { output += $0 }
        var lines = ["/shared instance", "2", "quit"][...]
        session.run(readLine: { lines.popFirst() })
        #expect(output.contains("== Search: \"shared instance\", 4 matches on 3 pages of 3 lessons =="))
        #expect(output.contains("2) 2. Singleton vs shared instance · page 1 Two promises\n   A shared instance is only a default.\n"))
        #expect(output.contains("== Lesson 2/3: Singleton vs shared instance (page 1/1) =="))
    }
}
