import Foundation
import Localization

// Flyweight: when thousands of objects repeat the same heavy data, keep that data once in
// a shared object (intrinsic state) and let each small object store only what is its own
// (extrinsic state, here a position). A factory hands out the shared objects and makes
// each one at most once. Cocoa does this for you in places: NSNumber caches small values,
// and UIFont/UIColor factories return shared instances.

/// Intrinsic state: everything trees of one species share. Immutable, so it is safe to
/// share between any number of trees and threads.
public final class TreeType: Sendable {
    public let species: String
    public let symbol: Character
    public let colour: String
    /// The bark and leaf texture a renderer would need: the heavy part worth sharing.
    public let texture: [UInt8]

    public static let textureSize = 16 * 1024

    init(species: String, symbol: Character, colour: String) {
        self.species = species
        self.symbol = symbol
        self.colour = colour
        self.texture = (0..<Self.textureSize).map { UInt8(truncatingIfNeeded: $0 &* species.count) }
    }

    /// Roughly what one TreeType costs in memory, dominated by its texture.
    public var approximateBytes: Int { texture.count + species.utf8.count + colour.utf8.count }
}

/// Extrinsic state: one tree's own position, plus a reference to its shared type.
public struct PlantedTree: Sendable {
    public let x: Int
    public let y: Int
    public let type: TreeType

    public init(x: Int, y: Int, type: TreeType) {
        self.x = x
        self.y = y
        self.type = type
    }
}

/// Makes each TreeType once and hands out the same instance from then on. Thread-safe:
/// the check and the creation happen under one lock, so two threads asking for a new
/// species at the same moment still get a single shared object.
///
/// The lock is an NSLock rather than Synchronization's Mutex: on Linux, Mutex waits on a
/// futex that ThreadSanitizer cannot see, so a contended Mutex shows up as false races
/// and hides real ones. NSLock is a pthread mutex, which the sanitizer understands. Every
/// access to `types` and `creations` goes through `lock`, hence `@unchecked Sendable`.
public final class TreeTypeFactory: @unchecked Sendable {
    public static let species: [String: (symbol: Character, colour: String)] = [
        "oak": ("O", "dark green"),
        "pine": ("A", "blue green"),
        "birch": ("Y", "silver"),
    ]

    private let lock = NSLock()
    private var types: [String: TreeType] = [:]
    private var createdCount = 0

    public init() {}

    public static var speciesNames: [String] { species.keys.sorted() }

    /// The shared type for `species`, created on first request; nil for an unknown species.
    public func type(for species: String) -> TreeType? {
        guard let traits = Self.species[species] else { return nil }
        return lock.withLock {
            if let existing = types[species] { return existing }
            let made = TreeType(species: species, symbol: traits.symbol, colour: traits.colour)
            types[species] = made
            createdCount += 1
            return made
        }
    }

    /// How many TreeType objects this factory ever made.
    public var creations: Int { lock.withLock { createdCount } }

    /// The shared types made so far.
    public var sharedTypes: [TreeType] { lock.withLock { types.values.sorted { $0.species < $1.species } } }
}

/// The client: many trees, few TreeTypes.
public final class Forest {
    public let width: Int
    public let height: Int
    public private(set) var trees: [PlantedTree] = []
    private let factory: TreeTypeFactory

    public init(width: Int, height: Int, factory: TreeTypeFactory = TreeTypeFactory()) {
        self.width = width
        self.height = height
        self.factory = factory
    }

    public enum PlantingError: Error, Equatable {
        case unknownSpecies(String), outside(x: Int, y: Int), occupied(x: Int, y: Int)
    }

