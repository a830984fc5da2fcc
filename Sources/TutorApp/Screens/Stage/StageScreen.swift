import Localization
import Animation
import Course
import LayerStage
import Patterns
import Raster
import TerminalKit

/// The factory-method live run played as animation: the layers the factory made, moving in
/// real time, with keys to pause, step, change speed, hide layers and look at the curves.
public struct StageScreenState: Sendable, Equatable {
    public static let speeds = [0.125, 0.25, 0.5, 1, 2, 4]

    public var stage: Stage
    /// Animation time in seconds: what the layers show.
    public var time = 0.0
    public var speed = 1.0
    public var isPaused = false
    /// The monotonic clock at the last tick, to advance `time` by what really passed.
    public var lastTick: Double?
    public var fps: Double
    public var showsCurves = false
    /// The last few things commands said, newest last.
    public var messages: [String] = []
    public var mode: RasterMode
    /// The lesson's Swift code, shown instead of the layers with Tab, as in every live run.
    public var keyCode: String?
    public var keyCodeLesson: String?
    public var showsKeyCode = false
    public var codeScroll = 0
    /// The key code laid out for the window.
    var codeLines: [StyledLine] = []

    public var frameInterval: Double { 1 / fps }

    /// The live run that plays as animation where the screen can redraw on its own.
    public static let demoId = "factory-method"

    /// The factory's first layers at 0 s, or why they could not be made.
    static func opening(fps: Double, mode: RasterMode, keyCode: String?, from lesson: Lesson?) -> Result<StageScreenState, Error> {
        Result {
            let stage = try Stage.seed()
            var screen = StageScreenState(stage: stage, fps: fps, mode: mode, keyCode: keyCode,
                                          keyCodeLesson: keyCode == nil ? nil : lesson?.title)
            let layers = stage.layers.map { "\($0.number) \($0.kind.rawValue)" }.joined(separator: ", ")
            screen.messages = [localized(count: stage.layers.count,
                                         one: "The factory made {0} layers: {1}. Try :make pop, or c for the curves.",
                                         other: "The factory made {0} layers: {1}. Try :make pop, or c for the curves.", layers)]
            return screen
        }
    }

    static func nextSpeed(after speed: Double, faster: Bool) -> Double {
        let index = speeds.firstIndex(of: speed) ?? speeds.firstIndex(of: 1) ?? 0
        return speeds[min(max(0, index + (faster ? 1 : -1)), speeds.count - 1)]
    }
}

extension StageScreenState: ScreenModel {
    enum Action: Sendable {
        case playPause, step, faster, slower, curves, layer, code, scrollUp, scrollDown, back
    }

    static let keys = KeyTable<Action>([
        KeyBinding([.character(" ")], "Space", "play or pause", .playPause),
        KeyBinding([.character(".")], ".", "one frame on (pauses)", .step),
        KeyBinding([.character("+"), .character("=")], "+", "faster", .faster),
        KeyBinding([.character("-")], "-", "slower", .slower),
        KeyBinding([.character("c")], "c", "the timing curves, or the layers", .curves),
        KeyBinding((1...9).map { .character(Character(String($0))) }, "1-9", "show or hide that layer", .layer),
        KeyBinding([.tab], "Tab", "the lesson's code, or the layers", .code),
        KeyBinding([.pageUp], "PgUp", "scroll the code up", .scrollUp),
        KeyBinding([.pageDown], "PgDn", "scroll the code down", .scrollDown),
        KeyBinding([.character("q"), .escape], "q Esc", "back", .back),
    ])

    var screen: AppScreen { .stage(self) }

    /// The keys, and what the stage's own `:` prompt understands besides the app's commands.
    var help: (keys: [KeyHelp], showsCommands: Bool) {
        (Self.keys.help + [KeyHelp(keys: ":", action: localized("stage: ") + StageCommands.help)] + GlobalKey.unlessTyping.help
            + GlobalKey.always.help, true)
    }

