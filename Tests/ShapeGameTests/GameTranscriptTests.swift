@testable import ShapeGame
import Testing

@Suite struct GameTranscriptTests {
    @Test func eachLineDescribesOneTurnInTheStableFormat() throws {
        let lines = try GameTranscript.play(seed: 1, strategy: .mixed, picks: "cccccw")
        #expect(lines.count == 6)
        let pattern = /turn (\d+)  (square|circle)  (\d\.\d{3}) vs (\d\.\d{3})  picked (larger|smaller|in a tie)  (right|wrong)  ([+-]\d+)  score (-?\d+)/
        var previousScore = 0
        for (index, line) in lines.enumerated() {
            let match = try #require(line.wholeMatch(of: pattern), "unexpected line: \(line)")
            let output = match.output
            #expect(Int(output.1) == index + 1)
            #expect(output.5 == (output.3 == output.4 ? "in a tie" : index < 5 ? "larger" : "smaller"))
            let increment = try #require(Int(output.7.drop { $0 == "+" }))
            let score = try #require(Int(output.8))
            #expect(score == previousScore + increment)
            previousScore = score
            if index == 5 {
                // The smaller pick is right only on a tie.
                #expect((output.6 == "right") == (output.3 == output.4))
            } else {
                #expect(output.6 == "right")
            }
        }
        #expect(lines.prefix(5).map { $0.split(separator: " ").last.map(String.init) } == ["1", "2", "3", "4", "15"])
    }

    /// Two shapes of one size are a tie, labelled as one whichever was picked, and right.
    @Test func aTieHasALabelOfItsOwn() throws {
        var ties: [String] = []
        for seed in UInt64(1)...40 {
            for line in try GameTranscript.play(seed: seed, strategy: .mixed, picks: String(repeating: "cw", count: 10)) {
                let words = line.components(separatedBy: "  ")
                let sizes = words[2].components(separatedBy: " vs ")
                #expect((sizes[0] == sizes[1]) == (words[3] == "picked in a tie"), "\(line)")
                if sizes[0] == sizes[1] { ties.append(line) }
            }
        }
        #expect(!ties.isEmpty, "40 seeds of 20 turns should hold a tie")
        #expect(ties.allSatisfy { $0.contains("  picked in a tie  right  +") })
    }

    @Test func theSameSeedPrintsTheSameTranscriptAndAnotherSeedDoesNot() throws {
        let picks = String(repeating: "cw", count: 10)
        let first = try GameTranscript.play(seed: 77, strategy: .mixed, picks: picks)
        #expect(try GameTranscript.play(seed: 77, strategy: .mixed, picks: picks) == first)
        #expect(try GameTranscript.play(seed: 78, strategy: .mixed, picks: picks) != first)
    }

    @Test(arguments: [(StrategyChoice.squares, "square"), (.circles, "circle")])
    func theStrategyChoosesTheKindPrinted(choice: StrategyChoice, kind: String) throws {
        let lines = try GameTranscript.play(seed: 3, strategy: choice, picks: "ccccc")
        #expect(lines.allSatisfy { $0.split(separator: " ")[2] == kind })
    }

    @Test func anInvalidLetterIsNamedAndNothingIsPlayed() throws {
        #expect(throws: GameTranscript.InvalidPick(letter: "x", position: 3)) {
            try GameTranscript.play(seed: 1, strategy: .mixed, picks: "ccxw")
        }
        #expect(GameTranscript.InvalidPick(letter: "C", position: 1).description
                == "invalid pick 'C' at position 1: use c (pick the larger) or w (pick the smaller)")
        #expect(try GameTranscript.play(seed: 1, strategy: .squares, picks: "").isEmpty)
    }

    @Test func proportionsPrintWithThreeDecimalsBecauseTheGridStepsBy5Thousandths() {
        #expect(GameTranscript.fixed3(0.305) == "0.305")
        #expect(GameTranscript.fixed3(0.3) == "0.300")
        #expect(GameTranscript.fixed3(0.8) == "0.800")
        #expect(GameTranscript.fixed3(0.0451) == "0.045")
    }
}
