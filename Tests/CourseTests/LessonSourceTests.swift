import Foundation
import Markdown
import CourseTestSupport
import Testing
@testable import Course

/// A loaded course keeps its pages and questions on disk until they are shown (issue 9's
/// memory target). These check that what comes back later is exactly what loading checked.
@Suite struct LessonSourceTests {
    static let shippedLessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Lessons").standardized.path

    /// Every page of every shipped lesson, read back from disk, equals the page cut from the
    /// text in memory, as it was before pages were deferred.
    @Test func deferredPagesReadBackAsTheyWereCut() throws {
        let course = try CourseLoader.load(from: Self.shippedLessons)
        #expect(course.lessons.count > 50)
        for lesson in course.lessons {
            let text = try LessonFile.text(atPath: lesson.file)
            let body = FrontMatterSplitter.body(of: text)
            let lineOffset = text.splitLines().count - body.splitLines().count
            let inMemory = PageSplitter.pages(of: body, lessonTitle: lesson.title, lineOffset: lineOffset)
            #expect(lesson.pages.map(\.markdown) == inMemory.map(\.markdown), "\(lesson.id)")
            #expect(lesson.pages.map(\.line) == inMemory.map(\.line), "\(lesson.id)")
            #expect(lesson.pages.map(\.lineCount) == inMemory.map { $0.markdown.splitLines().count }, "\(lesson.id)")
        }
    }

    /// Questions load as ids and lines only; their content is parsed when first asked, and
    /// equals the content of the same question parsed with its whole lesson.
    @Test func deferredQuestionsParseToTheSameContent() throws {
        let course = try CourseLoader.load(from: Self.shippedLessons)
        var compared = 0
        for lesson in course.lessons {
            let allDeferred = lesson.quiz.allSatisfy(\.isDeferred)
            #expect(allDeferred, "\(lesson.id)")
            let text = try LessonFile.text(atPath: lesson.file)
            let body = FrontMatterSplitter.body(of: text)
            let lineOffset = text.splitLines().count - body.splitLines().count
            let document = MarkdownDocument(parsing: body)
            let eager = QuizParser.parse(PageSplitter.quizBlocks(in: document, quizHeading: nil), lessonId: lesson.id,
                                         file: lesson.file, lineOffset: lineOffset).questions
            #expect(eager.count == lesson.quiz.count, "\(lesson.id)")
            for (loaded, whole) in zip(lesson.quiz, eager) {
                #expect(loaded.content == whole.content, "\(loaded.id)")
                compared += 1
            }
        }
        #expect(compared > 400)
    }

    @Test func aFileChangedAfterLoadingSaysSoInsteadOfShowingOtherLines() throws {
        let folder = try CourseFolder()
        try folder.write("01-a/01-one.md", """
            ---
            id: one
            ---
            ## First
            Original text.
            ## Quiz
            ### What is it?
            - [x] This
            - [ ] That
            """)
        let lesson = try #require(try CourseLoader.load(from: folder.path).lessons.first)
        try folder.write("01-a/01-one.md", "---\nid: one\n---\n## Rewritten\nOther words entirely.\n")

        #expect(lesson.pages.map(\.title) == ["First"])
        #expect(lesson.pages[0].markdown == LessonSource.changedNotice)
        #expect(lesson.quiz[0].prompt.plainText.contains("changed on disk"))
        #expect(!lesson.quiz[0].accepts("This"), "the notice has nothing to answer")
    }

    @Test func aFileRemovedAfterLoadingSaysSoToo() throws {
        var folder: CourseFolder? = try CourseFolder()
        try folder!.write("01-a/01-one.md", "## Page\nText.\n")
        let lesson = try #require(try CourseLoader.load(from: folder!.path).lessons.first)
        folder = nil
        #expect(lesson.pages[0].markdown == LessonSource.changedNotice)
    }

