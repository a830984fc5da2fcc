import ShapeGame
import TerminalKit

/// The shape game on screen: the game itself (a `TurnController`, a value), and what the
/// screen adds around it: the strategy and colour scheme chosen, the flash after a pick,
/// and the history or summary box.
public struct GameScreenState: Sendable {
    public enum Overlay: Sendable, Equatable {
        /// The turn history, newest first, scrolled down by `scroll` rows.
        case history(scroll: Int)
        /// The game is over and saved; Enter plays again.
        case summary
    }

    public var controller: TurnController
    /// The strategy chosen with `s`; it deals from the next turn.
    public var strategy: StrategyChoice
    /// The strategy that dealt the shapes on show.
    public var dealtStrategy: StrategyChoice
    public var schemeIndex: Int
    /// The seed this game was dealt from, so it can be played again.
    public var seed: UInt64
    /// Whether `s` was used: the seed then no longer replays the same shapes.
    public var strategyWasSwitched = false
    public var flash: GameFlash?
    public var overlay: Overlay?
    /// The latest pick's outcome, for the flash and for plain mode's report.
    public var lastOutcome: TurnOutcome?
    /// The all-time best before this game, to say so when it is beaten.
    public var previousBest: Int?
    /// Where leaving goes; nil when the game was started on its own (`pattern-tutor game`),
    /// so leaving ends the program.
    public var returnRoute: AppState.Route?

    public var scheme: GameScheme { GameScheme.all[schemeIndex % GameScheme.all.count] }
    public var isOver: Bool { overlay == .summary }
}

/// The short mark a pick leaves: green (right) or red (wrong) on the score bar.
public struct GameFlash: Sendable, Equatable {
    public static let duration = 0.4
    public var right: Bool
    /// Set by the first frame tick after the pick: the reducer has no clock of its own.
    public var startedAt: Double?
}

/// What the player chose last and what the next game starts from.
public struct GameOptions: Sendable, Equatable {
    /// The seed of the next game; each game moves it on, so games differ but a session
    /// started from `--seed` replays exactly.
    public var nextSeed: UInt64 = 0
    public var strategy: StrategyChoice = .mixed
    public var schemeIndex = 0
    /// The terminal bell on a miss; `--quiet` turns it off.
    public var ringsBell = true

    public init(nextSeed: UInt64 = 0, strategy: StrategyChoice = .mixed, ringsBell: Bool = true) {
        self.nextSeed = nextSeed
        self.strategy = strategy
        self.ringsBell = ringsBell
    }
}

/// Past games, as the progress store sums them up.
public struct GameTotals: Sendable, Hashable {
    public var gamesPlayed: Int
    public var bestScore: Int?
    public var turns: Int
    public var rightPicks: Int

    public init(gamesPlayed: Int = 0, bestScore: Int? = nil, turns: Int = 0, rightPicks: Int = 0) {
        self.gamesPlayed = gamesPlayed
        self.bestScore = bestScore
        self.turns = turns
        self.rightPicks = rightPicks
    }

    public var accuracy: Double? { turns > 0 ? Double(rightPicks) / Double(turns) : nil }

    /// One line for `pattern-tutor progress`; nil before the first game.
    public var summary: String? {
        guard gamesPlayed > 0 else { return nil }
        var text = "Shape game: \(gamesPlayed) game\(gamesPlayed == 1 ? "" : "s") played"
        if let bestScore { text += ", best score \(bestScore)" }
        if let accuracy { text += ", \(GameView.percent(accuracy)) of picks right" }
        return text + "."
    }

    mutating func add(_ game: GameRecord) {
        gamesPlayed += 1
        bestScore = max(bestScore ?? game.bestScore, game.bestScore)
        turns += game.turns
        rightPicks += game.rightPicks
    }
}

/// One finished game, as the app asks the store to keep it.
public struct GameRecord: Sendable, Hashable {
    public var strategy: String
    public var turns: Int
    public var rightPicks: Int
    public var finalScore: Int
    public var bestScore: Int
}

extension ShapeColor {
    static let blue = ShapeColor(rawValue: "blue")
    static let cyan = ShapeColor(rawValue: "cyan")
    static let green = ShapeColor(rawValue: "green")
    static let magenta = ShapeColor(rawValue: "magenta")
    /// The terminal's own foreground colour.
    static let terminal = ShapeColor(rawValue: "terminal")
}

/// A colour scheme is a named configuration of the game's `ShapeViewBuilder`: `t` swaps the
/// builder's settings, never the drawing code.
public struct GameScheme: Sendable, Equatable {
    public var name: String
    public var style: ShapeViewStyle

