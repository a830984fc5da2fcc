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

    /// Every file of the course (the course folder's and its section folders') by path.
    private let files: Set<String>

    init(requested: String?, manifest: CourseManifest, files: [String]) {
        original = manifest.originalLanguage
        var offered = manifest.languages
        for file in files {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            if let language = CourseLoader.translationLanguage(of: name), CourseManifest.isLanguageCode(language),
               !offered.contains(language) {
                offered.append(language)
            }
        }
        self.offered = offered
        self.files = Set(files)
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
        guard language != nil else { return analyse(files) }
        let chosen = files.map { file in
            (path: translation(of: file.path) ?? file.path, defaultId: file.defaultId)
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

    /// `…/03-facade.ru.md` for `…/03-facade.md` in the language chosen, when the course has it.
    func translation(of path: String) -> String? {
        guard let language, path.hasSuffix(".md") else { return nil }
        let translated = String(path.dropLast(3)) + "." + language + ".md"
        return files.contains(translated) ? translated : nil
    }
}
