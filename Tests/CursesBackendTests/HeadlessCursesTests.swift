import Foundation
import CursesBackend
import TerminalKit
import Testing

/// A real curses screen on /dev/null: what we draw must be what curses stores.
/// Curses has one current screen per process, so these run one at a time.
@Suite(.serialized) struct HeadlessCursesTests {
    private func sampleScreen() -> Screen {
        var screen = Screen(size: Size(width: 20, height: 4))
        screen.put("Hello", x: 0, y: 0, style: Style(bold: true))
        screen.put("日本語 ok", x: 2, y: 1, style: Style(foreground: .cyan))
        screen.put("e\u{301}té", x: 0, y: 2)
        screen.put("\u{1B}[2J", x: 0, y: 3)
        return screen
    }

    @Test func drawnCellsReadBackFromCurses() throws {
        let terminal = try CursesTerminal(device: .headless(Size(width: 20, height: 4)), colors: true)
        defer { terminal.shutdown() }
        #expect(terminal.size == Size(width: 20, height: 4))
        terminal.draw(sampleScreen(), cursor: nil)
        #expect((0..<5).map { terminal.storedText(x: $0, y: 0) }.joined() == "Hello")
        #expect(terminal.storedIsBold(x: 0, y: 0))
        #expect(!terminal.storedIsBold(x: 0, y: 1))
        #expect(terminal.storedText(x: 2, y: 1) == "日")
        #expect(terminal.storedText(x: 4, y: 1) == "本")
        #expect(terminal.storedText(x: 0, y: 2) == "e\u{301}")
        // The escape was made visible before it reached curses.
        #expect((0..<4).map { terminal.storedText(x: $0, y: 3) }.joined() == "^[[2")
    }

    @Test func onlyChangedCellsAreFlushed() throws {
        let terminal = try CursesTerminal(device: .headless(Size(width: 20, height: 4)), colors: false)
        defer { terminal.shutdown() }
        var screen = sampleScreen()
        terminal.draw(screen, cursor: nil)
        #expect(terminal.lastFlushCellCount == 20 * 4 - 3)  // three continuation cells of 日本語
        terminal.draw(screen, cursor: nil)
        #expect(terminal.lastFlushCellCount == 0)
        screen.put("J", x: 0, y: 0, style: Style(bold: true))
        terminal.draw(screen, cursor: Position(x: 1, y: 0))
        #expect(terminal.lastFlushCellCount == 1)
        #expect(terminal.storedText(x: 0, y: 0) == "J")
    }

    /// A repaint sends every cell again, where a second draw of the same screen sends nothing.
    @Test func repaintSendsTheWholeScreenAgain() throws {
        let output = NSTemporaryDirectory() + "pt-repaint-\(UUID().uuidString).out"
        defer { unlink(output) }
        let terminal = try CursesTerminal(device: .files(Size(width: 20, height: 4), output: output, input: "/dev/null"),
                                          colors: false)
        defer { terminal.shutdown() }
        func written() -> [UInt8] { FileManager.default.contents(atPath: output).map { Array($0) } ?? [] }
        terminal.draw(sampleScreen(), cursor: nil)
        let first = written().count
        terminal.draw(sampleScreen(), cursor: nil)
        #expect(written().count == first)
        terminal.repaint()
        let repaint = String(decoding: written().dropFirst(first), as: UTF8.self)
        #expect(repaint.hasPrefix("\u{1B}[H\u{1B}[2J"), "clears the terminal first: \(repaint.debugDescription)")
        #expect(repaint.contains("Hello") && repaint.contains("日本語 ok"))
    }

    @Test func shutdownTwiceIsHarmless() throws {
        let terminal = try CursesTerminal(device: .headless(Size(width: 10, height: 3)), colors: true)
        terminal.shutdown()
        terminal.shutdown()
    }

    /// When the input ends (the terminal hung up, a pipe's writer went away) curses returns at
    /// once on every read: waiting for a key must end the session as a hang-up does, not spin
    /// through its slices (forever, with no timeout) at full speed.
    @Test func theEndOfInputEndsTheSessionAsAHangUp() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let terminal = try CursesTerminal(device: .files(Size(width: 20, height: 4), output: "/dev/null",
                                                         input: "/dev/fd/\(ends[0])"), colors: false)
        defer { terminal.shutdown() }
        // Setting the screen's size queued a resize; only what comes after it matters here.
        func nextEvent(_ timeout: Int) -> InputEvent? {
            let event = terminal.nextEvent(timeoutMilliseconds: timeout)
            if case .resize = event { return terminal.nextEvent(timeoutMilliseconds: timeout) }
            return event
        }
        #expect(nextEvent(150) == nil, "an open, quiet input is no hang-up")
        _ = write(ends[1], "a", 1)
        close(ends[1])
        #expect(nextEvent(5_000) == .key(.character("a")), "keys typed before the end still arrive")
        #expect(nextEvent(5_000) == .terminate(signal: SIGHUP))
    }
}
