import CNCursesW
import Glibc
import TerminalKit

public struct CursesError: Error, CustomStringConvertible {
    public let description: String
}

/// The terminal seen through ncursesw. This file and its siblings are the only code in the
/// project that calls curses; everything else draws into a `Screen`.
public final class CursesTerminal: TerminalBackend {
    public enum Device: Sendable {
        /// The process's own stdin and stdout.
        case standardStreams
        /// A real curses screen writing to `/dev/null`, for tests without a terminal.
        case headless(Size)
        /// A real curses screen writing to `output` and reading `input` (files or FIFOs), so a
        /// benchmark can count the bytes a terminal would receive.
        case files(Size, output: String, input: String)
    }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let palette: ColorPalette?
    private var previous: Screen?
    private var isActive = true
    /// Where keys come from, watched for a hang-up; nil for the headless screen.
    private let inputDescriptor: Int32?
    /// The learner's locale names another character set than UTF-8: every cell goes out as ASCII.
    private let drawsASCIIOnly: Bool

    /// Cells written by the most recent `draw`: the proof that only changes are flushed.
    public private(set) var lastFlushCellCount = 0

    public init(device: Device, colors: Bool) throws {
        // Without the locale, curses garbles UTF-8 and measures wide characters as -1.
        pt_setlocale_from_environment()
        let created: OpaquePointer?
        var descriptor: Int32 = -1
        switch device {
        case .standardStreams:
            created = pt_newterm_stdio()
            descriptor = STDIN_FILENO
        case .headless:
            created = pt_newterm_files("xterm-256color", "/dev/null", "/dev/null", &descriptor)
            descriptor = -1
        case .files(_, let output, let input):
            created = pt_newterm_files("xterm-256color", output, input, &descriptor)
        }
        inputDescriptor = descriptor >= 0 ? descriptor : nil
        if case .standardStreams = device {
            drawsASCIIOnly = ASCIIFallback.localeRefusesUTF8 { getenv($0).map { String(cString: $0) } }
        } else {
            drawsASCIIOnly = false
        }
        guard let created else {
            let term = String(cString: getenv("TERM") ?? strdup("(unset)"))
            throw CursesError(description: "cannot start full-screen mode on TERM=\(term)")
        }
        screen = created
        set_term(created)
        window = pt_stdscr()
        switch device {
        case .headless(let size), .files(let size, _, _): resizeterm(Int32(size.height), Int32(size.width))
        case .standardStreams: break
        }
        raw()
        noecho()
        nonl()
        keypad(window, true)
        set_escdelay(25)
        curs_set(0)
        mouseinterval(0)
        mousemask(pt_button1_pressed() | pt_button4_pressed() | pt_button5_pressed(), nil)
        palette = colors && has_colors() ? ColorPalette() : nil
        TerminalGuard.activate()
    }

    deinit { shutdown() }

    /// Gives the terminal back in its normal mode. Safe to call more than once.
    public func shutdown() {
        guard isActive else { return }
        isActive = false
        set_term(screen)
        endwin()
        delscreen(screen)
        TerminalGuard.deactivate()
    }

    public var size: Size { Size(width: Int(pt_cols()), height: Int(pt_lines())) }

    public func draw(_ newScreen: Screen, cursor: Position?) {
        if previous?.size != newScreen.size {
            werase(window)
            previous = nil
        }
        var written = 0
        for position in newScreen.changedPositions(since: previous) {
            let cell = newScreen[position.x, position.y]
            // An ASCII stand-in for a wide character is one column: its second gets a space.
            if cell.isContinuation && !drawsASCIIOnly { continue }
            put(cell, at: position)
            written += 1
        }
        lastFlushCellCount = written
        previous = newScreen
        if let cursor {
            curs_set(1)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            curs_set(0)
        }
        wrefresh(window)
    }