    public func plant(_ species: String, x: Int, y: Int) throws(PlantingError) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { throw .outside(x: x, y: y) }
        guard tree(atX: x, y: y) == nil else { throw .occupied(x: x, y: y) }
        guard let type = factory.type(for: species) else { throw .unknownSpecies(species) }
        trees.append(PlantedTree(x: x, y: y, type: type))
    }

    public func tree(atX x: Int, y: Int) -> PlantedTree? {
        trees.first { $0.x == x && $0.y == y }
    }

    /// Distinct TreeType objects the trees point to.
    public var distinctTypeCount: Int {
        Set(trees.map { ObjectIdentifier($0.type) }).count
    }

    /// Bytes if every tree carried its own copy of its type's data.
    public var bytesWithoutSharing: Int {
        trees.reduce(0) { $0 + $1.type.approximateBytes }
    }

    /// Bytes with sharing: each type once, plus each tree's small extrinsic part.
    public var bytesWithSharing: Int {
        factory.sharedTypes.reduce(0) { $0 + $1.approximateBytes } + trees.count * MemoryLayout<PlantedTree>.size
    }

    /// The forest as a map: each tree drawn with its type's symbol.
    public var map: [String] {
        (0..<height).map { y in
            String((0..<width).map { x in tree(atX: x, y: y)?.type.symbol ?? "." })
        }
    }
}

// MARK: The demo

public final class FlyweightDemo: Demo {
    public static let info = DemoInfo(
        id: "flyweight",
        title: "Flyweight",
        family: .structural,
        summary: """
            Each tree in the forest stores only its position; its species, colour and a \
            heavy texture live in a shared TreeType. TreeTypeFactory makes each TreeType once \
            and hands the same object to every tree of that species. Plant many trees and \
            compare the objects made and the memory used with and without sharing.
            """,
        commands: [
            DemoCommand("plant", "<species> <x> <y>", arguments: 3...3,
                        help: "plant an oak, pine or birch at a spot on the map"),
            DemoCommand("scatter", "<species> <count>", arguments: 2...2,
                        help: "plant many trees of one species on free spots"),
            DemoCommand("forest", help: "draw the forest map"),
            DemoCommand("stats", help: "trees, shared TreeTypes and memory saved"),
        ],
        tour: [
            TourStep("plant oak 3 1", "The first oak: the factory has to create the oak TreeType."),
            TourStep("plant oak 8 2", "A second oak gets the very same TreeType object back."),
            TourStep("scatter pine 12", "Twelve pines, one new TreeType between them."),
            TourStep("scatter oak 10", "Ten more oaks, and no new object at all."),
            TourStep("forest", "Every tree is drawn from its shared type plus its own position."),
            TourStep("stats", "Many trees, two heavy objects: that is the memory saved."),
        ])

    private static let width = 24
    private static let height = 6

    private let factory = TreeTypeFactory()
    private let forest: Forest

