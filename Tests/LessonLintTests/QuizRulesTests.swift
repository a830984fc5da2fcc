import Testing
@testable import LessonLint

@Suite struct QuizRulesTests {
    @Test("words are lower-cased and identifiers cut where their case changes, in any script",
          arguments: [
              ("Which pattern is `SingletonSettings`?", ["which", "pattern", "is", "singleton", "settings"]),
              ("URLSession, v2 and dispatch_once", ["urlsession", "v2", "and", "dispatch", "once"]),
              ("ОдиночкаНастроек — паттерн", ["одиночка", "настроек", "паттерн"]),
              ("Cafe\u{301} Ünicode", ["cafe\u{301}", "ünicode"]),
              ("", []),
          ])
    func words(text: String, expected: [String]) {
        #expect(QuizRules.words(in: text) == expected)
    }

    @Test("a choice refers to the others only through phrases about them",
          arguments: [
              ("All of the above", true), ("none of these", true), ("Both of the others.", true),
              ("all the above", true), ("Either of the options", true),
              ("All observers are notified", false), ("None of its subclasses", false), ("above all, a factory", false),
          ])
    func relativeChoices(text: String, refers: Bool) {
        #expect(QuizRules.refersToOtherChoices(text) == refers)
    }
}
