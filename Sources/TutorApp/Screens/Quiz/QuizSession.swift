import Localization
import Foundation
import Course
import Patterns
import TerminalKit

/// A quiz in progress: which questions, where the learner is, and how each went. A lesson's
/// quiz and a self-quiz session are both one of these, on the same screen.
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
        /// What is saved: the typed text, or the chosen choices' words, one per line.
        public var given: String
        /// The learner pressed `e` after a right answer.
        public var markedEasy = false
        /// The numbers of the choices picked, as they were on screen (empty for a typed answer).
        public var shownNumbers: [Int] = []
        /// A typed answer accepted as a near spelling of this one.
        public var spelling: String?
        /// The learner said "I was right" after a wrong verdict.
        public var claimedRight = false
        /// A retry's answer: practice, not a review.
        public var practice = false

        public init(correct: Bool, helped: Bool, given: String, shownNumbers: [Int] = [], spelling: String? = nil,
                    practice: Bool = false) {
            self.correct = correct
            self.helped = helped
            self.given = given
            self.shownNumbers = shownNumbers
            self.spelling = spelling
            self.practice = practice
        }
    }

    /// One question of the course: its lesson's index and its index in that lesson's
    /// `questions` (the quiz's, then the checkpoints').
    public struct QuestionRef: Sendable, Hashable {
        public var lesson: Int
        public var question: Int

        public init(lesson: Int, question: Int) {
            self.lesson = lesson
            self.question = question
        }
    }

    /// A lesson's own quiz, a self-quiz session drawn from the whole course, or the question
    /// on a page asked as the learner moves on from it.
    public enum Kind: Sendable, Hashable {
        case lesson(Int)
        case review
        case checkpoint(lesson: Int, page: Int)
    }

    public var kind: Kind
    /// The questions in the order asked (a retry asks a subset).
    public var order: [QuestionRef]
    /// When the run started (milliseconds since 1970): a retry keeps it, so its answers are
    /// known as the same run's second tries.
    public var run: Int64
    /// Where the choices' order comes from: each question's order is drawn from it and its
    /// position, so laying the screen out again never reshuffles what is on show.
    public var shuffleSeed: UInt64
    /// Answering the missed ones again: practice, not reviews.
    public var isRetry = false
    /// The run's first score, kept for a retry's results.
    public var firstScore: Int?
    public var position = 0
    public var phase = Phase.answering
    /// Chosen choices of the current choice question, as shown (0-based on screen).
    public var selection: Set<Int> = []
    /// The highlighted choice, which Space toggles.
    public var cursor = 0
    public var typed = LineEditor()
    public var hintShown = false
    public var outcomes: [QuestionRef: Outcome] = [:]
    public var scroll = 0
    /// When the last answer was checked, so the end screen can say "in 10 minutes".
    public var finishedAt: Date?
    /// The question on show, as the course's content provider read it.
    public internal(set) var current: QuizQuestion.Content?
    /// The choices' order on screen: `arrangement[i]` is the file index of the choice shown
    /// as number i + 1.
    public internal(set) var arrangement: [Int] = []
    /// The screen's lines for the window, made again whenever the session or the window changes:
    /// the reducer and the view read the same layout.
    var laidOut = QuizView.Layout(lines: [])

    public init(kind: Kind, order: [QuestionRef], run: Int64 = 0, shuffleSeed: UInt64 = 0) {
        self.kind = kind
        self.order = order
        self.run = run
        self.shuffleSeed = shuffleSeed
    }

    /// Every question of one lesson's quiz, in order.
    public init(lessonIndex: Int, questionCount: Int, run: Int64 = 0, shuffleSeed: UInt64 = 0) {
        self.init(kind: .lesson(lessonIndex), order: (0..<questionCount).map { QuestionRef(lesson: lessonIndex, question: $0) },
                  run: run, shuffleSeed: shuffleSeed)
    }

    public var currentRef: QuestionRef? { position < order.count ? order[position] : nil }
    public var score: Int { order.filter { outcomes[$0]?.correct == true }.count }
    /// The questions answered wrong (a session left early has questions not answered at all).
    public var missed: [QuestionRef] { order.filter { outcomes[$0]?.correct == false } }
    public var isReview: Bool { kind == .review }
    public var isCheckpoint: Bool {
        if case .checkpoint = kind { return true }
        return false
    }

    /// The lessons behind the missed questions, each once, in course order: what to read again.
    public var lessonsToReadAgain: [Int] {
        Array(Set(missed.map(\.lesson))).sorted()
    }

    /// Whether the answer field of a typed-answer question has focus, so letters (and `:`)
    /// are typed into it.
    var isTypingAnAnswer: Bool {
        guard phase == .answering, case .freeText = current?.kind else { return false }
        return true
    }

    /// Whether `e` would mark the answer just checked as easy: right, without the hint, not
    /// yet, and a review (practice schedules nothing).
    var offersEasy: Bool {
        guard case .feedback(correct: true) = phase, let ref = currentRef, let outcome = outcomes[ref] else { return false }
        return !outcome.helped && !outcome.markedEasy && !outcome.claimedRight && !outcome.practice
    }

    /// Whether `!` ("I was right") is offered: after a wrong verdict on a typed answer, whose
    /// key may be too narrow. A choice is what it is.
    var offersClaim: Bool {
        guard case .feedback(correct: false) = phase, case .freeText? = current?.kind,
              let ref = currentRef, let outcome = outcomes[ref] else { return false }
        return !outcome.claimedRight
    }

    /// The file index of the choice shown as number `number` (1-based).
    func choiceIndex(shownAs number: Int) -> Int? {
        arrangement.indices.contains(number - 1) ? arrangement[number - 1] : nil
    }

    /// The same run from its first question, asking only the missed ones, in a new order.
    func retryingMissed() -> QuizSession {
        var retry = QuizSession(kind: kind, order: missed, run: run, shuffleSeed: QuizShuffle.mix(shuffleSeed, 0x5EED))
        retry.isRetry = true
        retry.firstScore = firstScore ?? score
        return retry
    }
}

