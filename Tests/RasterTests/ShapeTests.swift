import Foundation
import Raster
import TerminalKit
import Testing

@Suite struct ShapeTests {
    /// Modes whose output can be read back pixel by pixel.
    static let pixelModes: [RasterMode] = [.braille, .halfBlock]

    @Test func canvasSizeIsInUnits() {
        let canvas = Canvas(columns: 40, rows: 20, mode: .braille)
        #expect(canvas.width == 40)
        #expect(canvas.height == 40)
    }

    @Test(arguments: RasterMode.allCases)
    func circleLooksRound(mode: RasterMode) {
        var canvas = Canvas(columns: 40, rows: 20, mode: mode)
        canvas.fillCircle(centerX: canvas.width / 2, centerY: canvas.height / 2, radius: 8, color: .red)
        let extent = DrawnPixels(canvas.lines(), mode: mode).extent
        #expect(isClose(extent.width, to: extent.height), "\(mode): \(extent.width) x \(extent.height)")
        #expect(isClose(extent.width, to: 16), "\(mode): width \(extent.width)")
    }

    @Test(arguments: pixelModes, [(13.3, 17.8), (20.25, 21.1), (7.9, 30.6)])
    func circleAwayFromTheGridLooksRound(mode: RasterMode, center: (x: Double, y: Double)) {
        var canvas = Canvas(columns: 40, rows: 20, mode: mode)
        canvas.fillCircle(centerX: center.x, centerY: center.y, radius: 6.5, color: .blue)
        let drawn = DrawnPixels(canvas.lines(), mode: mode)
        #expect(isClose(drawn.extent.width, to: drawn.extent.height), "\(mode) at \(center): \(drawn.extent)")
        #expect(isClose(drawn.area, to: Double.pi * 6.5 * 6.5), "\(mode) at \(center): area \(drawn.area)")
        #expect(abs(drawn.centroid.x - center.x) < 0.5 && abs(drawn.centroid.y - center.y) < 0.5,
                "\(mode): centred at \(drawn.centroid), not \(center)")
    }

    @Test(arguments: pixelModes, [0, Double.pi / 4])
    func rotatedSquareKeepsItsArea(mode: RasterMode, rotation: Double) {
        var canvas = Canvas(columns: 40, rows: 20, mode: mode)
        canvas.fillSquare(centerX: 20, centerY: 20, side: 12, rotation: rotation, color: .green)
        let area = DrawnPixels(canvas.lines(), mode: mode).area
        #expect(isClose(area, to: 144), "\(mode) at \(rotation): area \(area)")
    }

    @Test(arguments: pixelModes)
    func squareExtentFollowsRotation(mode: RasterMode) {
        var upright = Canvas(columns: 40, rows: 20, mode: mode)
        upright.fillSquare(centerX: 20, centerY: 20, side: 12, rotation: 0, color: .green)
        var diamond = Canvas(columns: 40, rows: 20, mode: mode)
        diamond.fillSquare(centerX: 20, centerY: 20, side: 12, rotation: .pi / 4, color: .green)
        let uprightExtent = DrawnPixels(upright.lines(), mode: mode).extent
        let diamondExtent = DrawnPixels(diamond.lines(), mode: mode).extent
        #expect(isClose(uprightExtent.width, to: 12) && isClose(uprightExtent.height, to: 12), "\(uprightExtent)")
        let diagonal = 12 * 2.0.squareRoot()
        #expect(isClose(diamondExtent.width, to: diagonal) && isClose(diamondExtent.height, to: diagonal),
                "\(mode): \(diamondExtent), expected \(diagonal) both ways")
    }

    /// Turning clockwise on screen lifts the top-left corner, so after a twelfth of a turn the
    /// highest point of the square is left of its centre; turning the other way puts it right.
    @Test func positiveRotationTurnsClockwiseOnScreen() throws {
        func topmostX(rotation: Double) throws -> Double {
            var canvas = Canvas(columns: 40, rows: 20, mode: .braille)
            canvas.fillSquare(centerX: 20, centerY: 20, side: 16, rotation: rotation, color: .green)
            let points = DrawnPixels(canvas.lines(), mode: .braille).points
            let top = try #require(points.map(\.y).min())
            let xs = points.filter { $0.y == top }.map { (Double($0.x) + 0.5) * 0.5 }
            return xs.reduce(0, +) / Double(xs.count)
        }
        #expect(try topmostX(rotation: .pi / 6) < 18)
        #expect(try topmostX(rotation: -.pi / 6) > 22)
    }

    @Test(arguments: RasterMode.allCases)
    func lineJoinsItsEndsWithoutGaps(mode: RasterMode) {
        var canvas = Canvas(columns: 30, rows: 10, mode: mode)
        canvas.drawLine(fromX: 2.2, fromY: 3.1, toX: 27.6, toY: 16.9, color: .yellow)
        let points = DrawnPixels(canvas.lines(), mode: mode).points
        let columns = Set(points.map(\.x))
        let rows = Set(points.map(\.y))
        // Every pixel column between the ends is lit (the line is shallower than 45 degrees),
        // and so is every row it passes.
        #expect(columns.count == (columns.max() ?? 0) - (columns.min() ?? 0) + 1)
        #expect(rows.count == (rows.max() ?? 0) - (rows.min() ?? 0) + 1)
        // The ends may each round by up to a read-back pixel.
        let drawn = DrawnPixels(canvas.lines(), mode: mode)
        #expect(abs(drawn.extent.width - 25.4) <= 2 * drawn.pixelWidth, "\(mode): \(drawn.extent)")
        #expect(abs(drawn.extent.height - 13.8) <= 2 * drawn.pixelHeight, "\(mode): \(drawn.extent)")
    }

    @Test func plotLightsThePixelHoldingThePoint() {
        var canvas = Canvas(columns: 4, rows: 2, mode: .braille)
        canvas.plot(x: 0.2, y: 0.2, color: .cyan)
        canvas.plot(x: canvas.width, y: canvas.height, color: .cyan)
        let points = DrawnPixels(canvas.lines(), mode: .braille).points
        #expect(points.map { [$0.x, $0.y] } == [[0, 0], [7, 7]])
    }

    @Test func clearEmptiesTheCanvas() {
        var canvas = Canvas(columns: 10, rows: 5, mode: .halfBlock)
        canvas.fillCircle(centerX: 5, centerY: 5, radius: 4, color: .red)
        canvas.drawLine(fromX: 0, fromY: 0, toX: 10, toY: 10, color: .red)
        canvas.clear()
        #expect(DrawnPixels(canvas.lines(), mode: .halfBlock).isEmpty)
        #expect(canvas.lines() == Canvas(columns: 10, rows: 5, mode: .halfBlock).lines())
    }
}
