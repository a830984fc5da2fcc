import Foundation
import TerminalKit

/// A picture drawn with filled shapes and thin lines, shown in terminal cells at sub-cell
/// resolution.
///
/// Drawing space is in "units": 1 unit is the width of one terminal column, and since a cell is
/// about twice as tall as wide, one row is 2 units tall. So a canvas of C columns x R rows is
/// C x 2R units, and a circle of radius r units looks round in every mode.
///
/// A pixel belongs to a shape when its centre is inside the shape. Anything outside the canvas
/// is clipped; a shape with a NaN or infinite input draws nothing.
public struct Canvas: Sendable {
    public let columns: Int
    public let rows: Int
    public let mode: RasterMode

    /// Canvas width in units.
    public var width: Double { Double(columns) }
    /// Canvas height in units.
    public var height: Double { Double(2 * rows) }

    let pixelColumns: Int
    let pixelRows: Int
    /// One byte per pixel, row by row: 0 when empty, otherwise a colour code (see `code(of:)`).
    private(set) var pixels: [UInt8]
    /// The colour code last drawn into each cell: when shapes share a cell, the last one wins.
    private(set) var cellColors: [UInt8]
    /// What the last drawing in each cell was (`StrokeMark`): ASCII mode shows lines and points
    /// with a shape character rather than a coverage character, so a curve stays legible.
    private(set) var cellMarks: [UInt8]

