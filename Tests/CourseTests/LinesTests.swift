import Foundation
import Testing
@testable import Course

@Suite struct LinesTests {
    /// The byte scan gives what the Character split gives, for line feeds anywhere: at the
    /// ends, doubled, next to combining marks, emoji and wide characters.
    @Test(arguments: ["", "\n", "\n\n", "one", "one\n", "\none", "a\nb\n\nc", "é\n\u{301}x\n",
                      "日本\n👩‍👩‍👧\n", "tab\there\n  indented\n", String(repeating: "line\n", count: 50)])
    func linesMatchTheCharacterSplit(text: String) {
        #expect(text.splitLines() == text.split(separator: "\n", omittingEmptySubsequences: false))
    }
}

@Suite struct TrimmingTests {
    @Test(arguments: ["", "   ", "---", "  ---\t", "\u{00A0}--- \u{2003}", "a b", " é\u{301} ", "\t\t"])
    func trimmingMatchesFoundation(text: String) {
        #expect(String(text.trimmingHorizontalSpace()) == text.trimmingCharacters(in: .whitespaces))
    }
}
