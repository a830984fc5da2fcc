import Localization

// The template method `export(_:)` lives in a protocol extension and is NOT a protocol
// requirement, so no conforming type can replace it: the order of the steps is fixed.
// The steps it calls ARE requirements, and that matters in Swift: a hook that were only in
// the extension would be dispatched statically, and a conformer's "override" would be
// silently skipped. Cocoa uses the same idea: UIViewController's lifecycle calls your
// viewDidLoad, viewWillAppear... in an order you do not control.

/// One record of the report every exporter is given.
public struct ReportRecord: Equatable, Sendable {
    public let pattern: String
    public let family: String
    public let minutes: Int

    public init(_ pattern: String, _ family: String, _ minutes: Int) {
        self.pattern = pattern
        self.family = family
        self.minutes = minutes
    }

    public static let sample = [
        ReportRecord("Singleton", "creational", 10),
        ReportRecord("Builder", "creational", 15),
        ReportRecord("Adapter", "structural", 12),
        ReportRecord("Command", "behavioral", 20),
        ReportRecord("Visitor", "behavioral", 25),
    ]
}

/// The steps of the skeleton, in the only order the template runs them.
public enum ExportStep: String, CaseIterable, Sendable {
    case header, filter, rows, footer
}

/// What one step of an export produced.
public struct ExportSection: Equatable, Sendable {
    public let step: ExportStep
    public let lines: [String]
}

/// What one export produced, step by step, in the order the steps ran.
public struct ExportResult: Equatable, Sendable {
    public let sections: [ExportSection]
    public let kept: Int

    public var steps: [ExportStep] { sections.map(\.step) }
    public var lines: [String] { sections.flatMap(\.lines) }
}

public protocol ReportExporter: Sendable {
    var name: String { get }
    /// The one step every exporter must write.
    func row(for record: ReportRecord) -> String
    /// Hooks: optional steps with a default in the extension below.
    func header() -> [String]
    func includes(_ record: ReportRecord) -> Bool
    func footer(for kept: [ReportRecord]) -> [String]
}

extension ReportExporter {
    public func header() -> [String] { [] }
    public func includes(_ record: ReportRecord) -> Bool { true }
    public func footer(for kept: [ReportRecord]) -> [String] { [] }

    /// The template method: the skeleton every exporter follows.
    public func export(_ records: [ReportRecord]) -> ExportResult {
        var sections = [ExportSection(step: .header, lines: header())]
        let kept = records.filter(includes)
        sections.append(ExportSection(step: .filter, lines: []))
        sections.append(ExportSection(step: .rows, lines: kept.map(row)))
        sections.append(ExportSection(step: .footer, lines: footer(for: kept)))
        return ExportResult(sections: sections, kept: kept.count)
    }
}

/// Overrides only the required step and the header.
public struct CSVExporter: ReportExporter {
    public init() {}
    public var name: String { "csv" }
    public func header() -> [String] { ["pattern,family,minutes"] }
    public func row(for record: ReportRecord) -> String { "\(record.pattern),\(record.family),\(record.minutes)" }
}

/// Overrides header and footer.
public struct MarkdownExporter: ReportExporter {
    public init() {}
    public var name: String { "markdown" }
    public func header() -> [String] { [localized("| pattern | minutes |"), "|---|---:|"] }
    public func row(for record: ReportRecord) -> String { "| \(record.pattern) | \(record.minutes) |" }
    public func footer(for kept: [ReportRecord]) -> [String] {
        // The English says "patterns" for any count; Russian picks the form by the count.
        [localized(count: kept.count, one: "{0} patterns", other: "{0} patterns")]
    }
}

/// Overrides the filter hook and the footer, keeps the default (empty) header.
public struct StudyPlanExporter: ReportExporter {
    public let family: String

    public init(family: String = "behavioral") {
        self.family = family
    }

    public var name: String { "plan" }
    public func includes(_ record: ReportRecord) -> Bool { record.family == family }
    public func row(for record: ReportRecord) -> String { localized("- {0} ({1} min)", record.pattern, record.minutes) }
    public func footer(for kept: [ReportRecord]) -> [String] {
        [localized("total: {0} min of {1} patterns", kept.reduce(0) { $0 + $1.minutes }, family)]
    }
}

public final class TemplateMethodDemo: Demo {
    public static let exporters: [any ReportExporter] = [CSVExporter(), MarkdownExporter(), StudyPlanExporter()]