    /// Once read, a page stays as it was read: a later edit does not change a lesson already
    /// shown half way (the reader re-renders pages on resize).
    /// The provider keeps what it read, so a page on screen does not change under the learner
    /// when its file is edited; another provider (the next start) sees the edit.
    @Test func aPageOnceReadKeepsItsText() throws {
        let folder = try CourseFolder()
        try folder.write("01-a/01-one.md", "## Page\nText.\n")
        let lesson = try #require(try CourseLoader.load(from: folder.path).lessons.first)
        let content = LessonContent()
        #expect(content.markdown(of: lesson.pages[0]) == "## Page\nText.")
        try folder.write("01-a/01-one.md", "## Page\nEdited.\n")
        #expect(content.markdown(of: lesson.pages[0]) == "## Page\nText.")
        #expect(LessonContent().markdown(of: lesson.pages[0]) == LessonSource.changedNotice)
    }

    /// Pages and questions are plain values: comparing two reads no file.
    @Test func comparingPagesAndQuestionsReadsNoFile() throws {
        let folder = try CourseFolder()
        try folder.write("01-a/01-one.md", "## Page\nText.\n## Quiz\n### Q\n- [x] a\n- [ ] b\n")
        let first = try #require(try CourseLoader.load(from: folder.path).lessons.first)
        let second = try #require(try CourseLoader.load(from: folder.path).lessons.first)
        try FileManager.default.removeItem(atPath: folder.path + "/01-a/01-one.md")
        #expect(first == second, "equal by where their text is, with the file gone")
        #expect(first.quiz[0].isDeferred)
    }

    @Test func pagesSetInMemoryCountTheirLines() {
        let page = LessonPage(title: "T", markdown: "a\nb\nc\n\nd", line: 1)
        #expect(page.lineCount == 5)
        #expect(page.inlineMarkdown == "a\nb\nc\n\nd")
    }
}

@Suite struct TrimmedLineCountTests {
    /// Loading counts a page's lines without making its text; the count must be the text's.
    @Test(arguments: [
        [""], ["", ""], ["   "], ["a"], ["", "a"], ["", "  ", "x"], ["a", "", "  ", ""], ["  a  ", "b  "],
        ["", "", "## T", "", "text", "", ""], ["\t"], ["a", "\t", " "], [" ", "a", " ", "b", "   ", ""],
    ] as [[Substring]])
    func countMatchesTheTrimmedText(lines: [Substring]) {
        let text = PageSplitter.trimmed(lines.joined(separator: "\n"))
        #expect(PageSplitter.trimmedLineCount(lines[...]) == text.splitLines().count, "\(lines)")
    }
}

@Suite struct StableHashTests {
    /// The published FNV-1a test vectors: the course index keeps these hashes between runs,
    /// so they must not depend on the process.
    @Test func matchesTheReferenceVectors() {
        #expect(StableHash.fnv1a("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(StableHash.fnv1a("a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.fnv1a("foobar".utf8) == 0x8594_4171_f739_67e8)
    }
}

@Suite struct ReferenceLinkTests {
    /// A question parsed alone would not see a reference defined elsewhere in the file; such
    /// lessons keep their questions parsed, so the link still resolves.
    @Test func aQuestionKeepsALinkDefinedElsewhereInTheFile() throws {
        let folder = try CourseFolder()
        try folder.write("01-a/01-one.md", """
            ## Page
            Text.
            ## Quiz
            ### Q1
            See [the docs][d].

            - [x] a
            - [ ] b

            [d]: https://example.com
            """)
        let lesson = try #require(try CourseLoader.load(from: folder.path).lessons.first)
        #expect(!lesson.quiz[0].isDeferred)
        let paragraph = try #require(lesson.quiz[0].prompt.last)
        guard case .paragraph(let inlines) = paragraph.kind else { Issue.record("not a paragraph"); return }
        #expect(inlines.contains { if case .link(let destination, _, _) = $0 { destination == "https://example.com" } else { false } })
    }

    @Test func referenceLikeLinesAreFoundOnlyWhereTheyCouldBeDefinitions() {
        #expect(LessonFile.mayDefineLinkReferences(["text", "   [d]: https://x"]))
        #expect(!LessonFile.mayDefineLinkReferences(["text", "    [d]: indented code", "- [x] a choice", "[link](url)"]))
    }
}