    mutating func key(_ key: Key, _ context: ScreenContext) -> [ScreenOutput] {
        guard let action = Self.keys.action(for: key) else { return [] }
        let page = max(1, Layout.bodyHeight(context.size) - 2)
        switch action {
        case .playPause:
            isPaused.toggle()
            lastTick = nil
        case .step:
            isPaused = true
            time += frameInterval * speed
        case .faster: speed = Self.nextSpeed(after: speed, faster: true)
        case .slower: speed = Self.nextSpeed(after: speed, faster: false)
        case .curves: showsCurves.toggle()
        case .layer:
            guard case .character(let digit) = key, let number = digit.wholeNumberValue,
                  let layer = stage.layers.first(where: { $0.number == number }) else { break }
            stage.setVisible(!layer.isVisible, layer: number)
        case .code:
            guard keyCode != nil else { return [.say(localized("No lesson shows code for this live run yet."), .info)] }
            showsKeyCode.toggle()
        case .scrollUp: codeScroll = max(0, codeScroll - page)
        case .scrollDown: codeScroll += page
        case .back: return [.back]
        }
        return []
    }

    /// A line at the `:` prompt naming one of the stage's commands runs on the stage; any
    /// other line is an app command, as on every screen.
    mutating func commandLine(_ line: String, _ context: ScreenContext) -> [ScreenOutput]? {
        guard StageCommands.understands(line) else { return nil }
        messages = Array((messages + StageCommands.run(line, on: &self)).suffix(3))
        return []
    }

    mutating func tick(_ now: Double, _ context: ScreenContext) {
        if !isPaused, let last = lastTick {
            // A long gap (the process was stopped) moves on by one frame, not by the gap.
            let elapsed = min(max(0, now - last), 4 * frameInterval)
            time += elapsed * speed
        }
        lastTick = now
    }

    func frameInterval(_ app: AppState) -> Double? { isPaused ? nil : frameInterval }

    mutating func layout(_ context: ScreenContext) {
        guard let keyCode else { return }
        codeLines = DemoView.codeLines(keyCode, paneWidth: context.size.width)
    }

    func whereText(_ context: ScreenContext) -> String {
        context.lessonBelow.map { localized("In the Factory Method live run, animated (from \"{0}\"); q goes back.", $0.title) }
            ?? localized("In the Factory Method live run, animated; q goes back.")
    }

    func hints(_ app: AppState) -> [String] { StageView.hints(self) }
    func draw(_ app: AppState, on screen: inout Screen) { StageView.draw(self, app, on: &screen) }
}

/// What the stage's command line understands. Pure: a line and a screen in, messages out.
enum StageCommands {
    static let help = "play, pause, speed <0.125-4>, curve [on|off], layer <n> on|off, make <kind>, row <bouncing|fading> <n>, kinds, state"
    static let names: Set<String> = ["play", "pause", "speed", "curve", "curves", "layer", "make", "row", "kinds", "help", "state"]

    /// Whether the line's first word is one of the stage's commands (not after a second `:`).
    static func understands(_ line: String) -> Bool {
        guard !line.hasPrefix(":"), let first = line.split(whereSeparator: \.isWhitespace).first else { return false }
        return names.contains(first.lowercased())
    }

