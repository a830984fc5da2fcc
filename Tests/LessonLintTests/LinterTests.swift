import Foundation
import Testing
@testable import LessonLint
import Course
import CourseTestSupport
import Patterns
import TutorApp

/// A throwaway course folder for one lint run.
final class Fixture {
    let path = NSTemporaryDirectory() + "pattern-tutor-lint-\(UUID().uuidString)"

    init(_ files: [String: String]) throws {
        for (name, text) in files { try write(name, Data(text.utf8)) }
    }

    func write(_ name: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Problems as `relative/path:line:column: severity: message`.
    func lint(liveRuns: Set<String> = []) throws -> [String] {
        try Linter.lint(directory: path, liveRuns: liveRuns).problems.map {
            $0.description.replacingOccurrences(of: path + "/", with: "")
        }
    }
}

private let good = "---\nid: good\ntitle: Good\n---\nText.\n"

@Suite struct LinterTests {
    @Test(arguments: [
        // Front matter
        ("---\ntitle: [x\n---\nText\n",
         "01-a/02-x.md:2:8: error: front matter: not valid YAML: the '[' opened here is never closed (did not find expected ',' or ']')"),
        ("---\ntitle: X\nText\n", "01-a/02-x.md:1:1: error: front matter opened with '---' is never closed"),
        ("---\ntitle: X\ntags: 5\n---\nText\n", "01-a/02-x.md:3:1: error: front matter: 'tags' should be a list of strings"),
        ("---\ntitle: X\ntitel: Y\n---\nText\n", "01-a/02-x.md:3:1: warning: unknown front-matter key 'titel' (did you mean 'title'?)"),
        ("Just text.\n", "01-a/02-x.md:1:1: warning: no front matter: give the lesson at least an id and a title"),
        // Content
        ("---\ntitle: X\n---\n\n", "01-a/02-x.md:4:1: error: the lesson has no content"),
        ("---\ntitle: X\n---\nA bell \u{07} here\n", "01-a/02-x.md:4:8: error: raw control character U+0007 (BEL)"),
        // Found by fuzzing: swift-syntax's diagnostics trapped on a control character in a block.
        ("---\ntitle: X\n---\nT\n\n```swift\nlet b \u{00}= (2\n```\n", "01-a/02-x.md:7:7: error: raw control character U+0000 (NUL)"),
        ("---\ntitle: X\n---\nT\n\n```swift\nlet b \u{1B}= (2\n```\n", "01-a/02-x.md:7:7: error: raw control character U+001B (ESC)"),
        ("---\ntitle: X\n---\nT\n\n```swift\nlet b \u{3000}= (2\n```\n", "01-a/02-x.md:7:5: error: ```swift block does not parse: a character Swift does not allow"),
        ("---\ntitle: X\n---\nT\n\n```swift\nlet b \u{FEFF}\u{FEFF}= (2\n```\n", "01-a/02-x.md:7:5: error: ```swift block does not parse: a character Swift does not allow"),
        // Found by fuzzing: swift-syntax's parse time doubles with each nested '[' ('[(' and '[@' too).
        ("---\ntitle: X\n---\nT\n\n```swift\nlet a = 1\nlet b = " + String(repeating: "[(", count: 40) + "\n```\n",
         "01-a/02-x.md:8:29: error: ```swift block nests square brackets more than 10 deep, which Swift's parser cannot check in reasonable time"),
        // Quiz
        ("---\ntitle: X\n---\nT\n## Quiz\n### Q?\nNo way to answer.\n", "01-a/02-x.md:6:1: error: question 'Q?' has no choices and no 'Answer:'"),
        ("---\ntitle: X\n---\nT\n## Quiz\n### Q?\n- [ ] a\n- [ ] b\n", "01-a/02-x.md:6:1: error: question 'Q?' marks no choice correct with [x]"),
        ("---\ntitle: X\n---\nT\n## Quiz\n### Q?\nAnswer: |\n", "01-a/02-x.md:7:1: error: 'Answer:' gives no answer"),
        ("---\ntitle: X\n---\nT\n## Quiz\n### Q?\nAnswer: ? | `--`\n", "01-a/02-x.md:7:1: error: 'Answer:' gives no answer a learner can type (punctuation is ignored)"),
        // Questions that give their answer away, and choices that only make sense in place
        ("---\ntitle: X\n---\nT\n## Quiz\n### Which pattern is `SettingsSingleton`?\nAnswer: Singleton\n",
         "01-a/02-x.md:6:1: warning: question 'Which pattern is SettingsSingleton?' gives its answer away: its title or prompt says 'Singleton'"),
        ("---\ntitle: X\n---\nT\n## Quiz\n### Which pattern is this?\n```swift\nprotocol ShapeVisitor {}\n```\n- [ ] Observer\n- [x] Visitor\n- [ ] Delegation\n",
         "01-a/02-x.md:6:1: warning: question 'Which pattern is this?' gives its answer away: its title or prompt says 'Visitor'"),
        ("---\ntitle: X\n---\nT\n## Quiz\n### Q?\n- [x] A\n- [ ] B\n- [ ] None of the above\n",
         "01-a/02-x.md:6:1: warning: choice 'None of the above' of 'Q?' refers to the other choices, which are shown shuffled: end its line with <!-- fixed --> to keep it in place"),
        // Checkpoints
        ("---\ntitle: X\n---\n## P\nT\n### Check: One?\nAnswer: one\n### Check: Two?\nAnswer: two\n",
         "01-a/02-x.md:8:1: error: a second checkpoint on page 'P': a page asks one question as the learner moves on"),
        ("---\ntitle: X\n---\n## P\nT\n### Check: One?\nAnswer: one\n### More\nAnswer: two\n",
         "01-a/02-x.md:8:1: error: a checkpoint runs to the end of its page, so this heading would be part of it: put it before the '### Check:' heading"),
        ("---\ntitle: X\n---\n## P\nT\n### Check: Same?\nAnswer: one\n## Quiz\n### Same?\nAnswer: two\n",
         "01-a/02-x.md:6:1: error: duplicate question id 'x/same' (first at line 9)"),
        ("---\ntitle: X\n---\n## P\nT\n### Check: Nothing to answer\n",
         "01-a/02-x.md:6:1: error: question 'Nothing to answer' has no choices and no 'Answer:'"),
        // Swift
        ("---\ntitle: X\n---\nT\n\n```swift\nlet a = 1\nlet b = (2\n```\n", "01-a/02-x.md:8:11: error: ```swift block does not parse: expected ')' to end tuple"),
        // Errors the lexer finds (they mark the tree too, which lint checks first)
        ("---\ntitle: X\n---\nT\n\n```swift\nlet s = \"abc\nlet t = 1\n```\n", "01-a/02-x.md:7:13: error: ```swift block does not parse: expected '\"' to end string literal"),
        ("---\ntitle: X\n---\nT\n\n```swift\nlet x = 0x\n```\n", "01-a/02-x.md:7:11: error: ```swift block does not parse: expected hexadecimal digit (0-9, A-F) in integer literal"),
        ("---\ntitle: X\n---\nT\n\n```swift\nlet z = \"\\q\"\n```\n", "01-a/02-x.md:7:10: error: ```swift block does not parse: invalid escape sequence in literal"),
        // References
        ("---\ntitle: X\nrequires: [singletn]\n---\nT\n", "01-a/02-x.md:3:1: error: requires 'singletn', which is no lesson's id"),
        ("---\ntitle: X\ndemo: bouncing\n---\nT\n", "01-a/02-x.md:3:1: error: demo 'bouncing' is not a live run the app provides"),
    ])
    func eachRuleIsReportedWhereItApplies(lesson: String, expected: String) throws {
        let fixture = try Fixture(["01-a/01-good.md": good, "01-a/02-x.md": lesson])
        let problems = try fixture.lint()
        #expect(problems.contains(expected), "\(problems)")
    }