    public init() {
        forest = Forest(width: Self.width, height: Self.height, factory: factory)
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "plant":
            let species = try input.choice(0, named: localized("species"), among: TreeTypeFactory.speciesNames)
            // "x" and "y" read the same in every language.
            return try plant(species, x: input.integer(1, named: "x"), y: input.integer(2, named: "y"))
        case "scatter":
            let species = try input.choice(0, named: localized("species"), among: TreeTypeFactory.speciesNames)
            return try scatter(species, count: input.integer(1, named: localized("the count")))
        case "forest": return forest.map
        case "stats": return stats()
        default: throw DemoError(localized("flyweight has no command {0}", input.name))
        }
    }

    private func plant(_ species: String, x: Int, y: Int) throws(DemoError) -> [String] {
        let createdBefore = factory.creations
        do {
            try forest.plant(species, x: x, y: y)
        } catch {
            throw DemoError(message(for: error))
        }
        let isNew = factory.creations > createdBefore
        let planted = species.first.map { "aeiou".contains($0) } == true
            ? localized("planted an {0} at {1},{2}: a small PlantedTree", species, x, y)
            : localized("planted a {0} at {1},{2}: a small PlantedTree", species, x, y)
        return [planted,
                isNew ? localized("factory created the {0} TreeType (first request)", species)
                      : localized("factory reused the shared {0} TreeType (===)", species)]
    }

    /// Plants on free spots visited in a fixed, well-spread order, so runs are repeatable.
    private func scatter(_ species: String, count: Int) throws(DemoError) -> [String] {
        let free = Self.spreadOrder().filter { forest.tree(atX: $0.x, y: $0.y) == nil }
        guard count > 0 else { throw DemoError(localized("scatter needs a count above zero")) }
        guard count <= free.count else {
            // English says "spots" even for one, as it always has.
            throw DemoError(localized(count: free.count, one: "only {0} free spots are left",
                                      other: "only {0} free spots are left"))
        }
        let createdBefore = factory.creations
        for spot in free.prefix(count) {
            do {
                try forest.plant(species, x: spot.x, y: spot.y)
            } catch {
                throw DemoError(message(for: error))
            }
        }
        let isNew = factory.creations > createdBefore
        let planted = localized(count: count, one: "planted {0} {1} tree: {0} small PlantedTree",
                                other: "planted {0} {1} trees: {0} small PlantedTrees", species)
        guard count > 1 else {
            return [planted,
                    isNew ? localized("factory created the {0} TreeType for it", species)
                          : localized("factory created no TreeType: it shares the {0} one", species)]
        }
        return [planted,
                isNew ? localized("factory created 1 {0} TreeType, shared by all {1}", species, count)
                      : localized("factory created no TreeType: all {1} share the {0} one", species, count)]
    }

    /// Every spot on the map, stepping by a stride coprime to the map's size to scatter evenly.
    private static func spreadOrder() -> [(x: Int, y: Int)] {
        let cells = width * height
        return (0..<cells).map { index in
            let cell = (index * 7 + 5) % cells
            return (x: cell % width, y: cell / width)
        }
    }

    private func stats() -> [String] {
        guard let typeBytes = factory.sharedTypes.first?.approximateBytes, !forest.trees.isEmpty else {
            return [localized("the forest is empty: no PlantedTrees, no TreeTypes yet"),
                    localized("plant or scatter some trees, then compare")]
        }
        let types = factory.creations
        let size = kilobytes(typeBytes)
        return [localized(count: MemoryLayout<PlantedTree>.size, one: "PlantedTrees: {1}, {0} byte each (x, y, type)",
                          other: "PlantedTrees: {1}, {0} bytes each (x, y, type)", forest.trees.count),
                types == 1 ? localized("TreeTypes:    {0}, about {1}, shared", types, size)
                           : localized("TreeTypes:    {0}, about {1} each, shared", types, size),
                localized("memory if every tree held its data: {0}", kilobytes(forest.bytesWithoutSharing)),
                localized("memory with flyweights:             {0}", kilobytes(forest.bytesWithSharing))]
    }

    private func kilobytes(_ bytes: Int) -> String {
        localized("{0} KB", (bytes + 512) / 1024)
    }

    /// A species' colour in the interface's language.
    private static func colourName(_ colour: String) -> String {
        switch colour {
        case "dark green": localized("dark green")
        case "blue green": localized("blue green")
        case "silver": localized("silver")
        default: colour
        }
    }

    private func message(for error: Forest.PlantingError) -> String {
        switch error {
        case .unknownSpecies(let species):
            localized("unknown species '{0}': use one of {1}", species, TreeTypeFactory.speciesNames.joined(separator: ", "))
        case .outside(let x, let y):
            localized("{0},{1} is off the map: x runs 0 to {2}, y runs 0 to {3}", x, y, Self.width - 1, Self.height - 1)
        case .occupied(let x, let y):
            localized("there is already a tree at {0},{1}", x, y)
        }
    }

    public var statePanel: [String] {
        var lines = [localized(count: forest.trees.count, one: "forest: {0} tree on {1}×{2}",
                               other: "forest: {0} trees on {1}×{2}", Self.width, Self.height)]
        let types = factory.sharedTypes
        lines.append(types.isEmpty ? localized("TreeTypeFactory cache: empty") : localized("TreeTypeFactory cache:"))
        for type in types {
            let users = forest.trees.filter { $0.type === type }.count
            lines.append("  " + localized(count: users, one: "{1} {2}, {3}: {0} tree", other: "{1} {2}, {3}: {0} trees",
                                          type.symbol, type.species, Self.colourName(type.colour)))
        }
        return lines
    }

}
