import Foundation

/// A property the fuzz targets check on every input that did not hold. The fuzzing entry
/// point traps on it, so libFuzzer keeps the input as a crash; the replay tool and the tests
/// report it.
public struct InvariantViolation: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// Throws `message` unless `condition` holds. The message is built only on failure, since
/// the checks run on every one of millions of inputs.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(InvariantViolation) {
    guard condition else { throw InvariantViolation(message()) }
}

/// The fuzz targets by name, as `scripts/fuzz/run.py` and the replay tests name them.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case lesson
    case markdown

    public func check(_ input: Data) throws(InvariantViolation) {
        switch self {
        case .lesson: try LessonFuzz.check(input)
        case .markdown: try MarkdownFuzz.check(input)
        }
    }

    /// What libFuzzer's entry point does with one input: a broken invariant stops the
    /// process as a crash would, naming the invariant.
    public func fuzzOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let input = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        do {
            try check(input)
        } catch {
            fatalError("fuzz-\(rawValue): invariant broken: \(error)")
        }
        return 0
    }
}
