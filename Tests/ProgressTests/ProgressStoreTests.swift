import Foundation
import GRDB
import Testing
@testable import Progress

private func temporaryDirectory() -> String {
    NSTemporaryDirectory() + "pattern-tutor-progress-\(UUID().uuidString)"
}

@Suite struct ProgressStoreTests {
    /// Only a damaged file or one that is not a database is set aside; a busy or locked one
    /// (another window creating it) is waited for. The race itself is run end to end, with two
    /// processes, in PlainModeTests.
    @Test func onlyCorruptionSetsAFileAside() {
        #expect(ProgressStore.isCorruption(DatabaseError(resultCode: .SQLITE_NOTADB)))
        #expect(ProgressStore.isCorruption(DatabaseError(resultCode: .SQLITE_CORRUPT)))
        #expect(!ProgressStore.isCorruption(DatabaseError(resultCode: .SQLITE_BUSY)))
        #expect(!ProgressStore.isCorruption(DatabaseError(resultCode: .SQLITE_LOCKED)))
        #expect(!ProgressStore.isCorruption(DatabaseError(resultCode: .SQLITE_ERROR, message: "table position already exists")))
    }

    @Test func typedCommandsSurviveReopeningAndOnlyTheNewestAreKept() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            let store = ProgressStore(directory: directory)
            try store.recordCommand("open singleton")
            try store.recordCommand("demo soa")
        }
        let reopened = ProgressStore(directory: directory)
        #expect(try reopened.commandHistory() == ["open singleton", "demo soa"])
        for number in 0..<(ProgressStore.commandHistoryLimit + 5) { try reopened.recordCommand("page \(number)") }
        let kept = try reopened.commandHistory()
        #expect(kept.count == ProgressStore.commandHistoryLimit)
        #expect(kept.last == "page \(ProgressStore.commandHistoryLimit + 4)")
        #expect(kept.first == "page 5")
    }

    @Test func positionPagesAndAnswersSurviveReopening() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            let store = ProgressStore(directory: directory)
            #expect(store.isSaving)
            #expect(store.openingNote == nil)
            #expect(try store.lastPosition() == nil)
            try store.recordPage(lessonId: "singleton", page: 0)
            try store.recordPage(lessonId: "singleton", page: 2)
            try store.recordPage(lessonId: "singleton", page: 2)
            try store.record(ProgressStore.Answer(questionId: "q1", lessonId: "singleton", given: "2", correct: true, helped: true))
        }
        let reopened = ProgressStore(directory: directory)
        #expect(try reopened.lastPosition() == ProgressStore.Position(lessonId: "singleton", page: 2))
        #expect(try reopened.pagesSeen(lessonId: "singleton") == [0, 2])
        let answers = try reopened.answers(questionId: "q1")
        #expect(answers.count == 1)
        #expect(answers.first?.given == "2")
        #expect(answers.first?.correct == true)
        #expect(answers.first?.helped == true)
        try reopened.record(ProgressStore.Answer(questionId: "q1", lessonId: "singleton", given: "3", correct: false, helped: false))
        try reopened.record(ProgressStore.Answer(questionId: "q2", lessonId: "singleton", given: "x", correct: true, helped: false))
        #expect(try reopened.latestResults() == ["q1": false, "q2": true])
        #expect(try reopened.allPagesSeen() == ["singleton": [0, 2]])
    }

    @Test func aCorruptFileIsMovedAsideAndAFreshStoreStarts() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let garbage = Data(repeating: 0x5A, count: 4096)
        try garbage.write(to: URL(fileURLWithPath: directory + "/progress.sqlite"))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let store = ProgressStore(directory: directory, now: now)
        #expect(store.isSaving)
        let aside = directory + "/progress.sqlite.corrupt-20270115-080000"
        #expect(store.openingNote == "The progress file could not be read; it was moved to \(aside) and a new one started.")
        #expect(FileManager.default.contents(atPath: aside) == garbage)
        try store.recordPage(lessonId: "a", page: 0)
        #expect(try store.lastPosition()?.lessonId == "a")
    }

    @Test func anUnwritablePlaceMeansNoSavingAndNoCrash() throws {
        let store = ProgressStore(directory: "/proc/pattern-tutor-cannot-exist")
        #expect(!store.isSaving)
        #expect(store.openingNote?.hasPrefix("Progress is not being saved: cannot create /proc/pattern-tutor-cannot-exist") == true)
        try store.recordPage(lessonId: "a", page: 0)
        #expect(try store.lastPosition() == nil)
    }

    @Test func twoStoresOnOneFileLoseNoWrite() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = ProgressStore(directory: directory)
        let second = ProgressStore(directory: directory)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (name, store) in [("a", first), ("b", second)] {
                group.addTask {
                    for index in 0..<100 {
                        try store.record(ProgressStore.Answer(questionId: "\(name)\(index)", lessonId: "l", given: "x", correct: true, helped: false))
                    }
                }
            }
        }
        #expect(try ProgressStore(directory: directory).answers().count == 200)
    }

    /// Two windows answer the same question; `e` in the first marks its own answer easy, not
    /// the other window's newer one.
    @Test func easyMarksThisWindowsAnswerNotAnothers() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = ProgressStore(directory: directory)
        let second = ProgressStore(directory: directory)
        try first.record(ProgressStore.Answer(questionId: "q", lessonId: "l", given: "mine", correct: true, helped: false, rating: 3))
        try second.record(ProgressStore.Answer(questionId: "q", lessonId: "l", given: "theirs", correct: true, helped: false, rating: 3))
        try first.markLatestAnswerEasy(questionId: "q")
        let ratings = Dictionary(uniqueKeysWithValues: try ProgressStore(directory: directory).answers().map { ($0.given, $0.rating) })
        #expect(ratings == ["mine": 4, "theirs": 3])
    }

    @Test func theDirectoryFollowsTheEnvironment() {
        #expect(ProgressStore.defaultDirectory(environment: ["PATTERN_TUTOR_STATE": "/s", "XDG_STATE_HOME": "/x"]) == "/s")
        #expect(ProgressStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]) == "/x/pattern-tutor")
        #expect(ProgressStore.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.local/state/pattern-tutor")
    }
}

