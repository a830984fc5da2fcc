@testable import Patterns
import Testing

@Suite struct ObserverTests {
    private typealias Subject = ObserverPattern.Subject

    /// An observer that keeps its own token, as a view model would.
    private final class Watcher {
        var token: ObserverPattern.Token?
        var seen: [Int] = []
    }

    @Test func aCancelledOrDroppedTokenStopsTheCalls() {
        let subject = Subject<Int>()
        var first: [Int] = []
        var second: [Int] = []
        let firstToken = subject.subscribe { first.append($0) }
        var secondToken: ObserverPattern.Token? = subject.subscribe { second.append($0) }
        subject.send(1)
        firstToken.cancel()
        subject.send(2)
        #expect(secondToken?.isActive == true)
        secondToken = nil
        subject.send(3)
        #expect(first == [1])
        #expect(second == [1, 2])
        #expect(subject.observerCount == 0)
        #expect(!firstToken.isActive)
    }

    @Test func anObserverHoldingItsTokenDoesNotKeepTheSubjectAlive() {
        let watcher = Watcher()
        weak var weakSubject: Subject<Int>?
        do {
            let subject = Subject<Int>()
            weakSubject = subject
            // A strong capture on purpose: subject -> closure -> watcher -> token. Only the
            // token's weak reference back to the subject keeps this from being a cycle.
            watcher.token = subject.subscribe { watcher.seen.append($0) }
            subject.send(7)
        }
        #expect(weakSubject == nil)
        #expect(watcher.seen == [7])
        #expect(watcher.token != nil)
        watcher.token?.cancel()
        #expect(watcher.token?.isActive == false)
    }

    @Test func observationFiresForTheTrackedPropertyOnlyAndOnce() {
        let page = ObserverPattern.FrontPage(headline: "Old", weather: "Sun")
        let log = ObserverPattern.ChangeLog()
        let read = ObserverPattern.track { page.headline } onChange: { log.append("headline") }
        #expect(read == "Old")
        page.weather = "Rain"
        #expect(log.drain().isEmpty)
        page.headline = "New"
        #expect(log.drain() == ["headline"])
        // Tracking is one-shot: a second change goes unheard until the view tracks again.
        page.headline = "Newer"
        #expect(log.drain().isEmpty)
    }

    @Test func theDemoSaysWhenSubscribingTwiceChangesNothingAndRefusesStrangers() {
        let session = DemoSession(ObserverDemo.self)
        #expect(session.run("subscribe anna").succeeded)
        #expect(session.run("subscribe anna").entries.last?.text == "anna is already subscribed: nothing changed")
        #expect(session.run("post Hi").entries.filter { $0.text.contains("anna's closure") }.count == 1)
        session.run("unsubscribe anna")
        #expect(session.run("unsubscribe anna").entries.last?.text
                == "anna's token is already cancelled: nothing changed")
        let outcome = session.run("unsubscribe zed")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text.contains("no reader called zed") == true)
    }

    @Test func theDemoSendsOnlyToSubscribedReaders() {
        let session = DemoSession(ObserverDemo.self)
        session.runScript("subscribe anna; subscribe ben; unsubscribe anna")
        let lines = session.run("post Hello").entries.map(\.text)
        #expect(lines.contains { $0.contains("ben's closure got edition 1") })
        #expect(!lines.contains { $0.contains("anna") })
    }

    @Test func aHeadlineIsLimitedByLengthNotByWordCount() {
        let session = DemoSession(ObserverDemo.self)
        session.run("subscribe anna")
        let nineWords = session.run("post A cat sat on a mat and ate a rat")
        #expect(nineWords.succeeded)
        #expect(nineWords.entries.dropFirst().map(\.text) == ["edition 1: 'A cat sat on a mat and ate a rat'",
                                                              "sent to 1 observer", "  anna's closure got edition 1"])
        let long = String(repeating: "words ", count: 9)
        let refused = session.run("post \(long)")
        #expect(!refused.succeeded)
        #expect(refused.entries.last?.text == "an edition has at most 40 characters; this one has 53")
        #expect(session.run("set headline \(long)").entries.last?.text
                == "the headline has at most 40 characters; this one has 53")
    }
}
