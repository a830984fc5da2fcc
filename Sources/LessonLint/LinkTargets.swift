import Course
import Foundation
import Markdown

/// Links and images may point at the web or at files inside the lessons folder, never at
/// the rest of the disk: the app only shows a link's target, but a course is handed around,
/// and a lesson that names `../../.ssh/id_rsa` or `file:///etc/passwd` is a trap for
/// whatever viewer opens it next.
enum LinkTargets {
    /// Why `target` points outside the lessons folder, or nil when it stays inside (or is
    /// not a file at all). A lesson sits in a section folder one level below the lessons
    /// folder, so relative paths resolve from there.
    static func escape(of target: String) -> String? {
        let trimmed = target.trimmingCharacters(in: .whitespaces)
        if !isDrivePath(trimmed), let scheme = LinkDestination.scheme(of: trimmed) {
            return scheme == "file" ? "is a file: URL" : nil
        }
        // `//host/path` names another host, as on the web; one slash is the disk's root.
        if trimmed.hasPrefix("/"), !trimmed.hasPrefix("//") { return "is an absolute file path" }
        if trimmed.hasPrefix("\\") || isDrivePath(trimmed) { return "is an absolute file path" }
        let path = trimmed.prefix { $0 != "#" && $0 != "?" }
        let decoded = path.contains("%") ? path.removingPercentEncoding ?? String(path) : String(path)
        var depth = 1
        for component in decoded.split(whereSeparator: { $0 == "/" || $0 == "\\" }) {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < 0 { return "climbs out of the lessons folder" }
        }
        return nil
    }

    /// `C:\Users` or `c:/x`: a Windows drive, not a one-letter URL scheme.
    private static func isDrivePath(_ target: String) -> Bool {
        let characters = Array(target.prefix(3))
        return characters.count == 3 && characters[0].isASCII && characters[0].isLetter && characters[1] == ":"
            && (characters[2] == "/" || characters[2] == "\\")
    }

    /// One error per link or image whose target leaves the lessons folder, at the line and
    /// column where the target is written.
    static func problems(_ analysis: LessonAnalysis) -> [CourseProblem] {
        let found = analysis.links.filter { escape(of: $0.target) != nil }
        guard !found.isEmpty else { return [] }
        let fileLines = lines(ofFile: analysis.file)
        return found.map { link in
            let (line, column) = position(of: link, in: fileLines)
            let what = link.isImage ? "image source" : "link target"
            return CourseProblem(file: analysis.file, line: line, column: column, rule: .linkEscape,
                                 message: "the \(what) '\(link.target)' \(escape(of: link.target) ?? ""); lessons may link only to the web or to files inside the lessons folder")
        }
    }

    /// A lesson file's lines, read again only to place a problem.
    static func lines(ofFile path: String) -> [Substring] {
        ((try? LessonFile.text(atPath: path)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Where a link's target is first written in its block's lines (a reference-style link's
    /// target is written elsewhere, so then anywhere in the file), else the block's first line.
    static func position(of link: LinkReference, in lines: [Substring]) -> (line: Int, column: Int) {
        // A block of an empty body can start on line 0 (found by fuzzing: 1...0 trapped).
        let firstLine = max(1, link.firstLine)
        let blockLines = Array(firstLine...max(firstLine, link.lastLine))
        for number in blockLines + Array(1...max(1, lines.count)) where number <= lines.count {
            if let range = lines[number - 1].range(of: link.target) {
                return (number, lines[number - 1].unicodeScalars[..<range.lowerBound].count + 1)
            }
        }
        return (firstLine, 1)
    }
}
