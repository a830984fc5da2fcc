import Localization
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
        let strategy = game.dealtStrategy == game.strategy ? localized(game.strategy.rawValue)
            : localized("{0}, next {1}", localized(game.dealtStrategy.rawValue), localized(game.strategy.rawValue))
        let right = localized("turn {0} · {1} · {2}", controller.history.count + 1, strategy, localized(game.scheme.name)) + " "
        if let flash = game.flash, let outcome = game.lastOutcome {
            // Reverse video keeps the flash visible with NO_COLOR; the colour says which.
            let style = Style(bold: true, reverse: true, foreground: flash.right ? .green : .red)
            screen.fill(x: 0, y: 0, width: width, height: 1, style: style)
            let text = flash.right ? localized("✓ Right  {0}   Score {1}", signed(outcome.increment), outcome.score)
                : localized("✗ Wrong  {0}   Score {1}", signed(outcome.increment), outcome.score)
            screen.put(" " + text, x: 0, y: 0, style: style)
            return
        }
        let label = " " + localized("Score") + " "
        screen.put(label, x: 0, y: 0, style: Style(bold: true))
        // The tutorial's one visual rule: the score turns red while it is negative.
        let scoreStyle = Style(bold: true, foreground: controller.score < 0 ? .red : nil)
        screen.put(String(controller.score), x: DisplayWidth.of(label), y: 0, style: scoreStyle)
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
        return [localized("{0} Too close to see at this size: one is larger by less than a cell. A larger window shows more.", mark),
                localized("{0} Too close to see at this size: one is larger by less than a cell.", mark),
                localized("{0} Too close to see: one is larger by less than a cell.", mark),
                localized("{0} Too close to see at this size", mark),
                localized("{0} Too close to see", mark),
                localized("{0} too close", mark)]
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
        let fill = !style.showFill ? localized("no fill")
            : style.fillColor == .terminal ? localized("plain {0} fill", style.fillCharacter)
            : localized("{0} {1} fill", localized(style.fillColor.rawValue), style.fillCharacter)
        let outline = !style.showOutline ? localized("no outline")
            : style.outlineColor == .terminal ? localized("plain outline") : localized("{0} outline", localized(style.outlineColor.rawValue))
        return "\(fill), \(outline)"
    }

    // MARK: Status line

    /// The right end of the status line: the streak and the best scores.
    static func statusRight(_ game: GameScreenState, _ state: AppState) -> String {
        let (streak, best) = (game.controller.currentStreak, game.controller.bestScore)
        // A narrow window keeps its room for the keys.
        if let ever = state.gameTotals.bestScore, state.size.width >= 60 {
            return localized("streak {0} · best score {1} · ever {2}", streak, best, max(ever, best))
        }
        return localized("streak {0} · best score {1}", streak, best)
    }

    static func hints(_ game: GameScreenState, _ state: AppState) -> [String] {
        switch game.overlay {
        case .summary: return [localized("Enter play again  q back"), localized("q back")]
        case .history: return [localized("↑↓ scroll  any other key closes"), localized("any key closes")]
        case nil:
            let stacked = GameLayout(area: shapeArea(state.size)).arrangement == .stacked
            let pick = stacked ? "↑↓" : "←→"
            return [localized("{0} pick the larger  s strategy  t colours  h history  ? keys  q end", pick),
                    localized("{0} pick  s t h  ? keys  q end", pick), localized("{0} pick  ? keys  q end", pick),
                    localized("{0} pick  q end", pick), localized("q end")]
        }
    }

    // MARK: History and summary

    /// The history read through `TurnHistory`'s iterator: newest first, as the scorers read it.
    static func historyLines(_ controller: TurnController) -> [String] {
        var number = controller.history.count
        var lines: [String] = []
        for turn in controller.history {
            let picked = turn.picked == .first ? 1 : 2
            let sizes = localized("{0} vs {1}", GameTranscript.fixed3(turn.proportions.0), GameTranscript.fixed3(turn.proportions.1))
            let verdict = turn.matched ? "✓" : "✗"
            let note = turn.larger == nil ? localized("tie")
                : turn.larger == turn.picked ? localized("the larger") : localized("the smaller")
            let name = localized(turn.kind.rawValue)
            let kind = name + String(repeating: " ", count: max(0, 10 - DisplayWidth.of(name)))
            lines.append(localized("{0}  {1}{2}  picked {3} ({4}) {5}", String(number).leftPadded(to: 3), kind, sizes, picked, note,
                                   verdict))
            number -= 1
        }
        return lines
    }

    private static func drawHistory(_ game: GameScreenState, scroll: Int, on screen: inout Screen) {
        let all = historyLines(game.controller)
        let rows = max(1, screen.size.height - 6)
        let start = min(scroll, max(0, all.count - rows))
        var lines = all.isEmpty ? [localized("No turns yet: pick a shape first.")] : Array(all.dropFirst(start).prefix(rows))
        if all.count > rows { lines.append(localized("({0}-{1} of {2})", start + 1, start + lines.count, all.count)) }
        OverlayBox.draw(title: localized("Turns, newest first"), lines: lines.map { StyledLine($0) },
                        footer: localized("any key closes"), maxWidth: 60, on: &screen)
    }

    static func summaryLines(_ game: GameScreenState, totals: GameTotals) -> [StyledLine] {
        let controller = game.controller
        let turns = controller.history.count
        let right = controller.rightPicks
        var lines = [
            StyledLine(localized(count: turns, one: "{0} turn, {1} right ({2})", other: "{0} turns, {1} right ({2})", right,
                                 percent(controller.accuracy ?? 0))),
            StyledLine(localized("Score {0} · best this game {1}", controller.score, controller.bestScore)),
        ]
        if let previous = game.previousBest, controller.bestScore > previous {
            lines.append(StyledLine(localized("A new best score (it was {0})!", previous), style: Style(bold: true, foreground: .green)))
        }
        lines.append(StyledLine())
        var all = [localized("All games: {0} played", totals.gamesPlayed)]
        if let best = totals.bestScore { all.append(localized("best score {0}", best)) }
        if let accuracy = totals.accuracy { all.append(localized("{0} right", percent(accuracy))) }
        lines.append(StyledLine(all.joined(separator: " · "), style: Style(dim: true)))
        if !game.strategyWasSwitched {
            lines.append(StyledLine(localized("The same shapes again: pattern-tutor game --seed {0} --strategy {1}", game.seed,
                                              game.strategy.rawValue), style: Style(dim: true)))
        }
        return lines
    }

    private static func drawSummary(_ game: GameScreenState, totals: GameTotals, isAlone: Bool, on screen: inout Screen) {
        let footer = isAlone ? localized("Enter plays again · q quits") : localized("Enter plays again · q goes back")
        OverlayBox.draw(title: localized("Game over"), lines: summaryLines(game, totals: totals),
                        footer: footer, maxWidth: 76, on: &screen)
    }

    static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }
}
