@testable import Patterns
import Testing

@Suite struct CompositeTests {
    /// root ─ header ─ (title, ok), root ─ body ─ inner ─ note
    func makeScreen() -> PanelView {
        let header = PanelView(name: "header", subviews: [LabelView(name: "title", text: "Hello"), ButtonView(name: "ok")])
        let inner = PanelView(name: "inner", subviews: [LabelView(name: "note", text: "hi")])
        return PanelView(name: "root", subviews: [header, PanelView(name: "body", subviews: [inner])])
    }

    @Test func leavesAndContainersAnswerTheSameCalls() throws {
        let root = makeScreen()
        let title = try #require(root.find("title"))
        let header = try #require(root.find("header"))
        let views: [any ViewComponent] = [title, header]
        let counts = views.map(\.viewCount)
        #expect(counts == [1, 3])
        #expect(title.totalArea == "Hello".count)
        #expect(header.totalArea == "Hello".count + "[ ok ]".count)
    }

    @Test func operationsRecurseThroughEveryLevel() throws {
        let root = makeScreen()
        #expect(root.viewCount == 7)
        #expect(root.totalArea == "Hello".count + "[ ok ]".count + "hi".count)
        #expect(root.find("note")?.name == "note")
        #expect(root.container(of: "note")?.name == "inner")
        #expect(root.render() == ["root:", "  header:", "    Hello", "    [ ok ]", "  body:", "    inner:", "      hi"])
    }

    @Test func hidingAContainerHidesItsSubtreeWithoutTouchingTheChildren() throws {
        let root = makeScreen()
        let body = try #require(root.find("body"))
        let area = root.totalArea
        body.isHidden = true
        #expect(root.visibleArea == area - "hi".count)
        #expect(root.totalArea == area)
        #expect(!root.render().contains("      hi"))
        #expect(root.find("note")?.isHidden == false, "the note keeps its own flag; its ancestor hides it")
    }

    @Test func removingAContainerRemovesEverythingInside() throws {
        let root = makeScreen()
        let removed = try #require((root.find("body") as? PanelView).flatMap { _ in root.remove(named: "body") })
        #expect(removed.viewCount == 3)
        #expect(root.viewCount == 4)
        #expect(root.find("note") == nil)
    }

    @Test func theTreeIsDrawnWithBranchLines() {
        let root = makeScreen()
        root.find("inner")?.isHidden = true
        #expect(root.treeLines() == [
            "root (Panel)",
            "├── header (Panel)",
            "│   ├── title (Label)",
            "│   └── ok (Button)",
            "└── body (Panel)",
            "    └── inner (Panel, hidden)",
            "        └── note (Label)",
        ])
    }

    @Test func theDemoRefusesSubviewsForLeavesAndRemovingTheRoot() {
        let session = DemoSession(CompositeDemo.self)
        session.run("add label title")
        #expect(session.run("add label x to title").entries.last?.text
            == "title is a Label, a leaf: only panels hold subviews")
        #expect(session.run("remove root").entries.last?.text == "root is the screen itself and cannot be removed")
        #expect(session.run("add button title").entries.last?.text == "there is already a view named title")
    }

    @Test func aHiddenPanelIsFoundAboveAViewThatIsNotHiddenItself() {
        let root = PanelView(name: "root")
        let outer = PanelView(name: "outer"), inner = PanelView(name: "inner")
        let label = LabelView(name: "l")
        root.add(outer)
        outer.add(inner)
        inner.add(label)
        #expect(root.hiddenAncestor(of: "l") == nil)
        outer.isHidden = true
        #expect(root.hiddenAncestor(of: "l") === outer)
        inner.isHidden = true
        #expect(root.hiddenAncestor(of: "l") === inner, "the nearest hidden panel comes first")
        #expect(root.visibleArea == 0 && !label.isHidden)
    }

    @Test func theDemoPointsAtTheHiddenPanelWhenShowingAVisibleChild() {
        let session = DemoSession(CompositeDemo.self)
        session.runScript("add panel p; add label l to p; hide p")
        let outcome = session.run("show l")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "l is not hidden itself; its panel p is: show p")
        session.run("hide l")
        #expect(session.run("show l").entries.map(\.text).contains("it stays out of sight: its panel p is hidden"))
        #expect(session.run("show p").succeeded)
        #expect(session.run("show l").entries.last?.text == "l is already shown")
        #expect(session.run("measure l").entries.map(\.text).contains("  totalArea:   1 cell"))
    }
}
