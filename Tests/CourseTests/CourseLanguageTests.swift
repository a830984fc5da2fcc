import Foundation
import Markdown
import Testing
@testable import Course

/// A course folder written to a temporary place for one test.
private final class TranslatedCourse {
    let path = NSTemporaryDirectory() + "pattern-tutor-language-\(UUID().uuidString)"

    init(_ files: [String: String]) throws {
        for (name, text) in files {
            let url = URL(fileURLWithPath: path).appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func load(_ language: String? = nil) throws -> Course { try CourseLoader.load(from: path, language: language) }
}

private func lesson(_ id: String, _ title: String, _ page: String) -> String {
    "---\nid: \(id)\ntitle: \(title)\n---\n## \(page)\n\nText.\n"
}

@Suite struct LanguagePreferenceTests {
    @Test func theEnvironmentIsReadAsTextInGettextsOrder() {
        #expect(LanguagePreference.preferred(option: nil, environment: ["LANG": "ru_RU.UTF-8"]) == "ru")
        #expect(LanguagePreference.preferred(option: nil, environment: ["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "ru_RU.UTF-8"]) == "zh")
        #expect(LanguagePreference.preferred(option: nil, environment: ["LC_ALL": "de_DE", "LC_MESSAGES": "zh_CN", "LANG": "ru_RU"]) == "de")
        #expect(LanguagePreference.preferred(option: nil, environment: ["LANGUAGE": "uk:ru", "LC_ALL": "de_DE.UTF-8"]) == "uk")
        #expect(LanguagePreference.preferred(option: nil, environment: ["LANGUAGE": "", "LANG": "fr_FR@euro"]) == "fr")
        #expect(LanguagePreference.preferred(option: nil, environment: ["LC_ALL": "C.UTF-8", "LANG": "ru_RU.UTF-8"]) == nil)
        #expect(LanguagePreference.preferred(option: nil, environment: ["LANG": "POSIX"]) == nil)
        #expect(LanguagePreference.preferred(option: nil, environment: [:]) == nil)
    }

    @Test func theOptionWinsOverTheEnvironment() {
        #expect(LanguagePreference.preferred(option: "en", environment: ["LANGUAGE": "ru", "LANG": "ru_RU.UTF-8"]) == "en")
        #expect(LanguagePreference.preferred(option: "RU", environment: [:]) == "ru")
        #expect(LanguagePreference.code(in: "pt-BR") == "pt")
        #expect(LanguagePreference.code(in: "english") == nil)
    }
}

@Suite struct CourseLanguageTests {
    private let files = [
        "01-a/_section.md": "---\ntitle: Basics\n---\n\nWhat the section is about.\n",
        "01-a/_section.ru.md": "---\ntitle: Основы\n---\n\nО чём раздел.\n",
        "01-a/01-hello.md": lesson("hello", "Hello", "First"),
        "01-a/01-hello.ru.md": lesson("hello", "Привет", "Первая"),
        "01-a/02-bye.md": lesson("bye", "Bye", "Last"),
    ]

    @Test func aTranslationIsShownInItsLanguageAndTheRestFallBackMarked() throws {
        let folder = try TranslatedCourse(files)
        let russian = try folder.load("ru")
        #expect(russian.language == "ru")
        #expect(russian.manifest.languages == ["en", "ru"])
        #expect(russian.lessons.map(\.title) == ["Привет", "Bye"])
        #expect(russian.lessons.map(\.fallbackLanguage) == [nil, "en"])
        #expect(russian.lessons.map(\.id) == ["hello", "bye"])
        #expect(russian.sections.first?.title == "Основы")
        #expect(russian.sections.first?.introduction?.inlineMarkdown?.contains("О чём раздел.") == true)

        let english = try folder.load("en")
        #expect(english.language == "en")
        #expect(english.lessons.map(\.title) == ["Hello", "Bye"])
        #expect(english.lessons.allSatisfy { $0.fallbackLanguage == nil })
        #expect(english.sections.first?.introduction?.inlineMarkdown?.contains("What the section is about.") == true)
    }

    /// A language the course has no file in is not offered: the originals are shown unmarked.
    @Test func aTranslatedExerciseHasItsOwnWordsAndTheOriginalsCode() throws {
        let original = """
            ---
            id: settings
            title: Settings
            ---
            ## Page

            Text.

            ## Exercise: One settings object
            <!-- id: settings-one -->
            Make `Settings` a singleton.

            > Hint: A `static let` helps.

            ```swift starter
            final class Settings {}
            ```

            ```swift checks
            check("one instance") { true }
            ```

            ```swift solution
            final class Settings { static let shared = Settings() }
            ```
            """
        let translation = """
            ---
            id: settings
            title: Настройки
            exercise: Упражнение
            ---
            ## Страница

            Текст.

            ## Упражнение: Один объект настроек
            <!-- id: settings-one -->
            Сделайте `Settings` одиночкой.

            > Подсказка: Поможет `static let`.
            """
        let folder = try TranslatedCourse(["01-settings.md": original, "01-settings.ru.md": translation])
        let russian = try folder.load("ru")
        #expect(russian.problems.isEmpty, "\(russian.problems)")
        let exercise = try #require(russian.lessons.first?.exercises.first)
        #expect(exercise.id == "settings-one")
        #expect(exercise.title == "Один объект настроек")
        let content = try #require(LessonContent().content(of: exercise))
        #expect("\(content.task)".contains("Сделайте"))
        #expect(content.hints.count == 1)
        #expect(content.starter.text == "final class Settings {}\n")
        #expect(content.checks.text.contains("check(\"one instance\")"))
        #expect(content.solution.text.contains("static let shared"))
    }

    @Test func aLanguageNotOfferedShowsTheOriginals() throws {
        let course = try TranslatedCourse(files).load("de")
        #expect(course.language == "en")
        #expect(course.lessons.allSatisfy { $0.fallbackLanguage == nil })
    }

    /// A translation with errors is reported, and the original is shown in its place.
    @Test func aBrokenTranslationIsReportedAndTheOriginalShown() throws {
        var broken = files
        broken["01-a/01-hello.ru.md"] = "---\ntitle: [Привет\n---\n## Первая\n\nТекст.\n"
        let course = try TranslatedCourse(broken).load("ru")
        #expect(course.lessons.map(\.title) == ["Hello", "Bye"])
        #expect(course.lessons.first?.fallbackLanguage == "en")
        #expect(course.skippedFiles.map { ($0 as NSString).lastPathComponent } == ["01-hello.ru.md"])
    }

    @Test func theManifestNamesTheCourseElseItsFolderDoes() throws {
        let named = try TranslatedCourse(["course.yaml": "id: tiny\ntitle: A Tiny Course\nversion: 2\nauthors: Ada\nlanguages: [en, ru]\n",
                                      "01-x.md": lesson("x", "X", "P")]).load()
        #expect(named.id == "tiny")
        #expect(named.title == "A Tiny Course")
        #expect(named.manifest.version == "2")
        #expect(named.manifest.authors == ["Ada"])
        #expect(named.lessons.map(\.id) == ["x"])

        let folder = try TranslatedCourse(["01-x.md": lesson("x", "X", "P")])
        #expect(try folder.load().id == CourseManifest.idFromFolder(folder.path))
        #expect(CourseManifest.idFromFolder("/tmp/My Course_2/") == "my-course-2")
    }

    @Test func manifestErrorsAreProblemsAtTheirLines() {
        let (manifest, problems) = CourseManifest.parse("id: ok\nlanguages: en\nversion: a: b\n", file: "course.yaml",
                                                        fallback: CourseManifest(id: "folder"))
        #expect(manifest.id == "folder")
        #expect(problems.map(\.line) == [3])
        #expect(problems.map(\.column) == [11])
        #expect(problems.first?.message.hasPrefix("not valid YAML") == true)
        let (_, typed) = CourseManifest.parse("id: ok\nlanguages: [english]\nlint: 5\n", file: "course.yaml",
                                              fallback: CourseManifest(id: "folder"))
        #expect(typed.map { "\($0.line):\($0.severity)" } == ["2:error", "3:error"])
    }
}

@Suite struct LessonLinkTests {
    private let course = Course(sections: [
        LessonSection(title: "Basics", folder: "01-a", lessons: [
            Lesson(id: "hello", title: "Hello", pages: [LessonPage(title: "First page", markdown: "", line: 1)], file: "/c/01-a/01-hello.ru.md",
                   sectionTitle: "Basics"),
        ], introduction: LessonPage(title: "Basics", markdown: "Intro", line: 1)),
        LessonSection(title: "More", folder: "02-b", lessons: [
            Lesson(id: "adapter", title: "Adapter", aliases: ["wrapper"],
                   pages: [LessonPage(title: "Intent", markdown: "", line: 1), LessonPage(title: "Class adapter: inheritance", markdown: "", line: 9)],
                   file: "/c/02-b/01-adapter.md", sectionTitle: "More"),
        ]),
    ], directory: "/c")

    @Test func pathsAnchorsAndIdsLeadToPages() {
        let from = "/c/01-a/01-hello.ru.md"
        #expect(course.linkTarget("../02-b/01-adapter.md", from: from) == .page(lesson: 1, page: 0))
        #expect(course.linkTarget("../02-b/01-adapter.ru.md#class-adapter-inheritance", from: from) == .page(lesson: 1, page: 1))
        #expect(course.linkTarget("lesson:wrapper#class-adapter-inheritance", from: from) == .page(lesson: 1, page: 1))
        #expect(course.linkTarget("01-hello.md", from: "/c/01-a/_section.md") == .page(lesson: 0, page: 0))
        #expect(course.linkTarget("#intent", from: "/c/02-b/01-adapter.md") == .page(lesson: 1, page: 0))
        #expect(course.linkTarget("../01-a/_section.md", from: "/c/02-b/01-adapter.md") == .introduction(section: 0))
        #expect(course.linkTarget("../02-b/_section.md", from: from) == nil, "the section has no introduction")
        #expect(course.linkTarget("../02-b/03-missing.md", from: from) == nil)
        #expect(course.linkTarget("lesson:nothing", from: from) == nil)
    }
}

@Suite struct QuizKeywordTests {
    @Test func labelsAreReadInEveryDocumentedLanguage() {
        #expect(QuizParser.text(in: "Ответ: одиночка", after: "Answer:") == " одиночка")
        #expect(QuizParser.text(in: "答案：单例", after: "Answer:") == "单例")
        #expect(QuizParser.text(in: "Antwort: Singleton", after: "Answer:") == " Singleton")
        #expect(QuizParser.text(in: "Answers: no", after: "Answer:") == nil)
        #expect(QuizQuestion.checkpointTitle("Проверка: Что выведет код?") == "Что выведет код?")
        let hint = [Block(.paragraph([.text("Подсказка: подумайте о потоках")]))]
        #expect(QuizParser.labelled(hint, "Hint:")?.plainText == "подумайте о потоках")
    }
}
