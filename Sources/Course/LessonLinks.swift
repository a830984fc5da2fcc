import Foundation

/// Where a link on a page leads inside its course.
public enum LessonLinkTarget: Sendable, Hashable {
    /// A lesson's page (`lessons[lesson].pages[page]`).
    case page(lesson: Int, page: Int)
    /// A section's introduction (`sections[section].introduction`).
    case introduction(section: Int)
}

extension Course {
    /// The page a link leads to. Three forms are followed:
    /// - a path relative to the file the link is in, as GitHub follows it:
    ///   `../02-creational/01-factory-method.md`, `02-adapter.md#class-adapter`, `_section.md`;
    /// - `#anchor`, a page of the same lesson;
    /// - `lesson:ID` or `lesson:ID#anchor`, by the lesson's id or alias.
    /// An anchor names a page by its heading as GitHub makes anchors (`## Class adapter` is
    /// `#class-adapter`); an unknown one opens the lesson's first page. A link to a
    /// translation or to its original opens the lesson in the language on show. Nil when the
    /// link leads to no lesson or introduction of the course.
    public func linkTarget(_ destination: String, from file: String) -> LessonLinkTarget? {
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = (String(parts[0]).removingPercentEncoding ?? String(parts[0])).trimmingCharacters(in: .whitespaces)
        let anchor = parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? String(parts[1])) : nil
        func page(of index: Int) -> LessonLinkTarget {
            let pages = lessons[index].pages
            let found = anchor.flatMap { anchor in pages.firstIndex { Self.anchor(of: $0.title) == anchor.lowercased() } }
            return .page(lesson: index, page: found ?? 0)
        }
        if path.lowercased().hasPrefix("lesson:") {
            return lessonIndex(matching: String(path.dropFirst("lesson:".count))).map(page(of:))
        }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let target = path.isEmpty ? URL(fileURLWithPath: file).standardizedFileURL
            : URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
        let name = target.lastPathComponent
        let original = CourseLoader.originalName(ofTranslation: name) ?? name
        let targetFolder = target.deletingLastPathComponent().path
        if original == "_section.md" {
            return sections.firstIndex { section in
                section.introduction != nil && section.lessons.first.map { Self.folder(of: $0.file) == targetFolder } == true
            }.map { .introduction(section: $0) }
        }
        return lessons.firstIndex { lesson in
            let lessonName = URL(fileURLWithPath: lesson.file).lastPathComponent
            return Self.folder(of: lesson.file) == targetFolder && (CourseLoader.originalName(ofTranslation: lessonName) ?? lessonName) == original
        }.map(page(of:))
    }

    private static func folder(of file: String) -> String {
        URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
    }

    /// A heading's anchor as GitHub makes it: lower case, spaces to hyphens, punctuation other
    /// than hyphens and underscores dropped.
    public static func anchor(of heading: String) -> String {
        // Most headings are ASCII: bytes decide without asking Unicode about every character.
        if heading.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(heading.utf8.count)
            for byte in heading.utf8 {
                let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                if (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) || lower == 0x2D || lower == 0x5F {
                    bytes.append(lower)
                } else if lower == 0x20 {
                    bytes.append(0x2D)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var anchor = ""
        for character in heading.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                anchor.append(character)
            } else if character == " " {
                anchor.append("-")
            }
        }
        return anchor
    }
}
