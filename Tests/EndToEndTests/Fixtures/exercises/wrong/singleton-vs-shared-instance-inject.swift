// expect-failure: every event must go to the tracker the checkout was handed, refunds too
// The tracker is injected and `buy` uses it, but `refund` was missed and
// still fetches the singleton by name.
import Synchronization

protocol EventTracking: AnyObject {
    func track(_ event: String)
}

final class Analytics: EventTracking, Sendable {
    static let shared = Analytics()
    private let log = Mutex<[String]>([])
    private init() {}

    func track(_ event: String) { log.withLock { $0.append(event) } }
    var events: [String] { log.withLock { $0 } }
}

struct Checkout {
    private let tracker: any EventTracking

    init(tracker: any EventTracking = Analytics.shared) {
        self.tracker = tracker
    }

    func buy(_ item: String) {
        tracker.track("bought \(item)")
    }

    func refund(_ item: String) {
        Analytics.shared.track("refunded \(item)")
    }
}
