@testable import Patterns
import Testing

@Suite struct DelegationTests {
    private typealias TableView = Delegation.TableView

    private final class SpyDataSource: Delegation.TableViewDataSource {
        var rows: [String]
        var calls: [String] = []

        init(rows: [String]) { self.rows = rows }

        func numberOfRows(in tableView: TableView) -> Int {
            calls.append("count")
            return rows.count
        }

        func tableView(_ tableView: TableView, cellForRowAt row: Int) -> String {
            calls.append("cell \(row)")
            return rows[row]
        }
    }

    private final class SpyDelegate: Delegation.TableViewDelegate {
        var selected: [Int] = []
        var allowsSelection = true

        func tableView(_ tableView: TableView, shouldSelectRowAt row: Int) -> Bool { allowsSelection }
        func tableView(_ tableView: TableView, didSelectRowAt row: Int) { selected.append(row) }
    }

    /// Uses the protocol's default `shouldSelectRowAt`.
    private final class PlainDelegate: Delegation.TableViewDelegate {
        var selected: [Int] = []
        func tableView(_ tableView: TableView, didSelectRowAt row: Int) { selected.append(row) }
    }

    @Test func theTableAsksTheDataSourceWhenItReloads() {
        let table = TableView()
        let source = SpyDataSource(rows: ["a", "b"])
        table.dataSource = source
        #expect(source.calls.isEmpty)
        #expect(table.visibleRows.isEmpty)
        table.reloadData()
        #expect(source.calls == ["count", "cell 0", "cell 1"])
        source.rows.append("c")
        #expect(table.visibleRows == ["a", "b"])
        table.reloadData()
        #expect(table.visibleRows == ["a", "b", "c"])
    }

    @Test func theTableHoldsItsDelegateAndDataSourceWeakly() {
        let table = TableView()
        weak var weakDelegate: SpyDelegate?
        weak var weakSource: SpyDataSource?
        do {
            let delegate = SpyDelegate()
            let source = SpyDataSource(rows: ["a"])
            table.delegate = delegate
            table.dataSource = source
            weakDelegate = delegate
            weakSource = source
            #expect(table.delegate != nil)
        }
        #expect(weakDelegate == nil)
        #expect(weakSource == nil)
        #expect(table.delegate == nil)
        #expect(table.dataSource == nil)
    }

    @Test func selectingTellsTheDelegateAndWithoutOneDoesNothing() {
        let table = TableView()
        let source = SpyDataSource(rows: ["a", "b", "c"])
        table.dataSource = source
        table.reloadData()
        #expect(!table.selectRow(at: 1))
        #expect(table.selectedRow == nil)

        let delegate = SpyDelegate()
        table.delegate = delegate
        #expect(table.selectRow(at: 2))
        #expect(delegate.selected == [2])
        #expect(!table.selectRow(at: 9))

        delegate.allowsSelection = false
        #expect(!table.selectRow(at: 0))
        #expect(delegate.selected == [2])
    }

    @Test func anOptionalDelegateMethodHasADefault() {
        let table = TableView()
        let source = SpyDataSource(rows: ["a"])
        let delegate = PlainDelegate()
        table.dataSource = source
        table.delegate = delegate
        table.reloadData()
        #expect(table.selectRow(at: 0))
        #expect(delegate.selected == [0])
    }

    @Test func theDemoExplainsBadRowsAndBadAdds() {
        let session = DemoSession(DelegationDemo.self)
        #expect(session.run("select 1").entries.last?.text == "the table shows no rows yet; try: reload")
        session.run("reload")
        #expect(session.run("select 9").entries.last?.text == "row 9 is not on screen: rows are 1–3")
        #expect(session.run("select 0").entries.last?.text == "rows are numbered from 1: rows are 1–3")
        #expect(session.run("select 99999999999999999999").entries.last?.text.contains("far too large") == true)
        #expect(session.run("add song X").entries.last?.text.hasPrefix("add what?") == true)
    }

    @Test func theLearnersRowOneIsTheTablesIndexZero() {
        let session = DemoSession(DelegationDemo.self)
        session.run("reload")
        let texts = session.run("select 1").entries.map(\.text)
        #expect(texts.contains("  didSelectRowAt 0 (row 1)"))
        #expect(texts.contains("player plays 'Intro'"))
    }

    @Test func detachingTwiceSaysTheReferenceIsAlreadyNil() {
        let session = DemoSession(DelegationDemo.self)
        #expect(session.run("detach delegate").entries.map(\.text).contains("table.delegate is now nil"))
        let again = session.run("detach delegate")
        #expect(again.succeeded)
        #expect(again.entries.last?.text == "table.delegate is already nil: nothing changed")
        session.run("detach datasource")
        #expect(session.run("detach datasource").entries.last?.text
                == "table.dataSource is already nil: nothing changed")
    }

    @Test func anObjectNameInsteadOfARoleNamesTheRole() {
        let session = DemoSession(DelegationDemo.self)
        let outcome = session.run("detach player")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "the player is the table's delegate: detach delegate")
        #expect(session.run("attach x").entries.last?.text
                == "attach delegate (player) or datasource (playlist), not 'x'")
    }
}
