import Course
import Foundation
import Markdown
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import TextMatching

/// What lint found in a course folder.
public struct LintReport: Sendable {
    public var problems: [CourseProblem]
    public var filesChecked: Int
    /// Warnings `course.yaml` accepts (`lint: accept:`): not listed, only counted.
    public var accepted: [CourseProblem] = []

    public init(problems: [CourseProblem], filesChecked: Int, accepted: [CourseProblem] = []) {
        self.problems = problems
        self.filesChecked = filesChecked
        self.accepted = accepted
    }

    public var errorCount: Int { problems.filter { $0.severity == .error }.count }
    public var warningCount: Int { problems.filter { $0.severity == .warning }.count }

    /// Whether lint should exit with a failure: on any error, and with `strict` on any warning.
    public func fails(strict: Bool) -> Bool { errorCount > 0 || (strict && warningCount > 0) }

    /// One `file:line:column: severity: message [rule]` line per problem, then a summary.
    public var text: String {
        let files = plural(filesChecked, "file")
        var summary = problems.isEmpty ? "lint: no problems in \(files)"
            : "lint: \(plural(errorCount, "error")), \(plural(warningCount, "warning")) in \(files)"
        if !accepted.isEmpty { summary += " (\(plural(accepted.count, "warning")) accepted by course.yaml)" }
        return (problems.map(\.lintLine) + [summary]).joined(separator: "\n") + "\n"
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The same as JSON, for CI systems.
    public var json: String {
        struct Entry: Encodable {
            let file: String; let line: Int; let column: Int; let severity: String; let rule: String; let message: String
        }
        struct Document: Encodable { let files: Int; let errors: Int; let warnings: Int; let accepted: Int; let problems: [Entry] }
        let document = Document(files: filesChecked, errors: errorCount, warnings: warningCount, accepted: accepted.count,
                                problems: problems.map {
            Entry(file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue, rule: $0.rule.rawValue,
                  message: $0.message)
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(document), as: UTF8.self)).map { $0 + "\n" } ?? "{}\n"
    }

    /// The report of the named files alone: the course's rules all ran, but only these files'
    /// problems are listed and counted.
    public func restricted(to files: [String]) -> LintReport {
        // Each problem is named by the path as given, however the course folder was reached.
        let given = Dictionary(files.map { (Self.canonical($0), $0) }, uniquingKeysWith: { first, _ in first })
        func named(_ list: [CourseProblem]) -> [CourseProblem] {
            list.compactMap { problem in
                given[Self.canonical(problem.file)].map { path in
                    var renamed = problem
                    renamed.file = path
                    return renamed
                }
            }
        }
        return LintReport(problems: named(problems), filesChecked: given.count, accepted: named(accepted))
    }

    public static func canonical(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}

/// Checks a course folder against every rule of the lesson format: each file on its own
/// (through the same analysis the app loads lessons with) and the course as a whole.
public enum Linter {
    /// With `compile`, every Swift block is also compiled (`lint --compile`): of the lesson
    /// files in `compiling`, or of the whole course when that is nil.
    public static func lint(directory: String, liveRuns: Set<String>, compile: SnippetCheck.Environment? = nil,
                            compiling: [String]? = nil) throws -> LintReport {
        // Files first, then the lessons and translations analysed at once (over the cores); the
        // problems are sorted at the end, so only the lessons' own order matters.
        var found = try files(in: directory)
        let (manifest, manifestProblems) = CourseManifest.read(courseDirectory: directory)
        if manifest.isWritten { found.filesChecked += 1 }
        var problems = found.problems + manifestProblems
        // Lessons get every per-lesson check as they are analysed; translations those that
        // find errors (page length is measured on the original), then are held to their original.
        let pageLines = manifest.lint.pageLines ?? longestPage
        let originals = Set(found.translations.map { originalPath(ofTranslation: $0.path) })
        let lessons = LessonFile.analyzeAll(found.lessons, eachLesson: { eachLessonProblems($0, pageLines: pageLines) },
                                            keepingContents: originals)
        let translations = LessonFile.analyzeAll(found.translations, eachLesson: brokenLessonProblems,
                                                 keepingContents: Set(found.translations.map(\.path)))
        problems += lessons.flatMap(\.problems) + translations.flatMap(\.problems)
        problems += courseProblems(lessons, liveRuns: liveRuns)
        problems += LinkExistence.problems(translations, among: lessons + translations)
        problems += translationProblems(translations, originals: lessons, manifest: manifest, manifestFile: join(directory, CourseManifest.fileName))
        if var environment = compile {
            environment.languageMode = manifest.lint.swiftMode ?? environment.languageMode
            let files = compiling ?? (found.lessons + found.translations).map(\.path)
            problems += SnippetCheck.check(lessonFiles: files, environment: environment)
        }
        problems.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return accepting(LintReport(problems: problems, filesChecked: found.filesChecked), manifest: manifest, directory: directory)
    }

    /// The report with the warnings `course.yaml` accepts set apart, and a warning for each
    /// entry that accepts nothing (a fixed slip, a renamed file), so the list stays honest.
    static func accepting(_ report: LintReport, manifest: CourseManifest, directory: String) -> LintReport {
        let entries = manifest.lint.accept
        guard !entries.isEmpty else { return report }
        var result = report
        var used = Set<Int>()
        result.problems = []
        for problem in report.problems {
            if let index = entries.indices.first(where: { entries[$0].accepts(problem, courseDirectory: directory) }) {
                used.insert(index)
                result.accepted.append(problem)
            } else {
                result.problems.append(problem)
            }
        }
        let manifestFile = join(directory, CourseManifest.fileName)
        for (index, entry) in entries.enumerated() where !used.contains(index) {
            result.problems.append(CourseProblem(file: manifestFile, line: entry.line, column: entry.column, severity: .warning, rule: .manifest,
                                                 message: "the 'accept' entry for \(entry.summary) accepts no warning; remove it"))
        }
        result.problems.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return result
    }

    /// Every lesson file of the course in `directory`, translations included, for checks
    /// that read them one by one (`lint --compile`).
    public static func lessonFiles(in directory: String) throws -> [String] {
        let found = try files(in: directory)
        return (found.lessons + found.translations).map(\.path).sorted()
    }

    private static func files(in directory: String) throws -> CourseFiles {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CourseLoader.LoadError(description: "no lessons folder at \(directory)")
        }
        var found = CourseFiles()
        let topEntries: [String]
        do {
            topEntries = try entries(in: directory)
        } catch {
            throw CourseLoader.LoadError(description: "cannot read the lessons folder \(directory): "
                + LessonFile.unreadableReason(directory, isFolder: true))
        }
        // In course order, as the app loads them (the lessons of the course folder itself
        // first), so a duplicate id is blamed on the same file the app skips.
        let rootFiles = topEntries.filter { $0.hasSuffix(".md") && !isFolder(join(directory, $0)) }
        // In the course folder itself, numbered files are lessons; a README stays a README.
        let rootLessons = rootFiles.filter { entry in
            let original = CourseLoader.originalName(ofTranslation: entry) ?? entry
            return original == "_section.md" || CourseLoader.isRootLessonFile(original)
        }
        found.collect(rootLessons, in: directory)
        for entry in topEntries where isFolder(join(directory, entry)) {
            let path = join(directory, entry)
            guard let files = try? entries(in: path) else {
                found.problems.append(CourseProblem(file: path, rule: .unreadable, message: "cannot read the folder: "
                                                    + LessonFile.unreadableReason(path, isFolder: true)))
                continue
            }
            found.collect(files, in: path)
        }
        for entry in rootFiles where !rootLessons.contains(entry) && !isRepositoryDocument(entry) {
            found.filesChecked += 1
            found.problems.append(CourseProblem(file: join(directory, entry), severity: .warning, rule: .notALesson,
                                                message: "not a lesson: in the course folder itself, lesson files start with a number (01-\(entry))"))
        }
        return found
    }

    /// A course's Markdown files, sorted into lessons and translations, with the problems
    /// found on the way (a section file's, a translation without its original).
    private struct CourseFiles {
        var lessons: [(path: String, defaultId: String)] = []
        var translations: [(path: String, defaultId: String)] = []
        var problems: [CourseProblem] = []
        var filesChecked = 0

        mutating func collect(_ files: [String], in path: String) {
            for file in files where file.hasSuffix(".md") {
                filesChecked += 1
                let filePath = join(path, file)
                if file == "_section.md" || CourseLoader.originalName(ofTranslation: file) == "_section.md" {
                    problems += sectionProblems(filePath)
                } else if let original = CourseLoader.originalName(ofTranslation: file) {
                    translations.append((filePath, CourseLoader.lessonName(original)))
                    if !files.contains(original) {
                        problems.append(CourseProblem(file: filePath, rule: .translation, message: "translation of '\(original)', which is not in this folder"))
                    }
                } else if !file.hasPrefix("_") {
                    lessons.append((filePath, CourseLoader.lessonName(file)))
                }
            }
        }
    }

    /// README.md, LICENSE.md, CHANGELOG.md: a repository's own documents, named in capitals.
    private static func isRepositoryDocument(_ name: String) -> Bool {
        let base = name.dropLast(3)
        return base.contains { $0.isLetter } && base == base.uppercased()
    }

    /// The checks the app's loader runs too, so it skips exactly what lint calls broken. Each
    /// lesson's Swift is checked as the lesson is analysed, on whichever core analyses it.
    /// The loader keeps errors only, so the rules that can only warn are lint's alone: they
    /// were a sixth of a first start's time.
    public static func loaderCheck(liveRuns: Set<String>) -> CourseLoader.CourseChecks {
        CourseLoader.CourseChecks(eachLesson: brokenLessonProblems, wholeCourse: { courseProblems($0, liveRuns: liveRuns) })
    }

    /// The rules that need a lesson's parsed Markdown: its Swift blocks, page lengths, link
    /// targets, what its questions show and where its id comments sit.
    static func eachLessonProblems(_ analysis: LessonAnalysis, pageLines: Int = longestPage) -> [CourseProblem] {
        brokenLessonProblems(analysis) + pageLengthProblems(analysis, pageLines: pageLines) + QuizRules.problems(analysis)
            + IdComments.problems(analysis)
    }

    /// Each translation against its original, and its language against the manifest's.
    private static func translationProblems(_ translations: [LessonAnalysis], originals: [LessonAnalysis],
                                            manifest: CourseManifest, manifestFile: String) -> [CourseProblem] {
        let byFile = Dictionary(originals.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [CourseProblem] = []
        var unlisted: Set<String> = []
        for translation in translations {
            if let original = byFile[originalPath(ofTranslation: translation.file)] {
                problems += TranslationRules.problems(translation, original: original)
            }
            let name = translation.file.split(separator: "/").last.map(String.init) ?? translation.file
            let language = CourseLoader.translationLanguage(of: name) ?? ""
            if language == manifest.originalLanguage {
                problems.append(CourseProblem(file: translation.file, severity: .warning, rule: .translationLanguage,
                                              message: "a translation into '\(language)', the course's own language"))
            } else if manifest.isWritten, !manifest.languages.contains(language), unlisted.insert(language).inserted {
                let name = translation.file.split(separator: "/").suffix(2).joined(separator: "/")
                problems.append(CourseProblem(file: manifestFile, line: manifest.keyLines["languages"] ?? 1, severity: .warning,
                                              rule: .translationLanguage,
                                              message: "'languages' does not list '\(language)', which \(name) is in"))
            }
        }
        return problems
    }

    /// `…/03-facade.md` for `…/03-facade.ru.md`.
    private static func originalPath(ofTranslation path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let original = CourseLoader.originalName(ofTranslation: name) else { return path }
        return String(path.dropLast(name.count)) + original
    }

    /// The per-lesson rules that can find an error, which skips the lesson.
    static func brokenLessonProblems(_ analysis: LessonAnalysis) -> [CourseProblem] {
        swiftProblems(analysis) + LinkTargets.problems(analysis) + QuizHeadings.problems(analysis)
            + QuizText.problems(analysis)
    }

    // MARK: Whole-course rules

    static func courseProblems(_ lessons: [LessonAnalysis], liveRuns: Set<String>) -> [CourseProblem] {
        var problems = LinkExistence.problems(lessons, among: lessons)
        var lessonIds: [String: String] = [:]
        var questionIds: [String: String] = [:]
        var exerciseIds: [String: String] = [:]
        var known: Set<String> = []
        for analysis in lessons {
            known.insert(analysis.id)
            known.formUnion(analysis.frontMatter.aliases ?? [])
        }
        for analysis in lessons {
            let file = analysis.file
            let id = analysis.id
            if let earlier = lessonIds[id] {
                problems.append(CourseProblem(file: file, line: analysis.keyLines["id"] ?? 1, rule: .duplicateId,
                                              message: "duplicate lesson id '\(id)' (also in \(earlier))"))
            } else {
                lessonIds[id] = file
            }
            for question in analysis.lesson?.questions ?? [] {
                if let earlier = questionIds[question.id], earlier != file {
                    problems.append(CourseProblem(file: file, line: question.line, rule: .duplicateId,
                                                  message: "duplicate question id '\(question.id)' (also in \(earlier))"))
                } else {
                    questionIds[question.id] = file
                }
            }
            // The learner's file and their progress are named by the exercise's id alone.
            for exercise in analysis.lesson?.exercises ?? [] {
                if let earlier = exerciseIds[exercise.id], earlier != file {
                    problems.append(CourseProblem(file: file, line: exercise.line, rule: .duplicateId,
                                                  message: "duplicate exercise id '\(exercise.id)' (also in \(earlier))"))
                } else {
                    exerciseIds[exercise.id] = file
                }
            }
            for required in analysis.frontMatter.requires ?? [] where !known.contains(required) {
                let close = EditDistance.closest(to: required, among: known.sorted(), limit: 1)
                problems.append(CourseProblem(file: file, line: analysis.keyLines["requires"] ?? 1, rule: .requires,
                                              message: "requires '\(required)', which is no lesson's id" + hint(close)))
            }
            if let demo = analysis.frontMatter.demo, !liveRuns.contains(demo) {
                let close = EditDistance.closest(to: demo, among: liveRuns.sorted(), limit: 1)
                problems.append(CourseProblem(file: file, line: analysis.keyLines["demo"] ?? 1, rule: .demo,
                                              message: "demo '\(demo)' is not a live run the app provides" + hint(close)))
            }
        }
        return problems
    }

    private static func hint(_ close: [String]) -> String {
        close.first.map { " (did you mean '\($0)'?)" } ?? ""
    }

    // MARK: Swift blocks

    /// ```swift and ```swift-ios blocks must parse; the first diagnostic of each is
    /// reported at its own line and column in the lesson file.
    /// Longer code blocks do not fit a screen, and a reader loses the thread.
    static let longestCodeBlock = 40

    /// A page longer than this is several screens: the reader loses their place.
    static let longestPage = 60

    static func swiftProblems(_ analysis: LessonAnalysis) -> [CourseProblem] {
        guard let document = analysis.document else { return [] }
        let exerciseLines = exerciseSectionLines(document, analysis)
        return codeBlocks(in: document.blocks).flatMap { block in
            let inExercise = exerciseLines.contains { $0.contains(block.lines.first) }
            return (inExercise ? [] : lengthProblems(block, analysis))
                + (swiftProblem(block, analysis, inExercise: inExercise).map { [$0] } ?? [])
        }
    }

    /// Body lines of each exercise section: its code is for an editor and the compiler, not a
    /// screen, so the block-length rule leaves it alone.
    private static func exerciseSectionLines(_ document: MarkdownDocument, _ analysis: LessonAnalysis) -> [ClosedRange<Int>] {
        ExerciseParser.sections(in: document, label: analysis.frontMatter.exercise).map { section in
            section.heading.lines.first...(section.body.last?.lines.last ?? section.heading.lines.first)
        }
    }

    private static func pageLengthProblems(_ analysis: LessonAnalysis, pageLines: Int) -> [CourseProblem] {
        (analysis.lesson?.pages ?? []).compactMap { page in
            let count = page.lineCount
            guard count > pageLines else { return nil }
            return CourseProblem(file: analysis.file, line: page.line, severity: .warning, rule: .pageLength,
                                 message: "a page of \(count) lines; split it with a ## heading so each page is a screen or two (\(pageLines) lines at most)")
        }
    }

    private static func lengthProblems(_ block: Block, _ analysis: LessonAnalysis) -> [CourseProblem] {
        guard case .codeBlock(_, let code) = block.kind else { return [] }
        let count = code.splitLines().count - (code.hasSuffix("\n") ? 1 : 0)
        guard count > longestCodeBlock else { return [] }
        return [CourseProblem(file: analysis.file, line: analysis.bodyLineOffset + block.lines.first, severity: .warning,
                              rule: .codeBlockLength,
                              message: "a code block of \(count) lines; keep blocks to \(longestCodeBlock) lines so they fit a screen")]
    }

    private static func swiftProblem(_ block: Block, _ analysis: LessonAnalysis, inExercise: Bool) -> CourseProblem? {
        guard case .codeBlock(let info, let code) = block.kind else { return nil }
        let language = info.split(separator: " ").first.map(String.init)?.lowercased()
        guard language == "swift" || language == "swift-ios" else { return nil }
        let fenceLine = analysis.bodyLineOffset + block.lines.first
        var mode = SwiftSnippet.Mode.alone
        if language == "swift" {
            switch SwiftSnippet.mode(forInfo: info) {
            case .success(let found): mode = found
            case .failure(let error):
                return CourseProblem(file: analysis.file, line: fenceLine, severity: .warning, rule: .swiftFence, message: error.description)
            }
        }
        // A block that shows a compile error on purpose may show a syntax error too, and an
        // excerpt (checked against the source it quotes) may stop inside a declaration.
        if mode == .fails { return nil }
        if case .excerpt = mode { return nil }
        if case .exercise(let part) = mode, !inExercise {
            return CourseProblem(file: analysis.file, line: fenceLine, rule: .swiftFence,
                                 message: "a 'swift \(part.rawValue)' block belongs in an '## \(ExerciseParser.label) …' section")
        }
        if let deep = SwiftBracketNesting.firstTooDeep(in: code) {
            return CourseProblem(file: analysis.file, line: fenceLine + deep.line, column: deep.column, rule: .swiftSyntax,
                                 message: "```\(language ?? "swift") block nests square brackets more than "
                                     + "\(SwiftBracketNesting.limit) deep, which Swift's parser cannot check in reasonable time")
        }
        let tree = Parser.parse(source: code)
        // Every error marks the tree, lexer errors included; a clean tree needs no walk of the
        // diagnostics generator, which costs as much as the parse.
        guard tree.hasError else { return nil }
        // swift-syntax's diagnostics generator traps ("A Fix-It must have at least one change")
        // on some code holding characters Swift does not allow: found by fuzzing, it crashed
        // lint and the app's loading. Such a block is reported at the first of them instead.
        if let token = tree.tokens(viewMode: .all).first(where: holdsDisallowedCharacter) {
            let location = token.startLocation(converter: SourceLocationConverter(fileName: analysis.file, tree: tree))
            return CourseProblem(file: analysis.file, line: fenceLine + location.line, column: location.column, rule: .swiftSyntax,
                                 message: "```\(language ?? "swift") block does not parse: a character Swift does not allow")
        }
        guard let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error })
        else { return nil }
        let location = diagnostic.location(converter: SourceLocationConverter(fileName: analysis.file, tree: tree))
        // The block's first line is its opening fence; its code starts on the next.
        return CourseProblem(file: analysis.file, line: fenceLine + location.line, column: location.column, rule: .swiftSyntax,
                             message: "```\(language ?? "swift") block does not parse: \(diagnostic.message)")
    }

