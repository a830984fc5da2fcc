import Foundation
import Testing

/// The app under every common TERM, in a C locale and a UTF-8 one. A terminal curses cannot
/// drive (TERM unset or dumb) gets plain mode and a line saying why; the others get the full
/// screen. In a C locale the output is pure ASCII (on the full screen, every character where
/// the UTF-8 screen has it), so a terminal that cannot decode UTF-8 is not garbled. Each run leaves the
/// terminal's modes as they were.
@Suite struct ReliabilityTerminalTests {
    static let terms: [String?] = [nil, "dumb", "xterm", "screen-256color", "linux"]
    static let locales = ["C", "C.UTF-8"]

    struct Case: Sendable, CustomTestStringConvertible {
        var term: String?
        var locale: String
        var testDescription: String { "TERM=\(term ?? "(unset)") LC_ALL=\(locale)" }

        /// `env` words that set up this terminal for the app alone.
        var environmentPrefix: String {
            "env " + (term.map { "TERM=\($0)" } ?? "-u TERM") + " LANG=\(locale) LC_ALL=\(locale)"
        }

        var isPlain: Bool { term == nil || term == "dumb" }
    }

    static let cases = terms.flatMap { term in locales.map { Case(term: term, locale: $0) } }
    static let tally = Tally()

    @Test(arguments: cases)
    func theCourseRunsAndTheTerminalIsLeftAsItWas(_ terminal: Case) throws {
        let window = try ShellWindow()
        defer { window.close() }
        try window.startApp("lesson why-patterns", prefix: terminal.environmentPrefix)
        if terminal.isPlain {
            try window.session.waitFor("page 1 of 5", "tutor>")
            let transcript = try window.history()
            #expect(transcript.contains("== Lesson 2/4: Why patterns? (page 1/5) =="))
            #expect(transcript.contains("pattern-tutor: \(terminal.term == nil ? "TERM is not set" : "TERM is dumb"); using plain mode"))
            if terminal.locale == "C" {
                #expect(transcript.unicodeScalars.allSatisfy { $0.isASCII }, "non-ASCII in C-locale plain mode:\n\(transcript)")
                #expect(transcript.contains("- A name."), "the bullets are not shown as -")
            }
            #expect(try window.session.format("#{alternate_on}") == "0", "plain mode took over the screen")
            try window.session.type("next")
            try window.session.send("Enter")
            try window.session.waitFor("page 2 of 5")
            try window.session.type("quit")
            try window.session.send("Enter")
        } else {
            try window.session.waitFor("Lesson 2/4", "page 1/5", "Problems you have met before")
            if terminal.locale == "C" { try expectASCIILayout(window.session, terminal) }
            try window.session.send("n")
            try window.session.waitFor("page 2/5")
            try window.session.send("q", "q")
        }
        let (status, modes) = try window.ending()
        #expect(status == "exit=0", "\(terminal.testDescription)")
        try window.expectTerminalNormal(modes: modes, "after \(terminal.testDescription)")
        let saved = try SavedProgress.read(from: window.session.stateDirectory)
        #expect(saved.position?.lessonId == "why-patterns" && saved.position?.page == 1, "the place was not saved")

        let totals = Self.tally.add(["runs": 1])
        SuiteFigures(id: "chaos-terminals", title: "TERM values and locales",
                     tried: ["TERM values (unset, dumb, xterm, screen-256color, linux)": Self.terms.count,
                             "locales (C, C.UTF-8)": Self.locales.count, "runs": totals["runs"] ?? 0],
                     held: "TERM unset or dumb gave plain mode with a line saying why, never the alternate screen; "
                         + "xterm, screen-256color and linux gave the full screen; in the C locale all output was "
                         + "ASCII, on the full screen with every character where the UTF-8 screen has it; each run "
                         + "saved the place and left the terminal's `stty -g` modes as they were.").record()
    }

    /// In the C locale the screen is ASCII only, laid out exactly as the UTF-8 screen: where
    /// that has an ASCII character, so does this one, in the same row and column. Both are
    /// captured again until they agree, since either may be caught half drawn.
    private func expectASCIILayout(_ session: TmuxSession, _ terminal: Case) throws {
        let utf8 = try startApp(arguments: "lesson why-patterns", environment: ["TERM": terminal.term ?? "", "LC_ALL": "C.UTF-8"])
        defer { utf8.0.close() }
        var screen = ""
        var reference = ""
        do {
            try utf8.0.waitForScreen("the C-locale screen to be the UTF-8 one in ASCII") { candidate in
                reference = candidate
                screen = (try? session.screen()) ?? ""
                return Self.isASCIILayout(screen, of: reference)
            }
        } catch {
            Issue.record("garbled in the C locale:\n\(screen)\nexpected like:\n\(reference)")
        }
    }

    static func isASCIILayout(_ screen: String, of reference: String) -> Bool {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let referenceRows = reference.split(separator: "\n", omittingEmptySubsequences: false)
        guard screen.unicodeScalars.allSatisfy({ $0.isASCII }), rows.count == referenceRows.count else { return false }
        return zip(rows, referenceRows).allSatisfy { row, referenceRow in
            row.count == referenceRow.count && !zip(row, referenceRow).contains { $1.isASCII && $0 != $1 }
        }
    }
}