@Suite struct ProgressTransferTests {
    private func store(_ body: (ProgressStore) throws -> Void) rethrows -> (ProgressStore, String) {
        let directory = temporaryDirectory()
        let store = ProgressStore(directory: directory)
        try body(store)
        return (store, directory)
    }

    @Test func exportThenImportRestoresEverythingAndTwiceAddsNothing() throws {
        let (source, sourceDirectory) = try store { store in
            try store.recordPage(lessonId: "a", page: 0, at: Date(timeIntervalSince1970: 1000.123))
            try store.record(ProgressStore.Answer(questionId: "q", lessonId: "a", given: "2", correct: true, helped: false,
                                              date: Date(timeIntervalSince1970: 1001.456)))
        }
        let (target, targetDirectory) = store { _ in }
        defer { for directory in [sourceDirectory, targetDirectory] { try? FileManager.default.removeItem(atPath: directory) } }
        let json = try source.exportJSON()
        #expect(try target.importJSON(json).newAnswers == 1)
        #expect(try target.importJSON(json).newAnswers == 0)
        #expect(try target.snapshot() == source.snapshot())
    }

    @Test func importMergesKeepingTheNewestOfEachItem() throws {
        let (laptop, laptopDirectory) = try store { store in
            try store.recordPage(lessonId: "a", page: 0, at: Date(timeIntervalSince1970: 100))
            try store.record(ProgressStore.Answer(questionId: "q1", lessonId: "a", given: "1", correct: false, helped: false,
                                              date: Date(timeIntervalSince1970: 101)))
        }
        let (desktop, desktopDirectory) = try store { store in
            try store.recordPage(lessonId: "b", page: 3, at: Date(timeIntervalSince1970: 200))
            try store.record(ProgressStore.Answer(questionId: "q2", lessonId: "b", given: "x", correct: true, helped: true,
                                              date: Date(timeIntervalSince1970: 201)))
        }
        defer { for directory in [laptopDirectory, desktopDirectory] { try? FileManager.default.removeItem(atPath: directory) } }
        try laptop.importJSON(desktop.exportJSON())
        #expect(try laptop.lastPosition() == ProgressStore.Position(lessonId: "b", page: 3))
        #expect(try laptop.allPagesSeen() == ["a": [0], "b": [3]])
        #expect(try laptop.answers().count == 2)
        // The older position from the laptop does not win when imported back.
        try desktop.importJSON(laptop.exportJSON())
        #expect(try desktop.lastPosition() == ProgressStore.Position(lessonId: "b", page: 3))
        #expect(try desktop.answers().count == 2)
    }

    @Test func resetForgetsOneLessonOrEverything() throws {
        let (progress, directory) = try store { store in
            try store.recordPage(lessonId: "a", page: 0)
            try store.recordPage(lessonId: "b", page: 1)
            try store.record(ProgressStore.Answer(questionId: "q", lessonId: "a", given: "1", correct: true, helped: false))
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try progress.reset(lessonId: "a")
        #expect(try progress.allPagesSeen() == ["b": [1]])
        #expect(try progress.answers().isEmpty)
        #expect(try progress.lastPosition()?.lessonId == "b")
        try progress.reset()
        #expect(try progress.allPagesSeen().isEmpty)
        #expect(try progress.lastPosition() == nil)
    }

    @Test func aFileThatIsNotAnExportIsRefused() throws {
        let (progress, directory) = store { _ in }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: ProgressStore.TransferError.self) { try progress.importJSON(Data("{\"hello\": 1}".utf8)) }
    }
}

/// Failures are typed errors with SQLite's reason, not strings or silently empty results.
@Suite struct StoreFailureTests {
    @Test func aReadThatFailsOnAnOpenStoreThrowsWithTheReason() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ProgressStore(directory: directory)
        try store.record(ProgressStore.Answer(questionId: "q", lessonId: "l", given: "1", correct: true, helped: false))
        // Another program breaks the file under the open store.
        let other = try DatabaseQueue(path: directory + "/progress.sqlite")
        try other.write { try $0.execute(sql: "DROP TABLE answer") }
        #expect(throws: ProgressStore.ReadFailure.self) { try store.answers() }
        do {
            _ = try store.reviews()
            Issue.record("reading the reviews did not fail")
        } catch {
            #expect(error.description.hasPrefix("Progress could not be read: no such table: answer"))
        }
    }

    @Test func aWriteThatFailsThrowsWithTheReason() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ProgressStore(directory: directory)
        let other = try DatabaseQueue(path: directory + "/progress.sqlite")
        try other.write { try $0.execute(sql: "DROP TABLE pageSeen") }
        do {
            try store.recordPage(lessonId: "a", page: 0)
            Issue.record("saving the page did not fail")
        } catch {
            #expect(error.description == "Progress could not be saved: no such table: pageSeen.")
        }
    }

    @Test func aStoreThatCouldNotOpenReadsAsEmptyAndTakesWritesSilently() throws {
        let store = ProgressStore(directory: "/proc/pattern-tutor-cannot-exist")
        #expect(store.openingNote != nil, "the opening note is where that is said")
        try store.recordPage(lessonId: "a", page: 0)
        #expect(try store.answers().isEmpty)
        #expect(try store.lastPosition() == nil)
    }
}
