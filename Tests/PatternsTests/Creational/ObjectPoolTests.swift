import Dispatch
import Foundation
@testable import Patterns
import Synchronization
import Testing

@Suite struct ObjectPoolTests {
    private func makePool(_ size: Int) -> Pool<PooledConnection> {
        Pool(objects: (1...size).map { PooledConnection(number: $0) })
    }

    /// Generic client code: it compiles only because Pool adopts ObjectPool (the source tutorial's did not).
    private func borrowAndReturn<P: ObjectPool>(from pool: P) throws -> P.Object {
        let object = try pool.borrow(timeout: .seconds(5))
        try pool.giveBack(object)
        return object
    }

    @Test func blocksWhenEveryObjectIsLent() throws {
        let pool = makePool(2)
        _ = try pool.borrow()
        _ = try pool.borrow()
        #expect(pool.tryBorrow() == nil)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: PoolError.timedOut) { try pool.borrow(timeout: .milliseconds(150)) }
        #expect(clock.now - start >= .milliseconds(100), "borrow returned without waiting")
    }

    @Test func aBlockedBorrowerWakesWhenAnObjectComesBack() throws {
        let pool = makePool(1)
        let lent = try pool.borrow()
        let received = Mutex<PooledConnection?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let object = try? pool.borrow()
            received.withLock { $0 = object }
            done.signal()
        }.start()
        #expect(pool.waitUntilBlocked(borrowers: 1, timeout: .seconds(5)))
        #expect(done.wait(timeout: .now() + 0.1) == .timedOut, "the borrower should still be blocked")
        try pool.giveBack(lent)
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(received.withLock { $0 } === lent)
        #expect(pool.blockedBorrowers == 0)
    }

    @Test func closingWakesBlockedBorrowersWithAnError() throws {
        let pool = makePool(1)
        _ = try pool.borrow()
        let outcome = Mutex<PoolError?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            do throws(PoolError) {
                _ = try pool.borrow()
            } catch {
                outcome.withLock { $0 = error }
            }
            done.signal()
        }.start()
        #expect(pool.waitUntilBlocked(borrowers: 1, timeout: .seconds(5)))
        pool.close()
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(outcome.withLock { $0 } == .closed)
    }

    @Test func aReturnedObjectIsResetBeforeItIsLentAgain() throws {
        let pool = makePool(1)
        let connection = try pool.borrow()
        connection.beginTransaction()
        connection.createTemporaryTable("scratch")
        #expect(!connection.session.isClean)
        try pool.giveBack(connection)
        let again = try pool.borrow()
        #expect(again === connection)
        #expect(again.session.isClean)
        #expect(again.sessionsServed == 1)
    }

    @Test func anObjectCannotBeReturnedTwiceOrByAStranger() throws {
        let pool = makePool(2)
        let connection = try borrowAndReturn(from: pool)
        #expect(throws: PoolError.notLent) { try pool.giveBack(connection) }
        #expect(throws: PoolError.notLent) { try pool.giveBack(PooledConnection(number: 99)) }
        #expect(pool.availableCount == 2)
    }

    @Test func noObjectIsLentTwiceUnderConcurrency() {
        let pool = makePool(3)
        // One bit per connection, set while somebody holds it. (Atomics rather than a Mutex:
        // ThreadSanitizer on Linux cannot see Synchronization.Mutex and reports false races.)
        let held = Atomic<Int>(0)
        let problems = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<300 {
                guard let connection = try? pool.borrow(timeout: .seconds(5)) else {
                    problems.add(1, ordering: .relaxed)
                    continue
                }
                let bit = 1 << connection.number
                let before = held.bitwiseOr(bit, ordering: .acquiringAndReleasing).oldValue
                if before & bit != 0 { problems.add(1, ordering: .relaxed) }
                // Every borrower must get a clean connection, and leaves it dirty.
                if !connection.session.isClean { problems.add(1, ordering: .relaxed) }
                connection.createTemporaryTable("scratch")
                held.bitwiseAnd(~bit, ordering: .acquiringAndReleasing)
                if (try? pool.giveBack(connection)) == nil { problems.add(1, ordering: .relaxed) }
            }
        }
        #expect(problems.load(ordering: .relaxed) == 0)
        #expect(pool.availableCount == 3)
        #expect(pool.lentCount == 0)
    }

    /// Blocked borrowers are served in the order they arrived, one per returned object.
    @Test func waitersAreServedFirstComeFirstServed() throws {
        let pool = makePool(1)
        let lent = try pool.borrow()
        let served = ServiceOrder()
        let done = DispatchSemaphore(value: 0)
        for waiter in 1...3 {
            Thread {
                guard let object = try? pool.borrow() else { return }
                served.append(waiter)
                done.signal()
                try? pool.giveBack(object)
            }.start()
            // Start the next waiter only once this one is queued, so the arrival order is known.
            #expect(pool.waitUntilBlocked(borrowers: waiter, timeout: .seconds(5)))
        }
        try pool.giveBack(lent)
        for _ in 1...3 { #expect(done.wait(timeout: .now() + 5) == .success) }
        #expect(served.order == [1, 2, 3])
    }

    @Test func aNewcomerCannotJumpTheQueue() throws {
        let pool = makePool(1)
        let lent = try pool.borrow()
        let received = DispatchSemaphore(value: 0)
        Thread {
            guard let object = try? pool.borrow() else { return }
            received.signal()
            _ = object
        }.start()
        #expect(pool.waitUntilBlocked(borrowers: 1, timeout: .seconds(5)))
        try pool.giveBack(lent)
        // The returned object went to the waiter, not back on the shelf for tryBorrow.
        #expect(pool.tryBorrow() == nil)
        #expect(received.wait(timeout: .now() + 5) == .success)
        #expect(pool.lentCount == 1 && pool.blockedBorrowers == 0)
    }

    @Test func aTimedOutWaiterLeavesTheQueue() throws {
        let pool = makePool(1)
        let lent = try pool.borrow()
        #expect(throws: PoolError.timedOut) { try pool.borrow(timeout: .milliseconds(50)) }
        #expect(pool.blockedBorrowers == 0)
        try pool.giveBack(lent)
        #expect(pool.availableCount == 1, "nobody waits, so the object is back on the shelf")
    }

    @Test func demoQueuesSeveralWaitersAndServesThemInOrder() {
        let session = DemoSession(ObjectPoolDemo.self)
        session.runScript("borrow; borrow; borrow")
        #expect(session.run("borrow --wait").succeeded)
        let second = session.run("borrow --wait")
        #expect(second.entries.last?.text == "waiter 2 is blocked, number 2 in line: the pool is empty")
        #expect(session.statePanel.contains("  blocked borrowers: 2"))
        #expect(session.statePanel.contains("  queue: waiter 1 → waiter 2"))
        let back = session.run("return 2").entries.map(\.text)
        #expect(back.contains("waiter 1 unblocked and got #2, clean"))
        #expect(back.last == "still blocked: waiter 2")
        #expect(session.run("return 3").entries.map(\.text).contains("waiter 2 unblocked and got #3, clean"))
        #expect(session.statePanel.contains("  blocked borrowers: 0"))
        session.run("borrow --wait")
        session.run("borrow --wait")
        #expect(session.run("borrow --wait").succeeded)
        #expect(session.run("borrow --wait").entries.last?.text
            == "3 waiters are blocked already: return a connection first")
    }

    @Test func demoNamesWhatIsReallyOnLoan() {
        let session = DemoSession(ObjectPoolDemo.self)
        #expect(session.run("return 2").entries.last?.text == "#2 is not on loan; nothing is lent now: borrow first")
        session.run("borrow")
        #expect(session.run("return 2").entries.last?.text == "#2 is not on loan; lent now: #1")
        #expect(session.run("dirty 1").entries.last?.text
            == "the borrower of #1 left an open transaction and temp table tmp_1")
        let again = session.run("dirty 1").entries.map(\.text)
        #expect(again.contains("#1 is already dirty: nothing changed"))
    }
}

/// The order in which waiter threads were served. NSLock rather than Mutex: ThreadSanitizer
/// on Linux cannot see inside Mutex. Every access holds `lock`, hence `@unchecked Sendable`.
private final class ServiceOrder: @unchecked Sendable {
    private let lock = NSLock()
    private var served: [Int] = []

    func append(_ waiter: Int) { lock.withLock { served.append(waiter) } }
    var order: [Int] { lock.withLock { served } }
}
