import Foundation

/// The courses `pattern-tutor courses` lists: the installed one, those added with `courses add`,
/// and the folder last opened with `--lessons`. Kept as text beside the progress, one course a
/// line (`added PATH`, `last PATH`), so a learner can read and edit it.
struct KnownCourses {
    let stateDirectory: String
    /// Where `make install` put the shipped course, if it is there.
    let installed: String?

    var file: String { stateDirectory + "/courses" }

    /// `found`: the course `pattern-tutor` starts here without --lessons (./Lessons,
    /// PATTERN_TUTOR_LESSONS), listed though never added.
    enum Origin: String { case installed, found, added, last }

    struct Entry: Equatable {
        var origin: Origin
        var path: String
    }

    /// Every known course folder once, installed first, then added ones in the order added, then
    /// the last opened if it is neither.
    func entries() -> [Entry] {
        var entries: [Entry] = []
        if let installed, Self.isFolder(installed) { entries.append(Entry(origin: .installed, path: Self.absolute(installed))) }
        for entry in stored() where !entries.contains(where: { $0.path == entry.path }) {
            entries.append(entry)
        }
        return entries
    }

    func add(_ path: String) throws {
        var lines = stored().filter { $0.path != Self.absolute(path) || $0.origin == .last }
        lines.append(Entry(origin: .added, path: Self.absolute(path)))
        try save(lines)
    }

    /// Forgets an added course; false when it was not added.
    func remove(_ path: String) throws -> Bool {
        let before = stored()
        let after = before.filter { !($0.origin == .added && $0.path == Self.absolute(path)) }
        guard after.count < before.count else { return false }
        try save(after)
        return true
    }

    /// Remembers the folder of the last `--lessons`; never fails the command that opened it.
    func noteLastOpened(_ path: String) {
        let absolute = Self.absolute(path)
        let current = stored()
        let others = current.filter { $0.origin != .last }
        let isKnown = others.contains { $0.path == absolute } || installed.map(Self.absolute) == absolute
        let updated = isKnown ? others : others + [Entry(origin: .last, path: absolute)]
        if updated != current { try? save(updated) }
    }

    private func stored() -> [Entry] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let origin = Origin(rawValue: String(parts[0])), origin == .added || origin == .last else { return nil }
            return Entry(origin: origin, path: String(parts[1]))
        }
    }

    private func save(_ entries: [Entry]) throws {
        try FileManager.default.createDirectory(atPath: stateDirectory, withIntermediateDirectories: true)
        let text = "# pattern-tutor's courses: 'added' by `pattern-tutor courses add`, 'last' opened with --lessons\n"
            + entries.map { "\($0.origin.rawValue) \($0.path)\n" }.joined()
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
