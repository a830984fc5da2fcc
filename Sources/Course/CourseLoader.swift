import Foundation
import Markdown
import Yams

/// Reads a course folder as the lesson format says: folders are sections, numeric prefixes
/// give the order, front matter is YAML, and each `##` starts a page. A broken lesson is
/// reported and skipped; the rest of the course still loads.
public enum CourseLoader {
    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// Checks that need more than the Course module knows (Swift parsing) or the whole course
    /// (references, duplicate ids); lint supplies them, so the app skips exactly the lessons
    /// lint calls broken.
    public struct CourseChecks: Sendable {
        /// Run on each lesson as it is analysed, while its parsed Markdown is at hand; the
        /// document is let go afterwards, so a big course is not held in memory twice.
        public var eachLesson: @Sendable (LessonAnalysis) -> [CourseProblem]
        /// Run once on every lesson's analysis (without its document).
        public var wholeCourse: @Sendable ([LessonAnalysis]) -> [CourseProblem]

        public init(eachLesson: @escaping @Sendable (LessonAnalysis) -> [CourseProblem],
                    wholeCourse: @escaping @Sendable ([LessonAnalysis]) -> [CourseProblem]) {
            self.eachLesson = eachLesson
            self.wholeCourse = wholeCourse
        }
    }

    /// With `cache`, files unchanged since the cache was written are not read again (see
    /// `CourseIndexCache`); its identity must name `check`, whose problems it keeps.
    /// With `language`, each lesson and section is read from its translation into that
    /// language (`x.ru.md` beside `x.md`) when it has one, else from its original, marked so.
    public static func load(from directory: String, language: String? = nil, check: CourseChecks? = nil,
                            cache: CourseIndexCache? = nil) throws -> Course {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw LoadError(description: "no lessons folder at \(directory)")
        }
        guard isDirectory.boolValue else { throw LoadError(description: "\(directory) is not a folder") }

        var (manifest, manifestProblems) = CourseManifest.read(courseDirectory: directory)
        // As for lessons, only errors are the app's to report; lint reports the rest.
        var problems = manifestProblems.filter { $0.severity == .error }
        // Every lesson file first, then all analysed at once (over the cores), then back into
        // their sections.
        var listed: [(heading: SectionHeading, folder: String, files: [(path: String, defaultId: String)])] = []
        let folders: [String]
        do {
            folders = try orderedEntries(in: directory)
        } catch {
            throw LoadError(description: "cannot read the lessons folder \(directory): "
                + LessonFile.unreadableReason(directory, isFolder: true))
        }
        // Each folder is listed once: its names give the lessons, their translations and the
        // languages the course is offered in. Numbered lessons in the course folder itself form
        // a section of their own, first: a small course needs no section folders.
        var listings: [(folder: String, path: String, lessons: [String])] = []
        var names: [(path: String, names: [String])] = [(directory, folders)]
        let rootLessons = folders.filter { isRootLessonFile($0) && !isFolder(join(directory, $0)) }
        if !rootLessons.isEmpty {
            listings.append((URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent, directory, rootLessons))
        }
        for folder in folders where isFolder(join(directory, folder)) {
            let path = join(directory, folder)
            // One section that cannot be listed is reported and skipped; the rest still loads.
            guard let entries = try? orderedEntries(in: path) else {
                problems.append(CourseProblem(file: path, rule: .unreadable, message: "cannot read the folder: "
                                              + LessonFile.unreadableReason(path, isFolder: true)))
                continue
            }
            names.append((path, entries))
            listings.append((folder, path, entries.filter(isLessonFile)))
        }
        let translation = TranslationChoice(requested: language, manifest: manifest,
                                            files: names.flatMap { folder in folder.names.map { join(folder.path, $0) } })
        for listing in listings {
            let heading = sectionHeading(folder: listing.folder, path: listing.path, translation: translation, problems: &problems)
            listed.append((heading, listing.folder, listing.lessons.map { (path: join(listing.path, $0), defaultId: lessonName($0)) }))
        }
        var analysed = translation.analyses(of: listed.flatMap(\.files), problems: &problems) { files in
            analyses(of: files, eachLesson: check?.eachLesson, cache: cache, directory: directory)
        }[...]
        var sectionAnalyses: [(heading: SectionHeading, folder: String, analyses: [LessonAnalysis])] = []
        for section in listed {
            sectionAnalyses.append((section.heading, section.folder, Array(analysed.prefix(section.files.count))))
            analysed = analysed.dropFirst(section.files.count)
        }
        let all = sectionAnalyses.flatMap(\.analyses)
        // Warnings never stop a lesson; only errors are reported and skip their file.
        problems += all.flatMap(\.problems).filter { $0.severity == .error }
        problems += (check?.wholeCourse(all) ?? []).filter { $0.severity == .error }

