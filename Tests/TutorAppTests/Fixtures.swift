import Course
import TerminalKit
import TutorApp

/// A small course in memory: two sections, three lessons, pages of known length.
enum Fixtures {
    static func page(_ title: String, paragraphs: Int) -> LessonPage {
        let body = (1...paragraphs).map { "Paragraph \($0) of \(title), with enough words in it to wrap on a narrow screen." }.joined(separator: "\n\n")
        return LessonPage(title: title, markdown: "## \(title)\n\n\(body)", line: 1)
    }

    static let course = Course(sections: [
        LessonSection(title: "Getting started", folder: "00-start", lessons: [
            Lesson(id: "welcome", title: "Welcome", summary: "How the course works.",
                   pages: [page("Hello", paragraphs: 2), page("Keys", paragraphs: 2)], file: "a.md", sectionTitle: "Getting started"),
        ]),
        LessonSection(title: "Creational", folder: "01-creational", lessons: [
            Lesson(id: "singleton", title: "Singleton", summary: "One instance.", aliases: ["shared-instance"],
                   pages: [page("Intent", paragraphs: 12), page("Trap", paragraphs: 1), page("Costs", paragraphs: 1)],
                   file: "b.md", sectionTitle: "Creational"),
            Lesson(id: "factory-method", title: "Factory Method", summary: "Let a function choose the type.",
                   pages: [page("Idea", paragraphs: 1)], file: "c.md", sectionTitle: "Creational"),
        ]),
    ], problems: [CourseProblem(file: "Lessons/01-creational/09-broken.md", line: 2, message: "front matter: not valid YAML")],
       directory: "Lessons")

    static func state(width: Int = 60, height: Int = 16) -> AppState {
        let reducer = AppReducer()
        return reducer.update(AppState(course: course, size: Size(width: width, height: height)),
                              .input(.resize(Size(width: width, height: height)))).0
    }
}

/// Feeds events through the reducer the way the program loop does, collecting effects.
struct Driver {
    var state: AppState
    var effects: [Effect] = []
    let reducer = AppReducer()

    init(width: Int = 60, height: Int = 16) { state = Fixtures.state(width: width, height: height) }

    mutating func send(_ events: AppEvent...) {
        for event in events {
            let (next, produced) = reducer.update(state, event)
            state = next
            effects += produced
        }
    }

    mutating func keys(_ keys: Key...) {
        for key in keys { send(.input(.key(key))) }
    }

    mutating func type(_ text: String) {
        for character in text { send(.input(.key(.character(character)))) }
    }

    var screen: Screen { AppView.render(state) }
    var page: (lesson: Int, page: Int)? { state.reader.map { ($0.lessonIndex, $0.pageIndex) } }
}
