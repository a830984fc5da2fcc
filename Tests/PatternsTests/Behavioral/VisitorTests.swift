@testable import Patterns
import Testing

@Suite struct VisitorTests {
    /// A new operation written here, in the tests: the figure types were not touched for it.
    private struct NameCollector: FigureVisitor {
        var names: [String] = []
        var left: [String] = []
        mutating func visit(_ circle: CircleFigure) { names.append(circle.name) }
        mutating func visit(_ rectangle: RectangleFigure) { names.append(rectangle.name) }
        mutating func enter(_ group: FigureGroup) { names.append(group.name) }
        mutating func leave(_ group: FigureGroup) { left.append(group.name) }
    }

    private let tree = FigureGroup("root", children: [
        CircleFigure("c1", radius: 1),
        FigureGroup("g1", children: [
            RectangleFigure("r1", width: 2, height: 3),
            FigureGroup("g2", children: [CircleFigure("c2", radius: 2)]),
        ]),
        RectangleFigure("r2", width: 1, height: 1),
    ])

    @Test func theVisitorReachesEveryNodeExactlyOnce() {
        var collector = NameCollector()
        tree.accept(&collector)
        #expect(collector.names == ["root", "c1", "g1", "r1", "g2", "c2", "r2"])
        #expect(Set(collector.names).count == collector.names.count)
        #expect(collector.left == ["g2", "g1", "root"])
    }

    @Test func eachVisitorIsItsOwnOperation() {
        var area = AreaVisitor()
        tree.accept(&area)
        #expect(abs(area.total - (Double.pi * 1 + 6 + Double.pi * 4 + 1)) < 1e-9)
        var count = CountVisitor()
        tree.accept(&count)
        #expect((count.circles, count.rectangles, count.groups) == (2, 2, 3))
        var render = RenderVisitor()
        tree.accept(&render)
        #expect(render.lines.count == 7)
        #expect(render.lines[4] == "    ▸ g2")
    }

    @Test func addingAFigureIsSeenByEveryVisitor() {
        var grown = tree
        let insertedIntoG2 = grown.insert(CircleFigure("c3", radius: 1), into: "G2")
        let insertedNowhere = grown.insert(CircleFigure("c4", radius: 1), into: "nowhere")
        #expect(insertedIntoG2 == "g2")
        #expect(insertedNowhere == nil)
        var collector = NameCollector()
        grown.accept(&collector)
        #expect(collector.names.contains("c3"))
        #expect(!collector.names.contains("c4"))
    }

    @Test func theDemoRefusesNonsenseSizes() {
        let session = DemoSession(VisitorDemo.self)
        #expect(session.run("add circle -2").entries.last?.text == "sizes go from 0.1 to 1000")
        #expect(session.run("add circle 0.0000001").entries.last?.text == "sizes go from 0.1 to 1000")
        #expect(session.run("add rect 2 3 attic").entries.last?.text == "no group called 'attic': try drawing or house")
        #expect(session.run("visit volume").entries.last?.text == "unknown visitor 'volume': use area, count or render")
    }

    @Test func addedFiguresAreNumberedPerKindAndGroupsMatchAnyCase() {
        let session = DemoSession(VisitorDemo.self)
        #expect(session.run("add circle 1 House").entries.last?.text == "added circle1 to house; no figure type changed")
        #expect(session.run("add rect 1 2").entries.last?.text == "added rect1 to drawing; no figure type changed")
        #expect(session.run("add circle 2 DRAWING").entries.last?.text == "added circle2 to drawing; no figure type changed")
        #expect(session.run("visit count").entries.last?.text == "3 circles, 3 rectangles, 2 groups")
    }

    @Test(arguments: [(999.999999, "1000"), (0.1, "0.1"), (1, "1"), (2.5, "2.5"), (Double.pi, "3.14"), (1.999, "2")])
    func sizesPrintConsistently(size: Double, shown: String) {
        #expect(FigureNumber.text(size) == shown)
    }
}