/// The order choices are shown in: drawn anew for every question shown, with choices marked
/// fixed kept where the file has them.
enum QuizShuffle {
    static func arrangement(of choices: [QuizQuestion.Choice], seed: UInt64) -> [Int] {
        var generator = SplitMixGenerator(seed: seed)
        let movable = choices.indices.filter { !choices[$0].isFixed }
        var shuffled = movable
        shuffled.shuffle(using: &generator)
        var arrangement = Array(choices.indices)
        for (slot, index) in zip(movable, shuffled) { arrangement[slot] = index }
        return arrangement
    }

    /// A seed for one question of a session, from the session's seed and the question's place.
    static func mix(_ seed: UInt64, _ value: UInt64) -> UInt64 {
        var generator = SplitMixGenerator(seed: seed ^ (value &* 0x9E37_79B9_7F4A_7C15))
        return generator.next()
    }
}

extension [Lesson] {
    subscript(ref: QuizSession.QuestionRef) -> QuizQuestion { self[ref.lesson].question(at: ref.question) }
}

extension QuizSession: ScreenModel {
    enum Action: Sendable {
        case choose, toggle, next, previous, hint, submit, easy, claim, retry, scrollDown, scrollUp, top, bottom, reread, leave
    }

    static let keys = KeyTable<Action>([
        KeyBinding((1...9).map { .character(Character(String($0))) }, "1-9",
                   "choose that answer (toggle it, in a multiple choice); results: read that lesson again", .choose),
        KeyBinding([.character(" ")], "Space", "toggle the highlighted choice", .toggle),
        KeyBinding([.down, .character("j"), .tab], "↓ j Tab", "next choice; after an answer, scroll", .next),
        KeyBinding([.up, .character("k"), .backTab], "↑ k", "previous choice; after an answer, scroll", .previous),
        KeyBinding([.character("h")], "h", "the hint (Tab, while typing an answer)", .hint),
        KeyBinding([.enter], "Enter", "check the answer; then the next question", .submit),
        KeyBinding([.character("e")], "e", "after a right answer: it was easy", .easy),
        KeyBinding([.character("!")], "!", "after a typed answer marked wrong: I was right (it counts, rated Hard)", .claim),
        KeyBinding([.character("r")], "r", "results: answer the missed ones again", .retry),
        KeyBinding([.pageDown], "PgDn", "scroll down (wheel too)", .scrollDown),
        KeyBinding([.pageUp], "PgUp", "scroll up", .scrollUp),
        KeyBinding([.home, .character("g")], "g Home", "after an answer and on the results: the top", .top),
        KeyBinding([.end, .character("G")], "G End", "the bottom", .bottom, joinsPrevious: true),
        KeyBinding([.left, .character("p")], "p ←", "at a checkpoint: back to the page, to read it again", .reread),
        KeyBinding([.character("q"), .escape], "q Esc",
                   "leave the quiz; skip a checkpoint (while typing an answer, Esc empties it first)", .leave),
    ])

    var screen: AppScreen { .quiz(self) }

    func capturesText(_ context: ScreenContext) -> Bool { isTypingAnAnswer }

