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
            output(localized("No courses yet. Add one with: pattern-tutor courses add PATH"))
            return
        }
        let state = environment.options.stateDirectory ?? ProgressStore.defaultDirectory(environment: environment.variables)
        output(localized("Courses (progress is kept by course id in {0}):", state))
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
            output(TerminalText.sanitized(localized("Progress is also kept for courses not listed here: {0} (their folders, added again, find it).",
                                                    orphans.joined(separator: ", "))))
        }
    }

    private static func describe(_ entry: KnownCourses.Entry, isDefault: Bool, store: ProgressStore,
                                 seenIds: inout [String: String]) -> [String] {
        let origin = switch entry.origin {
        case .installed: localized("installed")
        case .found: localized("the default here")
        case .added: localized("added")
        case .last: localized("last opened with --lessons")
        }
        let mark = isDefault ? "* " : "  "
        guard let course = try? CourseLoader.load(from: entry.path, check: Linter.loaderCheck(liveRuns: LiveRuns.ids)) else {
            return [mark + localized("{0} ({1}): cannot be read now", entry.path, origin)]
        }
        var lines = [mark + (course.manifest.version.map { localized("{0} — id {1}, version {2} ({3})", course.title, course.id, $0, origin) }
                             ?? localized("{0} — id {1} ({2})", course.title, course.id, origin))]
        lines.append("    \(entry.path)")
        let progress = (try? LearnerProgress(store.forCourse(course.id))) ?? LearnerProgress()
        let lessons = course.lessons.count
        lines.append("    " + localized(count: lessons, one: "{0} lesson in {1}; {2}", other: "{0} lessons in {1}; {2}",
                                          course.manifest.languages.joined(separator: ", "), progress.courseSummary(course)))
        if let other = seenIds[course.id] {
            lines.append("    " + localized("note: {0} has the same id, so the two share their progress; give one its own id in {1}",
                                              other, CourseManifest.fileName))
        }
        seenIds[course.id] = entry.path
        lines.append("    " + localized("start it: pattern-tutor --lessons {0}", shellQuoted(entry.path)))
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
            guard KnownCourses.isFolder(path) else { throw Failure(localized("{0} is not a folder", path)) }
            let course: Course
            do {
                course = try CourseLoader.load(from: path, check: Linter.loaderCheck(liveRuns: LiveRuns.ids))
            } catch let error as CourseLoader.LoadError {
                throw Failure(error.description)
            }
            guard !course.lessons.isEmpty else {
                throw Failure(localized("no lessons in {0}: a course is a folder of numbered lesson files or of section folders holding them", path))
            }
            try environment.knownCourses.add(path)
            // English says "lessons" for any count; Russian makes the noun agree.
            output(TerminalText.sanitized(localized(count: course.lessons.count,
                                                    one: "Added {1} (id {2}, {0} lessons). Start it with: pattern-tutor --lessons {3}",
                                                    other: "Added {1} (id {2}, {0} lessons). Start it with: pattern-tutor --lessons {3}",
                                                    course.title, course.id, shellQuoted(KnownCourses.absolute(path)))))
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
            guard try environment.knownCourses.remove(path) else { throw Failure(localized("{0} is not an added course (see pattern-tutor courses)", path)) }
            output(TerminalText.sanitized(localized("Removed {0} from the list; its files and progress stay.", KnownCourses.absolute(path))))
        }
    }
}
