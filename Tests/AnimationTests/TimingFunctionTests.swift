import Animation
import Foundation
import Testing

/// The curves and samples scripts/reference/cubic_bezier.py computed by exact rational
/// bisection, a method that shares nothing with TimingFunction's Newton solver.
struct TimingReference: Decodable {
    struct Curve: Decodable {
        let name: String
        let controlPoints: [Double]
        /// [progress, y] pairs for progress 0, 0.01, ..., 1.
        let samples: [[Double]]

        var function: TimingFunction? {
            guard controlPoints.count == 4 else { return nil }
            return TimingFunction(controlPoints: controlPoints[0], controlPoints[1], controlPoints[2], controlPoints[3])
        }

        /// The reference y at `progress`, which must be one of the sampled values.
        func y(at progress: Double) -> Double? {
            samples.first { abs($0[0] - progress) < 1e-12 }.map { $0[1] }
        }
    }

    let curves: [Curve]

    func curve(named name: String) throws -> Curve {
        try #require(curves.first { $0.name == name }, "the fixture has no curve named \(name)")
    }

    static func load() throws -> TimingReference {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/timing-reference.json")
        return try JSONDecoder().decode(TimingReference.self, from: Data(contentsOf: fixture))
    }
}

@Suite struct TimingFunctionTests {
    static let named: [(String, TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    @Test func everyCurveAgreesWithTheIndependentReferenceWithin1e5() throws {
        let reference = try TimingReference.load()
        // The named functions, the source tutorial's two curves and the overshooting ones must all be there.
        let expected = Self.named.map(\.0) + ["seedBounce", "seedPop", "easeInOutBack", "easeInBack", "easeOutBack"]
        for name in expected { _ = try reference.curve(named: name) }
        for curve in reference.curves {
            let function = try #require(curve.function, "\(curve.name) needs four control points")
            #expect(curve.samples.count == 101, "\(curve.name)")
            for sample in curve.samples {
                let (progress, y) = (sample[0], sample[1])
                #expect(abs(function(progress) - y) <= 1e-5,
                        "\(curve.name) at \(progress): \(function(progress)), reference \(y)")
            }
        }
    }

    @Test func theNamedFunctionsHaveCoreAnimationsControlPoints() throws {
        let reference = try TimingReference.load()
        for (name, function) in Self.named {
            let points = try reference.curve(named: name).controlPoints
            #expect([function.c1x, function.c1y, function.c2x, function.c2y] == points, "\(name)")
        }
    }

    @Test func theSeedsPopCurveOvershootsAndSettles() throws {
        let pop = TimingFunction(controlPoints: 0.5, 1.43, 1.0, 1.0)
        let samples = (0...100).map { pop(Double($0) / 100) }
        let peak = try #require(samples.max())
        #expect(peak > 1.05 && peak < 1.07, "the curve peaks near 1.06, not \(peak)")
        #expect(samples.last == 1)
    }

    @Test func progressIsClampedAndTheEndsAreExact() {
        let functions = Self.named.map(\.1) + [TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)]
        for function in functions {
            #expect(function(0) == 0 && function(1) == 1)
            #expect(function(-0.5) == 0 && function(3) == 1)
        }
    }

    @Test func xControlPointsAreClampedSoTheCurveNeverTurnsBack() {
        let wild = TimingFunction(controlPoints: -0.3, 0.2, 1.4, 0.8)
        #expect(wild.c1x == 0 && wild.c2x == 1)
        #expect(wild.c1y == 0.2 && wild.c2y == 0.8)
        #expect(wild == TimingFunction(controlPoints: 0, 0.2, 1, 0.8))
    }

    /// With y control points inside 0...1 the curve rises steadily: y never goes down.
    @Test func curvesWithinTheUnitSquareNeverGoBack() {
        for (name, function) in Self.named {
            let values = (0...1000).map { function(Double($0) / 1000) }
            #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "\(name)")
        }
    }

    /// x'(1/2) = 0 for (1, 0, 0, 1): Newton's method has no slope there and the bisection
    /// fallback has to find the answer. By symmetry y(1/2) = 1/2.
    @Test func aFlatSpotInXIsSolvedByTheFallback() {
        let flat = TimingFunction(controlPoints: 1, 0, 0, 1)
        #expect(abs(flat(0.5) - 0.5) < 1e-9)
        #expect(abs(flat(0.3) + flat(0.7) - 1) < 1e-9)
    }
}
