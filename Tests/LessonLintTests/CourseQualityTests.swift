import Foundation
import Testing
import Course
import CourseTestSupport
import Markdown
@testable import LessonLint
import MarkdownRendering
import TerminalKit
import TutorApp

/// The shipped course against the course's own bar (issue 7): enough lessons and questions,
/// every pattern lesson with its live run and a quiz that mixes the three kinds of question,
/// every question explained, and no page left empty.
@Suite struct CourseQualityTests {
    private static let lessonsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Lessons").standardized.path

    /// Sections whose lessons each teach one pattern, and so open its live run.
    private static let patternSections: Set<String> = ["02-creational", "03-structural", "04-behavioral",
                                                       "05-communication", "06-architecture", "09-case-study"]
    /// Lessons in those sections that introduce or compare patterns rather than teach one.
    private static let comparisons: Set<String> = ["software-architecture", "structural-comparison", "choosing-communication",
                                                   "architecture-comparison"]

    /// Loaded once for all the tests: a debug build takes seconds over the whole course.
    private static let loaded = Result {
        try CourseLoader.load(from: lessonsFolder, check: Linter.loaderCheck(liveRuns: LiveRuns.ids))
    }

    private func course() throws -> Course {
        try Self.loaded.get()
    }

    private func kinds(_ lesson: Lesson) -> Set<String> {
        Set(lesson.quiz.map { question in
            switch question.kind {
            case .singleChoice: "single"
            case .multipleChoice: "multiple"
            case .freeText: "text"
            }
        })
    }

