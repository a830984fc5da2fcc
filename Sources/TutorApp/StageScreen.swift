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
    public var returnRoute: AppState.Route
    /// The lesson's Swift code, shown instead of the layers with Tab, as in every live run.
    public var keyCode: String?
    public var keyCodeLesson: String?
    public var showsKeyCode = false
    public var codeScroll = 0

    public var frameInterval: Double { 1 / fps }
}

extension AppState {
    /// How often the program should send `.wake` when no key comes: on the menu and the stats,
    /// whose count of reviews due changes as cards fall due, once there are cards at all.
    public var wakeInterval: Double? {
        (route == .menu || route == .stats) && !progress.cards.isEmpty ? 30 : nil
    }

    /// How often the program should send `.tick`: only while an animation plays.
    public var frameInterval: Double? {
        // The game's flash needs a clock only while it shows.
        if route == .game, game?.flash != nil { return 0.05 }
        guard route == .stage, let stage = stageScreen, !stage.isPaused, !isTooSmall else { return nil }
        return stage.frameInterval
    }
}

extension AppReducer {
    static let stageDemoId = "factory-method"

    func openStage(returnRoute: AppState.Route, teaching lesson: Lesson?, _ state: inout AppState, _ effects: inout [Effect]) {
        do {
            let stage = try Stage.seed()
            state.stageScreen = StageScreenState(
                stage: stage, fps: state.animationFPS, mode: state.prefersASCII ? .ascii : .braille,
                returnRoute: returnRoute, keyCode: lesson.flatMap(DemoScreenState.swiftCode(of:)), keyCodeLesson: lesson?.title)
            state.stageScreen?.messages = ["The factory made \(stage.layers.count) layers: "
                + stage.layers.map { "\($0.number) \($0.kind.rawValue)" }.joined(separator: ", ")
                + ". Try :make pop, or c for the curves."]
            state.route = .stage
        } catch {
            say("The layers could not start: \(error)", kind: .error, &state, &effects)
        }
    }

    func tick(_ now: Double, _ state: inout AppState) {
        if state.route == .game { return gameTick(now, &state) }
        guard var screen = state.stageScreen else { return }
        if !screen.isPaused, let last = screen.lastTick {
            // A long gap (the process was stopped) moves on by one frame, not by the gap.
            let elapsed = min(max(0, now - last), 4 * screen.frameInterval)
            screen.time += elapsed * screen.speed
        }
        screen.lastTick = now
        state.stageScreen = screen
    }

    func stageKey(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var screen = state.stageScreen else { return }
        switch key {
        case .character(" "):
            screen.isPaused.toggle()
            screen.lastTick = nil
        case .character("."):
            screen.isPaused = true
            screen.time += screen.frameInterval * screen.speed
        case .character("+"), .character("="): screen.speed = Self.nextSpeed(after: screen.speed, faster: true)
        case .character("-"): screen.speed = Self.nextSpeed(after: screen.speed, faster: false)
        case .character("c"): screen.showsCurves.toggle()
        case .character(let digit) where digit.isNumber:
            let number = digit.wholeNumberValue ?? 0
            if let layer = screen.stage.layers.first(where: { $0.number == number }) {
                screen.stage.setVisible(!layer.isVisible, layer: number)
            }
        case .character(":"): state.commandLine = LineEditor()
        case .character("?"): state.isShowingHelp = true
        case .tab:
            guard screen.keyCode != nil else {
                say("No lesson shows code for this live run yet.", kind: .info, &state, &effects)
                return
            }
            screen.showsKeyCode.toggle()
        case .pageUp where screen.showsKeyCode: screen.codeScroll = max(0, screen.codeScroll - max(1, Layout.bodyHeight(state.size) - 2))
        case .pageDown where screen.showsKeyCode: screen.codeScroll += max(1, Layout.bodyHeight(state.size) - 2)
        case .character("q"), .escape:
            state.stageScreen = nil
            state.route = screen.returnRoute == .reader && state.reader != nil ? .reader : .menu
            return
        default: break
        }
        state.stageScreen = screen
    }

    static func nextSpeed(after speed: Double, faster: Bool) -> Double {
        let speeds = StageScreenState.speeds
        let index = speeds.firstIndex(of: speed) ?? speeds.firstIndex(of: 1) ?? 0
        return speeds[min(max(0, index + (faster ? 1 : -1)), speeds.count - 1)]
    }