    public init(columns: Int, rows: Int, mode: RasterMode) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.mode = mode
        pixelColumns = self.columns * mode.pixelsPerCellAcross
        pixelRows = self.rows * mode.pixelsPerCellDown
        pixels = Array(repeating: 0, count: pixelColumns * pixelRows)
        cellColors = Array(repeating: 0, count: self.columns * self.rows)
        cellMarks = Array(repeating: StrokeMark.none.rawValue, count: self.columns * self.rows)
    }

    /// Empties the canvas, keeping its storage for the next frame.
    public mutating func clear() {
        for index in pixels.indices { pixels[index] = 0 }
        for index in cellColors.indices { cellColors[index] = 0 }
        for index in cellMarks.indices { cellMarks[index] = StrokeMark.none.rawValue }
    }

    // MARK: Shapes

    public mutating func fillCircle(centerX: Double, centerY: Double, radius: Double, color: TerminalColor) {
        guard centerX.isFinite, centerY.isFinite, radius.isFinite, radius > 0,
              let rowSpan = pixelSpan(from: centerY - radius, to: centerY + radius, count: pixelRows)
        else { return }
        let radiusSquared = radius * radius
        for row in rowSpan {
            let dy = unitCenter(ofPixel: row) - centerY
            let reachSquared = radiusSquared - dy * dy
            guard reachSquared >= 0 else { continue }
            let reach = reachSquared.squareRoot()
            guard let columnSpan = pixelSpan(from: centerX - reach, to: centerX + reach, count: pixelColumns)
            else { continue }
            fillSpan(row: row, columns: columnSpan, color: color)
        }
    }

    /// A square of `side` units centred at the point, rotated by `rotation` radians (clockwise on
    /// screen, because y grows downwards).
    public mutating func fillSquare(centerX: Double, centerY: Double, side: Double, rotation: Double,
                                    color: TerminalColor) {
        guard centerX.isFinite, centerY.isFinite, side.isFinite, side > 0, rotation.isFinite else { return }
        let half = side / 2
        let cosine = cos(rotation)
        let sine = sin(rotation)
        let reach = half * (abs(cosine) + abs(sine))
        guard let rowSpan = pixelSpan(from: centerY - reach, to: centerY + reach, count: pixelRows) else { return }
        for row in rowSpan {
            let dy = unitCenter(ofPixel: row) - centerY
            // A point is inside when both of its coordinates in the square's own frame,
            // u = cos·dx + sin·dy and v = −sin·dx + cos·dy, are within ±half. On one pixel row
            // each condition is an interval of dx, so the row's span is their intersection.
            guard let alongU = Self.interval(where: cosine, times: dy * sine, within: half),
                  let alongV = Self.interval(where: -sine, times: dy * cosine, within: half)
            else { continue }
            let low = max(alongU.low, alongV.low)
            let high = min(alongU.high, alongV.high)
            guard let columnSpan = pixelSpan(from: centerX + low, to: centerX + high, count: pixelColumns)
            else { continue }
            fillSpan(row: row, columns: columnSpan, color: color)
        }
    }

    /// A line one pixel thick between two points, clipped to the canvas.
    public mutating func drawLine(fromX: Double, fromY: Double, toX: Double, toY: Double, color: TerminalColor) {
        guard fromX.isFinite, fromY.isFinite, toX.isFinite, toY.isFinite, pixelColumns > 0, pixelRows > 0,
              let clipped = LineClipper(width: width, height: height)
                .clip(fromX: fromX, fromY: fromY, toX: toX, toY: toY)
        else { return }
        let mark = StrokeMark.forLine(dx: toX / 2 - fromX / 2, dy: toY / 2 - fromY / 2)
        // Bresenham between the end pixels, on whole numbers, so no pixel is skipped where the
        // line crosses a pixel edge. ASCII walks whole cells instead of samples: a line through
        // the samples would often touch two cells per row and come out doubled, like `//`.
        let across = mode.strokePixelsAcross
        let down = mode.strokePixelsDown
        var x = pixelIndex(ofUnit: clipped.fromX, count: pixelColumns) / across
        var y = pixelIndex(ofUnit: clipped.fromY, count: pixelRows) / down
        let endX = pixelIndex(ofUnit: clipped.toX, count: pixelColumns) / across
        let endY = pixelIndex(ofUnit: clipped.toY, count: pixelRows) / down
        let distanceX = abs(endX - x), distanceY = -abs(endY - y)
        let stepX = x < endX ? 1 : -1, stepY = y < endY ? 1 : -1
        var error = distanceX + distanceY
        while true {
            setPixel(column: x * across + across / 2, row: y * down + down / 2, color: color, mark: mark)
            if x == endX && y == endY { break }
            let doubledError = 2 * error
            if doubledError >= distanceY {
                error += distanceY
                x += stepX
            }
            if doubledError <= distanceX {
                error += distanceX
                y += stepY
            }
        }
    }

    /// Lights the pixel holding the point. The far edges belong to the canvas, so a curve
    /// plotted up to x = `width` still shows its last point.
    public mutating func plot(x: Double, y: Double, color: TerminalColor) {
        guard x >= 0, x <= width, y >= 0, y <= height, pixelColumns > 0, pixelRows > 0 else { return }
        setPixel(column: pixelIndex(ofUnit: x, count: pixelColumns), row: pixelIndex(ofUnit: y, count: pixelRows),
                 color: color, mark: .point)
    }

    // MARK: Pixels

    /// The colour code stored in the buffers: 0 is reserved for "nothing drawn".
    static func code(of color: TerminalColor) -> UInt8 { UInt8(color.rawValue + 1) }

    static func color(ofCode code: UInt8) -> TerminalColor? { TerminalColor(rawValue: Int(code) - 1) }

    private mutating func fillSpan(row: Int, columns span: ClosedRange<Int>, color: TerminalColor) {
        let code = Self.code(of: color)
        let rowStart = row * pixelColumns
        for column in span { pixels[rowStart + column] = code }
        let cellRowStart = row / mode.pixelsPerCellDown * columns
        let firstCell = cellRowStart + span.lowerBound / mode.pixelsPerCellAcross
        let lastCell = cellRowStart + span.upperBound / mode.pixelsPerCellAcross
        for cell in firstCell...lastCell {
            cellColors[cell] = code
            cellMarks[cell] = StrokeMark.none.rawValue
        }
    }

    private mutating func setPixel(column: Int, row: Int, color: TerminalColor, mark: StrokeMark) {
        let code = Self.code(of: color)
        pixels[row * pixelColumns + column] = code
        let cell = row / mode.pixelsPerCellDown * columns + column / mode.pixelsPerCellAcross
        cellColors[cell] = code
        cellMarks[cell] = mark.rawValue
    }

    /// The centre of pixel `index` along either axis, in units.
    private func unitCenter(ofPixel index: Int) -> Double {
        (Double(index) + 0.5) / mode.pixelsPerUnit
    }

    /// The pixel holding a coordinate already known to be within [0, extent] units.
    private func pixelIndex(ofUnit unit: Double, count: Int) -> Int {
        let index = (unit * mode.pixelsPerUnit).rounded(.down)
        return Int(min(max(index, 0), Double(count - 1)))
    }

    /// The pixels whose centres lie in [low, high] units, clipped to `0..<count`; nil when none.
    /// Clamping happens in Double, so huge or infinite bounds never reach an Int conversion.
    private func pixelSpan(from low: Double, to high: Double, count: Int) -> ClosedRange<Int>? {
        guard !low.isNaN, !high.isNaN, count > 0 else { return nil }
        let scale = mode.pixelsPerUnit
        let first = max(0, (low * scale - 0.5).rounded(.up))
        let last = min(Double(count - 1), (high * scale - 0.5).rounded(.down))
        guard first <= last else { return nil }
        return Int(first)...Int(last)
    }

    /// The values of x with |slope·x + offset| <= half, or nil when there are none.
    private static func interval(where slope: Double, times offset: Double,
                                 within half: Double) -> (low: Double, high: Double)? {
        guard slope != 0 else {
            return abs(offset) <= half ? (-Double.infinity, Double.infinity) : nil
        }
        let first = (-half - offset) / slope
        let second = (half - offset) / slope
        return (min(first, second), max(first, second))
    }
}

