import Foundation
import TextMatching

/// One page of a lesson: the Markdown from one `##` heading to the next. Plain data: a loaded
/// course's page says where its text is, and `LessonContent` reads it when it is shown.
public struct LessonPage: Sendable, Hashable {
    public var title: String
    /// Line in the lesson file where the page starts (1-based), for messages.
    public var line: Int
    /// Lines of Markdown in the page (lint's page-length rule reads it without the text).
    public private(set) var lineCount: Int
    public private(set) var text: Text

    public enum Text: Sendable, Hashable {
        case inMemory(String)
        case onDisk(LessonSource, bodyLines: Range<Int>)
    }

    public init(title: String, markdown: String, line: Int) {
        self.title = title
        self.line = line
        lineCount = markdown.splitLines().count
        text = .inMemory(markdown)
    }

    init(title: String, line: Int, lineCount: Int, source: LessonSource, bodyLines: Range<Int>) {
        self.title = title
        self.line = line
        self.lineCount = lineCount
        text = .onDisk(source, bodyLines: bodyLines)
    }

    /// The text of a page built in memory; nil for one loaded from a file, which
    /// `LessonContent` reads.
    public var inlineMarkdown: String? {
        if case .inMemory(let markdown) = text { return markdown }
        return nil
    }

    /// The body lines the page reads from its file, when it has not been given text instead.
    var bodyLinesOnDisk: Range<Int>? {
        if case .onDisk(_, let lines) = text { return lines }
        return nil
    }
}

/// What a lesson file's front matter may say. Every key is optional.
public struct FrontMatter: Sendable, Hashable, Codable {
    public var id: String?
    public var title: String?
    public var summary: String?
    public var aliases: [String]?
    public var tags: [String]?
    public var demo: String?
    public var requires: [String]?
    public var quiz: String?
    /// The exercise heading's label, if a translation renames "Exercise:".
    public var exercise: String?
    /// A section file's pattern family ("Creational"): its lessons are patterns, listed in the
    /// cheat sheet under that name.
    public var family: String?

    public init() {}
}

public struct Lesson: Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    public var summary: String
    public var aliases: [String]
    public var tags: [String]
    public var demo: String?
    public var requires: [String]
    public var pages: [LessonPage]
    /// Path of the Markdown file the lesson came from.
    public var file: String
    public var sectionTitle: String
    /// The questions of the lesson's `## Quiz` section, in order.
    public var quiz: [QuizQuestion] = []
    /// The questions asked on pages, as the learner moves on from them, in page order.
    public var checkpoints: [Checkpoint] = []
    /// The programs the learner writes (`## Exercise: …` sections), in order.
    public var exercises: [Exercise] = []
    /// Set when the course is shown in a language this lesson has no translation into: the
    /// original's language, which the lesson is shown in instead (the menu marks it).
    public var fallbackLanguage: String?

    /// A question asked when the learner leaves a page (`### Check: …` at the page's end).
    public struct Checkpoint: Sendable, Hashable {
        /// The page's index in `pages`.
        public var page: Int
        public var question: QuizQuestion

        public init(page: Int, question: QuizQuestion) {
            self.page = page
            self.question = question
        }
    }

    /// Every question of the lesson: the quiz's, then the checkpoints'. A question's index
    /// here is how the app refers to it.
    public var questions: [QuizQuestion] { quiz + checkpoints.map(\.question) }
    public var questionCount: Int { quiz.count + checkpoints.count }

    /// The question at `index` of `questions`, without building the array.
    public func question(at index: Int) -> QuizQuestion {
        index < quiz.count ? quiz[index] : checkpoints[index - quiz.count].question
    }

    /// The index in `questions` of the checkpoint on `page`, if it has one.
    public func checkpointIndex(onPage page: Int) -> Int? {
        checkpoints.firstIndex { $0.page == page }.map { quiz.count + $0 }
    }

    public init(id: String, title: String, summary: String = "", aliases: [String] = [], tags: [String] = [],
                demo: String? = nil, requires: [String] = [], pages: [LessonPage], file: String,
                sectionTitle: String) {
        self.id = id
        self.title = title
        self.summary = summary
        self.aliases = aliases
        self.tags = tags
        self.demo = demo
        self.requires = requires
        self.pages = pages
        self.file = file
        self.sectionTitle = sectionTitle
    }
}

public struct LessonSection: Sendable, Hashable {
    public var title: String
    public var folder: String
    public var lessons: [Lesson]
    /// The pattern family its `_section.md` names (`family: Creational`); nil for a section
    /// whose lessons are not patterns (getting started, smells).
    public var family: String?
    /// The body of its `_section.md`, if it has one: a page that introduces the section.
    public var introduction: LessonPage?

    public init(title: String, folder: String, lessons: [Lesson], family: String? = nil, introduction: LessonPage? = nil) {
        self.title = title
        self.folder = folder
        self.lessons = lessons
        self.family = family
        self.introduction = introduction
    }
}

