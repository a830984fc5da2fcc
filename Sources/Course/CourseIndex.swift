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

    static let header = "pattern-tutor course index 7"

    /// One lesson file as it was when analysed.
    struct Entry: Equatable {
        var stamp: FileStamp
        var analysis: StoredAnalysis
    }

    func read(directory: String) -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(validating: data, as: UTF8.self) else { return [:] }
        return CourseIndexFormat.entries(in: text, header: [Self.header, identity, directory]) ?? [:]
    }

    /// Written whole to a temporary file and renamed over the old one, so a reader never sees
    /// half a cache, and two programs writing at once leave one whole cache or the other.
    func write(_ files: [String: Entry], directory: String) {
        let text = CourseIndexFormat.text(of: files, header: [Self.header, identity, directory])
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }
}

/// The index as text: one record per line, fields separated by tabs, each record naming its
/// kind first: a few record kinds of its own, which read and write far faster and smaller
/// than `Codable` through JSON (scripts/bench/history.md has the figures):
///
///     F path size modified changed inode device id bodyLineOffset byteCount hash
///                                                                   a file, then its records:
///     P line column E|W rule message                                a problem
///     K key line                                                    a front-matter key's line
///     S key value          /  A key item item …                     a front-matter string / list
///     L id title summary demo? / LA, LT, LR items …                 the lesson; its aliases, tags, requires
///     G line lineCount first end title                              a page (body lines first..<end)
///     Q line first end id title                                     a question
///     C page line first end id title                                a checkpoint on page `page`
///     X line first end id title                                     an exercise section
///     R first last I|L target                                       a link (L) or image (I)
///     H anchor anchor …                                             the headings' anchors
///
/// Tabs, line feeds, carriage returns and backslashes in values are escaped (`\t` `\n` `\r`
/// `\\`); an absent optional is a lone `\0` field. Anything unexpected makes the whole index
/// unreadable, and it is made again.
enum CourseIndexFormat {
    static func text(of files: [String: CourseIndexCache.Entry], header: [String]) -> String {
        var text = header.map(escape).joined(separator: "\n") + "\n"
        func record(_ fields: [String]) {
            text += fields.joined(separator: "\t")
            text += "\n"
        }
        for (path, entry) in files.sorted(by: { $0.key < $1.key }) {
            let analysis = entry.analysis
            let stamp = entry.stamp
            record(["F", escape(path), String(stamp.size), String(stamp.modifiedNanoseconds), String(stamp.changedNanoseconds),
                    String(stamp.inode), String(stamp.device), escape(analysis.id), String(analysis.bodyLineOffset),
                    analysis.fingerprint.map { String($0.byteCount) } ?? absent,
                    analysis.fingerprint.map { String($0.hash) } ?? absent])
            for problem in analysis.problems {
                record(["P", String(problem.line), String(problem.column), problem.isError ? "E" : "W", problem.rule.rawValue,
                        escape(problem.message)])
            }
            for (key, line) in analysis.keyLines.sorted(by: { $0.key < $1.key }) {
                record(["K", escape(key), String(line)])
            }
            let matter = analysis.frontMatter
            for (key, value) in [("id", matter.id), ("title", matter.title), ("summary", matter.summary),
                                 ("demo", matter.demo), ("quiz", matter.quiz), ("exercise", matter.exercise)] {
                if let value { record(["S", key, escape(value)]) }
            }
            for (key, list) in [("aliases", matter.aliases), ("tags", matter.tags), ("requires", matter.requires)] {
                if let list { record(["A", key] + list.map(escape)) }
            }
            for link in analysis.links {
                record(["R", String(link.firstLine), String(link.lastLine), link.isImage ? "I" : "L", escape(link.target)])
            }
            if !analysis.anchors.isEmpty { record(["H"] + analysis.anchors.map(escape)) }
            guard let lesson = analysis.lesson else { continue }
            record(["L", escape(lesson.id), escape(lesson.title), escape(lesson.summary), lesson.demo.map(escape) ?? absent])
            record(["LA"] + lesson.aliases.map(escape))
            record(["LT"] + lesson.tags.map(escape))
            record(["LR"] + lesson.requires.map(escape))
            for page in lesson.pages {
                record(["G", String(page.line), String(page.lineCount), String(page.bodyLines.lowerBound),
                        String(page.bodyLines.upperBound), escape(page.title)])
            }
            for question in lesson.quiz {
                record(["Q", String(question.line), String(question.bodyLines.lowerBound), String(question.bodyLines.upperBound),
                        escape(question.id), escape(question.title)])
            }
            for checkpoint in lesson.checkpoints {
                let question = checkpoint.question
                record(["C", String(checkpoint.page), String(question.line), String(question.bodyLines.lowerBound),
                        String(question.bodyLines.upperBound), escape(question.id), escape(question.title)])
            }
            for exercise in lesson.exercises {
                record(["X", String(exercise.line), String(exercise.bodyLines.lowerBound), String(exercise.bodyLines.upperBound),
                        escape(exercise.id), escape(exercise.title)])
            }
        }
        return text
    }

