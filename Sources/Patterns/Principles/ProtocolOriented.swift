import Localization

/// Protocol-oriented programming with the `Reusable` protocol: a protocol plus a protocol
/// extension gives every conforming cell class a reuse identifier and a type-safe way to be
/// registered and dequeued, with no string typed twice.
public enum ProtocolOriented {}

extension ProtocolOriented {
    /// A cell that can be recycled by a table.
    ///
    /// The source tutorial wrote `protocol Reusable: class`; `class` there is the deprecated spelling of
    /// `AnyObject`. Reuse only makes sense for reference types: the pool hands back the
    /// same object, so the constraint belongs here.
    public protocol Reusable: AnyObject {
        static var reuseIdentifier: String { get }
    }

    /// Why a cell could not be registered or dequeued.
    public enum ReuseError: Error, Equatable, Sendable {
        case notRegistered(String)
        case identifierTaken(String)

        public var message: String {
            switch self {
            case .notRegistered(let identifier):
                localized("'{0}' is not registered; register it first", identifier)
            case .identifierTaken(let identifier):
                localized("another cell class is already registered as '{0}'", identifier)
            }
        }
    }

    /// A plain cell, standing in for UITableViewCell.
    open class TableCell {
        /// Given by the table when it creates the cell: 1, 2, 3... in creation order.
        public internal(set) var serial = 0
        public var text = ""
        public private(set) var timesUsed = 0

        public required init() {}

        /// Called by the table before the cell is handed out again, as UIKit does.
        open func prepareForReuse() {
            text = ""
        }

        func markUsed() { timesUsed += 1 }
    }

    public final class TextCell: TableCell, Reusable {}

    public final class ImageCell: TableCell, Reusable {
        public var imageName = ""

        override public func prepareForReuse() {
            super.prepareForReuse()
            imageName = ""
        }
    }
}

extension ProtocolOriented.Reusable {
    /// The default: the type's own name, so `TextCell` registers as "TextCell" with no
    /// string constant to keep in step.
    public static var reuseIdentifier: String { String(describing: Self.self) }
}

extension ProtocolOriented {
    /// A table with a reuse pool, as UITableView has: cells that scroll off screen wait in
    /// the pool, and `dequeueReusableCell` hands one of them out before making a new one.
    ///
    /// Source example 002 calls this "lazy loading"; it is reuse from a pool. Lazy loading would
    /// create each cell on first use and keep it; here a few cells serve every row.
    public final class ReusingTableView {
        public let rowCount: Int
        public let visibleRowCount: Int
        /// Makes a configured cell for a row, like a data source's `cellForRowAt`.
        public var cellProvider: ((ReusingTableView, Int) throws(ReuseError) -> TableCell)?

        public private(set) var firstVisibleRow = 0
        public private(set) var visibleCells: [TableCell] = []
        public private(set) var cellsCreated = 0
        public private(set) var dequeues = 0

        private var makers: [String: (type: ObjectIdentifier, make: () -> TableCell)] = [:]
        private var pool: [String: [TableCell]] = [:]

        public init(rowCount: Int, visibleRowCount: Int) {
            self.rowCount = rowCount
            self.visibleRowCount = min(visibleRowCount, rowCount)
        }

        /// Registers a cell class under its reuse identifier. Two classes with the same
        /// identifier would make a dequeue hand out the wrong class, so that is refused.
        public func register<Cell: TableCell & Reusable>(_ cell: Cell.Type) throws(ReuseError) {
            let identifier = Cell.reuseIdentifier
            if let existing = makers[identifier], existing.type != ObjectIdentifier(Cell.self) {
                throw .identifierTaken(identifier)
            }
            makers[identifier] = (ObjectIdentifier(Cell.self), { Cell() })
        }

        public func isRegistered<Cell: TableCell & Reusable>(_ cell: Cell.Type) -> Bool {
            makers[Cell.reuseIdentifier]?.type == ObjectIdentifier(Cell.self)
        }

