import Foundation
import Testing
@testable import Exercises

@Suite struct SubprocessTests {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "pt-subprocess-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func shell(_ script: String, in directory: String, timeout: Double = 5, outputLimit: Int = 1 << 20,
                       reportFile: String? = nil) throws -> Subprocess.Outcome {
        try Subprocess(executable: "/bin/sh", arguments: ["-c", script], directory: directory, timeout: timeout,
                       outputLimit: outputLimit, reportFile: reportFile).run()
    }

    @Test func runsInItsFolderAndKeepsBothOutputsApart() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try shell("pwd; echo oops >&2; echo report >&3; exit 4", in: directory, reportFile: directory + "/report")
        #expect(outcome.status == 4)
        #expect(!outcome.succeeded)
        #expect(outcome.output.trimmingCharacters(in: .newlines).hasSuffix((directory as NSString).lastPathComponent))
        #expect(outcome.errors == "oops\n")
        #expect(Subprocess.read(directory + "/report") == "report\n")
    }

    @Test func aProgramThatNeverEndsIsStoppedWithEverythingItStarted() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The child sleeps on after its parent is killed unless the whole group goes.
        let outcome = try shell("(sleep 30; touch survived) & sleep 30", in: directory, timeout: 0.3)
        #expect(outcome.timedOut)
        #expect(outcome.signal == SIGKILL)
        #expect(outcome.seconds < 5)
        usleep(200_000)
        #expect(!FileManager.default.fileExists(atPath: directory + "/survived"))
    }

    @Test func tooMuchOutputIsStopped() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try shell("while :; do echo flooding the terminal; done", in: directory, outputLimit: 64 * 1024)
        #expect(outcome.outputTooLong)
        #expect(!outcome.timedOut)
        #expect(outcome.output.utf8.count <= Subprocess.keptBytes, "only the start is read back")
    }

    @Test func aCancelStopsTheRun() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cancellation = Subprocess.Cancellation()
        cancellation.cancel()
        let outcome = try Subprocess(executable: "/bin/sleep", arguments: ["30"], directory: directory, timeout: 30)
            .run(cancellation: cancellation)
        #expect(outcome.cancelled)
        #expect(outcome.seconds < 5)
    }

    @Test func aMissingProgramFailsAsTheShellSays() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try Subprocess(executable: directory + "/no-such-program", arguments: [], directory: directory, timeout: 5).run()
        #expect(outcome.status == 127)
    }
}
