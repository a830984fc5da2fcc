import Foundation
import CourseTestSupport
import Testing
@testable import Course

@Suite struct LinesTests {
    /// The byte scan gives what the Character split gives, for line feeds anywhere: at the
    /// ends, doubled, next to combining marks, emoji and wide characters.
    @Test(arguments: ["", "\n", "\n\n", "one", "one\n", "\none", "a\nb\n\nc", "é\n\u{301}x\n",
                      "日本\n👩‍👩‍👧\n", "tab\there\n  indented\n", String(repeating: "line\n", count: 50)])
    func linesMatchTheCharacterSplit(text: String) {
        #expect(text.splitLines() == text.split(separator: "\n", omittingEmptySubsequences: false))
    }
}

@Suite struct TrimmingTests {
    @Test(arguments: ["", "   ", "---", "  ---\t", "\u{00A0}--- \u{2003}", "a b", " é\u{301} ", "\t\t"])
    func trimmingMatchesFoundation(text: String) {
        #expect(String(text.trimmingHorizontalSpace()) == text.trimmingCharacters(in: .whitespaces))
    }
}

@Suite struct ParallelAnalysisTests {
    /// The shipped course, analysed over the cores, gives what one file after another gives,
    /// in the same order.
    @Test func analysingAtOnceMatchesOneByOne() throws {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Lessons").path
        var files: [(path: String, defaultId: String)] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: lessons).sorted() where !folder.hasPrefix(".") {
            let path = lessons + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            for name in names.sorted() where CourseLoader.isLessonFile(name) {
                files.append((path + "/" + name, CourseLoader.lessonName(name)))
            }
        }
        #expect(files.count > 32, "enough files for more than one worker")
        let together = LessonFile.analyzeAll(files)
        let apart = files.map { LessonFile.analyze(path: $0.path, defaultId: $0.defaultId) }
        #expect(together.map(\.file) == apart.map(\.file))
        #expect(together.map(\.problems) == apart.map(\.problems))
        #expect(together.map(\.lesson) == apart.map(\.lesson))
    }
}

@Suite struct SlugTests {
    /// ASCII titles take a shortcut; it gives what the Unicode path gives.
    @Test(arguments: ["What does `static let` do?", "  -- a--b  ", "ABC xyz 123", "", "?!", "Step 2: Build_it (v2.0)",
                      "tab\there", "Mixed CASE-words"])
    func asciiSlugsMatchTheUnicodePath(title: String) {
        // A non-ASCII character that is dropped sends the same title down the Unicode path.
        #expect(QuizParser.slug(title) == QuizParser.slug(title + "\u{2014}"))
    }
}
