// `make bench`: the figures in docs/benchmarks.md. Run in release; numbers from a debug
// build mean little. Each figure says what it measures; the targets are in the docs.
import Course
import CursesBackend
import Dispatch
import Foundation
import LayerStage
import Raster
import TerminalKit
import TutorApp

func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return value(usage.ru_utime) + value(usage.ru_stime)
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

/// Every figure of the run, for `--json FILE` (scripts/bench/run writes docs/benchmarks.md from it).
nonisolated(unsafe) var figures: [[String: Any]] = []

/// Prints a timing and keeps it under `id` (mean, median and 99th percentile, in µs).
func report(_ name: String, _ samples: [Double], id: String? = nil) {
    let mean = samples.reduce(0, +) / Double(samples.count)
    let label = name.padding(toLength: 46, withPad: " ", startingAt: 0)
    print(label + String(format: "mean %7.1f µs   p50 %7.1f µs   p99 %7.1f µs",
                         mean * 1e6, percentile(samples, 0.5) * 1e6, percentile(samples, 0.99) * 1e6))
    figures.append(["id": id ?? name, "name": name, "unit": "µs", "runs": samples.count, "mean": mean * 1e6,
                    "p50": percentile(samples, 0.5) * 1e6, "p99": percentile(samples, 0.99) * 1e6])
}

/// Keeps a single measured value (bytes, a percentage) under `id`.
func record(_ id: String, _ name: String, _ value: Double, unit: String) {
    figures.append(["id": id, "name": name, "unit": unit, "value": value])
}

/// Time to compute the layers at an instant and rasterize them into a 120x40 frame.
func frameTimes() throws {
    let stage = try Stage.seed()
    for mode in RasterMode.allCases {
        var samples: [Double] = []
        for frame in 0..<3000 {
            let start = seconds()
            let lines = StageRenderer.lines(stage, at: Double(frame) / 30, columns: 120, rows: 40, mode: mode)
            samples.append(seconds() - start)
            precondition(lines.count == 40)
        }
        report("frame 120x40, \(mode.rawValue) (layers + raster)", Array(samples.dropFirst(100)), id: "frame-\(mode.rawValue)")
    }
    var state = AppState(course: Course(sections: [], directory: "none"), size: Size(width: 120, height: 40))
    state.canAnimate = true
    state = AppReducer().update(state, .command(.demo("factory-method"))).0
    var samples: [Double] = []
    for frame in 0..<3000 {
        state = AppReducer().update(state, .tick(Double(frame) / 30)).0
        let start = seconds()
        _ = AppView.render(state)
        samples.append(seconds() - start)
    }
    report("whole stage screen 120x40 (AppView.render)", Array(samples.dropFirst(100)), id: "stage-screen")
}

