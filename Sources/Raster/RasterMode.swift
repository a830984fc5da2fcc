/// How a canvas turns its pixels into terminal cells.
public enum RasterMode: String, Sendable, CaseIterable {
    /// Unicode braille: 2 x 4 dots per cell, the finest picture a text terminal can show.
    case braille
    /// Upper and lower half blocks: 1 x 2 pixels per cell, each half in its own colour.
    case halfBlock
    /// Pure ASCII for plain terminals: each cell is sampled at 2 x 4 points and shown with a
    /// character whose weight follows how much of the cell is covered (` .:oO@`). Lines are
    /// drawn one cell thick with `- | / \` after their direction, points with `*`.
    case ascii

    /// Pixels (or ASCII samples) across one cell.
    var pixelsPerCellAcross: Int {
        switch self {
        case .braille, .ascii: 2
        case .halfBlock: 1
        }
    }

    /// Pixels (or ASCII samples) down one cell.
    var pixelsPerCellDown: Int {
        switch self {
        case .braille, .ascii: 4
        case .halfBlock: 2
        }
    }

    /// The size in pixels of one step of a line: a pixel, except in ASCII, whose lines are
    /// drawn one character per cell.
    var strokePixelsAcross: Int { self == .ascii ? pixelsPerCellAcross : 1 }
    var strokePixelsDown: Int { self == .ascii ? pixelsPerCellDown : 1 }

    /// Pixels per drawing unit, the same on both axes because a cell is 1 unit wide and
    /// 2 units tall: that equality is what keeps circles round.
    var pixelsPerUnit: Double { Double(pixelsPerCellAcross) }
}
