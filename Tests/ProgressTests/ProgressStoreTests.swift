import Foundation
import Testing
@testable import Progress

private func temporaryDirectory() -> String {
    NSTemporaryDirectory() + "pattern-tutor-progress-\(UUID().uuidString)"
}

@Suite struct ProgressStoreTests {
    @Test func positionPagesAndAnswersSurviveReopening() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            let store = ProgressStore(directory: directory)
            #expect(store.isSaving)
            #expect(store.openingNote == nil)
            #expect(store.lastPosition() == nil)
            #expect(store.recordPage(lessonId: "singleton", page: 0) == nil)
            store.recordPage(lessonId: "singleton", page: 2)
            store.recordPage(lessonId: "singleton", page: 2)
            store.record(ProgressStore.Answer(questionId: "q1", lessonId: "singleton", given: "2", correct: true, helped: true))
        }
        let reopened = ProgressStore(directory: directory)
        #expect(reopened.lastPosition() == ProgressStore.Position(lessonId: "singleton", page: 2))
        #expect(reopened.pagesSeen(lessonId: "singleton") == [0, 2])
        let answers = reopened.answers(questionId: "q1")
        #expect(answers.count == 1)
        #expect(answers.first?.given == "2")
        #expect(answers.first?.correct == true)
        #expect(answers.first?.helped == true)
        reopened.record(ProgressStore.Answer(questionId: "q1", lessonId: "singleton", given: "3", correct: false, helped: false))
        reopened.record(ProgressStore.Answer(questionId: "q2", lessonId: "singleton", given: "x", correct: true, helped: false))
        #expect(reopened.latestResults() == ["q1": false, "q2": true])
        #expect(reopened.allPagesSeen() == ["singleton": [0, 2]])
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
        #expect(store.recordPage(lessonId: "a", page: 0) == nil)
        #expect(store.lastPosition()?.lessonId == "a")
    }

    @Test func anUnwritablePlaceMeansNoSavingAndNoCrash() {
        let store = ProgressStore(directory: "/proc/pattern-tutor-cannot-exist")
        #expect(!store.isSaving)
        #expect(store.openingNote?.hasPrefix("Progress is not being saved: cannot create /proc/pattern-tutor-cannot-exist") == true)
        #expect(store.recordPage(lessonId: "a", page: 0) == nil)
        #expect(store.lastPosition() == nil)
    }

    @Test func twoStoresOnOneFileLoseNoWrite() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = ProgressStore(directory: directory)
        let second = ProgressStore(directory: directory)
        await withTaskGroup(of: Void.self) { group in
            for (name, store) in [("a", first), ("b", second)] {
                group.addTask {
                    for index in 0..<100 {
                        store.record(ProgressStore.Answer(questionId: "\(name)\(index)", lessonId: "l", given: "x", correct: true, helped: false))
                    }
                }
            }
        }
        #expect(ProgressStore(directory: directory).answers().count == 200)
    }

    @Test func theDirectoryFollowsTheEnvironment() {
        #expect(ProgressStore.defaultDirectory(environment: ["PATTERN_TUTOR_STATE": "/s", "XDG_STATE_HOME": "/x"]) == "/s")
        #expect(ProgressStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]) == "/x/pattern-tutor")
        #expect(ProgressStore.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.local/state/pattern-tutor")
    }
}
