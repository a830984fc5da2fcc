import Localization

/// Target-action, modelled on UIControl: a control sends an action message to a target
/// when one of the events the pair was registered for happens.
///
/// UIKit names the action with a selector (`#selector(Editor.save(_:))`) and finds the
/// method at run time through the Objective-C runtime, which Linux does not have. Here the
/// action is the method itself, `Editor.save`, whose type `(Editor) -> (Button) -> Void`
/// lets the compiler check both the target and the sender.
public enum TargetAction {}

extension TargetAction {
    /// The moments a control reports, like `UIControl.Event`.
    public struct Events: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let touchDown = Events(rawValue: 1 << 0)
        public static let touchUpInside = Events(rawValue: 1 << 1)
        public static let valueChanged = Events(rawValue: 1 << 2)

        public var names: [String] {
            [(Events.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.valueChanged, "valueChanged")]
                .filter { contains($0.0) }.map(\.1)
        }
    }

    /// What happened to one registered pair when an event was sent.
    public enum Delivery: Equatable, Sendable {
        case sent(action: String)
        case targetGone(action: String)
    }

    /// The (target, action, events) triples of one control. The target is weak: a control
    /// does not own its target (in Objective-C, `setTarget:nil` was the target's chore in
    /// `dealloc`; a weak reference makes that automatic).
    public final class Actions<Sender: AnyObject> {
        private struct Entry {
            weak var target: AnyObject?
            /// Names the action as a selector would: one target has one action of a name.
            let action: String
            var events: Events
            let perform: (Sender) -> Bool
        }

        private var entries: [Entry] = []

        public init() {}

        /// Returns false when the pair was already registered for all of `events`: like
        /// UIKit's `addTarget`, adding the same (target, action, event) again changes nothing,
        /// so one event never sends the same message twice.
        func add<Target: AnyObject>(_ target: Target, named name: String,
                                    action: @escaping (Target) -> (Sender) -> Void, for events: Events) -> Bool {
            if let index = entries.firstIndex(where: { $0.target === target && $0.action == name }) {
                guard !entries[index].events.isSuperset(of: events) else { return false }
                entries[index].events.formUnion(events)
                return true
            }
            let perform: (Sender) -> Bool = { [weak target] sender in
                guard let target else { return false }
                action(target)(sender)
                return true
            }
            entries.append(Entry(target: target, action: name, events: events, perform: perform))
            return true
        }

        /// Returns how many (target, action, event) triples went away.
        func remove(_ target: AnyObject?, for events: Events) -> Int {
            var removed = 0
            entries = entries.compactMap { entry in
                guard target.map({ $0 === entry.target }) ?? true else { return entry }
                removed += entry.events.intersection(events).names.count
                var kept = entry
                kept.events.subtract(events)
                return kept.events.isEmpty ? nil : kept
            }
            return removed
        }

        func send(_ event: Events, from sender: Sender) -> [Delivery] {
            entries.filter { $0.events.contains(event) }.map { entry in
                entry.perform(sender) ? .sent(action: entry.action) : .targetGone(action: entry.action)
            }
        }

        public var isEmpty: Bool { entries.isEmpty }

        /// `(target, action, event)`, one line per triple, as UIKit keeps them; a target that
        /// has gone away shows as nil.
        public var descriptions: [String] {
            entries.flatMap { entry in
                let target = entry.target.map { String(describing: $0) } ?? "nil"
                return entry.events.names.map { "(\(target), \(entry.action), \($0))" }
            }
        }
    }

    /// A control: anything that keeps target-action pairs and sends them events.
    public protocol Control: AnyObject {
        var actions: Actions<Self> { get }
    }

    /// A push button: a tap is a touch down followed by a touch up inside.
    public final class Button: Control {
        public let title: String
        public let actions = Actions<Button>()

        public init(title: String) { self.title = title }

        @discardableResult
        public func tap() -> [Delivery] {
            sendActions(for: .touchDown) + sendActions(for: .touchUpInside)
        }
    }

    /// A slider: dragging it changes its value and reports `valueChanged`.
    public final class Slider: Control {
        public let title: String
        public private(set) var value: Double
        public let range: ClosedRange<Double>
        public let actions = Actions<Slider>()

        public init(title: String, value: Double, range: ClosedRange<Double>) {
            self.title = title
            self.range = range
            self.value = min(max(value, range.lowerBound), range.upperBound)
        }

        @discardableResult
        public func slide(to newValue: Double) -> [Delivery] {
            value = min(max(newValue, range.lowerBound), range.upperBound)
            return sendActions(for: .valueChanged)
        }
    }
}

