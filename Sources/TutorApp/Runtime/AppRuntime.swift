import Localization
import Course
import Exercises
import Synchronization
import TerminalKit

/// How a session ended, and the status the process exits with.
public enum Ending: Sendable, Hashable {
    /// The learner quit: status 0.
    case quit
    /// Ctrl-C or a signal ended it: 128 + the signal's number, as a shell expects.
    case signal(Int32)

    public var exitStatus: Int32 {
        switch self {
        case .quit: 0
        case .signal(let number): 128 + number
        }
    }
}

/// The one place effects are carried out, for the full screen, plain mode and tests alike.
///
/// It owns the state and a first-in, first-out queue of events. Each event goes through the
/// reducer; its effects are then interpreted in the order the reducer gave them, and the
/// events they answer with (a reloaded course, a live run's output, a failed save's notice)
/// join the back of the queue. Once an effect ends the session, nothing that is still queued
/// runs, so no failure further down can hold the program open.
public final class AppRuntime {
    public private(set) var state: AppState
    public let reducer: AppReducer
    public private(set) var ending: Ending?

    /// Prints or otherwise shows what the reducer announces (plain mode prints; the full
    /// screen redraws instead and ignores it).
    public var announce: (Announcement, AppState) -> Void = { _, _ in }
    /// Every step as it happens: the event and the effects it gave (tests assert on these).
    public var observe: (AppEvent, [Effect]) -> Void = { _, _ in }
    /// Bell, repaint and suspend go to the full screen's backend; plain mode has none, and
    /// they do nothing there.
    public weak var terminal: TerminalBackend?

    private let loadCourse: CourseSource?
    private let recorder: ProgressRecorder?
    private let demoHost = DemoHost()
    private let jobRunner: JobRunner
    private var queue: [AppEvent] = []
    private var isRunning = false
    private var hasToldSaveFailure = false
    /// Jobs running now, with the function that stops each.
    private var runningJobs: [Job: @Sendable () -> Void] = [:]
    private let posted = PostedEvents()
    private let exercises: ExerciseService?
    /// The exercise check running now, with the function that stops it: one at a time.
    private var runningCheck: (@Sendable () -> Void)?
    /// Pending until the latest check answers or is stopped.
    private var latestCheck: PendingFlag?

    /// `loadCourse` reads the lessons folder again for `reload`; `recorder` saves progress;
    /// `jobRunner` runs the screens' long-running work.
    public init(state: AppState, reducer: AppReducer, loadCourse: CourseSource? = nil, recorder: ProgressRecorder? = nil,
                jobRunner: JobRunner = DispatchJobRunner(), exercises: ExerciseService? = nil) {
        self.exercises = exercises
        self.state = state
        self.reducer = reducer
        self.loadCourse = loadCourse
        self.recorder = recorder
        self.jobRunner = jobRunner
    }

    deinit {
        stopAllJobs()
    }

    /// Whether any job is running, so the front end looks for what jobs post.
    /// Whether an exercise check has started and not yet answered (plain mode waits for it).
    public var hasCheckInFlight: Bool { latestCheck?.isPending ?? false }

    public var isRunningJobs: Bool { !runningJobs.isEmpty || hasCheckInFlight }

    /// Runs the events jobs posted since the last call, in the order posted; the ending, if
    /// one of them ended the session. Front ends call it from the UI's thread.
    @discardableResult
    public func takePostedEvents() -> Ending? {
        for event in posted.takeAll() {
            if let ending = send(event) { return ending }
        }
        return ending
    }

    /// Runs `event` and every event its effects lead to; the ending, once there is one.
    @discardableResult
    public func send(_ event: AppEvent) -> Ending? {
        guard ending == nil else { return ending }
        queue.append(event)
        // An announcement printer that sends an event of its own only queues it.
        guard !isRunning else { return nil }
        isRunning = true
        defer { isRunning = false }
        while ending == nil, !queue.isEmpty {
            step(queue.removeFirst())
        }
        queue.removeAll()
        if ending == nil { reconcileJobs() } else { stopAllJobs() }
        return ending
    }

    /// Replaces the state outside the reducer: only for setting up a session before it starts.
    public func configure(_ change: (inout AppState) -> Void) {
        change(&state)
    }

