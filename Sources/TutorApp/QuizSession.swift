import Foundation
import Course
import TerminalKit

/// A quiz in progress: which questions, where the learner is, and how each went.
/// It lives inside `AppState`, so the reducer drives it like everything else.
public struct QuizSession: Sendable, Hashable {
    public enum Phase: Sendable, Hashable {
        case answering
        /// The answer was checked; any key goes on.
        case feedback(correct: Bool)
        case summary
    }

    public struct Outcome: Sendable, Hashable {
        public var correct: Bool
        /// The hint was shown before answering.
        public var helped: Bool
        public var given: String
        /// The learner pressed `e` after a right answer.
        public var markedEasy = false
    }

    /// One question of the course: its lesson's index and its index in that lesson's quiz.
    public struct QuestionRef: Sendable, Hashable {
        public var lesson: Int
        public var question: Int

        public init(lesson: Int, question: Int) {
            self.lesson = lesson
            self.question = question
        }
    }

    /// A lesson's own quiz, or a self-quiz session drawn from the whole course.
    public enum Kind: Sendable, Hashable {
        case lesson(Int)
        case review
    }

    public var kind: Kind
    /// The questions in the order asked (a retry asks a subset).
    public var order: [QuestionRef]
    /// Where closing the quiz goes: the lesson, the menu, or nowhere (`pattern-tutor quiz`,
    /// where the session is the whole program).
    public var returnRoute: AppState.Route?
    public var position = 0
    public var phase = Phase.answering
    /// Chosen choices (0-based) of the current choice question.
    public var selection: Set<Int> = []
    /// The highlighted choice, which Space toggles.
    public var cursor = 0
    public var typed = LineEditor()
    public var hintShown = false
    public var outcomes: [QuestionRef: Outcome] = [:]
    public var scroll = 0
    /// When the last answer was checked, so the end screen can say "in 10 minutes".
    public var finishedAt: Date?

    public init(kind: Kind, order: [QuestionRef], returnRoute: AppState.Route?) {
        self.kind = kind
        self.order = order
        self.returnRoute = returnRoute
    }

    /// Every question of one lesson, in order.
    public init(lessonIndex: Int, questionCount: Int) {
        self.init(kind: .lesson(lessonIndex), order: (0..<questionCount).map { QuestionRef(lesson: lessonIndex, question: $0) },
                  returnRoute: .reader)
    }

    public var currentRef: QuestionRef? { position < order.count ? order[position] : nil }
    public var score: Int { order.filter { outcomes[$0]?.correct == true }.count }
    /// The questions answered wrong (a session left early has questions not answered at all).
    public var missed: [QuestionRef] { order.filter { outcomes[$0]?.correct == false } }
    public var isReview: Bool { kind == .review }

    /// The lessons behind the missed questions, each once, in course order: what to read again.
    public var lessonsToReadAgain: [Int] {
        Array(Set(missed.map(\.lesson))).sorted()
    }

    /// Whether the answer field of a typed-answer question has focus, so letters (and `:`)
    /// are typed into it.
    func isTypingAnAnswer(in lessons: [Lesson]) -> Bool {
        guard phase == .answering, let ref = currentRef, case .freeText = lessons[ref].kind else { return false }
        return true
    }

    /// The same session from its first question, asking only the missed ones.
    func retryingMissed() -> QuizSession {
        QuizSession(kind: kind, order: missed, returnRoute: returnRoute)
    }
}

extension [Lesson] {
    subscript(ref: QuizSession.QuestionRef) -> QuizQuestion { self[ref.lesson].quiz[ref.question] }
}

/// The quiz's part of the update function.
struct QuizReducer {
    let lessons: [Lesson]

    func question(_ session: QuizSession) -> QuizQuestion? {
        session.currentRef.map { lessons[$0] }
    }

