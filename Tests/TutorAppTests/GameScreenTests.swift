import Course
import CourseTestSupport
import GoldenFiles
import ShapeGame
import TerminalKit
import Testing
@testable import TutorApp

/// The shape game on screen, driven through the reducer as the program loop drives it.
@Suite struct GameScreenTests {
    private func openGame(width: Int = 100, height: Int = 30, seed: UInt64 = 7,
                          strategy: StrategyChoice = .mixed) -> TestRuntime {
        var driver = TestRuntime(width: width, height: height)
        driver.state.gameOptions = GameOptions(nextSeed: seed, strategy: strategy)
        driver.send(.command(.game))
        return driver
    }

    private func views(_ driver: TestRuntime) throws -> (ShapeView, ShapeView) {
        try #require(driver.state.game).controller.currentViews
    }

    /// The pick that is right this turn.
    private func larger(_ driver: TestRuntime) throws -> ShapePick {
        let views = try views(driver)
        return views.0.shape.area >= views.1.shape.area ? .first : .second
    }

    private func key(for pick: ShapePick) -> Key { pick == .first ? .left : .right }

    // MARK: Opening

    @Test func theGameCommandOpensAFreshGame() throws {
        let driver = openGame()
        #expect(driver.state.route == .game)
        let game = try #require(driver.state.game)
        #expect(game.controller.score == 0)
        #expect(game.seed == 7)
        #expect(driver.state.gameOptions.nextSeed != 7, "the next game is dealt from a new seed")
        #expect(driver.screen.lines[0].hasPrefix(" Score 0"))
        #expect(driver.screen.lines[29].hasSuffix("streak 0 · best score 0"))
    }

    @Test func dInACaseStudyLessonOpensTheGameAndQGoesBackToTheLesson() throws {
        let lesson = Lesson(id: "shape-game", title: "The shape game", demo: LiveRuns.shapeGameId,
                            pages: [Fixtures.page("Play", paragraphs: 1)], file: "g.md", sectionTitle: "Case study")
        let course = Course(sections: [LessonSection(title: "Case study", folder: "09-case-study", lessons: [lesson])])
        var driver = TestRuntime(width: 100, height: 30)
        driver.send(.courseReloaded(course), .command(.open("1")))
        driver.keys(.character("d"))
        #expect(driver.state.route == .game)
        driver.keys(.right, .character("q"))
        #expect(driver.state.game?.isOver == true)
        driver.keys(.character("q"))
        #expect(driver.state.route == .reader)
        #expect(driver.state.game == nil)
    }

    @Test func theGameOpensFromTheCommandLineAndAsALiveRunId() {
        var typed = TestRuntime(width: 100, height: 30)
        typed.keys(.character(":"))
        typed.type("game")
        typed.keys(.enter)
        #expect(typed.state.route == .game)
        var named = TestRuntime(width: 100, height: 30)
        named.send(.command(.demo("shape-game")))
        #expect(named.state.route == .game)
    }

    @Test func leavingMidGameAndComingBackResumesTheSameGame() throws {
        var driver = openGame()
        driver.keys(.right, .left)
        driver.send(.command(.lessons))
        #expect(driver.state.route == .menu)
        driver.send(.command(.game))
        #expect(driver.state.game?.controller.history.count == 2)
    }

    // MARK: Picking and scoring

    @Test(arguments: [(Key.left, Key.right), (.character("1"), .character("2")), (.character("a"), .character("b"))])
    func eachPairOfKeysPicksTheFirstOrSecondShape(first: Key, second: Key) throws {
        for (key, pick) in [(first, ShapePick.first), (second, .second)] {
            var driver = openGame()
            driver.keys(key)
            let turn = try #require(driver.state.game?.controller.history.newest)
            #expect(turn.picked == pick)
        }
    }

    @Test func upAndDownPickOnlyWhenTheShapesAreStacked() throws {
        var stacked = openGame(width: 40, height: 30)
        #expect(GameLayout(area: GameView.shapeArea(stacked.state.size)).arrangement == .stacked)
        stacked.keys(.down)
        #expect(stacked.state.game?.controller.history.newest?.picked == .second)
        #expect(stacked.screen.text.contains("↑ 1"))

        var beside = openGame(width: 100, height: 30)
        beside.keys(.up)
        #expect(beside.state.game?.controller.history.isEmpty == true)
        #expect(beside.state.notice?.text == "The shapes are side by side: ← and → pick.")
    }

