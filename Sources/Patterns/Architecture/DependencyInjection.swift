import Foundation
import Localization

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
            switch clock.hour {
            case ..<12: localized("Good morning, {0}!", name)
            case ..<18: localized("Good afternoon, {0}!", name)
            default: localized("Good evening, {0}!", name)
            }
        }
    }

    /// Property injection: a screen that some framework creates with a bare `init()` (as a
    /// storyboard makes view controllers), so its greeter can only be set afterwards.
    public final class WelcomeScreen {
        public var greeter: Greeter?

        public init() {}

        public func render(for name: String) -> String {
            greeter?.greeting(for: name) ?? localized("(no greeter: nothing was injected)")
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
                return path.isEmpty ? localized("no {0} registered", type)
                    : localized("no {0} registered (needed by {1})", type, path.joined(separator: " → "))
            case .cycle(let path):
                return localized("dependency cycle: {0}", path.joined(separator: " → "))
            case .factoryFailed(let type, let reason):
                return localized("building {0} failed: {1}", type, reason)
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

        /// What a registration is, without its factory: for messages and panels.
        public struct RegistrationInfo: Equatable, Sendable {
            public let typeName: String
            public let lifetime: Lifetime
            /// A short description the registrant gave, e.g. `morning clock`.
            public let recipe: String
            /// Only a singleton is ever kept, so only a singleton can be built.
            public let isBuilt: Bool
        }

        private struct Registration {
            let typeName: String
            let lifetime: Lifetime
            let recipe: String
            let factory: (Container) throws -> Any
            var instance: Any?

            var info: RegistrationInfo {
                RegistrationInfo(typeName: typeName, lifetime: lifetime, recipe: recipe, isBuilt: instance != nil)
            }
        }

        private var registrations: [ObjectIdentifier: Registration] = [:]
        /// The types being built right now, outermost first: to name the path in errors
        /// and to catch a cycle before it recurses forever.
        private var resolving: [ObjectIdentifier] = []

        public init() {}

        /// Registers (or replaces) the recipe for `type`. Replacing drops a cached singleton.
        /// Returns what was replaced, so a caller can say so instead of replacing silently.
        @discardableResult
        public func register<Service>(_ type: Service.Type, lifetime: Lifetime = .transient, recipe: String = "",
                                      factory: @escaping (Container) throws -> Service) -> RegistrationInfo? {
            let key = ObjectIdentifier(type)
            let replaced = registrations[key]?.info
            registrations[key] = Registration(typeName: String(describing: type), lifetime: lifetime, recipe: recipe,
                                              factory: { try factory($0) })
            return replaced
        }

        public func isRegistered<Service>(_ type: Service.Type) -> Bool {
            registrations[ObjectIdentifier(type)] != nil
        }

        /// The registration for `type`, or nil if there is none.
        public func registration<Service>(for type: Service.Type) -> RegistrationInfo? {
            registrations[ObjectIdentifier(type)]?.info
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
                throw .factoryFailed(type: registration.typeName, reason: localized("the recipe built the wrong type"))
            }
            return service
        }

        /// Every registration, sorted by type name.
        public var allRegistrations: [RegistrationInfo] {
            registrations.values.map(\.info).sorted { $0.typeName < $1.typeName }
        }
    }
}


public final class DependencyInjectionDemo: Demo {
    public static let info = DemoInfo(
        id: "dependency-injection",
        title: "Dependency injection",
        family: .architecture,
        summary: """
            A Greeter gets its Clock through init (constructor injection); a WelcomeScreen, \
            made by a framework with a bare init(), gets its Greeter set afterwards \
            (property injection). A small container holds the recipes, builds the graph on \
            resolve, and shares one instance (singleton) or builds new ones (transient).
            """,
        commands: [
            // The time of day belongs to the clock alone, so the usage spells out the forms.
            DemoCommand("register", "<greeter | clock morning | clock evening> [--singleton]", arguments: 1...2,
                        flags: ["singleton"], help: "teach the container a recipe"),
            DemoCommand("resolve", "<greeter|clock> [times]", arguments: 1...2,
                        help: "ask the container for a service, 1 to 5 times"),
            DemoCommand("inject", help: "a framework makes a WelcomeScreen; we set its greeter"),
        ],
        tour: [
            TourStep("register greeter", "Teach the container to build a Greeter from a Clock it resolves."),
            TourStep("resolve greeter", "No Clock is registered: a clear error, not a crash."),
            TourStep("register clock morning", "Register a fake clock stuck at 09:00."),
            TourStep("resolve greeter 2", "Transient: each resolve builds a new Greeter and a new clock."),
            TourStep("register greeter --singleton", "Replace the Greeter recipe with a singleton..."),
            TourStep("resolve greeter 2", "...built once, then the same instance every time."),
            TourStep("register clock evening", "A new clock recipe; the cached Greeter keeps its old clock."),
            TourStep("inject", "Property injection: the screen gets its greeter after init."),
        ])

