import Course
import CourseTestSupport
import GoldenFiles
import Testing
@testable import TutorApp

/// A course whose pages link to each other, with a section introduction between its sections.
private let linkedCourse = Course(sections: [
    LessonSection(title: "Basics", folder: "01-basics", lessons: [
        Lesson(id: "hello", title: "Hello", pages: [
            LessonPage(title: "Start", markdown: """
                ## Start

                Read [the adapter's second page](../02-more/01-adapter.md#class-adapter) or \
                [the section on adapters](../02-more/_section.md), and the [Swift book](https://docs.swift.org).
                """, line: 5),
            LessonPage(title: "End", markdown: "## End\n\nThe last page of Hello.", line: 9),
        ], file: "/course/01-basics/01-hello.md", sectionTitle: "Basics"),
    ]),
    LessonSection(title: "More", folder: "02-more", lessons: [
        Lesson(id: "adapter", title: "Adapter", pages: [
            LessonPage(title: "Object adapter", markdown: "## Object adapter\n\nWrap the adaptee.", line: 5),
            LessonPage(title: "Class adapter", markdown: "## Class adapter\n\nInherit from it. Back to [hello](lesson:hello).", line: 9),
        ], file: "/course/02-more/01-adapter.md", sectionTitle: "More"),
    ], introduction: LessonPage(title: "More", markdown: "Adapters and the like, after the basics.", line: 4)),
], directory: "/course")

@Suite struct LinkAndIntroductionTests {
    /// `2` follows the page's second link onto a page of its own; `q` comes back to the page,
    /// where it was, rather than to the menu.
    @Test func followingALinkAndComingBackOnScreen() {
        var driver = TestRuntime(course: linkedCourse, width: 60, height: 12)
        driver.keys(.enter)
        #expect(driver.state.reader?.links == ["../02-more/01-adapter.md#class-adapter", "../02-more/_section.md", "https://docs.swift.org"])
        expectGolden(driver.screen.snapshot, named: "link-page-60x12")
        driver.keys(.character("1"))
        #expect(driver.state.reader?.lessonIndex == 1)
        #expect(driver.state.reader?.pageIndex == 1)
        #expect(driver.state.reader?.isFollowedLink == true)
        expectGolden(driver.screen.snapshot, named: "link-followed-60x12")
        driver.keys(.character("q"))
        #expect(driver.state.route == .reader)
        #expect(driver.state.reader?.lessonIndex == 0)
        #expect(driver.state.reader?.pageIndex == 0)
        expectGolden(driver.screen.snapshot, named: "link-returned-60x12")
        // A restart resumes on the page the link was on, not the one it led to.
        #expect(driver.state.progress.lastPage == .init(lessonId: "hello", page: 0))
        driver.keys(.character("q"))
        #expect(driver.state.route == .menu)
    }

    /// Reading on inside a followed link's lesson keeps the way back; a web link is named, not opened.
    @Test func theWayBackSurvivesReadingOnAndWebLinksAreNamed() {
        var driver = TestRuntime(course: linkedCourse, width: 60, height: 12)
        driver.keys(.enter)
        driver.keys(.character(":"))
        driver.type("go 2")
        driver.keys(.enter)
        #expect(driver.state.reader?.introduction == 1)
        #expect(driver.screenText.contains("Section 2/2 · More"))
        driver.keys(.character("n"))
        #expect(driver.state.reader?.lessonIndex == 1)
        #expect(driver.state.reader?.introduction == nil)
        driver.keys(.escape)
        #expect(driver.state.reader?.lessonIndex == 0)
        driver.keys(.character("3"))
        #expect(driver.state.reader?.lessonIndex == 0)
        #expect(driver.state.notice?.text == "Link 3 leads outside the course: https://docs.swift.org")
        driver.keys(.character("7"))
        #expect(driver.state.notice?.text == "This page's links are numbered 1 to 3.")
    }

    /// Reading on from a section's last page shows the next section's introduction first;
    /// going back from its first lesson shows it again.
    @Test func aSectionsIntroductionComesBeforeItsFirstLesson() {
        var driver = TestRuntime(course: linkedCourse, width: 60, height: 12)
        driver.keys(.enter, .character("n"), .character("n"))
        #expect(driver.state.reader?.introduction == 1)
        expectGolden(driver.screen.snapshot, named: "section-introduction-60x12")
        driver.keys(.character("n"))
        #expect(driver.state.reader?.introduction == nil)
        #expect(driver.state.reader?.lessonIndex == 1)
        driver.keys(.character("p"))
        #expect(driver.state.reader?.introduction == 1)
        driver.keys(.character("p"))
        #expect(driver.state.reader?.lessonIndex == 0)
        #expect(driver.state.reader?.pageIndex == 1)
    }

    @Test func linksInPlainMode() {
        var output = ""
        let session = PlainSession(course: linkedCourse, width: 70) { output += $0 }
        var lines = ["open 1", "go 1", "back", "go 9", "intro more", "quit"][...]
        session.run(readLine: { lines.popFirst() })
        #expect(output.contains("""
            Links ('go N' follows one):
              [1] lesson 2, Adapter, page 2
              [2] the introduction of More
              [3] https://docs.swift.org
            """))
        #expect(output.contains("== Lesson 2/2: Adapter (page 2/2) =="))
        #expect(output.contains("'back' returns to the link's page"))
        // Back on the page the link was on: printed again, and not the previous page.
        #expect(output.components(separatedBy: "== Lesson 1/2: Hello (page 1/2) ==").count == 3)
        #expect(output.contains("! This page's links are numbered 1 to 3."))
        #expect(output.contains("== Section 2/2: More (introduction) ==\n\nAdapters and the like, after the basics."))
        #expect(output.contains("In this section\n\n- Adapter[1]\n\nLinks ('go N' follows one):\n  [1] lesson 2, Adapter\n"))
        #expect(output.contains("-- 'next' for lesson 2: Adapter --"))
    }

    /// `lang` lists what the course offers and reads it again in an offered language only.
    @Test func switchingLanguageReloadsTheCourseInIt() {
        var course = linkedCourse
        course.manifest.languages = ["en", "ru"]
        var driver = TestRuntime(course: course)
        driver.send(.command(.language(nil)))
        #expect(driver.state.notice?.text == "Shown in English (en); this course is in English (en), Русский (ru). 'lang CODE' switches.")
        driver.send(.command(.language("de")))
        #expect(!driver.effects.contains { if case .reloadCourse = $0 { true } else { false } })
        #expect(driver.state.notice?.text == "This course is not offered in 'de'; it is in English (en), Русский (ru).")
        driver.send(.command(.language("ru_RU.UTF-8")), expecting: [.reloadCourse(language: "ru")])
    }
}
