// expect-failure: must ask the clock it is given what day it is, each time
// The clock is read once, in `init`, and the day is kept instead of the
// clock, so the tracker never sees a test's clock move.
import Foundation

protocol DayClock {
    var today: Int { get }
}

struct SystemDayClock: DayClock {
    var today: Int { Int(Date().timeIntervalSince1970 / 86_400) }
}

final class PracticeTracker {
    private let today: Int
    private var days: [Int] = []

    init(clock: any DayClock) {
        today = clock.today
    }

    func recordPractice() {
        if days.last != today { days.append(today) }
    }

    var streak: Int {
        guard let last = days.last, today - last <= 1 else { return 0 }
        var count = 0
        for day in days.reversed() where day == last - count {
            count += 1
        }
        return count
    }

    func pickExercises(from pool: [String], count: Int,
                       using generator: inout some RandomNumberGenerator) -> [String] {
        Array(pool.shuffled(using: &generator).prefix(count))
    }
}
