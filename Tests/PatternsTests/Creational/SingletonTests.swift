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

    /// The lesson's point: a reset makes new callers, and the one instance is still there.
    @Test func resetSaysTheSharedInstanceSurvivesAndItDoes() throws {
        let session = DemoSession(SingletonDemo.self)
        let before = try #require(session.run("get home").entries.last?.text)
        let reset = session.run("reset").entries.filter { $0.kind == .event }.map(\.text)
        #expect(reset.joined(separator: " ").hasPrefix(
            "started again with new callers, but the shared instances stay: AccountManager.shared and ImageCache.shared are the same objects"))
        #expect(reset.allSatisfy { $0.count <= 70 }, "the trace pane is 70 wide")
        let after = try #require(session.run("get home").entries.last?.text)
        #expect(before.hasSuffix("object #1") && after.hasSuffix("object #1"))
    }
}
