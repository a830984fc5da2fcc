import Localization
import Course

/// The course as a numbered list, the same in the REPL and in `pattern-tutor lessons`.
public enum CourseListing {
    /// `inWords`: plain mode's form, for screen readers: no ○ ◐ ● mark; a finished lesson
    /// ends in "done" instead.
    public static func lines(for course: Course, progress: LearnerProgress? = nil, inWords: Bool = false) -> [String] {
        var lines: [String] = []
        var number = 0
        let digits = String(course.lessons.count).count
        for section in course.sections {
            lines.append(section.title)
            for lesson in section.lessons {
                number += 1
                let pages = localized(count: lesson.pages.count, one: "{0} page", other: "{0} pages")
                let fallback = lesson.fallbackLanguage.map { " " + localized("(not translated: {0})", $0) } ?? ""
                var entry = "\(String(number).leftPadded(to: digits)). \(lesson.title)\(fallback) [\(lesson.id)] \(pages)"
                if let progress {
                    let seen = progress.pagesSeen[lesson.id]?.filter { $0 < lesson.pages.count }.count ?? 0
                    let read = localized(count: seen, one: "{0} read", other: "{0} read")
                    entry = (inWords ? "" : progress.mark(for: lesson) + " ") + entry + ", " + read
                    if let standing = progress.standingText(of: lesson) { entry += ", " + standing }
                    // "N read" already says a lesson is started; a finished one says so in words.
                    if inWords, progress.status(of: lesson) == .done { entry += ", " + localized("done") }
                }
                lines.append("  " + entry)
            }
        }
        if let progress { lines.append(progress.courseSummary(course) + ".") }
        return lines
    }
}