    /// Nil when the text is not an index for `header`, or is damaged anywhere.
    static func entries(in text: String, header: [String]) -> [String: CourseIndexCache.Entry]? {
        var lines = text.splitLines()[...]
        guard lines.count > header.count, lines.prefix(header.count).elementsEqual(header.map(escape), by: { $0 == $1 }) else {
            return nil
        }
        lines = lines.dropFirst(header.count)
        var entries: [String: CourseIndexCache.Entry] = [:]
        var current: (path: String, entry: CourseIndexCache.Entry)?
        func finish() {
            if let current { entries[current.path] = current.entry }
            current = nil
        }
        for line in lines where !line.isEmpty {
            let fields = line.split(atASCII: 0x09)
            guard let kind = fields.first else { return nil }
            if kind == "F" {
                finish()
                guard fields.count == 11, let size = Int64(fields[2]), let modified = Int64(fields[3]),
                      let changed = Int64(fields[4]), let inode = UInt64(fields[5]), let device = UInt64(fields[6]),
                      let offset = Int(fields[8]) else { return nil }
                var fingerprint: LessonSource.Fingerprint?
                if fields[9] != absent {
                    guard let byteCount = Int(fields[9]), let hash = UInt64(fields[10]) else { return nil }
                    fingerprint = LessonSource.Fingerprint(byteCount: byteCount, hash: hash)
                }
                let analysis = StoredAnalysis(id: unescape(fields[7]), problems: [], frontMatter: FrontMatter(), bodyLineOffset: offset,
                                              keyLines: [:], fingerprint: fingerprint, lesson: nil)
                let stamp = FileStamp(size: size, modifiedNanoseconds: modified, changedNanoseconds: changed, inode: inode,
                                      device: device)
                current = (unescape(fields[1]), CourseIndexCache.Entry(stamp: stamp, analysis: analysis))
                continue
            }
            guard current != nil, read(fields, kind: kind, into: &current!.entry.analysis) else { return nil }
        }
        finish()
        return entries
    }

    /// One record of the file being read; false if it does not parse.
    private static func read(_ fields: [Substring], kind: Substring, into analysis: inout StoredAnalysis) -> Bool {
        let values = fields.dropFirst()
        switch kind {
        case "P":
            guard values.count == 5, let line = Int(fields[1]), let column = Int(fields[2]),
                  let rule = LintRule(rawValue: String(fields[4])) else { return false }
            analysis.problems.append(.init(line: line, column: column, isError: fields[3] == "E", rule: rule,
                                           message: unescape(fields[5])))
        case "R":
            guard values.count == 4, let first = Int(fields[1]), let last = Int(fields[2]) else { return false }
            analysis.links.append(LinkReference(target: unescape(fields[4]), isImage: fields[3] == "I", firstLine: first, lastLine: last))
        case "H":
            analysis.anchors = values.map(unescape)
        case "K":
            guard values.count == 2, let line = Int(fields[2]) else { return false }
            analysis.keyLines[unescape(fields[1])] = line
        case "S":
            guard values.count == 2 else { return false }
            let value = unescape(fields[2])
            switch fields[1] {
            case "id": analysis.frontMatter.id = value
            case "title": analysis.frontMatter.title = value
            case "summary": analysis.frontMatter.summary = value
            case "demo": analysis.frontMatter.demo = value
            case "quiz": analysis.frontMatter.quiz = value
            case "exercise": analysis.frontMatter.exercise = value
            default: return false
            }
        case "A":
            guard values.count >= 1 else { return false }
            let list = fields.dropFirst(2).map(unescape)
            switch fields[1] {
            case "aliases": analysis.frontMatter.aliases = list
            case "tags": analysis.frontMatter.tags = list
            case "requires": analysis.frontMatter.requires = list
            default: return false
            }
        case "L":
            // A lesson reads its pages back from its file: without the fingerprint it cannot.
            guard values.count == 4, analysis.fingerprint != nil else { return false }
            analysis.lesson = .init(id: unescape(fields[1]), title: unescape(fields[2]), summary: unescape(fields[3]),
                                    aliases: [], tags: [], demo: fields[4] == absent ? nil : unescape(fields[4]),
                                    requires: [], pages: [], quiz: [], checkpoints: [], exercises: [])
        case "LA", "LT", "LR":
            guard analysis.lesson != nil else { return false }
            let list = values.map(unescape)
            if kind == "LA" { analysis.lesson!.aliases = list } else if kind == "LT" { analysis.lesson!.tags = list } else {
                analysis.lesson!.requires = list
            }
        case "G":
            guard values.count == 5, analysis.lesson != nil, let line = Int(fields[1]), let count = Int(fields[2]),
                  let first = Int(fields[3]), let end = Int(fields[4]), first <= end else { return false }
            analysis.lesson!.pages.append(.init(title: unescape(fields[5]), line: line, lineCount: count, bodyLines: first..<end))
        case "Q":
            guard values.count == 5, analysis.lesson != nil, let line = Int(fields[1]), let first = Int(fields[2]),
                  let end = Int(fields[3]), first <= end else { return false }
            analysis.lesson!.quiz.append(.init(id: unescape(fields[4]), title: unescape(fields[5]), line: line, bodyLines: first..<end))
        case "C":
            guard values.count == 6, analysis.lesson != nil, let page = Int(fields[1]), let line = Int(fields[2]),
                  let first = Int(fields[3]), let end = Int(fields[4]), first <= end else { return false }
            analysis.lesson!.checkpoints.append(.init(page: page, question: .init(id: unescape(fields[5]), title: unescape(fields[6]),
                                                                                  line: line, bodyLines: first..<end)))
        case "X":
            guard values.count == 5, analysis.lesson != nil, let line = Int(fields[1]), let first = Int(fields[2]),
                  let end = Int(fields[3]), first <= end else { return false }
            analysis.lesson!.exercises.append(.init(id: unescape(fields[4]), title: unescape(fields[5]), line: line,
                                                    bodyLines: first..<end))
        default:
            return false
        }
        return true
    }

