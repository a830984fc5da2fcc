import Course
import MarkdownRendering
import TerminalKit
import TutorApp

/// The reader's hot paths: laying out a page (Markdown parse, wrapping, Swift highlighting),
/// drawing the reader screen from the laid-out lines, and the diff the terminal backend makes
/// when the page scrolls by one line. The page is the shipped course's longest.
func readerTimes(lessons: String) throws {
    let course = try CourseLoader.load(from: lessons)
    let pages = course.lessons.flatMap { lesson in lesson.pages.indices.map { (lesson, $0) } }
    guard let (lesson, pageIndex) = pages.max(by: { $0.0.pages[$0.1].lineCount < $1.0.pages[$1.1].lineCount }) else {
        print("no lessons in \(lessons): reader figures skipped")
        return
    }
    let page = lesson.pages[pageIndex]
    let markdown = LessonContent().markdown(of: page)
    print("reader: the longest page, \(lesson.id) page \(pageIndex + 1) (\(page.lineCount) lines of Markdown)")
    record("page-lines", "lines of Markdown in the page measured", Double(page.lineCount), unit: "lines")
    for size in [Size(width: 80, height: 24), Size(width: 200, height: 50)] {
        let renderer = MarkdownRenderer()
        var lineCount = 0
        report("lay out the page at \(size.width) columns", Array(time(220) {
            lineCount = renderer.render(markdown: markdown, width: size.width).count
        }.dropFirst(20)), id: "page-layout-\(size.width)")
        precondition(lineCount > 0)

        var state = AppState(course: course, size: size)
        state = AppReducer().update(state, .command(.open(lesson.id))).0
        state = AppReducer().update(state, .command(.page(pageIndex + 1))).0
        precondition(state.route == .reader)
        report("draw the reader screen \(size.width)x\(size.height)", Array(time(220) { _ = AppView.render(state) }.dropFirst(20)),
               id: "reader-screen-\(size.width)")

        let before = AppView.render(state)
        let scrolled = AppReducer().update(state, .input(.key(.down))).0
        let after = AppView.render(scrolled)
        var changed = 0
        report("diff of a one-line scroll \(size.width)x\(size.height)", Array(time(2200) {
            changed = after.changedPositions(since: before).count
        }.dropFirst(200)), id: "scroll-diff-\(size.width)")
        precondition(changed > 0, "the page did not scroll")
        record("scroll-cells-\(size.width)", "cells changed by a one-line scroll, \(size.width)x\(size.height)", Double(changed),
               unit: "cells")
    }
}
