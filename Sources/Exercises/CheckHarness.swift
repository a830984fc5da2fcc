/// The Swift compiled beside the learner's file and an exercise's checks: `check` and
/// `expect`, which the checks call, and the report of each check on descriptor 3, where the
/// learner's own `print`s cannot mix with it.
enum CheckHarness {
    static let fileName = "PatternTutorCheckHarness.swift"

    /// One line per event on descriptor 3: `begin N<TAB>message`, `pass N`, or `fail N<TAB>message<TAB>detail`.
    static let source = #"""
    // Written by pattern-tutor next to your file for this check only; it is not part of your code.
    #if canImport(Glibc)
    import Glibc
    #elseif canImport(Darwin)
    import Darwin
    #endif

    /// Thrown by `expect` to fail the check in progress with what was seen.
    struct PatternTutorCheckFailure: Error {
        let detail: String
    }

    /// Fails the check in progress, saying `detail`, unless `condition` holds.
    func expect(_ condition: Bool, _ detail: @autoclosure () -> String) throws {
        if !condition { throw PatternTutorCheckFailure(detail: detail()) }
    }

    nonisolated(unsafe) private var patternTutorChecksBegun = 0

    private func patternTutorReport(_ fields: [String]) {
        let line = fields.map { field in
            String(field.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
        }.joined(separator: "\t") + "\n"
        _ = line.withCString { write(3, $0, strlen($0)) }
    }

    private func patternTutorBegin(_ message: String) -> Int {
        patternTutorChecksBegun += 1
        patternTutorReport(["begin", String(patternTutorChecksBegun), message])
        return patternTutorChecksBegun
    }

    private func patternTutorFinish(_ number: Int, _ message: String, _ result: Result<Bool, any Error>) {
        switch result {
        case .success(true):
            patternTutorReport(["pass", String(number)])
        case .success(false):
            patternTutorReport(["fail", String(number), message, ""])
        case .failure(let failure as PatternTutorCheckFailure):
            patternTutorReport(["fail", String(number), message, failure.detail])
        case .failure(let error):
            patternTutorReport(["fail", String(number), message, "it threw \(error)"])
        }
    }

    /// One check: `body` returns whether the learner's code behaves; `message` is what they
    /// read when it does not.
    func check(_ message: String, _ body: () throws -> Bool) {
        let number = patternTutorBegin(message)
        patternTutorFinish(number, message, Result { try body() })
    }

    /// The same for checks that await (actors, async functions).
    func check(_ message: String, _ body: () async throws -> Bool) async {
        let number = patternTutorBegin(message)
        let result: Result<Bool, any Error>
        do { result = .success(try await body()) } catch { result = .failure(error) }
        patternTutorFinish(number, message, result)
    }
    """#
}
