import Foundation

/// What a class did, from its learners' progress exports (`pattern-tutor progress --export`),
/// one file per learner: per lesson, how many opened and read it and their first-try quiz
/// score; per question, how often the first try missed, most missed first, and how often a
/// learner said "I was right" after a wrong verdict (a key that may be too narrow); per
/// exercise, how many finished it.
///
/// A first try is a learner's earliest answer to a question. An answer claimed right counts
/// as right, as the app counts it; the claims column says how many were.
public struct ClassReport: Sendable, Equatable {
    /// What the course says of a lesson, when the course is at hand: names and order.
    public struct LessonInfo: Sendable, Equatable {
        public var id: String
        public var title: String
        public var pageCount: Int
        /// Each question's id and title.
        public var questions: [Named]
        public var exercises: [String]

        public init(id: String, title: String, pageCount: Int, questions: [Named], exercises: [String]) {
            self.id = id
            self.title = title
            self.pageCount = pageCount
            self.questions = questions
            self.exercises = exercises
        }
    }

    public struct Named: Sendable, Equatable {
        public var id: String
        public var title: String
        public init(_ id: String, _ title: String) {
            self.id = id
            self.title = title
        }
    }

    public struct LessonRow: Sendable, Equatable, Encodable {
        public var lesson: String
        public var title: String
        /// Learners who saw at least one of its pages.
        public var opened: Int
        /// Learners who saw every page (nil without the course, which knows how many there are).
        public var read: Int?
        public var firstTries: Int
        public var firstTriesRight: Int
        public var score: Double? { firstTries == 0 ? nil : Double(firstTriesRight) / Double(firstTries) }
    }

    public struct QuestionRow: Sendable, Equatable, Encodable {
        public var question: String
        public var lesson: String
        public var title: String
        /// Learners who answered it.
        public var answered: Int
        /// Of them, those whose first try was wrong.
        public var missedFirstTry: Int
        /// Answers a learner claimed right after a wrong verdict.
        public var claims: Int
        public var missRate: Double { answered == 0 ? 0 : Double(missedFirstTry) / Double(answered) }
    }

    public struct ExerciseRow: Sendable, Equatable, Encodable {
        public var exercise: String
        public var lesson: String
        public var tried: Int
        public var done: Int
    }

    public var course: String
    public var learners: Int
    public var lessons: [LessonRow]
    public var questions: [QuestionRow]
    public var exercises: [ExerciseRow]

