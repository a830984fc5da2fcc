// expect-failure: make the initialiser private
// Shared through a static property, but anyone may still call AppSettings() and get a second one.
import Synchronization

final class AppSettings: Sendable {
    /// Created once, on first use, however many threads ask at the same moment.
    static let shared = AppSettings()

    init() {}

    private struct Values {
        var theme = "light"
        var fontSize = 14
    }

    private let values = Mutex(Values())

    var theme: String {
        get { values.withLock { $0.theme } }
        set { values.withLock { $0.theme = newValue } }
    }

    var fontSize: Int {
        get { values.withLock { $0.fontSize } }
        set { values.withLock { $0.fontSize = newValue } }
    }
}
