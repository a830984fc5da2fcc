import Localization
import Course
import Foundation
import MarkdownRendering
import TerminalKit

/// One pattern of the course as the cheat sheet lists it, made from its lesson's front matter.
public struct CheatSheetEntry: Sendable, Hashable, Codable {
    /// The `family:` of the lesson's section.
    public var family: String
    /// The lesson's place in the course, from 1, as `open N` and `pattern-tutor lesson N` take it.
    public var lessonNumber: Int
    public var lessonId: String
    public var title: String
    /// The lesson's one-line `summary:`.
    public var intent: String
    /// The lesson's `demo:`, the live run `d` opens; nil when it has none.
    public var liveRun: String?
}

/// The cheat sheet's words: its entries, and the same list as text for plain mode and for
/// `pattern-tutor cheatsheet`.
public enum CheatSheet {
    /// The tag of lessons that compare patterns rather than teach one: not on the sheet.
    public static let comparisonTag = "comparison"
    /// The tag of lessons that introduce a family rather than teach one of its patterns.
    public static let introductionTag = "introduction"

    /// Every lesson of every section with a `family:`, but those tagged `comparison` or `introduction`, grouped
    /// by family (families in the order they first come), in course order within each.
    public static func entries(for course: Course) -> [CheatSheetEntry] {
        var entries: [CheatSheetEntry] = []
        var number = 0
        for section in course.sections {
            for lesson in section.lessons {
                number += 1
                guard let family = section.family, !lesson.tags.contains(where: [comparisonTag, introductionTag].contains)
                else { continue }
                entries.append(CheatSheetEntry(family: family, lessonNumber: number, lessonId: lesson.id, title: lesson.title,
                                               intent: lesson.summary, liveRun: lesson.demo))
            }
        }
        return entries.groupedStably(by: \.family).flatMap(\.elements)
    }

    static func familyCount(_ entries: [CheatSheetEntry]) -> Int {
        entries.groupedStably(by: \.family).count
    }

    /// What the sheet says of a course none of whose sections names a family.
    static var emptyText: String {
        localized("No section of this course names a pattern family (a 'family:' line in its _section.md), so the cheat sheet is empty.")
    }

    /// "40 patterns in 5 families".
    static func countText(_ entries: [CheatSheetEntry]) -> String {
        let families = familyCount(entries)
        return localized(count: entries.count, one: "{0} pattern in {1}", other: "{0} patterns in {1}",
                         localized(count: families, one: "{0} family", other: "{0} families"))
    }

    /// Plain mode: sentences rather than padded columns, which a screen reader would read as
    /// runs of spaces; the session wraps them to its width.
    static func plainLines(_ entries: [CheatSheetEntry]) -> [String] {
        guard !entries.isEmpty else { return [emptyText] }
        var lines = [localized("Cheat sheet: {0}. Type a number to open that lesson, or 'demo ID' for a live run.", countText(entries))]
        for group in entries.groupedStably(by: \.family) {
            lines += ["", "\(group.key) (\(group.elements.count))"]
            for entry in group.elements {
                let run = entry.liveRun.map { " " + localized("Live run: {0}.", $0) } ?? ""
                lines.append("  \(entry.lessonNumber). \(entry.title): \(entry.intent)\(run)")
            }
        }
        return lines
    }

    /// `pattern-tutor cheatsheet`: a heading per family and one pattern a line, in columns
    /// padded to the cells rather than to a window, so the text is the same at any width. A
    /// title longer than `titleColumn` pushes the rest of its own line along.
    public static func textLines(_ entries: [CheatSheetEntry]) -> [String] {
        guard !entries.isEmpty else { return [emptyText] }
        let titleColumn = 30
        let numberWidth = entries.map { String($0.lessonNumber).count }.max() ?? 1
        let titleWidth = entries.map { DisplayWidth.of($0.title) }.filter { $0 <= titleColumn }.max() ?? 0
        let runWidth = entries.map { DisplayWidth.of($0.liveRun ?? "-") }.max() ?? 1
        var lines: [String] = []
        for group in entries.groupedStably(by: \.family) {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(group.key) (\(group.elements.count))")
            for entry in group.elements {
                let cells = [String(entry.lessonNumber).leftPadded(to: numberWidth), padded(entry.title, to: titleWidth),
                             padded(entry.liveRun ?? "-", to: runWidth), entry.intent]
                lines.append("  " + cells.joined(separator: "  "))
            }
        }
        lines += ["", localized("{0}. Open one: pattern-tutor lesson <number>", countText(entries))]
        return lines
    }

    /// `pattern-tutor cheatsheet --format json`: the entries, keys sorted.
    public static func json(_ entries: [CheatSheetEntry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}

/// The cheat sheet on screen: a heading per family; each pattern its title (its live run at
/// the right edge when it fits, else on a line of its own) and its intent wrapped under it.
enum CheatSheetView {
    static let headingStyle = Style(bold: true, foreground: .cyan)
    static let runStyle = Style(foreground: .cyan)

    static func groups(_ entries: [CheatSheetEntry], width: Int) -> [GroupedList.Group] {
        entries.groupedStably(by: \.family).map { group in
            let count = group.elements.count
            let heading = StyledLine(TerminalText.truncated(group.key, toWidth: width), style: headingStyle)
                + StyledLine("  " + localized(count: count, one: "{0} pattern", other: "{0} patterns"), style: Style(dim: true))
            return GroupedList.Group(heading: heading.prefix(columns: width), entries: group.elements.map { lines($0, width: width) })
        }
    }

    static func lines(_ entry: CheatSheetEntry, width: Int) -> [StyledLine] {
        let (headline, runFits) = GroupedList.headline(entry.title, detail: entry.liveRun, detailStyle: runStyle, width: width)
        var lines = [headline]
        lines += TextWrapper.wrap(entry.intent, width: max(10, width - 4)).map { StyledLine("    " + $0) }
        if let run = entry.liveRun, !runFits {
            let label = "    " + localized("live run:") + " "
            lines.append(StyledLine(label, style: Style(dim: true))
                + StyledLine(TerminalText.truncated(run, toWidth: width - DisplayWidth.of(label)), style: runStyle))
        }
        return lines
    }
}
