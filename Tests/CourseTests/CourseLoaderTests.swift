import Foundation
import CourseTestSupport
import Testing
@testable import Course
import TextMatching

/// A throwaway course folder built file by file.
final class CourseFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "pattern-tutor-course-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relativePath: String, _ text: String) throws {
        try write(relativePath, data: Data(text.utf8))
    }

    func write(_ relativePath: String, data: Data) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}

@Suite struct CourseLoaderTests {
    @Test func sectionsAndLessonsFollowNumericPrefixes() throws {
        let folder = try CourseFolder()
        try folder.write("10-later/01-b.md", "# B\n\ntext")
        try folder.write("2-second/_section.md", "---\ntitle: The Second\n---\n")
        try folder.write("2-second/10-ten.md", "ten")
        try folder.write("2-second/9-nine.md", "nine")
        try folder.write("2-second/9-nine.ru.md", "девять")
        let course = try CourseLoader.load(from: folder.path)
        #expect(course.sections.map(\.title) == ["The Second", "Later"])
        #expect(course.lessons.map(\.id) == ["nine", "ten", "b"])
        #expect(course.problems.isEmpty)
    }

    /// A course with no section folders: its numbered lessons are one section, named after
    /// the course folder; the repository's README is no lesson.
    @Test func lessonsInTheCourseFolderItselfFormOneSection() throws {
        let folder = try CourseFolder()
        try folder.write("swift-patterns/02-adapter.md", "---\ntitle: Adapter\n---\nWraps.")
        try folder.write("swift-patterns/01-singleton.md", "---\ntitle: Singleton\n---\nOne.")
        try folder.write("swift-patterns/01-singleton.zh.md", "---\ntitle: 单例\n---\n一个。")
        try folder.write("swift-patterns/README.md", "# About this course\n")
        try folder.write("swift-patterns/notes.md", "draft")
        let course = try CourseLoader.load(from: folder.path + "/swift-patterns")
        #expect(course.sections.map(\.title) == ["Swift Patterns"])
        #expect(course.sections.map(\.folder) == ["swift-patterns"])
        #expect(course.lessons.map(\.id) == ["singleton", "adapter"])
        #expect(course.problems.isEmpty)
    }

    /// Beside section folders, lessons in the course folder come first, as a section of their own.
    @Test func lessonsInTheCourseFolderComeBeforeTheSections() throws {
        let folder = try CourseFolder()
        try folder.write("course/_section.md", "---\ntitle: Welcome\n---\n")
        try folder.write("course/01-welcome.md", "hello")
        try folder.write("course/01-more/01-next.md", "next")
        let course = try CourseLoader.load(from: folder.path + "/course")
        #expect(course.sections.map(\.title) == ["Welcome", "More"])
        #expect(course.lessons.map(\.id) == ["welcome", "next"])
    }

    /// A section's `family:` marks its lessons as patterns; a blank one, or none, leaves it out.
    @Test func aSectionFileNamesItsFamily() throws {
        let folder = try CourseFolder()
        try folder.write("01-start/_section.md", "---\ntitle: Start\n---\n")
        try folder.write("01-start/01-a.md", "a")
        try folder.write("02-made/_section.md", "---\ntitle: Making things\nfamily: \" Creational \"\n---\n")
        try folder.write("02-made/01-b.md", "b")
        try folder.write("03-blank/_section.md", "---\nfamily: \"\"\n---\n")
        try folder.write("03-blank/01-c.md", "c")
        try folder.write("04-none/01-d.md", "d")
        let course = try CourseLoader.load(from: folder.path)
        #expect(course.sections.map(\.title) == ["Start", "Making things", "Blank", "None"])
        #expect(course.sections.map(\.family) == [nil, "Creational", nil, nil])
        #expect(course.problems.isEmpty)
    }

    @Test func frontMatterFillsTheLesson() throws {
        let folder = try CourseFolder()
        try folder.write("01-a/01-factory.md", """
            ---
            id: factory-method
            title: Factory Method
            summary: Let a function decide.
            aliases: [virtual-constructor]
            tags: [creational]
            demo: factory-method
            requires: [singleton]
            ---
            Intro text.
            """)
        let lesson = try #require(try CourseLoader.load(from: folder.path).lessons.first)
        #expect(lesson.id == "factory-method")
        #expect(lesson.title == "Factory Method")
        #expect(lesson.summary == "Let a function decide.")
        #expect(lesson.aliases == ["virtual-constructor"])
        #expect(lesson.demo == "factory-method")
        #expect(lesson.requires == ["singleton"])
        #expect(lesson.pages.map(\.title) == ["Factory Method"])
    }

    @Test func pagesSplitAtLevelTwoHeadingsOnly() throws {
        let folder = try CourseFolder()
        try folder.write("01-a/01-x.md", """
            ---
            title: X
            ---
            Preamble.

            ## First
            one
            ```
            ## not a heading, inside code
            ```
            ### Still first
            ## Second
            two
            ## Quiz
            ### Question?
            - [x] yes
            """)
        let lesson = try #require(try CourseLoader.load(from: folder.path).lessons.first)
        #expect(lesson.pages.map(\.title) == ["X", "First", "Second"])
        #expect(lesson.pages[1].markdown.contains("## not a heading"))
        #expect(lesson.pages[1].line == 6)
        #expect(!lesson.fullMarkdown.contains("Question?"))
    }

