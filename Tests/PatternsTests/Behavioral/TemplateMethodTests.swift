@testable import Patterns
import Synchronization
import Testing

@Suite struct TemplateMethodTests {
    /// Records every step it is asked for, to see the order the template uses. Exporters are
    /// Sendable values, so the shared log is a Mutex.
    private final class StepLog: Sendable {
        private let entries = Mutex<[String]>([])
        var calls: [String] { entries.withLock { $0 } }
        func append(_ call: String) { entries.withLock { $0.append(call) } }
    }

    private struct RecordingExporter: ReportExporter {
        let log: StepLog
        var name: String { "recording" }
        func header() -> [String] { log.append("header"); return ["H"] }
        func includes(_ record: ReportRecord) -> Bool { log.append("filter"); return record.minutes > 12 }
        func row(for record: ReportRecord) -> String { log.append("row"); return record.pattern }
        func footer(for kept: [ReportRecord]) -> [String] { log.append("footer"); return ["F"] }
    }

    private struct MinimalExporter: ReportExporter {
        var name: String { "minimal" }
        func row(for record: ReportRecord) -> String { record.pattern }
    }

    @Test func theSkeletonOrderIsFixedForEveryExporter() {
        for exporter in TemplateMethodDemo.exporters {
            #expect(exporter.export(ReportRecord.sample).steps == ExportStep.allCases, "\(exporter.name)")
        }
    }

    @Test func theTemplateCallsTheOverriddenStepsInOrder() {
        let log = StepLog()
        let records = ReportRecord.sample
        let result = RecordingExporter(log: log).export(records)
        let kept = records.filter { $0.minutes > 12 }
        let expectedCalls = ["header"] + records.map { _ in "filter" } + kept.map { _ in "row" } + ["footer"]
        #expect(log.calls == expectedCalls)
        #expect(result.lines == ["H"] + kept.map(\.pattern) + ["F"])
    }

    @Test func hooksDefaultWhenNotOverridden() {
        let result = MinimalExporter().export(ReportRecord.sample)
        #expect(result.lines == ReportRecord.sample.map(\.pattern))
        #expect(result.kept == ReportRecord.sample.count)
        #expect(TemplateMethodDemo.overriddenHooks(of: MinimalExporter()).isEmpty)
    }

    @Test func onlyTheStepsVaryBetweenExporters() {
        let csv = CSVExporter().export(ReportRecord.sample)
        let plan = StudyPlanExporter(family: "creational").export(ReportRecord.sample)
        #expect(csv.steps == plan.steps)
        #expect(csv.lines != plan.lines)
        #expect(plan.kept == ReportRecord.sample.filter { $0.family == "creational" }.count)
        #expect(TemplateMethodDemo.overriddenHooks(of: StudyPlanExporter()) == ["filter", "footer"])
    }

    @Test func theDemoNamesTheExporters() {
        let session = DemoSession(TemplateMethodDemo.self)
        #expect(session.run("run pdf").entries.last?.text == "unknown exporter 'pdf': use one of csv, markdown, plan")
    }
}
