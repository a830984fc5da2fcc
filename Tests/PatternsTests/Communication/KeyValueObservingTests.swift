@testable import Patterns
import Testing

@Suite struct KeyValueObservingTests {
    private typealias Account = KeyValueObserving.BankAccount

    /// What a handler saw, as (old, new) pairs.
    private final class Changes<Value> {
        var seen: [(old: Value?, new: Value?)] = []
    }

    @Test func oldAndNewValuesArriveInOrder() {
        let account = Account(owner: "Oleg", balance: 100)
        let changes = Changes<Int>()
        let token = account.observe(\.balance, options: [.old, .new]) { _, change in
            changes.seen.append((change.oldValue, change.newValue))
        }
        account.balance = 50
        account.balance = 20
        #expect(changes.seen.map(\.old) == [100, 50])
        #expect(changes.seen.map(\.new) == [50, 20])
        #expect(token.isValid)
    }

    @Test func optionsChooseWhichValuesCome() {
        let account = Account(owner: "Oleg", balance: 100)
        let changes = Changes<String>()
        let token = account.observe(\.owner, options: [.new, .initial]) { _, change in
            changes.seen.append((change.oldValue, change.newValue))
        }
        account.owner = "Anna"
        #expect(changes.seen.map(\.new) == ["Oleg", "Anna"])
        #expect(changes.seen.map(\.old) == [nil, nil])
        token.invalidate()
    }

    @Test func anInvalidatedOrDroppedTokenStopsDelivery() {
        let account = Account(owner: "Oleg", balance: 100)
        let changes = Changes<Int>()
        let kept = account.observe(\.balance) { _, change in changes.seen.append((nil, change.newValue)) }
        do {
            _ = account.observe(\.balance) { _, change in changes.seen.append((nil, change.newValue)) }
        }
        #expect(account.observers.count(for: \Account.balance) == 1)
        account.balance = 1
        kept.invalidate()
        account.balance = 2
        #expect(changes.seen.map(\.new) == [1])
        #expect(!kept.isValid)
        #expect(account.observers.count(for: \Account.balance) == 0)
    }

    @Test func onlyTheObservedKeyPathFires() {
        let account = Account(owner: "Oleg", balance: 100)
        let changes = Changes<Int>()
        let token = account.observe(\.balance) { _, change in changes.seen.append((nil, change.newValue)) }
        account.owner = "Anna"
        #expect(changes.seen.isEmpty)
        account.balance = 5
        #expect(changes.seen.count == 1)
        token.invalidate()
    }

    @Test func aTokenDoesNotKeepTheObservedObjectAlive() {
        weak var weakAccount: Account?
        var token: KeyValueObserving.Observation?
        do {
            let account = Account(owner: "Oleg", balance: 100)
            weakAccount = account
            token = account.observe(\.balance) { _, _ in }
        }
        #expect(weakAccount == nil)
        token?.invalidate()
        #expect(token?.isValid == false)
    }

    @Test func theDemoRefusesUnknownTokensAndBadBalances() {
        let session = DemoSession(KeyValueObservingDemo.self)
        #expect(session.run("invalidate").entries.last?.text == "there is no token yet; try: observe balance")
        session.run("observe balance")
        #expect(session.run("invalidate 4").entries.last?.text == "there is no token #4; the only token is #1")
        #expect(session.run("set balance lots").entries.last?.text
                == "the balance must be a whole number, not 'lots'")
        #expect(session.run("set balance 99999999999999999999").entries.last?.text
                == "the balance is far too large: '99999999999999999999'")
    }

    @Test func invalidatingTwiceSaysItChangedNothing() {
        let session = DemoSession(KeyValueObservingDemo.self)
        session.run("observe balance")
        #expect(session.run("invalidate 1").entries.first { $0.kind == .event }?.text == "token #1 invalidated")
        let again = session.run("invalidate 1")
        #expect(again.succeeded)
        #expect(again.entries.last?.text == "token #1 is already invalidated: nothing changed")
        #expect(session.run("invalidate").entries.last?.text == "every token is already invalidated: nothing changed")
        #expect(session.run("set balance 5").entries.last?.text == "no observer for \\.balance: nothing sent")
    }
}