/// What a line or point left in a cell, for ASCII mode's shape characters.
enum StrokeMark: UInt8 {
    case none, point, horizontal, vertical, rising, falling

    /// The character that follows a line's direction. A cell is 2 units tall, so a line
    /// climbing one cell per column climbs 2 units per unit: that slope is drawn `/`.
    static func forLine(dx: Double, dy: Double) -> StrokeMark {
        let across = abs(dx)
        let down = abs(dy) / 2
        if across == 0 && down == 0 { return .point }
        if down <= across / 2 { return .horizontal }
        if down >= across * 2 { return .vertical }
        return (dx < 0) == (dy < 0) ? .falling : .rising
    }
}

/// Liang–Barsky clipping of a segment to the rectangle [0, width] x [0, height].
struct LineClipper {
    let width: Double
    let height: Double

    /// The part of the segment inside the rectangle, or nil when it misses.
    func clip(fromX: Double, fromY: Double, toX: Double, toY: Double)
        -> (fromX: Double, fromY: Double, toX: Double, toY: Double)? {
        // Work on halved coordinates: halving is exact, and it keeps the differences of two
        // huge finite coordinates from overflowing to infinity.
        let startX = fromX / 2, startY = fromY / 2
        let dx = toX / 2 - startX, dy = toY / 2 - startY
        var window = (enter: 0.0, leave: 1.0)
        guard Self.narrow(&window, direction: -dx, distance: startX),
              Self.narrow(&window, direction: dx, distance: width / 2 - startX),
              Self.narrow(&window, direction: -dy, distance: startY),
              Self.narrow(&window, direction: dy, distance: height / 2 - startY)
        else { return nil }
        let (enter, leave) = window
        return (2 * (startX + dx * enter), 2 * (startY + dy * enter),
                2 * (startX + dx * leave), 2 * (startY + dy * leave))
    }

    /// Shrinks the window of the segment's parameter to the inside of one edge; false when
    /// nothing of the segment is left.
    private static func narrow(_ window: inout (enter: Double, leave: Double),
                               direction: Double, distance: Double) -> Bool {
        if direction == 0 { return distance >= 0 }
        let crossing = distance / direction
        if direction < 0 {
            window.enter = max(window.enter, crossing)
        } else {
            window.leave = min(window.leave, crossing)
        }
        return window.enter <= window.leave
    }
}
