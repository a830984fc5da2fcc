import Course
import Foundation

/// The folder the learner works in: one Swift file per exercise, under its section's folder
/// (`~/pattern-tutor/exercises/02-creational/singleton-settings.swift`). The learner owns it:
/// a starter is copied in only where no file is, and a reset keeps the old file beside it.
public struct ExerciseWorkspace: Sendable, Hashable {
    public var root: String

    public init(root: String) {
        self.root = root
    }

    /// `PATTERN_TUTOR_WORKSPACE`, else `~/pattern-tutor/exercises`.
    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let chosen = environment["PATTERN_TUTOR_WORKSPACE"], !chosen.isEmpty { return chosen }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/pattern-tutor/exercises"
    }

    public func path(for entry: CourseExercise) -> String {
        root + "/" + Self.safeName(entry.sectionFolder) + "/" + Self.safeName(entry.exercise.id) + ".swift"
    }

    /// Where a reset puts the file it replaces.
    public func backupPath(for entry: CourseExercise) -> String { path(for: entry) + ".bak" }

    /// Copies the starter in when the learner has no file yet; true when it did.
    @discardableResult
    public func prepare(_ entry: CourseExercise, starter: String) throws -> Bool {
        let path = path(for: entry)
        if FileManager.default.fileExists(atPath: path) { return false }
        try write(starter, to: path)
        return true
    }

    /// Puts the starter back, keeping the learner's file as `.bak` beside it.
    public func reset(_ entry: CourseExercise, starter: String) throws {
        let path = path(for: entry)
        if FileManager.default.fileExists(atPath: path) {
            let backup = backupPath(for: entry)
            try? FileManager.default.removeItem(atPath: backup)
            do {
                try FileManager.default.copyItem(atPath: path, toPath: backup)
            } catch {
                throw WorkspaceError("cannot keep your file as \(backup) before the reset: \(Self.reason(error))")
            }
        }
        try write(starter, to: path)
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WorkspaceError("cannot write \(path): \(Self.reason(error))")
        }
    }

    /// A file name from an id or folder: nothing that climbs out of the workspace.
    static func safeName(_ name: String) -> String {
        let kept = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" }
        let text = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return text.isEmpty ? "exercise" : text
    }

    static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(underlying.code))) }
        return error.localizedDescription
    }
}

public struct WorkspaceError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
