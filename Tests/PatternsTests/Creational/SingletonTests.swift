import Dispatch
@testable import Patterns
import Synchronization
import Testing

@Suite struct SingletonTests {
    @Test func oneInstanceUnderAThousandConcurrentAccesses() {
        let seen = Mutex<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
            let identity = ObjectIdentifier(AccountManager.shared)
            seen.withLock { _ = $0.insert(identity) }
        }
        #expect(seen.withLock { $0.count } == 1)
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
