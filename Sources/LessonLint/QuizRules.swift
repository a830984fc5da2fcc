import Course
import Foundation
import Markdown

/// Rules about what a question shows before it is answered: nothing that gives the answer
/// away, and choices that still make sense in any order, since the app shuffles them.
enum QuizRules {
    static func problems(_ analysis: LessonAnalysis) -> [CourseProblem] {
        guard let lesson = analysis.lesson else { return [] }
        let questions = lesson.questions
        // What analysing parsed, so the file is not read again; else read from it.
        let contents = analysis.questionContents.count == questions.count ? analysis.questionContents
            : questions.map(LessonContent().content(of:))
        return zip(questions, contents).flatMap { question, shown -> [CourseProblem] in
            giveaway(question, shown, file: analysis.file) + unfixedRelativeChoices(question, shown, file: analysis.file)
        }
    }

    /// A question whose title or prompt holds the text of its own correct choice or typed
    /// answer is answered by reading it ("Which pattern is `SingletonSettings`?").
    static func giveaway(_ question: QuizQuestion, _ content: QuizQuestion.Content, file: String) -> [CourseProblem] {
        // A program's string literals are its data: "What does this print?" shows them by design.
        let prompt = content.prompt.dropFirst().map { block -> String in
            if case .codeBlock(_, let code) = block.kind { return withoutStringLiterals(code) }
            return [block].plainText
        }
        let promptWords = words(in: question.title + "\n" + prompt.joined(separator: "\n"))
        func isShown(_ answer: String) -> Bool {
            let answerWords = words(in: answer)
            return !answerWords.isEmpty && answerWords.joined().count >= 3 && promptWords.containsRun(answerWords)
        }
        let given: String?
        switch content.kind {
        case .freeText(let accepted):
            given = accepted.first(where: isShown)
        case .singleChoice(let choices), .multipleChoice(let choices):
            // A choice named in the prompt gives nothing away when a wrong one is named too
            // ("`Chat.TextCell` or `TextCell`?").
            given = choices.contains { !$0.isCorrect && isShown(name(of: $0)) } ? nil
                : choices.filter(\.isCorrect).map(\.text).first(where: isShown)
        }
        guard let given else { return [] }
        return [CourseProblem(file: file, line: question.line, severity: .warning, rule: .quizGiveaway,
                              message: "question '\(question.title)' gives its answer away: its title or prompt says '\(given)'")]
    }

    /// What a choice names: the code it starts with ("`flatMap` is right here" names `flatMap`),
    /// else all its words.
    static func name(of choice: QuizQuestion.Choice) -> String {
        if case .paragraph(let inlines)? = choice.blocks.first?.kind, case .code(let code)? = inlines.first { return code }
        return choice.text
    }

    /// Code with the text between double quotes on each line taken out.
    static func withoutStringLiterals(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset.isMultiple(of: 2) }
                .map(\.element).joined(separator: "\"\"")
        }.joined(separator: "\n")
    }

    /// "All of the above" means nothing once the choices are shuffled, unless it keeps its place.
    static func unfixedRelativeChoices(_ question: QuizQuestion, _ content: QuizQuestion.Content, file: String) -> [CourseProblem] {
        content.choices.filter { !$0.isFixed && refersToOtherChoices($0.text) }.map {
            CourseProblem(file: file, line: question.line, severity: .warning, rule: .quizChoiceOrder,
                          message: "choice '\($0.key)' of '\(question.title)' refers to the other choices, which are shown shuffled: end its line with <!-- fixed --> to keep it in place")
        }
    }

    /// Word by word rather than by substring search: lint asks this of every choice in the
    /// course, and Foundation's search was a quarter of lint's time on a large course.
    static func refersToOtherChoices(_ text: String) -> Bool {
        let words = words(in: text)
        let quantities: Set = ["all", "none", "both", "neither", "any", "either"]
        let places = ["the above", "above", "the below", "these", "the others", "the other choices", "the other answers", "the options"]
        for index in words.indices {
            if words[index...].starts(with: ["all", "the", "above"]) { return true }
            guard index + 1 < words.count, words[index + 1] == "of", quantities.contains(words[index]) else { continue }
            let rest = words[(index + 2)...].prefix(3).joined(separator: " ")
            if places.contains(where: { rest == $0 || rest.hasPrefix($0 + " ") }) { return true }
        }
        return false
    }

    /// Lower-case words, with identifiers cut where their case changes (`SingletonSettings`
    /// is "singleton settings"), so an answer shows through a type's name too.
    /// Read scalar by scalar with an ASCII fast path: lint splits every question and choice of
    /// a course, and `Character`'s Unicode properties were a fifth of its time.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousIsLowercase = false
        func endWord() {
            guard !current.isEmpty else { return }
            words.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            let kind = WordScalar(scalar)
            if kind == .separator || (previousIsLowercase && kind == .uppercase) { endWord() }
            previousIsLowercase = kind == .lowercase
            switch kind {
            case .separator: continue
            case .uppercase where scalar.isASCII: current.append(UInt8(scalar.value) + 32)
            case .uppercase: current.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            default: current.append(contentsOf: String(scalar).utf8)
            }
        }
        endWord()
        return words
    }
}

/// How a scalar takes part in a word.
enum WordScalar: Equatable {
    case uppercase, lowercase, other, separator

    init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x41...0x5A: self = .uppercase
        case 0x61...0x7A: self = .lowercase
        case 0x30...0x39: self = .other
        case 0..<0x80: self = .separator
        default:
            let properties = scalar.properties
            if properties.isUppercase { self = .uppercase }
            else if properties.isLowercase { self = .lowercase }
            else if properties.isAlphabetic || properties.numericType != nil { self = .other }
            // A combining accent belongs to the letter before it.
            else if [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory) { self = .other }
            else { self = .separator }
        }
    }
}

extension Array where Element == String {
    /// Whether `run` appears here as consecutive elements.
    func containsRun(_ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= count else { return false }
        return (0...(count - run.count)).contains { start in self[start..<(start + run.count)].elementsEqual(run) }
    }
}
