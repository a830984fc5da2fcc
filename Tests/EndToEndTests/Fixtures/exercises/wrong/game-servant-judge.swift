// expect-failure: a tie must be right
/// All the judge needs from a shape.
protocol Shape {
    var area: Double { get }
}

struct SquareShape: Shape {
    let sideLength: Double
    var area: Double { sideLength * sideLength }
}

struct CircleShape: Shape {
    let diameter: Double
    var area: Double { Double.pi * diameter * diameter / 4 }
}

/// The servant: judges one pick, whatever the shapes.
enum PickJudge {
    /// Right when the picked shape's area is at least the other's,
    /// so on a tie either pick is right.
    static func isRight(picked: any Shape, other: any Shape) -> Bool {
        picked.area > other.area
    }
}
