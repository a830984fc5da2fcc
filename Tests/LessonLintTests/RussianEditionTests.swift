import Foundation
import Testing
import Course
@testable import LessonLint
import TutorApp

/// The shipped course's Russian edition: every file translated, lint clean with the
/// translation rules, and every typed answer taken in both languages.
@Suite struct RussianEditionTests {
    private static let lessonsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Lessons").standardized.path

    private static let loaded = Result {
        (english: try CourseLoader.load(from: lessonsFolder, language: "en"), russian: try CourseLoader.load(from: lessonsFolder, language: "ru"))
    }

    @Test func everyLessonAndSectionFileHasItsRussianEdition() throws {
        let files = try Linter.lessonFiles(in: Self.lessonsFolder)
        let originals = files.filter { CourseLoader.originalName(ofTranslation: ($0 as NSString).lastPathComponent) == nil }
        #expect(originals.count >= 80)
        let untranslated = originals.filter { !files.contains(String($0.dropLast(3)) + ".ru.md") }
        #expect(untranslated.isEmpty, "\(untranslated)")
        let sections = try FileManager.default.contentsOfDirectory(atPath: Self.lessonsFolder).filter { $0.first?.isNumber == true }
        for section in sections {
            #expect(FileManager.default.fileExists(atPath: Self.lessonsFolder + "/" + section + "/_section.ru.md"), "\(section)")
        }
    }

    @Test func theRussianCourseLoadsWholeAndLintsClean() throws {
        let (english, russian) = try Self.loaded.get()
        #expect(russian.language == "ru")
        #expect(russian.problems.isEmpty, "\(russian.problems)")
        #expect(russian.lessons.map(\.id) == english.lessons.map(\.id))
        #expect(russian.lessons.allSatisfy { $0.fallbackLanguage == nil })
        #expect(russian.title == "Паттерны проектирования на Swift")
        let report = try Linter.lint(directory: Self.lessonsFolder, liveRuns: LiveRuns.ids)
        #expect(report.problems.isEmpty, "\(report.problems.prefix(5).map(\.description))")
    }

    /// The English answers of the original are taken by the Russian question, and a question
    /// that asks for a pattern, principle, smell or architecture by name takes a Russian name.
    @Test func everyTypedAnswerIsTakenInRussianAndInEnglish() throws {
        let (english, russian) = try Self.loaded.get()
        let content = LessonContent()
        let russianQuestions = Dictionary(russian.lessons.flatMap(\.questions).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var checked = 0
        var naming = 0
        for question in english.lessons.flatMap(\.questions) {
            guard case .freeText(let answers) = content.content(of: question).kind else { continue }
            let translated = try #require(russianQuestions[question.id], "\(question.id) has no Russian question")
            let russianContent = content.content(of: translated)
            for answer in answers {
                #expect(russianContent.accepts(answer), "\(question.id): the Russian question does not take '\(answer)'")
            }
            checked += 1
            let asksForAName = ["pattern", "principle", "smell", "architecture", "anti-pattern"]
                .contains { question.title.lowercased().contains($0) }
            guard asksForAName, case .freeText(let russianAnswers) = russianContent.kind else { continue }
            let cyrillic = russianAnswers.filter { $0.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) } }
            // Names said only in English (KVO, Redux, MVVM) are the exception, and few.
            if cyrillic.isEmpty { Issue.record("\(question.id) asks for a name and takes no Russian one: \(russianAnswers)") }
            for answer in cyrillic where !answer.lowercased().hasPrefix("паттерн") {
                #expect(russianContent.accepts("паттерн «\(answer)»"), "\(question.id): «\(answer)»")
            }
            naming += 1
        }
        #expect(checked > 100)
        #expect(naming > 30)
    }
}
