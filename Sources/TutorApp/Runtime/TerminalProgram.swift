import Course
import Dispatch
import TerminalKit

/// The full-screen front end: draw, wait for an event, hand it to the runtime, repeat.
/// The curses backend makes it interactive; the headless one makes it a test.
public final class TerminalProgram {
    public let runtime: AppRuntime
    private let backend: TerminalBackend
    /// Monotonic seconds; tests pass their own.
    private let clock: () -> Double

    public var state: AppState { runtime.state }

    /// `loadCourse` reads the lessons folder again for `reload`; without it, reload says so.
    /// `recorder` saves progress; without it nothing is saved.
    public init(state: AppState, reducer: AppReducer, backend: TerminalBackend, loadCourse: CourseSource? = nil,
                recorder: ProgressRecorder? = nil, exercises: ExerciseService? = nil,
                clock: @escaping () -> Double = TerminalProgram.monotonicSeconds) {
        self.clock = clock
        self.backend = backend
        var state = state
        state.size = backend.size
        state.canAnimate = true
        runtime = AppRuntime(state: state, reducer: reducer, loadCourse: loadCourse, recorder: recorder, exercises: exercises)
        runtime.terminal = backend
        runtime.send(.input(.resize(backend.size)))
    }

    /// Applies one event, and the events its effects lead to; the ending, once the session ends.
    @discardableResult
    public func apply(_ event: AppEvent) -> Ending? {
        runtime.send(event)
    }

    /// Runs until the learner quits or a signal ends the session, and says which.
    /// `idleLimit` ends the loop when no event arrives in that many milliseconds (tests use
    /// it; the app waits forever), reported as `nil`.
    ///
    /// While an animation plays, the wait for input is cut short when the next frame is due,
    /// and a frame is one `.tick` with the time: keys are read first, and frames that were
    /// missed are skipped rather than queued behind the input.
    @discardableResult
    public func run(idleLimit: Int = -1) -> Ending? {
        if let ending = runtime.ending { return ending }
        draw()
        var nextFrame = clock()
        while true {
            let interval = state.frameInterval
            var timeout = interval.map { _ in max(0, Int(((nextFrame - clock()) * 1000).rounded(.up))) } ?? idleLimit
            // Jobs answer from their own threads: while one runs, input is waited for in short
            // slices, so what it posts is taken soon after.
            let takesPosts = runtime.isRunningJobs
            if takesPosts { timeout = timeout < 0 ? Self.postSlice : min(timeout, Self.postSlice) }
            if let event = backend.nextEvent(timeoutMilliseconds: timeout) {
                if let ending = runtime.send(.input(event)) { return ending }
            } else if idleLimit >= 0 || (interval == nil && !takesPosts) {
                // Tests pass `idleLimit` and end when nothing more happens.
                return runtime.takePostedEvents()
            }
            if let ending = runtime.takePostedEvents() { return ending }
            if let interval = state.frameInterval {
                let now = clock()
                if now >= nextFrame {
                    if let ending = runtime.send(.tick(now)) { return ending }
                    nextFrame = now + interval
                }
            } else {
                nextFrame = clock()
            }
            draw()
        }
    }

    /// Milliseconds between looks at what jobs posted, while any runs.
    static let postSlice = 100

    public static let monotonicSeconds: @Sendable () -> Double = {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    private func draw() {
        let screen = state.presenting { AppView.render(state) }
        backend.draw(screen, cursor: AppView.cursor(state))
    }
}
