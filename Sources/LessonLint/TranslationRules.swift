import Course

/// A translation is the same lesson in other words: the learner's progress, the app's live run
/// and the exercise checks are shared between the two, so everything they key on must match
/// the original. Each difference is an error at its line in the translation.
enum TranslationRules {
    static func problems(_ translation: LessonAnalysis, original: LessonAnalysis) -> [CourseProblem] {
        guard let translated = translation.lesson, let lesson = original.lesson else { return [] }
        let file = translation.file
        let originalName = original.file.split(separator: "/").last.map(String.init) ?? original.file
        var problems: [CourseProblem] = []
        func error(_ line: Int, _ message: String) {
            problems.append(CourseProblem(file: file, line: line, rule: .translation, message: message))
        }
        if translated.id != lesson.id {
            error(translation.keyLines["id"] ?? 1, "id '\(translated.id)' differs from the original's '\(lesson.id)' (\(originalName)); "
                  + "a translation keeps its original's id, which keys the learner's progress")
        }
        if translated.demo != lesson.demo {
            let expected = lesson.demo.map { "'demo: \($0)'" } ?? "no demo"
            error(translation.keyLines["demo"] ?? 1, "\(translated.demo.map { "demo '\($0)'" } ?? "no demo") here, but the original has \(expected)")
        }
        if translated.pages.count != lesson.pages.count {
            let line = translated.pages.dropFirst(lesson.pages.count).first?.line ?? translated.pages.last?.line ?? 1
            error(line, "\(translated.pages.count) page\(translated.pages.count == 1 ? "" : "s"), but the original has "
                  + "\(lesson.pages.count): a translation's pages follow its original's, one for one")
        }
        problems += questionProblems(translation, original: original, originalName: originalName)
        problems += exerciseProblems(translation, original: original)
        return problems
    }

    /// Same question ids, each with as many choices and the same correct ones.
    private static func questionProblems(_ translation: LessonAnalysis, original: LessonAnalysis,
                                         originalName: String) -> [CourseProblem] {
        let translated = translation.lesson?.questions ?? []
        let questions = original.lesson?.questions ?? []
        var problems: [CourseProblem] = []
        let translatedIds = Set(translated.map(\.id))
        for (index, question) in translated.enumerated() {
            guard let match = questions.firstIndex(where: { $0.id == question.id }) else {
                problems.append(CourseProblem(file: translation.file, line: question.line, rule: .translation,
                                              message: "question id '\(question.id)' is not one of the original's (\(originalName)); "
                                                  + "a translation keeps each question's id, which keys the learner's answers"))
                continue
            }
            guard translation.questionContents.indices.contains(index), original.questionContents.indices.contains(match) else { continue }
            if let difference = difference(translation.questionContents[index].kind, original.questionContents[match].kind) {
                problems.append(CourseProblem(file: translation.file, line: question.line, rule: .translation,
                                              message: "question '\(question.id)' \(difference)"))
            }
        }
        for question in questions where !translatedIds.contains(question.id) {
            let line = translated.last?.line ?? translation.lesson?.pages.last?.line ?? 1
            problems.append(CourseProblem(file: translation.file, line: line, rule: .translation,
                                          message: "the original's question '\(question.id)' (\(originalName):\(question.line)) is not translated"))
        }
        return problems
    }

    /// What differs between a translated question's answers and its original's, if anything.
    private static func difference(_ translated: QuizQuestion.Kind, _ original: QuizQuestion.Kind) -> String? {
        func choices(_ kind: QuizQuestion.Kind) -> [QuizQuestion.Choice]? {
            switch kind {
            case .singleChoice(let choices), .multipleChoice(let choices): return choices
            case .freeText: return nil
            }
        }
        switch (choices(translated), choices(original)) {
        case (nil, nil):
            return nil
        case (nil, .some):
            return "takes a typed answer here, but the original has choices"
        case (.some, nil):
            return "has choices here, but the original takes a typed answer"
        case (.some(let mine), .some(let theirs)):
            if mine.count != theirs.count {
                return "has \(mine.count) choices, but the original has \(theirs.count)"
            }
            let correct = mine.indices.filter { mine[$0].isCorrect }
            let expected = theirs.indices.filter { theirs[$0].isCorrect }
            guard correct != expected else { return nil }
            return "marks \(numbers(correct)) correct, but the original marks \(numbers(expected)): "
                + "a translation keeps its choices in the original's order"
        }
    }

    private static func numbers(_ indices: [Int]) -> String {
        let list = indices.map { String($0 + 1) }
        return (list.count == 1 ? "choice " : "choices ") + (list.isEmpty ? "none" : list.joined(separator: ", "))
    }

    /// Same exercises: the learner's file and its checks are the original's, which the
    /// translation's task and hints are read with.
    private static func exerciseProblems(_ translation: LessonAnalysis, original: LessonAnalysis) -> [CourseProblem] {
        let translated = translation.lesson?.exercises ?? []
        let exercises = original.lesson?.exercises ?? []
        var problems: [CourseProblem] = []
        for exercise in translated where !exercises.contains(where: { $0.id == exercise.id }) {
            problems.append(CourseProblem(file: translation.file, line: exercise.line, rule: .translation,
                                          message: "exercise '\(exercise.id)' is not one of the original's; a translation keeps its exercises' ids"))
        }
        for exercise in exercises where !translated.contains(where: { $0.id == exercise.id }) {
            problems.append(CourseProblem(file: translation.file, line: translated.last?.line ?? 1, rule: .translation,
                                          message: "the original's exercise '\(exercise.id)' is not translated"))
        }
        return problems
    }
}
