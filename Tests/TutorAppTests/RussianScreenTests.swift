import Course
import Foundation
import GoldenFiles
import Localization
import Testing
@testable import TutorApp

/// The shipped course in Russian, as `LANG=ru_RU.UTF-8 pattern-tutor` shows it: the menu, the
/// key help, a lesson page and its help, in an 80x24 and a 120x40 window.
@Suite struct RussianScreenTests {
    private static let course: Course? = {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Lessons")
        return try? CourseLoader.load(from: lessons.standardized.path, language: "ru")
    }()

    @Test(arguments: [(80, 24), (120, 40)])
    func theMenuHelpAndALessonAreInRussian(width: Int, height: Int) throws {
        let course = try #require(Self.course)
        #expect(course.language == "ru")
        #expect(course.problems.isEmpty, "\(course.problems)")
        #expect(course.lessons.allSatisfy { $0.fallbackLanguage == nil }, "every lesson has its Russian edition")
        var driver = TestRuntime(course: course, width: width, height: height)
        let size = "\(width)x\(height)"
        expectGolden(driver.screen.text, named: "ru-menu-\(size)")
        #expect(driver.screenText.contains("Паттерны проектирования на Swift"))

        driver.keys(.character("?"))
        expectGolden(driver.screen.text, named: "ru-menu-help-\(size)")

        driver.keys(.escape)
        driver.command("open singleton")
        expectGolden(driver.screen.text, named: "ru-lesson-\(size)")
        #expect(driver.screenText.contains("Одиночка"))

        driver.keys(.character("?"))
        expectGolden(driver.screen.text, named: "ru-lesson-help-\(size)")
    }

    /// The interface's own words on the Russian screens: every key's help, and the title and
    /// status bars of the menu, a lesson page, its quiz, a live run and the statistics. Latin
    /// letters there are only keys, commands and names.
    @Test func theRussianInterfaceHasNoEnglishWords() throws {
        let course = try #require(Self.course)
        var driver = TestRuntime(course: course, width: 120, height: 40)
        var text: [String] = []
        func bars() {
            let lines = driver.screenText.split(separator: "\n", omittingEmptySubsequences: false)
            text += [lines.first, lines.last].compactMap { $0.map(String.init) }
        }
        bars()
        driver.command("open singleton")
        bars()
        driver.command("quiz")
        bars()
        driver.command("demo object-pool")
        bars()
        driver.keys(.escape)
        driver.command("stats")
        bars()
        InterfaceCatalogue.speaking("ru") {
            for table in AppScreen.keyTables {
                for row in table.help { text += row.action.components(separatedBy: " / ").map { localized($0) } }
            }
        }
        let allowed: Set<String> = ["Enter", "Esc", "Tab", "Space", "PgUp", "PgDn", "Home", "End", "fg", "help", "EDITOR", "bak",
                                    "PatternTutor", "Swift", "Object", "Pool", "FSRS"]
        // Commands to type (`:demo object-pool`) are commands.
        let words = text.joined(separator: "\n").replacing(/:[a-z]+( [a-z0-9-]+)?/, with: " ").split { !$0.isLetter }.map(String.init).filter { word in
            word.count > 1 && word.allSatisfy(\.isASCII) && !allowed.contains(word)
        }
        #expect(words.isEmpty, "English in the Russian interface: \(Set(words).sorted())")
    }
}
