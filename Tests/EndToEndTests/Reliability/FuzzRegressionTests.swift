import Foundation
import Testing

/// Every input the fuzzers once broke the app with (Fixtures/fuzz-regressions/<target>/),
/// replayed through the same checks by the fuzz targets' replay tools, which the normal build
/// makes beside the app. The shipped lessons and the frozen test course go through the lesson
/// target too, so its invariants hold on real lessons in every test run, not only while
/// fuzzing (`make fuzz`, scripts/fuzz/run.py).
@Suite struct ReliabilityFuzzRegressionTests {
    static let regressions = Project.root.appendingPathComponent("Tests/EndToEndTests/Fixtures/fuzz-regressions")

    static func replayTool(_ target: String) -> String {
        URL(fileURLWithPath: Project.binary).deletingLastPathComponent().appendingPathComponent("fuzz-\(target)").path
    }

    static func regressionInputs(_ target: String) -> [String] {
        let folder = regressions.appendingPathComponent(target).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    /// Lesson files of a course folder, sections' files included.
    static func markdownFiles(under folder: String) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }

    /// "fuzz-lesson: 12 inputs replayed, 0 failed" -> 12.
    static func replayedCount(_ output: String) -> Int? {
        guard let line = output.split(separator: "\n").last(where: { $0.contains("inputs replayed") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    @Test func everyRegressionAndLessonHoldsTheFuzzTargetsInvariants() throws {
        var tried: [String: Int] = [:]
        for target in ["lesson", "markdown"] {
            let inputs = Self.regressionInputs(target)
            // The lesson target writes a one-lesson course per input and lints it: the shipped
            // course at once is a few seconds in the debug build.
            let lessons = target == "lesson"
                ? Self.markdownFiles(under: Project.shippedLessons) + Self.markdownFiles(under: Project.lessons)
                : []
            let all = inputs + lessons
            try #require(!all.isEmpty)
            let result = try runProcess(Self.replayTool(target), all)
            #expect(result.status == 0, "fuzz-\(target) replay failed:\n\(result.output)\(result.error)")
            #expect(Self.replayedCount(result.output) == all.count, "fuzz-\(target) output: \(result.output)")
            tried["\(target) regression inputs"] = inputs.count
            if !lessons.isEmpty { tried["lesson files replayed"] = lessons.count }
        }
        SuiteFigures(id: "fuzz-regressions", title: "Fuzz regressions replayed", tried: tried,
                     held: "Every input a fuzzer once broke the app with, and every shipped lesson, passes the fuzz targets' checks in the normal build.")
            .record()
    }

    /// An input the tool cannot read is a failure, not a pass with nothing checked.
    @Test func replayToolFailsOnAMissingInput() throws {
        let result = try runProcess(Self.replayTool("markdown"), ["/nonexistent/fuzz-input"])
        #expect(result.status == 2, "\(result.output)")
    }
}
