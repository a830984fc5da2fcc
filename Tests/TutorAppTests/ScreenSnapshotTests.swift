import GoldenFiles
import TerminalKit
import CourseTestSupport
import Testing
@testable import TutorApp

/// Whole screens as a learner sees them, compared with golden files.
@Suite struct ScreenSnapshotTests {
    @Test func menu() {
        let driver = TestRuntime(width: 60, height: 16)
        expectGolden(driver.screen.snapshot, named: "menu-60x16")
    }

    @Test func reader() {
        var driver = TestRuntime(width: 60, height: 16)
        driver.keys(.down, .enter, .down)
        expectGolden(driver.screen.snapshot, named: "reader-60x16")
    }

    @Test func helpOverlay() {
        var driver = TestRuntime(width: 60, height: 18)
        driver.keys(.enter, .character("?"))
        expectGolden(driver.screen.snapshot, named: "help-60x18")
    }

    /// At 40x10 the key help is taller than its box: the arrows scroll it to its last line,
    /// every key of the page is passed on the way, and another key closes it.
    @Test func helpOverlayScrollsOnASmallWindow() {
        var driver = TestRuntime(width: 40, height: 10)
        driver.keys(.enter, .character("?"))
        expectGolden(driver.screen.snapshot, named: "help-40x10-top")
        var seen = driver.screenText
        for _ in 0..<80 {
            driver.keys(.down)
            seen += driver.screenText
        }
        #expect(driver.state.isShowingHelp)
        expectGolden(driver.screen.snapshot, named: "help-40x10-end")
        for row in ReaderState.keys.help { #expect(seen.contains(row.keys), "never shown: \(row.keys)") }
        #expect(seen.contains("Commands after ':'"))
        driver.keys(.up)
        #expect(driver.state.helpScroll > 0)
        driver.keys(.character("x"))
        #expect(!driver.state.isShowingHelp)
        #expect(driver.state.helpScroll == 0)
    }

    @Test func commandLineAndError() {
        var driver = TestRuntime(width: 60, height: 12)
        driver.keys(.character(":"))
        driver.type("open 日本")
        expectGolden(driver.screen.text, named: "command-line-60x12")
        #expect(AppView.cursor(driver.state) == Position(x: 1 + 5 + 4, y: 11))
        driver.keys(.enter)
        expectGolden(driver.screen.text, named: "command-error-60x12")
    }

    @Test func tooSmall() {
        var driver = TestRuntime()
        driver.send(.input(.resize(Size(width: 30, height: 8))))
        let text = driver.screen.text
        expectGolden(text, named: "too-small-30x8")
        #expect(text.contains("enlarge"))
        driver.send(.input(.resize(Size(width: 60, height: 16))))
        #expect(driver.screen == TestRuntime(width: 60, height: 16).screen)
    }
}

@Suite struct TerminalProgramTests {
    @Test func runsAgainstAHeadlessBackendUntilQuit() {
        let backend = HeadlessBackend(size: Size(width: 50, height: 12), events: [
            .key(.enter), .key(.character("n")), .resize(Size(width: 45, height: 12)), .key(.character("q")), .key(.character("q")),
            .key(.character("x")),
        ])
        let program = TerminalProgram(state: AppState(course: Fixtures.course, size: Size(width: 1, height: 1)),
                                      reducer: AppReducer(), backend: backend)
        #expect(program.run(idleLimit: 0) == .quit)
        #expect(backend.drawnScreens.count == 5)
        #expect(backend.drawnScreens[2].lines[0].contains("page 2/2"))
        #expect(backend.drawnScreens[3].size == Size(width: 45, height: 12))
        #expect(backend.drawnScreens[4].lines[0].contains("1 file skipped (!)"))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .key(.character("x")))
    }

    @Test func aSignalEndsTheRunAndIsReported() {
        let backend = HeadlessBackend(size: Size(width: 50, height: 12), events: [.key(.enter), .terminate(signal: 15)])
        let program = TerminalProgram(state: AppState(course: Fixtures.course, size: Size(width: 1, height: 1)),
                                      reducer: AppReducer(), backend: backend)
        #expect(program.run(idleLimit: 0) == .signal(15))
    }
}