    /// Marks an optional value that is not there.
    static let absent = "\u{0}"

    static func escape(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return value }
        var escaped = ""
        for character in value.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    static func unescape(_ field: Substring) -> String {
        guard field.utf8.contains(0x5C) else { return String(field) }
        var value = ""
        var escaping = false
        for character in field.unicodeScalars {
            if escaping {
                switch character {
                case "t": value += "\t"
                case "n": value += "\n"
                case "r": value += "\r"
                default: value.unicodeScalars.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                value.unicodeScalars.append(character)
            }
        }
        return value
    }
}

/// Enough of a file's metadata to tell it was not touched since, without reading it. The
/// status-change time is there because a modification time can be set back (`touch -r`,
/// `cp -p`) and a `chmod` leaves it alone, but any write or permission change moves the
/// change time, which no program can set (git's index keeps it for the same reason).
struct FileStamp: Equatable {
    var size: Int64
    var modifiedNanoseconds: Int64
    var changedNanoseconds: Int64
    var inode: UInt64
    var device: UInt64

    init(size: Int64, modifiedNanoseconds: Int64, changedNanoseconds: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedNanoseconds = changedNanoseconds
        self.inode = inode
        self.device = device
    }

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        modifiedNanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changedNanoseconds = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
    }

    /// Whether the file was written so recently that another write could still come with the
    /// same stamp: file times move in clock ticks of a few milliseconds, so a write right after
    /// the one stamped, of the same size, would look unchanged. Such files are not kept in the
    /// cache until they are older (git treats its index the same way, "racily clean").
    /// (The modification time decides: every write sets it to the present, and a change time
    /// moved only by `chmod` or `touch -r` comes with no new text to miss.)
    func isRecent(now: Date, window: TimeInterval = 2) -> Bool {
        Double(modifiedNanoseconds) / 1e9 > now.timeIntervalSince1970 - window
    }
}

/// A `LessonAnalysis` without its Markdown tree, in a form that can be stored.
struct StoredAnalysis: Equatable {
    struct Problem: Equatable {
        var line: Int
        var column: Int
        var isError: Bool
        var rule: LintRule
        var message: String
    }

    struct Page: Equatable {
        var title: String
        var line: Int
        var lineCount: Int
        var bodyLines: Range<Int>
    }

    struct Question: Equatable {
        var id: String
        var title: String
        var line: Int
        var bodyLines: Range<Int>
    }

    struct StoredLesson: Equatable {
        var id: String
        var title: String
        var summary: String
        var aliases: [String]
        var tags: [String]
        var demo: String?
        var requires: [String]
        var pages: [Page]
        var quiz: [Question]
        var checkpoints: [Checkpoint]
        var exercises: [StoredExercise]
    }

    struct StoredExercise: Equatable {
        var id: String
        var title: String
        var line: Int
        var bodyLines: Range<Int>
    }

    struct Checkpoint: Equatable {
        var page: Int
        var question: Question
    }

