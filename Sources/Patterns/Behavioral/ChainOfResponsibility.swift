import Localization

// UIKit's responder chain is the source tutorial's example: a touch starts at the view that was hit and
// climbs view → superview → view controller → window → application until someone handles it.
// There is no UIKit on Linux, so these small classes keep exactly that `next` wiring.

/// The events our responders may handle, like UIKit's touches, motion and edit actions.
public enum ResponderEvent: String, CaseIterable, Sendable {
    case tap, copy, shake, scroll
}

/// Where an event went: every responder it visited, and the one that handled it, if any.
public struct EventRoute: Equatable, Sendable {
    public let event: ResponderEvent
    public let visited: [String]
    /// Nil when the event fell off the end of the chain (UIKit then discards it).
    public let handler: String?
}

/// A link in the chain, like `UIResponder`: it handles an event itself or passes it to `next`.
public class Responder {
    public let name: String
    /// Which events this responder handles instead of passing them on.
    public var handledEvents: Set<ResponderEvent>

    init(name: String, handles events: Set<ResponderEvent>) {
        self.name = name
        self.handledEvents = events
    }

    /// The next responder, computed from the object graph the way UIKit does it.
    public var next: Responder? { nil }

    /// The chain from this responder to the end.
    public var chain: [Responder] { Array(sequence(first: self, next: \.next)) }

    /// Handles the event or forwards it: the sender never knows who will end up handling it.
    public func receive(_ event: ResponderEvent, visited: [String] = []) -> EventRoute {
        let route = visited + [name]
        if handledEvents.contains(event) { return EventRoute(event: event, visited: route, handler: name) }
        guard let next else { return EventRoute(event: event, visited: route, handler: nil) }
        return next.receive(event, visited: route)
    }
}

/// A view, like `UIView`: its next responder is its view controller if it is one's root
/// view, otherwise its superview.
public class ResponderView: Responder {
    /// Weak: the superview owns its subviews, never the other way round.
    public private(set) weak var superview: ResponderView?
    public private(set) var subviews: [ResponderView] = []
    fileprivate weak var owningController: ResponderController?

    public init(_ name: String, handles events: Set<ResponderEvent> = []) {
        super.init(name: name, handles: events)
    }

    override public var next: Responder? { owningController ?? superview }

    public func addSubview(_ view: ResponderView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view (and its subviews with it) out of the hierarchy, as UIKit does:
    /// events starting inside it now stop at it.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}

/// A view controller, like `UIViewController`: the next responder after its root view,
/// passing events on to whatever holds that view (for a root controller, the window).
public final class ResponderController: Responder {
    public let view: ResponderView

    public init(_ name: String, view: ResponderView, handles events: Set<ResponderEvent> = []) {
        self.view = view
        super.init(name: name, handles: events)
        view.owningController = self
    }

    override public var next: Responder? { view.superview }
}

/// The application, like `UIApplication`: the last link of the chain.
public final class ResponderApplication: Responder {
    public init(_ name: String = "application", handles events: Set<ResponderEvent> = []) {
        super.init(name: name, handles: events)
    }
}

/// A window, like `UIWindow`: a view whose next responder is the application.
public final class ResponderWindow: ResponderView {
    public weak var application: ResponderApplication?
    public private(set) var rootController: ResponderController?

    public init(_ name: String = "window", application: ResponderApplication, handles events: Set<ResponderEvent> = []) {
        self.application = application
        super.init(name, handles: events)
    }

    override public var next: Responder? { application }

    public func setRoot(_ controller: ResponderController) {
        rootController = controller
        addSubview(controller.view)
    }
}

/// A small app to play with: a button inside a form inside a screen managed by a controller.
public struct ResponderApp {
    public let application: ResponderApplication
    public let window: ResponderWindow
    public let controller: ResponderController
    public let screen: ResponderView
    public let form: ResponderView
    public let button: ResponderView

    public init() {
        application = ResponderApplication(handles: [.shake])
        window = ResponderWindow(application: application)
        screen = ResponderView("screen")
        controller = ResponderController("controller", view: screen, handles: [.copy])
        form = ResponderView("form", handles: [.scroll])
        button = ResponderView("button", handles: [.tap])
        window.setRoot(controller)
        screen.addSubview(form)
        form.addSubview(button)
    }

    /// Every responder, first responder first. The app keeps them alive even when detached.
    public var responders: [Responder] { [button, form, screen, controller, window, application] }

    public func responder(named name: String) -> Responder? {
        responders.first { $0.name == name }
    }
}

public final class ChainOfResponsibilityDemo: Demo {
    public static let info = DemoInfo(
        id: "chain-of-responsibility",
        title: "Chain of Responsibility",
        family: .behavioral,
        summary: """
            A UIKit-style responder chain: button → form → screen → controller → window → \
            application. An event starts at a responder and climbs `next` until one handles \
            it; the sender never names the handler. Change who handles what, or detach a \
            view, and watch the route change.
            """,
        commands: [
            DemoCommand("tap", "[responder]", arguments: 0...1, help: "a tap starts at a responder (default button)"),
            DemoCommand("send", "<event> [responder]", arguments: 1...2,
                        help: "send tap, copy, shake or scroll, starting at a responder"),
            DemoCommand("handle", "<responder> <event>", arguments: 2...2, flags: ["off"],
                        help: "make a responder handle an event (--off: stop handling it)"),
            DemoCommand("detach", "<view>", arguments: 1...1, help: "remove a view from its superview"),
            DemoCommand("chain", "[responder]", arguments: 0...1, help: "show the chain from a responder"),
        ],
        tour: [
            TourStep("chain", "The chain comes from the view tree: each link knows its next."),
            TourStep("tap", "The button handles taps itself: the event stops at link one."),
            TourStep("send copy", "Nobody below the controller handles copy, so it climbs to it."),
            TourStep("send scroll button", "Scroll is handled on the way up, by the form."),
            TourStep("handle form scroll --off", "Now the form lets scroll pass..."),
            TourStep("send scroll", "...and nobody else handles it: it falls off the end, unhandled."),
            TourStep("detach form", "Detach the form from the screen: the button goes with it."),
            TourStep("send copy", "The same copy now dies at the form: the controller is cut off."),
        ])

    private let app = ResponderApp()

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "tap": return try deliver(.tap, from: input.word(0))
        case "send": return try deliver(event(input.word(0)), from: input.word(1))
        case "handle": return try handle(input)
        case "detach": return try detach(input.words[0])
        case "chain": return try chainLines(from: responder(input.word(0)))
        default: throw DemoError(localized("chain-of-responsibility has no command {0}", input.name))
        }
    }

