import Course
import Exercises
import GoldenFiles
import TerminalKit
import Testing
@testable import TutorApp

/// The exercise screen with a fake service: opening, checks on every save, stale reports,
/// hints, the solution, reset, progress, and the screens a learner sees.
@Suite struct ExerciseScreenTests {
    /// The Singleton lesson's page, with the fake answering.
    private func openedOnLesson(_ service: FakeExerciseService, width: Int = 80, height: Int = 24) -> TestRuntime {
        var driver = TestRuntime(course: ExerciseFixtures.course, width: width, height: height, exercises: service)
        driver.command("open singleton")
        return driver
    }

    @Test func xOnAPageOpensItsExerciseAndChecksTheFileAtOnce() {
        let service = FakeExerciseService(reports: [ExerciseFixtures.failing()])
        var driver = openedOnLesson(service)
        driver.forgetSteps()
        driver.keys(.character("x"))
        let entry = ExerciseFixtures.course.exercises[0]
        #expect(driver.steps.first?.effects == [.exercise(.open(entry))])
        #expect(service.checks.map(\.generation) == [1])
        #expect(service.checks.first?.path == ExerciseFixtures.path)
        #expect(driver.state.exercise?.isChecking == true)
        driver.runtime.takePostedEvents()
        let text = driver.screenText
        #expect(text.contains("✗ 1 of 3 checks pass"))
        #expect(text.contains("→ Settings.shared must be one object (two reads gave two objects)"))
        #expect(text.contains("Your file: " + ExerciseFixtures.path))
        #expect(driver.saved.contains { record in
            if case .exerciseChecked(let result) = record { result.exerciseId == "settings-once" && result.passed == 1 && !result.done } else { false }
        })
    }

    @Test func aSaveChecksAgainAndAnOlderReportIsDropped() throws {
        let service = FakeExerciseService()
        service.holdsChecks = true
        var driver = openedOnLesson(service)
        driver.keys(.character("x"))
        let watch = try #require(driver.jobs.running.first { $0.id.hasPrefix("watch:") })
        // The learner saves while the first check still runs: a second starts, the first is stopped.
        driver.jobs.fire(watch)
        driver.runtime.takePostedEvents()
        #expect(service.checks.map(\.generation) == [1, 2])
        #expect(service.stopped == 1)
        service.finishHeld(with: ExerciseFixtures.passed)
        driver.runtime.takePostedEvents()
        #expect(driver.state.exercise?.report == nil, "the report of the first check is older than the file")
        service.finishHeld(with: ExerciseFixtures.failing(passed: 2))
        driver.runtime.takePostedEvents()
        #expect(driver.state.exercise?.report?.passed == 2)
        #expect(!driver.state.progress.exercisesDone.contains("settings-once"))
    }

    @Test func aPassingCheckMarksTheExerciseDoneInTheMenu() {
        let service = FakeExerciseService(reports: [ExerciseFixtures.passed])
        var driver = openedOnLesson(service)
        driver.keys(.character("x"))
        driver.runtime.takePostedEvents()
        #expect(driver.screenText.contains("✓ Done: all 3 checks pass"))
        #expect(driver.state.progress.exercisesDone == ["settings-once"])
        driver.command("lessons")
        #expect(driver.screenText.contains("exercise done"))
    }

    @Test func leavingTheScreenStopsWatchingTheFile() {
        var driver = openedOnLesson(FakeExerciseService())
        driver.keys(.character("x"))
        #expect(driver.jobs.running.contains { $0.id.hasPrefix("watch:") })
        driver.keys(.character("q"))
        #expect(!driver.jobs.running.contains { $0.id.hasPrefix("watch:") })
        #expect(driver.state.route == .reader)
    }

    @Test func hintsComeOneAtATime() {
        var driver = openedOnLesson(FakeExerciseService())
        driver.keys(.character("x"))
        driver.runtime.takePostedEvents()
        #expect(!driver.screenText.contains("Hint 1"))
        driver.keys(.character("h"))
        #expect(driver.state.exercise?.lines.contains { $0.text == "Hint 1 of 2" } == true)
        #expect(driver.state.exercise?.lines.contains { $0.text.hasPrefix("Hint 2") } == false)
        driver.keys(.character("h"), .character("h"))
        #expect(driver.state.exercise?.hintsShown == 2)
        #expect(driver.state.notice?.text == "That was the last hint; S shows the solution.")
    }

    @Test func theSolutionAsksFirstUntilACheckHasFailed() {
        let service = FakeExerciseService()
        service.holdsChecks = true
        var driver = openedOnLesson(service)
        driver.keys(.character("x"), .character("S"))
        #expect(driver.state.exercise?.confirming == .solution)
        driver.keys(.character("n"))
        #expect(driver.state.exercise?.showsSolution == false)
        #expect(driver.state.notice?.text == "Nothing changed.")
        service.finishHeld(with: ExerciseFixtures.failing())
        driver.runtime.takePostedEvents()
        driver.keys(.character("S"))
        #expect(driver.state.exercise?.showsSolution == true)
        #expect(driver.state.exercise?.lines.contains { $0.text.contains("private init() {}") } == true)
    }

    @Test func resetAsksThenWritesTheStarterAndChecksAgain() {
        let service = FakeExerciseService()
        var driver = openedOnLesson(service)
        driver.keys(.character("x"))
        driver.runtime.takePostedEvents()
        driver.forgetSteps()
        driver.keys(.character("R"))
        #expect(driver.state.notice?.text.contains("y/n") == true)
        #expect(driver.effects.allSatisfy { if case .exercise = $0 { false } else { true } })
        driver.keys(.character("y"))
        let entry = ExerciseFixtures.course.exercises[0]
        #expect(driver.effects.contains(.exercise(.reset(entry, starter: ExerciseFixtures.content.starter.text))))
        #expect(service.checks.count == 2, "the reset file is checked")
    }

    @Test func aLessonWithoutAnExerciseOpensTheNextNotDoneAndSaysSo() {
        var driver = TestRuntime(course: ExerciseFixtures.course, exercises: FakeExerciseService())
        driver.command("open welcome")
        driver.keys(.character("x"))
        #expect(driver.state.exercise?.id == "settings-once")
        #expect(driver.announced.contains { if case .message(let notice) = $0 { notice.text.contains("\"Welcome\" has no exercise") } else { false } })
    }

    @Test func anUnknownExerciseIsRefusedWithSuggestions() {
        var driver = TestRuntime(course: ExerciseFixtures.course, exercises: FakeExerciseService())
        driver.command("exercise settings-onse")
        #expect(driver.state.route == .menu)
        #expect(driver.state.notice?.text.contains("Did you mean: settings-once?") == true)
    }

    @Test func goldenScreens() {
        let service = FakeExerciseService(reports: [ExerciseFixtures.compileErrors, ExerciseFixtures.failing(), ExerciseFixtures.passed])
        var driver = openedOnLesson(service)
        driver.keys(.character("x"))
        driver.runtime.takePostedEvents()
        expectGolden(driver.screen.snapshot, named: "exercise-errors-80x24")
        driver.runtime.send(.exercise(.fileChanged(exerciseId: "settings-once")))
        driver.runtime.takePostedEvents()
        driver.keys(.character("h"))
        expectGolden(driver.screen.snapshot, named: "exercise-failing-80x24")
        driver.runtime.send(.exercise(.fileChanged(exerciseId: "settings-once")))
        driver.runtime.takePostedEvents()
        driver.send(.input(.resize(Size(width: 200, height: 50))))
        expectGolden(driver.screen.snapshot, named: "exercise-done-200x50")
    }

    @Test func plainModeHasTheSameAsCommands() {
        var output = ""
        let session = PlainSession(course: ExerciseFixtures.course, width: 70,
                                   exercises: FakeExerciseService(reports: [ExerciseFixtures.failing(), ExerciseFixtures.passed])) {
            output += $0
        }
        var lines = ["exercise settings-once", "hint", "check", "quit"][...]
        session.run(readLine: { lines.popFirst() }, opening: [])
        #expect(output.contains("== Exercise: Make the settings one object =="))
        #expect(output.contains("✗ 1 of 3 checks pass"))
        #expect(output.contains("✗ Settings.shared must be one object (two reads gave two objects)"))
        #expect(output.contains("Hint 1 of 2"))
        #expect(output.contains("✓ Done: all 3 checks pass"))
        #expect(output.contains("exercise> "))
    }
}
