import Foundation

/// Which file each lesson is read from when a course is shown in a language: its translation
/// (`03-facade.ru.md` beside `03-facade.md`) when there is one, else the original, marked as
/// such so the menu can say so.
struct TranslationChoice {
    /// The language translations are read in; nil when the originals are shown (no language
    /// asked for, the original's own, or one the course does not offer).
    let language: String?
    /// The course's original language.
    let original: String
    /// Every language the course offers, its original first: the manifest's, then those its
    /// translation files are in.
    let offered: [String]

    init(requested: String?, manifest: CourseManifest, directory: String, folders: [String]) {
        original = manifest.originalLanguage
        var offered = manifest.languages
        for language in CourseLoader.translationLanguages(in: directory, entries: folders) where !offered.contains(language) {
            offered.append(language)
        }
        self.offered = offered
        if let requested = requested?.lowercased(), requested != original, offered.contains(requested) {
            language = requested
        } else {
            language = nil
        }
    }

    /// The files' analyses in the chosen language. A translation with errors is reported and
    /// its original shown instead: the learner loses the lesson's translation, not the lesson.
    func analyses(of files: [(path: String, defaultId: String)], problems: inout [CourseProblem],
                  analyse: ([(path: String, defaultId: String)]) -> [LessonAnalysis]) -> [LessonAnalysis] {
        guard let language else { return analyse(files) }
        let chosen = files.map { file in
            (path: Self.existingTranslation(of: file.path, in: language) ?? file.path, defaultId: file.defaultId)
        }
        var results = analyse(chosen)
        let broken = results.indices.filter { index in
            chosen[index].path != files[index].path && results[index].problems.contains { $0.severity == .error }
        }
        for index in broken { problems += results[index].problems.filter { $0.severity == .error } }
        for (index, analysis) in zip(broken, analyse(broken.map { files[$0] })) { results[index] = analysis }
        for index in results.indices where results[index].file == files[index].path {
            results[index].lesson?.fallbackLanguage = original
        }
        return results
    }

    /// `…/03-facade.ru.md` for `…/03-facade.md`, when that file exists.
    static func existingTranslation(of path: String, in language: String) -> String? {
        guard path.hasSuffix(".md") else { return nil }
        let translated = String(path.dropLast(3)) + "." + language + ".md"
        return FileManager.default.fileExists(atPath: translated) ? translated : nil
    }
}

extension CourseLoader {
    /// The languages of the translation files in a course folder and its section folders,
    /// in the order first met.
    public static func translationLanguages(in directory: String, entries: [String]? = nil) -> [String] {
        let top = entries ?? ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var languages: [String] = []
        func note(_ names: [String]) {
            for name in names where name.hasSuffix(".md") {
                let parts = name.dropLast(3).split(separator: ".")
                guard parts.count >= 2, let tag = parts.last.map(String.init)?.lowercased(), CourseManifest.isLanguageCode(tag),
                      originalName(ofTranslation: name) != nil || name.hasPrefix("_section."), !languages.contains(tag) else { continue }
                languages.append(tag)
            }
        }
        note(top)
        for entry in top where !entry.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            note(names.sorted())
        }
        return languages
    }
}