    public static let all: [GameScheme] = [
        GameScheme(name: "classic", style: .game),
        GameScheme(name: "tutorial defaults", style: .standard),
        GameScheme(name: "sea", style: ShapeViewStyle(fillColor: .blue, outlineColor: .cyan)),
        GameScheme(name: "outline", style: ShapeViewStyle(showFill: false, outlineColor: .green)),
        GameScheme(name: "shaded", style: ShapeViewStyle(fillCharacter: "▒", fillColor: .magenta, showOutline: false)),
        GameScheme(name: "mono", style: ShapeViewStyle(fillCharacter: "░", fillColor: .terminal, outlineColor: .terminal)),
    ]
}

extension AppReducer {
    /// Starts a game, or goes back to the one left unfinished (`:lessons` then `:game`).
    /// `returnRoute` nil: the game was started on its own, and leaving it ends the program.
    func openGame(returnRoute: AppState.Route?, _ state: inout AppState, _ effects: inout [Effect]) {
        if var game = state.game, !game.isOver {
            if state.route != .game { game.returnRoute = returnRoute }
            state.game = game
            state.route = .game
            effects.append(.announce(.gameOpened))
            return
        }
        startGame(&state, returnRoute: returnRoute)
        effects.append(.announce(.gameOpened))
    }

    private func startGame(_ state: inout AppState, returnRoute: AppState.Route?) {
        let options = state.gameOptions
        let scheme = GameScheme.all[options.schemeIndex % GameScheme.all.count]
        let controller = TurnController(turnStrategy: options.strategy.makeStrategy(style: scheme.style), seed: options.nextSeed)
        state.game = GameScreenState(controller: controller, strategy: options.strategy, dealtStrategy: options.strategy,
                                     schemeIndex: options.schemeIndex,
                                     seed: options.nextSeed, previousBest: state.gameTotals.bestScore,
                                     returnRoute: returnRoute)
        var generator = SeededGenerator(seed: options.nextSeed)
        state.gameOptions.nextSeed = generator.next()
        state.route = .game
    }

    func gameKey(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let game = state.game else { return }
        switch game.overlay {
        case .summary: summaryKey(key, &state, &effects)
        case .history(let scroll): historyKey(key, scroll: scroll, &state)
        case nil: playKey(key, &state, &effects)
        }
    }

    private func playKey(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        let stacked = GameLayout(area: GameView.shapeArea(state.size)).arrangement == .stacked
        switch key {
        case .left, .character("1"), .character("a"): pick(.first, &state, &effects)
        case .right, .character("2"), .character("b"): pick(.second, &state, &effects)
        case .up where stacked: pick(.first, &state, &effects)
        case .down where stacked: pick(.second, &state, &effects)
        case .up, .down: say("The shapes are side by side: ← and → pick.", kind: .info, &state, &effects)
        case .character("s"): switchStrategy(&state, &effects)
        case .character("t"): switchScheme(&state, &effects)
        case .character("h"): state.game?.overlay = .history(scroll: 0)
        case .character("?"): state.isShowingHelp = true
        case .character(":"): state.commandLine = LineEditor()
        case .character("q"), .escape: endGame(&state, &effects)
        default: break
        }
    }

    private func historyKey(_ key: Key, scroll: Int, _ state: inout AppState) {
        let page = max(1, Layout.bodyHeight(state.size) - 6)
        switch key {
        case .down, .character("j"): state.game?.overlay = .history(scroll: scroll + 1)
        case .up, .character("k"): state.game?.overlay = .history(scroll: max(0, scroll - 1))
        case .pageDown, .character(" "): state.game?.overlay = .history(scroll: scroll + page)
        case .pageUp, .character("b"): state.game?.overlay = .history(scroll: max(0, scroll - page))
        case .home, .character("g"): state.game?.overlay = .history(scroll: 0)
        default: state.game?.overlay = nil
        }
    }

    private func summaryKey(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        switch key {
        case .enter, .character("n"), .character(" "):
            startGame(&state, returnRoute: state.game?.returnRoute)
            effects.append(.announce(.gameOpened))
        case .character("q"), .escape:
            leaveGame(&state, &effects)
        default: break
        }
    }

    /// The whole turn: the controller judges and scores the pick and deals the next shapes;
    /// the screen flashes, and a miss rings the bell.
    func pick(_ pick: ShapePick, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var game = state.game, !game.isOver else { return }
        let outcome = game.controller.pick(pick)
        game.dealtStrategy = game.strategy
        game.lastOutcome = outcome
        game.flash = GameFlash(right: outcome.turn.matched)
        state.game = game
        if !outcome.turn.matched, state.gameOptions.ringsBell { effects.append(.bell) }
        effects.append(.announce(.gameTurn))
    }

