import Foundation
@testable import Patterns
import Testing

@Suite struct NotificationsTests {
    private typealias Heard = Notifications.Heard

    @Test func onlyListenersOfThePostedNameHearIt() {
        let center = NotificationCenter()
        let inbox = Notifications.Inbox()
        let login = Notifications.listen("a", to: .loginDidChange, on: center, into: inbox)
        let theme = Notifications.listen("b", to: .themeDidChange, on: center, into: inbox)
        center.post(name: .loginDidChange, object: nil, userInfo: ["user": "anna"])
        #expect(inbox.drain() == [Heard(listener: "a", name: "LoginDidChange", sender: nil, userInfo: ["user": "anna"])])
        center.post(name: Notification.Name("Unrelated"), object: nil)
        #expect(inbox.all.isEmpty)
        center.removeObserver(login)
        center.removeObserver(theme)
    }

    @Test func aRemovedObserverIsNotCalled() {
        let center = NotificationCenter()
        let inbox = Notifications.Inbox()
        let a = Notifications.listen("a", to: .loginDidChange, on: center, into: inbox)
        let b = Notifications.listen("b", to: .loginDidChange, on: center, into: inbox)
        center.removeObserver(a)
        center.post(name: .loginDidChange, object: nil)
        #expect(inbox.drain().map(\.listener) == ["b"])
        center.removeObserver(b)
        center.post(name: .loginDidChange, object: nil)
        #expect(inbox.all.isEmpty)
    }

    @Test func anObjectFilterHearsOnlyThatSender() {
        let center = NotificationCenter()
        let inbox = Notifications.Inbox()
        let session = Notifications.Sender(name: "session")
        let settings = Notifications.Sender(name: "settings")
        let picky = Notifications.listen("picky", to: .loginDidChange, from: session, on: center, into: inbox)
        let open = Notifications.listen("open", to: .loginDidChange, on: center, into: inbox)
        center.post(name: .loginDidChange, object: settings)
        #expect(inbox.drain().map(\.listener) == ["open"])
        center.post(name: .loginDidChange, object: session)
        let heard = inbox.drain()
        #expect(Set(heard.map(\.listener)) == ["picky", "open"])
        #expect(heard.allSatisfy { $0.sender == "session" })
        center.removeObserver(picky)
        center.removeObserver(open)
    }

    @Test func theDemoExplainsBadSendersAndUserInfo() {
        let session = DemoSession(NotificationDemo.self)
        #expect(session.run("listen a LoginDidChange from nowhere").entries.last?.text
                == "unknown sender 'nowhere': use session or settings")
        #expect(session.run("post LoginDidChange anna").entries.last?.text
                == "userInfo entries look like key=value, not 'anna'")
        #expect(session.run("post LoginDidChange k=v k=w").entries.last?.text
                == "userInfo key 'k' is given twice; a dictionary keeps one per key")
        session.run("listen a LoginDidChange")
        #expect(session.run("listen a LoginDidChange").entries.last?.text
                == "a has token #1 for this already; the block would run twice")
    }

    @Test func oneListenerMayRegisterForSeveralNamesEachWithItsOwnToken() {
        let session = DemoSession(NotificationDemo.self)
        #expect(session.run("listen a LoginDidChange").entries.last?.text
                == "a listens for LoginDidChange from anyone: token #1")
        #expect(session.run("listen a ThemeDidChange").entries.last?.text
                == "a listens for ThemeDidChange from anyone: token #2")
        #expect(session.run("post ThemeDidChange").entries.last?.text == "  a's block ran")
        #expect(session.run("remove a ThemeDidChange").entries.last?.text
                == "removeObserver(token #2): a keeps 1 other token")
        #expect(session.run("post ThemeDidChange").entries.last?.text == "  no listener matched: nobody heard it")
        #expect(session.run("post LoginDidChange").entries.last?.text == "  a's block ran")
        #expect(session.run("remove a").entries.last?.text == "removeObserver(token #1): a hears nothing more")
        #expect(session.run("post LoginDidChange").entries.last?.text == "  no listener matched: nobody heard it")
    }
}