extension TargetAction.Control {
    /// Registers `action` on `target` for `events`, like
    /// `addTarget(_:action:for:)`. Pass an unapplied method: `Editor.save`; `name` stands
    /// for its selector. Returns false when that exact triple was already registered.
    @discardableResult
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void,
                                             named name: String, for events: TargetAction.Events) -> Bool {
        actions.add(target, named: name, action: action, for: events)
    }

    /// Removes the pairs of `target` (or of every target, for nil) for `events`; returns
    /// how many (target, action, event) triples went away.
    @discardableResult
    public func removeTarget(_ target: AnyObject?, for events: TargetAction.Events) -> Int {
        actions.remove(target, for: events)
    }

    /// Sends the action of every pair registered for `event`, like `sendActions(for:)`.
    @discardableResult
    public func sendActions(for event: TargetAction.Events) -> [TargetAction.Delivery] {
        actions.send(event, from: self)
    }
}

extension TargetAction {
    /// A slider value as text: `150%`, or `150.5%` when it has a fraction.
    static func percent(_ value: Double) -> String {
        value.rounded() == value ? "\(Int(value))%" : "\(value)%"
    }

    /// The target: a controller whose methods have the action signature `(Sender) -> Void`.
    /// Its log holds one line per action it ran, naming the editor, as the trace shows it.
    public final class Editor: CustomStringConvertible {
        public let number: Int
        public private(set) var saves = 0
        public private(set) var reverts = 0
        public private(set) var zoomLevel = 100.0
        public private(set) var log: [String] = []

        public init(number: Int) { self.number = number }

        public var description: String { "editor #\(number)" }

        public func save(_ sender: Button) {
            saves += 1
            log.append(localized("editor #{0} saved (sender: {1} button)", number, sender.title))
        }

        public func revert(_ sender: Button) {
            reverts += 1
            log.append(localized("editor #{0} reverted (sender: {1} button)", number, sender.title))
        }

        public func zoom(_ sender: Slider) {
            zoomLevel = sender.value
            log.append(localized("editor #{0} zoom set to {1} (sender: {2} slider)", number,
                                 TargetAction.percent(sender.value), sender.title))
        }
    }
}

public final class TargetActionDemo: Demo {
    public static let info = DemoInfo(
        id: "target-action",
        title: "Target-action",
        family: .communication,
        summary: """
            Two buttons (save, revert) and a slider (zoom) know nothing about the editor. \
            Bind a control to a target and an action method for an event; the control sends \
            that action when the event happens. The target is held weakly: close the editor \
            and the controls send nothing, without crashing.
            """,
        commands: [
            DemoCommand("tap", "<save|revert>", arguments: 1...1, help: "touchDown, then touchUpInside"),
            DemoCommand("slide", "<percent>", arguments: 1...1, help: "drag the zoom slider, 10 to 400 (valueChanged)"),
            DemoCommand("bind", "<control> to <editor.method> [down]", arguments: 3...4,
                        help: "add a pair (down: on touchDown)"),
            DemoCommand("unbind", "[control]", arguments: 0...1, help: "remove one control's pairs, or all"),
            DemoCommand("close", help: "the target object goes away"),
            DemoCommand("open", help: "open a new editor"),
        ],
        tour: [
            TourStep("tap save", "A button with no target-action pair sends nothing."),
            TourStep("bind save to editor.save", "Connect it as Interface Builder would: target and action."),
            TourStep("tap save", "A tap is touchDown, then touchUpInside; the bound one acts."),
            TourStep("bind zoom to editor.zoom", "A slider's pair fires on valueChanged."),
            TourStep("slide 150", "The action receives the sender and reads its value."),
            TourStep("close", "The editor goes away; the controls held it only weakly."),
            TourStep("tap save", "The pair stays, its target is nil: no message, no crash."),
            TourStep("unbind", "Remove the dead pairs, like setTarget:nil in Objective-C."),
        ])