        var seenIds: [String: String] = [:]
        var sections: [LessonSection] = []
        for (heading, folder, analyses) in sectionAnalyses {
            var lessons: [Lesson] = []
            for analysis in analyses {
                guard var lesson = analysis.lesson, !problems.contains(where: { $0.file == analysis.file }) else { continue }
                if let earlier = seenIds[lesson.id] {
                    problems.append(CourseProblem(file: analysis.file, line: analysis.keyLines["id"] ?? 1, rule: .duplicateId,
                                                  message: "duplicate lesson id '\(lesson.id)' (also in \(earlier))"))
                    continue
                }
                seenIds[lesson.id] = analysis.file
                lesson.sectionTitle = heading.title
                lessons.append(lesson)
            }
            if !lessons.isEmpty {
                sections.append(LessonSection(title: heading.title, folder: folder, lessons: lessons, family: heading.family,
                                              introduction: heading.introduction))
            }
        }
        var seen: Set<String> = []
        problems = problems.filter { seen.insert($0.description).inserted }
        manifest.languages = translation.offered
        return Course(sections: sections, problems: problems, directory: directory, manifest: manifest,
                      language: translation.language ?? manifest.originalLanguage)
    }

    /// Each file's analysis: from the cache when the file is unchanged since, else made now
    /// (and the cache written again).
    private static func analyses(of files: [(path: String, defaultId: String)],
                                 eachLesson: (@Sendable (LessonAnalysis) -> [CourseProblem])?,
                                 cache: CourseIndexCache?, directory: String) -> [LessonAnalysis] {
        guard let cache else { return LessonFile.analyzeAll(files, eachLesson: eachLesson) }
        let stored = cache.read(directory: directory)
        // Stamped before reading, so a file changed while it is read is read again next time;
        // "recent" is judged from the same moment, however long the analysis takes.
        let stampedAt = Date()
        let stamps = files.map { FileStamp(path: $0.path) }
        var results = [LessonAnalysis?](repeating: nil, count: files.count)
        var changed: [Int] = []
        for (index, file) in files.enumerated() {
            if let stamp = stamps[index], let entry = stored[file.path], entry.stamp == stamp {
                results[index] = entry.analysis.analysis(file: file.path)
            } else {
                changed.append(index)
            }
        }
        for (index, analysis) in zip(changed, LessonFile.analyzeAll(changed.map { files[$0] }, eachLesson: eachLesson)) {
            results[index] = analysis
        }
        if !changed.isEmpty || files.contains(where: { stored[$0.path] == nil }) {
            // The other languages' files stay indexed while they are unchanged, so switching
            // language does not make the next start read them all again.
            let current = Set(files.map(\.path))
            var entries = stored.filter { path, entry in !current.contains(path) && FileStamp(path: path) == entry.stamp }
            for (index, file) in files.enumerated() {
                guard let stamp = stamps[index], !stamp.isRecent(now: stampedAt), let analysis = results[index],
                      let storable = StoredAnalysis(analysis, fingerprint: analysis.source?.fingerprint) else { continue }
                entries[file.path] = CourseIndexCache.Entry(stamp: stamp, analysis: storable)
            }
            cache.write(entries, directory: directory)
        }
        return results.map { $0! }
    }

    // MARK: Names and order

    /// "03-factory-method.md" -> "factory-method".
    public static func lessonName(_ file: String) -> String {
        stripNumericPrefix(String(file.dropLast(3)))
    }

    public static func stripNumericPrefix(_ name: String) -> String {
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return name }
        let rest = name.dropFirst(digits.count)
        return String(rest.first == "-" || rest.first == "_" ? rest.dropFirst() : rest)
    }

    private static func orderKey(_ name: String) -> (Int, String) {
        (Int(name.prefix { $0.isASCII && $0.isNumber }) ?? Int.max, name)
    }

    /// A folder's entries in course order: by their number prefix, then by name.
    public static func orderedEntries(in directory: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        return names.filter { !$0.hasPrefix(".") }.sorted { orderKey($0) < orderKey($1) }
    }

    /// Lesson files end in `.md`; `_section.md` and translations (`name.ru.md`) are not lessons.
    static func isLessonFile(_ name: String) -> Bool {
        name.hasSuffix(".md") && !name.hasPrefix("_") && originalName(ofTranslation: name) == nil
    }

    /// In the course folder itself only numbered files are lessons (`01-welcome.md`), so the
    /// README, licence and notes a course repository keeps there stay what they are.
    public static func isRootLessonFile(_ name: String) -> Bool {
        isLessonFile(name) && name.first?.isASCII == true && name.first?.isNumber == true
    }

    /// "03-factory.ru.md" -> "ru": the language a translation is in; nil for other files.
    public static func translationLanguage(of name: String) -> String? {
        guard originalName(ofTranslation: name) != nil else { return nil }
        return name.dropLast(3).split(separator: ".").last.map { $0.lowercased() }
    }

    /// "03-factory.ru.md" -> "03-factory.md": a translation's original; nil for other files.
    public static func originalName(ofTranslation name: String) -> String? {
        guard name.hasSuffix(".md") else { return nil }
        let parts = name.dropLast(3).split(separator: ".")
        guard parts.count >= 2, let tag = parts.last, (2...3).contains(tag.count), tag.allSatisfy(\.isLetter) else {
            return nil
        }
        return parts.dropLast().joined(separator: ".") + ".md"
    }

    /// What a section's `_section.md` says of it: its title, for a section of patterns their
    /// family, and its body as the section's introduction.
    private struct SectionHeading {
        var title: String
        var family: String?
        var introduction: LessonPage?
    }

    /// The section file in the language chosen when there is one, else the original.
    private static func sectionHeading(folder: String, path: String, translation: TranslationChoice,
                                       problems: inout [CourseProblem]) -> SectionHeading {
        let fallback = SectionHeading(title: stripNumericPrefix(folder).replacingOccurrences(of: "-", with: " ").capitalized)
        let original = join(path, "_section.md")
        let sectionFile = translation.translation(of: original) ?? original
        guard FileManager.default.fileExists(atPath: sectionFile) else { return fallback }
        do {
            let source = try LessonFile.text(atPath: sectionFile)
            let split = try FrontMatterSplitter.split(source, file: sectionFile)
            let matter = split.frontMatter
            let family = matter.family?.trimmingCharacters(in: .whitespaces)
            let title = matter.title ?? fallback.title
            let hasBody = split.bodyLines.contains { !$0.allSatisfy(\.isWhitespace) }
            return SectionHeading(title: title, family: family?.isEmpty == false ? family : nil,
                                  introduction: hasBody ? LessonPage(title: title, markdown: split.body, line: split.bodyLineOffset + 1) : nil)
        } catch let problem as CourseProblem {
            problems.append(problem)
        } catch {
            problems.append(CourseProblem(file: sectionFile, rule: .section, message: "\(error)"))
        }
        return fallback
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
