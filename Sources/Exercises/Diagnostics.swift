/// Reads the compiler's diagnostics (`-diagnostic-style llvm`: `path:line:column: severity:
/// message`, then the source line and a caret) and names the learner's file as they know it,
/// not by the copy in the temporary folder that was compiled.
struct Diagnostics: Sendable {
    var learnerFile: String
    var displayPath: String

    /// Diagnostics about the learner's file, unless `keepingOtherFiles`; notes are kept only
    /// about the learner's file, where they help ("'init()' declared here").
    func parse(_ text: String, keepingOtherFiles: Bool = false) -> [ExerciseReport.Diagnostic] {
        var found: [ExerciseReport.Diagnostic] = []
        var keepingExcerpt = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let diagnostic = Self.header(String(line)) {
                var diagnostic = diagnostic
                let isLearners = diagnostic.file == learnerFile
                if isLearners { diagnostic.file = displayPath }
                keepingExcerpt = isLearners || (keepingOtherFiles && diagnostic.severity != "note")
                if keepingExcerpt { found.append(diagnostic) }
            } else if keepingExcerpt, !line.isEmpty, !found.isEmpty, found[found.count - 1].excerpt.count < 3 {
                found[found.count - 1].excerpt.append(String(line))
            }
        }
        return found
    }

    static func header(_ line: String) -> ExerciseReport.Diagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            let file = place.dropLast(2).joined(separator: ":")
            return ExerciseReport.Diagnostic(file: file, line: row, column: column, severity: severity,
                                             message: String(line[range.upperBound...]))
        }
        return nil
    }
}
