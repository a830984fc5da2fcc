@testable import Patterns
import Testing

@Suite struct BridgeTests {
    static let renderers: [any ShapeRenderer] = [ASCIIRenderer(), VectorRenderer(), SpokenRenderer()]

    static func shapes(using renderer: any ShapeRenderer) -> [any RenderedShape] {
        [RenderedCircle(diameter: 4, renderer: renderer), RenderedSquare(sideLength: 3, renderer: renderer),
         RenderedTriangle(base: 4, renderer: renderer)]
    }

    /// A renderer the shapes have never heard of: it records the primitives it is asked for.
    final class RecordingRenderer: ShapeRenderer, @unchecked Sendable {
        let name = "recording"
        var requests: [String] = []
        func polygon(_ corners: [CanvasPoint]) -> [String] {
            requests.append("polygon \(corners.count)")
            return []
        }
        func circle(center: CanvasPoint, radius: Double) -> [String] {
            requests.append("circle r=\(radius)")
            return []
        }
    }

    /// A shape the renderers have never heard of, built only from their primitives.
    final class Diamond: RenderedShape {
        let name = "diamond"
        let size = 4.0
        var renderer: any ShapeRenderer
        init(renderer: any ShapeRenderer) { self.renderer = renderer }
        func draw() -> [String] {
            renderer.polygon([CanvasPoint(2, 0), CanvasPoint(4, 2), CanvasPoint(2, 4), CanvasPoint(0, 2)])
        }
    }

    @Test func everyShapeDrawsWithEveryRenderer() {
        for renderer in Self.renderers {
            for shape in Self.shapes(using: renderer) {
                #expect(!shape.draw().isEmpty, "\(shape.name) with \(renderer.name)")
            }
        }
    }

    @Test func aNewRendererWorksWithAllExistingShapes() {
        let recorder = RecordingRenderer()
        for shape in Self.shapes(using: recorder) { _ = shape.draw() }
        #expect(recorder.requests == ["circle r=2.0", "polygon 4", "polygon 3"])
    }

    @Test func aNewShapeWorksWithAllExistingRenderers() {
        let drawings = Self.renderers.map { Diamond(renderer: $0).draw() }
        #expect(drawings.allSatisfy { !$0.isEmpty })
        #expect(drawings[1] == ["<path d=\"M2 0 L4 2 L2 4 L0 2 Z\"/>"])
    }

    @Test func theSameShapeObjectChangesOutputWhenItsRendererIsSwapped() {
        let square = RenderedSquare(sideLength: 2, renderer: ASCIIRenderer())
        #expect(square.draw() == ["####", "####"], "two characters per unit across, one row per unit down")
        square.renderer = VectorRenderer()
        #expect(square.draw() == ["<path d=\"M0 0 L2 0 L2 2 L0 2 Z\"/>"])
    }

    @Test func theAsciiCircleIsSymmetricAndNarrowerAtTheEdges() throws {
        let rows = RenderedCircle(diameter: 6, renderer: ASCIIRenderer()).draw()
        #expect(rows.count == 6)
        #expect(rows == rows.reversed(), "top and bottom halves mirror each other")
        let widths = rows.map { $0.filter { $0 == "#" }.count }
        let first = try #require(widths.first), middle = widths[3]
        #expect(first < middle)
    }

    @Test func theDemoChecksSizesAndAnEmptyCanvas() {
        let session = DemoSession(BridgeDemo.self)
        #expect(session.run("redraw").entries.last?.text == "the canvas is empty: `draw circle` first")
        #expect(session.run("draw circle 9").entries.last?.text == "size must be between 2 and 6")
        #expect(session.run("draw circle 2").succeeded)
        #expect(session.run("use renderer vector").succeeded)
        #expect(session.statePanel.first == "renderer: VectorRenderer")
        #expect(session.run("use the vector").entries.last?.text == "write it as: use renderer <name>")
    }

    @Test func theDemoRedrawsWithSizesAndSaysWhenNothingChanges() {
        let session = DemoSession(BridgeDemo.self)
        session.runScript("draw circle 3; draw triangle 5")
        let again = session.run("use ascii")
        #expect(!again.succeeded)
        #expect(again.entries.last?.text == "already using ASCIIRenderer: nothing changed")
        session.run("use vector")
        let redrawn = session.run("redraw").entries.map(\.text)
        #expect(redrawn.contains("circle 3 → VectorRenderer:"))
        #expect(redrawn.contains("triangle 5 → VectorRenderer:"))
        #expect(session.run("use renderer vector").entries.last?.text == "already using VectorRenderer: nothing changed")
    }

    @Test func everyShapeReportsItsOwnMeasure() {
        let renderer = VectorRenderer()
        let shapes: [any RenderedShape] = [RenderedCircle(diameter: 3, renderer: renderer),
                                           RenderedSquare(sideLength: 4, renderer: renderer),
                                           RenderedTriangle(base: 5, renderer: renderer)]
        #expect(shapes.map(\.size) == [3, 4, 5])
    }
}
