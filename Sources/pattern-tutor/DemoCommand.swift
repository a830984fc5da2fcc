import ArgumentParser
import Foundation
import LayerStage
import Localization
import Patterns
import TutorApp
import Raster
import TerminalKit
import TextMatching

struct RunDemo: TutorSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: localized("List the live runs, run one from a script, or open one."),
        discussion: localized("""
            With --script, the commands (separated by ';' or new lines) run headless and the \
            trace is printed; the exit status is 1 if a command is refused. Without it, the \
            course opens on the live run (full-screen, or as a REPL in plain mode).
            """))

    @ParentCommand var root: PatternTutorCommand
    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(localized("The live run's id, e.g. object-pool.")))
    var id: String?

    @Flag(name: .long, help: ArgumentHelp(localized("List every live run by family, and exit.")))
    var list = false

    @Option(help: ArgumentHelp(localized("Commands to run, e.g. \"borrow; borrow --wait; return 1\"."), valueName: "commands"))
    var script: String?

    @Flag(name: .long, help: ArgumentHelp(localized("With --script: print the state panel after the trace.")))
    var state = false

    @Option(help: ArgumentHelp(localized("factory-method only: print this many frames of the layers as text, and exit."), valueName: "n"))
    var frames: Int?

    @Option(help: ArgumentHelp(localized("factory-method: frames per second, on screen or with --frames (default 30, at most 60)."), valueName: "f"))
    var fps: Double = 30

    @Option(help: ArgumentHelp(localized("With --frames: columns x rows of each frame (default 80x24)."), valueName: "WxH"))
    var size = "80x24"

    @Flag(name: .long, help: ArgumentHelp(localized("factory-method: ASCII characters only, instead of Unicode braille.")))
    var ascii = false

    @Option(help: ArgumentHelp(localized("On screen: record the session as an asciicast v2 file (asciinema play FILE)."), valueName: "file"))
    var record: String?

    func validate() throws {
        if list, id != nil { throw ValidationError(localized("--list takes no id")) }
        if script != nil, id == nil { throw ValidationError(localized("--script needs a live run's id, e.g. demo command --script \"do insert hi; undo\"")) }
        if state, script == nil { throw ValidationError(localized("--state goes with --script")) }
        if record != nil, script != nil || frames != nil || list {
            throw ValidationError(localized("--record records a live run on screen; it does not go with --script, --frames or --list"))
        }
        if let frames {
            guard id?.lowercased() == "factory-method" else { throw ValidationError(localized("--frames plays the factory-method layers: demo factory-method --frames {0}", frames)) }
            guard script == nil else { throw ValidationError(localized("--frames and --script do not go together")) }
            guard (1...10_000).contains(frames) else { throw ValidationError(localized("--frames must be between 1 and 10000")) }
            guard fps > 0, fps <= 60 else { throw ValidationError(localized("--fps must be above 0 and at most 60")) }
            guard FrameSize(size) != nil else { throw ValidationError(localized("--size is columns x rows, e.g. 80x24 (each 4 to 500)")) }
        } else if size != "80x24" {
            throw ValidationError(localized("--size goes with --frames"))
        } else if (ascii || fps != 30) && (id?.lowercased() != "factory-method" || script != nil) {
            throw ValidationError(localized("--fps and --ascii go with --frames, or with demo factory-method on screen"))
        } else if !(fps > 0 && fps <= 60) {
            throw ValidationError(localized("--fps must be above 0 and at most 60"))
        }
    }

    /// The run with this id, else the one a run's title or a lesson's id, alias or title names
    /// (`demo service-layers` runs `soa`), as `:demo` finds it in the app.
    private func liveRun(named name: String) throws -> (any Demo.Type)? {
        if let demo = DemoRegistry.demo(id: name.lowercased()) { return demo }
        let lessons = (try? environment.loadCourse())?.lessons ?? []
        switch LiveRuns.find(name, in: lessons) {
        case .found(let id): return DemoRegistry.demo(id: id)
        case .several(let ids):
            // Always several, so English keeps its plural; Russian makes the noun agree.
            throw Failure(localized(count: ids.count, one: "'{1}' names {0} live runs: {2}", other: "'{1}' names {0} live runs: {2}",
                                    name, ids.joined(separator: ", ")))
        case .none: return nil
        }
    }

    func run() throws {
        guard let id, !list else {
            DemoCatalog.lines().forEach { output($0) }
            return
        }
        guard let demo = try liveRun(named: id) else {
            let close = EditDistance.closest(to: id.lowercased(), among: DemoRegistry.ids, limit: 3)
            throw Failure(close.isEmpty ? localized("no live run '{0}'; 'pattern-tutor demo --list' lists them", id)
                          : localized("no live run '{0}' (did you mean {1}?)", id, close.joined(separator: ", ")))
        }
        if let frames, let frameSize = FrameSize(size) {
            // Frames are text for pipes and files: no colour, the same bytes on every run.
            let stage = try Stage.seed()
            output(StageFrames.text(stage, frames: frames, fps: fps, columns: frameSize.columns, rows: frameSize.rows,
                                   mode: ascii || !environment.isUTF8Locale ? .ascii : .braille), terminator: "")
            return
        }
        guard let script else {
            var launcher = Launcher(environment: environment)
            launcher.animationFPS = fps
            launcher.forcesASCII = ascii
            launcher.recordingPath = record
            try launcher.start(at: nil, demo: demo.info.id)
            return
        }
        let session = DemoSession(demo)
        let outcome = session.runScript(script)
        for entry in outcome.entries { output(TerminalText.sanitized(entry.plainText)) }
        if state {
            output("")
            session.statePanel.forEach { output("| " + TerminalText.sanitized($0)) }
        }
        guard outcome.succeeded else {
            let refused = outcome.entries.last { $0.kind == .command }?.text ?? ""
            let reason = outcome.entries.last { $0.kind == .error }?.text ?? localized("refused")
            let message = localized("the script stopped at '{0}': {1}", TerminalText.sanitized(refused), TerminalText.sanitized(reason))
            FileHandle.standardError.write(Data("pattern-tutor: \(message)\n".utf8))
            throw ExitCode.failure
        }
    }
}

/// The live runs, grouped by family, one per line: id, title.
enum DemoCatalog {
    static func lines() -> [String] {
        let demos = DemoRegistry.all.map { $0.info }
        let width = demos.map(\.id.count).max() ?? 0
        var lines: [String] = []
        for family in PatternFamily.allCases {
            let members = demos.filter { $0.family == family }
            guard !members.isEmpty else { continue }
            lines.append("\(localized(family.title)) (\(members.count))")
            lines += members.map { "  " + $0.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + localized($0.title) }
        }
        lines.append(localized(count: demos.count, one: "{0} live run. Run one: pattern-tutor demo <id> --script \"tour\"",
                               other: "{0} live runs. Run one: pattern-tutor demo <id> --script \"tour\""))
        return lines
    }
}

/// `--size WxH`, each side 4 to 500.
struct FrameSize {
    let columns: Int
    let rows: Int

    init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              (4...500).contains(columns), (4...500).contains(rows) else { return nil }
        self.columns = columns
        self.rows = rows
    }
}