    @Test(arguments: [
        ("See [the key](../../secret.txt).\n", "01-a/02-x.md:4:15: error: the link target '../../secret.txt' climbs out of the lessons folder"),
        ("Text.\n\n![pic](a/../../../x.png)\n", "01-a/02-x.md:6:8: error: the image source 'a/../../../x.png' climbs out of the lessons folder"),
        ("[x](%2e%2e/%2E%2E/etc/passwd)\n", "01-a/02-x.md:4:5: error: the link target '%2e%2e/%2E%2E/etc/passwd' climbs out of the lessons folder"),
        ("[x](/etc/passwd)\n", "01-a/02-x.md:4:5: error: the link target '/etc/passwd' is an absolute file path"),
        ("[x](C:\\Users\\me)\n", "01-a/02-x.md:4:5: error: the link target 'C:\\Users\\me' is an absolute file path"),
        ("A <file:///etc/passwd> link.\n", "01-a/02-x.md:4:4: error: the link target 'file:///etc/passwd' is a file: URL"),
        ("- [x](FILE:/etc/shadow)\n", "01-a/02-x.md:4:7: error: the link target 'FILE:/etc/shadow' is a file: URL"),
        ("| a |\n| - |\n| [x](../../y) |\n", "01-a/02-x.md:6:7: error: the link target '../../y' climbs out of the lessons folder"),
        ("See [here][k].\n\n[k]: ../../k.md\n", "01-a/02-x.md:6:6: error: the link target '../../k.md' climbs out of the lessons folder"),
        ("Inline <a href=\"../../key\">html</a>.\n", "01-a/02-x.md:4:17: error: the link target '../../key' climbs out of the lessons folder"),
        ("<div>\n<img SRC='/etc/passwd'>\n</div>\n", "01-a/02-x.md:5:11: error: the image source '/etc/passwd' is an absolute file path"),
        ("<p><a href=file:///x>x</a></p>\n", "01-a/02-x.md:4:12: error: the link target 'file:///x' is a file: URL"),
    ])
    func linksLeavingTheLessonsFolderAreErrors(body: String, expected: String) throws {
        let fixture = try Fixture(["01-a/01-good.md": good, "01-a/02-x.md": "---\ntitle: X\n---\n" + body])
        let problems = try fixture.lint()
        #expect(problems.contains { $0.hasPrefix(expected + "; lessons may link only to the web or to files inside the lessons folder") },
                "\(problems)")
        #expect(problems.count == 1, "\(problems)")
    }

