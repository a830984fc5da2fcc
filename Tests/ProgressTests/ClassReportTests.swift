import Foundation
import Testing
@testable import Progress

/// Three learners' exports summed up: first tries decide the score, the most missed question
/// comes first, claims and exercises are counted.
@Suite struct ClassReportTests {
    let root = NSTemporaryDirectory() + "pattern-tutor-class-\(UUID().uuidString)"

    private func export(_ name: String, _ fill: (ProgressStore) throws -> Void) throws -> ProgressStore.Snapshot {
        let store = ProgressStore(directory: root + "/" + name, course: "patterns-class")
        try fill(store)
        return try ProgressStore.snapshot(fromJSON: store.exportJSON())
    }

    private func answer(_ question: String, _ correct: Bool, at seconds: Double, lesson: String = "observer",
                        claimed: Bool = false) -> ProgressStore.Answer {
        ProgressStore.Answer(questionId: question, lessonId: lesson, given: "x", correct: correct, helped: false,
                             date: Date(timeIntervalSince1970: seconds), claimedRight: claimed)
    }

    private var catalogue: [ClassReport.LessonInfo] {
        [ClassReport.LessonInfo(id: "singleton", title: "Singleton", pageCount: 2, questions: [.init("singleton/one", "How many?")],
                                exercises: ["singleton-settings"]),
         ClassReport.LessonInfo(id: "observer", title: "Observer", pageCount: 1,
                                questions: [.init("observer/push", "Push or pull?"), .init("observer/retain", "What leaks?")], exercises: [])]
    }

    @Test func theMostMissedQuestionComesFirstAndFirstTriesDecide() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let ada = try export("ada") { store in
            try store.recordPage(lessonId: "singleton", page: 0)
            try store.recordPage(lessonId: "singleton", page: 1)
            try store.recordPage(lessonId: "observer", page: 0)
            try store.record(answer("observer/retain", false, at: 10))
            try store.record(answer("observer/retain", true, at: 20))   // a second try: not a first try
            try store.record(answer("observer/push", true, at: 30))
            try store.record(answer("singleton/one", true, at: 40, lesson: "singleton"))
            try store.record(ProgressStore.ExerciseCheck(exerciseId: "singleton-settings", lessonId: "singleton", passed: 4, total: 4, done: true))
        }
        let grace = try export("grace") { store in
            try store.recordPage(lessonId: "singleton", page: 0)
            try store.record(answer("observer/retain", false, at: 10))
            try store.record(answer("observer/push", true, at: 11, claimed: true))
            try store.record(ProgressStore.ExerciseCheck(exerciseId: "singleton-settings", lessonId: "singleton", passed: 1, total: 4, done: false))
        }
        let linus = try export("linus") { store in
            try store.recordPage(lessonId: "observer", page: 0)
            try store.record(answer("observer/retain", true, at: 10))
            try store.record(answer("observer/push", false, at: 11))
        }
        let report = ClassReport(course: "patterns-class", exports: [ada, grace, linus], catalogue: catalogue)
        #expect(report.learners == 3)
        #expect(report.questions.map(\.question) == ["observer/retain", "observer/push", "singleton/one"])
        #expect(report.questions[0].missedFirstTry == 2 && report.questions[0].answered == 3)
        #expect(report.questions[1].claims == 1)
        #expect(report.lessons.map(\.lesson) == ["singleton", "observer"])
        #expect(report.lessons[0].opened == 2 && report.lessons[0].read == 1)
        #expect(report.lessons[1].firstTries == 6 && report.lessons[1].firstTriesRight == 3)
        #expect(report.exercises == [ClassReport.ExerciseRow(exercise: "singleton-settings", lesson: "singleton", tried: 2, done: 1)])

        let text = report.text()
        let lines = text.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("Question (most missed first)") })
        #expect(lines[header + 1].hasPrefix("What leaks?"))
        #expect(lines[header + 1].contains("2 (67%)"))
        #expect(text.contains("Observer   2       2     50% (3 of 6)"))
        #expect(report.csv.split(separator: "\n")[1] == "lesson,singleton,singleton,Singleton,3,2,1,1,1,,,,,")
        #expect(report.json.contains("\"missedFirstTry\" : 2"))
    }

    @Test func withoutTheCourseIdsStandForTitles() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let one = try export("one") { try $0.record(answer("observer/push", false, at: 1)) }
        let report = ClassReport(course: "patterns-class", exports: [one])
        #expect(report.lessons.map(\.title) == ["observer"])
        #expect(report.lessons[0].read == nil)
        #expect(report.questions.map(\.title) == ["observer/push"])
    }

    @Test func csvQuotesFieldsThatNeedIt() {
        #expect(ClassReport.csvField("plain") == "plain")
        #expect(ClassReport.csvField("a, b") == "\"a, b\"")
        #expect(ClassReport.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
    }
}
