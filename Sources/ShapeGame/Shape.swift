// The game's shapes, and the "Servant" the tutorial names: one service (judging a pick)
// that works for every kind of shape because it asks only for what the `Shape` protocol
// promises, an area. "Servant" is not a GoF name; the tutorial borrows it for this idea.
// The original compared `sideLength`s after `as! SquareShape` casts, so a circle crashed it.

/// What kind of shape a turn shows. A struct rather than an enum so a new family
/// (see `TriangleShape.swift`) adds its kind without editing this file.
public struct ShapeKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let square = ShapeKind(rawValue: "square")
    public static let circle = ShapeKind(rawValue: "circle")

    public var description: String { rawValue }
}

/// A shape of the game. Sizes are proportions of the box the shape is
/// drawn in (0...1).
public protocol Shape: Sendable {
    var kind: ShapeKind { get }
    /// How much of the box the shape spans across, used to size its view.
    var proportion: Double { get }
    /// The servant's common interface:
    /// all the judge needs to compare any two shapes.
    var area: Double { get }
}

public struct SquareShape: Shape, Equatable {
    public let sideLength: Double

    public init(sideLength: Double) {
        self.sideLength = sideLength
    }

    public var kind: ShapeKind { .square }
    public var proportion: Double { sideLength }
    public var area: Double { sideLength * sideLength }
}

public struct CircleShape: Shape, Equatable {
    public let diameter: Double

    public init(diameter: Double) {
        self.diameter = diameter
    }

    public var kind: ShapeKind { .circle }
    public var proportion: Double { diameter }
    public var area: Double { Double.pi * diameter * diameter / 4 }
}

/// The servant: decides whether a pick is right for shapes of any kind,
/// so the controller and scorers never name a concrete shape.
public enum PickJudge {
    /// Right when the picked shape's area is at least the other's: on a
    /// tie either pick is right, as in the original game.
    public static func isRight(
        picked: any Shape, other: any Shape
    ) -> Bool {
        picked.area >= other.area
    }
}
