import Localization
import Course
import Foundation
import Markdown
import MarkdownRendering
import TerminalKit

/// The quiz screen's content as lines, shared by the full-screen view and plain mode.
enum QuizView {
    struct Layout: Sendable, Hashable {
        var lines: [StyledLine]
        /// The line holding the answer field of a typed-answer question, for the cursor.
        var fieldLine: Int?
        var fieldPrefixWidth = 0
        /// Where "Right" or "Not quite" starts, once an answer is checked.
        var feedbackLine: Int?
        /// The lines the learner is acting on: the highlighted choice, or the answer field.
        var focus: Range<Int>?
    }

    static let right = Style(bold: true, foreground: .green)
    static let wrong = Style(bold: true, foreground: .red)
    static let label = Style(bold: true)
    static let hintStyle = Style(foreground: .yellow)

    static func layout(_ session: QuizSession, _ state: AppState, width: Int, plain: Bool = false) -> Layout {
        let lessons = state.lessons
        let renderer = MarkdownRenderer(codeOverflow: plain ? .wrap : .truncate, decorations: plain ? .text : .drawn)
        func render(_ blocks: [Block], _ width: Int) -> [StyledLine] {
            renderer.render(MarkdownDocument(blocks: blocks), width: max(10, width))
        }
        var lines: [StyledLine] = []
        var fieldLine: Int?
        var fieldPrefixWidth = 0
        var feedbackLine: Int?
        var focus: Range<Int>?

        if session.phase == .summary {
            return Layout(lines: session.isReview ? reviewSummary(state, session, width: width, plain: plain)
                                                  : lessonSummary(lessons, session, width: width, plain: plain))
        }

        guard let index = session.currentRef, let question = session.current else { return Layout(lines: []) }
        // Plain mode's header says this already.
        if session.isCheckpoint, !plain {
            lines += TextWrapper.wrap(localized("Before the next page, a question on this one (Esc skips it):"), width: width)
                .map { StyledLine($0, style: Style(dim: true)) }
            lines.append(StyledLine())
        }
        lines += render(question.prompt, width)
        lines.append(StyledLine())

        switch question.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            let isMultiple = { if case .multipleChoice = question.kind { return true } else { return false } }()
            if isMultiple, session.phase == .answering {
                lines.append(StyledLine(plain ? localized("(several answers: type their numbers, e.g. 1 3)")
                                              : localized("(several answers: Space or a number toggles)"), style: Style(dim: true)))
            }
            // In the order drawn for this presentation: the numbers are what is on screen.
            for (shownIndex, choiceIndex) in session.arrangement.enumerated() where choices.indices.contains(choiceIndex) {
                let choice = choices[choiceIndex]
                let chosen = session.selection.contains(shownIndex)
                let mark = isMultiple ? (chosen ? "[x]" : "[ ]") : (chosen ? "(•)" : "( )")
                var markStyle = Style(bold: true)
                if case .feedback = session.phase {
                    markStyle = choice.isCorrect ? right : (chosen ? wrong : Style(dim: true))
                }
                let prefix = plain ? "\(shownIndex + 1)) " : "\(shownIndex + 1) \(mark) "
                let body = render(choice.blocks, width - DisplayWidth.of(prefix))
                let highlighted = !plain && session.phase == .answering && shownIndex == session.cursor
                if highlighted { focus = lines.count..<(lines.count + max(1, body.count)) }
                for (lineIndex, line) in body.enumerated() {
                    let lead = lineIndex == 0 ? StyledLine(prefix, style: markStyle)
                        : StyledLine(String(repeating: " ", count: DisplayWidth.of(prefix)))
                    let full = lead + line
                    lines.append(highlighted ? full.styled(over: Style(reverse: true)) : full)
                }
            }
        case .freeText(let answers):
            let prefix = localized("Your answer: ")
            if session.phase == .answering {
                if !plain {
                    fieldLine = lines.count
                    focus = lines.count..<(lines.count + 1)
                    fieldPrefixWidth = DisplayWidth.of(prefix)
                    lines.append(StyledLine(prefix, style: label) + StyledLine(session.typed.string))
                }
            } else if let outcome = session.outcomes[index] {
                lines.append(StyledLine(prefix, style: label) + StyledLine(outcome.given))
                if !outcome.correct || outcome.claimedRight, let first = answers.first {
                    lines += TextWrapper.wrap(acceptedText(first: first, others: Array(answers.dropFirst())), width: width)
                        .map { StyledLine($0, style: label) }
                }
            }
        }

