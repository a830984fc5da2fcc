import Foundation
import Synchronization
import CourseTestSupport
import Testing
@testable import Course

/// The course index lets a start skip the lessons unchanged since the last one. It must give
/// back exactly what reading them would, and notice every change.
@Suite struct CourseIndexCacheTests {
    /// Counts the lessons the loader actually analyses (the per-lesson check runs on each).
    final class AnalysisCounter: Sendable {
        private let seen = Mutex<[String]>([])
        var files: [String] { seen.withLock { $0.map { ($0 as NSString).lastPathComponent } } }

        var checks: CourseLoader.CourseChecks {
            CourseLoader.CourseChecks(eachLesson: { [self] analysis in
                seen.withLock { $0.append(analysis.file) }
                // A per-lesson problem, so the test can see cached problems come back.
                return analysis.frontMatter.tags?.contains("flagged") == true
                    ? [CourseProblem(file: analysis.file, line: 2, rule: .demo, message: "flagged by the check")] : []
            }, wholeCourse: { _ in [] })
        }
    }

    let folder: CourseFolder
    let cache: CourseIndexCache

    init() throws {
        folder = try CourseFolder()
        // A hidden folder: the loader skips it, and it goes with the course folder.
        cache = CourseIndexCache(path: folder.path + "/.index/index.json", identity: "test build")
        try folder.write("01-a/01-one.md", "---\nid: one\ntitle: One\n---\n## First\nText one.\n## Quiz\n### Which?\n- [x] This\n- [ ] That\n")
        try folder.write("01-a/02-two.md", "---\nid: two\ntitle: Two\n---\n## Second\nText two.\n")
        try folder.write("02-b/01-broken.md", "---\nid: broken\ntags: [flagged]\n---\n## Page\nText.\n")
        try ageEveryFile()
    }

