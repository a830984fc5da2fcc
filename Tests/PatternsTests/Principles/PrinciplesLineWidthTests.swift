@testable import Patterns
import Testing

/// The trace panel is narrow: every tour line and every line of a typical session must fit
/// in 70 characters, and the state panel in 40.
@Suite struct PrinciplesLineWidthTests {
    static let sessions: [(id: String, script: String)] = [
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
        }
        for line in session.statePanel {
            #expect(line.count <= 40, "\(id) panel: \(line)")
        }
        #expect(!session.trace.contains { $0.text.contains("(s)") })
    }
}
