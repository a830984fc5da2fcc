import Dispatch
import Foundation
import Synchronization
import Localization

// Object Pool: keep a few expensive objects and lend them out again and again instead of
// making new ones. The pool resets each object when it comes back, and a borrower who finds
// the pool empty waits until one is returned.
//
// Fixed from the source tutorial's Pool: it reserved capacity for its own (empty) array instead of the
// objects; read the array outside its queue (a data race); returned nil when empty although
// its comment said it blocks; and never adopted its own ObjectPool protocol.

/// An object the pool can hand to the next borrower as good as new.
public protocol Resettable: AnyObject, Sendable {
    func resetState()
}

public protocol ObjectPool: Sendable {
    associatedtype Object: Resettable
    /// Blocks until an object is free.
    func borrow() throws(PoolError) -> Object
    /// Blocks at most `timeout`.
    func borrow(timeout: Duration) throws(PoolError) -> Object
    /// Never blocks: nil when every object is lent.
    func tryBorrow() -> Object?
    func giveBack(_ object: Object) throws(PoolError)
}

public enum PoolError: Error, Equatable, CustomStringConvertible {
    case timedOut
    case closed
    /// Returned twice, or never borrowed from this pool.
    case notLent

    public var description: String {
        switch self {
        case .timedOut: localized("no object came back in time")
        case .closed: localized("the pool is closed")
        case .notLent: localized("that object is not on loan from this pool")
        }
    }
}

/// A blocking pool built on a condition variable, fair to those who wait: blocked borrowers
/// queue up, and each returned object goes straight to the one who has waited longest. A
/// plain `signal()` wakes any waiter, and a newcomer may grab the object first, so an
/// early waiter could starve.
///
/// `@unchecked Sendable` because `Mutex` has no condition variable to wait on: every stored
/// `var` below (and every ticket's `object`) is read and written only while `condition` is
/// locked, which is what makes the class safe to share (and what the source tutorial's reads outside
/// its queue broke).
public final class Pool<Object: Resettable>: ObjectPool, @unchecked Sendable {
    public let capacity: Int
    private let condition = NSCondition()
    /// Keeps every object alive, so an identifier in `lent` can never be reused.
    private let members: [Object]
    private var available: [Object]
    private var lent: Set<ObjectIdentifier> = []
    /// Blocked borrowers, longest waiting first.
    private var queue: [Ticket] = []
    private var isClosed = false
    /// Signalled each time a borrower starts to wait; see `waitUntilBlocked`.
    private let arrivals = DispatchSemaphore(value: 0)

    /// One blocked borrower's place in the queue; `giveBack` puts the object in it.
    private final class Ticket {
        var object: Object?
    }

    public init(objects: [Object]) {
        members = objects
        available = objects
        capacity = objects.count
    }

    public func borrow() throws(PoolError) -> Object {
        try borrow(until: nil)
    }

    public func borrow(timeout: Duration) throws(PoolError) -> Object {
        try borrow(until: Date().addingTimeInterval(timeout.seconds))
    }

    public func tryBorrow() -> Object? {
        condition.lock()
        defer { condition.unlock() }
        return isClosed ? nil : takeFirst()
    }

    public func giveBack(_ object: Object) throws(PoolError) {
        condition.lock()
        defer { condition.unlock() }
        guard lent.remove(ObjectIdentifier(object)) != nil else { throw .notLent }
        object.resetState()
        guard !queue.isEmpty else {
            available.append(object)
            return
        }
        // Hand it to the longest waiter; it stays lent, now to that borrower.
        lent.insert(ObjectIdentifier(object))
        queue.removeFirst().object = object
        condition.broadcast()
    }

    /// Wakes every blocked borrower with `PoolError.closed`; later borrows fail at once.
    public func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    public var availableCount: Int { locked { available.count } }
    public var lentCount: Int { locked { lent.count } }
    /// Borrowers now blocked inside `borrow`.
    public var blockedBorrowers: Int { locked { queue.count } }

