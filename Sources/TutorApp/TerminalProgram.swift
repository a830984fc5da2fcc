import TerminalKit

/// Runs the app against any backend: draw, wait for an event, update, repeat.
/// The curses backend makes it interactive; the headless one makes it a test.
public final class TerminalProgram {
    public private(set) var state: AppState
    private let reducer: AppReducer
    private let backend: TerminalBackend

    public init(state: AppState, reducer: AppReducer, backend: TerminalBackend) {
        self.state = state
        self.reducer = reducer
        self.backend = backend
        self.state.size = backend.size
        self.state = reducer.update(self.state, .input(.resize(backend.size))).0
    }

    /// Runs until the learner quits or a signal asks to stop, and returns that signal, if
    /// any, so the process can exit with the conventional status. `idleLimit` ends the loop
    /// when no event arrives in that many milliseconds (tests use it; the app waits forever).
    @discardableResult
    public func run(idleLimit: Int = -1) -> Int32? {
        draw()
        while let event = backend.nextEvent(timeoutMilliseconds: idleLimit) {
            if apply(.input(event)) {
                if case .terminate(let signal) = event { return signal }
                return nil
            }
            draw()
        }
        return nil
    }

    /// Applies one event; returns true when the app should end.
    @discardableResult
    public func apply(_ event: AppEvent) -> Bool {
        let (next, effects) = reducer.update(state, event)
        state = next
        return effects.contains(.quit)
    }

    private func draw() {
        backend.draw(AppView.render(state), cursor: AppView.cursor(state))
    }
}