    /// Starts the jobs the screens on the stack want and stops those none wants any more.
    private func reconcileJobs() {
        let wanted = state.jobs
        for (job, stop) in runningJobs where !wanted.contains(job) {
            stop()
            runningJobs[job] = nil
        }
        let posted = posted
        for job in wanted where runningJobs[job] == nil {
            runningJobs[job] = jobRunner.start(job) { posted.post($0) }
        }
    }

    private func stopAllJobs() {
        runningJobs.values.forEach { $0() }
        runningJobs.removeAll()
        runningCheck?()
        runningCheck = nil
        latestCheck?.settle()
    }

    /// The reducer and the effects run with the interface speaking the course's language (the
    /// effects in the language the step left it in, so `:lang` answers in the new one), and
    /// laying text out as the terminal shows it (`ASCIIRendering`).
    private func step(_ event: AppEvent) {
        let (next, effects) = state.presenting { reducer.update(state, event) }
        state = next
        observe(event, effects)
        state.presenting {
            for effect in effects { interpret(effect) }
        }
    }

    private func interpret(_ effect: Effect) {
        switch effect {
        case .quit:
            ending = ending ?? .quit
        case .stop(let signal):
            ending = ending ?? .signal(signal)
        case .announce(let announcement):
            announce(announcement, state)
        case .record(let record):
            save(record)
        case .reloadCourse(let language):
            queue.append(reloadedCourseEvent(loadCourse, language: language))
        case .demo(let request):
            if let answer = demoHost.handle(request) { queue.append(answer) }
        case .bell:
            terminal?.bell()
        case .repaint:
            terminal?.repaint()
        case .suspend:
            guard let terminal else { return }
            terminal.suspend()
            // The window may have changed size while the process was stopped.
            if terminal.size != state.size { queue.append(.input(.resize(terminal.size))) }
        case .exercise(let request):
            handle(request)
        }
    }

    private func handle(_ request: ExerciseRequest) {
        guard let exercises else {
            if case .open(let entry) = request {
                queue.append(.exercise(.failed(exerciseId: entry.exercise.id,
                                               message: localized("Exercises are not available in this session."))))
            }
            return
        }
        switch request {
        case .open(let entry):
            queue.append(.exercise(exercises.open(entry)))
        case .reset(let entry, let starter):
            queue.append(.exercise(exercises.reset(entry, starter: starter)))
        case .check(let check):
            // A save while a check runs starts a new one: the old one is stopped, and its answer
            // (if it comes anyway) is older than the screen's latest and dropped there.
            runningCheck?()
            latestCheck?.settle()
            let posted = posted
            let flag = PendingFlag()
            latestCheck = flag
            runningCheck = exercises.check(check) { answer in
                posted.post(.exercise(answer))
                flag.settle()
            }
        case .edit(let path):
            guard let terminal else {
                queue.append(.notice(Notice(localized("Open {0} in your editor; each save is checked.", path), kind: .info)))
                return
            }
            if let problem = terminal.runInTerminal(EditorCommand.arguments(editing: path)) {
                queue.append(.notice(Notice(problem, kind: .error)))
            }
            if terminal.size != state.size { queue.append(.input(.resize(terminal.size))) }
        }
    }

    /// Saves one record. The first failure is told once (a full disk would otherwise say so
    /// on every page); the course goes on, and later records are still tried.
    private func save(_ record: ProgressRecord) {
        do {
            try recorder?(record)
        } catch {
            guard !hasToldSaveFailure else { return }
            hasToldSaveFailure = true
            queue.append(.notice(Notice(localized("{0} The course goes on without saving.", "\(error)"), kind: .error)))
        }
    }
}

/// Whether something started has not answered yet; settled once, from any thread.
final class PendingFlag: Sendable {
    private let pending = Atomic<Bool>(true)
    var isPending: Bool { pending.load(ordering: .acquiring) }
    func settle() { pending.store(false, ordering: .releasing) }
}

/// Reads the course again, in the language given; throws with a one-line reason when it cannot.
public typealias CourseSource = @Sendable (_ language: String) throws -> Course

/// The event a reload produces: the new course, or why there is none.
func reloadedCourseEvent(_ source: CourseSource?, language: String) -> AppEvent {
    guard let source else { return .reloadFailed(localized("this session has no lessons folder to read")) }
    do {
        return .courseReloaded(try source(language))
    } catch {
        return .reloadFailed("\(error)")
    }
}

/// Saves one record; throws an error whose description is a one-line reason when it cannot.
public typealias ProgressRecorder = (ProgressRecord) throws -> Void