    /// Waits until at least `count` borrowers are blocked inside `borrow`. A borrower joins
    /// the queue while it holds the lock, and the lock is only free again once it is
    /// waiting, so when this returns true those borrowers really are blocked.
    public func waitUntilBlocked(borrowers count: Int, timeout: Duration) -> Bool {
        let deadline = DispatchTime.now() + timeout.seconds
        while blockedBorrowers < count {
            guard arrivals.wait(timeout: deadline) == .success else { return blockedBorrowers >= count }
        }
        return true
    }

    private func borrow(until deadline: Date?) throws(PoolError) -> Object {
        condition.lock()
        defer { condition.unlock() }
        guard !isClosed else { throw .closed }
        // Nobody may jump the queue: a free object only goes to a newcomer if none waits.
        if queue.isEmpty, let object = takeFirst() { return object }
        let ticket = Ticket()
        queue.append(ticket)
        arrivals.signal()
        while ticket.object == nil && !isClosed {
            let woken = deadline.map { condition.wait(until: $0) } ?? { condition.wait(); return true }()
            if !woken { break }
        }
        if let object = ticket.object { return object }
        queue.removeAll { $0 === ticket }
        throw isClosed ? .closed : .timedOut
    }

    /// Call with the lock held.
    private func takeFirst() -> Object? {
        guard !available.isEmpty else { return nil }
        let object = available.removeFirst()
        lent.insert(ObjectIdentifier(object))
        return object
    }

