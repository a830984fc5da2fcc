@testable import Patterns
import Testing

/// The trace pane is narrow: after its tour, a typical session of each demo (repeats, limits,
/// long names) must keep every line within 70 characters and the state panel within 40x14.
@Suite struct SessionLineWidthTests {
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
        ("protocol-oriented", """
            identifier ImageCell; register TextCell; register TextCell; scroll 3; register ImageCell; \
            scroll 3; scroll 200; scroll 1; dequeue ImageCell; dequeue TextCell; state
            """),
        ("solid", """
            show; show srp; show ocp; show lsp; show isp; show dip; run srp; run ocp; run lsp; run isp; run dip; \
            change srp; change ocp; change lsp; change isp; change dip; run srp; state
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
            #expect(!entry.text.contains("(s)"), "\(id): \(entry.text)")
        }
        for line in session.statePanel {
            #expect(line.count <= 40, "\(id) panel: \(line)")
        }
        #expect(session.statePanel.count <= 14)
    }
}
