import Foundation
import Testing
@testable import TerminalKit

/// The width table against the Unicode data files themselves (Debian's unicode-data, which
/// `make test` installs), code point by code point: the rule of scripts/unicode/width_rule.py,
/// read afresh here, must give what `DisplayWidth` gives for all 1,114,112 of them.
@Suite struct WidthTableTests {
    static let folder = ProcessInfo.processInfo.environment["UNICODE_DATA"] ?? "/usr/share/unicode"

    /// `first..last ; value` lines, and the `# @missing:` defaults, of a Unicode data file.
    private func ranges(_ name: String) throws -> (listed: [(ClosedRange<UInt32>, String)], missing: [(ClosedRange<UInt32>, String)]) {
        let text = try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
        var listed: [(ClosedRange<UInt32>, String)] = []
        var missing: [(ClosedRange<UInt32>, String)] = []
        for rawLine in text.split(separator: "\n") {
            var line = Substring(rawLine)
            let isMissing = line.hasPrefix("# @missing:")
            if isMissing { line = line.dropFirst("# @missing:".count) }
            let fields = line.split(separator: "#", maxSplits: 1).first?.split(separator: ";") ?? []
            guard fields.count >= 2 else { continue }
            let bounds = fields[0].trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
            guard let first = UInt32(bounds[0], radix: 16), let last = UInt32(bounds.last!, radix: 16) else { continue }
            let entry = (first...last, fields[1].trimmingCharacters(in: .whitespaces))
            if isMissing { missing.append(entry) } else { listed.append(entry) }
        }
        return (listed, missing)
    }

    @Test func everyCodePointHasTheWidthTheUnicodeDataGive() throws {
        let file = Self.folder + "/extracted/DerivedEastAsianWidth.txt"
        try #require(FileManager.default.fileExists(atPath: file),
                     "no \(file): install Debian's unicode-data (make test-deps does)")
        var expected = [UInt8](repeating: 1, count: 0x110000)
        let eastAsian = try ranges("extracted/DerivedEastAsianWidth.txt")
        for (range, value) in eastAsian.missing + eastAsian.listed {
            let wide: UInt8 = ["W", "F", "Wide", "Fullwidth"].contains(value) ? 2 : 1
            for code in range { expected[Int(code)] = wide }
        }
        for (range, category) in try ranges("extracted/DerivedGeneralCategory.txt").listed where ["Mn", "Me", "Cf"].contains(category) {
            for code in range { expected[Int(code)] = 0 }
        }
        expected[0xAD] = 1
        for range in [0x3248...0x324F, 0x4DC0...0x4DFF] as [ClosedRange<Int>] { for code in range { expected[code] = 2 } }
        for range in [0x1160...0x11FF, 0xD7B0...0xD7C6, 0xD7CB...0xD7FB] as [ClosedRange<Int>] { for code in range { expected[code] = 0 } }

        var wrong: [String] = []
        for code in UInt32(0x20)..<0x110000 {
            guard let scalar = Unicode.Scalar(code), code != 0x7F, !(0x80...0x9F).contains(code) else { continue }
            if DisplayWidth.of(scalar) != Int(expected[Int(code)]) {
                wrong.append("U+\(String(code, radix: 16, uppercase: true))=\(DisplayWidth.of(scalar)), not \(expected[Int(code)])")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) code points differ: \(wrong.prefix(20).joined(separator: " "))")
        // The table is not trivially right: it knows thousands of each.
        #expect(expected.filter { $0 == 2 }.count > 100_000)
        #expect(expected.filter { $0 == 0 }.count > 2_000)
    }
}
