import Foundation

/// What loading learned about each lesson file, kept on disk so the next start reads and
/// parses only the files that changed.
///
/// Starting the app used to read, parse and check every lesson (Markdown, quiz, every Swift
/// block through swift-syntax) before the menu appeared: most of a start-up. A file whose
/// size, modification time and inode are unchanged gets back the analysis it had, problems
/// included, so the app still skips exactly the lessons lint calls broken. Course-wide checks
/// (duplicate ids, `requires:`, `demo:`) run again every time, on these analyses. `identity`
/// names the program that made the entries (its build, its live runs): another build starts
/// afresh, since its rules may differ. A cache that is missing, unreadable or from another
/// format is ignored and written again; it is never an error.
public struct CourseIndexCache: Sendable {
    public let path: String
    public let identity: String

    public init(path: String, identity: String) {
        self.path = path
        self.identity = identity
    }

    static let format = 1

    struct Contents: Codable {
        var format: Int
        var identity: String
        var directory: String
        var files: [String: Entry]
    }

    /// One lesson file as it was when analysed.
    struct Entry: Codable, Equatable {
        var stamp: FileStamp
        var analysis: StoredAnalysis
    }

    func read(directory: String) -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: path),
              let contents = try? JSONDecoder().decode(Contents.self, from: data),
              contents.format == Self.format, contents.identity == identity, contents.directory == directory else {
            return [:]
        }
        return contents.files
    }

    /// Written whole to a temporary file and renamed over the old one, so a reader never sees
    /// half a cache, and two programs writing at once leave one whole cache or the other.
    func write(_ files: [String: Entry], directory: String) {
        let contents = Contents(format: Self.format, identity: identity, directory: directory, files: files)
        guard let data = try? JSONEncoder().encode(contents) else { return }
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }
}

/// Enough of a file's metadata to tell it was not touched since, without reading it.
struct FileStamp: Codable, Equatable {
    var size: Int64
    var modifiedNanoseconds: Int64
    var inode: UInt64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        modifiedNanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        inode = UInt64(info.st_ino)
    }

    /// Whether the file was written so recently that another write could still come with the
    /// same stamp: file times move in clock ticks of a few milliseconds, so a write right after
    /// the one stamped, of the same size, would look unchanged. Such files are not kept in the
    /// cache until they are older (git treats its index the same way, "racily clean").
    func isRecent(now: Date = Date(), window: TimeInterval = 2) -> Bool {
        Double(modifiedNanoseconds) / 1e9 > now.timeIntervalSince1970 - window
    }
}

/// A `LessonAnalysis` without its Markdown tree, in a form that can be stored.
struct StoredAnalysis: Codable, Equatable {
    struct Problem: Codable, Equatable {
        var line: Int
        var column: Int
        var isError: Bool
        var message: String
    }

    struct Page: Codable, Equatable {
        var title: String
        var line: Int
        var lineCount: Int
        var bodyLines: Range<Int>
    }

    struct Question: Codable, Equatable {
        var id: String
        var title: String
        var line: Int
        var bodyLines: Range<Int>
    }

    struct StoredLesson: Codable, Equatable {
        var id: String
        var title: String
        var summary: String
        var aliases: [String]
        var tags: [String]
        var demo: String?
        var requires: [String]
        var pages: [Page]
        var quiz: [Question]
    }

    var id: String
    var problems: [Problem]
    var frontMatter: FrontMatter
    var bodyLineOffset: Int
    var keyLines: [String: Int]
    var fingerprint: LessonSource.Fingerprint?
    var lesson: StoredLesson?

    /// Nil when the lesson holds something only memory can (pages given as text), which a
    /// loaded lesson never does.
    init?(_ analysis: LessonAnalysis, fingerprint: LessonSource.Fingerprint?) {
        id = analysis.id
        problems = analysis.problems.map {
            Problem(line: $0.line, column: $0.column, isError: $0.severity == .error, message: $0.message)
        }
        frontMatter = analysis.frontMatter
        bodyLineOffset = analysis.bodyLineOffset
        keyLines = analysis.keyLines
        self.fingerprint = fingerprint
        guard let lesson = analysis.lesson else { return }
        var pages: [Page] = []
        for page in lesson.pages {
            guard let lines = page.bodyLinesOnDisk else { return nil }
            pages.append(Page(title: page.title, line: page.line, lineCount: page.lineCount, bodyLines: lines))
        }
        var questions: [Question] = []
        for question in lesson.quiz {
            guard let lines = question.bodyLinesOnDisk else { return nil }
            questions.append(Question(id: question.id, title: question.title, line: question.line, bodyLines: lines))
        }
        self.lesson = StoredLesson(id: lesson.id, title: lesson.title, summary: lesson.summary, aliases: lesson.aliases,
                                   tags: lesson.tags, demo: lesson.demo, requires: lesson.requires, pages: pages, quiz: questions)
    }

    func analysis(file: String) -> LessonAnalysis {
        var analysis = LessonAnalysis(file: file, id: id, lesson: nil, problems: problems.map {
            CourseProblem(file: file, line: $0.line, column: $0.column, severity: $0.isError ? .error : .warning, message: $0.message)
        }, frontMatter: frontMatter, document: nil, bodyLineOffset: bodyLineOffset, keyLines: keyLines)
        guard let stored = lesson, let fingerprint else { return analysis }
        let source = LessonSource(path: file, fingerprint: fingerprint, bodyLineOffset: bodyLineOffset)
        var lesson = Lesson(id: stored.id, title: stored.title, summary: stored.summary, aliases: stored.aliases, tags: stored.tags,
                            demo: stored.demo, requires: stored.requires,
                            pages: stored.pages.map {
                                LessonPage(title: $0.title, line: $0.line, lineCount: $0.lineCount, source: source, bodyLines: $0.bodyLines)
                            },
                            file: file, sectionTitle: "")
        lesson.quiz = stored.quiz.map {
            QuizQuestion(id: $0.id, title: $0.title, line: $0.line,
                         deferred: DeferredQuestion(source: source, bodyLines: $0.bodyLines, lineOffset: bodyLineOffset,
                                                    lessonId: stored.id))
        }
        analysis.lesson = lesson
        return analysis
    }
}