    private typealias Editor = TargetAction.Editor
    private static let controls = ["save", "revert", "zoom"]
    private let save = TargetAction.Button(title: "save")
    private let revert = TargetAction.Button(title: "revert")
    private let zoom = TargetAction.Slider(title: "zoom", value: 100, range: 10...400)
    private var editor: Editor?
    private var editorsOpened = 0

    public init() {
        openEditor()
    }

    @discardableResult
    private func openEditor() -> Editor {
        editorsOpened += 1
        let editor = Editor(number: editorsOpened)
        self.editor = editor
        return editor
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "tap": return try tap(input.choice(0, named: localized("button"), among: ["save", "revert"]))
        case "slide": return try slide(to: input.number(0, named: localized("percent")), typed: input.words[0])
        case "bind": return try bind(input)
        case "unbind":
            return unbind(input.word(0) == nil ? nil : try input.choice(0, named: localized("control"), among: Self.controls))
        case "close": return try close()
        case "open": return try open()
        default: throw DemoError(localized("target-action has no command {0}", input.name))
        }
    }

    private func button(named name: String) -> TargetAction.Button { name == "save" ? save : revert }

    private func tap(_ name: String) -> [String] {
        let button = button(named: name)
        return send("touchDown", from: name) { button.sendActions(for: .touchDown) }
            + send("touchUpInside", from: name) { button.sendActions(for: .touchUpInside) }
    }

    /// A slider cannot go past its ends, so a value outside them is clamped, as UISlider
    /// does; the trace says so rather than pretend the value was taken as typed.
    private func slide(to percent: Double, typed: String) -> [String] {
        var lines: [String] = []
        if !zoom.range.contains(percent) {
            let end = percent < zoom.range.lowerBound ? zoom.range.lowerBound : zoom.range.upperBound
            lines.append(localized("{0} is outside 10–400%: clamped to {1}%", DemoInput.shortened(typed), Int(end)))
        }
        let sent = send("valueChanged", from: "zoom") { zoom.slide(to: percent) }
        return lines + [localized("zoom slider value is {0}", TargetAction.percent(zoom.value))] + sent
    }

    /// Sends one event and reports what reached whom, then what the target did.
    private func send(_ event: String, from control: String,
                      _ sendEvent: () -> [TargetAction.Delivery]) -> [String] {
        let logStart = editor?.log.count ?? 0
        let deliveries = sendEvent()
        guard !deliveries.isEmpty else { return [localized("{0} on {1}: no pair for it", control, event)] }
        var lines = deliveries.map { delivery in
            switch delivery {
            // Only the open editor can still be alive: the demo holds no other.
            case .sent(let action):
                editor.map { localized("{0} on {1}: sends {2} to editor #{3}", control, event, action, $0.number) }
                    ?? localized("{0} on {1}: sends {2} to ?", control, event, action)
            case .targetGone(let action): localized("{0} on {1}: {2}'s target is nil", control, event, action)
            }
        }
        if let editor {
            lines += editor.log.dropFirst(logStart).map { "  " + $0 }
        }
        return lines
    }

    private func bind(_ input: DemoInput) throws(DemoError) -> [String] {
        let control = try input.choice(0, named: "control", among: Self.controls)
        guard input.words[1].lowercased() == "to" else {
            throw DemoError(localized("usage: bind <control> to <editor.method>, e.g. bind save to editor.save"))
        }
        let method = try Self.method(input.words[2])
        let onTouchDown = try touchDownWanted(input.word(3))
        guard let editor else { throw DemoError(localized("there is no editor to target; try: open")) }
        return try connect(control, to: editor, method: method, onTouchDown: onTouchDown)
    }

    private static func method(_ word: String) throws(DemoError) -> String {
        let parts = word.lowercased().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, parts[0] == "editor" else {
            throw DemoError(localized("name the action as editor.<method>: editor.save, editor.revert or editor.zoom"))
        }
        guard ["save", "revert", "zoom"].contains(parts[1]) else {
            throw DemoError(localized("Editor has no action method '{0}': use save, revert or zoom",
                                      DemoInput.shortened(parts[1])))
        }
        return parts[1]
    }

    private func touchDownWanted(_ word: String?) throws(DemoError) -> Bool {
        guard let word else { return false }
        guard word.lowercased() == "down" else {
            throw DemoError(localized("the last word may only be 'down' (bind touchDown)"))
        }
        return true
    }

    /// Wires one pair. The sender types must match: `Editor.zoom` takes a Slider, so binding
    /// it to a Button does not compile in Swift (with selectors it failed only at run time).
    private func connect(_ control: String, to editor: Editor, method: String,
                         onTouchDown: Bool) throws(DemoError) -> [String] {
        let added: Bool
        let events: TargetAction.Events
        if control == "zoom" {
            guard method == "zoom" else { throw senderMismatch(method: method, expects: "Button", got: "Slider") }
            if onTouchDown { throw DemoError(localized("a slider reports valueChanged, not touchDown")) }
            events = .valueChanged
            added = zoom.addTarget(editor, action: Editor.zoom, named: method, for: events)
        } else {
            guard method != "zoom" else { throw senderMismatch(method: method, expects: "Slider", got: "Button") }
            events = onTouchDown ? .touchDown : .touchUpInside
            let action: (Editor) -> (TargetAction.Button) -> Void
            if method == "save" { action = Editor.save } else { action = Editor.revert }
            added = button(named: control).addTarget(editor, action: action, named: method, for: events)
        }
        let call = "\(control): addTarget(\(editor), action: \(method), for: .\(events.names[0]))"
        return added ? [call] : [call, "  " + localized("already bound: the same triple is ignored; nothing changed")]
    }

    private func senderMismatch(method: String, expects: String, got: String) -> DemoError {
        DemoError(localized("Editor.{0} takes a {1} sender, not a {2}: in Swift that is a compile error", method, expects, got))
    }

    private func unbind(_ control: String?) -> [String] {
        let all: TargetAction.Events = [.touchDown, .touchUpInside, .valueChanged]
        guard let control else {
            let removed = save.removeTarget(nil, for: all) + revert.removeTarget(nil, for: all)
                + zoom.removeTarget(nil, for: all)
            guard removed > 0 else { return [localized("no control has a pair: nothing changed")] }
            return [localized(count: removed, one: "removeTarget(nil) on every control: {0} pair gone",
                              other: "removeTarget(nil) on every control: {0} pairs gone")]
        }
        let removed = control == "zoom" ? zoom.removeTarget(nil, for: all)
                                        : button(named: control).removeTarget(nil, for: all)
        guard removed > 0 else { return [localized("{0} has no pair: nothing changed", control)] }
        return [localized(count: removed, one: "removeTarget(nil) on {1}: {0} pair gone",
                          other: "removeTarget(nil) on {1}: {0} pairs gone", control)]
    }

    private func close() throws(DemoError) -> [String] {
        guard let editor else { throw DemoError(localized("the editor is already closed; try: open")) }
        let number = editor.number
        self.editor = nil
        return [localized("editor #{0} closed and deallocated", number),
                localized("the controls' weak targets are now nil")]
    }

    private func open() throws(DemoError) -> [String] {
        if let editor { throw DemoError(localized("editor #{0} is already open", editor.number)) }
        let editor = openEditor()
        return [localized("editor #{0} opened; bind controls to it to use it", editor.number)]
    }

    public var statePanel: [String] {
        var lines: [String] = []
        for (name, pairs) in [("save", save.actions.descriptions), ("revert", revert.actions.descriptions),
                              ("zoom", zoom.actions.descriptions)] {
            lines.append(pairs.isEmpty ? localized("{0}: no target", name) : "\(name): (target, action, event)")
            lines += pairs.map { "  \($0)" }
        }
        if let editor {
            lines.append(localized("editor #{0}: saves {1}, reverts {2}", editor.number, editor.saves, editor.reverts))
            lines.append("  zoom \(TargetAction.percent(editor.zoomLevel))")
        } else {
            lines.append(localized("editor: closed"))
        }
        return Array(lines.prefix(14))
    }
}
