import ArgumentParser
import Foundation
import Localization
import TerminalKit
import TutorApp

struct CheatSheetCommand: TutorSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "cheatsheet",
        abstract: localized("Print every pattern of the course: its intent, family and live run."),
        discussion: localized("""
            The patterns are the lessons of the sections whose _section.md names a family; the \
            intent is a lesson's summary, the live run its demo. One pattern a line under its \
            family, the same at any width; --format json gives the same entries to programs.
            """))

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp(localized("text (default) or json.")))
    var format: Format = .text

    func run() throws {
        let course = try environment.loadCourse()
        let entries = CheatSheet.entries(for: course)
        let lines = format == .json ? [try CheatSheet.json(entries)] : CheatSheet.textLines(entries)
        // Titles and intents are lesson text: escape it line by line.
        for line in lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false) {
            output(TerminalText.sanitized(line, tabWidth: nil))
        }
        environment.reportProblems(in: course)
    }
}
