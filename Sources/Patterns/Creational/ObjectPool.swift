import Dispatch
import Foundation
import Synchronization

// Object Pool: keep a few expensive objects and lend them out again and again instead of
// making new ones. The pool resets each object when it comes back, and a borrower who finds
// the pool empty waits until one is returned.
//
// Fixed from the seed's Pool: it reserved capacity for its own (empty) array instead of the
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
        case .timedOut: "no object came back in time"
        case .closed: "the pool is closed"
        case .notLent: "that object is not on loan from this pool"
        }
    }
}

/// A blocking pool built on a condition variable.
///
/// `@unchecked Sendable` because `Mutex` has no condition variable to wait on: every stored
/// `var` below is read and written only while `condition` is locked, which is what makes
/// the class safe to share (and what the seed's reads outside its queue broke).
public final class Pool<Object: Resettable>: ObjectPool, @unchecked Sendable {
    public let capacity: Int
    private let condition = NSCondition()
    /// Keeps every object alive, so an identifier in `lent` can never be reused.
    private let members: [Object]
    private var available: [Object]
    private var lent: Set<ObjectIdentifier> = []
    private var blocked = 0
    private var isClosed = false
    /// Signalled each time a borrower starts to wait; see `waitUntilBlocked`.
    private let arrivals = DispatchSemaphore(value: 0)

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
        available.append(object)
        condition.signal()
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
    public var blockedBorrowers: Int { locked { blocked } }

