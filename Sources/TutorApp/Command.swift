import Localization
import Course
import Foundation
import TextMatching

/// What a learner can type, at the `:` prompt or in plain mode. One parser serves both.
public enum Command: Sendable, Hashable {
    case help
    case lessons
    case open(String)
    case next
    case back
    case page(Int)
    case where_
    case reload
    /// A lesson's quiz: the named one, or the one being read (or highlighted).
    case quiz(String?)
    /// A live run: the named one, or the one of the lesson being read.
    case demo(String?)
    /// An exercise: the named one (or a lesson's first), else the lesson's own, else the first not done.
    case exercise(String?)
    /// The shape game, the case study's worked example.
    case game
    /// A self-quiz session across the course: due cards first, then new ones.
    case review(ReviewRequest)
    /// The self-quiz statistics: cards by state, retention, reviews per day, the forecast.
    case stats
    /// Every page of the course with these words, as a list to open them from.
    case search(String)
    /// Every pattern with its intent, family and live run.
    case cheatSheet
    /// Every live run, with the lessons that teach it.
    case liveRuns
    /// The files the course skips, each problem at its file and line.
    case problems
    /// Follow link number N of the page on show.
    case go(Int)
    /// Show the course in another language (`lang ru`), or say which it offers.
    case language(String?)
    /// A section's introduction: the named section's, or the one being read.
    case introduction(String?)
    case quit
}

/// What a self-quiz session was asked for, as typed (`review all 10 section behavioral`,
/// or `pattern-tutor quiz --all --count 10 --section behavioral`). Names are resolved against
/// the course when the session starts, so a typo is reported then, with suggestions.
public struct ReviewRequest: Sendable, Hashable {
    public var count: Int?
    public var all = false
    public var section: String?
    public var tag: String?
    public var lesson: String?

    public init(count: Int? = nil, all: Bool = false, section: String? = nil, tag: String? = nil, lesson: String? = nil) {
        self.count = count
        self.all = all
        self.section = section
        self.tag = tag
        self.lesson = lesson
    }

    /// `all`, a count, and `lesson ID`, `section NAME`, `tag TAG` in any order.
    static func parse(_ words: [String]) -> Result<ReviewRequest, CommandError> {
        var request = ReviewRequest()
        var rest = words[...]
        while let word = rest.popFirst() {
            let key = word.lowercased()
            if key == "all" {
                request.all = true
            } else if let number = Int(word) {
                guard number > 0 else { return .failure(CommandError(description: localized("A session has at least one question."))) }
                request.count = number
            } else if ["lesson", "section", "tag"].contains(key) {
                guard let value = rest.popFirst() else {
                    let example = key == "tag" ? "concurrency" : key == "section" ? "behavioral" : "observer"
                    return .failure(CommandError(description: localized("'{0}' needs a name after it, e.g. 'review {0} {1}'.",
                                                                        key, example)))
                }
                switch key {
                case "lesson": request.lesson = value
                case "section": request.section = value
                default: request.tag = value
                }
            } else {
                return .failure(CommandError(description: localized(
                    "review takes: all, a number of questions, lesson ID, section NAME, tag TAG; not '{0}'.", word)))
            }
        }
        return .success(request)
    }
}

public struct CommandError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String
}

public enum CommandParser {
    /// Every command with its aliases; the first name is the one shown in help and hints.
    static let names: [(names: [String], usage: String, summary: String)] = [
        (["help", "h", "?"], "help", "list the commands"),
        (["lessons", "list", "ls", "menu"], "lessons", "list every lesson with its number"),
        (["cheatsheet", "cheat", "cs"], "cheatsheet", "every pattern: its intent, family and live run"),
        (["problems", "skipped"], "problems", "the lesson files the course skips, and why, at file:line"),
        (["open", "o"], "open <id|number>", "open a lesson"),
        (["next", "n"], "next", "next page, as an empty line does (into the next lesson at the end)"),
        (["back", "b", "prev", "previous"], "back", "previous page; after 'go', the page the link was on"),
        (["go", "follow"], "go <n>", "follow the page's link n ([n] in the text)"),
        (["intro", "introduction"], "intro [section]", "the introduction of this (or that) section"),
        (["page", "pg"], "page <n>", "go to page n of this lesson"),
        (["where", "w"], "where", "say which lesson and page you are on"),
        (["quiz"], "quiz [id|number]", "take this (or that) lesson's quiz"),
        (["demo", "d", "run"], "demo [id]", "open this lesson's live run (or the named one)"),
        (["demos", "runs", "live-runs"], "demos", "list every live run and the lessons that teach it"),
        (["exercise", "ex", "x"], "exercise [id]", "write this lesson's exercise (or the named one, or the next not done)"),
        (["game", "play"], "game", "play the shape game (the case study)"),
        (["review", "self-quiz", "selfquiz"], "review [all] [n] [lesson|section|tag NAME]",
         "self-quiz: the questions due for review, then new ones"),
        (["stats", "statistics"], "stats", "your reviews: cards by state, retention, forecast"),
        (["search", "find", "/"], "search <words>", "every page with these words (on screen: /words, then ] [)"),
        (["lang", "language"], "lang [code]", "show the course in another language (lang ru), or list its languages"),
        (["reload", "r"], "reload", "read the lessons folder again (for instructors)"),
        (["quit", "q", "exit"], "quit", "leave PatternTutor"),
    ]

