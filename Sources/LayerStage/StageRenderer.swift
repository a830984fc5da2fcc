import Animation
import Patterns
import Raster
import TerminalKit

/// Draws a stage at one instant into terminal lines: pure, so a frame is a value to test.
public enum StageRenderer {
    /// The stage at `time` seconds, scaled to fill `columns` x `rows` while keeping its shape.
    public static func lines(_ stage: Stage, at time: Double, columns: Int, rows: Int, mode: RasterMode) -> [StyledLine] {
        var canvas = Canvas(columns: columns, rows: rows, mode: mode)
        draw(stage, at: time, on: &canvas)
        return canvas.lines()
    }

    public static func draw(_ stage: Stage, at time: Double, on canvas: inout Canvas) {
        let mapping = Mapping(stage: stage, width: canvas.width, height: canvas.height)
        for layer in stage.layers where layer.isVisible {
            draw(layer.presentation(at: time), with: mapping, on: &canvas)
        }
    }

    /// The column under the centre of each layer's frame, for labels beneath the canvas.
    public static func centreColumns(_ stage: Stage, columns: Int, rows: Int) -> [Int] {
        // The canvas's size in units (a row is two), without making a canvas every frame.
        let mapping = Mapping(stage: stage, width: Double(columns), height: Double(2 * rows))
        return stage.layers.map { Int(mapping.x($0.model.x).rounded(.down)) }
    }

    /// Points (the layers' space, y down as in UIKit) to canvas units, centred, aspect kept.
    struct Mapping {
        let scale: Double
        let offsetX: Double
        let offsetY: Double

        init(stage: Stage, width: Double, height: Double) {
            // A little margin, so a bouncing ball never touches the edge.
            scale = min(width / stage.viewWidth, height / stage.viewHeight) * 0.95
            offsetX = (width - stage.viewWidth * scale) / 2
            offsetY = (height - stage.viewHeight * scale) / 2
        }

        func x(_ point: Double) -> Double { offsetX + point * scale }
        func y(_ point: Double) -> Double { offsetY + point * scale }
    }

    private static func draw(_ shown: Layer.Presentation, with mapping: Mapping, on canvas: inout Canvas) {
        // A nearly transparent layer is not drawn: a terminal cell has no opacity.
        guard shown.opacity >= 0.35 else { return }
        let side = shown.width * shown.scale * mapping.scale
        let color = terminalColor(named: shown.color)
        if shown.cornerRadius * 2 >= shown.width - 0.001 {
            canvas.fillCircle(centerX: mapping.x(shown.x), centerY: mapping.y(shown.y), radius: side / 2, color: color)
        } else {
            canvas.fillSquare(centerX: mapping.x(shown.x), centerY: mapping.y(shown.y), side: side,
                              rotation: shown.rotation, color: color)
        }
    }

    /// The layers' colour names, as the nearest of the terminal's eight colours.
    public static func terminalColor(named name: String) -> TerminalColor {
        switch name {
        case "red": .red
        case "green": .green
        case "blue": .blue
        case "orange", "yellow": .yellow
        case "purple", "magenta": .magenta
        case "cyan": .cyan
        default: .white
        }
    }
}

/// Plain-text frames for a terminal-less run: frame i is the stage at i / fps seconds, and
/// frames are separated by a line holding a single form feed.
public enum StageFrames {
    public static let separator = "\u{0C}"

    public static func text(_ stage: Stage, frames: Int, fps: Double, columns: Int, rows: Int, mode: RasterMode) -> String {
        // Plain text: no escapes, trailing spaces trimmed.
        let writer = ANSIWriter(mode: .plain)
        return (0..<max(0, frames)).map { index in
            writer.text(of: StageRenderer.lines(stage, at: Double(index) / fps, columns: columns, rows: rows, mode: mode))
        }.joined(separator: "\n" + separator + "\n") + "\n"
    }
}
