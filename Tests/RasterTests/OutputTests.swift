import Foundation
import GoldenFiles
import Raster
import TerminalKit
import Testing

@Suite struct OutputTests {
    /// Every kind of drawing at once, overlapping and running off the edges.
    static func busyScene(mode: RasterMode, columns: Int = 23, rows: Int = 7) -> Canvas {
        var canvas = Canvas(columns: columns, rows: rows, mode: mode)
        canvas.fillCircle(centerX: 4.3, centerY: 5.1, radius: 5.5, color: .red)
        canvas.fillSquare(centerX: 11.7, centerY: 7, side: 6, rotation: 0.4, color: .green)
        canvas.fillCircle(centerX: 21, centerY: 12, radius: 4, color: .brightBlue)
        canvas.drawLine(fromX: -3, fromY: 13, toX: 30, toY: 1, color: .yellow)
        canvas.plot(x: 17, y: 2.5, color: .magenta)
        return canvas
    }

    @Test(arguments: RasterMode.allCases, [(23, 7), (1, 1), (8, 3), (120, 40)])
    func everyLineIsExactlyTheCanvasWidth(mode: RasterMode, size: (columns: Int, rows: Int)) {
        let lines = Self.busyScene(mode: mode, columns: size.columns, rows: size.rows).lines()
        #expect(lines.count == size.rows)
        for line in lines {
            #expect(DisplayWidth.of(line.text) == size.columns, "\(mode): \(line.text)")
            #expect(line.width == size.columns)
        }
    }

    @Test func asciiOutputIsPrintableASCII() {
        let lines = Self.busyScene(mode: .ascii).lines()
        let scalars = lines.flatMap(\.text.unicodeScalars)
        #expect(scalars.allSatisfy { (0x20...0x7E).contains($0.value) })
        #expect(scalars.contains { $0 != " " })
    }

    @Test func brailleOutputIsBrailleOrSpace() {
        let lines = Self.busyScene(mode: .braille).lines()
        let scalars = lines.flatMap(\.text.unicodeScalars)
        #expect(scalars.allSatisfy { $0 == " " || (0x2800...0x28FF).contains($0.value) })
        #expect(scalars.contains { $0 != " " })
    }

    @Test func halfBlockOutputUsesBlocksOrSpace() {
        let lines = Self.busyScene(mode: .halfBlock).lines()
        let scalars = lines.flatMap(\.text.unicodeScalars)
        #expect(scalars.allSatisfy { " ▀▄█".unicodeScalars.contains($0) })
    }

    @Test func drawnCellsTakeTheirColourAndBlankCellsStayPlain() {
        var canvas = Canvas(columns: 6, rows: 2, mode: .braille)
        // Two cells wide, covering the lower half of the first row's cells.
        canvas.fillSquare(centerX: 1, centerY: 2, side: 2, rotation: 0, color: .cyan)
        let line = canvas.lines()[0]
        #expect(line.runs.map(\.style) == [Style(foreground: .cyan), .plain])
        #expect(line.runs.map(\.text) == ["⣤⣤", "    "])
    }

    @Test(arguments: [RasterMode.braille, .ascii])
    func lastDrawnColourWinsASharedCell(mode: RasterMode) {
        var canvas = Canvas(columns: 1, rows: 1, mode: mode)
        // Left column of dots red, then right column green: the cell shows both, in green.
        canvas.fillSquare(centerX: -0.5, centerY: 1, side: 2, rotation: 0, color: .red)
        canvas.fillSquare(centerX: 1.5, centerY: 1, side: 2, rotation: 0, color: .green)
        let run = canvas.lines()[0].runs
        #expect(run.map(\.style) == [Style(foreground: .green)])
        #expect(run.map(\.text) == [mode == .braille ? "⣿" : "@"])
    }

    @Test func halfBlockShowsTwoColoursInOneCell() {
        var canvas = Canvas(columns: 4, rows: 1, mode: .halfBlock)
        canvas.fillSquare(centerX: 0.5, centerY: 0.5, side: 1, rotation: 0, color: .red)
        canvas.fillSquare(centerX: 0.5, centerY: 1.5, side: 1, rotation: 0, color: .blue)
        canvas.fillSquare(centerX: 1.5, centerY: 1, side: 1, rotation: 0, color: .yellow)
        canvas.fillSquare(centerX: 2.5, centerY: 1.5, side: 1, rotation: 0, color: .green)
        canvas.plot(x: 3.5, y: 0.5, color: .magenta)
        let runs = canvas.lines()[0].runs
        #expect(runs.map(\.text) == ["▀", "█", "▄", "▀"])
        #expect(runs.map(\.style) == [Style(foreground: .red, background: .blue), Style(foreground: .yellow),
                                      Style(foreground: .green), Style(foreground: .magenta)])
    }

    @Test func asciiLinesFollowTheirDirection() {
        var canvas = Canvas(columns: 9, rows: 5, mode: .ascii)
        canvas.drawLine(fromX: 0, fromY: 1, toX: 9, toY: 1, color: .white)
        canvas.drawLine(fromX: 0.5, fromY: 2, toX: 0.5, toY: 10, color: .white)
        canvas.drawLine(fromX: 2.5, fromY: 9, toX: 5.5, toY: 3, color: .white)
        canvas.drawLine(fromX: 6.5, fromY: 3, toX: 8.5, toY: 7, color: .white)
        canvas.plot(x: 3.5, y: 3, color: .white)
        #expect(canvas.lines().map(\.text) == [
            "---------",
            "|  * /\\  ",
            "|   /  \\ ",
            "|  /    \\",
            "| /      ",
        ])
    }

    @Test(arguments: RasterMode.allCases)
    func shapesGolden(mode: RasterMode) {
        expectGolden(Self.snapshot(Self.busyScene(mode: mode)), named: "shapes-\(mode.rawValue)")
    }

    /// The ease-in-out curve with its control points, as the lesson's curve view plots it.
    @Test(arguments: RasterMode.allCases)
    func curveGolden(mode: RasterMode) {
        var canvas = Canvas(columns: 24, rows: 8, mode: mode)
        let (left, top, size) = (2.0, 1.0, 14.0)
        func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (left + x * size * 1.4, top + (1 - y) * size) }
        canvas.drawLine(fromX: left, fromY: top + size, toX: left + size * 1.4, toY: top + size, color: .brightBlack)
        canvas.drawLine(fromX: left, fromY: top, toX: left, toY: top + size, color: .brightBlack)
        var previous = point(0, 0)
        for step in 1...24 {
            let t = Double(step) / 24
            let next = point(3 * 0.42 * t * (1 - t) * (1 - t) + 3 * 0.58 * t * t * (1 - t) + t * t * t,
                             3 * t * t * (1 - t) + t * t * t)
            canvas.drawLine(fromX: previous.x, fromY: previous.y, toX: next.x, toY: next.y, color: .cyan)
            previous = next
        }
        for control in [point(0.42, 0), point(0.58, 1)] {
            canvas.fillCircle(centerX: control.x, centerY: control.y, radius: 0.8, color: .yellow)
        }
        expectGolden(Self.snapshot(canvas), named: "curve-\(mode.rawValue)")
    }

    static func snapshot(_ canvas: Canvas) -> String {
        var screen = Screen(size: Size(width: canvas.columns, height: canvas.rows))
        for (row, line) in canvas.lines().enumerated() { screen.put(line, x: 0, y: row) }
        return screen.snapshot
    }
}