        /// The source tutorial's version ended in `as! T`, a crash waiting for a typo. Here the type
        /// parameter picks the identifier, registration guarantees the class behind it, and
        /// an unregistered class is a thrown error rather than a crash.
        public func dequeueReusableCell<Cell: TableCell & Reusable>(
            _ cell: Cell.Type = Cell.self
        ) throws(ReuseError) -> Cell {
            let identifier = Cell.reuseIdentifier
            guard isRegistered(Cell.self) else { throw .notRegistered(identifier) }
            dequeues += 1
            // Registration tied this identifier to Cell, so the cast cannot fail; it is a
            // checked `as?` all the same, never the source tutorial's `as!`.
            if let reused = pool[identifier]?.popLast() as? Cell {
                reused.prepareForReuse()
                reused.markUsed()
                return reused
            }
            let cell = Cell()
            cellsCreated += 1
            cell.serial = cellsCreated
            cell.markUsed()
            return cell
        }

        /// Puts a cell that left the screen back in its pool.
        public func enqueue(_ cell: TableCell) {
            let identifier = Self.identifier(of: cell)
            pool[identifier, default: []].append(cell)
        }

        public func pooled(_ identifier: String) -> Int { pool[identifier]?.count ?? 0 }

        /// Fills the screen from row 0, if it is still empty.
        public func loadIfNeeded() throws(ReuseError) {
            guard visibleCells.isEmpty else { return }
            for row in 0..<visibleRowCount { visibleCells.append(try cell(forRow: row)) }
        }

        /// Moves down one row: the top cell goes to the pool, then a cell for the new bottom
        /// row is dequeued (usually that same object). On an error nothing moves.
        public func scrollDownOneRow() throws(ReuseError) {
            try loadIfNeeded()
            let newRow = firstVisibleRow + visibleRowCount
            guard newRow < rowCount, !visibleCells.isEmpty else { return }
            let leaving = visibleCells.removeFirst()
            enqueue(leaving)
            do {
                visibleCells.append(try cell(forRow: newRow))
                firstVisibleRow += 1
            } catch {
                reclaim(leaving)
                throw error
            }
        }

        private func cell(forRow row: Int) throws(ReuseError) -> TableCell {
            guard let cellProvider else { throw .notRegistered(localized("a cell provider")) }
            return try cellProvider(self, row)
        }

        private func reclaim(_ cell: TableCell) {
            let identifier = Self.identifier(of: cell)
            pool[identifier]?.removeAll { $0 === cell }
            visibleCells.insert(cell, at: 0)
        }

        private static func identifier(of cell: TableCell) -> String {
            (type(of: cell) as? any Reusable.Type)?.reuseIdentifier ?? String(describing: type(of: cell))
        }
    }
}

public final class ProtocolOrientedDemo: Demo {
    public static let info = DemoInfo(
        id: "protocol-oriented",
        title: "Protocol-oriented: Reusable",
        family: .principles,
        summary: """
            A feed of 100 posts in a table showing 5 rows (numbered from 1 here). TextCell and ImageCell adopt \
            Reusable and get reuseIdentifier from a protocol extension. Scrolling puts cells \
            that leave the screen in a pool and dequeues them for new rows: a handful of \
            cells serve every row. This is reuse, not lazy loading.
            """,
        commands: [
            DemoCommand("register", "<TextCell|ImageCell>", arguments: 1...1, help: "register a cell class by its type"),
            DemoCommand("scroll", "<rows>", arguments: 1...1, help: "scroll down; cells are recycled (stops at row 100)"),
            DemoCommand("dequeue", "<TextCell|ImageCell>", arguments: 1...1,
                        help: "ask for a cell of that type"),
            DemoCommand("identifier", "<TextCell|ImageCell>", arguments: 1...1, help: "show a class's reuseIdentifier"),
        ],
        tour: [
            TourStep("identifier TextCell", "A protocol extension gives reuseIdentifier: the type's name."),
            TourStep("register TextCell", "Register by type: no string to mistype."),
            TourStep("dequeue ImageCell", "An unregistered type throws a clear error; nothing crashes."),
            TourStep("register ImageCell", "Every fifth post is a photo, so register ImageCell too."),
            TourStep("scroll 20", "Twenty rows go by; watch how few cells exist."),
            TourStep("scroll 75", "To the end of the feed: still the same five cells."),
            TourStep("dequeue TextCell", "All five cells are on screen, so a sixth one is made."),
        ])

