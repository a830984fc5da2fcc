/// What the app needs from a terminal. Only the curses backend talks to a real one.
public protocol TerminalBackend: AnyObject {
    var size: Size { get }
    /// Shows `screen`, sending only what changed since the last call.
    func draw(_ screen: Screen, cursor: Position?)
    /// The next event, or nil when `timeoutMilliseconds` pass without one.
    func nextEvent(timeoutMilliseconds: Int) -> InputEvent?
    /// Rings the terminal's bell (a miss in the shape game). Silent backends ignore it.
    func bell()
    /// Sends the whole screen again, not only what changed: the terminal may have been
    /// written over by another program. Backends without a terminal ignore it.
    func repaint()
    /// Hands the terminal back in its normal mode and stops the process, as Ctrl-Z does in a
    /// shell; returns once the process is continued (`fg`), with the screen taken over again.
    /// Backends without a terminal return at once.
    func suspend()
    /// Hands the terminal to another program (an editor) in its normal mode, waits for it to
    /// end, and takes the screen back. Returns why it could not run, or nil.
    func runInTerminal(_ arguments: [String]) -> String?
}

extension TerminalBackend {
    public func bell() {}
    public func repaint() {}
    public func suspend() {}
    public func runInTerminal(_ arguments: [String]) -> String? { "there is no terminal to hand over" }
}

/// A backend with no terminal: events come from a script, screens are kept for inspection.
/// The same driver code runs against it as against curses, so tests are deterministic.
public final class HeadlessBackend: TerminalBackend {
    public private(set) var size: Size
    public private(set) var drawnScreens: [Screen] = []
    public private(set) var cursor: Position?
    /// How many times the bell rang, for tests.
    public private(set) var bellCount = 0
    private var pendingEvents: [InputEvent]

    public init(size: Size, events: [InputEvent] = []) {
        self.size = size
        pendingEvents = events
    }

    public func draw(_ screen: Screen, cursor: Position?) {
        drawnScreens.append(screen)
        self.cursor = cursor
    }

    public func bell() {
        bellCount += 1
    }

    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        guard !pendingEvents.isEmpty else { return nil }
        let event = pendingEvents.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return event
    }
}
