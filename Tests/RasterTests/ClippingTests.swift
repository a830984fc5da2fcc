import Raster
import TerminalKit
import Testing

@Suite struct ClippingTests {
    @Test(arguments: RasterMode.allCases)
    func circleOnTheEdgeDrawsItsInsideHalf(mode: RasterMode) {
        var canvas = Canvas(columns: 40, rows: 20, mode: mode)
        canvas.fillCircle(centerX: 0, centerY: 20, radius: 8, color: .red)
        let extent = DrawnPixels(canvas.lines(), mode: mode).extent
        #expect(isClose(extent.width, to: 8) && isClose(extent.height, to: 16), "\(mode): \(extent)")
    }

    @Test(arguments: RasterMode.allCases)
    func squareInTheCornerDrawsItsInsideQuarter(mode: RasterMode) {
        var canvas = Canvas(columns: 40, rows: 20, mode: mode)
        canvas.fillSquare(centerX: 40, centerY: 40, side: 20, rotation: 0, color: .green)
        let extent = DrawnPixels(canvas.lines(), mode: mode).extent
        #expect(extent.width == 10 && extent.height == 10, "\(mode): \(extent)")
    }

    @Test(arguments: RasterMode.allCases)
    func lineFromFarAwayDrawsTheCrossingPart(mode: RasterMode) {
        var canvas = Canvas(columns: 20, rows: 10, mode: mode)
        canvas.drawLine(fromX: -1e9, fromY: -1e9, toX: 1e9, toY: 1e9, color: .yellow)
        let extent = DrawnPixels(canvas.lines(), mode: mode).extent
        #expect(extent.width == 20 && extent.height == 20, "\(mode): \(extent)")
        // Ends near the largest Double cannot place the line to within a pixel, but they must
        // not overflow or crash.
        let huge = Double.greatestFiniteMagnitude
        canvas.drawLine(fromX: -huge, fromY: huge, toX: huge, toY: -huge, color: .yellow)
        canvas.drawLine(fromX: huge, fromY: 3, toX: -huge, toY: 3, color: .yellow)
        #expect(canvas.lines().count == 10)
    }

    @Test(arguments: RasterMode.allCases)
    func shapesEntirelyOutsideDrawNothing(mode: RasterMode) {
        var canvas = Canvas(columns: 20, rows: 10, mode: mode)
        canvas.fillCircle(centerX: -10, centerY: 5, radius: 9.9, color: .red)
        canvas.fillSquare(centerX: 5, centerY: 30, side: 19, rotation: 0, color: .green)
        canvas.drawLine(fromX: 21, fromY: -5, toX: 40, toY: 30, color: .blue)
        canvas.plot(x: 20.01, y: 3, color: .cyan)
        canvas.plot(x: 3, y: -0.01, color: .cyan)
        #expect(DrawnPixels(canvas.lines(), mode: mode).isEmpty)
    }

    @Test(arguments: RasterMode.allCases)
    func hugeShapesFillTheCanvasWithoutCrashing(mode: RasterMode) {
        let huge = Double.greatestFiniteMagnitude
        for draw: (inout Canvas) -> Void in [
            { $0.fillCircle(centerX: 10, centerY: 10, radius: huge, color: .red) },
            { $0.fillSquare(centerX: -huge, centerY: huge, side: huge, rotation: 1e300, color: .red) },
            { $0.fillSquare(centerX: 10, centerY: 10, side: huge, rotation: 0.3, color: .red) },
        ] {
            var canvas = Canvas(columns: 20, rows: 10, mode: mode)
            draw(&canvas)
            _ = canvas.lines()
        }
        var canvas = Canvas(columns: 20, rows: 10, mode: mode)
        canvas.fillCircle(centerX: 10, centerY: 10, radius: huge, color: .red)
        let extent = DrawnPixels(canvas.lines(), mode: mode).extent
        #expect(extent.width == 20 && extent.height == 20, "\(mode): \(extent)")
    }

    @Test(arguments: RasterMode.allCases, [Double.nan, .infinity, -.infinity])
    func nonFiniteInputsDrawNothing(mode: RasterMode, bad: Double) {
        var canvas = Canvas(columns: 20, rows: 10, mode: mode)
        canvas.fillCircle(centerX: bad, centerY: 10, radius: 5, color: .red)
        canvas.fillCircle(centerX: 10, centerY: bad, radius: 5, color: .red)
        canvas.fillCircle(centerX: 10, centerY: 10, radius: bad, color: .red)
        canvas.fillSquare(centerX: bad, centerY: 10, side: 5, rotation: 0, color: .green)
        canvas.fillSquare(centerX: 10, centerY: bad, side: 5, rotation: 0, color: .green)
        canvas.fillSquare(centerX: 10, centerY: 10, side: bad, rotation: 0, color: .green)
        canvas.fillSquare(centerX: 10, centerY: 10, side: 5, rotation: bad, color: .green)
        canvas.drawLine(fromX: bad, fromY: 1, toX: 10, toY: 10, color: .blue)
        canvas.drawLine(fromX: 1, fromY: 1, toX: 10, toY: bad, color: .blue)
        canvas.plot(x: bad, y: 3, color: .cyan)
        canvas.plot(x: 3, y: bad, color: .cyan)
        #expect(DrawnPixels(canvas.lines(), mode: mode).isEmpty)
    }

    @Test func emptyAndNegativeShapesDrawNothing() {
        var canvas = Canvas(columns: 20, rows: 10, mode: .braille)
        canvas.fillCircle(centerX: 10, centerY: 10, radius: 0, color: .red)
        canvas.fillCircle(centerX: 10, centerY: 10, radius: -3, color: .red)
        canvas.fillSquare(centerX: 10, centerY: 10, side: -4, rotation: 0, color: .green)
        #expect(DrawnPixels(canvas.lines(), mode: .braille).isEmpty)
    }

    @Test(arguments: RasterMode.allCases, [(0, 0), (0, 3), (3, 0), (-2, -5), (1, 1)])
    func degenerateCanvasesAcceptEverything(mode: RasterMode, size: (columns: Int, rows: Int)) {
        var canvas = Canvas(columns: size.columns, rows: size.rows, mode: mode)
        canvas.fillCircle(centerX: 0.5, centerY: 1, radius: 3, color: .red)
        canvas.fillSquare(centerX: 0, centerY: 0, side: 2, rotation: 0.5, color: .green)
        canvas.drawLine(fromX: 0, fromY: 0, toX: 1, toY: 2, color: .blue)
        canvas.plot(x: 0, y: 0, color: .cyan)
        let lines = canvas.lines()
        #expect(lines.count == max(0, size.rows))
        #expect(lines.allSatisfy { $0.width == max(0, size.columns) })
    }
}
