import Course
import CourseTestSupport
import GoldenFiles
import LayerStage
import TerminalKit
import Testing
@testable import TutorApp

/// The factory-method layers on screen: opened like any live run, driven by keys and ticks.
@Suite struct StageScreenTests {
    private func openStage(width: Int = 80, height: Int = 24) -> TestRuntime {
        var driver = TestRuntime(width: width, height: height)
        driver.state.canAnimate = true
        driver.send(.command(.demo("factory-method")))
        return driver
    }

    @Test func theFactoryMethodLiveRunPlaysOnAStage() {
        let driver = openStage()
        #expect(driver.state.route == .stage)
        #expect(driver.state.stageScreen?.stage.layers.map(\.kind.rawValue) == ["bounce", "spin", "pop"])
        #expect(driver.state.frameInterval == 1.0 / 30)
        #expect(driver.screen.lines[0].contains("layers from AnimatableLayerFactory"))
        #expect(driver.screen.text.contains("1 bounce"))
    }

    @Test func thePlainReplShowsTheSameLiveRunAsText() {
        var driver = TestRuntime()
        driver.send(.command(.demo("factory-method")))
        #expect(driver.state.route == .demo)
        #expect(driver.state.stageScreen == nil)
    }

    @Test func ticksAdvanceTimeByWhatPassedTimesTheSpeed() throws {
        var driver = openStage()
        driver.send(.tick(100))
        #expect(driver.state.stageScreen?.time == 0, "the first tick only starts the clock")
        driver.send(.tick(100.5))
        #expect(abs((driver.state.stageScreen?.time ?? 0) - 0.1333) < 0.001, "a long gap moves on by at most 4 frames")
        driver.send(.tick(100.53))
        driver.keys(.character("+"))
        driver.send(.tick(100.56))
        let time = try #require(driver.state.stageScreen?.time)
        #expect(abs(time - (0.1333 + 0.03 + 0.06)) < 0.001)
    }

    @Test func spacePausesStepsMoveOneFrameAndSpeedsAreBounded() {
        var driver = openStage()
        driver.keys(.character(" "))
        #expect(driver.state.stageScreen?.isPaused == true)
        #expect(driver.state.frameInterval == nil, "no frames are asked for while paused")
        driver.send(.tick(5))
        driver.send(.tick(6))
        #expect(driver.state.stageScreen?.time == 0)
        driver.keys(.character("."), .character("."))
        #expect(abs((driver.state.stageScreen?.time ?? 0) - 2.0 / 30) < 1e-9)
        for _ in 0..<10 { driver.keys(.character("-")) }
        #expect(driver.state.stageScreen?.speed == 0.125)
        for _ in 0..<10 { driver.keys(.character("+")) }
        #expect(driver.state.stageScreen?.speed == 4)
    }

    @Test func digitsToggleLayersAndCShowsTheCurves() {
        var driver = openStage(width: 100)
        driver.keys(.character("2"))
        #expect(driver.state.stageScreen?.stage.layers[1].isVisible == false)
        #expect(driver.screen.text.contains("2 spin (off)"))
        driver.keys(.character("c"))
        #expect(driver.screen.text.contains("(0.5, 1.43, 1, 1)"), "the pop curve's control points")
        #expect(driver.screen.text.contains("(0.455, 0.03, 0.515, 0.955)"))
        #expect(driver.screen.text.contains("linear"))
    }

    @Test func theCommandLineMakesLayersThroughTheFactory() {
        var driver = openStage()
        driver.keys(.character(":"))
        driver.type("make pop")
        driver.keys(.enter)
        #expect(driver.state.stageScreen?.stage.layers.map(\.kind.rawValue) == ["bounce", "spin", "pop", "pop"])
        #expect(driver.state.stageScreen?.messages.last == "the caller named only the kind; the class stays private")
        for line in ["speed 0.5", "layer 1 off", "pause", "make teapot", "speed 9"] {
            driver.keys(.character(":"))
            driver.type(line)
            driver.keys(.enter)
        }
        #expect(driver.state.stageScreen?.speed == 0.5)
        #expect(driver.state.stageScreen?.stage.layers[0].isVisible == false)
        #expect(driver.state.stageScreen?.isPaused == true)
        #expect(driver.state.stageScreen?.messages.suffix(2) == [
            "! the factory knows bounce, spin, pop, shake, fade", "! speed goes from 0.125 to 4, e.g. speed 0.5",
        ])
    }

    @Test func theCommandLineAsksACreatorForARow() {
        var driver = openStage()
        driver.keys(.character(":"))
        driver.type("row fading 2")
        driver.keys(.enter)
        #expect(driver.state.stageScreen?.stage.layers.map(\.kind.rawValue) == ["bounce", "spin", "pop", "fade", "fade"])
        #expect(driver.state.stageScreen?.messages.suffix(2) == [
            "FadingRow.startLayers made layers 4-5 via its factory method",
            "the creator's own code never names the class; FadingRow decides it",
        ])
        for line in ["row teapot 1", "row bouncing 5"] {
            driver.keys(.character(":"))
            driver.type(line)
            driver.keys(.enter)
        }
        #expect(driver.state.stageScreen?.stage.layers.count == 5)
        #expect(driver.state.stageScreen?.messages.suffix(2) == [
            "! the creators are bouncing and fading, e.g. row fading 2",
            "! the stage holds 9 layers (keys 1 to 9): room for 4 more",
        ])
    }

    @Test func qGoesBackToWhereTheLearnerWas() {
        var driver = TestRuntime()
        driver.state.canAnimate = true
        driver.send(.command(.open("singleton")))
        driver.send(.command(.demo("factory-method")))
        driver.keys(.character("q"))
        #expect(driver.state.route == .reader)
        #expect(driver.state.stageScreen == nil)
    }

    @Test func theProgramSendsTicksOnlyWhileTheAnimationPlays() {
        let backend = HeadlessBackend(size: Size(width: 60, height: 16), events: [
            .key(.character("x")), .key(.character("x")), .key(.character(" ")), .key(.character("x")),
        ])
        var now = 0.0
        var state = AppState(course: Fixtures.course, size: Size(width: 60, height: 16))
        state.canAnimate = true
        let program = TerminalProgram(state: state, reducer: AppReducer(), backend: backend,
                                      clock: { now += 0.05; return now })
        program.apply(.command(.demo("factory-method")))
        program.run(idleLimit: 0)
        let time = program.state.stageScreen?.time ?? 0
        #expect(time > 0, "frames came between the keys")
        #expect(program.state.stageScreen?.isPaused == true)
    }

    @Test func plainModeDrawsAFrameInAsciiOnRequest() {
        var output = ""
        let session = PlainSession(course: Fixtures.course, width: 60) { output += $0 }
        var lines = ["demo factory-method", "frame 0.4", "frame soon", "exit", "quit"][...]
        session.run(readLine: { lines.popFirst() }, startingAt: nil)
        #expect(output.contains("'frame <seconds>' draws them"))
        #expect(output.contains("the layers at 0.40s:"))
        #expect(output.contains("@@@@"))
        #expect(output.unicodeScalars.allSatisfy { $0.isASCII || "›·—".unicodeScalars.contains($0) })
        #expect(output.contains("! frame takes the seconds into the animation, from 0 to"))
        for line in output.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    }

    @Test func screenGolden() {
        var driver = openStage(width: 60, height: 16)
        driver.keys(.character(" "))
        expectGolden(driver.screen.text, named: "stage-60x16")
    }
}
