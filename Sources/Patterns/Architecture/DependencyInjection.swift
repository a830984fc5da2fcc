import Foundation

/// Dependency injection: an object is handed what it needs instead of creating it. Through
/// its initializer (constructor injection, preferred: the dependency can't be missing) or,
/// when something else creates the object, through a property set afterwards (property
/// injection). A container keeps the recipes, builds whole graphs on request and decides
/// whether everyone shares one instance (singleton) or gets a new one (transient).
public enum DependencyInjection {
    /// The abstraction the greeter depends on, so a test can hand it a fake.
    public protocol Clock {
        /// The hour of the day, 0 to 23.
        var hour: Int { get }
        var name: String { get }
    }

    /// The production clock: reads the real time of day.
    public struct SystemClock: Clock {
        public init() {}
        public var hour: Int { Calendar.current.component(.hour, from: Date()) }
        public var name: String { "system" }
    }

    /// A fake clock stuck at one hour: what tests and the demo inject.
    public struct FixedClock: Clock {
        public let hour: Int
        public let name: String

        public init(hour: Int, name: String) {
            self.hour = hour
            self.name = name
        }
    }

    /// Constructor injection: a greeter cannot exist without its clock, and never picks
    /// one itself.
    public final class Greeter {
        public let clock: any Clock
        /// Which greeter this is, numbered by whoever builds them, to tell instances apart.
        public let serial: Int

        public init(clock: any Clock, serial: Int = 1) {
            self.clock = clock
            self.serial = serial
        }

        public var label: String { "Greeter #\(serial)" }

        public func greeting(for name: String) -> String {
            let part = switch clock.hour {
            case ..<12: "morning"
            case ..<18: "afternoon"
            default: "evening"
            }
            return "Good \(part), \(name)!"
        }
    }

    /// Property injection: a screen that some framework creates with a bare `init()` (as a
    /// storyboard makes view controllers), so its greeter can only be set afterwards.
    public final class WelcomeScreen {
        public var greeter: Greeter?

        public init() {}

        public func render(for name: String) -> String {
            greeter?.greeting(for: name) ?? "(no greeter: nothing was injected)"
        }
    }

    /// Why the container could not build something. Resolving never crashes.
    public enum ResolutionError: Error, Equatable, Sendable {
        /// Nothing registered for `type`; `path` is the chain of types being built.
        case notRegistered(type: String, path: [String])
        /// The recipes depend on each other in a loop.
        case cycle([String])
        /// A recipe threw an error of its own.
        case factoryFailed(type: String, reason: String)

        public var message: String {
            switch self {
            case .notRegistered(let type, let path):
                return "no \(type) registered" + (path.isEmpty ? "" : " (needed by \(path.joined(separator: " → ")))")
            case .cycle(let path):
                return "dependency cycle: \(path.joined(separator: " → "))"
            case .factoryFailed(let type, let reason):
                return "building \(type) failed: \(reason)"
            }
        }
    }

    /// A tiny container: recipes registered by type, resolved by type. Not thread-safe:
    /// register and resolve at start-up, on one thread, as apps usually do.
    public final class Container {
        public enum Lifetime: String, Sendable {
            /// Built once, on first resolve, then shared.
            case singleton
            /// Built anew on every resolve.
            case transient
        }

        private struct Registration {
            let typeName: String
            let lifetime: Lifetime
            let factory: (Container) throws -> Any
            var instance: Any?
        }

        private var registrations: [ObjectIdentifier: Registration] = [:]
        /// The types being built right now, outermost first: to name the path in errors
        /// and to catch a cycle before it recurses forever.
        private var resolving: [ObjectIdentifier] = []

        public init() {}

        /// Registers (or replaces) the recipe for `type`. Replacing drops a cached singleton.
        public func register<Service>(_ type: Service.Type, lifetime: Lifetime = .transient,
                                      factory: @escaping (Container) throws -> Service) {
            registrations[ObjectIdentifier(type)] = Registration(
                typeName: String(describing: type), lifetime: lifetime, factory: { try factory($0) })
        }

        public func isRegistered<Service>(_ type: Service.Type) -> Bool {
            registrations[ObjectIdentifier(type)] != nil
        }

        public func resolve<Service>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
            let key = ObjectIdentifier(type)
            let name = String(describing: type)
            guard var registration = registrations[key] else {
                throw .notRegistered(type: name, path: resolving.compactMap { registrations[$0]?.typeName })
            }
            if let cached = registration.instance as? Service { return cached }
            guard !resolving.contains(key) else {
                throw .cycle(resolving.compactMap { registrations[$0]?.typeName } + [name])
            }
            resolving.append(key)
            defer { resolving.removeLast() }
            let built = try build(registration, as: type)
            if registration.lifetime == .singleton {
                registration.instance = built
                registrations[key] = registration
            }
            return built
        }

        private func build<Service>(_ registration: Registration, as type: Service.Type) throws(ResolutionError) -> Service {
            let built: Any
            do {
                built = try registration.factory(self)
            } catch let error as ResolutionError {
                throw error
            } catch {
                throw .factoryFailed(type: registration.typeName, reason: "\(error)")
            }
            // `register` only accepts factories returning `Service`, so this cast holds.
            guard let service = built as? Service else {
                throw .factoryFailed(type: registration.typeName, reason: "the recipe built the wrong type")
            }
            return service
        }

        /// One line per registration, sorted: `Greeter: singleton, built`.
        public var registrationSummary: [String] {
            registrations.values.sorted { $0.typeName < $1.typeName }.map { registration in
                let cached = registration.lifetime == .singleton
                    ? (registration.instance == nil ? ", not built yet" : ", built")
                    : ""
                return "\(registration.typeName): \(registration.lifetime.rawValue)\(cached)"
            }
        }
    }
}

