import Foundation
import Testing

/// `pattern-tutor quiz --stats`: the saved answers, read as spaced-repetition reviews.
@Suite struct QuizStatsTests {
    @Test func statsCountTheCardsTheAnswersMade() throws {
        let state = NSTemporaryDirectory() + "pt-stats-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ["PATTERN_TUTOR_STATE": state]
        let empty = try runProcess(Project.binary, ["quiz", "--stats", "--lessons", Project.lessons], environment: environment)
        #expect(empty.status == 0)
        let lines = empty.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Self-quiz statistics: 0 reviews due now")
        let total = try #require(lines.dropFirst().first?.firstMatch(of: /(\d+) questions in the course, 0 reviews saved/)?.output.1)
        #expect(lines.contains("Cards: \(total) new · 0 learning · 0 review · 0 relearning"))
        #expect(lines.contains("Retention, last 30 days: none yet (it counts reviews of cards already learned)"))
        // The fixture's singleton quiz: right, right, then wrong.
        _ = try runProcess(Project.binary, ["quiz", "--lesson", "singleton", "--lessons", Project.lessons],
                           input: "2\n\n1 2 3\n\nwrong\n\n\n", environment: environment)
        let after = try runProcess(Project.binary, ["quiz", "--stats", "--lessons", Project.lessons], environment: environment)
        let output = after.output
        #expect(output.contains("3 reviews saved"))
        // A first answer, right or wrong, puts a card in learning.
        #expect(output.contains("Cards: \(Int(total)! - 3) new · 3 learning · 0 review · 0 relearning"))
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B }, "plain bars in a pipe")
        let today = output.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(today.count == 30 + 14)
        // The last of the 30 days is today, with the longest bar; the days before had none.
        #expect(today[29].wholeMatch(of: /\s\s\d\d-\d\d 3 #+/) != nil, "today's three reviews: \(today[29])")
        #expect(today[28].wholeMatch(of: /\s\s\d\d-\d\d 0/) != nil)
    }

    @Test func statsTakeNoSessionOptions() throws {
        for option in [["--lesson", "singleton"], ["--all"], ["--count", "5"], ["--count", "20"], ["--tag", "gof"], ["--section", "1"]] {
            let both = try runProcess(Project.binary, ["quiz", "--stats", "--lessons", Project.lessons] + option)
            #expect(both.status == 64, "\(option)")
            #expect(both.error.contains("--stats covers the whole course; it takes no session options"))
        }
        let negative = try runProcess(Project.binary, ["quiz", "--count", "-3", "--lessons", Project.lessons])
        #expect(negative.status == 64)
        #expect(negative.error.contains("--count must be at least 1"))
    }
}
