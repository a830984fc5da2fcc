import Dispatch
@testable import Patterns
import Synchronization
import Testing

@Suite struct SingletonTests {
    @Test func oneInstanceUnderAThousandConcurrentAccesses() {
        // The first identity seen, and how many callers saw another one. Atomics rather than
        // a Mutex<Set>: ThreadSanitizer on Linux cannot see Synchronization.Mutex's lock and
        // reported false races here.
        let firstSeen = Atomic<UInt>(0)
        let others = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
            let identity = UInt(bitPattern: ObjectIdentifier(AccountManager.shared))
            let (stored, previous) = firstSeen.compareExchange(expected: 0, desired: identity,
                                                               ordering: .acquiringAndReleasing)
            if !stored && previous != identity { others.add(1, ordering: .relaxed) }
        }
        #expect(others.load(ordering: .relaxed) == 0)
        #expect(AccountManager.instancesCreated == 1)
    }

    @Test func aSharedInstanceStillAllowsOthers() {
        let mine = ImageCache(name: "mine")
        mine.store("logo", bytes: 10)
        #expect(mine !== ImageCache.shared)
        #expect(!ImageCache.shared.keys.contains("logo"))
        #expect(ImageCache.shared === ImageCache.shared)
    }
}
