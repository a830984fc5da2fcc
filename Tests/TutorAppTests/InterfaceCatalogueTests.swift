@testable import Localization
import Course
import TerminalKit
import Testing
@testable import TutorApp

/// A catalogue of a made-up language, upper-casing what it translates: enough to see which of
/// the screen's words come from the catalogue.
private let shouting = InterfaceCatalogue(language: "xx", texts: [
    "Start with lesson 1: {0} (Enter)": "START WITH LESSON 1: {0} (ENTER)",
    "{0}/{1} lessons done": "{0}/{1} LESSONS DONE",
    "open the lesson": "OPEN THE LESSON",
    "Keys": "KEYS",
    "Keys {0}-{1} of {2}": "KEYS {0}-{1} OF {2}",
], plurals: [
    "{0} sections": [.one: "{0} SECTION", .few: "{0} SECTIONS (FEW)", .many: "{0} SECTIONS (MANY)"],
], pluralRule: .eastSlavic)

@Suite struct InterfaceCatalogueTests {
    @Test func theScreenTakesItsWordsFromTheCatalogueInForce() {
        let driver = TestRuntime(width: 90, height: 20)
        let english = driver.screenText
        #expect(english.contains("Start with lesson 1: Welcome (Enter)"))
        #expect(english.contains("0/3 lessons done · 2 sections"))
        let screen = InterfaceCatalogue.$current.withValue(shouting) { AppView.render(driver.state) }
        #expect(screen.text.contains("START WITH LESSON 1: Welcome (ENTER)"), "the lesson's title stays the author's")
        #expect(screen.text.contains("0/3 LESSONS DONE · 2 SECTIONS (FEW)"))
    }

    /// Key tables are written in English and looked up as the help shows them.
    @Test func theKeyHelpIsLookedUpAsItIsShown() {
        var driver = TestRuntime(width: 80, height: 30)
        driver.keys(.character("?"))
        let screen = InterfaceCatalogue.$current.withValue(shouting) { AppView.render(driver.state) }
        #expect(screen.text.contains("OPEN THE LESSON"))
        #expect(screen.text.contains("KEYS"))
        #expect(screen.text.contains("next lesson"), "what the catalogue lacks stays English")
    }

    @Test func pluralFormsFollowTheLanguagesRule() {
        let rule = InterfaceCatalogue.PluralRule.eastSlavic
        #expect([1, 21, 101].map(rule.category(of:)) == [.one, .one, .one])
        #expect([2, 3, 4, 22, 104].map(rule.category(of:)) == [.few, .few, .few, .few, .few])
        #expect([0, 5, 11, 12, 14, 25, 111].map(rule.category(of:)) == [.many, .many, .many, .many, .many, .many, .many])
        #expect(localized(count: 1, one: "{0} lesson", other: "{0} lessons") == "1 lesson")
        #expect(localized(count: 5, one: "{0} lesson", other: "{0} lessons") == "5 lessons")
    }

    /// Arguments are filled in one pass: an author's title holding `{1}` stays as written.
    @Test func argumentsAreFilledOnce() {
        #expect(localized("Continue: {0}, page {1} of {2} (C)", "Tricky {1} title", 2, 5) == "Continue: Tricky {1} title, page 2 of 5 (C)")
        #expect(localized("{0} and {9}", "a") == "a and {9}")
    }

    /// A language without a catalogue speaks English rather than nothing.
    @Test func aLanguageWithoutACatalogueSpeaksEnglish() {
        #expect(InterfaceCatalogue.forLanguage("xx").language == "en")
        #expect(InterfaceCatalogue.speaking("xx") { localized("Keys") } == "Keys")
    }
}
