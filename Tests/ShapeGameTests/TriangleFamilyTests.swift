import ShapeGame
import Testing

/// The proof of the design the lesson points at: triangles were added by new factories and
/// a view only, and they play through the same controller, scorers and strategies.
@Suite struct TriangleFamilyTests {
    private let triangles = BasicTurnStrategy(
        shapeFactory: TriangleShapeFactory(),
        shapeViewBuilder: ShapeViewBuilder(shapeViewFactory: TriangleShapeViewFactory(size: 20), style: .game))

    @Test func trianglesPlayThroughTheUnchangedController() {
        var controller = TurnController(turnStrategy: triangles, seed: 6)
        var scores: [Int] = []
        for _ in 0..<6 {
            let views = controller.currentViews
            #expect(views.0.shape.kind == .triangle && views.1.shape.kind == .triangle)
            #expect(views.0.geometry == TriangleShapeViewFactory().geometry)
            scores.append(controller.pick(views.0.shape.area >= views.1.shape.area ? .first : .second).score)
        }
        #expect(scores == [1, 2, 3, 4, 15, 26])
        #expect(controller.history.allSatisfy { $0.kind == .triangle })
        #expect(triangles.name == "triangles")
    }

    @Test func trianglesMixWithAnExistingFamilyThroughTheRandomStrategy() {
        let mixed = RandomTurnStrategy(first: triangles, second: StrategyChoice.squares.makeStrategy())
        var controller = TurnController(turnStrategy: mixed, seed: 10)
        let kinds = Set((0..<40).map { _ in controller.pick(.first).turn.kind })
        #expect(kinds == [.triangle, .square])
    }
}
