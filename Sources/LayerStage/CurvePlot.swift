import Animation
import Raster
import TerminalKit

/// A timing function drawn as a graph: progress through the duration across, the eased value
/// up, the Bézier control points marked and joined to the ends as in a curve editor.
public enum CurvePlot {
    public static func lines(_ timing: TimingFunction, columns: Int, rows: Int, mode: RasterMode,
                             color: TerminalColor = .cyan) -> [StyledLine] {
        var canvas = Canvas(columns: columns, rows: rows, mode: mode)
        // y can leave 0...1 (pop's curve reaches 1.43 at its control point): fit all of it.
        let low = min(0, timing.c1y, timing.c2y)
        let high = max(1, timing.c1y, timing.c2y)
        let margin = 1.0
        let plotWidth = max(1, canvas.width - 2 * margin)
        let plotHeight = max(1, canvas.height - 2 * margin)
        func x(_ value: Double) -> Double { margin + value * plotWidth }
        func y(_ value: Double) -> Double { margin + (high - value) / (high - low) * plotHeight }

        // Axes: the time line at y = 0 and the start line at x = 0.
        canvas.drawLine(fromX: x(0), fromY: y(0), toX: x(1), toY: y(0), color: .white)
        canvas.drawLine(fromX: x(0), fromY: y(low), toX: x(0), toY: y(high), color: .white)
        // Handles from each end to its control point.
        canvas.drawLine(fromX: x(0), fromY: y(0), toX: x(timing.c1x), toY: y(timing.c1y), color: .yellow)
        canvas.drawLine(fromX: x(1), fromY: y(1), toX: x(timing.c2x), toY: y(timing.c2y), color: .yellow)
        let samples = max(8, Int(plotWidth * 4))
        var previous = (x: x(0), y: y(timing(0)))
        for step in 1...samples {
            let progress = Double(step) / Double(samples)
            let point = (x: x(progress), y: y(timing(progress)))
            canvas.drawLine(fromX: previous.x, fromY: previous.y, toX: point.x, toY: point.y, color: color)
            previous = point
        }
        canvas.plot(x: x(timing.c1x), y: y(timing.c1y), color: .yellow)
        canvas.plot(x: x(timing.c2x), y: y(timing.c2y), color: .yellow)
        return canvas.lines()
    }
}
