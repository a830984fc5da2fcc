import Course
import CursesBackend
import Foundation
import TerminalKit
import TutorApp

/// Starts the course full-screen or as a REPL, whichever the environment allows.
struct Launcher {
    let environment: Environment

    func start(at lesson: String?, quiz: Bool = false) throws {
        let course = try environment.loadCourse()
        if let lesson, course.lessonIndex(matching: lesson) == nil {
            throw Failure("no lesson '\(lesson)'" + hint(course.suggestions(for: lesson)))
        }
        if quiz, let lesson, let index = course.lessonIndex(matching: lesson), course.lessons[index].quiz.isEmpty {
            throw Failure("the lesson '\(course.lessons[index].id)' has no quiz")
        }
        // Straight into the quiz, or into the lesson.
        let opening: [AppEvent] = quiz ? [.command(.quiz(lesson))] : lesson.map { [.command(.open($0))] } ?? []
        guard environment.isInteractive else { return runPlain(course, opening: opening) }
        do {
            if let signal = try runFullScreen(course, opening: opening) {
                // The terminal is already restored; exit as a process stopped by the signal does.
                Foundation.exit(128 + signal)
            }
        } catch let error as CursesError {
            // A terminal curses cannot drive still gets the course, line by line.
            FileHandle.standardError.write(Data("pattern-tutor: \(error.description); using plain mode\n".utf8))
            runPlain(course, opening: opening)
        }
    }

    /// Re-reads the same folder the session started from.
    private var courseSource: CourseSource {
        let environment = environment
        return { try environment.loadCourse() }
    }

    private func runPlain(_ course: Course, opening: [AppEvent]) {
        let session = PlainSession(course: course, width: environment.outputWidth, loadCourse: courseSource) { text in
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        session.run(readLine: { Swift.readLine() }, opening: opening)
    }

    /// Returns the signal that ended the session, if one did.
    private func runFullScreen(_ course: Course, opening: [AppEvent]) throws -> Int32? {
        let terminal = try CursesTerminal(device: .standardStreams, colors: environment.colors)
        // Whatever happens below, the terminal is given back before we return or rethrow.
        defer { terminal.shutdown() }
        let program = TerminalProgram(state: AppState(course: course, size: terminal.size), reducer: AppReducer(),
                                      backend: terminal, loadCourse: courseSource)
        for event in opening { program.apply(event) }
        return program.run()
    }
}
