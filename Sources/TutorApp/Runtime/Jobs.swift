import Dispatch
import Foundation
import Synchronization

/// Long-running work a screen asks for while it is on the navigation stack, run off the UI's
/// thread and answering with events: a timer now; a compile job or a file watcher later.
///
/// Screens declare the jobs they want (`ScreenModel.jobs`), as Elm declares subscriptions: after
/// every step the runtime starts the jobs newly wanted and cancels those no screen on the stack
/// wants any more, so leaving a screen always stops its work.
public struct Job: Sendable, Hashable {
    public var id: String
    public var work: Work

    public enum Work: Sendable, Hashable {
        /// Sends `event` every `seconds` until cancelled.
        case repeating(every: Double, send: AppEvent)
        /// Looks at the file's size, times and inode every `seconds` and sends `event` when
        /// they change: a save, an editor's rename over it, a new file where none was.
        case watching(path: String, every: Double, send: AppEvent)
    }

    public init(id: String, work: Work) {
        self.id = id
        self.work = work
    }
}

extension Job {
    /// Wakes the menu and the statistics, whose count of reviews due changes with time.
    static let dueCount = Job(id: "due-count", work: .repeating(every: 30, send: .wake))

    /// A learner's exercise file, looked at four times a second: a `stat` call each, cheap
    /// enough that no watcher library is needed, and a save shows within a quarter second.
    static func watchFile(path: String, send event: AppEvent) -> Job {
        Job(id: "watch:" + path, work: .watching(path: path, every: 0.25, send: event))
    }
}

/// Starts jobs and stops them. The app's runs them on a background queue; tests use one they
/// drive by hand, so no test waits on a clock.
public protocol JobRunner: AnyObject {
    /// Starts `job`; `post` hands its events to the runtime from any thread. Returns a
    /// function that stops it.
    func start(_ job: Job, post: @escaping @Sendable (AppEvent) -> Void) -> @Sendable () -> Void
}

/// Runs jobs on a background queue with Dispatch timers.
public final class DispatchJobRunner: JobRunner {
    private let queue = DispatchQueue(label: "pattern-tutor.jobs")

    public init() {}

    public func start(_ job: Job, post: @escaping @Sendable (AppEvent) -> Void) -> @Sendable () -> Void {
        switch job.work {
        case .repeating(let seconds, let event):
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + seconds, repeating: seconds)
            timer.setEventHandler { post(event) }
            timer.resume()
            let handle = TimerHandle(timer)
            return { handle.cancel() }
        case .watching(let path, let seconds, let event):
            let timer = DispatchSource.makeTimerSource(queue: queue)
            let watched = WatchedFile(path: path)
            timer.schedule(deadline: .now() + seconds, repeating: seconds)
            timer.setEventHandler { if watched.changed() { post(event) } }
            timer.resume()
            let handle = TimerHandle(timer)
            return { handle.cancel() }
        }
    }
}

/// A file's size, modification and change times and inode, compared with the last look.
/// Used only from the jobs' serial queue.
final class WatchedFile: @unchecked Sendable {
    private let path: String
    private var last: [Int64]?

    init(path: String) {
        self.path = path
        last = Self.stamp(path)
    }

    func changed() -> Bool {
        let now = Self.stamp(path)
        defer { last = now }
        return now != last
    }

    static func stamp(_ path: String) -> [Int64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec), Int64(info.st_ctim.tv_nsec),
                Int64(bitPattern: UInt64(info.st_ino))]
    }
}

/// A Dispatch timer to cancel from any thread: `cancel()` is thread-safe, the protocol is just
/// not marked `Sendable`.
private final class TimerHandle: @unchecked Sendable {
    private let timer: any DispatchSourceTimer

    init(_ timer: any DispatchSourceTimer) {
        self.timer = timer
    }

    func cancel() {
        timer.cancel()
    }
}

/// Events posted by jobs from their own threads, waiting for the UI's thread to take them.
final class PostedEvents: Sendable {
    private let events = Mutex<[AppEvent]>([])

    func post(_ event: AppEvent) {
        events.withLock { $0.append(event) }
    }

    func takeAll() -> [AppEvent] {
        events.withLock { events in
            defer { events.removeAll() }
            return events
        }
    }
}
