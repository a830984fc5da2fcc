import Foundation
import TerminalKit
import Testing

@Suite struct AsciicastRecorderTests {
    private func record(_ screens: [Screen], size: Size = Size(width: 10, height: 3)) -> [String] {
        var output: [String] = []
        var now = 100.0
        let recorder = AsciicastRecorder(wrapping: HeadlessBackend(size: size), timestamp: 1_700_000_000,
                                         clock: { now += 0.5; return now }) { output.append($0) }
        for screen in screens { recorder.draw(screen, cursor: nil) }
        return output
    }

    @Test func theHeaderIsAsciicastVersionTwo() throws {
        let lines = record([])
        let header = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 10)
        #expect(header["height"] as? Int == 3)
        #expect(header["timestamp"] as? Int == 1_700_000_000)
    }

    @Test func eventsCarryOnlyTheRowsThatChanged() throws {
        var first = Screen(size: Size(width: 10, height: 3))
        first.put("hello", x: 0, y: 0)
        first.put("world", x: 0, y: 2, style: Style(bold: true))
        var second = first
        second.put("there", x: 0, y: 2)
        let lines = record([first, first, second])
        #expect(lines.count == 3, "the unchanged screen writes no event")
        let events = try lines.dropFirst().map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        }
        #expect(events.allSatisfy { $0.count == 3 && $0[1] as? String == "o" })
        let times = events.compactMap { $0[0] as? Double }
        #expect(times == times.sorted() && times.count == 2)
        let firstOutput = try #require(events[0][2] as? String)
        #expect(firstOutput.contains("\u{1B}[1;1Hhello"))
        #expect(firstOutput.contains("\u{1B}[1mworld\u{1B}[0m"))
        let secondOutput = try #require(events[1][2] as? String)
        #expect(secondOutput.hasPrefix("\u{1B}[3;1H"), "only row 3 changed")
        #expect(!secondOutput.contains("hello"))
    }

    @Test func aStyledRowSkipsTheRightHalfOfWideCharacters() {
        var screen = Screen(size: Size(width: 6, height: 1))
        screen.put("日本", x: 0, y: 0)
        #expect(screen.styledRow(0).text == "日本  ")
    }
}
