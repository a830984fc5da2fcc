import MarkdownRendering
import ShapeGame
import TerminalKit

/// Draws the shape game: the score bar, the two shapes with their labels, and the history
/// or summary box over them. The status line (streak, best, keys) is `AppView`'s.
enum GameView {
    /// Rows between the score bar and the status line.
    static func shapeArea(_ size: Size) -> CellRect {
        CellRect(x: 0, y: 1, width: size.width, height: Layout.bodyHeight(size))
    }

    static func draw(_ game: GameScreenState, _ state: AppState, on screen: inout Screen) {
        drawScoreBar(game, width: state.size.width, on: &screen)
        drawShapes(game, in: shapeArea(state.size), ascii: state.prefersASCII, on: &screen)
        switch game.overlay {
        case .history(let scroll): drawHistory(game, scroll: scroll, on: &screen)
        case .summary: drawSummary(game, totals: state.gameTotals, isAlone: state.screens.count == 1, on: &screen)
        case nil: break
        }
    }

    // MARK: Score bar

    private static func drawScoreBar(_ game: GameScreenState, width: Int, on screen: inout Screen) {
        let controller = game.controller
        // Until the next turn the shapes are the old strategy's; say what comes next.
        let strategy = game.dealtStrategy == game.strategy ? game.strategy.rawValue
            : "\(game.dealtStrategy.rawValue), next \(game.strategy.rawValue)"
        let right = "turn \(controller.history.count + 1) · \(strategy) · \(game.scheme.name) "
        if let flash = game.flash, let outcome = game.lastOutcome {
            // Reverse video keeps the flash visible with NO_COLOR; the colour says which.
            let style = Style(bold: true, reverse: true, foreground: flash.right ? .green : .red)
            screen.fill(x: 0, y: 0, width: width, height: 1, style: style)
            let mark = flash.right ? "✓ Right" : "✗ Wrong"
            screen.put(" \(mark)  \(signed(outcome.increment))   Score \(outcome.score)", x: 0, y: 0, style: style)
            return
        }
        screen.put(" Score ", x: 0, y: 0, style: Style(bold: true))
        // The tutorial's one visual rule: the score turns red while it is negative.
        let scoreStyle = Style(bold: true, foreground: controller.score < 0 ? .red : nil)
        screen.put(String(controller.score), x: 7, y: 0, style: scoreStyle)
        let rightWidth = DisplayWidth.of(right)
        if rightWidth + 14 <= width {
            screen.put(right, x: width - rightWidth, y: 0, style: Style(dim: true))
        }
    }

    static func signed(_ number: Int) -> String { number >= 0 ? "+\(number)" : "−\(-number)" }

    // MARK: Shapes

    static func drawShapes(_ game: GameScreenState, in area: CellRect, ascii: Bool, on screen: inout Screen) {
        let layout = GameLayout(area: area)
        let views = game.controller.currentViews
        var labelSpans: [CellRect] = []
        for (index, view) in [views.0, views.1].enumerated() {
            let frame = layout.frame(proportion: view.shape.proportion, in: layout.boxes[index])
            paint(view, in: frame, ascii: ascii, on: &screen)
            let label = label(index: index, arrangement: layout.arrangement, ascii: ascii)
            let box = layout.boxes[index]
            let span = CellRect(x: box.x + (box.width - DisplayWidth.of(label)) / 2, y: layout.labelRows[index],
                                width: DisplayWidth.of(label), height: 1)
            screen.put(label, x: span.x, y: span.y, style: Style(dim: true))
            labelSpans.append(span)
        }
        if layout.hidesDifference(views) {
            drawTooCloseNote(layout: layout, labels: labelSpans, in: area, ascii: ascii, on: &screen)
        }
    }

    // MARK: Too close to see

    /// The note for a turn whose shapes differ by less than a cell, longest first: the
    /// longest that fits its place is drawn. It never says which shape is the larger.
    static func tooCloseWordings(ascii: Bool) -> [String] {
        let mark = ascii ? "~" : "≈"
        return ["\(mark) Too close to see at this size: one is larger by less than a cell. A larger window shows more.",
                "\(mark) Too close to see at this size: one is larger by less than a cell.",
                "\(mark) Too close to see: one is larger by less than a cell.",
                "\(mark) Too close to see at this size",
                "\(mark) Too close to see",
                "\(mark) too close"]
    }

