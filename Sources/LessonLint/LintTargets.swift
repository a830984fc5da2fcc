import Course
import Foundation

/// What `pattern-tutor lint PATH…` checks: each named course folder whole, and each named
/// file as part of its course, so course-wide rules (duplicate ids, `requires:`, links) still
/// see every lesson while only the named files' problems are reported.
public enum LintTargets {
    /// The course folders to lint, each with the files to report (nil: all of them).
    public static func group(_ paths: [String]) throws -> [(course: String, files: [String]?)] {
        var groups: [(course: String, files: [String]?)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CourseLoader.LoadError(description: "no such file or folder: \(path)")
            }
            let course = isDirectory.boolValue ? path : courseFolder(ofFile: path)
            let file: String? = isDirectory.boolValue ? nil : path
            if let index = groups.firstIndex(where: { LintReport.canonical($0.course) == LintReport.canonical(course) }) {
                // A whole course named anywhere reports all of it.
                if let file, groups[index].files != nil { groups[index].files?.append(file) } else { groups[index].files = nil }
            } else {
                groups.append((course, file.map { [$0] }))
            }
        }
        return groups
    }

    /// The course a lesson file (or `course.yaml`, or `_section.md`) belongs to: the nearest
    /// folder up with a `course.yaml`; else, for a file in a section folder (one with a
    /// `_section.md`, or numbered as sections are, `02-creational`), the folder above it; else
    /// the file's own folder, a course of lessons without sections.
    public static func courseFolder(ofFile path: String) -> String {
        let folder = path.contains("/") ? parentFolder(of: path) : "."
        var candidate = folder
        for _ in 0..<4 {
            if exists(join(candidate, CourseManifest.fileName)) { return candidate }
            let parent = parentFolder(of: candidate)
            guard LintReport.canonical(parent) != LintReport.canonical(candidate) else { break }
            candidate = parent
        }
        let name = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
        if exists(join(folder, "_section.md")) || name.first?.isNumber == true { return parentFolder(of: folder) }
        return folder
    }

    /// `a/b` for `a/b/c`, `../..` for `..`, keeping the form the user wrote so reported paths
    /// read the same way.
    public static func parentFolder(of folder: String) -> String {
        if LintReport.canonical(folder) == "/" { return "/" }
        let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let last = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        if last == "." || last == ".." { return trimmed + "/.." }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = String(trimmed[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