    @Test func pickingTheLargerEveryTurnScoresAsTheOriginal() throws {
        var driver = openGame()
        var scores: [Int] = []
        for _ in 0..<8 {
            driver.keys(key(for: try larger(driver)))
            scores.append(try #require(driver.state.game).controller.score)
        }
        #expect(scores == [1, 2, 3, 4, 15, 26, 37, 48])
        driver.send(.tick(1), .tick(2))
        #expect(driver.screen.lines[0].hasPrefix(" Score 48"))
        #expect(driver.screen.lines[29].hasSuffix("streak 8 · best score 48"))
    }

    @Test func aNegativeScoreIsRed() throws {
        var driver = openGame()
        driver.keys(key(for: try larger(driver) == .first ? .second : .first))
        driver.send(.tick(1), .tick(2))
        #expect(driver.screen.lines[0].hasPrefix(" Score -1"))
        #expect(driver.screen[7, 0].style.foreground == .red)
        driver.keys(key(for: try larger(driver)))
        driver.keys(key(for: try larger(driver)))
        driver.send(.tick(3), .tick(4))
        #expect(driver.screen.lines[0].hasPrefix(" Score 1"))
        #expect(driver.screen[7, 0].style.foreground == nil)
    }

    @Test func aPickFlashesTheScoreBarForAMomentThenTheClockStops() throws {
        var driver = openGame()
        #expect(driver.state.frameInterval == nil, "no clock while nothing moves")
        driver.keys(key(for: try larger(driver)))
        #expect(driver.screen.lines[0].hasPrefix(" ✓ Right  +1   Score 1"))
        #expect(driver.screen[0, 0].style.reverse)
        #expect(driver.screen[0, 0].style.foreground == .green)
        #expect(driver.state.frameInterval == 0.05)
        driver.send(.tick(10), .tick(10.3))
        #expect(driver.state.game?.flash != nil)
        driver.send(.tick(10.41))
        #expect(driver.state.game?.flash == nil)
        #expect(driver.state.frameInterval == nil)
        driver.keys(key(for: try larger(driver) == .first ? .second : .first))
        #expect(driver.screen.lines[0].hasPrefix(" ✗ Wrong  −1   Score 0"))
        #expect(driver.screen[0, 0].style.foreground == .red)
    }

    @Test func aMissRingsTheBellUnlessQuiet() throws {
        var driver = openGame()
        driver.keys(key(for: try larger(driver)))
        #expect(!driver.effects.contains(.bell))
        driver.keys(key(for: try larger(driver) == .first ? .second : .first))
        #expect(driver.effects.filter { $0 == .bell }.count == 1)

        var quiet = TestRuntime(width: 100, height: 30)
        quiet.state.gameOptions = GameOptions(nextSeed: 7, ringsBell: false)
        quiet.send(.command(.game))
        quiet.keys(key(for: try larger(quiet) == .first ? .second : .first))
        #expect(quiet.state.game?.controller.score == -1)
        #expect(!quiet.effects.contains(.bell))
    }

    /// The program loop turns the effect into the backend's bell, once per miss.
    @Test(arguments: [true, false])
    func theProgramRingsTheTerminalBellOnAMiss(ringsBell: Bool) throws {
        var state = Fixtures.state(width: 100, height: 30)
        state.gameOptions = GameOptions(nextSeed: 7, ringsBell: ringsBell)
        // Seed 7: the second square is the larger, then the first circle.
        let backend = HeadlessBackend(size: Size(width: 100, height: 30),
                                      events: [.key(.left), .key(.left), .key(.right)])
        let program = TerminalProgram(state: state, reducer: AppReducer(), backend: backend, clock: { 0 })
        program.apply(.command(.game))
        program.run(idleLimit: 0)
        #expect(program.state.game?.controller.history.count == 3)
        #expect(program.state.game?.controller.score == -1)
        #expect(backend.bellCount == (ringsBell ? 2 : 0))
    }

    @Test func aMouseClickOnAShapePicksItAndAClickBesideItDoesNot() throws {
        var driver = openGame(strategy: .circles)
        let layout = GameLayout(area: GameView.shapeArea(driver.state.size))
        let frames = layout.frames(for: try views(driver))
        // The corner of a circle's frame is outside the circle.
        driver.send(.input(.mouse(MouseEvent(.click, at: Position(x: frames[1].x, y: frames[1].y)))))
        driver.send(.input(.mouse(MouseEvent(.click, at: Position(x: 0, y: 2)))))
        #expect(driver.state.game?.controller.history.isEmpty == true)
        let centre = Position(x: frames[1].x + frames[1].width / 2, y: frames[1].y + frames[1].height / 2)
        driver.send(.input(.mouse(MouseEvent(.click, at: centre))))
        #expect(driver.state.game?.controller.history.newest?.picked == .second)
        let next = layout.frames(for: try views(driver))
        driver.send(.input(.mouse(MouseEvent(.click, at: Position(x: next[0].x + next[0].width / 2, y: next[0].y + next[0].height / 2)))))
        #expect(driver.state.game?.controller.history.newest?.picked == .first)
    }

    // MARK: Strategy, colours, history

    @Test func sCyclesTheStrategyFromTheNextTurn() throws {
        var driver = openGame(strategy: .squares)
        driver.keys(.character("s"))
        #expect(driver.state.game?.strategy == .circles)
        #expect(try views(driver).0.shape.kind == .square, "the shapes on show stay")
        #expect(driver.screen.lines[0].contains("turn 1 · squares, next circles · classic"))
        driver.keys(.right)
        #expect(try views(driver).0.shape.kind == .circle)
        driver.keys(.character("s"), .character("s"))
        #expect(driver.state.game?.strategy == .triangles)
        driver.keys(.right)
        #expect(try views(driver).0.shape.kind == .triangle)
        driver.keys(.character("s"))
        #expect(driver.state.game?.strategy == .squares)
        #expect(driver.state.gameOptions.strategy == .squares, "the next game starts with the last choice")
    }

    /// The builder's configuration is what ends up in the cells: fill character and colour
    /// inside, outline colour on the edge, nothing where the builder turned a part off.
    @Test func eachColourSchemeReachesTheDrawnCells() throws {
        var driver = openGame(strategy: .squares)
        func cells(_ driver: TestRuntime) throws -> (centre: Cell, edge: Cell) {
            let frame = GameLayout(area: GameView.shapeArea(driver.state.size)).frames(for: try views(driver))[1]
            return (driver.screen[frame.x + frame.width / 2, frame.y + frame.height / 2], driver.screen[frame.x, frame.y])
        }
        var seen: [String] = []
        for scheme in GameScheme.all {
            #expect(driver.state.game?.scheme == scheme)
            #expect(try views(driver).1.style == scheme.style)
            let (centre, edge) = try cells(driver)
            let style = scheme.style
            #expect(centre.grapheme == (style.showFill ? String(style.fillCharacter) : " "))
            if style.showFill { #expect(centre.style.foreground == GameView.color(style.fillColor)) }
            if style.showOutline {
                #expect(edge.grapheme == "█")
                #expect(edge.style.foreground == GameView.color(style.outlineColor))
            } else {
                #expect(edge.grapheme == String(style.fillCharacter))
            }
            seen.append(scheme.name)
            driver.keys(.character("t"))
        }
        #expect(driver.state.game?.scheme == GameScheme.all[0], "t wraps around")
        #expect(Set(seen).count == GameScheme.all.count)
        #expect(GameView.color(ShapeViewStyle.game.fillColor) == .yellow, "brown is the VGA palette's yellow")
    }

    @Test func hShowsTheHistoryNewestFirstAndAnyOtherKeyClosesIt() throws {
        var driver = openGame()
        for pick in [Key.left, .right, .right] { driver.keys(pick) }
        driver.keys(.character("h"))
        let rows = driver.screen.lines.filter { $0.contains("picked") }
        #expect(rows.count == 3)
        let numbers = rows.compactMap { row in row.split(separator: "│").dropFirst().first.flatMap { Int($0.split(separator: " ")[0]) } }
        #expect(numbers == [3, 2, 1])
        driver.keys(.character("x"))
        #expect(driver.state.game?.overlay == nil)
        #expect(driver.state.game?.controller.history.count == 3, "closing the history picks nothing")
    }

    // MARK: Ending

    @Test func qEndsTheGameSavesItAndShowsTheSummary() throws {
        var driver = openGame()
        driver.keys(key(for: try larger(driver)))
        driver.keys(key(for: try larger(driver)))
        driver.keys(key(for: try larger(driver) == .first ? .second : .first))
        driver.keys(.character("q"))
        #expect(driver.state.game?.isOver == true)
        #expect(driver.effects.contains(.record(.gamePlayed(GameRecord(strategy: "mixed", turns: 3, rightPicks: 2,
                                                                      finalScore: 1, bestScore: 2)))))
        #expect(driver.state.gameTotals == GameTotals(gamesPlayed: 1, bestScore: 2, turns: 3, rightPicks: 2))
        let text = driver.screen.text
        #expect(text.contains("Game over"))
        #expect(text.contains("3 turns, 2 right (67%)"))
        #expect(text.contains("Score 1 · best this game 2"))
        #expect(text.contains("All games: 1 played · best score 2 · 67% right"))
        #expect(text.contains("pattern-tutor game --seed 7 --strategy mixed"))
        // Picks are over; Enter deals a new game from the next seed.
        driver.keys(.right)
        #expect(driver.state.game?.controller.history.count == 3)
        let nextSeed = driver.state.gameOptions.nextSeed
        driver.keys(.enter)
        #expect(driver.state.game?.seed == nextSeed)
        #expect(driver.state.game?.controller.history.isEmpty == true)
        #expect(driver.effects.filter { if case .record(.gamePlayed) = $0 { true } else { false } }.count == 1)
    }

    @Test func aBeatenBestIsSaidAndAGameWithNoTurnIsNotSaved() throws {
        var driver = openGame()
        driver.state.gameTotals = GameTotals(gamesPlayed: 4, bestScore: 1, turns: 20, rightPicks: 15)
        driver.send(.command(.lessons), .command(.game))
        driver.keys(.character("q"))
        #expect(driver.state.route == .menu, "an untouched game just closes")
        #expect(!driver.effects.contains { if case .record = $0 { true } else { false } })
        driver.send(.command(.game))
        driver.keys(key(for: try larger(driver)))
        driver.keys(key(for: try larger(driver)))
        driver.keys(.character("q"))
        #expect(driver.screen.text.contains("A new best score (it was 1)!"))
        #expect(driver.screen.text.contains("All games: 5 played · best score 2 · 77% right"))
    }

    @Test func theGameStartedOnItsOwnQuitsWhenLeft() {
        var driver = TestRuntime(width: 100, height: 30)
        driver.state.gameOptions = GameOptions(nextSeed: 3)
        driver.send(.playGameAlone)
        driver.keys(.right, .character("q"))
        #expect(driver.screen.text.contains("Enter plays again · q quits"))
        driver.keys(.character("q"))
        #expect(driver.effects.last == .quit)
    }

    @Test(arguments: [InputEvent.key(.control("c")), .terminate(signal: 15)])
    func quittingMidGameSavesTheGameFirst(event: InputEvent) throws {
        var driver = openGame()
        driver.keys(.right, .right)
        driver.send(.input(event))
        let recordIndex = try #require(driver.effects.firstIndex { if case .record(.gamePlayed) = $0 { true } else { false } })
        let quitIndex = try #require(driver.effects.firstIndex { $0 == .stop(signal: 2) || $0 == .stop(signal: 15) })
        #expect(recordIndex < quitIndex)
    }

    // MARK: Layout

    @Test(arguments: [(100, 30, GameLayout.Arrangement.sideBySide), (80, 24, .sideBySide), (200, 50, .sideBySide),
                      (40, 30, .stacked), (50, 40, .stacked), (40, 10, .sideBySide)])
    func theLayoutPicksTheArrangementWithTheLargerBoxesAndStaysInside(width: Int, height: Int,
                                                                      arrangement: GameLayout.Arrangement) {
        let area = GameView.shapeArea(Size(width: width, height: height))
        let layout = GameLayout(area: area)
        #expect(layout.arrangement == arrangement)
        #expect(layout.side % 2 == 0)
        for (box, labelRow) in zip(layout.boxes, layout.labelRows) {
            #expect(box.x >= 0 && box.x + box.width <= width)
            #expect(box.y >= area.y && labelRow < area.y + area.height)
            #expect(box.width == layout.side && box.height == layout.side / 2)
        }
        let (first, second) = (layout.boxes[0], layout.boxes[1])
        let apart = first.x + first.width <= second.x || first.y + first.height < second.y
        #expect(apart, "the boxes do not overlap")
    }

    @Test func eachShapeIsItsProportionOfTheBoxCentredAndTheLayoutFollowsAResize() throws {
        var driver = openGame()
        for size in [Size(width: 100, height: 30), Size(width: 160, height: 50), Size(width: 44, height: 36)] {
            driver.send(.input(.resize(size)))
            let layout = GameLayout(area: GameView.shapeArea(size))
            let views = try views(driver)
            for (view, box) in zip([views.0, views.1], layout.boxes) {
                let frame = layout.frame(proportion: view.shape.proportion, in: box)
                #expect(frame.width == Int((view.shape.proportion * Double(layout.side)).rounded()))
                #expect(abs((frame.x - box.x) - (box.x + box.width - frame.x - frame.width)) <= 1, "centred across")
                #expect(abs((frame.y - box.y) - (box.y + box.height - frame.y - frame.height)) <= 1, "centred down")
                #expect(driver.screen[frame.x + frame.width / 2, frame.y + frame.height / 2].grapheme == "█")
            }
        }
    }

    @Test func goldenScreensAtSeveralSizes() throws {
        var wide = openGame(width: 100, height: 30)
        expectGolden(wide.screen.snapshot, named: "game-100x30")
        wide.keys(.character("t"), .character("t"), .character("t"))
        expectGolden(wide.screen.text, named: "game-outline-100x30")
        let stacked = openGame(width: 40, height: 30, strategy: .circles)
        expectGolden(stacked.screen.text, named: "game-stacked-40x30")
        var small = openGame(width: 60, height: 16, strategy: .triangles)
        expectGolden(small.screen.text, named: "game-triangles-60x16")
        small.keys(.right, .left, .right, .character("q"))
        expectGolden(small.screen.text, named: "game-summary-60x16")
        var ascii = openGame(width: 60, height: 16, strategy: .circles)
        ascii.state.prefersASCII = true
        expectGolden(ascii.screen.text, named: "game-ascii-60x16")
    }

    // MARK: Too close to see

    /// Two views of one kind, with the game's classic style.
    private func pair(_ first: Double, _ second: Double, kind: ShapeKind = .square) -> (ShapeView, ShapeView) {
        func view(_ size: Double) -> ShapeView {
            switch kind {
            case .circle: ShapeView(shape: CircleShape(diameter: size), geometry: .circle, style: .game, boxSide: 1)
            case .triangle: ShapeView(shape: TriangleShape(base: size), geometry: TriangleShapeViewFactory().geometry,
                                      style: .game, boxSide: 1)
            default: ShapeView(shape: SquareShape(sideLength: size), geometry: .square, style: .game, boxSide: 1)
            }
        }
        return (view(first), view(second))
    }

    /// The game's shapes alone for `views`, drawn as the game screen draws them.
    private func drawn(_ views: (ShapeView, ShapeView), width: Int, height: Int, ascii: Bool = false) -> Screen {
        let game = GameScreenState(controller: TurnController(turnStrategy: FixedPair(views: views), seed: 1),
                                   strategy: .squares, dealtStrategy: .squares, schemeIndex: 0, seed: 1)
        var screen = Screen(size: Size(width: width, height: height))
        GameView.drawShapes(game, in: GameView.shapeArea(screen.size), ascii: ascii, on: &screen)
        return screen
    }

    /// 0.525 and 0.520 of a 38-column box are both 20 columns by 10 rows at 80x24: the same
    /// cells, so only the note tells the player they differ. Which one is larger it never says.
    @Test func aDifferenceUnderACellIsNotedAndAVisibleOneOrATieIsNot() {
        let layout = GameLayout(area: GameView.shapeArea(Size(width: 80, height: 24)))
        let close = pair(0.525, 0.520), visible = pair(0.525, 0.600), tie = pair(0.525, 0.525)
        #expect(layout.hidesDifference(close))
        #expect(layout.hidesDifference((close.1, close.0)))
        #expect(layout.hidesDifference(pair(0.740, 0.735, kind: .circle)))
        #expect(!layout.hidesDifference(visible))
        #expect(!layout.hidesDifference(tie), "equal shapes look equal: a tie needs no note")

        let note = "≈ Too close to see at this size: one is larger by less than a cell."
        let screen = drawn(close, width: 80, height: 24)
        #expect(screen.lines[22] == String(repeating: " ", count: 6) + note, "centred on the empty row under the labels")
        #expect(screen[6, 22].style.bold)
        #expect(!drawn(visible, width: 80, height: 24).text.contains("oo close"))
        #expect(!drawn(tie, width: 80, height: 24).text.contains("oo close"))
        #expect(!note.contains("1") && !note.contains("2") && !note.contains("left") && !note.contains("right"),
                "the note does not give the answer away")
    }

    @Test func theNoteIsPlainASCIIInASCIIMode() {
        let screen = drawn(pair(0.525, 0.520), width: 80, height: 24, ascii: true)
        #expect(screen.lines[22].contains("~ Too close to see at this size: one is larger by less than a cell."))
        #expect(screen.lines[22].allSatisfy { $0.isASCII })
    }

    /// The promise, checked against the painted cells for every pair of sizes the
    /// grid can deal: two boxes hold the same picture exactly when the footprints the note is
    /// decided by are equal, and then the sizes are equal (no note) or the note shows.
    @Test(arguments: [(80, 24), (40, 10)])
    func noTwoDifferentSizesLookAlikeWithoutTheNote(width: Int, height: Int) {
        let grid = ProportionGrid.game
        let layout = GameLayout(area: GameView.shapeArea(Size(width: width, height: height)))
        // The rows of a box as drawn (every cell there is one column wide; lines lose trailing blanks).
        func picture(_ lines: [String], _ box: CellRect) -> [String] {
            (box.y..<(box.y + box.height)).map { y in
                let row = Array(lines[y]).dropFirst(box.x).prefix(box.width)
                return String(row) + String(repeating: " ", count: box.width - row.count)
            }
        }
        var wrong: [String] = [], noted = 0
        for kind in [ShapeKind.square, .circle, .triangle] {
            var drawnOnce = false
            let views = ProportionGrid.steps.map { pair(grid.proportion(atStep: $0), grid.proportion(atStep: $0), kind: kind) }
            // Each size drawn once, in both boxes (a tie draws no note).
            let screens = views.map { drawn($0, width: width, height: height).lines }
            let pictures = (0..<2).map { box in screens.map { picture($0, layout.boxes[box]) } }
            let footprints = views.map { layout.footprint(of: $0.0, in: layout.boxes[0]) }
            for first in ProportionGrid.steps {
                for second in ProportionGrid.steps where first != second {
                    let alike = pictures[0][first] == pictures[1][second]
                    guard alike || footprints[first].count == footprints[second].count else { continue }
                    if alike != (footprints[first] == footprints[second]) {
                        wrong.append("\(kind) steps \(first), \(second): pictures alike \(alike), footprints not")
                    }
                    guard alike else { continue }
                    let close = (views[first].0, views[second].1)
                    if !layout.hidesDifference(close) { wrong.append("\(kind) steps \(first), \(second): no note") }
                    // Drawing the note is the same for every pair: once per kind is enough here.
                    if !drawnOnce, !drawn(close, width: width, height: height).text.contains("oo close") {
                        wrong.append("\(kind) steps \(first), \(second): the note is not drawn")
                    }
                    drawnOnce = true
                    noted += 1
                }
            }
            if screens.joined().contains(where: { $0.contains("oo close") }) { wrong.append("\(kind): a note on a tie") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pairs, first: \(wrong.prefix(3))")
        #expect(noted > 0)
    }

    /// From the minimum window up, the note fits (at least its shortest wording) and covers
    /// neither a shape's box nor a label.
    @Test func theNoteFitsBesideTheShapesAtEverySize() throws {
        let grid = ProportionGrid.game
        let wordings = GameView.tooCloseWordings(ascii: false)
        var checked = 0
        for width in [40, 41, 47, 50, 60, 71, 80, 81, 100, 120, 133, 160, 200] {
            for height in [10, 11, 12, 13, 16, 24, 30, 37, 40, 50, 60] {
                let layout = GameLayout(area: GameView.shapeArea(Size(width: width, height: height)))
                // Squares in frames of the same size paint the same cells.
                let box = layout.boxes[0]
                let step = (0..<100).first {
                    layout.frame(proportion: grid.proportion(atStep: $0), in: box)
                        == layout.frame(proportion: grid.proportion(atStep: $0 + 1), in: box)
                }
                guard let step else { continue }
                let close = pair(grid.proportion(atStep: step), grid.proportion(atStep: step + 1))
                try #require(layout.hidesDifference(close))
                checked += 1
                let lines = drawn(close, width: width, height: height).lines
                let rows = lines.indices.filter { lines[$0].contains("oo close") }
                try #require(rows.count == 1, "\(width)x\(height): the note on one row")
                let line = lines[rows[0]]
                let note = try #require(wordings.first { line.contains($0) }, "\(width)x\(height): a whole wording")
                // Every character of these rows is one column wide.
                let start = line.distance(from: line.startIndex, to: try #require(line.firstIndex(of: "≈")))
                let columns = start..<(start + DisplayWidth.of(note))
                for box in layout.boxes where (box.y..<(box.y + box.height)).contains(rows[0]) {
                    #expect(!columns.overlaps(box.x..<(box.x + box.width)), "\(width)x\(height): over a box")
                }
                let labels = layout.arrangement == .sideBySide ? ["← 1", "2 →"] : ["↑ 1", "↓ 2"]
                for (label, row) in zip(labels, layout.labelRows) {
                    #expect(lines[row].contains(label), "\(width)x\(height): label \(label) kept")
                }
            }
        }
        #expect(checked == 13 * 11)
    }

    /// Seed 7 deals circles of 0.740 and 0.735 on turn 5: 28 columns by 14 rows each at 80x24.
    @Test func goldenTooCloseTurnAt80x24() throws {
        var driver = openGame(width: 80, height: 24)
        for _ in 0..<4 { driver.keys(key(for: try larger(driver))) }
        driver.send(.tick(1), .tick(2))
        let views = try views(driver)
        #expect((views.0.shape.proportion, views.1.shape.proportion) == (0.74, 0.735))
        #expect(driver.screen.text.contains("≈ Too close to see at this size"))
        expectGolden(driver.screen.snapshot, named: "game-too-close-80x24")
    }

    /// Plain mode prints the turn with the same drawing, so with the same note.
    @Test func plainModeNotesATurnTooCloseToSee() {
        var output = ""
        let session = PlainSession(course: Fixtures.course, width: 80) { output += $0 }
        session.runtime.configure { $0.gameOptions = GameOptions(nextSeed: 7) }
        var lines = ["game", "1", "1", "1", "1"][...]
        session.run(readLine: { lines.popFirst() }, opening: [])
        let turns = output.components(separatedBy: "Which is larger, 1 or 2?")
        #expect(turns.count == 6)
        #expect(turns[5].contains("oo close to see"), "turn 5: 0.740 vs 0.735")
        #expect(turns[5].contains("They look alike here: one is larger by less than a character."))
        #expect(turns.dropLast().allSatisfy { !$0.contains("oo close") })
    }

    @Test func whereSaysWhichScreenYouAreOn() {
        var driver = openGame()
        driver.keys(.right)
        driver.send(.command(.where_))
        #expect(driver.state.notice?.text == "In the shape game: turn 2, score \(driver.state.game?.controller.score ?? 0); q ends it.")
        var demo = TestRuntime(width: 100, height: 30)
        demo.state.canAnimate = true
        demo.send(.command(.open("2")), .command(.demo("observer")), .command(.where_))
        #expect(demo.state.notice?.text == "In the Observer live run (from \"Singleton\"); Esc goes back.")
    }

    @Test func questionMarkShowsTheGameKeys() {
        var driver = openGame()
        driver.keys(.character("?"))
        #expect(driver.screen.text.contains("next strategy: squares, circles,"))
        #expect(driver.screen.text.contains("pick the first, when the shapes are stacked"))
        driver.keys(.character("x"))
        #expect(!driver.state.isShowingHelp)
        #expect(driver.state.game?.controller.history.isEmpty == true, "the key that closes help picks nothing")
    }
}

/// Deals the same two views every turn, to draw one chosen pair.
private struct FixedPair: TurnStrategy {
    let views: (ShapeView, ShapeView)
    var name: String { "fixed" }

    func makeShapeViewsForNextTurn(pastTurns: TurnHistory,
                                   using generator: inout some RandomNumberGenerator) -> (ShapeView, ShapeView) {
        views
    }
}
