import Foundation
import Progress
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Two and four copies of the app answering quizzes at the same moment on one state folder
/// (two windows, or a window and a script): every answer of every instance is in the store
/// afterwards, each one a review of its own, and the file is sound.
@Suite(.serialized) struct ReliabilityConcurrentInstancesTests {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var figures: [Int: Int] = [:]

    @Test(arguments: [2, 4])
    func instancesAnsweringAtOnceLoseNoReview(instances: Int) throws {
        let questions = ChaosScale.current.pick(quick: 30, full: 150)
        let lessons = (0..<instances).map { "drill\($0)" }
        let course = try makeDrillCourse(lessons: lessons, questionsEach: questions)
        // A new folder: the instances also race to create the store and run its migrations.
        let state = NSTemporaryDirectory() + "pt-concurrent-\(UUID().uuidString)"
        defer { for folder in [course, state] { try? FileManager.default.removeItem(atPath: folder) } }

        let apps = try lessons.map { lesson in
            try LiveApp(["--plain", "lesson", lesson, "--quiz", "--lessons", course, "--state-dir", state])
        }
        for app in apps where !app.waitUntil({ $0.contains("question 1/\(questions)") }) {
            apps.forEach { $0.kill(SIGKILL) }
            throw HarnessError("an instance never started its quiz; it wrote:\n\(app.output)")
        }
        // Every instance gets its whole burst at once, so their writes overlap.
        let typed = lessons.map { lesson in (0..<questions).map { "\(lesson)x\($0)" } }
        for (app, answers) in zip(apps, typed) {
            app.type(answers.map { $0 + "\n\n" }.joined())
            app.closeInput()
        }
        for (app, lesson) in zip(apps, lessons) {
            #expect(app.waitForExit() == 0, "\(lesson) wrote:\n\(app.output)")
            #expect(confirmedAnswers(in: app.output, prefix: lesson + "x").count == questions, "\(lesson) wrote:\n\(app.output)")
            #expect(errorLines(app.output).isEmpty, "\(lesson) complained:\n\(app.output)")
        }

        let store = ProgressStore(directory: state, course: drillCourseId)
        #expect(store.openingNote == nil)
        #expect(store.integrityProblems().isEmpty)
        let answers = try store.answers()
        for (lesson, expected) in zip(lessons, typed) {
            let saved = answers.filter { $0.lessonId == lesson }
            // Identity: each instance's answers, each on the question it was given to.
            #expect(saved.map(\.given).sorted() == expected.sorted(), "\(lesson)")
            #expect(Set(saved.map(\.questionId)) == Set((0..<questions).map { "\(lesson)-\($0)" }), "\(lesson)")
        }
        #expect(answers.count == instances * questions)
        #expect(try store.reviews().count == instances * questions, "answers merged into one review")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: state).contains { $0.contains(".corrupt-") })
        recordFigures(instances: instances, reviews: answers.count)
    }

    /// Both argument runs add to one figure file; the last one to finish writes the totals.
    private func recordFigures(instances: Int, reviews: Int) {
        let all = Self.lock.withLock { () -> [Int: Int] in
            Self.figures[instances] = reviews
            return Self.figures
        }
        let tried = ["runs (\(all.keys.sorted().map(String.init).joined(separator: " and ")) instances at once)": all.count,
                     "instances started": all.keys.reduce(0, +), "reviews saved and checked": all.values.reduce(0, +)]
        SuiteFigures(id: "durability-concurrent", title: "Instances answering at once on one store", tried: tried,
                     held: "Every answer of every instance was in the store, by question and by what was typed, "
                         + "each one a review of its own; integrity_check ok, no complaint from any instance.").record()
    }
}