    /// A line typed at the `:` prompt on the stage that names one of the stage's own commands;
    /// any other line is an app command, as on every screen.
    func stageCommand(_ line: String, _ state: inout AppState) {
        guard var screen = state.stageScreen else { return }
        screen.messages = Array((screen.messages + StageCommands.run(line, on: &screen)).suffix(3))
        state.stageScreen = screen
    }
}

/// What the stage's command line understands. Pure: a line and a screen in, messages out.
enum StageCommands {
    static let help = "play, pause, speed <0.125-4>, curve [on|off], layer <n> on|off, make <kind>, kinds, state"
    static let names: Set<String> = ["play", "pause", "speed", "curve", "curves", "layer", "make", "kinds", "help", "state"]

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
            return ["playing at ×\(speedText(screen.speed))"]
        case ("pause", 0):
            screen.isPaused = true
            return ["paused at \(timeText(screen.time)); . steps one frame"]
        case ("speed", 1):
            guard let speed = Double(rest[0]), (0.125...4).contains(speed) else { return ["! speed goes from 0.125 to 4, e.g. speed 0.5"] }
            screen.speed = speed
            return ["speed ×\(speedText(speed))"]
        case ("curve", 0), ("curves", 0):
            screen.showsCurves.toggle()
            return [screen.showsCurves ? "showing each layer's timing curve" : "back to the layers"]
        case ("curve", 1), ("curves", 1):
            guard rest[0] == "on" || rest[0] == "off" || AnimationKind(rawValue: rest[0]) != nil else {
                return ["! curve on, curve off, or curve <kind>"]
            }
            screen.showsCurves = rest[0] != "off"
            return [screen.showsCurves ? "showing each layer's timing curve" : "back to the layers"]
        case ("layer", 2):
            return setLayer(rest[0], visible: rest[1], on: &screen)
        case ("make", 1):
            guard let kind = AnimationKind(rawValue: rest[0]) else {
                return ["! the factory knows " + AnimationKind.allCases.map(\.rawValue).joined(separator: ", ")]
            }
            guard screen.stage.layers.count < 9 else { return ["! the stage holds 9 layers (keys 1 to 9)"] }
            do {
                try screen.stage.add(kind)
            } catch {
                return ["! \(error)"]
            }
            let number = screen.stage.layers.count
            return ["AnimatableLayerFactory.layer(withFrame: frame, animation: .\(kind.rawValue)) made layer \(number)",
                    "the caller named only the kind; the class stays private"]
        case ("kinds", 0):
            return ["the factory knows " + AnimationKind.allCases.map(\.rawValue).joined(separator: ", ")]
        case ("help", _):
            return ["commands: " + help, "keys: Space play/pause, . step, +/- speed, 1-9 layers, c curves, Tab code, ? help, q back"]
        case ("state", 0):
            let layers = screen.stage.layers.map { "\($0.number) \($0.kind.rawValue)\($0.isVisible ? "" : " (off)")" }
            return ["at \(timeText(screen.time)), ×\(speedText(screen.speed))\(screen.isPaused ? ", paused" : ""); layers: "
                    + layers.joined(separator: ", ")]
        default:
            return ["! unknown or incomplete '\(line.prefix(24))': " + help]
        }
    }

    private static func setLayer(_ which: String, visible: String, on screen: inout StageScreenState) -> [String] {
        guard visible == "on" || visible == "off" else { return ["! layer <n> on, or layer <n> off"] }
        let layer = Int(which).flatMap { number in screen.stage.layers.first { $0.number == number } }
            ?? screen.stage.layers.first { $0.kind.rawValue == which }
        guard let layer else { return ["! no layer '\(which.prefix(12))': layers are 1 to \(screen.stage.layers.count)"] }
        screen.stage.setVisible(visible == "on", layer: layer.number)
        return ["layer \(layer.number) (\(layer.kind.rawValue)) \(visible)"]
    }

    static func speedText(_ speed: Double) -> String {
        speed == speed.rounded() ? String(Int(speed)) : String(speed)
    }

    static func timeText(_ time: Double) -> String {
        let hundredths = Int((time * 100).rounded())
        return "\(hundredths / 100).\(String(hundredths % 100).leftPadded(to: 2).replacingOccurrences(of: " ", with: "0"))s"
    }
}
