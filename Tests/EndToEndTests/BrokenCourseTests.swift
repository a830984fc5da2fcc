import Foundation
import Testing

/// A course of 40 deliberately broken lessons and 3 good ones: lint reports every defect,
/// at its line, and the app still opens with the good ones.
@Suite struct BrokenCourseTests {
    /// File name -> (contents, a fragment lint must report for that file).
    static let broken: [(name: String, text: Data, expected: String)] = {
        var cases: [(String, String, String)] = []
        func add(_ name: String, _ text: String, _ expected: String) { cases.append((name, text, expected)) }
        let ok = "---\ntitle: T\n---\n"
        // Front matter
        add("b01-unclosed", "---\ntitle: T\nText.\n", ":1:1: error: front matter opened with '---' is never closed")
        add("b02-yaml-bracket", "---\ntitle: [a\n---\nText.\n", ": error: front matter: not valid YAML")
        add("b03-yaml-indent", "---\ntitle: a\n  b: c\n---\nText.\n", ": error: front matter: not valid YAML")
        add("b04-yaml-quote", "---\ntitle: \"open\n---\nText.\n", ": error: front matter: not valid YAML")
        add("b05-title-list", "---\ntitle: [a, b]\n---\nText.\n", ":2:1: error: front matter: 'title' should be a string")
        add("b06-tags-number", "---\ntags: 5\n---\nText.\n", ":2:1: error: front matter: 'tags' should be a list of strings")
        add("b07-aliases-map", "---\naliases: {a: 1}\n---\nText.\n", ":2:1: error: front matter: 'aliases' should be a list of strings")
        add("b08-requires-string", "---\nrequires: good-one\n---\nText.\n", ":2:1: error: front matter: 'requires' should be a list of strings")
        add("b09-id-list", "---\nid: [x]\n---\nText.\n", ":2:1: error: front matter: 'id' should be a string")
        add("b10-summary-map", "---\nsummary: {a: b}\n---\nText.\n", ":2:1: error: front matter: 'summary' should be a string")
        // Control characters
        add("b11-esc", ok + "Colour \u{1B}[31mred\n", ":4:8: error: raw control character U+001B (ESC)")
        add("b12-bel", ok + "Ding \u{07}\n", ":4:6: error: raw control character U+0007 (BEL)")
        add("b13-nul", ok + "Null \u{0}here\n", ":4:6: error: raw control character U+0000 (NUL)")
        add("b14-del", ok + "Del \u{7F}\n", ":4:5: error: raw control character U+007F (DEL)")
        add("b15-csi", ok + "Csi \u{9B}31m\n", ":4:5: error: raw control character U+009B (CSI)")
        // Empty
        add("b17-empty", ok, ":4:1: error: the lesson has no content")
        add("b18-blank", ok + "\n\n   \n", ":4:1: error: the lesson has no content")
        // Quiz
        add("b19-no-answer", ok + "Text.\n## Quiz\n### Q1?\nJust words.\n", ":6:1: error: question 'Q1?' has no choices and no 'Answer:'")
        add("b20-no-answer-code", ok + "Text.\n## Quiz\n### Q2?\n```\ncode\n```\n", ":6:1: error: question 'Q2?' has no choices and no 'Answer:'")
        add("b21-no-x", ok + "Text.\n## Quiz\n### Q3?\n- [ ] a\n- [ ] b\n", ":6:1: error: question 'Q3?' marks no choice correct with [x]")
        add("b22-no-x-three", ok + "Text.\n## Quiz\n### Q4?\n- [ ] a\n- [ ] b\n- [ ] c\n", ":6:1: error: question 'Q4?' marks no choice correct with [x]")
        add("b23-empty-answer", ok + "Text.\n## Quiz\n### Q5?\nAnswer:\n", ":7:1: error: 'Answer:' gives no answer")
        add("b24-empty-bars", ok + "Text.\n## Quiz\n### Q6?\nAnswer: | |\n", ":7:1: error: 'Answer:' gives no answer")
        add("b25-dup-question", ok + "Text.\n## Quiz\n### Same?\nAnswer: a\n### Same?\nAnswer: b\n", ":8:1: error: duplicate question id")
        add("b26-dup-question-id", ok + "Text.\n## Quiz\n### A?\n<!-- id: same -->\nAnswer: a\n### B?\n<!-- id: same -->\nAnswer: b\n", ":9:1: error: duplicate question id 'same'")
        // Duplicate lesson ids (of the good lessons)
        for (index, id) in ["good-one", "good-two", "good-three", "good-one"].enumerated() {
            add("b\(27 + index)-dup-id", "---\nid: \(id)\n---\nText.\n", ":2:1: error: duplicate lesson id '\(id)'")
        }
        // References
        for (index, target) in ["nowhere", "good-on", "missing-lesson"].enumerated() {
            add("b\(31 + index)-requires", "---\ntitle: T\nrequires: [\(target)]\n---\nText.\n", ":3:1: error: requires '\(target)', which is no lesson's id")
        }
        for (index, demo) in ["tetris", "factory", "bounce"].enumerated() {
            add("b\(34 + index)-demo", "---\ntitle: T\ndemo: \(demo)\n---\nText.\n", ":3:1: error: demo '\(demo)' is not a live run the app provides")
        }
        // Swift that does not parse
        add("b37-swift-paren", ok + "```swift\nlet a = (1\n```\n", ":5:11: error: ```swift block does not parse")
        add("b38-swift-brace", ok + "Text.\n\n```swift\nfunc f() {\n```\n", ":7:11: error: ```swift block does not parse")
        add("b39-swift-ios", ok + "```swift-ios\nstruct {\n```\n", ":5:8: error: ```swift-ios block does not parse")
        var result = cases.map { (name: $0.0 + ".md", text: Data($0.1.utf8), expected: $0.2) }
        // Not UTF-8, and a translation with no original.
        result.append((name: "b16-latin1.md", text: Data("---\ntitle: T\n---\nCaf".utf8) + Data([0xE9, 0x0A]), expected: ":4:4: error: the file is not valid UTF-8"))
        result.append((name: "b40-orphan.ru.md", text: Data("---\ntitle: Т\n---\nТекст.\n".utf8), expected: ":1:1: error: translation of 'b40-orphan.md', which is not in this folder"))
        return result
    }()

