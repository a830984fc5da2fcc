import Dispatch
import Foundation
@testable import Patterns
import Synchronization
import Testing

/// Counts initializer runs from any thread.
private final class Runs: Sendable {
    private let count = Atomic<Int>(0)
    func record() { count.add(1, ordering: .relaxed) }
    var total: Int { count.load(ordering: .relaxed) }
}

@Suite struct LazyInitializationTests {
    @Test func aLazyVarIsBuiltOnTheFirstReadAndOnlyThen() {
        let screen = ReportScreen(title: "Sales")
        #expect(screen.chartBuilds == 0, "init must not build the chart")
        let first = screen.chart
        #expect(screen.chartBuilds == 1)
        let second = screen.chart
        #expect(screen.chartBuilds == 1)
        #expect(first.points == second.points)
        #expect(ReportScreen(title: "Other").chartBuilds == 0)
    }

    @Test func aLazyValueWaitsForItsFirstRead() {
        let runs = Runs()
        let value = LazyValue { runs.record(); return 42 }
        #expect(runs.total == 0)
        #expect(!value.isInitialized)
        #expect(value.value == 42)
        #expect(value.value == 42)
        #expect(runs.total == 1)
        #expect(value.isInitialized)
    }

    @Test func aLazyValueRunsItsInitializerOnceUnderConcurrentFirstAccess() {
        let runs = Runs()
        let value = LazyValue { () -> [Int] in
            runs.record()
            // Slow on purpose, so that without the lock several threads would get in.
            Thread.sleep(forTimeInterval: 0.02)
            return Array(0..<100)
        }
        let wrongValues = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            if value.value.count != 100 { wrongValues.add(1, ordering: .relaxed) }
        }
        #expect(runs.total == 1)
        #expect(wrongValues.load(ordering: .relaxed) == 0)
    }

    @Test func aStaticLetIsCreatedOnceForAllThreads() {
        // The first identity seen, and how many threads saw another one. (Atomics rather
        // than a Mutex: ThreadSanitizer on Linux cannot see Synchronization.Mutex.)
        let firstSeen = Atomic<UInt>(0)
        let others = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let identity = UInt(bitPattern: ObjectIdentifier(SpellingDictionary.shared))
            let (stored, previous) = firstSeen.compareExchange(expected: 0, desired: identity,
                                                               ordering: .acquiringAndReleasing)
            if !stored && previous != identity { others.add(1, ordering: .relaxed) }
        }
        #expect(others.load(ordering: .relaxed) == 0)
        #expect(SpellingDictionary.timesLoaded == 1)
        #expect(SpellingDictionary.shared.knows("Lazy"))
    }

    @Test func demoNeedsAScreenBeforeItsChart() {
        let session = DemoSession(LazyInitializationDemo.self)
        let outcome = session.run("chart")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "no screen yet: type open first")
    }

    @Test func demoCountsThreadsInGoodEnglish() {
        let session = DemoSession(LazyInitializationDemo.self)
        #expect(session.run("race 1").entries.map(\.text).suffix(2)
            == ["1 thread read the shared exchange rates", "the initializer ran once for 1 thread"])
        #expect(session.run("race 3").entries.map(\.text).contains("3 threads read the shared exchange rates"))
    }
}