    private typealias DI = DependencyInjection
    private typealias Lifetime = DI.Container.Lifetime

    /// Counts what a recipe has built; a reference, so the recipe can share it without
    /// capturing the demo.
    private final class Tally {
        var count = 0
    }

    private let container = DI.Container()
    private let clocksBuilt = Tally()
    private let greetersBuilt = Tally()
    private var screen: DI.WelcomeScreen?

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "register": return try register(input)
        case "resolve": return try resolve(input)
        case "inject": return inject()
        default: throw DemoError(localized("dependency-injection has no command {0}", input.name))
        }
    }

    // MARK: register

    private func register(_ input: DemoInput) throws(DemoError) -> [String] {
        let service = try input.choice(0, named: localized("service"), among: ["clock", "greeter"])
        let lifetime: Lifetime = input.has("singleton") ? .singleton : .transient
        return service == "clock" ? try registerClock(input, lifetime) : try registerGreeter(input, lifetime)
    }

    private func registerClock(_ input: DemoInput, _ lifetime: Lifetime) throws(DemoError) -> [String] {
        guard input.word(1) != nil else { throw DemoError(localized("register clock needs a time of day: morning or evening")) }
        let time = try input.choice(1, named: localized("time of day"), among: ["morning", "evening"])
        let hour = time == "morning" ? 9 : 20
        let recipe = time == "morning" ? localized("morning clock") : localized("evening clock")
        if let unchanged = unchanged((any DI.Clock).self, recipe: recipe, lifetime: lifetime) { return unchanged }
        // A singleton Greeter got its clock at init; a new clock recipe cannot reach it.
        let keeper = cachedGreeter()
        let tally = clocksBuilt
        let replaced = container.register((any DI.Clock).self, lifetime: lifetime, recipe: recipe) { _ in
            tally.count += 1
            return DI.FixedClock(hour: hour, name: "\(recipe) #\(tally.count)")
        }
        var lines = [localized("registered Clock → a fake {0} ({1}), {2}", recipe, Self.hourText(hour), lifetime.rawValue)]
        lines += Self.replacement(replaced, recipe: recipe, lifetime: lifetime)
        if let keeper {
            lines.append(localized("the cached {0} still holds {1}", keeper.label, keeper.clock.name))
        }
        return lines
    }

    private func registerGreeter(_ input: DemoInput, _ lifetime: Lifetime) throws(DemoError) -> [String] {
        guard input.words.count == 1 else { throw DemoError(localized("register greeter takes no time of day")) }
        let recipe = "new Greeter(clock:)"
        if let unchanged = unchanged(DI.Greeter.self, recipe: recipe, lifetime: lifetime) { return unchanged }
        let tally = greetersBuilt
        let replaced = container.register(DI.Greeter.self, lifetime: lifetime, recipe: recipe) { container in
            let clock = try container.resolve((any DI.Clock).self)
            tally.count += 1
            return DI.Greeter(clock: clock, serial: tally.count)
        }
        return [localized("registered Greeter → Greeter(clock: resolve Clock), {0}", lifetime.rawValue)]
            + Self.replacement(replaced, recipe: recipe, lifetime: lifetime)
            + [localized("nothing is built until someone resolves it")]
    }

    /// Registering the very recipe that is already there would only drop a cached
    /// singleton, so it is left alone and said so.
    private func unchanged<Service>(_ type: Service.Type, recipe: String, lifetime: Lifetime) -> [String]? {
        guard let current = container.registration(for: type),
              current.recipe == recipe, current.lifetime == lifetime else { return nil }
        return [localized("{0} is already registered that way: nothing changed", current.typeName)]
    }

    /// Says what a registration replaced, e.g. `replaced the Clock recipe (was morning clock)`.
    private static func replacement(_ old: DI.Container.RegistrationInfo?, recipe: String,
                                    lifetime: Lifetime) -> [String] {
        guard let old else { return [] }
        let was = [old.recipe == recipe ? nil : old.recipe,
                   old.lifetime == lifetime ? nil : old.lifetime.rawValue].compactMap { $0 }
        var lines = [localized("replaced the {0} recipe (was {1})", old.typeName, was.joined(separator: ", "))]
        if old.isBuilt { lines.append(localized("its cached singleton went with the old recipe")) }
        return lines
    }

    /// The singleton Greeter the container holds, if one was built. Resolving a built
    /// singleton only returns it, so this builds nothing.
    private func cachedGreeter() -> DI.Greeter? {
        guard container.registration(for: DI.Greeter.self)?.isBuilt == true else { return nil }
        return try? container.resolve(DI.Greeter.self)
    }

    // MARK: resolve

    private func resolve(_ input: DemoInput) throws(DemoError) -> [String] {
        let service = try input.choice(0, named: localized("service"), among: ["greeter", "clock"])
        let times = input.word(1) == nil ? 1 : try input.integer(1, named: localized("times"))
        guard (1...5).contains(times) else { throw DemoError(localized("times must be between 1 and 5")) }
        var lines: [String] = []
        do {
            if service == "clock" {
                try resolveClocks(times, into: &lines)
            } else {
                try resolveGreeters(times, into: &lines)
            }
        } catch {
            lines.append(localized("container threw: {0}", error.message))
        }
        return lines
    }

    private func resolveClocks(_ times: Int, into lines: inout [String]) throws(DI.ResolutionError) {
        let builtBefore = clocksBuilt.count
        for _ in 1...times {
            let before = clocksBuilt.count
            let clock = try container.resolve((any DI.Clock).self)
            lines.append(clocksBuilt.count > before
                ? localized("container builds {0}, set to {1}", clock.name, Self.hourText(clock.hour))
                : localized("container returns the cached {0} (singleton)", clock.name))
        }
        guard times > 1, let lifetime = container.registration(for: (any DI.Clock).self)?.lifetime else { return }
        let built = localized(count: clocksBuilt.count - builtBefore, one: "{0} new clock", other: "{0} new clocks")
        lines.append(localized(count: times, one: "{0} resolve of a {1} Clock: {2}", other: "{0} resolves of a {1} Clock: {2}",
                               lifetime.rawValue, built))
    }

    private func resolveGreeters(_ times: Int, into lines: inout [String]) throws(DI.ResolutionError) {
        var first: DI.Greeter?
        for _ in 1...times {
            let greeter = try resolveGreeter(into: &lines)
            if let first { lines.append(localized("same instance as the first: {0}", greeter === first)) }
            first = first ?? greeter
        }
    }

    private func resolveGreeter(into lines: inout [String]) throws(DI.ResolutionError) -> DI.Greeter {
        let builtBefore = greetersBuilt.count
        let greeter = try container.resolve(DI.Greeter.self)
        if greetersBuilt.count > builtBefore {
            lines.append(localized("container builds {0}, injecting {1}", greeter.label, greeter.clock.name))
        } else {
            lines.append(localized("container returns the cached {0} (singleton)", greeter.label))
        }
        lines.append(localized("{0} says: {1}", greeter.label, greeter.greeting(for: "Ann")))
        return greeter
    }

    // MARK: inject

    private func inject() -> [String] {
        let screen = DI.WelcomeScreen()
        self.screen = screen
        var lines = [localized("framework creates WelcomeScreen() with no arguments"),
                     localized("before injection it shows: {0}", screen.render(for: "Ann"))]
        do {
            let greeter = try container.resolve(DI.Greeter.self)
            screen.greeter = greeter
            lines.append(localized("we set screen.greeter = {0} (property injection)", greeter.label))
        } catch {
            lines.append(localized("container threw: {0}", error.message))
        }
        lines.append(localized("the screen shows: {0}", screen.render(for: "Ann")))
        return lines
    }

    private static func hourText(_ hour: Int) -> String {
        hour < 10 ? "0\(hour):00" : "\(hour):00"
    }

    public var statePanel: [String] {
        let registrations = container.allRegistrations
        var lines = [localized("Container:")]
        if registrations.isEmpty { lines.append(localized("  (nothing registered)")) }
        for registration in registrations {
            let lifetime = registration.lifetime.rawValue
            lines.append("  \(registration.typeName) = \(registration.recipe)")
            lines.append(registration.lifetime != .singleton ? "    \(lifetime)"
                : registration.isBuilt ? localized("    {0}, built", lifetime) : localized("    {0}, not built yet", lifetime))
        }
        let clocks = localized(count: clocksBuilt.count, one: "{0} clock", other: "{0} clocks")
        let greeters = localized(count: greetersBuilt.count, one: "{0} greeter", other: "{0} greeters")
        lines.append(localized("Built: {0}, {1}", clocks, greeters))
        if let screen {
            lines.append("WelcomeScreen.greeter: \(screen.greeter?.label ?? "nil")")
        }
        return lines
    }
}