public final class DependencyInjectionDemo: Demo {
    public static let info = DemoInfo(
        id: "dependency-injection",
        title: "Dependency injection and a container",
        family: .architecture,
        summary: """
            A Greeter gets its Clock through init (constructor injection); a WelcomeScreen, \
            made by a framework with a bare init(), gets its Greeter set afterwards \
            (property injection). A small container holds the recipes, builds the graph on \
            resolve, and shares one instance (singleton) or builds new ones (transient).
            """,
        commands: [
            DemoCommand("register", "<clock|greeter> [morning|evening] [--singleton]", arguments: 1...2,
                        flags: ["singleton"], help: "teach the container how to build a service"),
            DemoCommand("resolve", "<greeter|clock> [times]", arguments: 1...2,
                        help: "ask the container for a service, once or several times"),
            DemoCommand("inject", help: "the framework makes a WelcomeScreen; we set its greeter"),
        ],
        tour: [
            TourStep("register greeter", "Teach the container to build a Greeter from a Clock it resolves."),
            TourStep("resolve greeter", "No Clock is registered: a clear error, not a crash."),
            TourStep("register clock morning", "Register a fake clock stuck at 09:00."),
            TourStep("resolve greeter 2", "Transient: each resolve builds a new Greeter with the clock."),
            TourStep("register greeter --singleton", "Now register the Greeter as a singleton..."),
            TourStep("resolve greeter 2", "...built once, then the same instance every time."),
            TourStep("inject", "Property injection: the screen gets its greeter after init."),
        ])

    private typealias DI = DependencyInjection

    /// Counts the greeters the container's recipe has built; a reference, so the recipe
    /// can share it without capturing the demo.
    private final class Tally {
        var count = 0
    }

    private let container = DI.Container()
    private let built = Tally()
    private var screen: DI.WelcomeScreen?

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "register": return try register(input)
        case "resolve": return try resolve(input)
        case "inject": return inject()
        default: throw DemoError("dependency-injection has no command \(input.name)")
        }
    }

    private func register(_ input: DemoInput) throws(DemoError) -> [String] {
        let service = try input.choice(0, named: "service", among: ["clock", "greeter"])
        let lifetime: DI.Container.Lifetime = input.has("singleton") ? .singleton : .transient
        if service == "clock" {
            guard input.word(1) != nil else { throw DemoError("register clock needs a time of day: morning or evening") }
            let time = try input.choice(1, named: "time of day", among: ["morning", "evening"])
            let clock = DI.FixedClock(hour: time == "morning" ? 9 : 20, name: time)
            container.register((any DI.Clock).self, lifetime: lifetime) { _ in clock }
            return ["registered Clock → a fake \(time) clock (\(Self.hourText(clock.hour))), \(lifetime.rawValue)"]
        }
        guard input.words.count == 1 else { throw DemoError("register greeter takes no time of day") }
        let built = self.built
        container.register(DI.Greeter.self, lifetime: lifetime) { container in
            let clock = try container.resolve((any DI.Clock).self)
            built.count += 1
            return DI.Greeter(clock: clock, serial: built.count)
        }
        return ["registered Greeter → Greeter(clock: resolve Clock), \(lifetime.rawValue)",
                "nothing is built until someone resolves it"]
    }

    private func resolve(_ input: DemoInput) throws(DemoError) -> [String] {
        let service = try input.choice(0, named: "service", among: ["greeter", "clock"])
        let times = input.word(1) == nil ? 1 : try input.integer(1, named: "times")
        guard (1...5).contains(times) else { throw DemoError("times must be between 1 and 5") }
        do {
            if service == "clock" {
                let clock = try container.resolve((any DI.Clock).self)
                return ["resolved Clock: the \(clock.name) clock, \(Self.hourText(clock.hour))"]
            }
            var lines: [String] = []
            var first: DI.Greeter?
            for _ in 1...times {
                let greeter = try resolveGreeter(into: &lines)
                if let first { lines.append("same instance as the first: \(greeter === first)") }
                first = first ?? greeter
            }
            return lines
        } catch {
            return ["container threw: \(error.message)"]
        }
    }

    private func resolveGreeter(into lines: inout [String]) throws(DI.ResolutionError) -> DI.Greeter {
        let builtBefore = built.count
        let greeter = try container.resolve(DI.Greeter.self)
        if built.count > builtBefore {
            lines.append("container builds \(greeter.label), injecting the \(greeter.clock.name) clock")
        } else {
            lines.append("container returns the cached \(greeter.label) (singleton)")
        }
        lines.append("\(greeter.label) says: \(greeter.greeting(for: "Ann"))")
        return greeter
    }

    private func inject() -> [String] {
        let screen = DI.WelcomeScreen()
        self.screen = screen
        var lines = ["framework creates WelcomeScreen() with no arguments",
                     "before injection it shows: \(screen.render(for: "Ann"))"]
        do {
            let greeter = try container.resolve(DI.Greeter.self)
            screen.greeter = greeter
            lines.append("we set screen.greeter = \(greeter.label) (property injection)")
        } catch {
            lines.append("container threw: \(error.message)")
        }
        lines.append("the screen shows: \(screen.render(for: "Ann"))")
        return lines
    }

    private static func hourText(_ hour: Int) -> String {
        hour < 10 ? "0\(hour):00" : "\(hour):00"
    }

    public var statePanel: [String] {
        let registrations = container.registrationSummary
        var lines = ["Container:"] + (registrations.isEmpty ? ["  (nothing registered)"] : registrations.map { "  " + $0 })
        lines.append("Greeters built so far: \(built.count)")
        if let screen {
            lines.append("WelcomeScreen.greeter: \(screen.greeter?.label ?? "nil")")
        }
        return lines
    }
}
