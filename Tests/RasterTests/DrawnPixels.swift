import Raster
import TerminalKit

/// The pixels a canvas shows, read back from its output text (not from its buffers), so the
/// tests measure what a learner would see.
///
/// Braille gives 2 x 4 pixels per cell and half blocks 1 x 2; ASCII is read per cell, because
/// its coverage characters cannot be turned back into samples.
struct DrawnPixels {
    /// Size of one read-back pixel in units: a cell is 1 unit wide and 2 units tall.
    let pixelWidth: Double
    let pixelHeight: Double
    private(set) var points: [(x: Int, y: Int)] = []

    init(_ lines: [StyledLine], mode: RasterMode) {
        switch mode {
        case .braille: (pixelWidth, pixelHeight) = (0.5, 0.5)
        case .halfBlock: (pixelWidth, pixelHeight) = (1, 1)
        case .ascii: (pixelWidth, pixelHeight) = (1, 2)
        }
        for (row, line) in lines.enumerated() {
            var column = 0
            for run in line.runs {
                for scalar in run.text.unicodeScalars {
                    read(scalar, column: column, row: row, mode: mode, style: run.style)
                    column += 1
                }
            }
        }
    }

    private mutating func read(_ scalar: Unicode.Scalar, column: Int, row: Int, mode: RasterMode, style: Style) {
        guard scalar != " " else { return }
        switch mode {
        case .braille:
            let dots = scalar.value - 0x2800
            let layout: [(bit: UInt32, x: Int, y: Int)] = [
                (0x01, 0, 0), (0x02, 0, 1), (0x04, 0, 2), (0x40, 0, 3),
                (0x08, 1, 0), (0x10, 1, 1), (0x20, 1, 2), (0x80, 1, 3),
            ]
            for dot in layout where dots & dot.bit != 0 {
                points.append((column * 2 + dot.x, row * 4 + dot.y))
            }
        case .halfBlock:
            let top = scalar == "▀" || scalar == "█"
            let bottom = scalar == "▄" || scalar == "█" || (scalar == "▀" && style.background != nil)
            if top { points.append((column, row * 2)) }
            if bottom { points.append((column, row * 2 + 1)) }
        case .ascii:
            points.append((column, row))
        }
    }

    var isEmpty: Bool { points.isEmpty }

    /// Width and height in units of the box around every drawn pixel.
    var extent: (width: Double, height: Double) {
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
        else { return (0, 0) }
        return (Double(maxX - minX + 1) * pixelWidth, Double(maxY - minY + 1) * pixelHeight)
    }

    /// The drawn area in square units.
    var area: Double { Double(points.count) * pixelWidth * pixelHeight }

    /// The centre of the drawn pixels, in units.
    var centroid: (x: Double, y: Double) {
        let count = Double(max(1, points.count))
        let sumX = points.reduce(0.0) { $0 + (Double($1.x) + 0.5) * pixelWidth }
        let sumY = points.reduce(0.0) { $0 + (Double($1.y) + 0.5) * pixelHeight }
        return (sumX / count, sumY / count)
    }
}

/// True when `value` is within `tolerance` (a fraction) of `expected`.
func isClose(_ value: Double, to expected: Double, within tolerance: Double = 0.1) -> Bool {
    abs(value - expected) <= tolerance * abs(expected)
}
