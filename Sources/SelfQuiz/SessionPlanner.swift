import Foundation
import SpacedRepetition

/// A question the self-quiz may ask, with what the filters look at. The question's text is
/// deliberately absent: nothing here may depend on it.
public struct CandidateQuestion: Sendable, Hashable {
    /// The question's stable id (`QuizQuestion.id`).
    public var id: String
    /// The id of the lesson the question belongs to.
    public var lessonId: String
    /// The folder of the lesson's section (`LessonSection.folder`).
    public var section: String
    /// The lesson's tags.
    public var tags: [String]

    public init(id: String, lessonId: String, section: String, tags: [String] = []) {
        self.id = id
        self.lessonId = lessonId
        self.section = section
        self.tags = tags
    }
}

/// What the learner asked for: `pattern-tutor quiz [--count N] [--all] [--section NAME]
/// [--tag TAG] [--lesson ID]`.
public struct SessionOptions: Sendable, Hashable {
    public static let defaultCount = 20

    /// The most questions in the session (due and new together); 0 or less gives an empty one.
    public var count: Int
    /// New cards from every lesson, not only from those the learner has read.
    public var all: Bool
    /// Only questions of this section folder. Filters compare ignoring case and are exact:
    /// turning a title, a number or an alias into a folder or lesson id is the caller's job
    /// (`Course.lessonIndex(matching:)` does it for lessons).
    public var section: String?
    /// Only questions of lessons with this tag.
    public var tag: String?
    /// Only questions of this lesson id.
    public var lesson: String?

    public init(count: Int = SessionOptions.defaultCount, all: Bool = false, section: String? = nil,
                tag: String? = nil, lesson: String? = nil) {
        self.count = count
        self.all = all
        self.section = section
        self.tag = tag
        self.lesson = lesson
    }
}

/// Chooses a self-quiz session: the due cards first, oldest due first, then new cards in course
/// order, from the lessons already read unless `all` is set; the filters apply to both.
///
/// Making a planner pairs each question with its card once, so planning and counting are one
/// pass over the questions plus a sort of the due ones.
public struct SessionPlanner: Sendable {
    private struct Entry: Sendable {
        var question: CandidateQuestion
        var card: Card?
    }

    /// In course order, each id once.
    private let entries: [Entry]
    private let readLessons: Set<String>

    /// - Parameters:
    ///   - questions: every question of the course, in course order. Only these can be asked, so
    ///     cards of questions since deleted are ignored. An id listed twice counts once, where it
    ///     first appears.
    ///   - readLessons: ids of the lessons the learner has read; their never-reviewed questions
    ///     are the new cards (unless `SessionOptions.all`).
    ///   - cards: the `CardBook`'s cards.
    public init(questions: [CandidateQuestion], readLessons: Set<String>, cards: [String: Card]) {
        var seen = Set<String>()
        seen.reserveCapacity(questions.count)
        var entries: [Entry] = []
        entries.reserveCapacity(questions.count)
        for question in questions where seen.insert(question.id).inserted {
            entries.append(Entry(question: question, card: cards[question.id]))
        }
        self.entries = entries
        self.readLessons = readLessons
    }

    public init(questions: [CandidateQuestion], readLessons: Set<String>, book: CardBook) {
        self.init(questions: questions, readLessons: readLessons, cards: book.cards)
    }

    /// The session's question ids, in the order to ask them.
    ///
    /// Due cards (reviewed, due at or before `now`) come first, the most overdue first and ties
    /// by id, so the same state always gives the same session; they may come from any lesson,
    /// read or not, since the learner has met them. New cards (never reviewed) fill what `count`
    /// leaves, in course order.
    public func plan(now: Date, options: SessionOptions = SessionOptions()) -> [String] {
        guard options.count > 0 else { return [] }
        var due: [(due: Date, id: String)] = []
        var new: [String] = []
        for entry in entries where Self.admits(entry.question, options) {
            if let card = entry.card {
                if card.due <= now { due.append((card.due, entry.question.id)) }
            } else if new.count < options.count, options.all || readLessons.contains(entry.question.lessonId) {
                // New cards beyond `count` can never be asked, so they are not even collected.
                new.append(entry.question.id)
            }
        }
        due.sort { $0.due != $1.due ? $0.due < $1.due : $0.id < $1.id }
        let dueIds = due.prefix(options.count).map(\.id)
        return dueIds + new.prefix(options.count - dueIds.count)
    }

    /// How many cards are due at `now` among the questions the options select (all of them by
    /// default): the number the course menu shows. `count` and `all` do not matter here.
    public func dueCount(now: Date, options: SessionOptions = SessionOptions()) -> Int {
        var count = 0
        for entry in entries where Self.admits(entry.question, options) {
            if let card = entry.card, card.due <= now { count += 1 }
        }
        return count
    }

    /// When the first card among the questions the options select falls due after `now`, if
    /// any does: what an empty session should promise.
    public func nextDue(after now: Date, options: SessionOptions = SessionOptions()) -> Date? {
        var next: Date?
        for entry in entries where Self.admits(entry.question, options) {
            if let due = entry.card?.due, due > now, next.map({ due < $0 }) ?? true { next = due }
        }
        return next
    }

    /// How many questions the options select, with a card or not.
    public func questionCount(options: SessionOptions = SessionOptions()) -> Int {
        entries.filter { Self.admits($0.question, options) }.count
    }

    private static func admits(_ question: CandidateQuestion, _ options: SessionOptions) -> Bool {
        if let section = options.section, !sameIgnoringCase(question.section, section) { return false }
        if let lesson = options.lesson, !sameIgnoringCase(question.lessonId, lesson) { return false }
        if let tag = options.tag, !question.tags.contains(where: { sameIgnoringCase($0, tag) }) { return false }
        return true
    }

    /// Equality ignoring case, for the filters: what a learner types on the command line should
    /// not have to match the folder's or the lesson's capitalisation.
    static func sameIgnoringCase(_ first: String, _ second: String) -> Bool {
        // Ids, folders and tags are ASCII: compare bytes, folding A-Z, without making new
        // strings. Anything else takes Unicode's lowercasing.
        var firstBytes = first.utf8.makeIterator()
        var secondBytes = second.utf8.makeIterator()
        while true {
            switch (firstBytes.next(), secondBytes.next()) {
            case (nil, nil):
                return true
            case let (firstByte?, secondByte?) where firstByte < 0x80 && secondByte < 0x80:
                if asciiLowercase(firstByte) != asciiLowercase(secondByte) { return false }
            case (_?, _?):
                return first.lowercased() == second.lowercased()
            default:
                // One ended first. Lowercasing can change a non-ASCII string's length, so only
                // an all-ASCII pair is known to differ here.
                return first.utf8.allSatisfy { $0 < 0x80 } && second.utf8.allSatisfy { $0 < 0x80 }
                    ? false : first.lowercased() == second.lowercased()
            }
        }
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