    /// Handles a key; returns nil when the quiz should close.
    func key(_ key: Key, _ session: QuizSession) -> QuizSession? {
        var session = session
        switch session.phase {
        case .summary:
            switch key {
            case .character("r") where !session.missed.isEmpty:
                return session.retryingMissed()
            default:
                return nil
            }
        case .feedback:
            // The learner has just read the explanation: q and Esc leave, as they do while answering.
            if key == .character("q") || key == .escape { return nil }
            session.position += 1
            session.phase = session.position < session.order.count ? .answering : .summary
            session.selection = []
            session.cursor = 0
            session.typed = LineEditor()
            session.hintShown = false
            session.scroll = 0
            return session
        case .answering:
            guard let question = question(session) else { return nil }
            if case .freeText = question.kind { return typing(key, session, question) }
            return choosing(key, session, question)
        }
    }

    private func choosing(_ key: Key, _ session: QuizSession, _ question: QuizQuestion) -> QuizSession? {
        var session = session
        let count = question.choices.count
        let isMultiple: Bool
        if case .multipleChoice = question.kind { isMultiple = true } else { isMultiple = false }
        switch key {
        case .character(let character) where character.wholeNumberValue.map { (1...min(9, count)).contains($0) } == true:
            let index = character.wholeNumberValue! - 1
            session.cursor = index
            if isMultiple { session.selection.formSymmetricDifference([index]) } else { session.selection = [index] }
        case .character(" "):
            if isMultiple { session.selection.formSymmetricDifference([session.cursor]) } else { session.selection = [session.cursor] }
        // In a single choice the arrows move the choice itself, like radio buttons.
        case .down, .character("j"), .tab:
            session.cursor = min(count - 1, session.cursor + 1)
            if !isMultiple { session.selection = [session.cursor] }
        case .up, .character("k"), .backTab:
            session.cursor = max(0, session.cursor - 1)
            if !isMultiple { session.selection = [session.cursor] }
        case .character("h"): session.hintShown = question.hint != nil
        case .enter:
            // Nothing chosen yet: an Enter left over from the previous screen answers nothing.
            guard !session.selection.isEmpty else { return session }
            let given = session.selection.sorted().map { String($0 + 1) }.joined(separator: " ")
            return submit(question.isCorrect(choosing: session.selection), given: given, session)
        case .character("q"), .escape:
            return nil
        case .pageDown: session.scroll += 5
        case .pageUp: session.scroll = max(0, session.scroll - 5)
        default: break
        }
        return session
    }

    private func typing(_ key: Key, _ session: QuizSession, _ question: QuizQuestion) -> QuizSession? {
        var session = session
        switch key {
        case .enter:
            let answer = session.typed.string
            guard !answer.allSatisfy(\.isWhitespace) else { return session }
            return submit(question.accepts(answer), given: answer, session)
        // Letters go into the field, so the hint is on Tab for typed answers.
        case .tab: session.hintShown = question.hint != nil
        case .escape: return nil
        case .pageDown: session.scroll += 5
        case .pageUp: session.scroll = max(0, session.scroll - 5)
        default: _ = session.typed.handle(key)
        }
        return session
    }

    private func submit(_ correct: Bool, given: String, _ session: QuizSession) -> QuizSession {
        var session = session
        guard let ref = session.currentRef else { return session }
        session.outcomes[ref] = QuizSession.Outcome(correct: correct, helped: session.hintShown, given: given)
        session.phase = .feedback(correct: correct)
        session.scroll = 0
        return session
    }

    /// A typed line in plain mode: choice numbers ("2", "1 3"), text, or "hint".
    func answerLine(_ line: String, _ session: QuizSession) -> QuizSession? {
        guard let question = question(session), session.phase == .answering else { return key(.enter, session) }
        var session = session
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "hint" {
            session.hintShown = question.hint != nil
            return session
        }
        if case .freeText = question.kind {
            session.typed = LineEditor(trimmed)
            return key(.enter, session)
        }
        let numbers = trimmed.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Int($0) }
        guard !numbers.isEmpty, numbers.allSatisfy({ (1...question.choices.count).contains($0) }) else { return session }
        // One answer to a single choice: "1 2 3" there is a slip, not three guesses.
        if case .singleChoice = question.kind, Set(numbers).count > 1 { return session }
        session.selection = Set(numbers.map { $0 - 1 })
        return key(.enter, session)
    }
}