    /// Draws the note where it covers neither a shape nor a label: on an empty row of the
    /// area (under the labels first), else in the widest gap between labels on a label row.
    private static func drawTooCloseNote(layout: GameLayout, labels: [CellRect], in area: CellRect, ascii: Bool,
                                         on screen: inout Screen) {
        guard let span = tooCloseSpan(layout: layout, labels: labels, in: area),
              let note = tooCloseWordings(ascii: ascii).first(where: { DisplayWidth.of($0) <= span.width })
        else { return }
        screen.put(note, x: span.x + (span.width - DisplayWidth.of(note)) / 2, y: span.y, style: Style(bold: true))
    }

    /// The one-row span the note may take: see `drawTooCloseNote`.
    private static func tooCloseSpan(layout: GameLayout, labels: [CellRect], in area: CellRect) -> CellRect? {
        let busy = Set(layout.boxes.flatMap { $0.y..<($0.y + $0.height) } + labels.map(\.y))
        let lastLabel = labels.map(\.y).max() ?? area.y
        let free = (area.y..<(area.y + area.height)).filter { !busy.contains($0) }
        // Under the labels, nearest first; then any other empty row, nearest a label first.
        let below = free.filter { $0 > lastLabel }
        func distance(_ row: Int) -> Int { labels.map { abs($0.y - row) }.min() ?? 0 }
        let others = free.filter { $0 <= lastLabel }.sorted { (distance($0), $0) < (distance($1), $1) }
        if let row = (below + others).first { return CellRect(x: area.x, y: row, width: area.width, height: 1) }
        // No empty row: the gaps beside the labels, two columns clear of each; the widest
        // (the first of equals, so a stacked pair's note stays put).
        var gaps: [CellRect] = []
        for row in Set(labels.map(\.y)).sorted() {
            var start = area.x
            for label in labels.filter({ $0.y == row }).sorted(by: { $0.x < $1.x }) {
                gaps.append(CellRect(x: start, y: row, width: label.x - 2 - start, height: 1))
                start = label.x + label.width + 2
            }
            gaps.append(CellRect(x: start, y: row, width: area.x + area.width - start, height: 1))
        }
        return gaps.max { $0.width < $1.width }
    }

    private static func label(index: Int, arrangement: GameLayout.Arrangement, ascii: Bool) -> String {
        switch (arrangement, index, ascii) {
        case (.sideBySide, 0, false): "← 1"
        case (.sideBySide, _, false): "2 →"
        case (.stacked, 0, false): "↑ 1"
        case (.stacked, _, false): "↓ 2"
        case (.sideBySide, 0, true): "<- 1"
        case (.sideBySide, _, true): "2 ->"
        case (.stacked, 0, true): "^ 1"
        case (.stacked, _, true): "v 2"
        }
    }

    /// Draws one view as the builder configured it: the fill character in the fill colour,
    /// and the edge cells in the outline colour when the outline is on.
    static func paint(_ view: ShapeView, in frame: CellRect, ascii: Bool, on screen: inout Screen) {
        let style = view.style
        let cells = ShapeCells(geometry: view.geometry, frame: frame)
        let fill = ascii ? asciiFill(style.fillCharacter) : String(style.fillCharacter)
        let outline = ascii ? "#" : "█"
        for row in 0..<frame.height {
            for column in 0..<frame.width where cells.isInside(column: column, row: row) {
                let edge = style.showOutline && cells.isEdge(column: column, row: row)
                let position = (x: frame.x + column, y: frame.y + row)
                if edge {
                    screen.put(outline, x: position.x, y: position.y, style: Style(foreground: color(style.outlineColor)))
                } else if style.showFill {
                    screen.put(fill, x: position.x, y: position.y, style: Style(foreground: color(style.fillColor)))
                }
            }
        }
    }

    private static func asciiFill(_ character: Character) -> String {
        switch character {
        case "░": "."
        case "▒": ":"
        case let plain where plain.isASCII: String(plain)
        default: "o"
        }
    }

    /// The builder names colours; the terminal has sixteen. Brown is the VGA palette's
    /// colour 3 (yellow), and orange the bright yellow beside it.
    static func color(_ name: ShapeColor) -> TerminalColor? {
        switch name.rawValue {
        case "brown": .yellow
        case "orange": .brightYellow
        case "grey": .brightBlack
        case "blue": .blue
        case "cyan": .cyan
        case "green": .green
        case "magenta": .magenta
        default: nil
        }
    }

