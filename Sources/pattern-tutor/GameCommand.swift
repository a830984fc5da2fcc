import ArgumentParser
import Foundation
import Localization
import ShapeGame
import TutorApp

extension StrategyChoice: ExpressibleByArgument {}

struct PlayGame: TutorSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "game",
        abstract: localized("Play the shape game: pick the larger of two shapes, turn after turn."),
        discussion: localized("""
            On a terminal the game is full-screen (a line-based game in plain mode). With \
            --play, the picks are played without a terminal and each turn is printed: c picks \
            the larger shape, w the smaller. The same seed and strategy deal the same shapes.
            """))

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp(localized("Deal the shapes from this seed, to replay a game (default: a new one each time)."), valueName: "n"))
    var seed: UInt64?

    @Option(help: ArgumentHelp(localized("Play these picks headless and print each turn: c = the larger, w = the smaller."), valueName: "picks"))
    var play: String?

    @Option(help: ArgumentHelp(localized("squares, circles, mixed (squares or circles each turn, as the original) or triangles.")))
    var strategy: StrategyChoice = .mixed

    @Flag(help: ArgumentHelp(localized("No terminal bell on a miss.")))
    var quiet = false

    @Flag(help: ArgumentHelp(localized("Draw the shapes with ASCII characters only.")))
    var ascii = false

    func validate() throws {
        guard play != nil else { return }
        if seed == nil { throw ValidationError(localized("--play needs --seed N, so the turns it prints can be played again")) }
        if quiet || ascii { throw ValidationError(localized("--quiet and --ascii are for the game on screen, not --play")) }
    }

    func run() throws {
        guard let play, let seed else {
            var launcher = Launcher(environment: environment)
            launcher.forcesASCII = ascii
            let options = GameOptions(nextSeed: seed ?? UInt64.random(in: 0...UInt64.max), strategy: strategy, ringsBell: !quiet)
            try launcher.start(at: nil, game: options)
            return
        }
        do {
            for line in try GameTranscript.play(seed: seed, strategy: strategy, picks: play) { output(line) }
        } catch {
            // ShapeGame's own words (`error.description`), said in the interface's language.
            throw Failure(localized("invalid pick '{0}' at position {1}: use c (pick the larger) or w (pick the smaller)",
                                    error.letter, error.position))
        }
    }
}
