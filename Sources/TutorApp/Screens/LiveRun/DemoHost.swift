import Patterns

/// What the app asks of the live runs. The reducer only describes it; `DemoHost` does it.
public enum DemoRequest: Sendable, Hashable {
    /// Open the demo, keeping an earlier session's state and trace if there is one.
    case open(id: String)
    /// Run a line the learner typed in the open demo.
    case run(id: String, line: String)
}

/// What a demo looks like after a request: the whole trace, what this request added,
/// and the state panel.
public struct DemoSnapshot: Sendable, Hashable {
    public var id: String
    public var trace: [TraceEntry]
    public var newEntries: [TraceEntry]
    public var panel: [String]
    public var succeeded: Bool
    /// The step an empty line runs next, while a tour goes step by step.
    public var nextTourStep: Int?

    public init(id: String, trace: [TraceEntry], newEntries: [TraceEntry], panel: [String], succeeded: Bool,
                nextTourStep: Int? = nil) {
        self.id = id
        self.trace = trace
        self.newEntries = newEntries
        self.panel = panel
        self.succeeded = succeeded
        self.nextTourStep = nextTourStep
    }
}

/// The edge where the live runs' mutable sessions live, outside the pure app state.
/// Like a Redux middleware: it takes a request and answers with an event.
public final class DemoHost {
    private var sessions: [String: DemoSession] = [:]

    public init() {}

    public func handle(_ request: DemoRequest) -> AppEvent? {
        switch request {
        case .open(let id):
            guard let session = session(for: id) else { return nil }
            return .demoUpdated(DemoSnapshot(id: id, trace: session.trace, newEntries: [], panel: session.statePanel,
                                             succeeded: true, nextTourStep: session.nextTourStep))
        case .run(let id, let line):
            guard let session = session(for: id) else { return nil }
            let outcome = session.run(line)
            return .demoUpdated(DemoSnapshot(id: id, trace: session.trace, newEntries: outcome.entries,
                                             panel: session.statePanel, succeeded: outcome.succeeded,
                                             nextTourStep: session.nextTourStep))
        }
    }

    private func session(for id: String) -> DemoSession? {
        if let session = sessions[id] { return session }
        guard let demo = DemoRegistry.demo(id: id) else { return nil }
        let session = DemoSession(demo, hostWords: "exit leaves the live run, quit ends PatternTutor", stepsTours: true)
        sessions[id] = session
        return session
    }
}
