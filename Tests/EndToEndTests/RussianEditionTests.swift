import Foundation
import Testing

/// The shipped course in Russian from outside: the plain REPL, the full screen under
/// LANG=ru_RU.UTF-8 (whether or not that locale is installed) and the commands' --help.
@Suite struct RussianEditionTests {
    /// Latin words that may stay on a Russian screen: command names and the app's name.
    private static func englishWords(in text: String, commands: Set<String>) -> [String] {
        // Identifiers are quoted ('next'), bracketed ([singleton]) or code.
        let unquoted = text.replacing(/'[^'\n]*'|\[[^\]]*\]|`[^`\n]*`|--?[a-z-]+|<[^>\n]*>|swift-patterns/, with: " ")
        // Names: the program and its prompt, languages as they call themselves, and the
        // patterns, principles and architectures known by their English names.
        let allowed: Set<String> = ["PatternTutor", "tutor", "English", "Swift", "Cocoa", "Touch", "Enter", "SOLID", "KISS", "DRY",
                                    "YAGNI", "GRASP", "DDD", "BDUF", "MVC", "MVP", "MVVM", "VIPER", "VIP", "Model", "View", "Controller",
                                    "Presenter", "ViewModel", "Clean", "Redux", "KVC", "KVO", "ru", "en", "ID", "NAME", "TAG"]
        return unquoted.split { !$0.isLetter }.map(String.init).filter { word in
            word.count > 1 && word.allSatisfy(\.isASCII) && !allowed.contains(word) && !commands.contains(word.lowercased())
        }
    }

    @Test func plainHelpAndLessonsSpeakRussian() throws {
        let result = try runProcess(Project.binary, ["--plain", "--lang", "ru", "--lessons", Project.shippedLessons],
                                    input: "help\nlessons\nquit\n", timeout: 120)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Команды:"))
        #expect(result.output.contains("Одиночка"))
        #expect(!result.output.contains("not translated"))
        // Command names are the words `help` lists first on each of its lines.
        let commands = Set(result.output.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("  "), let colon = trimmed.firstIndex(of: ":") else { return nil }
            return trimmed[..<colon].split(separator: " ").first.map { String($0).lowercased() }
        }).union(["help", "lessons", "open", "quit", "lang", "exercise", "review", "next", "back"])
        let english = Self.englishWords(in: result.output, commands: commands)
        #expect(english.isEmpty, "English words: \(Array(Set(english)).sorted())")
    }

    @Test func theFullScreenFollowsLangWhetherOrNotTheLocaleIsInstalled() throws {
        let session = try TmuxSession(command: "\(shellQuote(Project.binary)) --lessons \(shellQuote(Project.shippedLessons)); sleep 600",
                                      width: 80, height: 24, environment: ["LANG": "ru_RU.UTF-8", "LC_ALL": ""])
        defer { session.close() }
        try session.waitFor("Паттерны проектирования на Swift", "? справка", timeout: 60)
        // The Russian layout's ? and q: , on the same key is Б, Shift+7 is ?; й is q.
        try session.send("?")
        try session.waitFor("Клавиши")
        try session.send("Escape")
        try session.send("т")
        try session.waitFor("Урок 1/")
    }

    @Test func helpIsInRussian() throws {
        let result = try runProcess(Project.binary, ["--help"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE"), "the library's own words stay")
        #expect(result.output.contains("урок"), "\(result.output.prefix(400))")
    }
}