    /// Reads the question on show, puts its choices in this presentation's order, and lays
    /// the screen out for the window.
    mutating func layout(_ context: ScreenContext) {
        current = currentRef.map { context.content.content(of: context.lessons[$0]) }
        let choices = current?.choices ?? []
        arrangement = choices.isEmpty ? [] : QuizShuffle.arrangement(of: choices, seed: QuizShuffle.mix(shuffleSeed, UInt64(position)))
        laidOut = QuizView.layout(self, context.app, width: Layout.textWidth(context.size))
    }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        let action = Self.keys.action(for: key)
        switch phase {
        case .answering:
            guard let question = current else { return close(context) }
            // Letters go into a typed answer's field; ← there moves its cursor.
            if action == .reread, isCheckpoint, !isTypingAnAnswer, let ref = currentRef {
                return [.rereadPage(questionId: context.lessons[ref].id)]
            }
            let before = self
            if case .freeText = question.kind {
                guard typing(key, question) else { return close(context) }
            } else {
                if action == .submit, selection.isEmpty {
                    // An Enter left over from the previous screen answers nothing.
                    if case .multipleChoice = question.kind {
                        return [.say(localized("Choose at least one answer first: its number, or Space on the highlighted one."), .info)]
                    }
                    return [.say(localized("Choose an answer first: its number, or ↑↓ to pick one."), .info)]
                }
                guard choosing(key, action, question) else { return close(context) }
            }
            return afterStep(from: before, context)
        case .feedback:
            if action == .easy, offersEasy { return markEasy(context) }
            if action == .claim, offersClaim { return claimRight(context) }
            if let scroll = overflowScroll(action, context) {
                self.scroll = scroll
                return []
            }
            if action == .leave { return close(context) }
            let before = self
            moveOn()
            if isCheckpoint, phase == .summary { return close(context) }
            return afterStep(from: before, context)
        case .summary:
            if action == .choose, isReview, case .character(let digit) = key, let number = digit.wholeNumberValue,
               lessonsToReadAgain.indices.contains(number - 1) {
                return [.openLesson(index: lessonsToReadAgain[number - 1], page: 0)]
            }
            if let scroll = overflowScroll(action, context) {
                self.scroll = scroll
                return []
            }
            if action == .retry, !missed.isEmpty {
                self = retryingMissed()
                layout(context)
                return [.effect(.announce(.quiz))]
            }
            return close(context)
        }
    }

    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] {
        switch mouse.kind {
        case .wheelDown: scroll = min(scroll + 3, QuizView.maximumScroll(self, context.app))
        case .wheelUp: scroll = max(0, scroll - 3)
        case .click: break
        }
        return []
    }

    /// A typed line in plain mode: choice numbers ("2", "1 3"), text, "hint", "stop"; after a
    /// wrong typed answer, "right"; at a checkpoint, an empty line or "skip" skips it.
    mutating func line(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        if CommandParser.endsTheProgram(word) { return [.effect(.quit)] }
        if word == "stop" || (isCheckpoint && phase == .answering && (word.isEmpty || word == "skip")) { return close(context) }
        switch phase {
        case .summary:
            if word == "retry" || word == "r" { return key(.character("r"), context) }
            // Compared before subtracting, so no typed number can overflow.
            if isReview, let number = Int(word), number >= 1, number <= lessonsToReadAgain.count {
                return [.openLesson(index: lessonsToReadAgain[number - 1], page: 0)]
            }
            return close(context)
        case .feedback(correct: true) where word == "e" || word == "easy":
            guard offersEasy else {
                return [.say(localized("Easy is for answers given without the hint; this one stays Hard. Press Enter to go on."), .info)]
            }
            // In plain mode `easy` also goes on, as Enter would.
            return markEasy(context) + key(.enter, context)
        case .feedback(correct: false) where word == "right" || word == "!":
            guard offersClaim else {
                return [.say(localized("Only a typed answer can be claimed right; a choice is checked as it stands. Press Enter to go on."),
                             .info)]
            }
            return claimRight(context)
        case .feedback:
            return key(.enter, context)
        case .answering:
            let before = self
            guard answer(line) else {
                // The word that leaves is typed as it is, in any language; 'hint' is named only
                // for a question that has one.
                let leave = isCheckpoint ? "'skip'" : "'stop'"
                let hasHint = current?.hint != nil
                switch current?.kind {
                case .singleChoice?:
                    return [.say(hasHint ? localized("Answer with one choice number, or 'hint', or {0}.", leave)
                                         : localized("Answer with one choice number, or {0}.", leave), .error)]
                case .freeText?:
                    return [.say(hasHint ? localized("Type your answer, or 'hint', or {0}.", leave)
                                         : localized("Type your answer, or {0}.", leave), .error)]
                default:
                    return [.say(hasHint ? localized("Answer with a choice number (several for a multiple choice), or 'hint', or {0}.", leave)
                                         : localized("Answer with a choice number (several for a multiple choice), or {0}.", leave), .error)]
                }
            }
            return afterStep(from: before, context)
        }
    }

    func whereText(_ context: ScreenContext) -> String {
        let number = min(position + 1, order.count)
        switch kind {
        case .review: return localized("In the self-quiz: question {0} of {1}.", number, order.count)
        case .lesson(let index):
            return localized("In the quiz of \"{0}\": question {1} of {2}.", context.lessons[index].title, number, order.count)
        case .checkpoint(let lesson, let page):
            return localized("At the check on page {0} of \"{1}\"; Esc skips it.", page + 1, context.lessons[lesson].title)
        }
    }

    func hints(_ app: AppState) -> [String] { QuizView.hints(self, app) }
    func draw(_ app: AppState, on screen: inout Screen) { QuizView.draw(self, app, on: &screen) }
    func cursor(_ app: AppState) -> Position? { QuizView.cursor(self, app) }

    // MARK: Steps

    /// What follows a key or line that moved the session: a checked answer is saved, and a
    /// verdict is scrolled into view.
    private mutating func afterStep(from before: QuizSession, _ context: ScreenContext) -> [ScreenOutput] {
        var outputs: [ScreenOutput] = []
        layout(context)
        if before.phase == .answering, case .feedback = phase, let ref = currentRef, let outcome = outcomes[ref] {
            finishedAt = Date(timeIntervalSince1970: context.now.timeIntervalSince1970.rounded(.down))
            outputs.append(.answered(ref, outcome, kind, run: run))
            if scroll == 0, let start = laidOut.feedbackLine {
                // Show the verdict and explanation from their start when the screen is too short
                // for the whole question and them.
                scroll = min(QuizView.maximumScroll(self, context.app), max(0, start - 1))
            }
        }
        // A choice moved to, or a letter typed, below the window's edge comes into view.
        if phase == .answering, position == before.position, cursor != before.cursor || typed != before.typed,
           let scroll = QuizView.scrollShowingFocus(self, context.app) {
            self.scroll = scroll
        }
        // Plain mode prints the question again, or the verdict, or the results.
        if self != before { outputs.append(.effect(.announce(.quiz))) }
        return outputs
    }

    /// Leaving part way through a self-quiz still shows what was answered and when it comes
    /// back; a checkpoint, answered or skipped, goes on to the next page; otherwise the quiz closes.
    private mutating func close(_ context: ScreenContext) -> [ScreenOutput] {
        if isReview, phase != .summary, !outcomes.isEmpty {
            phase = .summary
            scroll = 0
            layout(context)
            return [.effect(.announce(.quiz))]
        }
        if isCheckpoint {
            return outcomes.isEmpty ? [.back, .say(localized("Skipped the question; the next page follows."), .info), .run(.next)]
                : [.back, .run(.next)]
        }
        let text = isReview ? (outcomes.isEmpty && context.app.screens.count == 1 ? localized("Self-quiz closed; nothing was answered.")
                                                                                   : localized("Self-quiz closed."))
            : localized("Quiz closed.")
        return [.say(text, .info), .back]
    }

    private mutating func markEasy(_ context: ScreenContext) -> [ScreenOutput] {
        guard let ref = currentRef else { return [] }
        outcomes[ref]?.markedEasy = true
        layout(context)
        return [.markedEasy(ref), .say(localized("Marked easy: it will come back later than it would have."), .info)]
    }

    /// "I was right": the answer counts as right, rated Hard, and the claim is kept for the instructor.
    private mutating func claimRight(_ context: ScreenContext) -> [ScreenOutput] {
        guard let ref = currentRef else { return [] }
        outcomes[ref]?.correct = true
        outcomes[ref]?.claimedRight = true
        phase = .feedback(correct: true)
        layout(context)
        return [.claimedRight(ref, kind, run: run), .effect(.announce(.quiz))]
    }

    private mutating func moveOn() {
        position += 1
        phase = position < order.count ? .answering : .summary
        selection = []
        cursor = 0
        typed = LineEditor()
        hintShown = false
        scroll = 0
    }

    /// After an answer and on the results, the arrows scroll a screen that overflows.
    private func overflowScroll(_ action: Action?, _ context: ScreenContext) -> Int? {
        let maximum = QuizView.maximumScroll(self, context.app)
        guard maximum > 0, let action else { return nil }
        let page = max(1, Layout.bodyHeight(context.size) - 1)
        let current = min(scroll, maximum)
        switch action {
        case .next: return min(maximum, current + 1)
        case .previous: return max(0, current - 1)
        case .scrollDown: return min(maximum, current + page)
        case .scrollUp: return max(0, current - page)
        case .top: return 0
        case .bottom: return maximum
        default: return nil
        }
    }

    /// A key on a choice question; false when it leaves the quiz. Numbers and the cursor are
    /// positions on screen.
    private mutating func choosing(_ key: Key, _ action: Action?, _ question: QuizQuestion.Content) -> Bool {
        let count = question.choices.count
        let isMultiple: Bool
        if case .multipleChoice = question.kind { isMultiple = true } else { isMultiple = false }
        switch action {
        case .choose:
            guard case .character(let digit) = key, let number = digit.wholeNumberValue, (1...min(9, count)).contains(number) else { break }
            cursor = number - 1
            if isMultiple { selection.formSymmetricDifference([cursor]) } else { selection = [cursor] }
        case .toggle:
            if isMultiple { selection.formSymmetricDifference([cursor]) } else { selection = [cursor] }
        // In a single choice the arrows move the choice itself, like radio buttons.
        case .next:
            cursor = min(count - 1, cursor + 1)
            if !isMultiple { selection = [cursor] }
        case .previous:
            cursor = max(0, cursor - 1)
            if !isMultiple { selection = [cursor] }
        case .hint: hintShown = question.hint != nil
        case .submit: submitChoices(question)
        case .leave: return false
        case .scrollDown: scroll += 5
        case .scrollUp: scroll = max(0, scroll - 5)
        case .easy, .claim, .retry, .top, .bottom, .reread, nil: break
        }
        return true
    }

    /// A key while the answer field has focus: letters are typed; false when it leaves.
    private mutating func typing(_ key: Key, _ question: QuizQuestion.Content) -> Bool {
        switch key {
        case .enter:
            let answer = typed.string
            if !answer.allSatisfy(\.isWhitespace) { submitTyped(answer, question) }
        // Letters go into the field, so the hint is on Tab for typed answers.
        case .tab: hintShown = question.hint != nil
        // The field has focus: Esc empties it first, and a second Esc leaves the quiz.
        case .escape where !typed.string.isEmpty: typed = LineEditor()
        case .escape: return false
        case .pageDown: scroll += 5
        case .pageUp: scroll = max(0, scroll - 5)
        default: _ = typed.handle(key)
        }
        return true
    }

    /// The choices picked on screen, checked and saved by their words.
    private mutating func submitChoices(_ question: QuizQuestion.Content) {
        let shown = selection.sorted()
        let chosen = shown.compactMap { choiceIndex(shownAs: $0 + 1) }
        let keys = chosen.sorted().map { question.choices[$0].key }
        submit(Outcome(correct: question.isCorrect(choosing: Set(chosen)), helped: hintShown, given: keys.joined(separator: "\n"),
                       shownNumbers: shown.map { $0 + 1 }, practice: isRetry))
    }

    private mutating func submitTyped(_ answer: String, _ question: QuizQuestion.Content) {
        let match = question.match(answer)
        var spelling: String?
        if case .close(let accepted)? = match { spelling = accepted }
        submit(Outcome(correct: match != nil, helped: hintShown, given: answer, spelling: spelling, practice: isRetry))
    }

    private mutating func submit(_ outcome: Outcome) {
        guard let ref = currentRef else { return }
        outcomes[ref] = outcome
        phase = .feedback(correct: outcome.correct)
        scroll = 0
    }

    /// A typed answer in plain mode: choice numbers ("2", "1 3"), text, or "hint". False when
    /// the line is not an answer to this question.
    private mutating func answer(_ line: String) -> Bool {
        guard let question = current else { return false }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "hint" {
            guard question.hint != nil, !hintShown else { return false }
            hintShown = true
            return true
        }
        if case .freeText = question.kind {
            guard !trimmed.isEmpty else { return false }
            submitTyped(trimmed, question)
            return true
        }
        let numbers = trimmed.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Int($0) }
        guard !numbers.isEmpty, numbers.allSatisfy({ (1...question.choices.count).contains($0) }) else { return false }
        // One answer to a single choice: "1 2 3" there is a slip, not three guesses.
        if case .singleChoice = question.kind, Set(numbers).count > 1 { return false }
        selection = Set(numbers.map { $0 - 1 })
        submitChoices(question)
        return true
    }
}
