import Foundation

/// Wraps a backend and writes what it shows as an asciicast v2 recording (asciinema's format:
/// a JSON header line, then one `[seconds, "o", text]` line per output), so a live run can
/// be shared and replayed. Only rows that changed are written, each with its own escapes.
public final class AsciicastRecorder: TerminalBackend {
    private let inner: TerminalBackend
    private let write: (String) -> Void
    private let clock: () -> Double
    private let start: Double
    private let writer = ANSIWriter(mode: .styled(colors: true))
    private var previous: Screen?

    /// `write` receives whole lines of the file; `clock` is monotonic seconds.
    public init(wrapping inner: TerminalBackend, timestamp: Int, clock: @escaping () -> Double,
                write: @escaping (String) -> Void) {
        self.inner = inner
        self.write = write
        self.clock = clock
        start = clock()
        let size = inner.size
        write("{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height), \"timestamp\": \(timestamp), "
              + "\"env\": {\"TERM\": \"xterm-256color\"}}\n")
    }

    public var size: Size { inner.size }

    public func draw(_ screen: Screen, cursor: Position?) {
        inner.draw(screen, cursor: cursor)
        var output = ""
        let resized = previous?.size != screen.size
        if resized { output += "\u{1B}[2J" }
        for y in 0..<screen.size.height where resized || previous.map({ !Self.sameRow(y, $0, screen) }) ?? true {
            output += "\u{1B}[\(y + 1);1H" + writer.text(of: screen.styledRow(y)) + "\u{1B}[K"
        }
        previous = screen
        guard !output.isEmpty else { return }
        event(output)
    }

    public func bell() {
        inner.bell()
        event("\u{07}")
    }

    /// The terminal itself repaints and suspends; the recording goes on from the next draw.
    public func repaint() {
        inner.repaint()
    }

    public func suspend() {
        inner.suspend()
    }

    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        inner.nextEvent(timeoutMilliseconds: timeoutMilliseconds)
    }

    private func event(_ text: String) {
        let time = String(format: "%.6f", max(0, clock() - start))
        write("[\(time), \"o\", \(Self.jsonString(text))]\n")
    }

    static func sameRow(_ y: Int, _ a: Screen, _ b: Screen) -> Bool {
        (0..<a.size.width).allSatisfy { a[$0, y] == b[$0, y] }
    }

    static func jsonString(_ text: String) -> String {
        guard let data = try? JSONEncoder().encode(text), let json = String(data: data, encoding: .utf8) else { return "\"\"" }
        return json
    }
}

extension Screen {
    /// Row `y` as runs of one style each; the right halves of wide characters are skipped.
    public func styledRow(_ y: Int) -> StyledLine {
        var runs: [StyledRun] = []
        for x in 0..<size.width {
            let cell = self[x, y]
            guard !cell.isContinuation else { continue }
            if let last = runs.last, last.style == cell.style {
                runs[runs.count - 1] = StyledRun(last.text + cell.grapheme, style: cell.style)
            } else {
                runs.append(StyledRun(cell.grapheme, style: cell.style))
            }
        }
        return StyledLine(runs)
    }
}
