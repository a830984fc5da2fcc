import Localization
import Course
import Dispatch
import Exercises
import Foundation

/// Where the runtime sends exercise requests: reading an exercise from its lesson, the
/// learner's workspace, and the checks, which run off the UI's thread. The app's is
/// `WorkspaceExerciseService`; tests give one that answers at once with a report they chose.
public protocol ExerciseService: AnyObject {
    func open(_ entry: CourseExercise) -> ExerciseEvent
    func reset(_ entry: CourseExercise, starter: String) -> ExerciseEvent
    /// Starts a check; `finish` is called once, from any thread, unless it is stopped first.
    /// Returns a function that stops it.
    func check(_ request: ExerciseCheckRequest, finish: @escaping @Sendable (ExerciseEvent) -> Void) -> @Sendable () -> Void
}

/// The real thing: the workspace on disk and `swiftc`.
public final class WorkspaceExerciseService: ExerciseService {
    public let workspace: ExerciseWorkspace
    public let checker: ExerciseChecker
    private let content: LessonContent
    private let queue = DispatchQueue(label: "pattern-tutor.exercise-checks", attributes: .concurrent)

    public init(workspace: ExerciseWorkspace, checker: ExerciseChecker, content: LessonContent = LessonContent()) {
        self.workspace = workspace
        self.checker = checker
        self.content = content
    }

    public func open(_ entry: CourseExercise) -> ExerciseEvent {
        let id = entry.exercise.id
        guard let exercise = content.content(of: entry.exercise) else {
            return .failed(exerciseId: id,
                           message: localized("The lesson file holding this exercise changed since the course loaded: r reloads it."))
        }
        do {
            let created = try workspace.prepare(entry, starter: exercise.starter.text)
            return .opened(exerciseId: id, content: exercise, path: workspace.path(for: entry), created: created)
        } catch {
            return .failed(exerciseId: id, message: "\(error)")
        }
    }

    public func reset(_ entry: CourseExercise, starter: String) -> ExerciseEvent {
        do {
            try workspace.reset(entry, starter: starter)
            return .wasReset(exerciseId: entry.exercise.id)
        } catch {
            return .failed(exerciseId: entry.exercise.id, message: "\(error)")
        }
    }

    public func check(_ request: ExerciseCheckRequest, finish: @escaping @Sendable (ExerciseEvent) -> Void) -> @Sendable () -> Void {
        let cancellation = Subprocess.Cancellation()
        let checker = checker
        // The check runs on another thread, which the interface's language must be taken to.
        let language = InterfaceCatalogue.current.language
        queue.async {
            let report: ExerciseReport
            if let data = FileManager.default.contents(atPath: request.path) {
                report = InterfaceCatalogue.speaking(language) {
                    checker.check(String(decoding: data, as: UTF8.self), displayPath: request.path, content: request.content,
                                  cancellation: cancellation)
                }
            } else {
                report = .cannotCheck(InterfaceCatalogue.speaking(language) {
                    localized("cannot read {0}: {1}", request.path, LessonFile.unreadableReason(request.path))
                })
            }
            guard !cancellation.isCancelled else { return }
            finish(.checked(exerciseId: request.exerciseId, generation: request.generation, report: report))
        }
        return { cancellation.cancel() }
    }
}

/// The learner's editor: `$VISUAL`, else `$EDITOR`, else `vi`, run by the shell so a value
/// with options (`code --wait`) works.
enum EditorCommand {
    static func arguments(editing path: String) -> [String] {
        ["/bin/sh", "-c", "exec ${VISUAL:-${EDITOR:-vi}} \"$1\"", "sh", path]
    }
}