    /// Waits until at least `count` borrowers are blocked inside `borrow`. A borrower counts
    /// itself while it holds the lock, and the lock is only free again once it is waiting,
    /// so when this returns true those borrowers really are blocked.
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
        while true {
            guard !isClosed else { throw .closed }
            if let object = takeFirst() { return object }
            blocked += 1
            arrivals.signal()
            let woken = deadline.map { condition.wait(until: $0) } ?? { condition.wait(); return true }()
            blocked -= 1
            if !woken && available.isEmpty { throw .timedOut }
        }
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
            all are lent, `borrow` says so, while `borrow --wait` starts a second thread that \
            really blocks until a connection comes back.
            """,
        commands: [
            DemoCommand("borrow", "[--wait]", flags: ["wait"],
                        help: "borrow a connection; --wait blocks a waiter thread when none is free"),
            DemoCommand("return", "<n>", arguments: 1...1, help: "give connection #n back to the pool"),
            DemoCommand("dirty", "<n>", arguments: 1...1,
                        help: "the borrower of #n leaves a transaction and a temp table"),
        ],
        tour: [
            TourStep("borrow", "borrow() lends an existing connection: nothing new is opened."),
            TourStep("dirty 1", "The borrower leaves state behind: an open transaction, a temp table."),
            TourStep("borrow", "A second request gets the next free connection..."),
            TourStep("borrow", "...and a third empties the pool."),
            TourStep("borrow", "Without --wait, an empty pool says so at once instead of hanging."),
            TourStep("borrow --wait", "With --wait, another thread blocks inside borrow() until one is back."),
            TourStep("return 1", "Returning #1 resets it and wakes the waiter, which gets it clean."),
        ])

    private let pool = Pool(objects: (1...3).map { PooledConnection(number: $0) })
    private var loans: [(connection: PooledConnection, holder: String)] = []
    private var waiter: Waiter?
    private var waitersStarted = 0

    public init() {}

    deinit {
        // Frees a waiter thread still blocked in borrow(), so it never outlives the demo.
        pool.close()
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "borrow": return try input.has("wait") ? borrowWaiting() : borrowNow()
        case "return": return try giveBack(loan(input).connection)
        case "dirty": return try dirty(loan(input).connection)
        default: throw DemoError("object-pool has no command \(input.name)")
        }
    }

    private func borrowNow() -> [String] {
        guard let connection = pool.tryBorrow() else {
            return ["the pool is empty: all \(pool.capacity) connections are lent",
                    "borrow --wait would block until one comes back"]
        }
        loans.append((connection, "app"))
        return ["app borrowed #\(connection.number) (\(pool.availableCount) left in the pool)"]
    }

    private func borrowWaiting() throws(DemoError) -> [String] {
        if let waiter { throw DemoError("\(waiter.name) is already waiting: return a connection first") }
        guard pool.availableCount == 0 else {
            return ["a connection is free, so nobody has to wait"] + borrowNow()
        }
        waitersStarted += 1
        let started = Waiter(name: "waiter \(waitersStarted)", pool: pool)
        waiter = started
        guard pool.waitUntilBlocked(borrowers: 1, timeout: .seconds(5)) else {
            return ["\(started.name) did not reach borrow() in time"]
        }
        return ["\(started.name) (a second thread) called borrow()",
                "\(started.name) is blocked: the pool is empty"]
    }

    private func giveBack(_ connection: PooledConnection) throws(DemoError) -> [String] {
        let undone = Self.undoList(for: connection.session)
        do {
            try pool.giveBack(connection)
        } catch {
            throw DemoError("the pool refused #\(connection.number): \(error.description)")
        }
        loans.removeAll { $0.connection === connection }
        let lines = ["#\(connection.number) returned; reset: " + (undone.isEmpty ? "it was already clean" : undone)]
        guard let waiter else { return lines }
        return lines + wake(waiter)
    }

    private func wake(_ waiter: Waiter) -> [String] {
        self.waiter = nil
        guard let connection = waiter.result(timeout: .seconds(5)) else {
            return ["\(waiter.name) did not wake up in time"]
        }
        loans.append((connection, waiter.name))
        return ["\(waiter.name) unblocked and got #\(connection.number), " + Self.describe(connection.session)]
    }

    private func dirty(_ connection: PooledConnection) -> [String] {
        let table = "tmp_\(connection.number)"
        connection.beginTransaction()
        if !connection.session.temporaryTables.contains(table) { connection.createTemporaryTable(table) }
        return ["the borrower of #\(connection.number) left " + Self.describe(connection.session)]
    }

    private func loan(_ input: DemoInput) throws(DemoError) -> (connection: PooledConnection, holder: String) {
        let number = try input.integer(0, named: "the connection number")
        guard (1...pool.capacity).contains(number) else {
            throw DemoError("the pool has connections #1 to #\(pool.capacity), not #\(number)")
        }
        guard let loan = loans.first(where: { $0.connection.number == number }) else {
            throw DemoError("#\(number) is in the pool, not on loan: borrow it first")
        }
        return loan
    }

    private static func undoList(for session: PooledConnection.Session) -> String {
        let rollback = session.openTransaction ? ["rolled back the transaction"] : []
        return (rollback + session.temporaryTables.map { "dropped \($0)" }).joined(separator: ", ")
    }

    /// The short form for the state panel: `transaction, tmp_1`.
    private static func leftovers(of session: PooledConnection.Session) -> String {
        guard !session.isClean else { return "clean" }
        return ((session.openTransaction ? ["transaction"] : []) + session.temporaryTables).joined(separator: ", ")
    }

    private static func describe(_ session: PooledConnection.Session) -> String {
        guard !session.isClean else { return "clean" }
        var parts: [String] = []
        if session.openTransaction { parts.append("an open transaction") }
        parts += session.temporaryTables.map { "temp table \($0)" }
        return parts.joined(separator: " and ")
    }

    public var statePanel: [String] { CreationalFormat.panel(panelLines) }

    private var panelLines: [String] {
        let inPool = (1...pool.capacity).filter { number in !loans.contains { $0.connection.number == number } }
        var lines = ["Pool of \(pool.capacity) connections, opened once",
                     "  free: " + (inPool.isEmpty ? "none" : inPool.map { "#\($0)" }.joined(separator: " ")),
                     "  blocked borrowers: \(pool.blockedBorrowers)"]
        for loan in loans.sorted(by: { $0.connection.number < $1.connection.number }) {
            lines.append("#\(loan.connection.number) lent to \(loan.holder): \(Self.leftovers(of: loan.connection.session))")
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
