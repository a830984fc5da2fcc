import Dispatch
import Foundation
@testable import Patterns
import Testing

@Suite struct FlyweightTests {
    @Test func treesOfOneSpeciesShareOneTreeType() throws {
        let factory = TreeTypeFactory()
        let oak = try #require(factory.type(for: "oak"))
        let again = try #require(factory.type(for: "oak"))
        let pine = try #require(factory.type(for: "pine"))
        #expect(oak === again)
        #expect(oak !== pine)
        #expect(factory.creations == 2)
        #expect(factory.type(for: "palm") == nil)
        #expect(factory.creations == 2, "an unknown species creates nothing")
    }

    /// What the threads saw, behind a pthread lock the thread sanitizer can follow.
    final class Sightings: @unchecked Sendable {
        private let lock = NSLock()
        private var identities: [String: Set<ObjectIdentifier>] = [:]

        func record(_ type: TreeType) {
            lock.withLock { _ = identities[type.species, default: []].insert(ObjectIdentifier(type)) }
        }

        var distinctPerSpecies: [Int] { lock.withLock { identities.values.map(\.count) } }
    }

    @Test func concurrentRequestsStillCreateEachTypeOnce() {
        let factory = TreeTypeFactory()
        let species = TreeTypeFactory.speciesNames
        let sightings = Sightings()
        DispatchQueue.concurrentPerform(iterations: 1_000) { index in
            guard let type = factory.type(for: species[index % species.count]) else { return }
            sightings.record(type)
        }
        #expect(factory.creations == species.count)
        #expect(sightings.distinctPerSpecies == Array(repeating: 1, count: species.count))
    }

    @Test func eachTreeKeepsItsOwnPositionWhileSharingItsType() throws {
        let forest = Forest(width: 10, height: 5)
        for x in 0..<10 {
            try forest.plant(x.isMultiple(of: 2) ? "oak" : "birch", x: x, y: x % 5)
        }
        #expect(forest.trees.count == 10)
        #expect(forest.distinctTypeCount == 2)
        #expect(forest.trees.map(\.x) == Array(0..<10))
        let oaks = forest.trees.filter { $0.type.species == "oak" }
        #expect(oaks.allSatisfy { $0.type === oaks[0].type })
        #expect(forest.bytesWithSharing < forest.bytesWithoutSharing / 4)
    }

    @Test func plantingRefusesBadSpotsAndSpecies() throws {
        let forest = Forest(width: 3, height: 3)
        try forest.plant("pine", x: 1, y: 1)
        #expect(throws: Forest.PlantingError.occupied(x: 1, y: 1)) { try forest.plant("oak", x: 1, y: 1) }
        #expect(throws: Forest.PlantingError.outside(x: 3, y: 0)) { try forest.plant("oak", x: 3, y: 0) }
        #expect(throws: Forest.PlantingError.unknownSpecies("palm")) { try forest.plant("palm", x: 0, y: 0) }
        #expect(forest.trees.count == 1)
    }

    @Test func theDemoExplainsOffMapAndOccupiedSpots() {
        let session = DemoSession(FlyweightDemo.self)
        #expect(session.run("plant oak 30 1").entries.last?.text == "30,1 is off the map: x runs 0 to 23, y runs 0 to 5")
        #expect(session.run("plant oak 1 1").succeeded)
        #expect(session.run("plant pine 1 1").entries.last?.text == "there is already a tree at 1,1")
    }

    @Test func theDemoCountsOneTreeInTheSingular() {
        let session = DemoSession(FlyweightDemo.self)
        let one = session.run("scatter birch 1").entries.map(\.text)
        #expect(one.suffix(2) == ["planted 1 birch tree: 1 small PlantedTree", "factory created the birch TreeType for it"])
        #expect(session.statePanel.first == "forest: 1 tree on 24×6")
        #expect(session.statePanel.contains("  Y birch, silver: 1 tree"))
        let more = session.run("scatter birch 2").entries.map(\.text)
        #expect(more.last == "factory created no TreeType: all 2 share the birch one")
    }

    @Test func statsOnAnEmptyForestSaySoInsteadOfZeroKilobytes() {
        let session = DemoSession(FlyweightDemo.self)
        let empty = session.run("stats").entries.map(\.text)
        #expect(empty.contains("the forest is empty: no PlantedTrees, no TreeTypes yet"))
        #expect(!empty.contains { $0.contains("0 KB") })
        session.run("plant oak 1 1")
        #expect(session.run("stats").entries.map(\.text).contains { $0.hasPrefix("TreeTypes:    1, about 16 KB, shared") })
    }
}
