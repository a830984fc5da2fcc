import ArgumentParser
import Course
import Foundation
import Localization
import Progress
import TerminalKit

/// `pattern-tutor report EXPORTS…`: what a class did, from the files its learners wrote with
/// `progress --export`, so an instructor sees which questions their learners miss.
struct ReportCommand: TutorSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: localized("Sum up a class's progress exports: lessons read, first-try scores, the questions most missed."),
        discussion: localized("""
            Give the files learners wrote with `pattern-tutor progress --export FILE`, or folders of them (one \
            file per learner). Per lesson: learners who opened and read it, and their first-try quiz score. \
            Per question, most missed first: learners who answered, first tries missed, and "I was right" \
            claims (a key that may be too narrow). Then exercises done. With the course at hand (--lessons, \
            or the course the app would use), lessons and questions are named by their titles.
            """))

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, csv, json }

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(localized("Progress exports (.json), or folders holding them."), valueName: "export"))
    var exports: [String]

    @Option(help: ArgumentHelp(localized("text (default), csv or json.")))
    var format: Format = .text

    @Option(help: ArgumentHelp(localized("Report this course when the exports hold several."), valueName: "id"))
    var course: String?

    func run() throws {
        var snapshots: [(file: String, snapshot: ProgressStore.Snapshot)] = []
        for file in try exportFiles() {
            do {
                guard let data = FileManager.default.contents(atPath: file) else { throw Failure("cannot read it") }
                snapshots.append((file, try ProgressStore.snapshot(fromJSON: data)))
            } catch {
                // One bad file is said and left out; the rest still make the report.
                FileHandle.standardError.write(Data("pattern-tutor: \(file) is left out: \(error)\n".utf8))
            }
        }
        guard !snapshots.isEmpty else { throw Failure("no progress export could be read") }
        let byCourse = Dictionary(grouping: snapshots) { $0.snapshot.course ?? ProgressStore.shippedCourseId }
        let chosen: String
        if let course {
            guard byCourse[course] != nil else {
                throw Failure("no export is of the course '\(course)' (they are of: \(byCourse.keys.sorted().joined(separator: ", ")))")
            }
            chosen = course
        } else if byCourse.count == 1 {
            chosen = byCourse.keys.first!
        } else {
            let counts = byCourse.keys.sorted().map { "\($0) (\(byCourse[$0]!.count))" }.joined(separator: ", ")
            throw Failure("the exports are of several courses: \(counts); pick one with --course ID")
        }
        let report = ClassReport(course: chosen, exports: byCourse[chosen]!.map(\.snapshot), catalogue: catalogue(of: chosen))
        let text: String
        switch format {
        case .text: text = report.text(width: { DisplayWidth.of($0) })
        case .csv: text = report.csv
        case .json: text = report.json
        }
        // Titles and ids are lesson text: escaped line by line.
        output(text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.sanitized($0, tabWidth: nil) }.joined(separator: "\n"), terminator: "")
    }

    /// Each file named, and each `.json` file in each folder named (sorted).
    private func exportFiles() throws -> [String] {
        try exports.flatMap { path -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw Failure("no such file or folder: \(path)") }
            guard isFolder.boolValue else { return [path] }
            let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".json") }.sorted()
            if names.isEmpty { throw Failure("no .json files in \(path)") }
            return names.map { (path as NSString).appendingPathComponent($0) }
        }
    }

    /// The course's lessons, questions and exercises, when the course at hand is the one
    /// reported; nil (ids stand for titles) otherwise.
    private func catalogue(of id: String) -> [ClassReport.LessonInfo]? {
        guard let course = try? environment.loadCourse(), course.id == id else { return nil }
        return course.lessons.map { lesson in
            ClassReport.LessonInfo(id: lesson.id, title: lesson.title, pageCount: lesson.pages.count,
                                   questions: (lesson.checkpoints.map(\.question) + lesson.quiz).map { .init($0.id, $0.title) },
                                   exercises: lesson.exercises.map(\.id))
        }
    }
}
