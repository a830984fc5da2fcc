import Foundation
import Testing

/// Compares text against a golden file kept next to the test, in `__Snapshots__/<name>.txt`.
///
/// A missing golden file is written and the test fails, so a new snapshot is always looked
/// at once before it is trusted. `RECORD_GOLDEN=1` rewrites every golden file on purpose.
public func expectGolden(_ actual: String, named name: String, filePath: String = #filePath,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name + ".txt")
    let recording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded golden file \(file.lastPathComponent); check it and run the tests again.",
                     sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    Issue.record("Output differs from \(file.lastPathComponent):\n\(lineDiff(expected: expected, actual: actual))",
                 sourceLocation: sourceLocation)
}

/// The differing lines, marked `-` (golden) and `+` (actual), with their line numbers.
public func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var output: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? String(old[index]) : nil
        let after = index < new.count ? String(new[index]) : nil
        guard before != after else { continue }
        if let before { output.append("\(index + 1) - \(before)") }
        if let after { output.append("\(index + 1) + \(after)") }
        if output.count > 40 { output.append("…"); break }
    }
    return output.joined(separator: "\n")
}