    private func locked<T>(_ read: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return read()
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// The expensive object: a database connection with per-session state that a careless
/// borrower may leave behind.
public final class PooledConnection: Resettable {
    public struct Session: Sendable, Equatable {
        public var openTransaction = false
        public var temporaryTables: [String] = []

        public var isClean: Bool { self == Session() }
    }

    public let number: Int
    private let state = Mutex((session: Session(), sessionsServed: 0))

    public init(number: Int) {
        self.number = number
    }

    public var session: Session { state.withLock { $0.session } }
    public var sessionsServed: Int { state.withLock { $0.sessionsServed } }

    public func beginTransaction() {
        state.withLock { $0.session.openTransaction = true }
    }

    public func createTemporaryTable(_ name: String) {
        state.withLock { $0.session.temporaryTables.append(name) }
    }

    /// Rolls back and drops what the last borrower left; the connection itself stays open.
    public func resetState() {
        state.withLock { state in
            state.session = Session()
            state.sessionsServed += 1
        }
    }
}

// MARK: - Demo

public final class ObjectPoolDemo: Demo {
    public static let info = DemoInfo(
        id: "object-pool",
        title: "Object Pool",
        family: .creational,
        summary: """
            A pool lends out three database connections, opened once, instead of opening a new \
            one per request. A returned connection is reset before anyone else gets it. When \
            all are lent, `borrow` says so, while `borrow --wait` starts another thread that \
            really blocks until a connection comes back; waiters are served first come, first \
            served.
            """,
        commands: [
            DemoCommand("borrow", "[--wait]", flags: ["wait"],
                        help: "borrow a connection; --wait queues a blocked waiter thread when none is free"),
            DemoCommand("return", "<n>", arguments: 1...1, help: "give connection #n back to the pool"),
            DemoCommand("dirty", "<n>", arguments: 1...1,
                        help: "the borrower of #n leaves a transaction and a temp table"),
        ],
        tour: [
            TourStep("borrow", "borrow() lends an existing connection: nothing new is opened."),
            TourStep("dirty 1", "The borrower leaves state behind: a transaction, a temp table."),
            TourStep("borrow", "A second request gets the next free connection..."),
            TourStep("borrow", "...and a third empties the pool."),
            TourStep("borrow", "Without --wait, an empty pool says so at once: no hanging."),
            TourStep("borrow --wait", "With --wait, another thread blocks inside borrow()..."),
            TourStep("borrow --wait", "...and one more queues behind it: waiters are served in order."),
            TourStep("return 1", "#1 comes back reset and goes to the first waiter, clean."),
        ])

    private static let maximumWaiters = 3

    private let pool = Pool(objects: (1...3).map { PooledConnection(number: $0) })
    private var loans: [(connection: PooledConnection, holder: String)] = []
    /// Blocked waiter threads, longest waiting first: the pool serves them in this order.
    private var waiters: [Waiter] = []
    private var waitersStarted = 0

    public init() {}

    deinit {
        // Frees waiter threads still blocked in borrow(), so none outlives the demo.
        pool.close()
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "borrow": return try input.has("wait") ? borrowWaiting() : borrowNow()
        case "return": return try giveBack(loan(input).connection)
        case "dirty": return try dirty(loan(input).connection)
        default: throw DemoError(localized("object-pool has no command {0}", input.name))
        }
    }

    private func borrowNow() -> [String] {
        guard let connection = pool.tryBorrow() else {
            let queued = waiters.isEmpty ? []
                : [localized(count: waiters.count, one: "({0} waiter already queued)", other: "({0} waiters already queued)")]
            return [localized("the pool is empty: all {0} connections are lent", pool.capacity)] + queued
                + [localized("borrow --wait would block until one comes back")]
        }
        loans.append((connection, "app"))
        return [localized("app borrowed #{0} ({1} left in the pool)", connection.number, pool.availableCount)]
    }

    private func borrowWaiting() throws(DemoError) -> [String] {
        guard pool.availableCount == 0 else {
            return [localized("a connection is free, so nobody has to wait")] + borrowNow()
        }
        guard waiters.count < Self.maximumWaiters else {
            throw DemoError(localized("{0} waiters are blocked already: return a connection first", Self.maximumWaiters))
        }
        waitersStarted += 1
        let started = Waiter(name: localized("waiter {0}", waitersStarted), pool: pool)
        waiters.append(started)
        // Wait for the thread's own acknowledgement (it is queued inside borrow()), so the
        // trace never depends on how fast the thread starts.
        guard pool.waitUntilBlocked(borrowers: waiters.count, timeout: .seconds(5)) else {
            return [localized("{0} did not reach borrow() in time", started.name)]
        }
        return [localized("{0} (another thread) called borrow()", started.name),
                waiters.count == 1 ? localized("{0} is blocked, first in line: the pool is empty", started.name)
                    : localized("{0} is blocked, number {1} in line: the pool is empty", started.name, waiters.count)]
    }

    private func giveBack(_ connection: PooledConnection) throws(DemoError) -> [String] {
        let undone = Self.undoList(for: connection.session)
        do {
            try pool.giveBack(connection)
        } catch {
            throw DemoError(localized("the pool refused #{0}: {1}", connection.number, error.description))
        }
        loans.removeAll { $0.connection === connection }
        let lines = [undone.isEmpty ? localized("#{0} returned; reset: it was already clean", connection.number)
                                    : localized("#{0} returned; reset: {1}", connection.number, undone)]
        guard !waiters.isEmpty else { return lines }
        return lines + wake(waiters.removeFirst())
    }

    /// The pool hands the returned connection to the longest waiter: this one.
    private func wake(_ waiter: Waiter) -> [String] {
        guard let connection = waiter.result(timeout: .seconds(5)) else {
            return [localized("{0} did not wake up in time", waiter.name)]
        }
        loans.append((connection, waiter.name))
        let still = waiters.isEmpty ? [] : [localized("still blocked: {0}", waiters.map(\.name).joined(separator: ", "))]
        let session = connection.session
        let got = session.isClean ? localized("{0} unblocked and got #{1}, clean", waiter.name, connection.number)
            : localized("{0} unblocked and got #{1}, {2}", waiter.name, connection.number, Self.describe(session))
        return [got] + still
    }

    private func dirty(_ connection: PooledConnection) -> [String] {
        let table = "tmp_\(connection.number)"
        let session = connection.session
        guard !session.openTransaction || !session.temporaryTables.contains(table) else {
            return [localized("#{0} is already dirty: nothing changed", connection.number),
                    localized("it still has {0}", Self.describe(session))]
        }
        if !session.openTransaction { connection.beginTransaction() }
        if !session.temporaryTables.contains(table) { connection.createTemporaryTable(table) }
        return [localized("the borrower of #{0} left {1}", connection.number, Self.describe(connection.session))]
    }

    private func loan(_ input: DemoInput) throws(DemoError) -> (connection: PooledConnection, holder: String) {
        let number = try input.integer(0, named: localized("the connection number"))
        guard (1...pool.capacity).contains(number) else {
            throw DemoError(localized("the pool has connections #1 to #{0}, not #{1}", pool.capacity, number))
        }
        guard let loan = loans.first(where: { $0.connection.number == number }) else {
            let lent = loans.map(\.connection.number).sorted().map { "#\($0)" }
            throw DemoError(lent.isEmpty ? localized("#{0} is not on loan; nothing is lent now: borrow first", number)
                                         : localized("#{0} is not on loan; lent now: {1}", number, lent.joined(separator: ", ")))
        }
        return loan
    }

    private static func undoList(for session: PooledConnection.Session) -> String {
        let rollback = session.openTransaction ? [localized("rolled back the transaction")] : []
        return (rollback + session.temporaryTables.map { localized("dropped {0}", $0) }).joined(separator: ", ")
    }

    /// The state panel's line for a loan, with the short form of what the borrower left:
    /// `#1 lent to app: transaction, tmp_1`.
    private static func loanLine(_ number: Int, holder: String, session: PooledConnection.Session) -> String {
        let tables = session.temporaryTables.joined(separator: ", ")
        return switch (session.openTransaction, tables.isEmpty) {
        case (false, true): localized("#{0} lent to {1}: clean", number, holder)
        case (true, true): localized("#{0} lent to {1}: transaction", number, holder)
        case (true, false): localized("#{0} lent to {1}: transaction, {2}", number, holder, tables)
        case (false, false): localized("#{0} lent to {1}: {2}", number, holder, tables)
        }
    }

    /// What a borrower left on a connection that is not clean: `an open transaction and
    /// temp table tmp_1`. (Each connection only ever gets its own one temp table.)
    private static func describe(_ session: PooledConnection.Session) -> String {
        let tables = session.temporaryTables.joined(separator: " and temp table ")
        return switch (session.openTransaction, tables.isEmpty) {
        case (true, true): localized("an open transaction")
        case (true, false): localized("an open transaction and temp table {0}", tables)
        case (false, _): localized("temp table {0}", tables)
        }
    }

    public var statePanel: [String] { DemoText.panel(panelLines) }

    private var panelLines: [String] {
        let inPool = (1...pool.capacity).filter { number in !loans.contains { $0.connection.number == number } }
        var lines = [localized(count: pool.capacity, one: "Pool of {0} connections, opened once",
                               other: "Pool of {0} connections, opened once"),
                     inPool.isEmpty ? localized("  free: none")
                                    : localized("  free: {0}", inPool.map { "#\($0)" }.joined(separator: " ")),
                     localized("  blocked borrowers: {0}", pool.blockedBorrowers)]
        if !waiters.isEmpty {
            lines.append(localized("  queue: {0}", waiters.map(\.name).joined(separator: " → ")))
        }
        for loan in loans.sorted(by: { $0.connection.number < $1.connection.number }) {
            lines.append(Self.loanLine(loan.connection.number, holder: loan.holder, session: loan.connection.session))
        }
        return lines
    }
}

/// A borrower on its own thread: it blocks in `borrow()` and hands over what it got.
private final class Waiter: Sendable {
    let name: String
    private let received = Mutex<PooledConnection?>(nil)
    private let delivered = DispatchSemaphore(value: 0)

    init(name: String, pool: Pool<PooledConnection>) {
        self.name = name
        let thread = Thread { [self] in
            guard let connection = try? pool.borrow() else { return }
            received.withLock { $0 = connection }
            delivered.signal()
        }
        thread.start()
    }

    /// The connection the thread got, once it has really got one (its acknowledgement).
    func result(timeout: Duration) -> PooledConnection? {
        guard delivered.wait(timeout: .now() + timeout.seconds) == .success else { return nil }
        return received.withLock { $0 }
    }
}