        if session.hintShown, session.phase == .answering, let hint = question.hint {
            lines.append(StyledLine())
            lines.append(StyledLine(localized("Hint"), style: hintStyle.over(label)))
            lines += render(hint, width).map { $0.styled(over: hintStyle) }
        }
        if case .feedback(let correct) = session.phase {
            lines.append(StyledLine())
            feedbackLine = lines.count
            let outcome = session.outcomes[index]
            lines.append(correct ? StyledLine(localized("✓ Right."), style: right) : StyledLine(localized("✗ Not quite."), style: wrong))
            if let spelling = outcome?.spelling, outcome?.claimedRight != true {
                lines += TextWrapper.wrap(localized("Accepted as a near spelling: it is spelt \"{0}\".", spelling), width: width)
                    .map { StyledLine($0, style: label) }
            }
            if outcome?.claimedRight == true {
                lines += TextWrapper.wrap(localized("You said your answer was right: it counts, rated Hard, and the claim is kept with your answer (progress --export shows it to the course's author)."),
                                          width: width).map { StyledLine($0, style: label) }
            }
            if outcome?.markedEasy == true {
                lines.append(StyledLine(localized("Marked easy: it will come back later than it would have."), style: label))
            }
            if outcome?.practice == true {
                lines += TextWrapper.wrap(localized("A second try: practice, so it does not move the question's review schedule."),
                                          width: width).map { StyledLine($0, style: Style(dim: true)) }
            }
            // Said in words too, so the answer does not depend on seeing colours.
            let correctNumbers = session.arrangement.indices.filter {
                question.choices.indices.contains(session.arrangement[$0]) && question.choices[session.arrangement[$0]].isCorrect
            }.map { String($0 + 1) }
            if !correctNumbers.isEmpty, let outcome {
                lines.append(StyledLine(localized("Correct: {0}; you chose {1}.", correctNumbers.joined(separator: ", "),
                                                  outcome.shownNumbers.map(String.init).joined(separator: ", ")), style: label))
            }
            // The self-quiz names a question's lesson only now: before the answer it could give it away.
            if session.isReview {
                lines += TextWrapper.wrap(localized("From the lesson \"{0}\".", lessons[index.lesson].title), width: width)
                    .map { StyledLine($0, style: Style(dim: true)) }
            }
            if let explanation = question.explanation {
                lines.append(StyledLine())
                lines += render(explanation, width)
            }
            lines.append(StyledLine())
            // Right after the hint is Hard; it is not offered as Easy.
            let easy = session.offersEasy
            let claim = session.offersClaim
            let next: String
            if plain {
                let onward = session.isCheckpoint ? localized("the next page")
                    : session.position + 1 < session.order.count ? localized("the next question") : localized("the results")
                next = easy ? localized("(press Enter for {0}, or type easy if it was easy)", onward)
                    : claim ? localized("(press Enter for {0}, or type right if your answer was right)", onward)
                    : localized("(press Enter for {0})", onward)
            } else if session.isCheckpoint {
                // At a checkpoint every key goes on; elsewhere q leaves the quiz.
                next = easy ? localized("(e: it was easy · any other key: next page)")
                    : claim ? localized("(!: my answer was right · any other key: next page)") : localized("(any other key: next page)")
            } else {
                let onward = session.position + 1 < session.order.count ? localized("next question") : localized("results")
                next = easy ? localized("(e: it was easy · q: leave · any other key: {0})", onward)
                    : claim ? localized("(!: my answer was right · q: leave · any other key: {0})", onward)
                    : localized("(q: leave · any other key: {0})", onward)
            }
            lines += TextWrapper.wrap(next, width: width).map { StyledLine($0, style: Style(dim: true)) }
        }
        return Layout(lines: lines, fieldLine: fieldLine, fieldPrefixWidth: fieldPrefixWidth, feedbackLine: feedbackLine, focus: focus)
    }

    private static func lessonSummary(_ lessons: [Lesson], _ session: QuizSession, width: Int, plain: Bool) -> [StyledLine] {
        var lines: [StyledLine]
        if session.isRetry {
            lines = [StyledLine(localized("Retry: {0} of {1} right", session.score, session.order.count), style: label)]
            let practice = session.firstScore.map {
                localized("Practice: the quiz's score stays the first try's, {0} of {1}.", $0, lessons[session.order[0].lesson].quiz.count)
            } ?? localized("Practice: the quiz's score stays the first try's.")
            lines += TextWrapper.wrap(practice, width: width).map { StyledLine($0, style: Style(dim: true)) }
            lines.append(StyledLine())
        } else {
            lines = [StyledLine(localized("Score: {0} of {1}", session.score, session.order.count), style: label), StyledLine()]
        }
        let missed = session.missed
        if missed.isEmpty {
            lines.append(StyledLine(localized("Every answer right."), style: right))
        } else {
            lines.append(StyledLine(localized("Missed:"), style: label))
            for ref in missed {
                // Numbered as asked: two questions may share a title ("Which pattern is this code?").
                let number = "\(ref.question + 1). "
                let wrapped = TextWrapper.wrap(lessons[ref].title, width: width - 2 - number.count)
                lines += wrapped.enumerated().map {
                    StyledLine(($0.offset == 0 ? "• " + number : String(repeating: " ", count: 2 + number.count)) + $0.element)
                }
            }
        }
        lines.append(StyledLine())
        let next = missed.isEmpty
            ? (plain ? localized("Press Enter to go back to the lesson.") : localized("Any key goes back to the lesson."))
            : (plain ? localized("Type 'retry' to answer the missed ones again; anything else goes back to the lesson.")
                     : localized("r retries the missed ones; any other key goes back to the lesson."))
        lines += TextWrapper.wrap(next, width: width).map { StyledLine($0, style: Style(dim: true)) }
        return lines
    }

    /// The self-quiz's end screen: each question with its verdict and when it comes back, then
    /// the lessons behind the misses, numbered so one key opens them.
    private static func reviewSummary(_ state: AppState, _ session: QuizSession, width: Int, plain: Bool) -> [StyledLine] {
        let lessons = state.lessons
        let answered = session.order.filter { session.outcomes[$0] != nil }
        let wrongCount = answered.count - session.score
        let tally = session.isRetry ? localized("Retry: {0} right, {1} wrong, of {2} answered", session.score, wrongCount, answered.count)
            : localized("{0} right, {1} wrong, of {2} answered", session.score, wrongCount, answered.count)
        var lines = TextWrapper.wrap(tally, width: width).map { StyledLine($0, style: label) }
        if session.isRetry {
            let practice = localized("Practice: these answers do not move the schedule; each question comes back when its first answer said.")
            lines += TextWrapper.wrap(practice, width: width).map { StyledLine($0, style: Style(dim: true)) }
        }
        if answered.count < session.order.count {
            let notReached = session.order.count - answered.count
            lines += TextWrapper.wrap(localized(count: notReached, one: "({0} not reached: nothing was saved for them)",
                                                other: "({0} not reached: nothing was saved for them)"), width: width)
                .map { StyledLine($0, style: Style(dim: true)) }
        }
        lines.append(StyledLine())
        lines.append(StyledLine(localized("Next review of each question:"), style: label))
        let now = session.finishedAt ?? Date(timeIntervalSince1970: 0)
        for ref in answered {
            let question = lessons[ref]
            let correct = session.outcomes[ref]?.correct == true
            let mark = correct ? StyledLine("✓ ", style: right) : StyledLine("✗ ", style: wrong)
            let due = state.progress.cards[question.id].map { DueText.relative($0.due, from: now, calendar: state.calendar) }
                ?? localized("not saved")
            let tail = " · " + due
            // The lesson too: several lessons ask "Which pattern is this code?".
            let lesson = lessons[ref.lesson].title
            if plain {
                lines += TextWrapper.wrap("\(question.title) (\(lesson))\(tail)", width: width - 2).enumerated().map {
                    $0.offset == 0 ? mark + StyledLine($0.element) : StyledLine("  " + $0.element)
                }
            } else {
                lines.append(mark + reviewLine(question.title, lesson: lesson, width: max(8, width - 2 - DisplayWidth.of(tail)))
                             + StyledLine(tail, style: Style(dim: true)))
            }
        }
        let readAgain = session.lessonsToReadAgain
        lines.append(StyledLine())
        if readAgain.isEmpty {
            lines.append(StyledLine(localized("Every answer right: nothing to read again."), style: right))
        } else {
            lines.append(StyledLine(localized("Read again:"), style: label))
            for (number, lessonIndex) in readAgain.enumerated() {
                let lesson = lessons[lessonIndex]
                let misses = session.missed.filter { $0.lesson == lessonIndex }.count
                let text = localized(count: misses, one: "{1} (lesson {2}, {3}), {0} missed", other: "{1} (lesson {2}, {3}), {0} missed",
                                     lesson.title, lessonIndex + 1, lesson.id)
                // Keys reach 9; typed numbers in plain mode go on.
                let key = number < 9 || plain ? "\(number + 1)" : " "
                lines += TextWrapper.wrap(text, width: width - 4).enumerated().map {
                    StyledLine($0.offset == 0 ? key + ") " : "   ", style: label) + StyledLine($0.element)
                }
            }
        }
        lines.append(StyledLine())
        // The lessons to read again are those of the missed questions: both are there, or neither.
        let ends = state.screens.count == 1
        let sentence: String
        if readAgain.isEmpty {
            sentence = plain ? (ends ? localized("Anything ends the session.") : localized("Anything goes back."))
                : (ends ? localized("Any key ends the session.") : localized("Any key goes back."))
        } else if plain {
            sentence = ends
                ? localized("Type a number to open that lesson; 'retry' answers the missed ones again; anything else ends the session.")
                : localized("Type a number to open that lesson; 'retry' answers the missed ones again; anything else goes back.")
        } else {
            sentence = ends ? localized("A number opens that lesson; r retries the missed ones; any other key ends the session.")
                : localized("A number opens that lesson; r retries the missed ones; any other key goes back.")
        }
        lines += TextWrapper.wrap(sentence, width: width).map { StyledLine($0, style: Style(dim: true)) }
        return lines
    }

    /// A question's title and, dimmed, its lesson, in `width` columns: the lesson is cut first,
    /// then the title, which matters more.
    private static func reviewLine(_ title: String, lesson: String, width: Int) -> StyledLine {
        let titleWidth = DisplayWidth.of(title)
        let whole = " (\(lesson))"
        if titleWidth + DisplayWidth.of(whole) <= width {
            return StyledLine(title) + StyledLine(whole, style: Style(dim: true))
        }
        // Room for at least a few letters of the lesson: " (Patt…)".
        if titleWidth + 7 <= width {
            let cut = TerminalText.truncated(lesson, toWidth: width - titleWidth - 3)
            return StyledLine(title) + StyledLine(" (\(cut))", style: Style(dim: true))
        }
        return StyledLine(TerminalText.truncated(title, toWidth: width))
    }

    /// "Answer: Observer (also accepted: observer pattern, publish-subscribe)": the
    /// answer, and a few of the other spellings, not the whole list the lesson accepts.
    static func acceptedText(first: String, others: [String]) -> String {
        // Spellings that differ only in case or punctuation are one answer.
        var seen: Set<String> = [QuizQuestion.normalizedAnswer(first)]
        let distinct = others.filter { seen.insert(QuizQuestion.normalizedAnswer($0)).inserted }
        let shown = distinct.prefix(3)
        guard !shown.isEmpty else { return localized("Answer: {0}", first) }
        return localized("Answer: {0} (also accepted: {1})", first, shown.joined(separator: ", ") + (distinct.count > 3 ? ", …" : ""))
    }

    /// The scroll that keeps what the learner acts on in view (a choice moved to with ↑↓, the
    /// field being typed into), moving as little as possible from where it is.
    static func scrollShowingFocus(_ session: QuizSession, _ state: AppState) -> Int? {
        let layout = session.laidOut
        guard let focus = layout.focus else { return nil }
        let height = TutorApp.Layout.bodyHeight(state.size)
        var scroll = min(session.scroll, max(0, layout.lines.count - height))
        if focus.upperBound > scroll + height { scroll = focus.upperBound - height }
        if focus.lowerBound < scroll { scroll = focus.lowerBound }
        return max(0, scroll)
    }

    /// How far the quiz screen can scroll at this window size.
    static func maximumScroll(_ session: QuizSession, _ state: AppState) -> Int {
        max(0, session.laidOut.lines.count - TutorApp.Layout.bodyHeight(state.size))
    }

    static func draw(_ session: QuizSession, _ state: AppState, on screen: inout Screen) {
        let right: String
        if case .checkpoint(_, let page) = session.kind {
            right = localized("page {0}", page + 1)
        } else {
            // A retry is practice, and says so before the first answer too.
            right = session.phase == .summary ? localized("results")
                : session.isRetry ? localized("practice {0}/{1}", session.position + 1, session.order.count)
                : localized("question {0}/{1}", session.position + 1, session.order.count)
        }
        AppView.drawTitleBar(left: title(state, session), right: right, on: &screen)
        let layout = session.laidOut
        let height = TutorApp.Layout.bodyHeight(state.size)
        let scroll = min(session.scroll, max(0, layout.lines.count - height))
        for (offset, line) in layout.lines.dropFirst(scroll).prefix(height).enumerated() {
            screen.put(line, x: TutorApp.Layout.leftMargin, y: 1 + offset, maxWidth: state.size.width - TutorApp.Layout.leftMargin)
        }
    }

    /// Where the cursor goes while a typed answer is being written.
    static func cursor(_ session: QuizSession, _ state: AppState) -> Position? {
        guard session.phase == .answering else { return nil }
        let layout = session.laidOut
        guard let line = layout.fieldLine else { return nil }
        let scroll = min(session.scroll, max(0, layout.lines.count - TutorApp.Layout.bodyHeight(state.size)))
        let y = 1 + line - scroll
        guard y >= 1, y <= TutorApp.Layout.bodyHeight(state.size) else { return nil }
        return Position(x: min(state.size.width - 1, TutorApp.Layout.leftMargin + layout.fieldPrefixWidth + session.typed.cursorColumn), y: y)
    }

    /// "Quiz · Singleton" for a lesson's quiz; "Check · Singleton" for a page's checkpoint;
    /// "Self-quiz · Observer" names the lesson a question comes from once it is answered
    /// (before, "Which pattern is this code?" under "Observer" would be no question).
    static func title(_ state: AppState, _ session: QuizSession) -> String {
        switch session.kind {
        case .lesson(let index): return localized("Quiz · {0}", state.lessons[index].title)
        case .checkpoint(let lesson, _): return localized("Check · {0}", state.lessons[lesson].title)
        case .review:
            guard case .feedback = session.phase, let ref = session.currentRef else { return localized("Self-quiz") }
            return localized("Self-quiz · {0}", state.lessons[ref.lesson].title)
        }
    }

    static func hints(_ session: QuizSession, _ state: AppState) -> [String] {
        switch session.phase {
        case .summary where session.isReview:
            let scroll = maximumScroll(session, state) > 0 ? localized("↑↓ scroll") + "  " : ""
            let retry = session.missed.isEmpty ? "" : localized("r retry missed") + "  "
            let open = session.lessonsToReadAgain.isEmpty ? "" : localized("1-9 read again") + "  "
            let ends = state.screens.count == 1
            let leave = ends ? localized("q ends") : localized("q back")
            let any = scroll.isEmpty && retry.isEmpty && open.isEmpty ? (ends ? localized("any key ends") : localized("any key back"))
                : (ends ? localized("any other key ends") : localized("any other key back"))
            let shortOpen = open.isEmpty ? "" : localized("1-9 open") + "  "
            let shortRetry = retry.isEmpty ? "" : localized("r retry") + "  "
            // Shorter and shorter, always keeping the scroll keys when the list runs off screen.
            return [scroll + open + retry + any, scroll + shortOpen + shortRetry + leave, scroll + leave]
        case .summary:
            return session.missed.isEmpty ? [localized("any key back")]
                : [localized("r retry missed  any key back"), localized("any key back")]
        case .feedback:
            let scroll = maximumScroll(session, state) > 0 ? localized("↑↓ scroll") + "  " : ""
            let easy = session.offersEasy ? localized("e easy") + "  " : session.offersClaim ? localized("! I was right") + "  " : ""
            if session.isCheckpoint {
                return [scroll + easy + localized("any other key: next page"), scroll + easy + localized("any key: on")]
            }
            let onward = session.position + 1 < session.order.count ? localized("q leave  any other key: next")
                : localized("q leave  any other key: results")
            return [scroll + easy + onward, scroll + easy + localized("q leave"), scroll + localized("q leave")]
        case .answering:
            let scroll = maximumScroll(session, state) > 0 ? localized("PgUp/PgDn scroll") + "  " : ""
            guard let content = session.current else { return [localized("q leave")] }
            let escape = session.isCheckpoint ? localized("Esc skip") : localized("Esc leave")
            let leave = session.isCheckpoint ? localized("q skip") : localized("q leave")
            // The hint key is named only for a question that has a hint.
            var hint = ""
            if content.hint != nil {
                if case .freeText = content.kind { hint = localized("Tab hint") + "  " } else { hint = localized("h hint") + "  " }
            }
            switch content.kind {
            case .freeText:
                return [localized("type the answer  Enter submit  {0}{1}{2}", hint, scroll, escape),
                        localized("Enter submit  {0}{1}", hint, escape), localized("Enter submit  {0}", escape)]
            case .singleChoice:
                return [localized("1-9 or ↑↓ choose  Enter submit  {0}{1}{2}", hint, scroll, leave),
                        localized("↑↓ choose  Enter submit  {0}{1}", hint, leave), localized("Enter submit  {0}", leave)]
            case .multipleChoice:
                return [localized("1-9 or Space toggle  ↑↓ move  Enter submit  {0}{1}{2}", hint, scroll, leave),
                        localized("Space toggle  Enter submit  {0}{1}", hint, leave), localized("Enter submit  {0}", leave)]
            }
        }
    }
}
