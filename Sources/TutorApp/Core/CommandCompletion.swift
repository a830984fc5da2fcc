import Course

/// Tab at the `:` prompt: the command, then its argument (a lesson, a live run, an exercise,
/// a review filter), completed as a shell does: one match is filled in whole; several are
/// filled to the part they share, and listed.
public enum CommandCompletion {
    public struct Result: Sendable, Equatable {
        /// The line after Tab.
        public var line: String
        /// What the word could still become, when more than one thing fits.
        public var candidates: [String]
    }

    public static func complete(_ line: String, in course: Course) -> Result {
        let endsWithSpace = line.last == " "
        var words = line.split(separator: " ").map(String.init)
        if endsWithSpace || words.isEmpty { words.append("") }
        let typed = words.removeLast()
        let options = words.isEmpty ? commandNames : arguments(after: words, in: course)
        let matches = unique(options.filter { $0.lowercased().hasPrefix(typed.lowercased()) })
        let head = words.isEmpty ? "" : words.joined(separator: " ") + " "
        switch matches.count {
        case 0:
            return Result(line: line, candidates: [])
        case 1:
            return Result(line: head + matches[0] + " ", candidates: [])
        default:
            let shared = commonPrefix(matches)
            let grown = shared.count > typed.count ? shared : typed
            return Result(line: head + grown, candidates: matches)
        }
    }

    /// Every command's names; the first of each first, so the usual name is listed first.
    static var commandNames: [String] {
        CommandParser.names.map { $0.names[0] } + CommandParser.names.flatMap { $0.names.dropFirst() }.filter { $0.count > 1 }
    }

    /// What may follow `words` (the command and any arguments typed so far).
    static func arguments(after words: [String], in course: Course) -> [String] {
        let command = words[0].hasPrefix(":") ? String(words[0].dropFirst()) : words[0]
        guard let entry = CommandParser.names.first(where: { $0.names.contains(command.lowercased()) }) else { return [] }
        let lessons = course.lessons
        switch entry.names[0] {
        case "open", "quiz":
            return words.count == 1 ? lessons.map(\.id) + lessons.flatMap(\.aliases) : []
        case "demo":
            guard words.count == 1 else { return [] }
            return LiveRuns.titles.map(\.id) + lessons.filter { $0.demo != nil }.map(\.id)
        case "exercise":
            guard words.count == 1 else { return [] }
            return course.exercises.map(\.exercise.id) + lessons.filter { !$0.exercises.isEmpty }.map(\.id)
        case "review":
            switch words.last?.lowercased() {
            case "lesson": return lessons.map(\.id)
            case "section": return course.sections.map { CourseLoader.stripNumericPrefix($0.folder) }
            case "tag": return course.tags
            default: return ["all", "lesson", "section", "tag"]
            }
        default:
            return []
        }
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    private static func commonPrefix(_ names: [String]) -> String {
        guard var prefix = names.first.map(Array.init) else { return "" }
        for name in names.dropFirst() {
            let characters = Array(name)
            var length = 0
            while length < min(prefix.count, characters.count), prefix[length] == characters[length] { length += 1 }
            prefix = Array(prefix.prefix(length))
        }
        return String(prefix)
    }
}
