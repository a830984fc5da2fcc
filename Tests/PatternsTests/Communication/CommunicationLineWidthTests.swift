@testable import Patterns
import Testing

/// The trace panel is narrow: every tour line and every line of a typical session must fit
/// in 70 characters, and the state panel in 40.
@Suite struct CommunicationLineWidthTests {
    static let sessions: [(id: String, script: String)] = [
        ("target-action", """
            bind save to editor.save; bind save to editor.save; slide 99999999999999999999; \
            bind revert to editor.revert down; tap revert; bind zoom to editor.zoom; slide -10; \
            close; tap revert; unbind revert; unbind revert; unbind; open; state
            """),
        ("delegation", """
            reload; select 3; detach delegate; detach delegate; select 1; detach datasource; \
            reload; attach datasource; add row A title of thirty-two chars!!; reload; attach delegate; select 4; state
            """),
        ("key-value-coding", """
            keys; keys employee; get employees.@avg.salary; hire Bartholomew-Fitzgerald 1000000 Research; \
            get employees.@sum.salary; get employees.@distinctUnionOfObjects.department; get employees.name; state
            """),
        ("key-value-observing", """
            observe balance --initial; observe owner; set balance 5; set owner Abcdefghijklmnopqrstuvwx; \
            invalidate 1; invalidate 1; invalidate; observations; state
            """),
        ("notification", """
            listen a LoginDidChange; listen a ThemeDidChange; listen a LoginDidChange from settings; \
            post LoginDidChange user=anna from settings; remove a ThemeDidChange; listeners; remove a; state
            """),
        ("observer", """
            subscribe abcdefghijklmnop; subscribe abcdefghijklmnop; post one two three four five six seven; \
            subscribers; unsubscribe abcdefghijklmnop; unsubscribe abcdefghijklmnop; track headline; \
            set headline "A headline of exactly forty characters!!"; state
            """),
    ]

    @Test(arguments: sessions)
    func everyTourAndSessionLineFits(id: String, script: String) throws {
        let type = try #require(DemoRegistry.demo(id: id))
        let session = DemoSession(type)
        #expect(session.run("tour").succeeded)
        for line in DemoSession.scriptLines(script) { session.run(line) }
        for entry in session.trace where entry.kind != .command {
            #expect(entry.plainText.count <= 70, "\(id): \(entry.plainText)")
        }
        for line in session.statePanel {
            #expect(line.count <= 40, "\(id) panel: \(line)")
        }
        #expect(session.statePanel.count <= 14)
    }

    @Test(arguments: ["target-action", "delegation", "key-value-coding", "key-value-observing", "notification", "observer"])
    func noPluralIsWrittenWithParentheses(id: String) throws {
        let type = try #require(DemoRegistry.demo(id: id))
        let session = DemoSession(type)
        session.run("tour")
        #expect(!session.trace.contains { $0.text.contains("(s)") })
        #expect(!session.statePanel.contains { $0.contains("(s)") })
    }
}