    /// Files written just now are never cached (their time could repeat); tests age them.
    func ageEveryFile(by seconds: TimeInterval = 60) throws {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        for case let name as String in enumerator where name.hasSuffix(".md") {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-seconds)],
                                                  ofItemAtPath: folder.path + "/" + name)
        }
    }

    @Test func aSecondStartReadsNoUnchangedLessonAndLoadsTheSameCourse() throws {
        let first = AnalysisCounter()
        let uncached = try CourseLoader.load(from: folder.path, check: first.checks, cache: cache)
        #expect(first.files.sorted() == ["01-broken.md", "01-one.md", "02-two.md"])
        #expect(FileManager.default.fileExists(atPath: cache.path))

        let second = AnalysisCounter()
        let cached = try CourseLoader.load(from: folder.path, check: second.checks, cache: cache)
        #expect(second.files.isEmpty)
        #expect(cached == uncached)
        #expect(cached.lessons.map(\.id) == ["one", "two"])
        #expect(cached.problems.map(\.message) == ["flagged by the check"], "the broken lesson stays skipped")
        #expect(cached.lessons[0].pages.map(\.markdown) == ["## First\nText one."])
        #expect(cached.lessons[0].quiz[0].isCorrect(choosing: [0]))
    }

    @Test func anEditedLessonIsReadAgainAndOnlyIt() throws {
        _ = try CourseLoader.load(from: folder.path, check: AnalysisCounter().checks, cache: cache)
        try folder.write("01-a/02-two.md", "---\nid: two\ntitle: Two, edited\n---\n## Second\nNew text.\n")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-30)],
                                              ofItemAtPath: folder.path + "/01-a/02-two.md")
        let counter = AnalysisCounter()
        let course = try CourseLoader.load(from: folder.path, check: counter.checks, cache: cache)
        #expect(counter.files == ["02-two.md"])
        #expect(course.lessons[1].title == "Two, edited")
        #expect(course.lessons[1].pages[0].markdown == "## Second\nNew text.")

        // The index written after the edit holds the unchanged lessons whole: the next start
        // reads nothing and still has every lesson and page.
        let next = AnalysisCounter()
        let again = try CourseLoader.load(from: folder.path, check: next.checks, cache: cache)
        #expect(next.files.isEmpty)
        #expect(again == course)
        #expect(again.lessons.map(\.id) == ["one", "two"])
        #expect(again.lessons[0].pages[0].markdown == "## First\nText one.")
        #expect(again.lessons[0].quiz[0].isCorrect(choosing: [0]))
    }

    /// `chmod` and `touch -r` leave size and modification time as they were; the status-change
    /// time still moves, so the lesson is read again.
    @Test func aPermissionOrTimeResetIsSeen() throws {
        _ = try CourseLoader.load(from: folder.path, check: AnalysisCounter().checks, cache: cache)
        let path = folder.path + "/01-a/02-two.md"
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let counter = AnalysisCounter()
        _ = try CourseLoader.load(from: folder.path, check: counter.checks, cache: cache)
        #expect(counter.files == ["02-two.md"])
    }

    @Test func aLessonWrittenJustNowIsReadEveryTimeUntilItIsOlder() throws {
        _ = try CourseLoader.load(from: folder.path, check: AnalysisCounter().checks, cache: cache)
        try folder.write("01-a/02-two.md", "---\nid: two\ntitle: Two\n---\n## Second\nText 2.\n")
        for _ in 0..<2 {
            let counter = AnalysisCounter()
            _ = try CourseLoader.load(from: folder.path, check: counter.checks, cache: cache)
            #expect(counter.files == ["02-two.md"])
        }
    }

    @Test func addedAndRemovedLessonsAreSeen() throws {
        _ = try CourseLoader.load(from: folder.path, check: AnalysisCounter().checks, cache: cache)
        try FileManager.default.removeItem(atPath: folder.path + "/01-a/01-one.md")
        try folder.write("02-b/02-three.md", "---\nid: three\n---\n## Third\nText.\n")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-30)],
                                              ofItemAtPath: folder.path + "/02-b/02-three.md")
        let counter = AnalysisCounter()
        let course = try CourseLoader.load(from: folder.path, check: counter.checks, cache: cache)
        #expect(counter.files == ["02-three.md"])
        #expect(course.lessons.map(\.id) == ["two", "three"])
        let next = AnalysisCounter()
        #expect(try CourseLoader.load(from: folder.path, check: next.checks, cache: cache) == course)
        #expect(next.files.isEmpty)
    }

    @Test func anotherBuildOrACorruptCacheStartsAfresh() throws {
        _ = try CourseLoader.load(from: folder.path, check: AnalysisCounter().checks, cache: cache)
        let otherBuild = CourseIndexCache(path: cache.path, identity: "another build")
        let counter = AnalysisCounter()
        _ = try CourseLoader.load(from: folder.path, check: counter.checks, cache: otherBuild)
        #expect(counter.files.count == 3)

        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: cache.path))
        let afterCorruption = AnalysisCounter()
        let course = try CourseLoader.load(from: folder.path, check: afterCorruption.checks, cache: cache)
        #expect(afterCorruption.files.count == 3)
        #expect(course.lessons.map(\.id) == ["one", "two"])
        let rewritten = AnalysisCounter()
        _ = try CourseLoader.load(from: folder.path, check: rewritten.checks, cache: cache)
        #expect(rewritten.files.isEmpty, "the corrupt cache was written again")
    }

    /// A change the stamp cannot see (here: the index's fingerprint made to disagree with the
    /// file, as after a write that left every stamp field as it was) still never shows lines
    /// that were not checked: the page says the file changed.
    @Test func aChangeTheStampMissesIsStillCaughtWhenThePageIsRead() throws {
        _ = try CourseLoader.load(from: folder.path, check: AnalysisCounter().checks, cache: cache)
        let index = try String(contentsOfFile: cache.path, encoding: .utf8)
        let edited = index.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("F\t"), line.contains("02-two.md") else { return String(line) }
            return line.split(separator: "\t", omittingEmptySubsequences: false).dropLast().joined(separator: "\t") + "\t1"
        }.joined(separator: "\n")
        #expect(edited != index)
        try edited.write(toFile: cache.path, atomically: true, encoding: .utf8)
        let counter = AnalysisCounter()
        let course = try CourseLoader.load(from: folder.path, check: counter.checks, cache: cache)
        #expect(counter.files.isEmpty, "the stamps still match, so the index is used")
        #expect(course.lessons[1].pages[0].markdown == LessonSource.changedNotice)
        #expect(course.lessons[0].pages[0].markdown == "## First\nText one.")
    }
}