    var id: String
    var problems: [Problem]
    var frontMatter: FrontMatter
    var bodyLineOffset: Int
    var keyLines: [String: Int]
    var fingerprint: LessonSource.Fingerprint?
    var lesson: StoredLesson?
    var links: [LinkReference] = []
    var anchors: [String] = []

    init(id: String, problems: [Problem], frontMatter: FrontMatter, bodyLineOffset: Int, keyLines: [String: Int],
         fingerprint: LessonSource.Fingerprint?, lesson: StoredLesson?) {
        self.id = id
        self.problems = problems
        self.frontMatter = frontMatter
        self.bodyLineOffset = bodyLineOffset
        self.keyLines = keyLines
        self.fingerprint = fingerprint
        self.lesson = lesson
    }

    /// Nil when the lesson holds something only memory can (pages given as text), which a
    /// loaded lesson never does.
    init?(_ analysis: LessonAnalysis, fingerprint: LessonSource.Fingerprint?) {
        id = analysis.id
        problems = analysis.problems.map {
            Problem(line: $0.line, column: $0.column, isError: $0.severity == .error, rule: $0.rule, message: $0.message)
        }
        frontMatter = analysis.frontMatter
        bodyLineOffset = analysis.bodyLineOffset
        keyLines = analysis.keyLines
        self.fingerprint = fingerprint
        links = analysis.links
        anchors = analysis.anchors
        guard let lesson = analysis.lesson else { return }
        // A lesson is read back from its file, so it cannot be kept without the file's fingerprint.
        guard fingerprint != nil else { return nil }
        var pages: [Page] = []
        for page in lesson.pages {
            guard let lines = page.bodyLinesOnDisk else { return nil }
            pages.append(Page(title: page.title, line: page.line, lineCount: page.lineCount, bodyLines: lines))
        }
        func stored(_ question: QuizQuestion) -> Question? {
            question.bodyLinesOnDisk.map { Question(id: question.id, title: question.title, line: question.line, bodyLines: $0) }
        }
        var questions: [Question] = []
        for question in lesson.quiz {
            guard let kept = stored(question) else { return nil }
            questions.append(kept)
        }
        var checkpoints: [Checkpoint] = []
        for checkpoint in lesson.checkpoints {
            guard let kept = stored(checkpoint.question) else { return nil }
            checkpoints.append(Checkpoint(page: checkpoint.page, question: kept))
        }
        var exercises: [StoredExercise] = []
        for exercise in lesson.exercises {
            guard let lines = exercise.bodyLinesOnDisk else { return nil }
            exercises.append(StoredExercise(id: exercise.id, title: exercise.title, line: exercise.line, bodyLines: lines))
        }
        self.lesson = StoredLesson(id: lesson.id, title: lesson.title, summary: lesson.summary, aliases: lesson.aliases,
                                   tags: lesson.tags, demo: lesson.demo, requires: lesson.requires, pages: pages, quiz: questions,
                                   checkpoints: checkpoints, exercises: exercises)
    }

    func analysis(file: String) -> LessonAnalysis {
        var analysis = LessonAnalysis(file: file, id: id, lesson: nil, problems: problems.map {
            CourseProblem(file: file, line: $0.line, column: $0.column, severity: $0.isError ? .error : .warning, rule: $0.rule,
                          message: $0.message)
        }, frontMatter: frontMatter, document: nil, bodyLineOffset: bodyLineOffset, keyLines: keyLines)
        analysis.links = links
        analysis.anchors = anchors
        guard let stored = lesson, let fingerprint else { return analysis }
        let source = LessonSource(path: file, fingerprint: fingerprint, bodyLineOffset: bodyLineOffset)
        analysis.source = source
        var lesson = Lesson(id: stored.id, title: stored.title, summary: stored.summary, aliases: stored.aliases, tags: stored.tags,
                            demo: stored.demo, requires: stored.requires,
                            pages: stored.pages.map {
                                LessonPage(title: $0.title, line: $0.line, lineCount: $0.lineCount, source: source, bodyLines: $0.bodyLines)
                            },
                            file: file, sectionTitle: "")
        func question(_ kept: Question) -> QuizQuestion {
            QuizQuestion(id: kept.id, title: kept.title, line: kept.line,
                         location: QuestionLocation(source: source, bodyLines: kept.bodyLines, lessonId: stored.id))
        }
        lesson.quiz = stored.quiz.map(question)
        lesson.checkpoints = stored.checkpoints.map { Lesson.Checkpoint(page: $0.page, question: question($0.question)) }
        lesson.exercises = stored.exercises.map {
            Exercise(id: $0.id, title: $0.title, line: $0.line,
                     location: ExerciseLocation(source: source, bodyLines: $0.bodyLines, lessonId: stored.id, label: frontMatter.exercise))
        }
        analysis.lesson = lesson
        return analysis
    }
}
