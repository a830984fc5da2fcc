import Foundation
import Testing

/// Emoji sequences in a real terminal (tmux): each grapheme cluster is written as tmux lays it
/// out, so it stays whole on its line, and scrolling leaves nothing stale behind (what is on
/// screen is what a full repaint draws).
@Suite(.serialized) struct GraphemeRenderingTests {
    @Test func emojiSequencesStayWholeAndScrollingLeavesNothingStale() throws {
        let course = NSTemporaryDirectory() + "pt-graphemes-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: course) }
        try FileManager.default.createDirectory(atPath: course + "/01-a", withIntermediateDirectories: true)
        let filler = (1...14).map { "Line \($0) of a long page, for scrolling." }.joined(separator: "\n\n")
        try """
            ---
            id: emoji
            title: Emoji
            ---
            ## Sequences

            A coder 👩‍💻 and a flag 🇨🇳 sit in one sentence, with a thumb 👍🏽 and a keycap 1️⃣ and a heart ❤️ too, so that the line wraps 👩‍💻🇨🇳 right here.

            \(filler)
            """.write(toFile: course + "/01-a/01-emoji.md", atomically: true, encoding: .utf8)
        let session = try TmuxSession(command: "\(shellQuote(Project.binary)) --lessons \(shellQuote(course)); sleep 600",
                                      width: 44, height: 14)
        defer { session.close() }
        try session.waitFor("Emoji")
        try session.send("Enter")
        var screen = try session.waitFor("page 1/1", "Line 1 of")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains { $0.contains("coder 👩‍💻 and a flag 🇨🇳") }, "\(screen)")
        #expect(lines.contains { $0.contains("👩‍💻🇨🇳") }, "the pair is wrapped as a whole: \(screen)")
        #expect(!screen.contains("\u{200D}\n") && !lines.contains { $0.hasPrefix("\u{200D}") || $0.hasPrefix(" \u{200D}") })
        for line in lines { #expect(!line.unicodeScalars.contains("\u{FFFD}")) }
        let first = screen

        for _ in 0..<6 { try session.send("j") }
        screen = try session.waitForScreen("scrolled down") { !$0.contains("coder") }
        try expectNothingStale(screen, session)
        for _ in 0..<6 { try session.send("k") }
        screen = try session.waitForScreen("scrolled back") { $0.contains("coder") }
        try expectNothingStale(screen, session)
        #expect(screen == first, "scrolling there and back shows the same screen")
    }

    /// What curses left on screen matches what it draws from scratch (Ctrl-L repaints).
    private func expectNothingStale(_ screen: String, _ session: TmuxSession) throws {
        try session.send("C-l")
        Thread.sleep(forTimeInterval: 0.3)
        let repainted = try session.screen()
        #expect(repainted == screen, "stale cells:\n\(screen)\n---- repainted:\n\(repainted)")
    }
}

/// A terminal whose locale is not UTF-8 (LANG=C) gets ASCII from every command, and the
/// look-alikes keep their meaning: `◐` (begun) and `○` (not started) stay apart, `…` is `...`.
@Suite(.serialized) struct ASCIITerminalTests {
    @Test func everyCommandWritesASCIIAndMarksStayApart() throws {
        let state = NSTemporaryDirectory() + "pt-ascii-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let binary = shellQuote(Project.binary)
        let lessons = shellQuote(Project.lessons)
        let script = "\(binary) show \(shellQuote(Project.lessons + "/00-start/01-welcome.md")) --width 40; "
            + "\(binary) --lessons \(lessons) quiz --stats; \(binary) --lessons \(lessons) progress; echo COMMANDS-DONE; "
            + "\(binary) --lessons \(lessons); sleep 600"
        let session = try TmuxSession(command: "sh -c \(shellQuote(script))", width: 80, height: 60, stateDirectory: state,
                                      environment: ["LANG": "C", "LC_ALL": "C"])
        defer { session.close() }
        var screen = try session.waitFor("COMMANDS-DONE")
        let printed = String(screen[..<screen.range(of: "COMMANDS-DONE")!.lowerBound])
        #expect(printed.contains("o 1. Welcome to PatternTutor"), "\(printed)")
        #expect(printed.unicodeScalars.allSatisfy { $0.isASCII }, "\(printed)")
        screen = try session.waitFor("Welcome to PatternTutor", "q quit")
        try session.send("Enter")
        try session.waitFor("page 1/")
        try session.send("q")
        screen = try session.waitFor("~ 1")
        #expect(screen.contains("o 2"), "\(screen)")
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, "\(screen)")
        try session.send("q")
    }
}
