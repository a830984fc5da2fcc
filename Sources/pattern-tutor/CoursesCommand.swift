import ArgumentParser
import Course
import Foundation
import LessonLint
import Localization
import Progress
import TerminalKit
import TutorApp

struct CoursesCommand: TutorSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "courses",
        abstract: localized("List the courses you have, or add one."),
        discussion: localized("""
            Lists the installed course, the courses added with `courses add`, and the folder last opened \
            with --lessons: each with its id (which keys its progress), title, languages and pages read. \
            The one marked * is the one `pattern-tutor` starts without --lessons.
            """),
        subcommands: [Add.self, Remove.self])

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let environment = environment
        var known = environment.knownCourses.entries()
        // The course started without --lessons (./Lessons, PATTERN_TUTOR_LESSONS) is known too.
        let fallback = try? environment.lessonsDirectory()
        if let fallback, !known.contains(where: { $0.path == KnownCourses.absolute(fallback) }) {
            known.insert(KnownCourses.Entry(origin: .found, path: KnownCourses.absolute(fallback)), at: 0)
        }
        guard !known.isEmpty else {
            output("No courses yet. Add one with: pattern-tutor courses add PATH")
            return
        }
        let state = environment.options.stateDirectory ?? ProgressStore.defaultDirectory(environment: environment.variables)
        output("Courses (progress is kept by course id in \(state)):")
        // One store file holds every course's progress: opened once, read per course.
        let store = ProgressStore(directory: state)
        var ids: [String: String] = [:]
        for entry in known {
            output("")
            for line in Self.describe(entry, isDefault: fallback.map(KnownCourses.absolute) == entry.path, store: store,
                                      seenIds: &ids) {
                output(TerminalText.sanitized(line))
            }
        }
        // Progress outlives a course's folder being moved or forgotten: say whose is kept.
        let orphans = ((try? store.courseIds()) ?? []).filter { ids[$0] == nil }
        if !orphans.isEmpty {
            output("")
            output(TerminalText.sanitized("Progress is also kept for courses not listed here: " + orphans.joined(separator: ", ")
                                         + " (their folders, added again, find it)."))
        }
    }

    private static func describe(_ entry: KnownCourses.Entry, isDefault: Bool, store: ProgressStore,
                                 seenIds: inout [String: String]) -> [String] {
        let origin = ["installed": "installed", "found": "the default here", "added": "added",
                      "last": "last opened with --lessons"][entry.origin.rawValue]!
        let mark = isDefault ? "* " : "  "
        guard let course = try? CourseLoader.load(from: entry.path, check: Linter.loaderCheck(liveRuns: LiveRuns.ids)) else {
            return [mark + "\(entry.path) (\(origin)): cannot be read now"]
        }
        var lines = [mark + "\(course.title) — id \(course.id)" + (course.manifest.version.map { ", version \($0)" } ?? "") + " (\(origin))"]
        lines.append("    \(entry.path)")
        let progress = (try? LearnerProgress(store.forCourse(course.id))) ?? LearnerProgress()
        let lessons = course.lessons.count
        lines.append("    \(lessons) lesson\(lessons == 1 ? "" : "s") in \(course.manifest.languages.joined(separator: ", ")); "
                     + progress.courseSummary(course))
        if let other = seenIds[course.id] {
            lines.append("    note: \(other) has the same id, so the two share their progress; give one its own id in \(CourseManifest.fileName)")
        }
        seenIds[course.id] = entry.path
        lines.append("    start it: pattern-tutor --lessons \(shellQuoted(entry.path))")
        return lines
    }

    static func shellQuoted(_ path: String) -> String {
        path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:".contains($0) } ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    struct Add: TutorSubcommand {
        static let configuration = CommandConfiguration(abstract: localized("Add a course folder to the list."))

        @ParentCommand var root: PatternTutorCommand
        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(localized("The course folder."), valueName: "path"))
        var path: String

        func run() throws {
            guard KnownCourses.isFolder(path) else { throw Failure("\(path) is not a folder") }
            let course: Course
            do {
                course = try CourseLoader.load(from: path, check: Linter.loaderCheck(liveRuns: LiveRuns.ids))
            } catch let error as CourseLoader.LoadError {
                throw Failure(error.description)
            }
            guard !course.lessons.isEmpty else {
                throw Failure("no lessons in \(path): a course is a folder of numbered lesson files or of section folders holding them")
            }
            try environment.knownCourses.add(path)
            output(TerminalText.sanitized("Added \(course.title) (id \(course.id), \(course.lessons.count) lessons). "
                                         + "Start it with: pattern-tutor --lessons \(shellQuoted(KnownCourses.absolute(path)))"))
            environment.reportProblems(in: course)
        }
    }

    struct Remove: TutorSubcommand {
        static let configuration = CommandConfiguration(abstract: localized("Take an added course off the list (its files and progress stay)."))

        @ParentCommand var root: PatternTutorCommand
        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(localized("The course folder, as added."), valueName: "path"))
        var path: String

        func run() throws {
            guard try environment.knownCourses.remove(path) else { throw Failure("\(path) is not an added course (see pattern-tutor courses)") }
            output(TerminalText.sanitized("Removed \(KnownCourses.absolute(path)) from the list; its files and progress stay."))
        }
    }
}