    private func put(_ cell: Cell, at position: Position) {
        let text = drawsASCIIOnly ? String(ASCIIFallback.character(for: cell.grapheme.first ?? " ")) : cell.grapheme
        // Marks beyond what a curses cell holds are dropped; they take no column.
        var characters = text.unicodeScalars.prefix(Int(pt_ccharw_max())).map { wchar_t(bitPattern: $0.value) }
        if characters.isEmpty { characters = [wchar_t(32)] }
        let count = Int32(characters.count)
        characters.append(0)
        let (attributes, pair) = palette?.attributes(for: cell.style) ?? ColorPalette.monochrome(cell.style)
        characters.withUnsafeBufferPointer { buffer in
            _ = pt_put_cluster(window, Int32(position.y), Int32(position.x), buffer.baseAddress, count, attributes, pair)
        }
    }

    /// Curses' `beep`: the audible bell, or a visible flash where the terminal has no bell.
    public func bell() {
        beep()
    }

    /// Clears the terminal and sends every cell curses holds (Ctrl-L in the app).
    public func repaint() {
        clearok(window, true)
        wrefresh(window)
    }

    /// Leaves curses as quitting does (normal mode, cursor shown, the shell's screen back),
    /// stops like any job, and on `fg` takes the terminal again at its current size.
    public func suspend() {
        guard isActive else { return }
        endwin()
        pt_stop_like_a_job()
        // The shell wrote over the screen while we were stopped: send every cell again. Curses
        // checks the window's size on this first refresh and queues a KEY_RESIZE if it changed.
        repaint()
    }

    /// Runs an editor (or any program) on the real terminal: curses steps aside as for Ctrl-Z,
    /// the program gets the terminal with default signal handling, and the screen is sent
    /// again when it exits.
    public func runInTerminal(_ arguments: [String]) -> String? {
        guard isActive, let executable = arguments.first else { return "there is no terminal to hand over" }
        endwin()
        defer { repaint() }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, nil, &attributes, argv, environ)
        guard spawned == 0 else { return "could not start \(executable): \(String(cString: strerror(spawned)))" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        // The shell's "command not found".
        if status & 0x7F == 0, (status >> 8) & 0xFF == 127 {
            return "Your editor could not start: set EDITOR (for example, export EDITOR=nano), or edit the file in any editor."
        }
        return nil
    }

    /// What curses holds in one cell, read back through `mvwin_wch` (for tests).
    public func storedText(x: Int, y: Int) -> String { storedCell(x: x, y: y).text }

    /// Whether the stored cell at (x, y) is bold (for tests).
    public func storedIsBold(x: Int, y: Int) -> Bool { storedCell(x: x, y: y).attributes & pt_a_bold() != 0 }

    private func storedCell(x: Int, y: Int) -> (text: String, attributes: attr_t) {
        var buffer = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        let status = buffer.withUnsafeMutableBufferPointer {
            pt_read_cell(window, Int32(y), Int32(x), $0.baseAddress, 8, &attributes, &pair)
        }
        guard status != ERR else { return ("", 0) }
        let scalars = buffer.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        return (String(String.UnicodeScalarView(scalars)), attributes)
    }

    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        // Poll in short slices so a SIGTERM or SIGHUP is noticed even while waiting for keys.
        var waited = 0
        while timeoutMilliseconds < 0 || waited <= timeoutMilliseconds {
            if let signal = TerminalGuard.takePendingSignal() { return .terminate(signal: signal) }
            let slice = timeoutMilliseconds < 0 ? 100 : min(100, max(0, timeoutMilliseconds - waited))
            wtimeout(window, Int32(slice))
            var character: wint_t = 0
            let status = wget_wch(window, &character)
            if status != ERR, let event = KeyDecoder.event(status: status, code: character) {
                return event
            }
            if status != ERR { continue }
            // At a hang-up curses returns ERR at once, every time: without this check the loop
            // would spin at full speed forever. A hang-up ends the session as SIGHUP does.
            if let inputDescriptor, pt_input_has_ended(inputDescriptor) != 0 { return .terminate(signal: SIGHUP) }
            waited += max(slice, 1)
            if timeoutMilliseconds >= 0 && waited > timeoutMilliseconds { break }
        }
        return TerminalGuard.takePendingSignal().map { .terminate(signal: $0) }
    }
}
