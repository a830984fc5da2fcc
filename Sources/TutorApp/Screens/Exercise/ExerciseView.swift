import Localization
import Course
import Exercises
import Markdown
import MarkdownRendering
import TerminalKit

/// The exercise as lines: a fixed header (the file, the verdict, the first thing to fix) over
/// a body that scrolls (the task, the hints asked for, what the check found, the solution).
/// Plain mode prints the same lines.
enum ExerciseView {
    /// Rows the header takes under the title bar.
    static let headerHeight = 4

    static let passed = Style(bold: true, foreground: .green)
    static let failing = Style(bold: true, foreground: .red)
    static let heading = Style(bold: true)
    static let dim = Style(dim: true)

    static func shortStatus(_ report: ExerciseReport) -> String {
        switch report.status {
        case .passed: localized("done")
        case .failing: "\(report.passed)/\(report.total)"
        case .compileErrors: localized("errors")
        case .cannotCheck: localized("not checked")
        }
    }

    /// The verdict in a few words, styled.
    static func status(_ state: ExerciseScreenState) -> StyledLine {
        if state.isChecking, state.report == nil { return StyledLine(localized("… checking your file"), style: heading) }
        guard let report = state.report else {
            return StyledLine(state.failure == nil ? localized("Not checked yet") : localized("Cannot open this exercise"), style: heading)
        }
        let checking = state.isChecking ? localized("  (checking again…)") : ""
        switch report.status {
        case .passed: return StyledLine(localized("✓ Done: {0}", report.summary) + checking, style: passed)
        case .failing: return StyledLine("✗ \(report.summary)" + checking, style: failing)
        case .compileErrors: return StyledLine(localized("✗ Your file {0}", report.summary) + checking, style: failing)
        case .cannotCheck: return StyledLine(localized("Not checked: {0}", report.problem ?? "") + checking, style: failing)
        }
    }

    /// The file, the verdict and the first thing to fix.
    static func header(_ state: ExerciseScreenState, width: Int) -> [StyledLine] {
        let file: StyledLine
        if let failure = state.failure {
            file = StyledLine(failure, style: failing)
        } else if let path = state.path {
            // The end of a long path is the part that names the file: the start gives way.
            let room = max(8, width - DisplayWidth.of(localized("Your file: {0}", "")))
            let shown = DisplayWidth.of(path) <= room ? path : "…" + String(path.suffix(room - 1))
            file = StyledLine(localized("Your file: {0}", shown), style: dim)
        } else {
            file = StyledLine(localized("Opening…"), style: dim)
        }
        var first = StyledLine()
        if let problem = state.report?.firstProblem { first = StyledLine("→ " + problem) }
        else if state.report == nil, state.path != nil {
            first = StyledLine(localized("Edit the file in your editor; each save checks it."), style: dim)
        }
        return [file, status(state), first]
    }

    static func body(_ state: ExerciseScreenState, _ app: AppState, renderer: MarkdownRenderer, width: Int,
                     plain: Bool) -> [StyledLine] {
        guard let content = state.content else { return [] }
        var lines: [StyledLine] = []
        func title(_ text: String) {
            if !lines.isEmpty { lines.append(StyledLine()) }
            lines.append(StyledLine(text, style: heading))
        }
        title(localized("Task"))
        lines += renderer.render(MarkdownDocument(blocks: content.task), width: max(10, width))
        for index in 0..<min(state.hintsShown, content.hints.count) {
            title(localized("Hint {0} of {1}", index + 1, content.hints.count))
            lines += renderer.render(MarkdownDocument(blocks: content.hints[index]), width: max(10, width))
        }
        if state.hintsShown < content.hints.count, !plain {
            lines.append(StyledLine())
            lines.append(StyledLine(localized("h shows a hint ({0} left).", content.hints.count - state.hintsShown), style: dim))
        }
        if let report = state.report { lines += found(report, width: width) }
        if state.showsSolution {
            title(localized("Reference solution (yours may differ and still pass)"))
            let block = Block(.codeBlock(info: "swift", code: content.solution.text))
            lines += renderer.render(MarkdownDocument(blocks: [block]), width: max(10, width))
        }
        return lines
    }

    /// Every failure, every diagnostic with its excerpt, and what the program printed.
    static func found(_ report: ExerciseReport, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = [StyledLine(), StyledLine(localized("What the check found"), style: heading)]
        func wrapped(_ text: String, style: Style = Style(), indent: String = "") {
            let parts = TextWrapper.wrap(text, width: max(10, width - DisplayWidth.of(indent)))
            for (index, part) in parts.enumerated() {
                lines.append(StyledLine((index == 0 ? indent : String(repeating: " ", count: DisplayWidth.of(indent))) + part, style: style))
            }
        }
        if report.status == .passed {
            wrapped(localized("Every check passes ({0} s).", String(format: "%.1f", report.seconds)), style: passed)
        }
        if let problem = report.problem { wrapped(problem, style: failing) }
        for failure in report.failures { wrapped(failure.text, indent: "✗ ") }
        for diagnostic in report.diagnostics {
            wrapped("\(diagnostic.location): \(diagnostic.severity): \(diagnostic.message)",
                    style: diagnostic.severity == "error" ? failing : heading)
            for excerpt in diagnostic.excerpt {
                lines.append(StyledLine("  " + excerpt, style: Style(foreground: .cyan)))
            }
        }
        let printed = report.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if !report.output.isEmpty {
            lines.append(StyledLine(localized("Your program printed:"), style: dim))
            for line in printed.prefix(20) { lines.append(StyledLine("  " + line, style: dim)) }
            if printed.count > 20 {
                let more = localized(count: printed.count - 20, one: "… {0} more lines", other: "… {0} more lines")
                lines.append(StyledLine("  " + more, style: dim))
            }
        }
        return lines
    }

    static func draw(_ state: ExerciseScreenState, _ app: AppState, on screen: inout Screen) {
        let position = app.course.exercises.firstIndex { $0.exercise.id == state.id }.map { "\($0 + 1)/\(app.course.exercises.count)" }
        let lesson = app.lessons.indices.contains(state.entry.lessonIndex) ? app.lessons[state.entry.lessonIndex].title : state.entry.lessonId
        AppView.drawTitleBar(left: localized("Exercise {0} · {1}", position ?? "", state.entry.exercise.title), right: lesson, on: &screen)
        let width = app.size.width - Layout.leftMargin
        for (offset, line) in header(state, width: Layout.textWidth(app.size)).enumerated() {
            screen.put(line, x: Layout.leftMargin, y: 1 + offset, maxWidth: width)
        }
        let rule = String(repeating: "─", count: max(0, min(Layout.textWidth(app.size), app.size.width - Layout.leftMargin - 1)))
        screen.put(StyledLine(rule, style: dim), x: Layout.leftMargin, y: headerHeight, maxWidth: width)
        let height = state.bodyHeight(app.size)
        for (offset, line) in state.lines.dropFirst(state.scroll).prefix(height).enumerated() {
            screen.put(line, x: Layout.leftMargin, y: 1 + headerHeight + offset, maxWidth: width)
        }
    }
}
