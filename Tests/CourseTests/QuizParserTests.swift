import Foundation
import Markdown
import CourseTestSupport
import Testing
import Yams
@testable import Course

@Suite struct QuizParserTests {
    /// Parses a lesson body the way the loader does and returns its quiz.
    private func quiz(_ body: String, lessonId: String = "factory", quizHeading: String? = nil,
                      lineOffset: Int = 0) -> QuizParser.Result {
        let document = MarkdownDocument(parsing: body)
        return QuizParser.parse(PageSplitter.quizBlocks(in: document, quizHeading: quizHeading), lessonId: lessonId,
                                file: "f.md", lineOffset: lineOffset)
    }

    static let threeKinds = """
        ## Idea
        Text.

        ## Quiz

        ### Which part decides the concrete class?
        <!-- id: fm-decides -->
        - [ ] The caller
        - [x] The factory method's implementation
        - [ ] The product itself

        > Hint: Look at what the caller's code names.

        > Explanation: The caller names only the protocol.

        ### Which are creational patterns?
        Pick every one.

        ```swift
        let x = Factory.make()
        ```
        - [x] Builder
        - [ ] Observer
        - [x] `Prototype`

        ### Name the pattern that notifies dependents
        Answer: Observer | observer pattern
        """

    @Test func readsTheThreeKindsOfQuestion() throws {
        let result = quiz(Self.threeKinds)
        #expect(result.problems.isEmpty)
        #expect(result.questions.count == 3)

        let single = result.questions[0]
        #expect(single.id == "fm-decides")
        #expect(single.title == "Which part decides the concrete class?")
        guard case .singleChoice(let choices) = single.kind else { Issue.record("not single choice"); return }
        #expect(choices.map(\.text) == ["The caller", "The factory method's implementation", "The product itself"])
        #expect(single.hint?.plainText == "Look at what the caller's code names.")
        #expect(single.explanation?.plainText == "The caller names only the protocol.")
        #expect(single.isCorrect(choosing: [1]))
        #expect(!single.isCorrect(choosing: [0]))
        #expect(!single.isCorrect(choosing: [0, 1]))
        #expect(single.line == 6)

        let multiple = result.questions[1]
        #expect(multiple.id == "factory/which-are-creational-patterns")
        guard case .multipleChoice = multiple.kind else { Issue.record("not multiple choice"); return }
        #expect(multiple.isCorrect(choosing: [0, 2]))
        #expect(!multiple.isCorrect(choosing: [0]))
        #expect(!multiple.isCorrect(choosing: [0, 1, 2]))
        // The paragraph and the code block under the heading belong to the prompt.
        #expect(multiple.prompt.count == 3)
        #expect(multiple.prompt.plainText.contains("Factory.make()"))
        #expect(multiple.hint == nil)

        let free = result.questions[2]
        guard case .freeText(let answers) = free.kind else { Issue.record("not free text"); return }
        #expect(answers == ["Observer", "observer pattern"])
        #expect(free.accepts("  OBSERVER  "))
        #expect(free.accepts("observer    Pattern"))
        #expect(free.match("observers") == .exact("Observer"), "a plural is the same answer")
        #expect(free.match("obsever") == .close("Observer"), "one slip from an answer of 8 letters")
        #expect(!free.accepts("server"))
        #expect(!free.accepts(""))
        #expect(!free.accepts(" - ."))
    }

    @Test func typedAnswersIgnoreJoiningMarksAndPunctuationAroundWords() {
        let question = QuizQuestion(id: "q", title: "Q", prompt: [], kind: .freeText(answers: ["open closed", "dispatch_once", "don't repeat yourself"]),
                                    hint: nil, explanation: nil, line: 1)
        for typed in ["Open-Closed", "open/closed", "\"open closed.\"", "(open – closed)", "DISPATCH_ONCE", "Don't repeat yourself!"] {
            #expect(question.accepts(typed), "\(typed)")
        }
        // Spacing is ignored; an underscore inside a name is one slip from it, so near, not exact.
        #expect(question.match("openclosed") == .exact("open closed"))
        #expect(question.match("dispatch once") == .close("dispatch_once"))
    }

