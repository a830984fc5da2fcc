import Dispatch
@testable import Patterns
import Testing

@Suite struct SingletonTests {
    @Test func oneInstanceUnderAThousandConcurrentAccesses() {
        // IdentitySet locks with NSLock: ThreadSanitizer on Linux cannot see inside
        // Synchronization.Mutex and reported false races for a Mutex<Set> here.
        let seen = IdentitySet()
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
            seen.insert(AccountManager.shared)
        }
        #expect(seen.count == 1)
        #expect(AccountManager.instancesCreated == 1)
        #expect(AccountManager.shared.serialNumber == 1)
    }

    @Test func aSharedInstanceStillAllowsOthers() {
        let mine = ImageCache(name: "mine")
        mine.store("logo", bytes: 10)
        #expect(mine !== ImageCache.shared)
        #expect(!ImageCache.shared.keys.contains("logo"))
        #expect(ImageCache.shared === ImageCache.shared)
    }
}
