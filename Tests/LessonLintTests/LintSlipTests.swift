import Course
import Foundation
import LessonLint
import Testing

/// Issue 24's instructor walk: each slip that broke a learner's page is a lint error at its
/// file and line, with its rule's id.
@Suite struct LintSlipTests {
    private let front = "---\nid: x\ntitle: X\n---\n"

    private func lint(_ files: [String: String]) throws -> [String] {
        let fixture = try Fixture(files)
        return try Linter.lint(directory: fixture.path, liveRuns: []).problems.map {
            $0.lintLine.replacingOccurrences(of: fixture.path + "/", with: "")
        }
    }

    @Test func quizTextThatWouldBeLostOrShownEarlyIsAnError() throws {
        let body = """
            ## Page

            Text.

            ## Quiz

            Read these carefully.

            ### Which pattern wraps?

            - [x] Decorator
            - [ ] Facade

            > Explaination: it adds behaviour.

            > Explicação: em português.

            #### Which one copies?

            - [x] Prototype
            - [ ] Builder

            ### Name it

            Anser: Singleton

            > **Hint:** one instance.

            Explanation: only one.
            """
        let problems = try lint(["01-a/01-x.md": front + body + "\n"])
        let expected = [
            (11, "quiz-lost-text", "this text comes after the quiz heading but before its first '### ' question"),
            (18, "quiz-label", "'> Explaination:' is not a label the quiz reads (did you mean '> Explanation:'?)"),
            (20, "quiz-label", "'> Explicação:' is not a label the quiz reads (it reads '> Hint:' and '> Explanation:'"),
            (22, "quiz-lost-text", "'#### Which one copies?' would be read as part of question 'Which pattern wraps?'"),
            (27, "quiz-question", "question 'Name it' has no choices and no 'Answer:'"),
            (29, "quiz-label", "'Anser:' is not a label the quiz reads (did you mean 'Answer:'?)"),
            (31, "quiz-label", "a '> Hint:' label is read only when written plainly at the quote's start"),
            (33, "quiz-label", "'Explanation:' is read only in a quote ('> Explanation: …')"),
        ]
        #expect(problems.count == expected.count, "\(problems.joined(separator: "\n"))")
        for (line, rule, text) in expected {
            #expect(problems.contains { $0.hasPrefix("01-a/01-x.md:\(line):1: error: \(text)") && $0.hasSuffix("[\(rule)]") },
                    "line \(line): \(problems.joined(separator: "\n"))")
        }
    }

    @Test func aQuizWrittenRightRaisesNothing() throws {
        let body = "## Page\n\nText.\n\n## Quiz\n\n<!-- no intro -->\n\n### Which?\n\n> Note the code.\n\n- [x] A\n- [ ] B\n\n> Hint: the first.\n\n"
            + "> Explanation: A is.\n\n### Name it\n\nAnswer: Singleton\n\n> Подсказка: одна.\n"
        #expect(try lint(["01-a/01-x.md": front + body]) == [])
    }

    @Test func linksLeadToFilesHeadingsAndLessonsThatExist() throws {
        let links = """
            ## Start

            [ok](../02-b/01-y.md#second-page) [ok](#start) [ok](lesson:y#intro) ![ok](pic.png)
            [bad](../02-b/01-y.md#secnd-page)
            [gone](../02-b/02-z.md)
            [self](#stat)
            ![img](img/missing.png)
            [id](lesson:yy)
            [web](https://example.com/nowhere)
            """
        let problems = try lint([
            "01-a/01-x.md": front + links + "\n",
            "01-a/pic.png": "png",
            "02-b/01-y.md": "---\nid: y\ntitle: Y\n---\n\n## Intro\n\nA.\n\n## Second page\n\nB.\n",
        ])
        #expect(problems == [
            "01-a/01-x.md:8:7: error: the link '../02-b/01-y.md#secnd-page' names '#secnd-page', which is no heading of 01-y.md (did you mean '#second-page'?) [link-anchor]",
            "01-a/01-x.md:9:8: error: the link '../02-b/02-z.md' leads to no file (did you mean '01-y.md'?) [link-target]",
            "01-a/01-x.md:10:8: error: the link '#stat' names no heading of 01-x.md (did you mean '#start'?) [link-anchor]",
            "01-a/01-x.md:11:8: error: the image 'img/missing.png' leads to no file [image-source]",
            "01-a/01-x.md:12:6: error: the link 'lesson:yy' names no lesson of the course (did you mean 'y'?) [link-target]",
        ])
    }

    @Test func theAppSkipsALessonWithABrokenLinkUntilItsTargetExists() throws {
        let fixture = try Fixture(["01-a/01-x.md": front + "[next](02-y.md)\n"])
        let check = Linter.loaderCheck(liveRuns: [])
        var course = try CourseLoader.load(from: fixture.path, check: check)
        #expect(course.lessons.isEmpty)
        #expect(course.problems.map(\.rule) == [.linkTarget])
        try fixture.write("01-a/02-y.md", Data((front.replacingOccurrences(of: "id: x", with: "id: y") + "Y.\n").utf8))
        course = try CourseLoader.load(from: fixture.path, check: check)
        #expect(course.lessons.map(\.id) == ["x", "y"])
    }

    /// Course order is by number (9 before 10), and the earlier lesson keeps its id whichever
    /// file was edited last; lint blames the file the app skips.
    @Test func aDuplicateIdKeepsTheEarlierLessonAndReportsTheLater() throws {
        let fixture = try Fixture([
            "9-a/01-adapter.md": "---\nid: adapter\ntitle: Adapter\n---\nThe original.\n",
            "10-b/01-copy.md": "---\nid: adapter\ntitle: Copy\n---\nA copy.\n",
        ])
        let lint = try Linter.lint(directory: fixture.path, liveRuns: []).problems
        #expect(lint.map(\.file) == [fixture.path + "/10-b/01-copy.md"])
        let cache = CourseIndexCache(path: fixture.path + "/index", identity: "test")
        let check = Linter.loaderCheck(liveRuns: [])
        for edit in ["9-a/01-adapter.md", "10-b/01-copy.md"] {
            let text = try String(contentsOfFile: fixture.path + "/" + edit, encoding: .utf8)
            try fixture.write(edit, Data((text + "Edited.\n").utf8))
            let course = try CourseLoader.load(from: fixture.path, check: check, cache: cache)
            #expect(course.lessons.map(\.title) == ["Adapter"], "after editing \(edit)")
            #expect(course.problems.map(\.file) == lint.map(\.file))
        }
    }

    @Test func textAndJSONNameEachProblemsRule() throws {
        let fixture = try Fixture(["01-a/01-x.md": front + "## Quizz\n\n### Q?\n\nAnswer: a\n"])
        let report = try Linter.lint(directory: fixture.path, liveRuns: [])
        #expect(report.text.contains("error: '## Quizz' is not the quiz heading"))
        #expect(report.text.split(separator: "\n").first?.hasSuffix("[quiz-heading]") == true)
        let json = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        let problems = json?["problems"] as? [[String: Any]]
        #expect(problems?.first?["rule"] as? String == "quiz-heading")
    }

    @Test func aFileIsLintedAsPartOfItsCourseAndOnlyItsProblemsCount() throws {
        let fixture = try Fixture([
            "01-a/01-x.md": front + "Text.\n",
            "01-a/02-y.md": front + "Text.\n",
            "01-a/03-z.md": "---\nid: z\ntitle: Z\nrequires: [nothing]\n---\nText.\n",
        ])
        let file = fixture.path + "/01-a/02-y.md"
        let groups = try LintTargets.group([file])
        #expect(groups.count == 1)
        #expect(LintReport.canonical(groups[0].course) == LintReport.canonical(fixture.path))
        let report = try Linter.lint(directory: groups[0].course, liveRuns: []).restricted(to: groups[0].files ?? [])
        // The duplicate id is found only by looking at the whole course; the other file's slip is not this file's.
        #expect(report.problems.map(\.lintLine) == ["\(file):2:1: error: duplicate lesson id 'x' (also in \(fixture.path)/01-a/01-x.md) [duplicate-id]"])
        #expect(report.filesChecked == 1)
        #expect(report.fails(strict: false))
    }

    @Test func aFileInACourseWithAManifestFindsItsCourseFromDeepDown() throws {
        let fixture = try Fixture(["course.yaml": "id: deep\n", "01-a/01-x.md": front + "Text.\n"])
        #expect(LintTargets.courseFolder(ofFile: fixture.path + "/01-a/01-x.md") == fixture.path)
        let alone = try Fixture(["01-x.md": front + "Text.\n"])
        #expect(LintTargets.courseFolder(ofFile: alone.path + "/01-x.md") == alone.path)
    }

    @Test func strictFailsOnWarnings() throws {
        let fixture = try Fixture(["01-a/01-x.md": "No front matter.\n"])
        let report = try Linter.lint(directory: fixture.path, liveRuns: [])
        #expect(report.warningCount == 1 && report.errorCount == 0)
        #expect(!report.fails(strict: false))
        #expect(report.fails(strict: true))
    }

    @Test func theManifestAcceptsWarningsByRuleByFileOrBoth() throws {
        let long = front + "## Long\n\n" + (1...70).map { "Line \($0).\n" }.joined()
        let files = ["01-a/01-x.md": long, "01-a/02-y.md": "No front matter.\n", "02-b/01-z.md": "Also none.\n"]
        func report(_ accept: String) throws -> LintReport {
            let fixture = try Fixture(files.merging(["course.yaml": "id: c\nlint:\n  accept:\n" + accept]) { $1 })
            return try Linter.lint(directory: fixture.path, liveRuns: [])
        }
        let byRule = try report("    - rule: front-matter-missing\n")
        #expect(byRule.problems.map(\.rule) == [.pageLength])
        #expect(byRule.accepted.count == 2)
        #expect(byRule.text.hasSuffix("(2 warnings accepted by course.yaml)\n"))
        let byFile = try report("    - file: 01-a/01-x.md\n    - file: 02-b\n")
        #expect(byFile.problems.map(\.rule) == [.frontMatterMissing])
        let both = try report("    - rule: page-length\n      file: 01-a/01-x.md\n    - rule: code-block-length\n")
        #expect(both.problems.map(\.lintLine).contains { $0.hasSuffix("course.yaml:6:7: warning: the 'accept' entry for rule code-block-length accepts no warning; remove it [manifest]") })
        #expect(both.problems.filter { $0.rule == .frontMatterMissing }.count == 2)
        let unknown = try report("    - rule: page-lenght\n")
        #expect(unknown.problems.contains { $0.rule == .manifest && $0.message == "'page-lenght' is no lint rule (did you mean 'page-length'?); lint prints each problem's rule in brackets" })
    }

    @Test func errorsAreNeverAccepted() throws {
        let fixture = try Fixture(["course.yaml": "id: c\nlint:\n  accept:\n    - file: 01-a/01-x.md\n",
                                   "01-a/01-x.md": front + "[gone](nowhere.md)\n"])
        let report = try Linter.lint(directory: fixture.path, liveRuns: [])
        #expect(report.errorCount == 1)
        #expect(report.accepted.isEmpty)
    }

    @Test func yamlErrorsPointAtWhatWasLeftOpen() throws {
        let problems = try lint([
            "course.yaml": "id: c\nlanguages: [en, ru\ntitle: T\n",
            "01-a/01-x.md": "---\nid: x\ntitle: \"Open\nsummary: s\n---\nText.\n",
            "01-a/02-y.md": "---\nid: y\ntitle: Adapter: the wrapper\n---\nText.\n",
        ])
        #expect(problems.contains { $0.hasPrefix("course.yaml:2:12: error: not valid YAML: the '[' opened here is never closed") })
        #expect(problems.contains { $0.hasPrefix("01-a/01-x.md:3:8: error: front matter: not valid YAML: the quote opened here is never closed") })
        #expect(problems.contains { $0.hasPrefix("01-a/02-y.md:3:15: error: front matter: not valid YAML: mapping values are not allowed in this context (a value holding ': ' needs quotes") })
    }
}
