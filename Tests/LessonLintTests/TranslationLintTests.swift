import Foundation
import Testing
import Course
@testable import LessonLint

private let original = """
    ---
    id: facade
    title: Facade
    demo: facade
    ---
    ## One

    Text.

    ## Two

    More.

    ## Quiz

    ### Which one?
    <!-- id: facade-which -->
    - [ ] a
    - [x] b
    - [ ] c

    ### Name it
    <!-- id: facade-name -->
    Answer: facade

    """

/// A translation is held to its original: every difference that would break the learner's
/// progress, the live run or the checks is an error at its line.
@Suite struct TranslationLintTests {
    @Test func aFaithfulTranslationIsClean() throws {
        let translation = original.replacingOccurrences(of: "title: Facade", with: "title: Фасад")
            .replacingOccurrences(of: "Text.", with: "Текст.").replacingOccurrences(of: "Which one?", with: "Какой?")
        let fixture = try Fixture(["01-a/01-facade.md": original, "01-a/01-facade.ru.md": translation])
        #expect(try fixture.lint(liveRuns: ["facade"]).isEmpty)
    }

    @Test func changedIdsChoicesDemoAndPagesAreErrorsAtTheirLines() throws {
        let translation = """
            ---
            id: facade
            title: Фасад
            demo: facdae
            ---
            ## Один

            Текст.

            ## Quiz

            ### Какой?
            <!-- id: facade-which-one -->
            - [ ] a
            - [x] b
            - [ ] c

            ### Назовите
            <!-- id: facade-name -->
            - [x] фасад
            - [ ] адаптер

            """
        let fixture = try Fixture(["01-a/01-facade.md": original, "01-a/01-facade.ru.md": translation])
        #expect(try fixture.lint(liveRuns: ["facade", "facdae"]) == [
            "01-a/01-facade.ru.md:4:1: error: demo 'facdae' here, but the original has 'demo: facade'",
            "01-a/01-facade.ru.md:6:1: error: 1 page, but the original has 2: a translation's pages follow its original's, one for one",
            "01-a/01-facade.ru.md:12:1: error: question id 'facade-which-one' is not one of the original's (01-facade.md); a translation keeps each question's id, which keys the learner's answers",
            "01-a/01-facade.ru.md:18:1: error: question 'facade-name' has choices here, but the original takes a typed answer",
            "01-a/01-facade.ru.md:18:1: error: the original's question 'facade-which' (01-facade.md:16) is not translated",
        ])
    }

    @Test func aDifferentCorrectChoiceIsAnErrorAtTheQuestion() throws {
        let translation = original.replacingOccurrences(of: "- [ ] a\n- [x] b", with: "- [x] a\n- [ ] b")
        let fixture = try Fixture(["01-a/01-facade.md": original, "01-a/01-facade.ru.md": translation])
        #expect(try fixture.lint(liveRuns: ["facade"]) == [
            "01-a/01-facade.ru.md:16:1: error: question 'facade-which' marks choice 1 correct, but the original marks choice 2: a translation keeps its choices in the original's order",
        ])
    }

    @Test func theManifestIsCheckedAndListsTheLanguagesOfTheTranslations() throws {
        let long = "---\ntitle: Long\n---\n## Page\n" + String(repeating: "Line.\n", count: 10)
        let fixture = try Fixture([
            "course.yaml": "id: My Course\ntitle: T\nlanguages: [en]\nlint:\n  page-lines: 10\ncolour: red\n",
            "01-a/01-facade.md": original, "01-a/01-facade.ru.md": original, "01-a/02-long.md": long,
        ])
        #expect(try fixture.lint(liveRuns: ["facade"]) == [
            "01-a/02-long.md:4:1: warning: a page of 11 lines; split it with a ## heading so each page is a screen or two (10 lines at most)",
            "course.yaml:1:5: error: the course id 'My Course' should be kebab-case, like swift-patterns: it names the progress kept for the course",
            "course.yaml:3:1: warning: 'languages' does not list 'ru', which 01-a/01-facade.ru.md is in",
            "course.yaml:6:1: warning: unknown key 'colour' (known: id, title, version, authors, licence, languages, lint)",
        ])
    }
}

extension TranslationLintTests {
    /// A course without sections translates its lessons and its `_section.md` in the course folder itself.
    @Test func aCourseWithoutSectionsTranslatesInItsOwnFolder() throws {
        let fixture = try Fixture([
            "_section.md": "---\ntitle: Patterns\n---\n\nAn introduction.\n", "_section.ru.md": "---\ntitle: Паттерны\n---\n\nВведение.\n",
            "01-facade.md": original, "01-facade.ru.md": original.replacingOccurrences(of: "Text.", with: "Текст."),
        ])
        #expect(try fixture.lint(liveRuns: ["facade"]).isEmpty)
    }
}

/// `new` quotes the title it writes, so any title is one.
@Suite struct NewLessonTitleTests {
    @Test(arguments: ["Adapter: the \"wrapper\"", "C# # not a comment", "Back\\slash, tab\tand [brackets]", "- starts like a list"])
    func aTitleWithYAMLsPunctuationStaysTheTitle(_ title: String) throws {
        let fixture = try Fixture(["01-a/01-adapter.md": LessonTemplate.text(id: "adapter", title: title)])
        #expect(try fixture.lint().isEmpty)
        #expect(try CourseLoader.load(from: fixture.path).lessons.first?.title == title)
    }
}

/// A byte-order mark before the front matter is accepted and dropped.
@Suite struct ByteOrderMarkTests {
    @Test func aLessonWithAByteOrderMarkKeepsItsFrontMatter() throws {
        let fixture = try Fixture(["01-a/01-facade.md": "\u{FEFF}" + original])
        #expect(try fixture.lint(liveRuns: ["facade"]).isEmpty)
        let lesson = try #require(try CourseLoader.load(from: fixture.path).lessons.first)
        #expect(lesson.title == "Facade")
        #expect(lesson.demo == "facade")
        #expect(lesson.pages.map(\.title) == ["One", "Two"])
    }
}

/// A quiz heading one slip from right would show its questions' answers as a page.
@Suite struct QuizHeadingTests {
    @Test(arguments: ["Quizz", "Quiz:", "Quizzes", "qiuz", "QUIZ !"])
    func aNearMissQuizHeadingIsAnErrorAtItsLine(_ heading: String) throws {
        let lesson = "---\ntitle: X\n---\n## Page\n\nText.\n\n## \(heading)\n\n### Which?\n- [x] a\n- [ ] b\n"
        let fixture = try Fixture(["01-a/01-x.md": lesson])
        #expect(try fixture.lint() == [
            "01-a/01-x.md:8:1: error: '## \(heading)' is not the quiz heading, so its questions would show as a page, answers and all: write '## Quiz'",
        ])
    }

    @Test func theQuizHeadingInAnyCaseAndOtherHeadingsPass() throws {
        let lesson = "---\ntitle: X\nquiz: Вопросы\n---\n## Page\n\nText.\n\n## Quit early\n\nMore.\n\n## вопросы\n\n### Which?\n- [x] a\n- [ ] b\n"
        let fixture = try Fixture(["01-a/01-x.md": lesson, "01-a/02-y.md": "---\ntitle: Y\n---\n## P\n\nText.\n\n## QUIZ\n\n### Which?\n- [x] a\n- [ ] b\n"])
        #expect(try fixture.lint().isEmpty)
        let misspelt = try Fixture(["01-a/01-x.md": lesson.replacingOccurrences(of: "## вопросы", with: "## Вопросс")])
        #expect(try misspelt.lint().first?.hasSuffix("write '## Вопросы'") == true)
    }
}