    @Test func theCourseLoadsWholeWithEnoughLessonsAndQuestions() throws {
        let course = try course()
        #expect(course.problems.isEmpty, "\(course.problems.map(\.description))")
        #expect(course.sections.map(\.folder) == ["00-start", "01-principles", "02-creational", "03-structural",
                                                  "04-behavioral", "05-communication", "06-architecture",
                                                  "07-protocol-oriented", "08-smells", "09-case-study"])
        #expect(course.lessons.count >= 60)
        #expect(course.lessons.map(\.quiz.count).reduce(0, +) >= 300)
    }

    @Test func everyPatternLessonOpensItsLiveRun() throws {
        for section in try course().sections where Self.patternSections.contains(section.folder) {
            for lesson in section.lessons where !Self.comparisons.contains(lesson.id) {
                #expect(lesson.demo != nil, "\(lesson.id) names no live run")
                let tryIt = lesson.pages.contains { $0.title.lowercased().contains("try it") || $0.markdown.contains("`d`") }
                #expect(tryIt, "\(lesson.id) has no page that says what to try in its live run")
            }
        }
    }

    @Test func everyLessonAfterTheStartHasAMixedQuizOfFiveWithExplanations() throws {
        let course = try course()
        var hinted = 0
        var total = 0
        for section in course.sections where section.folder != "00-start" {
            for lesson in section.lessons {
                #expect(lesson.quiz.count >= 5, "\(lesson.id): \(lesson.quiz.count) questions")
                #expect(kinds(lesson) == ["single", "multiple", "text"], "\(lesson.id) quiz kinds: \(kinds(lesson).sorted())")
                for question in lesson.quiz {
                    #expect(question.explanation?.isEmpty == false, "\(question.id) has no explanation")
                    total += 1
                    if question.hint?.isEmpty == false { hinted += 1 }
                }
            }
        }
        #expect(hinted * 2 > total, "most questions should have a hint: \(hinted) of \(total)")
    }

    /// Reading code is the skill the course is for: every pattern lesson asks a "which"
    /// question about a piece of code (which pattern, which role, which change).
    @Test func everyPatternLessonAsksAWhichQuestionAboutCode() throws {
        for section in try course().sections where Self.patternSections.contains(section.folder) {
            for lesson in section.lessons {
                let asks = lesson.questions.contains { question in
                    question.title.lowercased().contains("which") && Self.showsCode(question)
                }
                #expect(asks, "\(lesson.id) has no 'which …' question about code")
            }
        }
    }

    /// Naming the pattern is one way to read code among several (predict what it prints, say
    /// what breaks, find the smallest change, name a participant's role): it stays a minority.
    @Test func namingThePatternIsAMinorityOfTheQuestionsAboutCode() throws {
        let aboutCode = try course().lessons.flatMap(\.questions).filter(Self.showsCode)
        let naming = aboutCode.filter { question in
            let title = question.title.lowercased()
            return ["which pattern", "what pattern", "which architecture", "which principle"].contains { title.hasPrefix($0) }
        }
        #expect(naming.count * 2 < aboutCode.count, "\(naming.count) of \(aboutCode.count) questions about code ask for the pattern's name")
    }

    /// The self-quiz mixes questions from every lesson: a title seen again and again reads as
    /// the same question.
    @Test func noQuestionTitleRepeatsMoreThanThreeTimes() throws {
        let titles = Dictionary(grouping: try course().lessons.flatMap(\.questions).map(\.title), by: { $0 })
        for (title, uses) in titles where uses.count > 3 {
            Issue.record("\(uses.count) questions are titled '\(title)'")
        }
    }

    private static func showsCode(_ question: QuizQuestion) -> Bool {
        question.prompt.contains { if case .codeBlock = $0.kind { true } else { false } }
    }

    /// A lesson builds on what came before it: what it requires is read first.
    @Test func lessonsRequireOnlyEarlierLessons() throws {
        let lessons = try course().lessons
        let position = Dictionary(uniqueKeysWithValues: lessons.enumerated().map { ($1.id, $0) })
        for (index, lesson) in lessons.enumerated() {
            for required in lesson.requires {
                #expect((position[required] ?? .max) < index, "\(lesson.id) requires \(required), which comes later")
            }
        }
    }

    /// Each smell of the interview guide's catalogue, and each anti-pattern it names that the
    /// course once left out, has a page of its own and a question that asks about it.
    @Test func everySmellAndAntiPatternHasItsPageAndQuestion() throws {
        let names = ["Long method", "Large class", "Primitive obsession", "Long parameter list", "Data clumps",
                     "Switch statements", "Temporary field", "Refused bequest", "Alternative classes with different interfaces",
                     "Divergent change", "Shotgun surgery", "Parallel inheritance hierarchies",
                     "Comments", "Duplicate code", "Lazy class", "Data class", "Dead code", "Speculative generality",
                     "Feature envy", "Inappropriate intimacy", "Message chains", "Middle man", "Incomplete library class",
                     "Empty subclass failure", "Friend zone"]
        let lessons = try course().sections.filter { $0.folder == "08-smells" }.flatMap(\.lessons)
        let pageTitles = lessons.flatMap(\.pages).map { $0.title.lowercased() }
        let questionTexts = lessons.flatMap(\.questions).map { question in
            ([question.title] + [question.prompt.plainText, question.choices.map(\.text).joined(separator: " "),
                                 (question.explanation ?? []).plainText]).joined(separator: " ").lowercased()
        }
        for name in names.map({ $0.lowercased() }) {
            #expect(pageTitles.contains { $0.contains(name) }, "no page of the smells section is about \(name)")
            #expect(questionTexts.contains { $0.contains(name) }, "no question of the smells section asks about \(name)")
        }
    }

    /// People read the Markdown too, where choices stand in file order: no position may hold
    /// the answer often enough to guess by, nor may length give it away.
    @Test func answerKeysCannotBeGuessedFromTheFiles() throws {
        var positions: [Int: Int] = [:]
        var singles = 0
        var longestRight = 0
        var firstK = 0
        var multiples = 0
        for lesson in try course().lessons {
            for question in lesson.questions {
                let choices = question.choices
                let right = choices.indices.filter { choices[$0].isCorrect }
                switch question.kind {
                case .singleChoice:
                    singles += 1
                    positions[right[0] + 1, default: 0] += 1
                    let lengths = choices.map(\.key.count)
                    if lengths.indices.allSatisfy({ $0 == right[0] || lengths[$0] < lengths[right[0]] }) { longestRight += 1 }
                case .multipleChoice:
                    multiples += 1
                    if right == Array(0..<right.count) { firstK += 1 }
                case .freeText:
                    break
                }
            }
        }
        #expect(singles >= 200)
        for (position, count) in positions.sorted(by: { $0.key < $1.key }) {
            #expect(count * 100 <= singles * 40, "position \(position) holds \(count) of \(singles) single-choice keys")
        }
        #expect(longestRight * 2 <= singles, "the longest choice is right in \(longestRight) of \(singles)")
        #expect(firstK * 2 <= multiples, "the right answers are the first ones in \(firstK) of \(multiples)")
    }

    /// A lesson with a live run teaches a mechanism: at least two of its pages ask, right
    /// where the idea was taught, whether it landed.
    @Test func everyLessonWithALiveRunAsksTwoCheckpoints() throws {
        for lesson in try course().lessons where lesson.demo != nil {
            let pages = Set(lesson.checkpoints.map(\.page))
            #expect(pages.count >= 2, "\(lesson.id): checkpoints on \(pages.count) page(s)")
        }
    }

    @Test func noPageIsLongerThanSixtySourceLines() throws {
        for lesson in try course().lessons {
            for page in lesson.pages {
                #expect(page.lineCount <= Linter.longestPage, "\(lesson.id), page '\(page.title)': \(page.lineCount) lines")
            }
        }
    }

    /// Half the pages or more are read without scrolling on a 100x30 terminal.
    @Test func theMedianPageFitsOneScreenOf100By30() throws {
        let size = Size(width: 100, height: 30)
        let renderer = MarkdownRenderer()
        let heights = try course().lessons.flatMap(\.pages).map { page in
            renderer.render(markdown: page.markdown, width: Layout.textWidth(size)).count
        }.sorted()
        let median = heights[heights.count / 2]
        #expect(median <= Layout.bodyHeight(size), "median page: \(median) rows of \(heights.count) pages; the screen shows \(Layout.bodyHeight(size))")
    }

    @Test func noPageIsEmpty() throws {
        for lesson in try course().lessons {
            for page in lesson.pages {
                let words = page.markdown.split(whereSeparator: \.isWhitespace).count
                #expect(words >= 25, "\(lesson.id), page '\(page.title)': \(words) words")
            }
        }
    }
}
