import TerminalKit

extension Canvas {
    /// One line per row, exactly `columns` display columns wide: spaces where nothing is drawn,
    /// every drawn cell in its colour.
    public func lines() -> [StyledLine] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(3 * columns)
        return (0..<rows).map { line(ofRow: $0, buffer: &buffer) }
    }

    /// What one cell shows: a character, and colour codes (0 for none) for its two layers.
    private struct Glyph {
        var scalar: UInt32
        var foreground: UInt8
        var background: UInt8

        static let blank = Glyph(scalar: 0x20, foreground: 0, background: 0)
    }

    /// Builds the row in one pass over its cells, as UTF-8, cutting a new run only where the
    /// colours change: a frame is rebuilt many times a second, so no per-cell strings.
    private func line(ofRow row: Int, buffer bytes: inout [UInt8]) -> StyledLine {
        var runs: [StyledRun] = []
        bytes.removeAll(keepingCapacity: true)
        var current = Glyph.blank
        for column in 0..<columns {
            let glyph = self.glyph(column: column, row: row)
            if glyph.foreground != current.foreground || glyph.background != current.background {
                if !bytes.isEmpty {
                    runs.append(StyledRun(String(decoding: bytes, as: UTF8.self), style: Self.style(of: current)))
                }
                bytes.removeAll(keepingCapacity: true)
                current = glyph
            }
            Self.appendUTF8(of: glyph.scalar, to: &bytes)
        }
        if !bytes.isEmpty {
            runs.append(StyledRun(String(decoding: bytes, as: UTF8.self), style: Self.style(of: current)))
        }
        return StyledLine(runs)
    }

    /// Every character drawn here is ASCII or in the Basic Multilingual Plane.
    private static func appendUTF8(of scalar: UInt32, to bytes: inout [UInt8]) {
        if scalar < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: scalar))
        } else if scalar < 0x800 {
            bytes.append(UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        } else {
            bytes.append(UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        }
    }

    private static func style(of glyph: Glyph) -> Style {
        Style(foreground: color(ofCode: glyph.foreground), background: color(ofCode: glyph.background))
    }

    private func glyph(column: Int, row: Int) -> Glyph {
        switch mode {
        case .braille: brailleGlyph(column: column, row: row)
        case .halfBlock: halfBlockGlyph(column: column, row: row)
        case .ascii: asciiGlyph(column: column, row: row)
        }
    }

    /// The cell's 2 x 4 pixels as one braille character, dots numbered as in the standard:
    /// 1 2 3 7 down the left column, 4 5 6 8 down the right.
    private func brailleGlyph(column: Int, row: Int) -> Glyph {
        let top = row * 4 * pixelColumns + column * 2
        let next = pixelColumns
        let dots = lit(top, 0x01) | lit(top + 1, 0x08)
            | lit(top + next, 0x02) | lit(top + next + 1, 0x10)
            | lit(top + 2 * next, 0x04) | lit(top + 2 * next + 1, 0x20)
            | lit(top + 3 * next, 0x40) | lit(top + 3 * next + 1, 0x80)
        guard dots != 0 else { return .blank }
        return Glyph(scalar: 0x2800 + dots, foreground: cellColors[row * columns + column], background: 0)
    }

    private func lit(_ pixel: Int, _ bit: UInt32) -> UInt32 { pixels[pixel] != 0 ? bit : 0 }

    /// Upper and lower half of the cell. When both halves are drawn in different colours the
    /// upper half block shows the top in front and the bottom behind it.
    private func halfBlockGlyph(column: Int, row: Int) -> Glyph {
        let top = pixels[2 * row * pixelColumns + column]
        let bottom = pixels[(2 * row + 1) * pixelColumns + column]
        switch (top, bottom) {
        case (0, 0): return .blank
        case (_, 0): return Glyph(scalar: Self.upperHalf, foreground: top, background: 0)
        case (0, _): return Glyph(scalar: Self.lowerHalf, foreground: bottom, background: 0)
        case _ where top == bottom: return Glyph(scalar: Self.fullBlock, foreground: top, background: 0)
        default: return Glyph(scalar: Self.upperHalf, foreground: top, background: bottom)
        }
    }

    private static var upperHalf: UInt32 { 0x2580 }  // ▀
    private static var lowerHalf: UInt32 { 0x2584 }  // ▄
    private static var fullBlock: UInt32 { 0x2588 }  // █

    /// A character whose weight follows how many of the cell's 8 samples are covered, or the
    /// shape of the line or point drawn last in it.
    private func asciiGlyph(column: Int, row: Int) -> Glyph {
        let cell = row * columns + column
        let color = cellColors[cell]
        guard color != 0 else { return .blank }
        if let mark = StrokeMark(rawValue: cellMarks[cell]), let scalar = Self.asciiScalar(for: mark) {
            return Glyph(scalar: scalar.value, foreground: color, background: 0)
        }
        let top = row * 4 * pixelColumns + column * 2
        var covered: UInt32 = 0
        for line in 0..<4 {
            let sample = top + line * pixelColumns
            covered += lit(sample, 1) + lit(sample + 1, 1)
        }
        guard covered > 0 else { return .blank }
        return Glyph(scalar: Self.asciiScalar(forCoverage: covered).value, foreground: color, background: 0)
    }

    /// 1-2 samples '.', 3-4 ':', 5-6 'o', 7 'O', all 8 '@': only a fully covered cell is solid,
    /// so the edge of a shape reads as an edge.
    private static func asciiScalar(forCoverage covered: UInt32) -> Unicode.Scalar {
        switch covered {
        case 0: " "
        case 1...2: "."
        case 3...4: ":"
        case 5...6: "o"
        case 7: "O"
        default: "@"
        }
    }

    private static func asciiScalar(for mark: StrokeMark) -> Unicode.Scalar? {
        switch mark {
        case .none: nil
        case .point: "*"
        case .horizontal: "-"
        case .vertical: "|"
        case .rising: "/"
        case .falling: "\\"
        }
    }
}
