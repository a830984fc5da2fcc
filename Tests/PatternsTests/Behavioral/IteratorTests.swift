@testable import Patterns
import Testing

@Suite struct IteratorTests {
    private var outline: Outline {
        var outline = Outline("root")
        outline.add(path: ["a", "a1"])
        outline.add(path: ["a", "a2"])
        outline.add(path: ["b", "b1", "b1x"])
        return outline
    }

    @Test func forInWalksDepthFirstInReadingOrder() {
        var titles: [String] = []
        for entry in outline { titles.append(entry.title) }
        #expect(titles == ["root", "a", "a1", "a2", "b", "b1", "b1x"])
        #expect(outline.walk(.depth).map(\.title) == titles)
    }

    @Test func breadthFirstWalksLevelByLevel() {
        let entries = Array(outline.walk(.breadth))
        #expect(entries.map(\.title) == ["root", "a", "b", "a1", "a2", "b1", "b1x"])
        #expect(entries.map(\.depth) == entries.map(\.depth).sorted())
    }

    @Test func twoIteratorsOverOneOutlineAreIndependent() {
        let shared = outline
        var first = shared.makeIterator()
        var second = shared.makeIterator()
        _ = first.next()
        _ = first.next()
        #expect(second.next()?.title == "root")
        #expect(first.next()?.title == "a1")
        #expect(second.next()?.title == "a")
    }

    @Test func anIteratorTerminatesAndStaysFinished() {
        var iterator = outline.walk(.breadth).makeIterator()
        var count = 0
        while iterator.next() != nil { count += 1 }
        #expect(count == 7)
        #expect(iterator.next() == nil)
        #expect(iterator.next() == nil)
    }

    @Test func anIteratorWalksTheOutlineAsItWasWhenItStarted() {
        var growing = outline
        let iterator = growing.makeIterator()
        growing.add(path: ["c"])
        #expect(Array(IteratorSequence(iterator)).count == 7)
        #expect(Array(growing).count == 8)
    }

    @Test func theDemoSaysWhenTheCursorIsDone() {
        let session = DemoSession(IteratorDemo.self)
        for _ in 0..<8 { session.run("next") }
        let outcome = session.run("next")
        #expect(outcome.entries.contains { $0.text.contains("returned nil") })
        #expect(session.run("walk sideways").entries.last?.text == "unknown order 'sideways': use depth or breadth")
    }

    @Test func addingAnExistingPathCreatesNothing() {
        var grown = outline
        #expect(grown.add(path: ["a"]) == 0)
        #expect(grown.add(path: ["a", "a1"]) == 0)
        #expect(Array(grown).count == 7)
        #expect(grown.add(path: ["a", "a3", "x"]) == 2)
        #expect(Array(grown).count == 9)
        let session = DemoSession(IteratorDemo.self)
        #expect(session.run("add Basics").entries.last?.text == "Basics is already in the outline: nothing changed")
    }

    @Test(arguments: [
        ("add /x//y/", "'/x//y/' has an empty title: join titles with single slashes, like Basics/Closures"),
        ("add x/", "'x/' has an empty title: join titles with single slashes, like Basics/Closures"),
        ("add Course", "paths start below the root Course: write Basics/Closures, not Course/Basics/Closures"),
    ])
    func theDemoRefusesPathsThatWouldMisleadAndChangesNothing(command: String, message: String) {
        let session = DemoSession(IteratorDemo.self)
        let before = session.run("walk depth").entries.map(\.text)
        let outcome = session.run(command)
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == message)
        #expect(session.run("walk depth").entries.map(\.text) == before)
    }
}
