import Foundation

/// Where the course modules (`Patterns.swiftmodule` and the modules it needs) are: what a
/// lesson's Swift imports, so `lint --compile` can check it outside this repository.
enum CourseModules {
    /// `make install` puts them in PREFIX/share/pattern-tutor/Modules; a build folder holds
    /// them in Modules beside the binary.
    static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        // The running binary itself, however it was called (by PATH, by a link).
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let binary = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return [environment["PATTERN_TUTOR_MODULES"]].compactMap { $0 }.filter { !$0.isEmpty } + [
            binary.deletingLastPathComponent().appendingPathComponent("share/pattern-tutor/Modules").path,
            binary.appendingPathComponent("Modules").path,
        ]
    }

    static func folder(option: String?) -> String? {
        (option.map { [$0] } ?? candidates()).first { FileManager.default.fileExists(atPath: $0 + "/Patterns.swiftmodule") }
    }
}
