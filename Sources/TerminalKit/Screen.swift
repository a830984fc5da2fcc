/// One terminal cell: a grapheme cluster, the columns it takes and its style.
/// The right half of a wide character is a continuation cell with an empty grapheme.
public struct Cell: Sendable, Hashable {
    public var grapheme: String
    public var width: Int
    public var style: Style

    public init(_ grapheme: String, width: Int = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    public static let blank = Cell(" ")
    static func continuation(_ style: Style) -> Cell { Cell("", width: 0, style: style) }

    public var isContinuation: Bool { width == 0 }

}

/// An in-memory grid of cells: views draw into it, tests compare it, backends flush it.
public struct Screen: Sendable, Equatable {
    public let size: Size
    public private(set) var cells: [Cell]

    public init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: size.width * size.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    private func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < size.width && y < size.height
    }

    /// Writes `text` starting at (x, y), never beyond `x + maxWidth` or the right edge.
    /// Returns the number of columns written. Combining marks join the previous cell.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < size.height else { return 0 }
        let limit = min(size.width, x + (maxWidth ?? size.width))
        var column = x
        let sanitized = TerminalText.sanitized(text)
        for character in ASCIIRendering.isOn ? ASCIIFallback.text(sanitized) : sanitized {
            // Printable ASCII (all `sanitized` leaves) is one cell of one column: placed without
            // asking the tables or building a list of cells, as most text is.
            if character.asciiValue != nil {
                guard column < limit else { break }
                if column >= 0 { setCell(Cell(String(character), style: style), x: column, y: y) }
                column += 1
                continue
            }
            let cells = DisplayWidth.cells(of: character)
            let width = cells.reduce(0) { $0 + $1.width }
            if width == 0 {
                appendMark(character, beforeColumn: column, y: y, style: style)
                continue
            }
            if column + width > limit {
                // A cluster that does not fit becomes spaces so the edge stays straight.
                while column < limit { setCell(Cell(" ", style: style), x: column, y: y); column += 1 }
                break
            }
            // A cluster of several cells (a flag, a skin-toned emoji) is placed whole.
            for cell in cells {
                if column >= 0 { setCell(Cell(cell.text, width: cell.width, style: style), x: column, y: y) }
                column += cell.width
            }
        }
        return column - x
    }

    @discardableResult
    public mutating func put(_ line: StyledLine, x: Int, y: Int, maxWidth: Int? = nil) -> Int {
        var column = x
        let end = x + (maxWidth ?? size.width)
        for run in line.runs where column < end {
            column += put(run.text, x: column, y: y, style: run.style, maxWidth: end - column)
        }
        return column - x
    }

    /// Paints a rectangle with spaces in `style`.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: Style = .plain) {
        for row in max(0, y)..<min(size.height, y + height) {
            for column in max(0, x)..<min(size.width, x + width) {
                setCell(Cell(" ", style: style), x: column, y: row)
            }
        }
    }

    private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let index = y * size.width + x
        // Overwriting half of a wide character blanks its other half.
        if cells[index].isContinuation, x > 0 { cells[index - 1] = Cell(" ", style: cells[index - 1].style) }
        if cells[index].width == 2, x + 1 < size.width { cells[index + 1] = Cell(" ", style: cells[index + 1].style) }
        cells[index] = cell
        if cell.width == 2 {
            if x + 1 < size.width {
                if cells[index + 1].width == 2, x + 2 < size.width { cells[index + 2] = .blank }
                cells[index + 1] = .continuation(cell.style)
            } else {
                cells[index] = Cell(" ", style: cell.style)
            }
        }
    }

    private mutating func appendMark(_ mark: Character, beforeColumn column: Int, y: Int, style: Style) {
        var target = column - 1
        while target > 0, self[target, y].isContinuation { target -= 1 }
        if column > 0, target >= 0, contains(x: target, y: y) {
            cells[y * size.width + target].grapheme.append(mark)
        }
    }

    // MARK: Reading back

    /// The text of row `y`, wide characters once, trailing spaces kept.
    public func rowText(_ y: Int) -> String {
        (0..<size.width).map { self[$0, y].grapheme }.joined()
    }

    /// Every row's text with trailing spaces trimmed: what a person sees.
    public var lines: [String] {
        (0..<size.height).map { y in
            var text = rowText(y)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    public var text: String { lines.joined(separator: "\n") }

    /// Cells that differ from `previous`; all cells when sizes differ or there is no previous.
    public func changedPositions(since previous: Screen?) -> [Position] {
        guard let previous, previous.size == size else {
            return (0..<size.height).flatMap { y in (0..<size.width).map { Position(x: $0, y: y) } }
        }
        // Runs on every keypress and every animation frame: one pass over both buffers in
        // place, the cheap fields compared first (the subscript copies each cell).
        var positions: [Position] = []
        let width = size.width
        cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                guard let newCells = new.baseAddress, let oldCells = old.baseAddress else { return }
                for index in 0..<new.count {
                    // Fields read in place: copying each Cell out (and retaining its string)
                    // was most of the time.
                    let cell = newCells + index, before = oldCells + index
                    if cell.pointee.width == before.pointee.width, cell.pointee.style == before.pointee.style,
                       cell.pointee.grapheme == before.pointee.grapheme { continue }
                    positions.append(Position(x: index % width, y: index / width))
                }
            }
        }
        return positions
    }

    /// A text picture of the screen for golden files: the rows between bars, then each
    /// non-plain styled run as `row col..col style`.
    public var snapshot: String {
        var output = lines.map { "|" + $0 + "|" }
        var runs: [String] = []
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let style = self[x, y].style
                var end = x
                while end + 1 < size.width, self[end + 1, y].style == style { end += 1 }
                if !style.isPlain { runs.append("\(y) \(x)..\(end) \(style.summary)") }
                x = end + 1
            }
        }
        if !runs.isEmpty { output.append("-- styles --") ; output.append(contentsOf: runs) }
        return output.joined(separator: "\n") + "\n"
    }
}
