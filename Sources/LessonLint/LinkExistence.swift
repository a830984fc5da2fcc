import Course
import Foundation
import Markdown
import TextMatching

/// Links lead somewhere: a relative path to a file that exists (an image to an image file),
/// `#anchor` and `path.md#anchor` to a heading of that lesson as GitHub names it, and
/// `lesson:ID[#anchor]` to a lesson of the course. Web addresses are not fetched. A course-wide
/// rule, run on every load, so fixing the target (not the linking lesson) clears it.
enum LinkExistence {
    static func problems(_ lessons: [LessonAnalysis], among course: [LessonAnalysis]) -> [CourseProblem] {
        // Most lessons link nowhere: then there is nothing to look up.
        guard lessons.contains(where: { !$0.links.isEmpty }) else { return [] }
        let context = Context(course)
        return lessons.flatMap { lesson -> [CourseProblem] in
            let broken = lesson.links.compactMap { link in
                LinkTargets.escape(of: link.target) == nil ? context.problem(with: link, in: lesson).map { (link, $0) } : nil
            }
            guard !broken.isEmpty else { return [] }
            let fileLines = LinkTargets.lines(ofFile: lesson.file)
            return broken.map { link, found in
                let (line, column) = LinkTargets.position(of: link, in: fileLines)
                return CourseProblem(file: lesson.file, line: line, column: column, rule: found.rule, message: found.message)
            }
        }
    }

    private final class Context {
        let course: [LessonAnalysis]
        /// Made when first asked: most links need neither.
        lazy var byPath = Dictionary(course.map { (LinkExistence.normalized($0.file), $0.anchors) }, uniquingKeysWith: { first, _ in first })
        lazy var byId: [String: LessonAnalysis] = {
            var ids: [String: LessonAnalysis] = [:]
            for analysis in course {
                for name in [analysis.id] + (analysis.frontMatter.aliases ?? []) where ids[name] == nil { ids[name] = analysis }
            }
            return ids
        }()
        var anchorsOfOtherFiles: [String: [String]] = [:]

        init(_ course: [LessonAnalysis]) {
            self.course = course
        }

        func problem(with link: LinkReference, in lesson: LessonAnalysis) -> (rule: LintRule, message: String)? {
            let target = link.target.trimmingCharacters(in: .whitespaces)
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let anchor = parts.count > 1 ? decoded(parts[1]) : ""
            let what = link.isImage ? "image" : "link"
            // `//host/path` is the web, as in a browser.
            if target.hasPrefix("//") { return nil }
            if let scheme = LinkDestination.scheme(of: target) {
                guard scheme == "lesson" else { return nil }
                let id = decoded(parts[0].dropFirst("lesson:".count))
                guard let found = byId[id] else {
                    let close = EditDistance.closest(to: id, among: byId.keys.sorted(), limit: 1)
                    return (.linkTarget, "the link '\(target)' names no lesson of the course" + hint(close))
                }
                return anchorProblem(anchor, in: found.anchors, target: target, file: found.file)
            }
            let path = decoded(parts[0].prefix { $0 != "?" })
            if path.isEmpty {
                return anchorProblem(anchor, in: lesson.anchors, target: target, file: lesson.file)
            }
            let folder = lesson.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            let resolved = LinkExistence.normalized(path.hasPrefix("/") ? path : (folder.isEmpty ? "." : folder) + "/" + path)
            // stat(2) itself: FileManager's check cost a tenth of loading the shipped course.
            var status = stat()
            guard stat(resolved, &status) == 0 else {
                let nearby = (try? FileManager.default.contentsOfDirectory(atPath: (resolved as NSString).deletingLastPathComponent)) ?? []
                let close = EditDistance.closest(to: (resolved as NSString).lastPathComponent, among: nearby.sorted(), limit: 1)
                return (link.isImage ? .imageSource : .linkTarget, "the \(what) '\(target)' leads to no file" + hint(close))
            }
            if link.isImage, status.st_mode & S_IFMT == S_IFDIR {
                return (.imageSource, "the image '\(target)' is a folder, not an image file")
            }
            guard !anchor.isEmpty, path.lowercased().hasSuffix(".md") else { return nil }
            return anchorProblem(anchor, in: anchors(ofFile: resolved), target: target, file: resolved)
        }

        private func anchorProblem(_ anchor: String, in anchors: [String], target: String, file: String)
            -> (rule: LintRule, message: String)? {
            // `#top` is the top of any page, as browsers and GitHub take it.
            guard !anchor.isEmpty, anchor.lowercased() != "top", !anchors.contains(anchor.lowercased()) else { return nil }
            let close = EditDistance.closest(to: anchor.lowercased(), among: anchors, limit: 1)
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let named = target.hasPrefix("#") ? "names no heading of \(name)" : "names '#\(anchor)', which is no heading of \(name)"
            return (.linkAnchor, "the link '\(target)' \(named)" + hint(close.map { "#" + $0 }))
        }

        /// A linked file's heading anchors: from its analysis, else (a README, a translation
        /// not loaded in this language) read and parsed once.
        private func anchors(ofFile path: String) -> [String] {
            if let anchors = byPath[LinkExistence.normalized(path)] { return anchors }
            if let known = anchorsOfOtherFiles[path] { return known }
            let text = (try? LessonFile.text(atPath: path)).map(FrontMatterSplitter.body(of:)) ?? ""
            let anchors = LinkReferences.anchors(in: MarkdownDocument(parsing: text))
            anchorsOfOtherFiles[path] = anchors
            return anchors
        }

        private func decoded(_ text: Substring) -> String {
            text.contains("%") ? String(text).removingPercentEncoding ?? String(text) : String(text)
        }

        private func hint(_ close: [String]) -> String {
            close.first.map { " (did you mean '\($0)'?)" } ?? ""
        }
    }

    /// `a/./b/../c` as `a/c`: a path made plain by its text alone (URL's standardizing took
    /// a fifth of a start of the shipped course, for 48 links).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