    @Test func translatedQuizHeadingIsNotAPage() {
        let pages = PageSplitter.pages(of: "## Тема\nтекст\n## Тест\n### Вопрос", lessonTitle: "T", quizHeading: "Тест")
        #expect(pages.map(\.title) == ["Тема"])
    }

    @Test func brokenLessonsAreReportedAndSkipped() throws {
        let folder = try CourseFolder()
        try folder.write("01-a/01-good.md", "# Good\n\ntext")
        try folder.write("01-a/02-bad-yaml.md", "---\ntitle: [unclosed\n---\ntext")
        try folder.write("01-a/03-unclosed.md", "---\ntitle: X\ntext")
        try folder.write("01-a/04-binary.md", data: Data([0x66, 0xFF, 0xFE, 0x00]))
        try folder.write("01-a/05-empty.md", "---\ntitle: Empty\n---\n\n")
        try folder.write("01-a/06-wrong-type.md", "---\ntags: 5\n---\ntext")
        try folder.write("01-a/07-dup.md", "---\nid: good\n---\ntext")
        try folder.write("01-a/08-escape.md", "---\ntitle: ok\nsummary: bad \u{1B}[31m\n---\ntext")
        try folder.write("01-a/09-quiz.md", "---\ntitle: Q\n---\nIntro.\n\n## Quiz\n\n### Pick one\n- [ ] a\n- [ ] b\n")
        let course = try CourseLoader.load(from: folder.path)
        #expect(course.lessons.map(\.id) == ["good"])
        let messages = course.problems.map(\.description)
        #expect(messages.count == 8)
        #expect(messages.contains { $0.hasSuffix("09-quiz.md:8:1: error: question 'Pick one' marks no choice correct with [x]") })
        #expect(messages.contains { $0.hasSuffix("08-escape.md:3:14: error: raw control character U+001B (ESC)") })
        #expect(messages.contains { $0.contains("02-bad-yaml.md:") && $0.contains("front matter") })
        #expect(messages.contains { $0.contains("03-unclosed.md:1:1: error: front matter opened with '---' is never closed") })
        #expect(messages.contains { $0.contains("04-binary.md:1:2: error: the file is not valid UTF-8") })
        #expect(messages.contains { $0.contains("05-empty.md") && $0.contains("no content") })
        #expect(messages.contains { $0.contains("06-wrong-type.md") && $0.contains("'tags' should be a list of strings") })
        #expect(messages.contains { $0.contains("07-dup.md") && $0.contains("duplicate lesson id 'good'") })
    }

    @Test func missingFolderIsAnError() {
        #expect(throws: CourseLoader.LoadError.self) { try CourseLoader.load(from: "/nonexistent/lessons") }
    }

    @Test func lessonsAreFoundByNumberIdOrAlias() throws {
        let folder = try CourseFolder()
        try folder.write("01-a/01-one.md", "---\naliases: [first]\n---\ntext")
        try folder.write("01-a/02-two.md", "text")
        let course = try CourseLoader.load(from: folder.path)
        #expect(course.lessonIndex(matching: "2") == 1)
        #expect(course.lessonIndex(matching: "ONE") == 0)
        #expect(course.lessonIndex(matching: "first") == 0)
        #expect(course.lessonIndex(matching: "3") == nil)
        #expect(course.lessonIndex(matching: "three") == nil)
        #expect(course.suggestions(for: "tow") == ["two"])
    }

    @Test func windowsLineEndingsAreAccepted() throws {
        let folder = try CourseFolder()
        try folder.write("01-a/01-crlf.md", "---\r\ntitle: CRLF\r\n---\r\nHello\r\n## Two\r\nthere\r\n")
        let lesson = try #require(try CourseLoader.load(from: folder.path).lessons.first)
        #expect(lesson.title == "CRLF")
        #expect(lesson.pages.map(\.title) == ["CRLF", "Two"])
        #expect(!lesson.fullMarkdown.contains("\r"))
    }

    @Test func theShippedCourseLoadsCleanly() throws {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Lessons").standardized.path
        let course = try CourseLoader.load(from: lessons)
        #expect(course.problems.isEmpty, "\(course.problems)")
        #expect(course.lessons.count >= 3)
        #expect(course.sections.compactMap(\.family) == ["Creational", "Structural", "Behavioral", "Communication", "Architecture"])
        for lesson in course.lessons {
            #expect(!lesson.pages.isEmpty)
            #expect(!lesson.summary.isEmpty, "\(lesson.id) has no summary")
        }
    }
}

@Suite struct EditDistanceTests {
    @Test func distances() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("same", "same") == 0)
    }

    @Test func closestPrefersNearAndPrefixMatches() {
        #expect(EditDistance.closest(to: "opn", among: ["open", "next", "quit"], limit: 3) == ["open"])
        #expect(EditDistance.closest(to: "sing", among: ["singleton", "strategy"], limit: 3) == ["singleton"])
        #expect(EditDistance.closest(to: "zzzzzz", among: ["open"], limit: 3).isEmpty)
    }
}
