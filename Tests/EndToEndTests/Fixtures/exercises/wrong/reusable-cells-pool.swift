// expect-failure: must be reset before it is handed out
/// Only classes: a pool hands the same object back later.
protocol Reusable: AnyObject {
    static var reuseIdentifier: String { get }
}

extension Reusable {
    /// The conforming type's own name: "TextCell" for TextCell.
    static var reuseIdentifier: String { String(describing: Self.self) }
}

class Cell {
    var text = ""
    required init() {}
    func prepareForReuse() { text = "" }
}

final class TextCell: Cell, Reusable {}

final class PhotoCell: Cell, Reusable {
    var imageName = ""
    override func prepareForReuse() {
        super.prepareForReuse()
        imageName = ""
    }
}

enum ReuseError: Error, Equatable {
    case notRegistered(String)
}

final class Table {
    private var makers: [String: () -> Cell] = [:]
    private var pool: [String: [Cell]] = [:]
    /// How many cells the table has created so far.
    private(set) var cellsMade = 0

    func register<C: Cell & Reusable>(_ type: C.Type) {
        makers[C.reuseIdentifier] = { C() }
    }

    /// A cell for the next row: a recycled one when there is one, else a new one.
    func dequeue<C: Cell & Reusable>(_ type: C.Type) throws(ReuseError) -> C {
        let id = C.reuseIdentifier
        if let cell = pool[id]?.popLast() as? C {
            return cell
        }
        guard let make = makers[id], let cell = make() as? C else {
            throw .notRegistered(id)
        }
        cellsMade += 1
        return cell
    }

    /// Takes back a cell whose row has scrolled off screen.
    func recycle<C: Cell & Reusable>(_ cell: C) {
        pool[C.reuseIdentifier, default: []].append(cell)
    }
}