    private func switchStrategy(_ state: inout AppState, _ effects: inout [Effect]) {
        guard var game = state.game else { return }
        game.strategy = game.strategy.next
        game.strategyWasSwitched = true
        game.controller.turnStrategy = game.strategy.makeStrategy(style: game.scheme.style)
        state.game = game
        state.gameOptions.strategy = game.strategy
        say("Strategy: \(game.strategy.rawValue), from the next turn.", kind: .info, &state, &effects)
    }

    private func switchScheme(_ state: inout AppState, _ effects: inout [Effect]) {
        guard var game = state.game else { return }
        game.schemeIndex = (game.schemeIndex + 1) % GameScheme.all.count
        let style = game.scheme.style
        // The builder gets the new settings for the turns to come, and the shapes on show
        // are repainted with them now.
        game.controller.turnStrategy = game.strategy.makeStrategy(style: style)
        game.controller.restyleCurrentViews(style)
        state.game = game
        state.gameOptions.schemeIndex = game.schemeIndex
        say("Colours: \(game.scheme.name) (\(GameView.describe(style))).", kind: .info, &state, &effects)
    }

    /// `q`: the game is over. It is saved, and the summary shows; a game with no turn is
    /// not a game, and just closes.
    func endGame(_ state: inout AppState, _ effects: inout [Effect]) {
        guard var game = state.game else { return }
        guard !game.controller.history.isEmpty else {
            leaveGame(&state, &effects)
            return
        }
        recordGame(&state, &effects)
        game = state.game ?? game
        game.overlay = .summary
        game.flash = nil
        state.game = game
        effects.append(.announce(.gameSummary))
    }

    /// Saves the game on screen if it has turns and is not saved yet (also when the app is
    /// quit or stopped mid-game, so no game is lost).
    func recordGame(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let game = state.game, !game.isOver, !game.controller.history.isEmpty else { return }
        let controller = game.controller
        let record = GameRecord(strategy: game.strategy.rawValue, turns: controller.history.count,
                                rightPicks: controller.rightPicks, finalScore: controller.score,
                                bestScore: controller.bestScore)
        state.gameTotals.add(record)
        effects.append(.record(.gamePlayed(record)))
        state.game?.overlay = .summary
    }

    func leaveGame(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let game = state.game else { return }
        state.game = nil
        guard let back = game.returnRoute else {
            effects.append(.quit)
            return
        }
        state.route = back == .reader && state.reader != nil ? .reader : .menu
        state.isShowingHelp = false
        effects.append(.announce(state.route == .reader ? .page : .lessonList))
    }

    func gameMouse(_ mouse: MouseEvent, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let game = state.game else { return }
        switch (mouse.kind, game.overlay) {
        case (.click, nil):
            let layout = GameLayout(area: GameView.shapeArea(state.size))
            if let picked = layout.hit(mouse.position, views: game.controller.currentViews) {
                pick(picked, &state, &effects)
            }
        case (.wheelDown, .history(let scroll)): state.game?.overlay = .history(scroll: scroll + 3)
        case (.wheelUp, .history(let scroll)): state.game?.overlay = .history(scroll: max(0, scroll - 3))
        default: break
        }
    }

    /// The flash lasts `GameFlash.duration` from the first tick after the pick.
    func gameTick(_ now: Double, _ state: inout AppState) {
        guard let flash = state.game?.flash else { return }
        guard let start = flash.startedAt else {
            state.game?.flash?.startedAt = now
            return
        }
        if now - start >= GameFlash.duration { state.game?.flash = nil }
    }

    /// A line typed in plain mode while the game runs.
    func gameLine(_ line: String, _ state: inout AppState, _ effects: inout [Effect]) {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        guard let game = state.game else { return }
        if CommandParser.endsTheProgram(word) {
            effects.append(.quit)
            return
        }
        if game.isOver {
            switch word {
            case "", "n", "new", "again", "y", "yes": summaryKey(.enter, &state, &effects)
            default: leaveGame(&state, &effects)
            }
            return
        }
        switch word {
        case "1", "a", "first", "left", "top": pick(.first, &state, &effects)
        case "2", "b", "second", "right", "bottom": pick(.second, &state, &effects)
        case "s", "strategy": switchStrategy(&state, &effects)
        case "t", "colours", "colors": switchScheme(&state, &effects)
        case "h", "history": effects.append(.announce(.gameHistory))
        case "q", "exit", "end", "stop": endGame(&state, &effects)
        case "": effects.append(.announce(.gameOpened))
        default:
            say("Type 1 or 2 (or a/b) for the larger shape; s strategy, t colours, h history, q to end the game, quit to leave PatternTutor.",
                kind: .error, &state, &effects)
        }
    }
}