@Suite struct CourseIndexFormatTests {
    static let header = ["pattern-tutor course index 3", "build 1", "/lessons"]

    static func sample() -> [String: CourseIndexCache.Entry] {
        var matter = FrontMatter()
        matter.id = "tab\there"
        matter.title = "Back\\slash and\nnew line"
        matter.tags = ["a", "b\tc", ""]
        matter.aliases = []
        let lesson = StoredAnalysis.StoredLesson(
            id: "tab\there", title: "T", summary: "", aliases: [], tags: ["a", "b\tc", ""], demo: nil, requires: ["x"],
            pages: [.init(title: "Page\r1", line: 5, lineCount: 3, bodyLines: 0..<4)],
            quiz: [.init(id: "q/1", title: "Why?", line: 9, bodyLines: 6..<9)],
            checkpoints: [.init(page: 0, question: .init(id: "q/check", title: "Check\tthis", line: 4, bodyLines: 2..<4))],
            exercises: [.init(id: "ex\tone", title: "Build\nit", line: 12, bodyLines: 10..<20)])
        let withLesson = StoredAnalysis(id: "tab\there", problems: [.init(line: 2, column: 1, isError: false, rule: .pageLength, message: "a\\n warning")],
                                        frontMatter: matter, bodyLineOffset: 3, keyLines: ["id": 2, "title": 3],
                                        fingerprint: .init(byteCount: 120, hash: UInt64.max), lesson: lesson)
        let broken = StoredAnalysis(id: "broken", problems: [.init(line: 4, column: 8, isError: true, rule: .controlCharacter, message: "raw control")],
                                    frontMatter: FrontMatter(), bodyLineOffset: 0, keyLines: [:], fingerprint: nil, lesson: nil)
        return [
            "/lessons/01-a/01-one.md": .init(stamp: .init(size: 120, modifiedNanoseconds: 1_700_000_000_123_456_789,
                                                             changedNanoseconds: 1_700_000_001_000_000_000, inode: 42, device: 2049),
                                            analysis: withLesson),
            "/lessons/01-a/02 two\t.md": .init(stamp: .init(size: 0, modifiedNanoseconds: 1, changedNanoseconds: 2, inode: 7, device: 1),
                                              analysis: broken),
        ]
    }

    @Test func entriesReadBackExactly() {
        let text = CourseIndexFormat.text(of: Self.sample(), header: Self.header)
        #expect(CourseIndexFormat.entries(in: text, header: Self.header) == Self.sample())
    }

    @Test func anotherHeaderOrDamageMakesTheIndexUnreadable() {
        let text = CourseIndexFormat.text(of: Self.sample(), header: Self.header)
        #expect(CourseIndexFormat.entries(in: text, header: ["pattern-tutor course index 3", "build 2", "/lessons"]) == nil)
        #expect(CourseIndexFormat.entries(in: text.replacingOccurrences(of: "\nG\t5\t", with: "\nG\tfive\t"),
                                          header: Self.header) == nil)
        #expect(CourseIndexFormat.entries(in: text.replacingOccurrences(of: "\nQ\t", with: "\nZ\t"), header: Self.header) == nil)
        #expect(CourseIndexFormat.entries(in: String(text.prefix(30)), header: Self.header) == nil)
        #expect(CourseIndexFormat.entries(in: "", header: Self.header) == nil)
    }
}