    private typealias Cell = ProtocolOriented.TableCell
    private let table = ProtocolOriented.ReusingTableView(rowCount: 100, visibleRowCount: 5)
    private static let cellTypes = ["textcell", "imagecell"]

    public init() {
        table.cellProvider = { table, row throws(ProtocolOriented.ReuseError) in
            try Self.configuredCell(in: table, row: row)
        }
    }

    /// The data source's side: pick the cell type for the row, dequeue it, fill it in.
    /// `row` is the table's index, from 0; the learner sees rows numbered from 1.
    private static func configuredCell(in table: ProtocolOriented.ReusingTableView,
                                       row: Int) throws(ProtocolOriented.ReuseError) -> Cell {
        guard isPhoto(row) else {
            let cell: ProtocolOriented.TextCell = try table.dequeueReusableCell()
            cell.text = localized("Post {0}", row + 1)
            return cell
        }
        let cell: ProtocolOriented.ImageCell = try table.dequeueReusableCell()
        cell.text = localized("Photo {0}", row + 1)
        cell.imageName = "photo\(row + 1).png"
        return cell
    }

    /// Every fifth post is a photo: rows 5, 10, 15... (indexes 4, 9, 14...).
    private static func isPhoto(_ row: Int) -> Bool { row % 5 == 4 }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        do {
            switch input.name {
            case "register": return try register(Self.cellType(input.words[0]))
            case "scroll": return try scroll(input.integer(0, named: localized("rows")))
            case "dequeue": return dequeue(try Self.cellType(input.words[0]))
            case "identifier": return identifier(try Self.cellType(input.words[0]))
            default: throw DemoError(localized("protocol-oriented has no command {0}", input.name))
            }
        } catch let error as ProtocolOriented.ReuseError {
            throw DemoError(error.message)
        } catch let error as DemoError {
            throw error
        } catch {
            throw DemoError("\(error)")
        }
    }

    private static func cellType(_ word: String) throws(DemoError) -> String {
        let name = word.lowercased()
        guard cellTypes.contains(name) else {
            throw DemoError(localized("unknown cell class '{0}': use TextCell or ImageCell", word))
        }
        return name
    }

    private func register(_ name: String) throws -> [String] {
        let again = name == "textcell" ? table.isRegistered(ProtocolOriented.TextCell.self)
                                       : table.isRegistered(ProtocolOriented.ImageCell.self)
        if name == "textcell" {
            try table.register(ProtocolOriented.TextCell.self)
        } else {
            try table.register(ProtocolOriented.ImageCell.self)
        }
        let identifier = Self.reuseIdentifier(name)
        let call = localized("register({0}.self) under \"{0}\"", identifier)
        return again ? [call, "  " + localized("already registered: nothing changed")] : [call]
    }

    private static func reuseIdentifier(_ name: String) -> String {
        name == "textcell" ? ProtocolOriented.TextCell.reuseIdentifier : ProtocolOriented.ImageCell.reuseIdentifier
    }

    private func identifier(_ name: String) -> [String] {
        let identifier = Self.reuseIdentifier(name)
        return ["\(identifier).reuseIdentifier == \"\(identifier)\"",
                localized("from String(describing: Self.self) in the extension")]
    }

    private func scroll(_ rows: Int) throws -> [String] {
        guard rows > 0 else { throw DemoError(localized("scroll by at least 1 row")) }
        // Never step past the feed's end: a huge count neither overflows nor spins.
        let steps = min(rows, max(0, table.rowCount - table.firstVisibleRow - table.visibleRowCount))
        try requireRegistrations(upTo: table.firstVisibleRow + table.visibleRowCount + steps)
        var lines: [String] = []
        if table.visibleCells.isEmpty {
            try table.loadIfNeeded()
            lines.append(localized(count: table.cellsCreated, one: "table loads rows 1–{1}: {0} cell made",
                                   other: "table loads rows 1–{1}: {0} cells made", table.visibleRowCount))
        }
        let created = table.cellsCreated
        let start = table.firstVisibleRow
        for _ in 0..<steps { try table.scrollDownOneRow() }
        let moved = table.firstVisibleRow - start
        let made = table.cellsCreated - created
        guard moved > 0 else { return lines + [localized("nothing to scroll: the feed ends at row {0}", table.rowCount)] }
        lines.append(moved < rows
            ? localized(count: moved, one: "scrolled {0} row: the feed ends at row {1}",
                        other: "scrolled {0} rows: the feed ends at row {1}", table.rowCount)
            : localized(count: moved, one: "scrolled {0} row", other: "scrolled {0} rows"))
        lines.append(localized(count: moved, one: "{0} cell left the screen for the pool",
                               other: "{0} cells left the screen for the pool"))
        lines.append(localized(count: moved, one: "{0} new row: {1} reused, {2} made",
                               other: "{0} new rows: {1} reused, {2} made", moved - made, made))
        let shown = table.firstVisibleRow + table.visibleRowCount
        lines.append(localized("cells ever made: {0} for {1} rows shown", table.cellsCreated, shown))
        return lines
    }

    /// Refuses before anything moves when a row ahead needs a class not registered yet.
    private func requireRegistrations(upTo end: Int) throws {
        let rows = 0..<min(end, table.rowCount)
        if !table.isRegistered(ProtocolOriented.TextCell.self), rows.contains(where: { !Self.isPhoto($0) }) {
            throw DemoError(localized("rows ahead need a TextCell; register TextCell first"))
        }
        if !table.isRegistered(ProtocolOriented.ImageCell.self), rows.contains(where: Self.isPhoto) {
            throw DemoError(localized("rows 5, 10, 15... need an ImageCell; register ImageCell first"))
        }
    }

    /// A failed dequeue is reported, not refused: showing the thrown error is the point.
    private func dequeue(_ name: String) -> [String] {
        let identifier = Self.reuseIdentifier(name)
        let created = table.cellsCreated
        let cell: Cell
        do {
            cell = name == "textcell" ? try table.dequeueReusableCell(ProtocolOriented.TextCell.self)
                                      : try table.dequeueReusableCell(ProtocolOriented.ImageCell.self)
        } catch {
            return [localized("dequeueReusableCell({0}.self) throws:", identifier), "  \(error.message)"]
        }
        let how = table.cellsCreated > created ? localized("a new cell: the pool was empty") : localized("reused from the pool")
        // Nothing shows this cell, so it goes back at once, as a real data source never would.
        table.enqueue(cell)
        return ["dequeueReusableCell(\(identifier).self) -> \(identifier) #\(cell.serial)",
                "  \(how)",
                localized("no row needs it, so it goes back to the pool")]
    }

    public var statePanel: [String] {
        let last = table.firstVisibleRow + table.visibleRowCount - 1
        var lines = [localized("ReusingTableView: {0} rows, {1} visible", table.rowCount, table.visibleRowCount),
                     "  " + localized("registered: {0}", registeredNames())]
        if table.visibleCells.isEmpty {
            lines.append("  " + localized("nothing loaded yet"))
        } else {
            lines.append("  " + localized("on screen: rows {0}–{1}", table.firstVisibleRow + 1, last + 1))
            for cell in table.visibleCells {
                lines.append("    " + localized("{0} #{1}: {2} (used {3}x)", type(of: cell), cell.serial, cell.text, cell.timesUsed))
            }
        }
        lines.append("  " + localized("pool: TextCell {0}, ImageCell {1}", table.pooled("TextCell"), table.pooled("ImageCell")))
        lines.append("  " + localized("cells created: {0}, dequeues: {1}", table.cellsCreated, table.dequeues))
        return lines
    }

    private func registeredNames() -> String {
        let names = [table.isRegistered(ProtocolOriented.TextCell.self) ? "TextCell" : nil,
                     table.isRegistered(ProtocolOriented.ImageCell.self) ? "ImageCell" : nil].compactMap { $0 }
        return names.isEmpty ? localized("none") : names.joined(separator: ", ")

    }
}