/// Bytes curses sends to the terminal per frame once playing, against a full repaint.
func bytesPerFrame() throws {
    let output = NSTemporaryDirectory() + "pt-bench-\(UUID().uuidString).out"
    defer { unlink(output) }
    let terminal = try CursesTerminal(device: .files(Size(width: 120, height: 40), output: output, input: "/dev/null"),
                                      colors: true)
    defer { terminal.shutdown() }
    func size() -> Int { (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0 }
    var state = AppState(course: Course(sections: [], directory: "none"), size: Size(width: 120, height: 40))
    state.canAnimate = true
    state = AppReducer().update(state, .command(.demo("factory-method"))).0
    var before = size()
    terminal.draw(AppView.render(state), cursor: nil)
    let full = size() - before
    var perFrame: [Int] = []
    for frame in 1...300 {
        state = AppReducer().update(state, .tick(Double(frame) / 30)).0
        before = size()
        terminal.draw(AppView.render(state), cursor: nil)
        perFrame.append(size() - before)
    }
    let mean = Double(perFrame.reduce(0, +)) / Double(perFrame.count)
    // What a program that repaints every row of every frame would send instead.
    let writer = ANSIWriter(mode: .styled(colors: true))
    let screen = AppView.render(state)
    let repaint = (0..<screen.size.height).map { "\u{1B}[\($0 + 1);1H" + writer.text(of: screen.styledRow($0)) }
        .joined().utf8.count
    print(String(format: "bytes per frame at 30 fps, 120x40             mean %7.0f B    max %6d B", mean, perFrame.max() ?? 0))
    record("frame-bytes", "bytes per frame at 30 fps, 120x40 (mean)", mean, unit: "B")
    record("frame-bytes-max", "bytes per frame at 30 fps, 120x40 (max)", Double(perFrame.max() ?? 0), unit: "B")
    record("frame-bytes-repaint", "repainting every row instead", Double(repaint), unit: "B")
    print(String(format: "  vs repainting every row: %d B (curses sends %.0f%% of it); curses' first paint: %d B",
                 repaint, 100 * mean / Double(max(1, repaint)), full))
}

/// CPU use of the whole program loop playing for a few seconds at 30 fps, input waiting on an
/// empty FIFO as on an idle terminal.
func cpuWhilePlaying(seconds duration: Double) throws {
    let fifo = NSTemporaryDirectory() + "pt-bench-\(UUID().uuidString).in"
    let output = NSTemporaryDirectory() + "pt-bench-\(UUID().uuidString).out"
    defer { unlink(fifo); unlink(output) }
    guard mkfifo(fifo, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
    // Opened read-write here first, so curses' open for reading does not wait for a writer.
    let writer = open(fifo, O_RDWR)
    defer { close(writer) }
    let terminal = try CursesTerminal(device: .files(Size(width: 120, height: 40), output: output, input: fifo), colors: true)
    defer { terminal.shutdown() }
    var state = AppState(course: Course(sections: [], directory: "none"), size: Size(width: 120, height: 40))
    state.canAnimate = true
    let counter = CountingBackend(terminal)
    let program = TerminalProgram(state: state, reducer: AppReducer(), backend: counter)
    program.apply(.command(.demo("factory-method")))
    DispatchQueue.global().asyncAfter(deadline: .now() + duration) {
        _ = "qq".withCString { write(writer, $0, 2) }
    }
    let startWall = seconds()
    let startCPU = cpuSeconds()
    program.run()
    let wall = seconds() - startWall
    let cpu = cpuSeconds() - startCPU
    print(String(format: "CPU while playing at 30 fps, 120x40           %.1f%% of one core over %.1f s, %d frames drawn (%.1f fps)",
                 100 * cpu / wall, wall, counter.draws, Double(counter.draws) / wall))
    record("cpu-playing", "CPU while playing at 30 fps, 120x40", 100 * cpu / wall, unit: "%")
}

/// Passes everything to the real terminal and counts the frames drawn.
final class CountingBackend: TerminalBackend {
    private let inner: TerminalBackend
    private(set) var draws = 0

    init(_ inner: TerminalBackend) { self.inner = inner }

    var size: Size { inner.size }

    func draw(_ screen: Screen, cursor: Position?) {
        draws += 1
        inner.draw(screen, cursor: cursor)
    }

    func nextEvent(timeoutMilliseconds: Int) -> InputEvent? { inner.nextEvent(timeoutMilliseconds: timeoutMilliseconds) }
}

/// `Benchmarks [--lessons DIR] [--json FILE]`: the course the reader figures use (default
/// ./Lessons), and where to write every figure as JSON.
func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    return arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

/// `--only reader|stage|selfquiz` runs one group, to profile it.
let only = option("--only")
func runs(_ group: String) -> Bool { only == nil || only == group }

print("PatternTutor benchmarks (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores)")
if runs("reader") { try readerTimes(lessons: option("--lessons") ?? "Lessons") }
if runs("stage") {
    try frameTimes()
    try bytesPerFrame()
    try cpuWhilePlaying(seconds: 3)
}
if runs("selfquiz") { selfQuizTimes() }
if let path = option("--json") {
    let data = try JSONSerialization.data(withJSONObject: ["cores": ProcessInfo.processInfo.activeProcessorCount,
                                                            "figures": figures], options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: path))
}