    private func makeCourse() throws -> String {
        let folder = NSTemporaryDirectory() + "pt-broken40-\(UUID().uuidString)"
        let section = folder + "/01-mixed"
        try FileManager.default.createDirectory(atPath: section, withIntermediateDirectories: true)
        try "---\ntitle: Mixed\n---\n".write(toFile: section + "/_section.md", atomically: true, encoding: .utf8)
        for (index, id) in ["good-one", "good-two", "good-three"].enumerated() {
            let text = "---\nid: \(id)\ntitle: Good \(index + 1)\nsummary: Fine.\n---\nHello.\n\n## Quiz\n### Fine?\n- [x] yes\n- [ ] no\n"
            try text.write(toFile: section + "/0\(index + 1)-\(id).md", atomically: true, encoding: .utf8)
        }
        for (name, text, _) in Self.broken { try text.write(to: URL(fileURLWithPath: section + "/" + name)) }
        return folder
    }

    @Test func lintReportsEveryDefectAndTheAppOpensWithTheGoodLessons() throws {
        #expect(Self.broken.count == 40)
        let folder = try makeCourse()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let lint = try runProcess(Project.binary, ["lint", folder])
        #expect(lint.status == 1)
        let lines = lint.output.split(separator: "\n").map(String.init)
        for (name, _, expected) in Self.broken {
            #expect(lines.contains { $0.contains("/01-mixed/\(name)") && $0.contains(expected) }, "\(name): expected \(expected)")
        }
        // No good lesson is blamed.
        #expect(!lines.contains { $0.hasPrefix(folder + "/01-mixed/0") })

        let listing = try runProcess(Project.binary, ["lessons", "--lessons", folder])
        #expect(listing.status == 0)
        #expect(listing.output == "Mixed\n  1. Good 1 [good-one] 1 page\n  2. Good 2 [good-two] 1 page\n  3. Good 3 [good-three] 1 page\n")
        // Every broken lesson file is named on stderr (the orphan translation is not a lesson).
        for (name, _, _) in Self.broken where !name.hasSuffix(".ru.md") {
            #expect(listing.error.contains("/01-mixed/\(name):"), "\(name) not reported as skipped")
        }
    }
}
