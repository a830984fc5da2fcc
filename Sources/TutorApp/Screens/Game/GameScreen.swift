import Localization
import ShapeGame
import TerminalKit

/// The shape game on screen: the game itself (a `TurnController`, a value), and what the
/// screen adds around it: the strategy and colour scheme chosen, the flash after a pick,
/// and the history or summary box.
public struct GameScreenState: Sendable, Equatable {
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
        switch (bestScore, accuracy.map(GameView.percent)) {
        case let (best?, right?):
            return localized(count: gamesPlayed, one: "Shape game: {0} game played, best score {1}, {2} of picks right.",
                             other: "Shape game: {0} games played, best score {1}, {2} of picks right.", best, right)
        case let (best?, nil):
            return localized(count: gamesPlayed, one: "Shape game: {0} game played, best score {1}.",
                             other: "Shape game: {0} games played, best score {1}.", best)
        case let (nil, right?):
            return localized(count: gamesPlayed, one: "Shape game: {0} game played, {1} of picks right.",
                             other: "Shape game: {0} games played, {1} of picks right.", right)
        case (nil, nil):
            return localized(count: gamesPlayed, one: "Shape game: {0} game played.", other: "Shape game: {0} games played.")
        }
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

extension GameScreenState {
    /// The id a lesson's `demo:` names to open the game with `d`, like a live run.
    public static let liveRunId = "shape-game"

    /// A new game dealt from `options`' seed; `options` moves on to the next game's seed.
    static func dealt(_ options: inout GameOptions, previousBest: Int?) -> GameScreenState {
        let scheme = GameScheme.all[options.schemeIndex % GameScheme.all.count]
        let controller = TurnController(turnStrategy: options.strategy.makeStrategy(style: scheme.style), seed: options.nextSeed)
        let game = GameScreenState(controller: controller, strategy: options.strategy, dealtStrategy: options.strategy,
                                   schemeIndex: options.schemeIndex, seed: options.nextSeed, previousBest: previousBest)
        var generator = SeededGenerator(seed: options.nextSeed)
        options.nextSeed = generator.next()
        return game
    }

    /// The game as the store keeps it, if it has turns and is not saved yet (also when the
    /// app is quit or stopped mid-game, so no game is lost).
    var unsavedRecord: GameRecord? {
        guard !isOver, !controller.history.isEmpty else { return nil }
        return GameRecord(strategy: strategy.rawValue, turns: controller.history.count, rightPicks: controller.rightPicks,
                          finalScore: controller.score, bestScore: controller.bestScore)
    }
}

extension GameScreenState: ScreenModel {
    enum Action: Sendable {
        case first, second, up, down, strategy, colours, history, end
    }

    static let keys = KeyTable<Action>([
        KeyBinding([.left, .character("1"), .character("a")], "← 1 a", "pick the first shape (or click it)", .first),
        KeyBinding([.right, .character("2"), .character("b")], "→ 2 b", "pick the second shape", .second),
        KeyBinding([.up], "↑", "pick the first, when the shapes are stacked", .up),
        KeyBinding([.down], "↓", "pick the second, when the shapes are stacked", .down),
        KeyBinding([.character("s")], "s", "next strategy: squares, circles, mixed, triangles (the Strategy lesson)", .strategy),
        KeyBinding([.character("t")], "t", "next colour scheme, the settings a builder makes shapes with (the Builder lesson)", .colours),
        KeyBinding([.character("h")], "h", "the turns so far, newest first", .history),
        KeyBinding([.character("q"), .escape], "q Esc", "end the game and see the summary", .end),
    ])

    enum HistoryAction: Sendable { case down, up, pageDown, pageUp, top }

    /// While the history shows; any other key closes it.
    static let historyKeys = KeyTable<HistoryAction>([
        KeyBinding([.down, .character("j")], "↓ j", "scroll the history down (wheel too)", .down),
        KeyBinding([.up, .character("k")], "↑ k", "scroll the history up", .up),
        KeyBinding([.pageDown, .character(" ")], "Space PgDn", "a page down", .pageDown),
        KeyBinding([.pageUp, .character("b")], "b PgUp", "a page up", .pageUp),
        KeyBinding([.home, .character("g")], "g Home", "the newest turn", .top),
    ])

    enum SummaryAction: Sendable { case again, leave }

    /// Once the game is over.
    static let summaryKeys = KeyTable<SummaryAction>([
        KeyBinding([.enter, .character("n"), .character(" ")], "Enter n Space", "play again", .again),
        KeyBinding([.character("q"), .escape], "q Esc", "back (or end, for the game on its own)", .leave),
    ])

    var screen: AppScreen { .game(self) }

    var help: (keys: [KeyHelp], showsCommands: Bool) { (Self.keys.help + GlobalKey.unlessTyping.help, false) }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        switch overlay {
        case .summary:
            switch Self.summaryKeys.action(for: key) {
            case .again: return playAgain(context)
            case .leave: return [.back]
            case nil: return []
            }
        case .history(let scroll):
            let page = max(1, Layout.bodyHeight(context.size) - 6)
            switch Self.historyKeys.action(for: key) {
            case .down: overlay = .history(scroll: scroll + 1)
            case .up: overlay = .history(scroll: max(0, scroll - 1))
            case .pageDown: overlay = .history(scroll: scroll + page)
            case .pageUp: overlay = .history(scroll: max(0, scroll - page))
            case .top: overlay = .history(scroll: 0)
            case nil: overlay = nil
            }
            return []
        case nil:
            guard let action = Self.keys.action(for: key) else { return [] }
            let stacked = GameLayout(area: GameView.shapeArea(context.size)).arrangement == .stacked
            switch action {
            case .first: return pick(.first, context)
            case .second: return pick(.second, context)
            case .up where stacked: return pick(.first, context)
            case .down where stacked: return pick(.second, context)
            case .up, .down: return [.say(localized("The shapes are side by side: ← and → pick."), .info)]
            case .strategy: return switchStrategy(context)
            case .colours: return switchScheme(context)
            case .history: overlay = .history(scroll: 0)
            case .end: return end()
            }
            return []
        }
    }