    /// Russian answers: ё is е, «» and „“ go, and «паттерн» or «шаблон» (проектирования)
    /// before or after the name goes; a slip is forgiven as in English.
    @Test func russianAnswersAreComparedAsRussianIsWritten() {
        let question = QuizQuestion(id: "q", title: "Q", prompt: [], kind: .freeText(answers: ["Одиночка", "Singleton", "Наблюдатель"]),
                                    hint: nil, explanation: nil, line: 1)
        for typed in ["одиночка", "«Одиночка»", "паттерн „Одиночка“", "Одиночка паттерн", "шаблон одиночка",
                      "одиночка шаблон проектирования", "Singleton", "наблюдатёль", "наблюдатль"] {
            #expect(question.accepts(typed), "\(typed)")
        }
        #expect(question.match("«наблюдатель»") == .exact("Наблюдатель"))
        #expect(!question.accepts("паттерн"))
        #expect(!question.accepts("декоратор"))
    }

    @Test func lineNumbersCountTheFrontMatter() {
        let result = quiz(Self.threeKinds, lineOffset: 9)
        #expect(result.questions.map(\.line) == [15, 25, 35])
    }

    @Test func slugsKeepLettersOfAnyScript() {
        #expect(QuizParser.slug("What does `static let` do?") == "what-does-static-let-do")
        #expect(QuizParser.slug("Что такое Singleton?") == "что-такое-singleton")
        #expect(QuizParser.slug("  -- a--b  ") == "a-b")
    }

    @Test func aTranslatedQuizHeadingIsFound() {
        let result = quiz("## Тема\nтекст\n## Тест\n### Вопрос?\nAnswer: да", lessonId: "x", quizHeading: "Тест")
        #expect(result.questions.map(\.id) == ["x/вопрос"])
    }

    @Test(arguments: [
        ("## Quiz\n### Nothing to answer\nJust text.\n", 2, "question 'Nothing to answer' has no choices and no 'Answer:'"),
        ("## Quiz\n### None right\n- [ ] a\n- [ ] b\n", 2, "question 'None right' marks no choice correct with [x]"),
        ("## Quiz\n### Empty answer\nAnswer:\n", 3, "'Answer:' gives no answer"),
        ("## Quiz\n### Same\nAnswer: a\n### Same\nAnswer: b\n", 4, "duplicate question id 'factory/same' (first at line 2)"),
    ])
    func reportsBrokenQuestions(body: String, line: Int, message: String) {
        let problems = quiz(body).problems
        #expect(problems.map(\.message) == [message])
        #expect(problems.first?.line == line)
    }

    /// An id comment anywhere but right under the heading names nothing: said, with its line.
    @Test func anIdCommentBelowTheCodeIsReportedNotIgnored() {
        let result = quiz("## Quiz\n### Which?\n```swift\nlet a = 1\n```\n<!-- id: late -->\n- [x] yes\n- [ ] no\n")
        #expect(result.questions.map(\.id) == ["factory/which"])
        #expect(result.problems.map(\.severity) == [.warning])
        #expect(result.problems.first?.line == 6)
        #expect(result.problems.first?.message.hasPrefix("'<!-- id: late -->' is not right under the heading of question 'Which?'") == true)
        let placed = quiz("## Quiz\n### Which?\n<!-- id: early -->\n```swift\nlet a = 1\n```\n- [x] yes\n- [ ] no\n")
        #expect(placed.questions.map(\.id) == ["early"])
        #expect(placed.problems.isEmpty)
    }