/// A problem found while loading, in the `file:line:column: severity: message` form
/// compilers use, so editors can jump to it.
public struct CourseProblem: Sendable, Hashable, CustomStringConvertible, Error {
    public enum Severity: String, Sendable { case error, warning }
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var rule: LintRule
    public var message: String

    public init(file: String, line: Int = 1, column: Int = 1, severity: Severity = .error, rule: LintRule, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The description with the rule's id after it, as lint prints it.
    public var lintLine: String { "\(description) [\(rule.rawValue)]" }
}

/// The loaded course: sections in order, and the problems that made lessons be skipped.
public struct Course: Sendable, Hashable {
    public var sections: [LessonSection] {
        didSet { lessons = sections.flatMap(\.lessons) }
    }
    public var problems: [CourseProblem]
    public var directory: String
    /// What the course says of itself (`course.yaml`), or what its folder gives.
    public var manifest: CourseManifest
    /// The language the course is shown in: the one asked for when the course offers it,
    /// else its original.
    public var language: String
    /// Every lesson in course order, kept flat once (menus and the reducer index it on every
    /// key); a lesson's number is its index here plus one.
    public private(set) var lessons: [Lesson]

    public init(sections: [LessonSection], problems: [CourseProblem] = [], directory: String = "",
                manifest: CourseManifest? = nil, language: String? = nil) {
        self.sections = sections
        self.problems = problems
        self.directory = directory
        let manifest = manifest ?? CourseManifest(id: directory.isEmpty ? "course" : CourseManifest.idFromFolder(directory))
        self.manifest = manifest
        self.language = language ?? manifest.originalLanguage
        lessons = sections.flatMap(\.lessons)
    }

    /// What keys the learner's progress in this course.
    public var id: String { manifest.id }

    /// The manifest's title, else the folder's name made readable (a course made in memory,
    /// with no folder, is the app's).
    public var title: String {
        if let title = manifest.titles[language] ?? manifest.title { return title }
        guard !directory.isEmpty else { return "PatternTutor" }
        let folder = URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
        return folder.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
    }

    /// Files that were skipped because of errors (a file may have several).
    public var skippedFiles: [String] {
        var seen: Set<String> = []
        return problems.map(\.file).filter { seen.insert($0).inserted }
    }


    /// Finds a lesson by number (1-based), id or alias, ignoring case.
    public func lessonIndex(matching query: String) -> Int? {
        let all = lessons
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        // A count of 0 and `Int.min` must not trap: compare before subtracting.
        if let number = Int(trimmed) { return number >= 1 && number <= all.count ? number - 1 : nil }
        let key = trimmed.lowercased()
        return all.firstIndex { $0.id.lowercased() == key }
            ?? all.firstIndex { $0.aliases.contains { $0.lowercased() == key } }
    }

    /// Finds a section by its folder's number, its folder (with or without the number) or its
    /// title, ignoring case: `5`, `05`, `05-behavioral`, `behavioral` and `Behavioral patterns`
    /// all name the folder `05-behavioral`. Numbers are the folders' own, as listings show them,
    /// not positions (a course's first folder is often `00-…`).
    public func sectionIndex(matching query: String) -> Int? {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed) {
            return sections.firstIndex { Int($0.folder.prefix { $0.isASCII && $0.isNumber }) == number }
        }
        let key = trimmed.lowercased()
        return sections.firstIndex { $0.folder.lowercased() == key }
            ?? sections.firstIndex { CourseLoader.stripNumericPrefix($0.folder).lowercased() == key }
            ?? sections.firstIndex { $0.title.lowercased() == key }
    }

    /// The index in `lessons` of section `section`'s first lesson.
    public func firstLessonIndex(ofSection section: Int) -> Int {
        sections[..<section].reduce(0) { $0 + $1.lessons.count }
    }

    /// The index in `sections` of the section that holds the lesson at `index` in `lessons`.
    public func sectionIndex(ofLesson index: Int) -> Int? {
        var end = 0
        for (section, lessons) in sections.map(\.lessons).enumerated() {
            end += lessons.count
            if index < end { return section }
        }
        return nil
    }

    /// Every tag of every lesson, each once, sorted.
    public var tags: [String] { Array(Set(lessons.flatMap(\.tags))).sorted() }

    /// The problems that made the course skip the lesson `query` names by its file (`singleton`
    /// for `04-singleton.md`): why `lesson singleton` finds nothing. Empty when no skipped file
    /// has that name.
    public func skipProblems(forLesson query: String) -> [CourseProblem] {
        let key = query.trimmingCharacters(in: .whitespaces).lowercased()
        return problems.filter { problem in
            let name = URL(fileURLWithPath: problem.file).lastPathComponent
            return name.hasSuffix(".md") && CourseLoader.lessonName(CourseLoader.originalName(ofTranslation: name) ?? name).lowercased() == key
        }
    }

    /// Lesson ids close to `query`, for "did you mean" hints.
    public func suggestions(for query: String, limit: Int = 3) -> [String] {
        EditDistance.closest(to: query.lowercased(), among: lessons.map(\.id), limit: limit)
    }
}
