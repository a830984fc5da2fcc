import Localization
import Animation
import LayerStage
import Patterns
import Raster
import TerminalKit

/// Draws the stage screen: the layers (or their timing curves), a label under each layer,
/// the last messages, and the keys.
enum StageView {
    static let messageRows = 2

    static func draw(_ stage: StageScreenState, _ state: AppState, on screen: inout Screen) {
        let (time, speed) = (StageCommands.timeText(stage.time), StageCommands.speedText(stage.speed))
        let status = stage.isPaused ? localized("paused {0} ×{1}", time, speed) : "\(time) ×\(speed)"
        AppView.drawTitleBar(left: localized("Live run · Factory Method: layers from AnimatableLayerFactory"), right: status, on: &screen)
        let width = state.size.width
        let canvasRows = max(2, Layout.bodyHeight(state.size) - 1 - messageRows)
        if stage.showsKeyCode, stage.keyCode != nil {
            let area = CellRect(x: 0, y: 1, width: width, height: canvasRows + 1)
            DemoView.drawKeyCode(stage.codeLines, lesson: stage.keyCodeLesson, scroll: stage.codeScroll, in: area, on: &screen)
        } else if stage.showsCurves {
            drawCurves(stage, columns: width, rows: canvasRows + 1, on: &screen)
        } else {
            let lines = StageRenderer.lines(stage.stage, at: stage.time, columns: width, rows: canvasRows, mode: stage.mode)
            for (row, line) in lines.enumerated() { screen.put(line, x: 0, y: 1 + row, maxWidth: width) }
            drawLabels(stage, columns: width, rows: canvasRows, y: 1 + canvasRows, on: &screen)
        }
        for (offset, message) in stage.messages.suffix(messageRows).enumerated() {
            let style = message.hasPrefix("!") ? Style(bold: true, foreground: .red) : Style(dim: true)
            screen.put(TerminalText.truncated(TerminalText.sanitized(message), toWidth: width - 2), x: 1,
                       y: 2 + canvasRows + offset, style: style)
        }
    }

    static func hints(_ stage: StageScreenState) -> [String] {
        let count = stage.stage.layers.count
        let play = stage.isPaused ? localized("Space play") : localized("Space pause")
        let code = stage.keyCode == nil ? "" : stage.showsKeyCode ? localized("  Tab layers") : localized("  Tab code")
        return [localized("{0}  . step  +/- speed  1-{1} layers  c curves{2}  : command  ? help  q back", play, count, code),
                localized("{0}  . step  c curves{1}  ? help  q back", play, code),
                localized("{0}  ? help  q back", play)]
    }

    private static func drawLabels(_ stage: StageScreenState, columns: Int, rows: Int, y: Int, on screen: inout Screen) {
        let centres = StageRenderer.centreColumns(stage.stage, columns: columns, rows: rows)
        var nextFree = 0
        for (layer, centre) in zip(stage.stage.layers, centres) {
            let label = layer.isVisible ? "\(layer.number) \(layer.kind.rawValue)"
                : localized("{0} {1} (off)", layer.number, layer.kind.rawValue)
            let x = max(nextFree, centre - label.count / 2)
            guard x + label.count <= columns else { break }
            let color = StageRenderer.terminalColor(named: layer.model.color)
            screen.put(label, x: x, y: y, style: layer.isVisible ? Style(foreground: color) : Style(dim: true))
            nextFree = x + label.count + 1
        }
    }

    /// One graph per kind of layer on the stage, side by side, each titled with its curve.
    private static func drawCurves(_ stage: StageScreenState, columns: Int, rows: Int, on screen: inout Screen) {
        var kinds: [StageLayer] = []
        for layer in stage.stage.layers where !kinds.contains(where: { $0.kind == layer.kind }) { kinds.append(layer) }
        let panelWidth = max(10, columns / max(1, kinds.count))
        for (index, layer) in kinds.enumerated() where (index + 1) * panelWidth <= columns {
            let x = index * panelWidth
            let timing = layer.timing
            let curve = timing == .linear ? localized("linear")
                : "(\(number(timing.c1x)), \(number(timing.c1y)), \(number(timing.c2x)), \(number(timing.c2y)))"
            screen.put(TerminalText.truncated(layer.kind.rawValue, toWidth: panelWidth - 2), x: x + 1, y: 1,
                       style: Style(bold: true, foreground: StageRenderer.terminalColor(named: layer.model.color)))
            screen.put(TerminalText.truncated(curve, toWidth: panelWidth - 2), x: x + 1, y: 2, style: Style(dim: true))
            let plot = CurvePlot.lines(timing, columns: panelWidth - 2, rows: max(2, rows - 2), mode: stage.mode,
                                       color: StageRenderer.terminalColor(named: layer.model.color))
            for (row, line) in plot.enumerated() { screen.put(line, x: x + 1, y: 3 + row, maxWidth: panelWidth - 2) }
        }
    }

    private static func number(_ value: Double) -> String {
        let text = String(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
