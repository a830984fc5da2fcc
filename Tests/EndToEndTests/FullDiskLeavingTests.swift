import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The disk fills while a game is played: saving the game on the way out fails, and the
/// learner is told so, but the first Ctrl-C (or SIGTERM) still ends the program, with the
/// terminal restored and the signal's exit status.
@Suite(.serialized) struct FullDiskLeavingTests {
    @Test(arguments: ["C-c", "TERM"])
    func aFailedSaveNeverHoldsTheProgramOpen(leaving: String) throws {
        let disk = try SmallDisk(size: "3m")
        defer { disk.release() }
        try #require(disk.isMounted, "this case needs a tmpfs to fill while the app runs (tests run as root)")
        let (session, stateFile) = try startApp(arguments: "game --seed 7", width: 100, height: 30,
                                                stateDirectory: disk.stateFolder)
        defer { session.close() }
        try session.waitFor("Score 0", "turn 1")
        try session.send("1")
        try session.waitFor("turn 2")
        try disk.fill()
        try session.send("2")
        try session.waitFor("turn 3")
        if leaving == "TERM" {
            let pid = try String(contentsOfFile: stateFile + ".pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            defer { try? FileManager.default.removeItem(atPath: stateFile + ".pid") }
            _ = try runProcess("/bin/kill", ["-TERM", pid])
        } else {
            try session.send("C-c")
        }
        let state = try terminalState(after: session, file: stateFile)
        try expectTerminalRestored(state, session)
        #expect(state.hasPrefix(leaving == "TERM" ? "exit=143" : "exit=130"), "exit status: \(state.prefix(12))")
    }
}