    /// "brown fill, orange outline", for the notice when `t` changes the scheme.
    static func describe(_ style: ShapeViewStyle) -> String {
        let fill = style.showFill ? "\(style.fillColor == .terminal ? "plain" : style.fillColor.rawValue) \(style.fillCharacter) fill" : "no fill"
        let outline = style.showOutline ? "\(style.outlineColor == .terminal ? "plain" : style.outlineColor.rawValue) outline" : "no outline"
        return "\(fill), \(outline)"
    }

    // MARK: Status line

    /// The right end of the status line: the streak and the best scores.
    static func statusRight(_ game: GameScreenState, _ state: AppState) -> String {
        var text = "streak \(game.controller.currentStreak) · best score \(game.controller.bestScore)"
        // A narrow window keeps its room for the keys.
        if let ever = state.gameTotals.bestScore, state.size.width >= 60 {
            text += " · ever \(max(ever, game.controller.bestScore))"
        }
        return text
    }

    static func hints(_ game: GameScreenState, _ state: AppState) -> [String] {
        switch game.overlay {
        case .summary: return ["Enter play again  q back", "q back"]
        case .history: return ["↑↓ scroll  any other key closes", "any key closes"]
        case nil:
            let stacked = GameLayout(area: shapeArea(state.size)).arrangement == .stacked
            let pick = stacked ? "↑↓" : "←→"
            return ["\(pick) pick the larger  s strategy  t colours  h history  ? keys  q end",
                    "\(pick) pick  s t h  ? keys  q end", "\(pick) pick  ? keys  q end", "\(pick) pick  q end", "q end"]
        }
    }

    // MARK: History and summary

    /// The history read through `TurnHistory`'s iterator: newest first, as the scorers read it.
    static func historyLines(_ controller: TurnController) -> [String] {
        var number = controller.history.count
        var lines: [String] = []
        for turn in controller.history {
            let picked = turn.picked == .first ? 1 : 2
            let sizes = GameTranscript.fixed3(turn.proportions.0) + " vs " + GameTranscript.fixed3(turn.proportions.1)
            let verdict = turn.matched ? "✓" : "✗"
            let note = turn.larger == nil ? "tie" : turn.larger == turn.picked ? "the larger" : "the smaller"
            lines.append("\(String(number).leftPadded(to: 3))  \(turn.kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\(sizes)  picked \(picked) (\(note)) \(verdict)")
            number -= 1
        }
        return lines
    }

    private static func drawHistory(_ game: GameScreenState, scroll: Int, on screen: inout Screen) {
        let all = historyLines(game.controller)
        let rows = max(1, screen.size.height - 6)
        let start = min(scroll, max(0, all.count - rows))
        var lines = all.isEmpty ? ["No turns yet: pick a shape first."] : Array(all.dropFirst(start).prefix(rows))
        if all.count > rows { lines.append("(\(start + 1)-\(start + lines.count) of \(all.count))") }
        OverlayBox.draw(title: "Turns, newest first", lines: lines.map { StyledLine($0) },
                        footer: "any key closes", maxWidth: 60, on: &screen)
    }

    static func summaryLines(_ game: GameScreenState, totals: GameTotals) -> [StyledLine] {
        let controller = game.controller
        let turns = controller.history.count
        let right = controller.rightPicks
        var lines = [
            StyledLine("\(turns) turn\(turns == 1 ? "" : "s"), \(right) right (\(percent(controller.accuracy ?? 0)))"),
            StyledLine("Score \(controller.score) · best this game \(controller.bestScore)"),
        ]
        if let previous = game.previousBest, controller.bestScore > previous {
            lines.append(StyledLine("A new best score (it was \(previous))!", style: Style(bold: true, foreground: .green)))
        }
        lines.append(StyledLine())
        var all = "All games: \(totals.gamesPlayed) played"
        if let best = totals.bestScore { all += " · best score \(best)" }
        if let accuracy = totals.accuracy { all += " · \(percent(accuracy)) right" }
        lines.append(StyledLine(all, style: Style(dim: true)))
        if !game.strategyWasSwitched {
            lines.append(StyledLine("The same shapes again: pattern-tutor game --seed \(game.seed) --strategy \(game.strategy.rawValue)",
                                    style: Style(dim: true)))
        }
        return lines
    }

    private static func drawSummary(_ game: GameScreenState, totals: GameTotals, isAlone: Bool, on screen: inout Screen) {
        let back = isAlone ? "q quits" : "q goes back"
        OverlayBox.draw(title: "Game over", lines: summaryLines(game, totals: totals),
                        footer: "Enter plays again · \(back)", maxWidth: 76, on: &screen)
    }

    static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }
}
