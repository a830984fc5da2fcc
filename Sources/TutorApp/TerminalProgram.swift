import Course
import Dispatch
import TerminalKit

/// Runs the app against any backend: draw, wait for an event, update, repeat.
/// The curses backend makes it interactive; the headless one makes it a test.
public final class TerminalProgram {
    public private(set) var state: AppState
    private let reducer: AppReducer
    private let backend: TerminalBackend
    private let loadCourse: CourseSource?
    private let recorder: ProgressRecorder?
    private let demoHost = DemoHost()
    /// Monotonic seconds; tests pass their own.
    private let clock: () -> Double

    /// `loadCourse` reads the lessons folder again for `reload`; without it, reload says so.
    /// `recorder` saves progress; without it nothing is saved.
    public init(state: AppState, reducer: AppReducer, backend: TerminalBackend, loadCourse: CourseSource? = nil,
                recorder: ProgressRecorder? = nil, clock: @escaping () -> Double = TerminalProgram.monotonicSeconds) {
        self.clock = clock
        self.state = state
        self.reducer = reducer
        self.backend = backend
        self.loadCourse = loadCourse
        self.recorder = recorder
        self.state.size = backend.size
        self.state.canAnimate = true
        self.state = reducer.update(self.state, .input(.resize(backend.size))).0
    }

    /// Runs until the learner quits or a signal asks to stop, and returns that signal, if
    /// any, so the process can exit with the conventional status. `idleLimit` ends the loop
    /// when no event arrives in that many milliseconds (tests use it; the app waits forever).
    ///
    /// While an animation plays, the wait for input is cut short when the next frame is due,
    /// and a frame is one `.tick` with the time: keys are read first, and frames that were
    /// missed are skipped rather than queued behind the input.
    @discardableResult
    public func run(idleLimit: Int = -1) -> Int32? {
        draw()
        var nextFrame = clock()
        while true {
            let interval = state.frameInterval
            // Without an animation the wait is for input, cut only for a screen that shows what
            // is due (tests pass `idleLimit` and end on it instead).
            let wake = idleLimit < 0 ? state.wakeInterval.map { Int($0 * 1000) } : nil
            let timeout = interval.map { _ in max(0, Int(((nextFrame - clock()) * 1000).rounded(.up))) } ?? wake ?? idleLimit
            if let event = backend.nextEvent(timeoutMilliseconds: timeout) {
                if apply(.input(event)) {
                    if case .terminate(let signal) = event { return signal }
                    return nil
                }
            } else if interval == nil, wake != nil {
                if apply(.wake) { return nil }
            } else if interval == nil || idleLimit >= 0 {
                return nil
            }
            if let interval = state.frameInterval {
                let now = clock()
                if now >= nextFrame {
                    if apply(.tick(now)) { return nil }
                    nextFrame = now + interval
                }
            } else {
                nextFrame = clock()
            }
            draw()
        }
    }

    public static let monotonicSeconds: @Sendable () -> Double = {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    /// Applies one event, and the events its effects lead to; true when the app should end.
    @discardableResult
    public func apply(_ event: AppEvent) -> Bool {
        let (next, effects) = reducer.update(state, event)
        state = next
        if let failure = save(effects, with: recorder) { return apply(.notice(Notice(failure, kind: .error))) }
        if effects.contains(.bell) { backend.bell() }
        if effects.contains(.repaint) { backend.repaint() }
        if effects.contains(.suspend) { resumeAfterSuspending() }
        if effects.contains(.reloadCourse) { return apply(reloadedCourseEvent(loadCourse)) }
        for case .demo(let request) in effects {
            if let answer = demoHost.handle(request), apply(answer) { return true }
        }
        return effects.contains(.quit)
    }

    /// Stops until the shell continues the program; the window may have changed size meanwhile.
    private func resumeAfterSuspending() {
        backend.suspend()
        if backend.size != state.size { state = reducer.update(state, .input(.resize(backend.size))).0 }
    }

    private func draw() {
        backend.draw(AppView.render(state), cursor: AppView.cursor(state))
    }
}

/// Reads the course again; throws with a one-line reason when it cannot.
public typealias CourseSource = @Sendable () throws -> Course

/// The event a reload produces: the new course, or why there is none.
func reloadedCourseEvent(_ source: CourseSource?) -> AppEvent {
    guard let source else { return .reloadFailed("this session has no lessons folder to read") }
    do {
        return .courseReloaded(try source())
    } catch {
        return .reloadFailed("\(error)")
    }
}

/// Saves one record; returns a one-line reason when it could not.
public typealias ProgressRecorder = (ProgressRecord) -> String?

/// Saves the records among `effects`; the first failure's reason, if any.
func save(_ effects: [Effect], with recorder: ProgressRecorder?) -> String? {
    guard let recorder else { return nil }
    var failure: String?
    for case .record(let record) in effects {
        if let reason = recorder(record), failure == nil { failure = reason }
    }
    return failure
}
