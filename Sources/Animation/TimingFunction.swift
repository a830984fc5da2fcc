/// A timing function in the manner of CAMediaTimingFunction and CSS `cubic-bezier()`: the cubic
/// Bézier curve from (0, 0) through the control points (c1x, c1y) and (c2x, c2y) to (1, 1).
/// The x axis is progress through the duration, the y axis is how far the animation has got.
///
/// The y control points may leave 0...1 (the curve then overshoots, as the source tutorial's pop curve
/// does). The x control points are clamped to 0...1, as CSS requires: that keeps x(t) from
/// ever turning back, so each progress has exactly one answer.
public struct TimingFunction: Sendable, Equatable {
    public let c1x: Double, c1y: Double, c2x: Double, c2y: Double

    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = Self.unitClamped(c1x)
        self.c1y = c1y
        self.c2x = Self.unitClamped(c2x)
        self.c2y = c2y
    }

    // Core Animation's named functions (CAMediaTimingFunctionName), with Apple's control points.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// y for the given x (progress through the duration, 0...1): solve x(t) = progress with
    /// Newton's method and a bisection fallback, return y(t). Clamp input to 0...1.
    public func callAsFunction(_ progress: Double) -> Double {
        guard !progress.isNaN else { return progress }
        let x = Self.unitClamped(progress)
        // The ends are exact whatever the curve, so a finished animation lands on its value.
        guard x > 0, x < 1 else { return x }
        // A curve whose control points lie on the diagonal is the diagonal.
        if c1x == c1y && c2x == c2y { return x }
        return yCurve.value(at: parameter(forX: x))
    }

    // MARK: - Solving x(t) = progress

    private static let tolerance = 1e-12

    /// The curve parameter t in 0...1 at which x(t) = x.
    private func parameter(forX x: Double) -> Double {
        newtonParameter(forX: x) ?? bisectionParameter(forX: x)
    }

    /// Newton's method from t = x: a few steps reach 1e-12 on any well-behaved curve. Nil
    /// where it cannot be trusted: a flat spot (x'(t) near 0) or a step outside 0...1.
    private func newtonParameter(forX x: Double) -> Double? {
        var t = x
        for _ in 0..<8 {
            let error = xCurve.value(at: t) - x
            if abs(error) < Self.tolerance { return t }
            let slope = xCurve.slope(at: t)
            guard abs(slope) > 1e-9 else { return nil }
            t -= error / slope
            guard (0...1).contains(t) else { return nil }
        }
        return abs(xCurve.value(at: t) - x) < Self.tolerance ? t : nil
    }

    /// Bisection on 0...1, which always works because x(t) never decreases.
    private func bisectionParameter(forX x: Double) -> Double {
        var low = 0.0, high = 1.0
        var t = x
        for _ in 0..<64 {
            t = (low + high) / 2
            let value = xCurve.value(at: t)
            if abs(value - x) < Self.tolerance { break }
            if value < x { low = t } else { high = t }
        }
        return t
    }

    private var xCurve: CubicCoordinate { CubicCoordinate(c1x, c2x) }
    private var yCurve: CubicCoordinate { CubicCoordinate(c1y, c2y) }

    private static func unitClamped(_ value: Double) -> Double {
        min(max(value, 0), 1)
    }
}

/// One coordinate of a Bézier curve from 0 to 1 through p1 and p2, written as the polynomial
/// a·t³ + b·t² + c·t (Horner's rule keeps it to three multiplications).
private struct CubicCoordinate {
    let a: Double, b: Double, c: Double

    init(_ p1: Double, _ p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    func value(at t: Double) -> Double {
        ((a * t + b) * t + c) * t
    }

    func slope(at t: Double) -> Double {
        (3 * a * t + 2 * b) * t + c
    }
}
