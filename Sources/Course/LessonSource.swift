import Foundation
import Synchronization

/// A lesson file's body, read from disk again when a page or a question is first wanted.
///
/// Loading reads and checks every file, but keeps only what the menus, the lint rules and the
/// self-quiz planner need: titles, line numbers, question ids. Holding every page and question
/// of a 10,000-lesson course as well took two thirds of its memory. The file is fingerprinted
/// when it loads; if it has changed since, its pages would no longer line up with what was
/// checked, so they say so and point to `:reload` instead.
public final class LessonSource: Sendable {
    public let path: String
    /// File lines before the body (the front matter's).
    private let bodyLineOffset: Int
    let fingerprint: Fingerprint
    /// The body's lines once read; nil after a read that found the file changed or gone.
    private let cache = Mutex<Lines?>(nil)

    private enum Lines: Sendable {
        case read([Substring])
        case unavailable
    }

    /// The file's length and FNV-1a hash: the same in every process (Swift's `Hasher` is
    /// seeded per process), since the course index keeps it between runs.
    struct Fingerprint: Sendable, Hashable {
        var byteCount: Int
        var hash: UInt64

        init(byteCount: Int, hash: UInt64) {
            self.byteCount = byteCount
            self.hash = hash
        }

        init(_ data: Data) {
            byteCount = data.count
            hash = data.withUnsafeBytes { StableHash.fnv1a($0) }
        }
    }

    convenience init(path: String, data: Data, bodyLineOffset: Int) {
        self.init(path: path, fingerprint: Fingerprint(data), bodyLineOffset: bodyLineOffset)
    }

    init(path: String, fingerprint: Fingerprint, bodyLineOffset: Int) {
        self.path = path
        self.bodyLineOffset = bodyLineOffset
        self.fingerprint = fingerprint
    }

    /// What a page or question shows when its file is no longer the one that was loaded.
    public static let changedNotice = """
        **This lesson's file changed on disk after the course was loaded**, or can no longer be \
        read. Type `:reload` to load the course again.
        """

    /// Body lines `range` (0-based), joined; nil when the file is no longer the one loaded.
    func text(ofBodyLines range: Range<Int>) -> String? {
        guard let lines = bodyLines() else { return nil }
        let clamped = range.clamped(to: 0..<lines.count)
        return lines[clamped].joined(separator: "\n")
    }

    /// How many lines the body has; nil when the file changed since loading.
    func bodyLineCount() -> Int? { bodyLines()?.count }

    private func bodyLines() -> [Substring]? {
        cache.withLock { cached in
            if cached == nil { cached = read() }
            if case .read(let lines) = cached { return lines }
            return nil
        }
    }

    private func read() -> Lines {
        guard let data = FileManager.default.contents(atPath: path), Fingerprint(data) == fingerprint,
              let text = try? LessonFile.text(of: data, path: path) else { return .unavailable }
        return .read(Array(text.splitLines().dropFirst(bodyLineOffset)))
    }
}

/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine, for
/// what is kept on disk (Swift's `Hasher` is seeded anew in each process).
public enum StableHash {
    public static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
