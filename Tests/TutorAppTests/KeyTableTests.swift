import Foundation
import TerminalKit
import CourseTestSupport
import Testing
@testable import TutorApp

/// One key table: the help and docs/keys.md come from the tables the reducers dispatch on.
@Suite struct KeyTableTests {
    @Test(arguments: AppScreen.keyTables.map(\.screen))
    func noTwoBindingsOfAScreenShareAKey(screen: String) throws {
        let table = try #require(AppScreen.keyTables.first { $0.screen == screen })
        #expect(table.collisions.isEmpty, "\(screen): \(table.collisions) bound twice")
    }

    /// Where keys are not text, ':' and '?' and the control keys mean the same everywhere, so
    /// a screen binding them could never see them.
    @Test func noScreenBindsAKeyEveryScreenShares() {
        let global = Set(GlobalKey.keys)
        let tables: [(String, [Key])] = [
            ("menu", MenuState.keys.bindings.flatMap(\.keys)), ("reader", ReaderState.keys.bindings.flatMap(\.keys)),
            ("quiz", QuizSession.keys.bindings.flatMap(\.keys)), ("stage", StageScreenState.keys.bindings.flatMap(\.keys)),
            ("game", GameScreenState.keys.bindings.flatMap(\.keys)), ("stats", StatsScreenState.keys.bindings.flatMap(\.keys)),
            ("live run", DemoScreenState.keys.bindings.flatMap(\.keys)),
            ("cheat sheet", CheatSheetState.keys.bindings.flatMap(\.keys)),
            ("live runs", LiveRunListState.keys.bindings.flatMap(\.keys)),
        ]
        for (name, keys) in tables {
            #expect(global.isDisjoint(with: keys), "\(name) binds \(global.intersection(keys))")
        }
    }

    /// A collision is found: the test above can fail.
    @Test func aKeyBoundTwiceIsFound() {
        let table = KeyTable<Int>([KeyBinding([.character("x"), .up], "x ↑", "one", 1), KeyBinding([.up], "↑", "two", 2)])
        #expect(table.collisions == [.up])
        #expect(table.action(for: .up) == 1)
    }

    @Test func theHelpOverlayListsTheTableOfTheScreenOnShow() {
        var driver = TestRuntime(width: 100, height: 40)
        driver.keys(.enter, .character("?"))
        for row in ReaderState.keys.help { #expect(driver.screenText.contains(row.action), "missing: \(row.action)") }
        driver.keys(.character("x"), .character("q"), .character("s"), .character("?"))
        #expect(driver.state.route == .stats)
        for row in StatsScreenState.keys.help { #expect(driver.screenText.contains(row.action), "missing: \(row.action)") }
    }

    @Test func docsKeysIsTheTable() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/keys.md").standardized
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try KeyDocument.markdown.write(to: file, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == KeyDocument.markdown, "docs/keys.md differs from the key tables; RECORD_GOLDEN=1 writes it again")
    }
}