    private func deliver(_ event: ResponderEvent, from name: String?) throws(DemoError) -> [String] {
        let start = try responder(name)
        let route = start.receive(event)
        var lines = [localized("{0} starts at {1}", event.rawValue, start.name)]
        for (index, step) in route.visited.enumerated() where index > 0 {
            lines.append(localized("{0} doesn't handle it: passes it to {1}", route.visited[index - 1], step))
        }
        if let handler = route.handler {
            let visited = route.visited.count
            lines.append(localized(count: visited, one: "{1} handles {2} ({0} link visited)",
                                   other: "{1} handles {2} ({0} links visited)", handler, event.rawValue))
        } else {
            lines.append(localized("end of the chain: {0} is discarded, unhandled", event.rawValue))
        }
        return lines
    }

    private func handle(_ input: DemoInput) throws(DemoError) -> [String] {
        let target = try responder(input.words[0])
        let event = try event(input.words[1])
        let name = "\(target.name)", what = event.rawValue
        if input.has("off") {
            guard target.handledEvents.remove(event) != nil else {
                return [localized("{0} doesn't handle {1} anyway: nothing changed", name, what)]
            }
            return [localized("{0} no longer handles {1}: it will pass it on", name, what)]
        }
        guard target.handledEvents.insert(event).inserted else {
            return [localized("{0} already handles {1}: nothing changed", name, what)]
        }
        return [localized("{0} now handles {1} instead of passing it on", name, what)]
    }

    private func detach(_ name: String) throws(DemoError) -> [String] {
        let target = try responder(name)
        guard let view = target as? ResponderView, !(view is ResponderWindow) else {
            throw DemoError(localized("only views inside the window can be detached, not {0}", name))
        }
        guard let superview = view.superview else { throw DemoError(localized("{0} is already detached", name)) }
        view.removeFromSuperview()
        let carried = view.subviews.map(\.name)
        var lines = [localized("{0} removed from {1}", view.name, superview.name)]
        if !carried.isEmpty { lines.append(localized("its subviews go with it: {0}", carried.joined(separator: ", "))) }
        // Shown from the deepest view that went along (the button when the form goes), so
        // the cut is visible: the chain now ends at the detached view.
        let start = sequence(first: view, next: \.subviews.first).reduce(view) { $1 }
        return lines + [localized("chain from {0} now: {1}", start.name, start.chain.map(\.name).joined(separator: " → "))]
    }

    private func chainLines(from start: Responder) -> [String] {
        // Three links a line keeps the chain readable in a narrow panel.
        let names = start.chain.map(\.name)
        let lines = stride(from: 0, to: names.count, by: 3).map { index in
            (index == 0 ? "  " : "  → ") + names[index..<min(index + 3, names.count)].joined(separator: " → ")
        }
        return [localized(count: names.count, one: "chain from {1}, {0} link:", other: "chain from {1}, {0} links:", start.name)]
            + lines
    }

    private func responder(_ name: String?) throws(DemoError) -> Responder {
        guard let name else { return app.button }
        guard let found = app.responder(named: name.lowercased()) else {
            throw DemoError(localized("no responder '{0}': use one of {1}", name, app.responders.map(\.name).joined(separator: ", ")))
        }
        return found
    }

    private func event(_ word: String?) throws(DemoError) -> ResponderEvent {
        let names = ResponderEvent.allCases.map(\.rawValue).joined(separator: ", ")
        guard let word else { throw DemoError(localized("which event? use one of {0}", names)) }
        guard let event = ResponderEvent(rawValue: word.lowercased()) else {
            throw DemoError(localized("unknown event '{0}': use one of {1}", word, names))
        }
        return event
    }

    public var statePanel: [String] {
        [localized("responder   → next        handles")] + app.responders.map { responder in
            let events = responder.handledEvents.map(\.rawValue).sorted()
            let next = responder.next?.name ?? localized("none")
            let handles = events.isEmpty ? "-" : events.joined(separator: ",")
            return "\(pad(responder.name, 11)) → \(pad(next, 11)) \(handles)"
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
