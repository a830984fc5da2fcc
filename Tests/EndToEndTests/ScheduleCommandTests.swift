import Foundation
import Testing

/// `pattern-tutor schedule`: the reference's own histories in, the same cards out.
@Suite struct ScheduleCommandTests {
    private struct Vectors: Decodable {
        struct History: Decodable {
            let scheduler: Int
            let reviews: [Review]
        }
        struct Review: Decodable {
            let rating: Int
            let time: String
            let state: Int
            let step: Int?
            let stability: Double
            let difficulty: Double
            let due: String
        }
        let histories: [History]
    }

    @Test func referenceHistoriesPrintTheReferenceCards() throws {
        let fixture = Project.root.appendingPathComponent("Tests/SpacedRepetitionTests/Fixtures/fsrs-reference-vectors.json")
        let vectors = try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: fixture))
        // Scheduler 0 is the default configuration, the one the command uses.
        let histories = vectors.histories.filter { $0.scheduler == 0 }.prefix(25)
        #expect(histories.count == 25)
        for history in histories {
            let input = history.reviews.map { ["rating": $0.rating, "time": $0.time] as [String: Any] }
            let json = String(decoding: try JSONSerialization.data(withJSONObject: input), as: UTF8.self)
            let result = try runProcess(Project.binary, ["schedule", "--reviews", "-"], input: json)
            #expect(result.status == 0, "\(result.error)")
            let cards = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
            #expect(cards.count == history.reviews.count)
            for (card, expected) in zip(cards, history.reviews) {
                #expect(card["state"] as? Int == expected.state)
                #expect((card["step"] as? Int) == expected.step)
                #expect(abs((card["stability"] as? Double ?? 0) - expected.stability) < 1e-4)
                #expect(abs((card["difficulty"] as? Double ?? 0) - expected.difficulty) < 1e-4)
                #expect(card["due"] as? String == expected.due)
            }
        }
    }

    @Test func badReviewsAreRefusedWithTheirNumber() throws {
        let rating = try runProcess(Project.binary, ["schedule", "--reviews", "-"], input: #"[{"rating": 0, "time": "2026-01-01T00:00:00Z"}]"#)
        #expect(rating.status == 1)
        #expect(rating.error == "pattern-tutor: review 1: rating 0 is not 1 (again), 2 (hard), 3 (good) or 4 (easy)\n")
        let order = try runProcess(Project.binary, ["schedule", "--reviews", "-"],
                                   input: #"[{"rating": 3, "time": "2026-01-02T00:00:00Z"}, {"rating": 3, "time": "2026-01-01T00:00:00Z"}]"#)
        #expect(order.error.contains("review 2 is earlier than the review before it"))
        let missing = try runProcess(Project.binary, ["schedule", "--reviews", "/nonexistent.json"])
        #expect(missing.error == "pattern-tutor: cannot read /nonexistent.json\n")
    }
}