    static func run(_ line: String, on screen: inout StageScreenState) -> [String] {
        let words = line.split(whereSeparator: \.isWhitespace).map { String($0).lowercased() }
        guard let name = words.first else { return [] }
        let rest = Array(words.dropFirst())
        switch (name, rest.count) {
        case ("play", 0):
            screen.isPaused = false
            screen.lastTick = nil
            return [localized("playing at ×{0}", speedText(screen.speed))]
        case ("pause", 0):
            screen.isPaused = true
            return [localized("paused at {0}; . steps one frame", timeText(screen.time))]
        case ("speed", 1):
            guard let speed = Double(rest[0]), (0.125...4).contains(speed) else {
                return ["! " + localized("speed goes from 0.125 to 4, e.g. speed 0.5")]
            }
            screen.speed = speed
            return [localized("speed ×{0}", speedText(speed))]
        case ("curve", 0), ("curves", 0):
            screen.showsCurves.toggle()
            return [screen.showsCurves ? localized("showing each layer's timing curve") : localized("back to the layers")]
        case ("curve", 1), ("curves", 1):
            guard rest[0] == "on" || rest[0] == "off" || AnimationKind(rawValue: rest[0]) != nil else {
                return ["! " + localized("curve on, curve off, or curve <kind>")]
            }
            screen.showsCurves = rest[0] != "off"
            return [screen.showsCurves ? localized("showing each layer's timing curve") : localized("back to the layers")]
        case ("layer", 2):
            return setLayer(rest[0], visible: rest[1], on: &screen)
        case ("make", 1):
            guard let kind = AnimationKind(rawValue: rest[0]) else {
                return ["! " + localized("the factory knows {0}", AnimationKind.allCases.map(\.rawValue).joined(separator: ", "))]
            }
            guard screen.stage.layers.count < 9 else { return ["! " + localized("the stage holds 9 layers (keys 1 to 9)")] }
            do {
                try screen.stage.add(kind)
            } catch {
                return ["! \(error)"]
            }
            let number = screen.stage.layers.count
            return [localized("AnimatableLayerFactory.layer(withFrame: frame, animation: .{0}) made layer {1}", kind.rawValue, number),
                    localized("the caller named only the kind; the class stays private")]
        case ("row", 2):
            return addRow(rest[0], count: rest[1], on: &screen)
        case ("kinds", 0):
            return [localized("the factory knows {0}", AnimationKind.allCases.map(\.rawValue).joined(separator: ", "))]
        case ("help", _):
            return [localized("commands: {0}", help),
                    localized("keys: Space play/pause, . step, +/- speed, 1-9 layers, c curves, Tab code, ? help, q back")]
        case ("state", 0):
            let layers = screen.stage.layers.map {
                $0.isVisible ? "\($0.number) \($0.kind.rawValue)" : localized("{0} {1} (off)", $0.number, $0.kind.rawValue)
            }.joined(separator: ", ")
            let (time, speed) = (timeText(screen.time), speedText(screen.speed))
            return [screen.isPaused ? localized("at {0}, ×{1}, paused; layers: {2}", time, speed, layers)
                    : localized("at {0}, ×{1}; layers: {2}", time, speed, layers)]
        default:
            return ["! " + localized("unknown or incomplete '{0}': {1}", String(line.prefix(24)), help)]
        }
    }

    /// The Gang of Four's Factory Method on the stage: a creator's own code makes the row.
    private static func addRow(_ name: String, count text: String, on screen: inout StageScreenState) -> [String] {
        guard let creator = LayerRowCreators.creator(named: name) else {
            let names = LayerRowCreators.names.joined(separator: localized(" and "))
            return ["! " + localized("the creators are {0}, e.g. row fading 2", names)]
        }
        let room = 9 - screen.stage.layers.count
        guard let count = Int(text), count >= 1 else { return ["! " + localized("row {0} <n>: how many layers, e.g. row {0} 2", name)] }
        guard count <= room else { return ["! " + localized("the stage holds 9 layers (keys 1 to 9): room for {0} more", room)] }
        do {
            try screen.stage.addRow(of: count, from: creator)
        } catch {
            return ["! \(error)"]
        }
        let first = screen.stage.layers.count - count + 1
        let creatorType = "\(type(of: creator))"
        let made = count == 1 ? localized("{0}.startLayers made layer {1} via its factory method", creatorType, first)
            : localized("{0}.startLayers made layers {1}-{2} via its factory method", creatorType, first, screen.stage.layers.count)
        return [made, localized("the creator's own code never names the class; {0} decides it", creatorType)]
    }

    private static func setLayer(_ which: String, visible: String, on screen: inout StageScreenState) -> [String] {
        guard visible == "on" || visible == "off" else { return ["! " + localized("layer <n> on, or layer <n> off")] }
        let layer = Int(which).flatMap { number in screen.stage.layers.first { $0.number == number } }
            ?? screen.stage.layers.first { $0.kind.rawValue == which }
        guard let layer else {
            return ["! " + localized("no layer '{0}': layers are 1 to {1}", String(which.prefix(12)), screen.stage.layers.count)]
        }
        screen.stage.setVisible(visible == "on", layer: layer.number)
        return [visible == "on" ? localized("layer {0} ({1}) on", layer.number, layer.kind.rawValue)
                : localized("layer {0} ({1}) off", layer.number, layer.kind.rawValue)]
    }

    static func speedText(_ speed: Double) -> String {
        speed == speed.rounded() ? String(Int(speed)) : String(speed)
    }

    static func timeText(_ time: Double) -> String {
        let hundredths = Int((time * 100).rounded())
        return "\(hundredths / 100).\(String(hundredths % 100).leftPadded(to: 2).replacingOccurrences(of: " ", with: "0"))s"
    }
}
