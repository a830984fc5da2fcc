import CNCursesW
import Glibc
import Synchronization

/// Makes sure the terminal is given back whatever way the process ends.
/// SIGTERM and SIGHUP are turned into events so the app leaves through its normal path;
/// crash signals restore the terminal and then die as they would have.
enum TerminalGuard {
    private static let pendingSignal = Atomic<Int32>(0)
    private static let active = Atomic<Bool>(false)

    static func activate() {
        active.store(true, ordering: .sequentiallyConsistent)
        _ = handlersInstalled
    }

    /// Handlers are process-wide; installing them once is enough however many screens start.
    private static let handlersInstalled: Bool = {
        for signalNumber in [SIGTERM, SIGHUP, SIGINT] {
            signal(signalNumber) { received in
                TerminalGuard.pendingSignal.store(received, ordering: .sequentiallyConsistent)
            }
        }
        for signalNumber in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
            signal(signalNumber) { received in
                // Best effort on the way down: leave curses so the shell is usable again.
                if TerminalGuard.active.load(ordering: .sequentiallyConsistent) { endwin() }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        atexit {
            if TerminalGuard.active.load(ordering: .sequentiallyConsistent) { endwin() }
        }
        return true
    }()

    static func deactivate() {
        active.store(false, ordering: .sequentiallyConsistent)
    }

    static func takePendingSignal() -> Int32? {
        let value = pendingSignal.exchange(0, ordering: .sequentiallyConsistent)
        return value == 0 ? nil : value
    }
}
