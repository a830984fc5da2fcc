import Foundation

/// A wall clock that moves only when a test says so, for the reducer's `now`.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// 2027-01-15 09:00 UTC by default: a fixed day, so due dates can be spelled out.
    init(_ start: Date = Date(timeIntervalSince1970: 1_800_003_600)) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }

    func set(_ date: Date) { lock.withLock { current = date } }

    /// The clock as the reducer takes it.
    var reading: @Sendable () -> Date { { [self] in now } }
}
