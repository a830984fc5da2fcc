import ShapeGame
import TerminalKit

/// Where the two shapes go in an area of the window. The view draws with it and the
/// reducer hit-tests clicks with it, so both always agree.
///
/// Each shape gets a square box (a cell is about twice as tall as it is wide, so a square
/// is `side` columns by `side / 2` rows), and its own square frame inside, centred, with a
/// side of its proportion of the box: the tutorial's sizing rule in terminal cells.
public struct GameLayout: Sendable, Equatable {
    public enum Arrangement: Sendable, Equatable { case sideBySide, stacked }

    public let arrangement: Arrangement
    /// The box side in columns (always even, so it is a whole number of rows too).
    public let side: Int
    public let boxes: [CellRect]
    /// The row under each box for its label.
    public let labelRows: [Int]

    /// Side by side when that gives the larger boxes (most terminals), else stacked.
    public init(area: CellRect) {
        let besideSide = Self.evenSide(columns: (area.width - 4) / 2, rows: area.height - 1)
        let stackedSide = Self.evenSide(columns: area.width - 2, rows: (area.height - 2) / 2)
        let rows: Int
        if besideSide >= stackedSide {
            arrangement = .sideBySide
            side = besideSide
            rows = side / 2
            let half = area.width / 2
            let top = area.y + (area.height - 1 - rows) / 2
            boxes = [CellRect(x: area.x + (half - side) / 2, y: top, width: side, height: rows),
                     CellRect(x: area.x + half + (area.width - half - side) / 2, y: top, width: side, height: rows)]
        } else {
            arrangement = .stacked
            side = stackedSide
            rows = side / 2
            let half = area.height / 2
            let left = area.x + (area.width - side) / 2
            boxes = [CellRect(x: left, y: area.y + (half - 1 - rows) / 2, width: side, height: rows),
                     CellRect(x: left, y: area.y + half + (area.height - half - 1 - rows) / 2, width: side, height: rows)]
        }
        labelRows = boxes.map { $0.y + rows }
    }

    private static func evenSide(columns: Int, rows: Int) -> Int {
        max(2, min(columns, rows * 2) / 2 * 2)
    }

    /// The cells a shape of `proportion` takes in `box`: its square frame, centred.
    public func frame(proportion: Double, in box: CellRect) -> CellRect {
        let columns = max(1, Int((proportion * Double(side)).rounded()))
        let rows = max(1, Int((proportion * Double(side) / 2).rounded()))
        return CellRect(x: box.x + (box.width - columns) / 2, y: box.y + (box.height - rows) / 2,
                        width: columns, height: rows)
    }

    /// The frames of the two shapes on show.
    public func frames(for views: (ShapeView, ShapeView)) -> [CellRect] {
        [frame(proportion: views.0.shape.proportion, in: boxes[0]),
         frame(proportion: views.1.shape.proportion, in: boxes[1])]
    }

    /// The cells a view paints, counted from its box's top left corner: the painter's own
    /// frame and inside rule (`ShapeCells`), so two views with one footprint look the same.
    func footprint(of view: ShapeView, in box: CellRect) -> Set<Position> {
        let frame = frame(proportion: view.shape.proportion, in: box)
        let cells = ShapeCells(geometry: view.geometry, frame: frame)
        var inside = Set<Position>()
        for row in 0..<frame.height {
            for column in 0..<frame.width where cells.isInside(column: column, row: row) {
                inside.insert(Position(x: frame.x - box.x + column, y: frame.y - box.y + row))
            }
        }
        return inside
    }

    /// Whether one of the two shapes is the larger (by the servant's rule) and yet both
    /// paint exactly the same cells: they differ by less than a cell at this size, so the
    /// screen has to say so. A tie is not: equal shapes that look equal are the truth.
    public func hidesDifference(_ views: (ShapeView, ShapeView)) -> Bool {
        let firstWins = PickJudge.isRight(picked: views.0.shape, other: views.1.shape)
        let secondWins = PickJudge.isRight(picked: views.1.shape, other: views.0.shape)
        guard firstWins != secondWins else { return false }
        return footprint(of: views.0, in: boxes[0]) == footprint(of: views.1, in: boxes[1])
    }

    /// Which shape a click at `position` lands on: a cell of the figure itself, not just
    /// its frame (a click in the corner of a circle's frame misses), whether or not the
    /// figure is filled.
    public func hit(_ position: Position, views: (ShapeView, ShapeView)) -> ShapePick? {
        let frames = frames(for: views)
        let geometries = [views.0.geometry, views.1.geometry]
        for (index, frame) in frames.enumerated() where frame.contains(position) {
            let cell = ShapeCells(geometry: geometries[index], frame: frame)
            if cell.isInside(column: position.x - frame.x, row: position.y - frame.y) {
                return index == 0 ? .first : .second
            }
        }
        return nil
    }
}

/// Which cells of a frame a figure covers, and which of those are its edge.
struct ShapeCells {
    let geometry: ShapeGeometry
    let frame: CellRect

    /// A cell is inside when its centre is.
    func isInside(column: Int, row: Int) -> Bool {
        guard column >= 0, row >= 0, column < frame.width, row < frame.height else { return false }
        let point = UnitPoint(x: (Double(column) + 0.5) / Double(frame.width), y: (Double(row) + 0.5) / Double(frame.height))
        return geometry.contains(point)
    }

    /// An inside cell with an outside neighbour (or the frame's edge) beside it.
    func isEdge(column: Int, row: Int) -> Bool {
        isInside(column: column, row: row)
            && [(column - 1, row), (column + 1, row), (column, row - 1), (column, row + 1)]
                .contains { !isInside(column: $0.0, row: $0.1) }
    }
}