    /// A character the lexer refuses in the token, or odd whitespace around it (vertical tab,
    /// form feed, a byte-order mark): what the generator's Fix-Its trapped on.
    private static func holdsDisallowedCharacter(_ token: TokenSyntax) -> Bool {
        switch token.tokenDiagnostic?.kind {
        case .invalidCharacter, .invalidIdentifierStartCharacter, .invalidUtf8, .nulCharacter, .unprintableAsciiCharacter,
             .nonBreakingSpace, .unicodeCurlyQuote:
            return true
        default:
            return (token.leadingTrivia.pieces + token.trailingTrivia.pieces).contains { piece in
                switch piece {
                case .verticalTabs, .formfeeds, .unexpectedText: return true
                default: return false
                }
            }
        }
    }

    static func codeBlocks(in blocks: [Block]) -> [Block] {
        blocks.flatMap { block -> [Block] in
            switch block.kind {
            case .codeBlock: return [block]
            case .blockQuote(let children): return codeBlocks(in: children)
            case .list(let list): return list.items.flatMap { codeBlocks(in: $0.blocks) }
            default: return []
            }
        }
    }

    // MARK: Sections and files

    private static func sectionProblems(_ path: String) -> [CourseProblem] {
        let analysis = LessonFile.analyze(path: path, defaultId: "_section")
        // A section file needs only a title; missing content or lesson keys are no fault.
        return analysis.problems.filter { problem in
            !problem.message.hasPrefix("the lesson has no content") && !problem.message.hasPrefix("no front matter")
        } + (analysis.frontMatter.title == nil && !analysis.problems.contains { $0.severity == .error }
            ? [CourseProblem(file: path, severity: .warning, rule: .section, message: "no 'title:' in the section file; the folder name is used")]
            : [])
    }

    private static func entries(in directory: String) throws -> [String] {
        try CourseLoader.orderedEntries(in: directory)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