    /// A Chinese or Japanese input method types a full-width colon: `Answer：` is `Answer:`.
    @Test func keywordsTakeAFullWidthColonToo() {
        let result = quiz("## Quiz\n### 哪个模式？\nAnswer：单例 | Singleton\n\n> Hint：只有一个。\n\n> Explanation：全局只有一个实例。\n")
        #expect(result.problems.isEmpty)
        let question = result.questions.first
        #expect(question?.accepts("单例") == true && question?.accepts("singleton") == true)
        #expect(question?.hint?.plainText == "只有一个。")
        #expect(question?.explanation?.plainText == "全局只有一个实例。")
        #expect(QuizQuestion.checkpointTitle("Check：哪个？") == "哪个？")
        #expect(QuizQuestion.checkpointTitle("Checking") == nil)
    }

    @Test func ordinaryListsStayInThePrompt() {
        let result = quiz("## Quiz\n### Which?\n- context item\n\n- [x] yes\n- [ ] no\n")
        #expect(result.questions.first?.choices.count == 2)
    }

    @Test func theShippedSingletonQuizParses() throws {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Lessons").standardized.path
        let course = try CourseLoader.load(from: lessons)
        let singleton = try #require(course.lessons.first { $0.id == "singleton" })
        // Ids are stable: questions are added after the first three, never renumbered.
        #expect(singleton.quiz.prefix(3).map(\.id) == ["singleton-static-let", "singleton-swift6-safe", "singleton-dispatch-once"])
        #expect(singleton.quiz.count >= 5)
        #expect(singleton.quiz.allSatisfy { $0.explanation != nil })
        #expect(singleton.quiz[2].accepts("dispatch_once"))
    }
}

/// Front matter is read from Yams' node tree by hand, for speed; `YAMLDecoder` through
/// `Codable` is the reference it must agree with, values and errors alike.
@Suite struct FrontMatterReadingTests {
    static let samples = [
        "id: a\ntitle: A title\nsummary: Short.",
        "title: 5\ntags: [x, 'y', \"z\", 3]",
        "title:\nsummary: ~\ndemo: null\nquiz: ''",
        "aliases: []\nrequires: [one]\ntags:\n  - a\n  - b",
        "title: yes\nid: 0x1F",
        "unknown: [1, 2]\ntitle: Kept",
        "tags: 5",
        "title: [a, b]",
        "tags: [a, [b]]",
        "tags: {a: 1}",
        "just text",
        "- a\n- b",
        "title: &t Anchored\nsummary: *t",
        "tags: [a, ~]",
        "base: &b {title: Merged, tags: [m]}\n<<: *b\nid: own",
        "base: &b {title: Merged, id: base}\nid: own\n<<: *b",
        "one: &o {title: One}\ntwo: &t {title: Two, id: two}\n<<: [*o, *t]",
        "title: 2026-01-01\nsummary: 1.5e3\ndemo: true",
        "title: a\ntitle: b",
        "title: Creational patterns\nfamily: Creational",
        "family: [Creational]",
    ]

    @Test(arguments: samples)
    func readingByHandAgreesWithCodable(yaml: String) {
        let byHand = Result { try FrontMatterDecoder.frontMatter(from: yaml) }
        let byCodable = Result { try YAMLDecoder(encoding: .utf8).decode(FrontMatter.self, from: yaml) }
        switch (byHand, byCodable) {
        case (.success(let left), .success(let right)):
            #expect(left == right)
        case (.failure(let left), .failure(let right)):
            #expect(Self.summary(left) == Self.summary(right), "\(left) vs \(right)")
        default:
            Issue.record("one reading failed and the other did not: \(byHand) vs \(byCodable)")
        }
    }

    /// What the messages are made of: the kind of error and the key it names.
    static func summary(_ error: Error) -> String {
        if case DecodingError.typeMismatch(_, let context) = error {
            return "type mismatch at \(context.codingPath.first?.stringValue ?? "root")"
        }
        return String(describing: type(of: error))
    }
}