    public init(course: String, exports: [ProgressStore.Snapshot], catalogue: [LessonInfo]? = nil) {
        self.course = course
        learners = exports.count
        let infos = Dictionary((catalogue ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let questionTitles = Dictionary((catalogue ?? []).flatMap(\.questions).map { ($0.id, $0.title) },
                                        uniquingKeysWith: { first, _ in first })

        var questionRows: [String: QuestionRow] = [:]
        var lessonRows: [String: LessonRow] = [:]
        func lessonRow(_ id: String) -> LessonRow {
            lessonRows[id] ?? LessonRow(lesson: id, title: infos[id]?.title ?? id, opened: 0,
                                        read: infos[id].map { _ in 0 }, firstTries: 0, firstTriesRight: 0)
        }
        for export in exports {
            let pagesByLesson = Dictionary(grouping: export.pagesSeen, by: \.lessonId).mapValues { Set($0.map(\.page)) }
            for (lesson, pages) in pagesByLesson {
                var row = lessonRow(lesson)
                row.opened += 1
                if let count = infos[lesson]?.pageCount, count > 0, pages.count >= count, row.read != nil { row.read! += 1 }
                lessonRows[lesson] = row
            }
            let byQuestion = Dictionary(grouping: export.answers, by: \.questionId)
            for (question, answers) in byQuestion {
                guard let first = answers.min(by: { $0.answeredAt < $1.answeredAt }) else { continue }
                var row = questionRows[question] ?? QuestionRow(question: question, lesson: first.lessonId,
                                                                title: questionTitles[question] ?? question,
                                                                answered: 0, missedFirstTry: 0, claims: 0)
                row.answered += 1
                if !first.correct { row.missedFirstTry += 1 }
                row.claims += answers.filter { $0.claimedRight == true }.count
                questionRows[question] = row
                var lesson = lessonRow(first.lessonId)
                lesson.firstTries += 1
                if first.correct { lesson.firstTriesRight += 1 }
                lessonRows[first.lessonId] = lesson
            }
        }
        if let catalogue {
            lessons = catalogue.map { lessonRow($0.id) } + lessonRows.keys.filter { infos[$0] == nil }.sorted().map { lessonRows[$0]! }
        } else {
            lessons = lessonRows.keys.sorted().map { lessonRows[$0]! }
        }
        questions = questionRows.values.sorted {
            ($1.missRate, $1.missedFirstTry, $0.question) < ($0.missRate, $0.missedFirstTry, $1.question)
        }
        var exerciseRows: [String: ExerciseRow] = [:]
        for export in exports {
            for (exercise, checks) in Dictionary(grouping: export.exercises ?? [], by: \.exerciseId) {
                var row = exerciseRows[exercise] ?? ExerciseRow(exercise: exercise, lesson: checks[0].lessonId, tried: 0, done: 0)
                row.tried += 1
                if checks.contains(where: \.done) { row.done += 1 }
                exerciseRows[exercise] = row
            }
        }
        let order = (catalogue ?? []).flatMap(\.exercises)
        exercises = exerciseRows.values.sorted {
            (order.firstIndex(of: $0.exercise) ?? Int.max, $0.exercise) < (order.firstIndex(of: $1.exercise) ?? Int.max, $1.exercise)
        }
    }

    // MARK: Output

    /// Three tables for a terminal, each column as wide as its widest cell (in columns, as
    /// `width` measures them).
    public func text(width: (String) -> Int = { $0.count }) -> String {
        var out = "Class report for the course '\(course)': \(learners) learner\(learners == 1 ? "" : "s")\n\n"
        out += Self.table(width, ["Lesson", "Opened", "Read", "First-try score"], lessons.map { row in
            [row.title, String(row.opened), row.read.map(String.init) ?? "-",
             row.score.map { "\(Self.percent($0)) (\(row.firstTriesRight) of \(row.firstTries))" } ?? "-"]
        })
        out += "\n" + Self.table(width, ["Question (most missed first)", "Answered", "Missed first try", "\"I was right\""],
                                 questions.map { row in
            [row.title, String(row.answered), "\(row.missedFirstTry) (\(Self.percent(row.missRate)))", String(row.claims)]
        })
        if !exercises.isEmpty {
            out += "\n" + Self.table(width, ["Exercise", "Done", "Tried"], exercises.map { [$0.exercise, String($0.done), String($0.tried)] })
        }
        return out
    }

    /// One row per lesson, question and exercise, the `kind` column saying which.
    public var csv: String {
        var rows = [["kind", "id", "lesson", "title", "learners", "opened", "read", "first_tries", "first_tries_right",
                     "missed_first_try", "miss_rate", "claims", "tried", "done"]]
        for row in lessons {
            rows.append(["lesson", row.lesson, row.lesson, row.title, String(learners), String(row.opened),
                         row.read.map(String.init) ?? "", String(row.firstTries), String(row.firstTriesRight), "", "", "", "", ""])
        }
        for row in questions {
            rows.append(["question", row.question, row.lesson, row.title, String(row.answered), "", "", "", "",
                         String(row.missedFirstTry), String(format: "%.3f", row.missRate), String(row.claims), "", ""])
        }
        for row in exercises {
            rows.append(["exercise", row.exercise, row.lesson, row.exercise, String(row.tried), "", "", "", "", "", "", "",
                         String(row.tried), String(row.done)])
        }
        return rows.map { $0.map(Self.csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    public var json: String {
        struct Document: Encodable {
            let course: String; let learners: Int
            let lessons: [LessonRow]; let questions: [QuestionRow]; let exercises: [ExerciseRow]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(course: course, learners: learners, lessons: lessons, questions: questions, exercises: exercises)
        return ((try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }

    /// Quoted when it holds a comma, a quote or a line break, as RFC 4180 says.
    static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func table(_ width: (String) -> Int, _ header: [String], _ rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { width($0[column]) }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[index] - width(cell)))
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
