import Course
import Testing
import TextMatching

/// Typed answers are fair: a slip in a long word is forgiven and its spelling shown, articles
/// and a trailing "pattern" do not matter, and short answers and numbers stay exact.
@Suite struct TypedAnswerTests {
    private func question(_ answers: String...) -> QuizQuestion.Content {
        QuizQuestion.Content(prompt: [], kind: .freeText(answers: answers), hint: nil, explanation: nil)
    }

    @Test func aSingletonKeyForgivesASlipAndTheWordsAroundIt() {
        let singleton = question("Singleton")
        #expect(singleton.match("singelton") == .close("Singleton"))
        #expect(singleton.match("the singleton pattern") == .exact("Singleton"))
        #expect(singleton.match("a Singleton design pattern") == .exact("Singleton"))
        #expect(singleton.match("single-ton") == .exact("Singleton"))
        #expect(singleton.match("Observer") == nil)
        #expect(singleton.match("pattern") == nil)
    }

    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(EditDistance.withTranspositions("poltergiest", "poltergeist") == 1)
        #expect(EditDistance.between("poltergiest", "poltergeist") == 2, "Levenshtein counts a swap as two")
        #expect(EditDistance.withTranspositions("ca", "abc") == 3, "the restricted form does not edit a swapped pair again")
        #expect(EditDistance.withTranspositions("", "abc") == 3)
        #expect(EditDistance.withTranspositions("kitten", "sitting") == 3)
        #expect(question("Poltergeist").match("poltergiest") == .close("Poltergeist"))
    }

    @Test func howManySlipsDependsOnTheAnswersLength() {
        // Under 5 letters: exact only ("MVP" is not "MVC").
        #expect(question("MVC").match("MVP") == nil)
        #expect(question("KVO").match("kvo") == .exact("KVO"))
        // 5 to 8 letters: one edit.
        #expect(question("Facade").match("Facde") == .close("Facade"))
        #expect(question("Facade").match("Fcde") == nil)
        // Above 8: two.
        #expect(question("Composite pattern").match("compsoite") == .close("Composite pattern"))
        #expect(question("Interpreter").match("interpeter") == .close("Interpreter"))
        #expect(question("Interpreter").match("intrprtr") == nil)
    }

    @Test func pluralsAreTheSameAnswer() {
        #expect(question("Abstract Factory").match("abstract factories") == .exact("Abstract Factory"))
        #expect(question("Observer").match("the observers") == .exact("Observer"))
        #expect(question("class").match("classes") == .close("class"))
        #expect(question("Process").match("process") == .exact("Process"))
    }

    @Test func numbersMustBeExact() {
        #expect(question("iOS 13").match("iOS 14") == nil)
        #expect(question("10 minutes").match("100 minutes") == nil)
        #expect(question("10 minutes").match("10 minuets") == .close("10 minutes"))
    }

    @Test func ofEquallyNearAnswersTheOneWrittenLikeTheTypedWordsIsNamed() {
        #expect(question("a retain cycle", "retain cycle", "reference cycle").match("retain cylce") == .close("retain cycle"))
        #expect(question("a retain cycle", "retain cycle").match("a retain cylce") == .close("a retain cycle"))
    }

    @Test func theNearestAnswerIsTheOneNamed() {
        let either = question("Mediator", "Memento")
        #expect(either.match("mementoo") == .close("Memento"))
        #expect(either.match("mediater") == .close("Mediator"))
    }
}