    public static func parse(_ line: String) -> Result<Command, CommandError> {
        // A leading ':' is accepted everywhere, so ':q' works in plain mode as on screen.
        var text = Substring(line)
        while text.first?.isWhitespace == true { text.removeFirst() }
        if text.first == ":" { text.removeFirst() }
        // `/words` searches, as on screen.
        if text.first == "/" {
            let words = text.dropFirst().trimmingCharacters(in: .whitespaces)
            return words.isEmpty
                ? .failure(CommandError(description: localized("Type the words to find after '/', e.g. '/shared instance'.")))
                : .success(.search(words))
        }
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let typed = words.first else {
            return .failure(CommandError(description: localized("Type a command, or 'help' for the list.")))
        }
        let argument = words.dropFirst().joined(separator: " ")
        guard let entry = names.first(where: { $0.names.contains(typed.lowercased()) }) else {
            return .failure(unknown(typed))
        }
        let name = entry.names[0]
        if !["open", "page", "quiz", "demo", "review", "exercise", "search", "go", "lang", "intro"].contains(name), !argument.isEmpty {
            return .failure(CommandError(description: localized("'{0}' takes nothing after it; try just '{0}'.", name)))
        }
        switch name {
        case "help": return .success(.help)
        case "lessons": return .success(.lessons)
        case "open":
            guard !argument.isEmpty else {
                return .failure(CommandError(description:
                    localized("open needs a lesson id or number, e.g. 'open 2' or 'open singleton'.")))
            }
            return .success(.open(argument))
        case "next": return .success(.next)
        case "back": return .success(.back)
        case "page":
            guard let number = Int(argument) else {
                return .failure(CommandError(description: localized("page needs a page number, e.g. 'page 2'.")))
            }
            guard number > 0 else { return .failure(CommandError(description: localized("Pages are numbered from 1."))) }
            return .success(.page(number))
        case "where": return .success(.where_)
        case "reload": return .success(.reload)
        case "quiz": return .success(.quiz(argument.isEmpty ? nil : argument))
        case "demo": return .success(.demo(argument.isEmpty ? nil : argument))
        case "exercise": return .success(.exercise(argument.isEmpty ? nil : argument))
        case "game": return .success(.game)
        case "review": return ReviewRequest.parse(Array(words.dropFirst())).map(Command.review)
        case "stats": return .success(.stats)
        case "search":
            guard !argument.isEmpty else {
                return .failure(CommandError(description: localized("search needs words to find, e.g. 'search shared instance'.")))
            }
            return .success(.search(argument))
        case "cheatsheet": return .success(.cheatSheet)
        case "problems": return .success(.problems)
        case "demos": return .success(.liveRuns)
        case "go":
            guard let number = Int(argument), number > 0 else {
                return .failure(CommandError(description: localized("go needs a link's number, e.g. 'go 2' for the link marked [2].")))
            }
            return .success(.go(number))
        case "lang": return .success(.language(argument.isEmpty ? nil : argument))
        case "intro": return .success(.introduction(argument.isEmpty ? nil : argument))
        default: return .success(.quit)
        }
    }

    /// Whether `line` ends the program on any screen: `quit`, or `:quit`, `:q` or `:exit`.
    /// (A screen's own words stay its own: `exit` leaves a live run, `q` ends the game.)
    public static func endsTheProgram(_ line: String) -> Bool {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        return word == "quit" || [":quit", ":q", ":exit"].contains(word)
    }

    private static func unknown(_ word: String) -> CommandError {
        let primary = names.map { $0.names[0] }
        let close = EditDistance.closest(to: word.lowercased(), among: primary, limit: 3)
        let shown = word.count > 20 ? String(word.prefix(20)) + "…" : word
        return CommandError(description: close.isEmpty ? localized("Unknown command '{0}'. Type 'help' for the list.", shown)
            : localized("Unknown command '{0}'. Did you mean: {1}? Type 'help' for the list.", shown, close.joined(separator: ", ")))
    }

    /// All commands on one line, for the help overlay.
    public static var commandSummary: String {
        // No-break spaces keep "page <n>" together when the line wraps.
        names.map { $0.usage.replacingOccurrences(of: " ", with: "\u{00A0}") }.joined(separator: " · ")
    }

    /// Lines for `help`, aligned.
    public static var helpLines: [String] {
        let width = names.map(\.usage.count).max() ?? 0
        return names.map { entry in
            entry.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + localized(entry.summary)
        }
    }
}
