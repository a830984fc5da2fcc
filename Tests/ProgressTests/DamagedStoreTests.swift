import Foundation
import Testing
@testable import Progress

/// A store damaged on disk (truncated, overwritten, emptied) is set aside whole and a fresh
/// one started, with one line for the learner; never deleted, never taken for "no progress".
@Suite struct DamagedStoreTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)
    private var asideName: String { "progress.sqlite.corrupt-20270115-080000" }

    /// A store with enough answers to span many pages, closed (so its log is checkpointed
    /// into the file and removed), and the file's bytes.
    private func savedStore() throws -> (directory: String, bytes: Data) {
        let directory = NSTemporaryDirectory() + "pattern-tutor-damaged-\(UUID().uuidString)"
        do {
            let store = ProgressStore(directory: directory)
            for index in 0..<1500 {
                try store.record(ProgressStore.Answer(questionId: "q\(index % 40)", lessonId: "l", given: "answer number \(index)",
                                                  correct: index % 3 != 0, helped: false))
            }
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: directory + "/progress.sqlite"))
        return (directory, bytes)
    }

    /// `writing: false` when the test has put the damaged file in place itself.
    private func expectSetAside(_ damaged: Data, in directory: String, writing: Bool = true, note: String,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        if writing { try damaged.write(to: URL(fileURLWithPath: directory + "/progress.sqlite")) }
        let store = ProgressStore(directory: directory, now: now)
        let aside = directory + "/" + asideName
        #expect(store.openingNote == note.replacingOccurrences(of: "ASIDE", with: aside), sourceLocation: sourceLocation)
        #expect(FileManager.default.contents(atPath: aside) == damaged, "the damaged file is kept as it was",
                sourceLocation: sourceLocation)
        #expect(store.isSaving, sourceLocation: sourceLocation)
        #expect(try store.answers().isEmpty, sourceLocation: sourceLocation)
        #expect(throws: Never.self, sourceLocation: sourceLocation) {
            try store.record(ProgressStore.Answer(questionId: "q", lessonId: "l", given: "new", correct: true, helped: false))
        }
        #expect(try store.answers().map(\.given) == ["new"], sourceLocation: sourceLocation)
        #expect(store.integrityProblems().isEmpty, sourceLocation: sourceLocation)
    }

    private static let unreadable = "The progress file could not be read; it was moved to ASIDE and a new one started."

    @Test(arguments: [100, 4096, 4096 * 3 + 1000, -1, -4096])
    func aTruncatedStoreIsSetAside(length: Int) throws {
        let (directory, bytes) = try savedStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Negative lengths count from the end: half the file, and all but its last page.
        let kept = length == -1 ? bytes.count / 2 : length < 0 ? bytes.count + length : length
        try expectSetAside(bytes.prefix(kept), in: directory, note: Self.unreadable)
    }

    /// SQLite takes a 0-byte file for a new database; the learner is told their progress is gone.
    @Test func anEmptiedStoreIsSetAsideAndSaid() throws {
        let (directory, _) = try savedStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/progress.sqlite"
        try Data().write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-120)], ofItemAtPath: file)
        try expectSetAside(Data(), in: directory, writing: false,
                           note: "The progress file was empty, so earlier progress could not be read; it was moved to ASIDE and a new one started.")
    }

    /// An empty file made a moment ago is another window creating the store: it is used, not set aside.
    @Test func aJustCreatedEmptyFileIsANewStore() throws {
        let directory = NSTemporaryDirectory() + "pattern-tutor-damaged-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: directory + "/progress.sqlite"))
        let store = ProgressStore(directory: directory)
        #expect(store.openingNote == nil)
        #expect(store.isSaving)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".corrupt-") }.isEmpty)
    }

    @Test func aStoreOverwrittenWithGarbageIsSetAside() throws {
        let (directory, bytes) = try savedStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<bytes.count).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try expectSetAside(garbage, in: directory, note: Self.unreadable)
    }

    @Test func aGarbageHeaderIsSetAside() throws {
        let (directory, bytes) = try savedStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var damaged = bytes
        damaged.replaceSubrange(0..<100, with: Data(repeating: 0xA5, count: 100))
        try expectSetAside(damaged, in: directory, note: Self.unreadable)
    }

    /// SQLite opens these without complaint and fails only when a read reaches the page: the
    /// quick check at opening is what finds them.
    @Test(arguments: [0.5, 0.9])
    func garbageInsidePagesIsFoundAtOpening(at fraction: Double) throws {
        let (directory, bytes) = try savedStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var damaged = bytes
        let page = Int(Double(bytes.count / 4096) * fraction) * 4096
        damaged.replaceSubrange(page..<(page + 4096), with: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) }))
        try expectSetAside(damaged, in: directory, note: Self.unreadable)
    }

    /// The write-ahead log may hold the latest answers; it goes aside with the file, where
    /// SQLite finds it when the kept copy is opened.
    @Test func theLogGoesAsideWithTheFile() throws {
        let directory = NSTemporaryDirectory() + "pattern-tutor-damaged-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = directory + "/progress.sqlite"
        try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: file))
        let log = Data("frames the learner may want back".utf8)
        try log.write(to: URL(fileURLWithPath: file + "-wal"))
        _ = ProgressStore(directory: directory, now: now)
        #expect(FileManager.default.contents(atPath: directory + "/" + asideName + "-wal") == log)
    }

    @Test func aSoundStoreOpensWithNoNoteAndPassesTheFullCheck() throws {
        let (directory, _) = try savedStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ProgressStore(directory: directory, now: now)
        #expect(store.openingNote == nil)
        #expect(try store.answers().count == 1500)
        #expect(store.integrityProblems().isEmpty)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: directory).contains { $0.contains(".corrupt-") })
    }
}
