import Foundation
import Progress
import Testing

/// The translated fixture: two lessons in the course folder itself (no sections), the first
/// with a Russian translation.
private let translated = Project.root.appendingPathComponent("Tests/EndToEndTests/Fixtures/translated").path

/// No language from the machine running the tests: each test names its own.
private let noLanguage = ["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"]

@Suite struct CoursesAndLanguagesTests {
    private func plain(_ input: String, _ arguments: [String], environment: [String: String], state: String) throws -> String {
        let result = try runProcess(Project.binary, ["--plain", "--lessons", translated, "--state-dir", state] + arguments,
                                    input: input, environment: noLanguage.merging(environment) { $1 })
        #expect(result.status == 0, "\(result.error)")
        return result.output
    }

    /// `LANG=ru_RU.UTF-8` on a machine with no such locale shows the Russian page; `--lang en`
    /// the English one; a lesson without a translation is listed as such.
    @Test func theLanguageComesFromLangOrTheOption() throws {
        let state = NSTemporaryDirectory() + "pt-lang-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let russian = try plain("lessons\nopen 1\nquit\n", [], environment: ["LANG": "ru_RU.UTF-8"], state: state)
        #expect(russian.contains("1. Наблюдатель [observer] 1 страница"))
        #expect(russian.contains("2. Facade (не переведён: en) [facade] 1 страница"))
        #expect(russian.contains("Субъект хранит список подписчиков"))
        #expect(russian.contains("Язык: Русский (ru); есть также: English (en)"))

        let english = try plain("open 1\nquit\n", ["--lang", "en"], environment: ["LANG": "ru_RU.UTF-8"], state: state)
        #expect(english.contains("A subject keeps a list of subscribers"))
        #expect(!english.contains("Субъект"))

        let option = try plain("open 1\nquit\n", ["--lang", "ru"], environment: [:], state: state)
        #expect(option.contains("Субъект хранит список подписчиков"))

        let fromLanguage = try plain("open 1\nquit\n", [], environment: ["LANGUAGE": "ru:en", "LANG": "en_US.UTF-8"], state: state)
        #expect(fromLanguage.contains("Субъект хранит"))

        // Progress is the course's, whatever the language: the page read in Russian is read in English.
        let progress = try runProcess(Project.binary, ["progress", "--lessons", translated, "--state-dir", state], environment: noLanguage)
        #expect(progress.output.contains("Translated course (course id translated-course)"))
        #expect(progress.output.contains("1. Observer [observer] 1 page, 1 read"))
    }

    /// A page's link is followed and 'back' returns, in plain mode, across a course without sections.
    @Test func aLinkToAnotherLessonIsFollowedAndBackReturns() throws {
        let state = NSTemporaryDirectory() + "pt-link-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let output = try plain("open facade\ngo 1\nback\nquit\n", [], environment: [:], state: state)
        #expect(output.contains("  [1] lesson 1, Observer"))
        #expect(output.contains("== Lesson 1/2: Observer (page 1/1) =="))
        #expect(output.components(separatedBy: "== Lesson 2/2: Facade (page 1/1) ==").count == 3)
    }

    /// Two courses whose lessons share ids: reading one never marks the other, and `courses`
    /// lists both with their ids.
    @Test func twoCoursesWithTheSameLessonIdsKeepSeparateProgress() throws {
        let state = NSTemporaryDirectory() + "pt-two-courses-\(UUID().uuidString)"
        let copy = NSTemporaryDirectory() + "pt-copy-\(UUID().uuidString)"
        defer {
            try? FileManager.default.removeItem(atPath: state)
            try? FileManager.default.removeItem(atPath: copy)
        }
        try FileManager.default.copyItem(atPath: translated, toPath: copy)
        try "id: the-copy\ntitle: The copy\n".write(toFile: copy + "/course.yaml", atomically: true, encoding: .utf8)
        let read = try runProcess(Project.binary, ["--plain", "--lessons", translated, "--state-dir", state],
                                  input: "open observer\nquit\n", environment: noLanguage)
        #expect(read.status == 0)
        let original = try runProcess(Project.binary, ["progress", "--lessons", translated, "--state-dir", state], environment: noLanguage)
        #expect(original.output.contains("1. Observer [observer] 1 page, 1 read"))
        let other = try runProcess(Project.binary, ["progress", "--lessons", copy, "--state-dir", state], environment: noLanguage)
        #expect(other.output.contains("The copy (course id the-copy)"))
        #expect(other.output.contains("1. Observer [observer] 1 page, 0 read"))
        #expect(other.output.contains("0 of 2 pages read"))
        #expect(try ProgressStore(directory: state, course: "the-copy").allPagesSeen().isEmpty)

        let added = try runProcess(Project.binary, ["courses", "add", translated, "--state-dir", state], environment: noLanguage)
        #expect(added.output.hasPrefix("Added Translated course (id translated-course, 2 lessons)."))
        let listed = try runProcess(Project.binary, ["courses", "--state-dir", state], environment: noLanguage)
        #expect(listed.output.contains("Translated course — id translated-course (added)"))
        #expect(listed.output.contains("The copy — id the-copy (last opened with --lessons)"))
        #expect(listed.output.contains("2 lessons in en, ru; 1 of 2 lessons done, 1 of 2 pages read"))
        let removed = try runProcess(Project.binary, ["courses", "remove", translated, "--state-dir", state], environment: noLanguage)
        #expect(removed.status == 0)
        let afterRemoval = try runProcess(Project.binary, ["courses", "--state-dir", state], environment: noLanguage)
        #expect(!afterRemoval.output.contains("— id translated-course"))
        #expect(afterRemoval.output.contains("Progress is also kept for courses not listed here: translated-course"))
    }
}