    /// Naming an answer is no giveaway when a wrong choice is named too, nor is a program's
    /// string literal that it prints; a choice marked fixed may say "all of the above".
    @Test func questionsThatGiveNothingAwayPass() throws {
        let body = """
            ---
            title: X
            ---
            T
            ## Quiz
            ### Is `Chat.TextCell`'s name `TextCell` or `Chat.TextCell`?
            - [x] `"TextCell"`
            - [ ] `"Chat.TextCell"`

            ### What does this print?
            ```swift
            print("Woof")
            ```
            - [x] `Woof`
            - [ ] Nothing
            - [ ] All of the above <!-- fixed -->

            ### Which pattern lets observers subscribe?
            Answer: Observer
            """
        let problems = try Fixture(["01-a/01-good.md": good, "01-a/02-x.md": body]).lint()
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func linksInsideTheLessonsFolderOrOnTheWebAreFine() throws {
        let body = """
            [a](../02-b/01-y.md) [b](01-good.md#quiz) [c](./img/../pic.png) [d](https://example.com/../../x)
            [e](mailto:a@b.c) [f](#top) [g](//example.com/a) [h](..) [i](../)
            """
        let fixture = try Fixture(["01-a/01-good.md": good + "\n## Quiz\n\n### Q?\n\nAnswer: yes\n",
                                   "01-a/02-x.md": "---\ntitle: X\n---\n" + body + "\n",
                                   "02-b/01-y.md": "---\ntitle: Y\n---\nText.\n", "01-a/pic.png": "png"])
        #expect(try fixture.lint() == [])
    }

    @Test func duplicateIdsAcrossTheCourse() throws {
        let quiz = "## Quiz\n### Q?\n<!-- id: shared -->\nAnswer: a\n"
        let fixture = try Fixture([
            "01-a/01-one.md": "---\nid: same\n---\nT\n" + quiz,
            "02-b/01-two.md": "---\ntitle: Two\nid: same\n---\nT\n" + quiz,
        ])
        let problems = try fixture.lint()
        #expect(problems.contains { $0.hasPrefix("02-b/01-two.md:3:1: error: duplicate lesson id 'same' (also in ") })
        #expect(problems.contains { $0.hasPrefix("02-b/01-two.md:7:1: error: duplicate question id 'shared' (also in ") })
    }

    @Test func translationsNeedTheirOriginal() throws {
        let fixture = try Fixture([
            "01-a/01-good.md": good, "01-a/01-good.ru.md": "---\ntitle: Хорошо\n---\nТекст.\n",
            "01-a/02-lost.ru.md": "---\ntitle: Потерян\n---\nТекст.\n",
        ])
        #expect(try fixture.lint() == ["01-a/02-lost.ru.md:1:1: error: translation of '02-lost.md', which is not in this folder"])
    }

    @Test func invalidUTF8IsPinpointed() throws {
        let fixture = try Fixture(["01-a/01-good.md": good])
        try fixture.write("01-a/02-bad.md", Data("---\ntitle: X\n---\nab".utf8) + Data([0xC3, 0x28]))
        #expect(try fixture.lint() == ["01-a/02-bad.md:4:3: error: the file is not valid UTF-8"])
    }

    @Test func aCodeBlockLongerThanAScreenIsAWarning() throws {
        let code = (1...41).map { "let v\($0) = \($0)" }.joined(separator: "\n")
        let fixture = try Fixture([
            "01-a/01-x.md": "---\ntitle: X\n---\nText.\n\n```swift\n\(code)\n```\n",
            "01-a/02-y.md": "---\ntitle: Y\n---\n```text\n" + String(repeating: "a\n", count: 40) + "```\n",
        ])
        #expect(try fixture.lint() == ["01-a/01-x.md:6:1: warning: a code block of 41 lines; keep blocks to 40 lines so they fit a screen"])
    }

    @Test func aPageLongerThanTwoScreensIsAWarning() throws {
        let long = (1...61).map { "Line \($0)." }.joined(separator: "\n")
        let fine = (1...59).map { "Line \($0)." }.joined(separator: "\n")
        let fixture = try Fixture(["01-a/01-x.md": "---\ntitle: X\n---\n## One\n\(fine)\n## Two\n\(long)\n"])
        #expect(try fixture.lint() == ["01-a/01-x.md:64:1: warning: a page of 62 lines; split it with a ## heading so each page is a screen or two (60 lines at most)"])
    }

    /// An id comment that names nothing is said with its line, wherever it strays: below a
    /// question's code, on a page, under the quiz's own heading, low in an exercise.
    @Test func anIdCommentThatNamesNothingIsAWarningAtItsLine() throws {
        let lesson = """
            ---
            title: X
            ---
            ## A page
            <!-- id: on-a-page -->
            Text of the page.

            ### Check: Which?
            <!-- id: x-check -->
            - [x] yes
            - [ ] no

            ## Quiz
            <!-- id: under-quiz -->
            ### Which one?
            ```swift
            let a = 1
            ```
            <!-- id: below-code -->
            - [x] yes
            - [ ] no

            ### Named well?
            <!-- id: x-named -->
            Answer: yes

            """
        let fixture = try Fixture(["01-a/01-x.md": lesson])
        #expect(try fixture.lint() == [
            "01-a/01-x.md:5:1: warning: '<!-- id: on-a-page -->' names nothing here: an id comment belongs on the line right under the heading of a question, a checkpoint or an exercise",
            "01-a/01-x.md:14:1: warning: '<!-- id: under-quiz -->' names nothing here: an id comment belongs on the line right under the heading of a question, a checkpoint or an exercise",
            "01-a/01-x.md:19:1: warning: '<!-- id: below-code -->' is not right under the heading of question 'Which one?', so it is ignored: move it to the line after the heading",
        ])
    }

    @Test func aDemoThatExistsIsAccepted() throws {
        let fixture = try Fixture(["01-a/01-x.md": "---\ntitle: X\ndemo: shape-game\n---\nT\n"])
        #expect(try fixture.lint(liveRuns: ["shape-game"]).isEmpty)
        #expect(try fixture.lint(liveRuns: ["shape-games"]) == ["01-a/01-x.md:3:1: error: demo 'shape-game' is not a live run the app provides (did you mean 'shape-games'?)"])
    }

    @Test func swiftIOSBlocksMustParseButOtherLanguagesAreNotChecked() throws {
        let fixture = try Fixture(["01-a/01-x.md": "---\ntitle: X\n---\nT\n\n```swift-ios\nfunc (\n```\n\n```objc\n[[x y] z];\n```\n"])
        let problems = try fixture.lint()
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("01-a/01-x.md:7:") == true)
    }

    /// In the course folder itself, numbered files are lessons and are linted like any other;
    /// an unnumbered one is said not to be a lesson, unless it is the repository's README.
    @Test func theCourseFolderItselfHoldsNumberedLessons() throws {
        let fixture = try Fixture(["01-a/01-good.md": good, "stray.md": "# Stray\n", "README.md": "# About\n",
                                   "02-top.md": "---\ntitle: Top\nkey: 1\n---\nText.\n"])
        #expect(try fixture.lint() == [
            "02-top.md:3:1: warning: unknown front-matter key 'key'",
            "stray.md:1:1: warning: not a lesson: in the course folder itself, lesson files start with a number (01-stray.md)",
        ])
    }

    /// `family:` is a section's key: quiet in `_section.md`, an unknown key in a lesson.
    @Test func familyIsASectionKey() throws {
        let fixture = try Fixture(["01-a/_section.md": "---\ntitle: A\nfamily: Creational\n---\n",
                                   "01-a/01-good.md": good, "01-a/02-x.md": "---\ntitle: X\nfamily: Creational\n---\nText\n"])
        #expect(try fixture.lint() == ["01-a/02-x.md:3:1: warning: unknown front-matter key 'family' ('family' belongs in the section's _section.md)"])
    }

    @Test func reportTextAndJSON() throws {
        let fixture = try Fixture(["01-a/01-x.md": "---\ntitle: X\ntitel: Y\n---\n\n"])
        let report = try Linter.lint(directory: fixture.path, liveRuns: [])
        #expect(report.errorCount == 1)
        #expect(report.warningCount == 1)
        #expect(report.text.hasSuffix("lint: 1 error, 1 warning in 1 file\n"))
        let json = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        #expect(json?["errors"] as? Int == 1)
        #expect((json?["problems"] as? [[String: Any]])?.first?["line"] as? Int == 3)
    }

    @Test func theNewLessonTemplatePassesLintAndShowsEveryQuestionKind() throws {
        let fixture = try Fixture(["01-a/01-sample.md": LessonTemplate.text(id: "sample", title: "Sample")])
        #expect(try fixture.lint().isEmpty)
        let lesson = try #require(try CourseLoader.load(from: fixture.path).lessons.first)
        #expect(lesson.pages.count == 3)
        let kinds = lesson.quiz.map { question -> String in
            switch question.kind {
            case .singleChoice: return "single"
            case .multipleChoice: return "multiple"
            case .freeText: return "text"
            }
        }
        #expect(kinds == ["single", "multiple", "text"])
        #expect(lesson.quiz[2].accepts("good morning, ada."))
        // A checkpoint on the second page, with a choice that keeps its place.
        #expect(lesson.checkpoints.map(\.page) == [1])
        #expect(lesson.checkpoints[0].question.choices.map(\.isFixed) == [false, false, true])
        // An exercise with every part, which is not a page.
        let exercise = try #require(lesson.exercises.first)
        #expect(exercise.id == "sample-evening-greeter")
        let content = try #require(LessonContent().content(of: exercise))
        #expect(content.hints.count == 2)
        #expect(content.probes.count == 1)
        #expect(content.checkCount == 4)
        #expect(!lesson.pages.map(\.title).contains { $0.contains("Greet") })
    }

    @Test func theShippedCourseIsClean() throws {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Lessons").standardized.path
        let report = try Linter.lint(directory: lessons, liveRuns: LiveRuns.ids)
        #expect(report.problems.isEmpty, "\(report.text)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: lessons).filter { $0.hasSuffix(".md") || $0 == "course.yaml" }
        #expect(report.filesChecked == files.count)
    }
}