    public static let info = DemoInfo(
        id: "template-method",
        title: "Template Method",
        family: .behavioral,
        summary: """
            export() is a template method in a protocol extension: header, filter, rows, \
            footer, always in that order. Each exporter (csv, markdown, plan) writes the \
            row step and overrides only the hooks it needs; the others keep their defaults.
            """,
        commands: [
            DemoCommand("run", "<csv|markdown|plan>", arguments: 1...1, help: "export the sample report with one exporter"),
            DemoCommand("steps", "[exporter]", arguments: 0...1, help: "the fixed skeleton, and what an exporter overrides"),
        ],
        tour: [
            TourStep("steps", "The skeleton: four steps in a fixed order; only rows is required."),
            TourStep("run csv", "CSV writes a header and rows; filter and footer run as defaults."),
            TourStep("run markdown", "Markdown adds a footer. The order of the steps is the same."),
            TourStep("steps plan", "The plan exporter overrides the filter hook and the footer..."),
            TourStep("run plan", "...so it keeps only behavioral patterns and totals the minutes."),
        ])

    private var lastRun: String?

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "run": return try run(exporter(input.words[0]))
        case "steps":
            guard let name = input.word(0) else { return steps(nil) }
            return try steps(exporter(name))
        default: throw DemoError(localized("template-method has no command {0}", input.name))
        }
    }

    private func run(_ exporter: any ReportExporter) -> [String] {
        let result = exporter.export(ReportRecord.sample)
        let own = Set(Self.overriddenHooks(of: exporter) + ["rows"])
        lastRun = exporter.name
        let trace = result.sections.enumerated().map { index, section in
            let source = own.contains(section.step.rawValue) ? localized("{0}'s own", exporter.name) : localized("default")
            let lineCount = section.lines.count
            let output = section.step == .filter
                ? localized("kept {0} of {1} records", result.kept, ReportRecord.sample.count)
                : localized(count: lineCount, one: "{0} line", other: "{0} lines")
            return "\(index + 1) \(section.step.rawValue) (\(source)): \(output)"
        }
        return [localized("{0}.export() runs the template:", exporter.name)] + trace + [localized("output:")]
            + result.lines.map { "  " + $0 }
    }

    private func steps(_ exporter: (any ReportExporter)?) -> [String] {
        guard let exporter else {
            return [localized("export() runs, in this order:"),
                    "  " + localized("1 header  hook: default writes nothing"),
                    "  " + localized("2 filter  hook: default keeps every record"),
                    "  " + localized("3 rows    required: row(for:) per record"),
                    "  " + localized("4 footer  hook: default writes nothing")]
        }
        let overrides = Self.overriddenHooks(of: exporter)
        let overridden = overrides.isEmpty ? localized("nothing") : overrides.joined(separator: ", ")
        return [localized("{0} writes row(for:) and overrides: {1}", exporter.name, overridden),
                localized("the template still runs header → filter → rows → footer")]
    }

    /// Compares the exporter's hooks with the defaults on the sample, so the list can never
    /// disagree with the code.
    static func overriddenHooks(of exporter: any ReportExporter) -> [String] {
        let defaults = DefaultHooks()
        let records = ReportRecord.sample
        var hooks: [String] = []
        if exporter.header() != defaults.header() { hooks.append("header") }
        if records.map(exporter.includes) != records.map(defaults.includes) { hooks.append("filter") }
        if exporter.footer(for: records) != defaults.footer(for: records) { hooks.append("footer") }
        return hooks
    }

    private struct DefaultHooks: ReportExporter {
        var name: String { "defaults" }
        func row(for record: ReportRecord) -> String { record.pattern }
    }

    private func exporter(_ name: String) throws(DemoError) -> any ReportExporter {
        guard let exporter = Self.exporters.first(where: { $0.name == name.lowercased() }) else {
            throw DemoError(localized("unknown exporter '{0}': use one of {1}", name, Self.exporters.map(\.name).joined(separator: ", ")))
        }
        return exporter
    }

    public var statePanel: [String] {
        [localized("exporters: {0}", Self.exporters.map(\.name).joined(separator: ", ")),
         localized(count: ReportRecord.sample.count, one: "records: {0} patterns", other: "records: {0} patterns"),
         localized("last run: {0}", lastRun ?? localized("none"))]
    }
}
