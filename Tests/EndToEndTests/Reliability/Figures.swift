import Foundation

/// How hard the reliability suites push. `make test` runs them at `.quick`; `make chaos`
/// sets PATTERN_TUTOR_CHAOS=full for the counts docs/reliability.md reports.
enum ChaosScale: Sendable {
    case quick
    case full

    static var current: ChaosScale {
        ProcessInfo.processInfo.environment["PATTERN_TUTOR_CHAOS"] == "full" ? .full : .quick
    }

    /// `quick` in `make test`, `full` in `make chaos`.
    func pick(quick: Int, full: Int) -> Int { self == .full ? full : quick }
}

/// What one reliability suite tried and what held, for docs/reliability.md.
///
/// When PATTERN_TUTOR_FIGURES names a folder (`make chaos` and `make fuzz` set it), each
/// suite writes `<folder>/<id>.json`; scripts/reliability/report.py turns the folder into
/// the document. Without the variable nothing is written, so `make test` leaves no files.
struct SuiteFigures: Encodable {
    /// File name and sort key, e.g. "chaos-resize-storm".
    var id: String
    /// The suite as a reader would name it, e.g. "Resize storm".
    var title: String
    /// What was tried, counted: ["resize events": 400, "screens": 4].
    var tried: [String: Int]
    /// One or two sentences: what was checked afterwards and held.
    var held: String
    /// The scale the figures come from.
    var scale: String = ChaosScale.current == .full ? "full" : "quick"

    /// Writes the figures if a folder was asked for; a failure to write is not a test failure.
    func record() {
        guard let folder = ProcessInfo.processInfo.environment["PATTERN_TUTOR_FIGURES"], !folder.isEmpty else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(id + ".json"))
    }
}