    mutating func mouse(_ mouse: MouseEvent, _ context: ScreenContext) -> [ScreenOutput] {
        switch (mouse.kind, overlay) {
        case (.click, nil):
            let layout = GameLayout(area: GameView.shapeArea(context.size))
            if let picked = layout.hit(mouse.position, views: controller.currentViews) { return pick(picked, context) }
        case (.wheelDown, .history(let scroll)): overlay = .history(scroll: scroll + 3)
        case (.wheelUp, .history(let scroll)): overlay = .history(scroll: max(0, scroll - 3))
        default: break
        }
        return []
    }

    /// A line typed in plain mode while the game runs.
    mutating func line(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        if CommandParser.endsTheProgram(word) { return [.effect(.quit)] }
        if isOver {
            switch word {
            case "", "n", "new", "again", "y", "yes": return playAgain(context)
            default: return [.back]
            }
        }
        switch word {
        case "1", "a", "first", "left", "top": return pick(.first, context)
        case "2", "b", "second", "right", "bottom": return pick(.second, context)
        case "s", "strategy": return switchStrategy(context)
        case "t", "colours", "colors": return switchScheme(context)
        case "h", "history": return [.effect(.announce(.gameHistory))]
        case "q", "exit", "end", "stop": return end()
        case "": return [.effect(.announce(.gameOpened))]
        default:
            return [.say(localized("Type 1 or 2 (or a/b) for the larger shape; s strategy, t colours, h history, q to end the game, quit to leave PatternTutor."), .error)]
        }
    }

    /// The flash lasts `GameFlash.duration` from the first tick after the pick.
    mutating func tick(_ now: Double, _ context: ScreenContext) {
        guard let flash else { return }
        guard let start = flash.startedAt else {
            self.flash?.startedAt = now
            return
        }
        if now - start >= GameFlash.duration { self.flash = nil }
    }

    /// The flash needs a clock only while it shows.
    func frameInterval(_ app: AppState) -> Double? { flash == nil ? nil : 0.05 }

    func whereText(_ context: ScreenContext) -> String {
        let (turn, score) = (controller.history.count + 1, controller.score)
        return context.lessonBelow.map {
            localized("In the shape game (from \"{0}\"): turn {1}, score {2}; q ends it.", $0.title, turn, score)
        } ?? localized("In the shape game: turn {0}, score {1}; q ends it.", turn, score)
    }

    func hints(_ app: AppState) -> [String] { GameView.hints(self, app) }
    func statusRight(_ app: AppState) -> String { GameView.statusRight(self, app) }
    func draw(_ app: AppState, on screen: inout Screen) { GameView.draw(self, app, on: &screen) }

    // MARK: Turns

    /// The whole turn: the controller judges and scores the pick and deals the next shapes;
    /// the screen flashes, and a miss rings the bell.
    private mutating func pick(_ pick: ShapePick, _ context: ScreenContext) -> [ScreenOutput] {
        guard !isOver else { return [] }
        let outcome = controller.pick(pick)
        dealtStrategy = strategy
        lastOutcome = outcome
        flash = GameFlash(right: outcome.turn.matched)
        let bell: [ScreenOutput] = !outcome.turn.matched && context.app.gameOptions.ringsBell ? [.effect(.bell)] : []
        return bell + [.effect(.announce(.gameTurn))]
    }

    private mutating func switchStrategy(_ context: ScreenContext) -> [ScreenOutput] {
        strategy = strategy.next
        strategyWasSwitched = true
        controller.turnStrategy = strategy.makeStrategy(style: scheme.style)
        var options = context.app.gameOptions
        options.strategy = strategy
        return [.gameOptions(options),
                .say(localized("Strategy: {0}, from the next turn (see the Strategy lesson).", localized(strategy.rawValue)), .info)]
    }

    private mutating func switchScheme(_ context: ScreenContext) -> [ScreenOutput] {
        schemeIndex = (schemeIndex + 1) % GameScheme.all.count
        let style = scheme.style
        // The builder gets the new settings for the turns to come, and the shapes on show
        // are repainted with them now.
        controller.turnStrategy = strategy.makeStrategy(style: style)
        controller.restyleCurrentViews(style)
        var options = context.app.gameOptions
        options.schemeIndex = schemeIndex
        return [.gameOptions(options),
                .say(localized("Colours: {0} ({1}), given to the builder.", localized(scheme.name), GameView.describe(style)), .info)]
    }

    /// `q`: the game is over. It is saved, and the summary shows; a game with no turn is not a
    /// game, and just closes.
    private mutating func end() -> [ScreenOutput] {
        guard let record = unsavedRecord else { return [.back] }
        overlay = .summary
        flash = nil
        return [.gameFinished(record), .effect(.announce(.gameSummary))]
    }

    private mutating func playAgain(_ context: ScreenContext) -> [ScreenOutput] {
        var options = context.app.gameOptions
        self = .dealt(&options, previousBest: context.app.gameTotals.bestScore)
        return [.gameOptions(options), .effect(.announce(.gameOpened))]
    }
}
