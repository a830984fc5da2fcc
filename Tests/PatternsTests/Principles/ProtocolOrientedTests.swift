@testable import Patterns
import Testing

@Suite struct ProtocolOrientedTests {
    private typealias Table = ProtocolOriented.ReusingTableView
    private typealias TextCell = ProtocolOriented.TextCell
    private typealias ImageCell = ProtocolOriented.ImageCell
    private typealias ReuseError = ProtocolOriented.ReuseError

    private final class CustomCell: ProtocolOriented.TableCell, ProtocolOriented.Reusable {
        static let reuseIdentifier = "Fancy"
    }

    /// Two classes whose type names are both "Cell": the default identifiers collide.
    private enum Inbox { final class Cell: ProtocolOriented.TableCell, ProtocolOriented.Reusable {} }
    private enum Outbox { final class Cell: ProtocolOriented.TableCell, ProtocolOriented.Reusable {} }

    /// A table whose rows are text, except every `photoEvery`-th row (if any) is a photo.
    private func feed(rows: Int, visible: Int, photoEvery: Int? = nil) -> Table {
        let table = Table(rowCount: rows, visibleRowCount: visible)
        table.cellProvider = { table, row throws(ReuseError) in
            if let photoEvery, row % photoEvery == photoEvery - 1 {
                let cell: ImageCell = try table.dequeueReusableCell()
                cell.text = "photo \(row)"
                return cell
            }
            let cell: TextCell = try table.dequeueReusableCell()
            cell.text = "post \(row)"
            return cell
        }
        return table
    }

    @Test func theReuseIdentifierDefaultsToTheTypeName() {
        #expect(TextCell.reuseIdentifier == "TextCell")
        #expect(ImageCell.reuseIdentifier == "ImageCell")
        #expect(CustomCell.reuseIdentifier == "Fancy")
    }

    @Test func dequeueHandsBackTheRegisteredTypeFromItsOwnPool() throws {
        let table = Table(rowCount: 10, visibleRowCount: 3)
        try table.register(TextCell.self)
        try table.register(ImageCell.self)
        let image: ImageCell = try table.dequeueReusableCell()
        image.text = "old"
        table.enqueue(image)
        let text: TextCell = try table.dequeueReusableCell()
        #expect(text.serial != image.serial)
        let again: ImageCell = try table.dequeueReusableCell()
        #expect(again === image)
        #expect(again.text.isEmpty, "prepareForReuse clears the old content")
        #expect(table.cellsCreated == 2)
    }

    @Test func scrollingOneKindOfCellCreatesOnlyTheVisibleCount() throws {
        let table = feed(rows: 500, visible: 8)
        try table.register(TextCell.self)
        for _ in 0..<400 { try table.scrollDownOneRow() }
        #expect(table.firstVisibleRow == 400)
        #expect(table.dequeues == 408)
        #expect(table.cellsCreated == table.visibleRowCount)
    }

    @Test func scrollingMixedCellsCreatesAtMostWhatOneScreenNeedsOfEachKind() throws {
        let table = feed(rows: 200, visible: 6, photoEvery: 5)
        try table.register(TextCell.self)
        try table.register(ImageCell.self)
        for _ in 0..<150 { try table.scrollDownOneRow() }
        let isPhoto = { (row: Int) in row % 5 == 4 }
        let screens = (0...150).map { $0..<($0 + 6) }
        let mostPhotos = screens.map { $0.filter(isPhoto).count }.max() ?? 0
        let mostPosts = screens.map { $0.filter { !isPhoto($0) }.count }.max() ?? 0
        #expect(table.cellsCreated == mostPhotos + mostPosts)
        #expect(table.visibleCells.map(\.text) == (150..<156).map { isPhoto($0) ? "photo \($0)" : "post \($0)" })
    }

    @Test func dequeuingAnUnregisteredTypeIsAClearError() throws {
        let table = Table(rowCount: 10, visibleRowCount: 3)
        #expect(throws: ReuseError.notRegistered("TextCell")) { try table.dequeueReusableCell(TextCell.self) }
        #expect(ReuseError.notRegistered("TextCell").message == "'TextCell' is not registered; register it first")
        #expect(table.cellsCreated == 0)
    }

    @Test func twoClassesCannotShareAReuseIdentifier() throws {
        let table = Table(rowCount: 10, visibleRowCount: 3)
        try table.register(Inbox.Cell.self)
        #expect(throws: ReuseError.identifierTaken("Cell")) { try table.register(Outbox.Cell.self) }
        #expect(!table.isRegistered(Outbox.Cell.self))
    }

    @Test func aFailedScrollLeavesTheScreenAsItWas() throws {
        let table = feed(rows: 20, visible: 3, photoEvery: 5)
        try table.register(TextCell.self)
        try table.loadIfNeeded()
        try table.scrollDownOneRow()
        let before = table.visibleCells.map(ObjectIdentifier.init)
        #expect(throws: ReuseError.notRegistered("ImageCell")) { try table.scrollDownOneRow() }
        #expect(table.firstVisibleRow == 1)
        #expect(table.visibleCells.map(ObjectIdentifier.init) == before)
        #expect(table.pooled("TextCell") == 0)
    }

    @Test func theDemoAsksForRegistrationBeforeScrolling() {
        let session = DemoSession(ProtocolOrientedDemo.self)
        #expect(session.run("scroll 5").entries.last?.text == "rows ahead need a TextCell; register TextCell first")
        session.run("register TextCell")
        #expect(session.run("scroll 5").entries.last?.text
                == "rows 5, 10, 15... need an ImageCell; register ImageCell first")
        #expect(session.run("scroll 0").entries.last?.text == "scroll by at least 1 row")
    }

    @Test(arguments: ["200", "\(DemoInput.integerLimit)"])
    func scrollingPastTheEndStopsAtTheLastRowWithoutOverflow(rows: String) {
        let session = DemoSession(ProtocolOrientedDemo.self)
        session.runScript("register TextCell; register ImageCell")
        let outcome = session.run("scroll \(rows)")
        #expect(outcome.succeeded)
        #expect(outcome.entries.map(\.text).contains("scrolled 95 rows: the feed ends at row 100"))
        #expect(session.statePanel.contains("  on screen: rows 96–100"))
        #expect(session.run("scroll 1").entries.last?.text == "nothing to scroll: the feed ends at row 100")
    }

    @Test func aNumberTooLargeForIntSaysSoAndRegisteringTwiceChangesNothing() {
        let session = DemoSession(ProtocolOrientedDemo.self)
        #expect(session.run("scroll 99999999999999999999").entries.last?.text
                == "rows is far too large: '99999999999999999999'")
        session.run("register TextCell")
        #expect(session.run("register TextCell").entries.last?.text == "  already registered: nothing changed")
    }
}
