@testable import Patterns
import Testing

@Suite struct AbstractFactoryTests {
    /// Client code as the pattern wants it: only protocols, never a concrete product type.
    /// (The concrete products are private, so naming one here would not even compile.)
    private func parts(from toolkit: any HardwareToolkit) -> (cpu: any CPU, mmu: any MMU) {
        (toolkit.makeCPU(), toolkit.makeMMU())
    }

    @Test(arguments: CPUArchitecture.allCases)
    func everyProductOfOneToolkitBelongsToItsFamily(architecture: CPUArchitecture) {
        let toolkit = architecture.toolkit
        let (cpu, mmu) = parts(from: toolkit)
        #expect(toolkit.architecture == architecture)
        #expect(cpu.architecture == architecture)
        #expect(mmu.architecture == architecture)
        #expect(mmu.fits(cpu))
        #expect(Computer(assembledWith: toolkit).works)
    }

    @Test func partsOfDifferentFamiliesDoNotFit() {
        let emberCPU = CPUArchitecture.ember.toolkit.makeCPU()
        let enginolaMMU = CPUArchitecture.enginola.toolkit.makeMMU()
        #expect(!enginolaMMU.fits(emberCPU))
    }

    /// A generic client for the shape game: one function, any family.
    private func playTurn<Family: ShapeFamily>(with family: Family, seed: UInt64)
        -> (shapes: [any GameShape], views: [any GameShapeView]) {
        var generator = SplitMixGenerator(seed: seed)
        let shapes = family.makeShapes(using: &generator)
        let views = family.makeViews(for: shapes)
        return ([shapes.0, shapes.1], [views.0, views.1])
    }

    @Test func eachShapeFamilyMakesOnlyItsOwnKindOfShape() {
        for seed in UInt64(1)...20 {
            let squares = playTurn(with: SquareFamily(), seed: seed)
            let circles = playTurn(with: CircleFamily(), seed: seed)
            #expect(squares.shapes.allSatisfy { $0.kind == "square" })
            #expect(circles.shapes.allSatisfy { $0.kind == "circle" })
            #expect(squares.views.allSatisfy { $0.summary.hasPrefix("square view") })
            #expect(circles.views.allSatisfy { $0.summary.hasPrefix("circle view") })
        }
    }

    @Test func shapeSizesFollowTheGameRule() {
        var generator = SplitMixGenerator(seed: 7)
        let family = SquareFamily(range: .game, boxSize: 20)
        for _ in 0..<200 {
            let (first, second) = family.makeShapes(using: &generator)
            for square in [first, second] {
                let step = (square.proportion - 0.3) / 0.5 * 100
                #expect((0...100).contains(step.rounded()))
                #expect(abs(step - step.rounded()) < 1e-9, "proportion \(square.proportion) is off the 101-step grid")
                #expect(abs(square.area - square.proportion * square.proportion) < 1e-12)
            }
        }
    }

    @Test func viewsAreSizedFromTheirShapes() {
        let family = CircleFamily(boxSize: 40)
        var generator = SplitMixGenerator(seed: 3)
        let shapes = family.makeShapes(using: &generator)
        let views = family.makeViews(for: shapes)
        #expect(views.0.diameter == Int((shapes.0.proportion * 40).rounded()))
        #expect(views.1.diameter == Int((shapes.1.proportion * 40).rounded()))
        #expect(abs(shapes.0.area - Double.pi * shapes.0.proportion * shapes.0.proportion / 4) < 1e-12)
    }

    @Test func demoRefusesProductsOutsideTheFamilyInUse() {
        let session = DemoSession(AbstractFactoryDemo.self)
        session.run("use square")
        let wrong = session.run("make cpu")
        #expect(!wrong.succeeded)
        #expect(wrong.entries.last?.text.contains("a shape family makes shapes and views, not cpu") == true)
        let early = session.run("make views")
        #expect(early.entries.last?.text.contains("make shapes first") == true)
    }

    @Test func demoKeepsEachFamilysShapesForItsOwnViews() {
        let session = DemoSession(AbstractFactoryDemo.self)
        session.runScript("use square; make shapes; use circle")
        let elsewhere = session.run("make views")
        #expect(!elsewhere.succeeded)
        #expect(elsewhere.entries.last?.text
            == "circle views draw only circles; the last shapes are squares: use square, or make shapes")
        session.run("use square")
        let views = session.run("make views")
        #expect(views.succeeded)
        #expect(views.entries.filter { $0.text.hasPrefix("square view, ") }.count == 2)
    }

    @Test func demoSaysWhenTheFactoryIsAlreadyInUse() {
        let session = DemoSession(AbstractFactoryDemo.self)
        #expect(session.run("make cpu").entries.last?.text
            == "the client has no factory yet: use ember, enginola, square or circle")
        #expect(session.run("use ember").succeeded)
        #expect(session.run("use ember").entries.last?.text == "already using the ember factory: nothing changed")
        session.run("use circle")
        #expect(!session.run("use circle").succeeded)
    }

    @Test func bothFamiliesDescribeTheirViewsTheSameWay() {
        var generator = SplitMixGenerator(seed: 7)
        let squares = SquareFamily().makeViews(for: SquareFamily().makeShapes(using: &generator))
        let circles = CircleFamily().makeViews(for: CircleFamily().makeShapes(using: &generator))
        #expect(squares.0.summary == "square view, \(squares.0.side) cells across")
        #expect(circles.0.summary == "circle view, \(circles.0.diameter) cells across")
    }
}
