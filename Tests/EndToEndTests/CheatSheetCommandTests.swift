import Foundation
import Testing

/// `pattern-tutor cheatsheet`: every pattern by family, as text or JSON, from the course the
/// other commands read.
@Suite struct CheatSheetCommandTests {
    @Test func textIsOnePatternALineUnderItsFamily() throws {
        let result = try runProcess(Project.binary, ["cheatsheet", "--lessons", Project.lessons])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == """
            Creational (2)
              3  Singleton       singleton       Give a type exactly one instance and the whole program one way to reach it.
              4  Factory Method  factory-method  One creation call picks the concrete class; callers only ever see the common type.

            2 patterns in 1 family. Open one: pattern-tutor lesson <number>

            """)
    }

    /// Nothing depends on the window: the same bytes at any COLUMNS, ASCII only, from the
    /// lessons folder the environment names.
    @Test func theTextIsTheSameAtAnyWidthAndASCIIOnly() throws {
        let narrow = try runProcess(Project.binary, ["cheatsheet"], environment: ["PATTERN_TUTOR_LESSONS": Project.shippedLessons, "COLUMNS": "30"])
        let wide = try runProcess(Project.binary, ["cheatsheet", "--lessons", Project.shippedLessons], environment: ["COLUMNS": "200"])
        #expect(narrow.status == 0, "\(narrow.error)")
        #expect(narrow.output == wide.output)
        #expect(narrow.outputBytes.allSatisfy { $0 < 0x80 })
        for family in ["Creational", "Structural", "Behavioral", "Communication", "Architecture"] {
            #expect(narrow.output.contains("\n\(family) (") || narrow.output.hasPrefix("\(family) ("), "no \(family)")
        }
        #expect(narrow.output.contains("  Object Pool "))
        #expect(!narrow.output.contains("Welcome"), "a section without a family is left out")
    }

    @Test func jsonGivesTheSameEntries() throws {
        let result = try runProcess(Project.binary, ["cheatsheet", "--format", "json", "--lessons", Project.lessons])
        #expect(result.status == 0, "\(result.error)")
        let entries = try #require(try JSONSerialization.jsonObject(with: result.outputBytes) as? [[String: Any]])
        #expect(entries.map { $0["lessonId"] as? String } == ["singleton", "factory-method"])
        #expect(entries.first?["family"] as? String == "Creational")
        #expect(entries.first?["liveRun"] as? String == "singleton")
        #expect(entries.first?["lessonNumber"] as? Int == 3)
        #expect(entries.first?["intent"] as? String == "Give a type exactly one instance and the whole program one way to reach it.")
    }
}
