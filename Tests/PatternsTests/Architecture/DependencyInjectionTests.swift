@testable import Patterns
import Testing

@Suite struct DependencyInjectionTests {
    private typealias DI = DependencyInjection

    private struct BrokenRecipe: Error, CustomStringConvertible {
        var description: String { "the oven is cold" }
    }

    @Test func aConsumerWorksWithAFakeInjectedThroughInit() {
        let evening = DI.Greeter(clock: DI.FixedClock(hour: 20, name: "evening"))
        let noon = DI.Greeter(clock: DI.FixedClock(hour: 13, name: "noon"))
        #expect(evening.greeting(for: "Ann") == "Good evening, Ann!")
        #expect(noon.greeting(for: "Bo") == "Good afternoon, Bo!")
    }

    @Test func propertyInjectionFillsInAfterInit() {
        let screen = DI.WelcomeScreen()
        #expect(screen.render(for: "Ann") == "(no greeter: nothing was injected)")
        screen.greeter = DI.Greeter(clock: DI.FixedClock(hour: 8, name: "early"))
        #expect(screen.render(for: "Ann") == "Good morning, Ann!")
    }

    @Test func theSystemClockGivesAnHourOfTheDay() {
        #expect((0..<24).contains(DI.SystemClock().hour))
    }

    @Test func aSingletonIsBuiltOnceAndShared() throws {
        let container = Self.containerWithClock()
        var built = 0
        container.register(DI.Greeter.self, lifetime: .singleton) { container in
            built += 1
            return DI.Greeter(clock: try container.resolve((any DI.Clock).self), serial: built)
        }
        let first = try container.resolve(DI.Greeter.self)
        let second = try container.resolve(DI.Greeter.self)
        #expect(first === second)
        #expect(built == 1)
    }

    @Test func aTransientIsBuiltAnewEveryTime() throws {
        let container = Self.containerWithClock()
        container.register(DI.Greeter.self) { DI.Greeter(clock: try $0.resolve((any DI.Clock).self)) }
        let first = try container.resolve(DI.Greeter.self)
        let second = try container.resolve(DI.Greeter.self)
        #expect(first !== second)
        #expect(first.clock.name == "morning", "the container injected the registered clock")
    }

    @Test func reRegisteringDropsACachedSingleton() throws {
        let container = Self.containerWithClock()
        container.register(DI.Greeter.self, lifetime: .singleton) { DI.Greeter(clock: try $0.resolve((any DI.Clock).self)) }
        let old = try container.resolve(DI.Greeter.self)
        container.register(DI.Greeter.self, lifetime: .singleton) { DI.Greeter(clock: try $0.resolve((any DI.Clock).self)) }
        #expect(try container.resolve(DI.Greeter.self) !== old)
    }

    @Test func anUnregisteredTypeIsAClearErrorNotACrash() {
        let container = DI.Container()
        container.register(DI.Greeter.self) { DI.Greeter(clock: try $0.resolve((any DI.Clock).self)) }
        #expect(throws: DI.ResolutionError.notRegistered(type: "Clock", path: ["Greeter"])) {
            try container.resolve(DI.Greeter.self)
        }
        #expect(throws: DI.ResolutionError.notRegistered(type: "WelcomeScreen", path: [])) {
            try container.resolve(DI.WelcomeScreen.self)
        }
        #expect(DI.ResolutionError.notRegistered(type: "Clock", path: ["Greeter"]).message
            == "no Clock registered (needed by Greeter)")
    }

    @Test func aCycleIsReportedInsteadOfRecursingForever() {
        let container = DI.Container()
        container.register(DI.Greeter.self) { _ in
            let screen = try container.resolve(DI.WelcomeScreen.self)
            return screen.greeter ?? DI.Greeter(clock: DI.FixedClock(hour: 1, name: "never"))
        }
        container.register(DI.WelcomeScreen.self) { container in
            let screen = DI.WelcomeScreen()
            screen.greeter = try container.resolve(DI.Greeter.self)
            return screen
        }
        #expect(throws: DI.ResolutionError.cycle(["Greeter", "WelcomeScreen", "Greeter"])) {
            try container.resolve(DI.Greeter.self)
        }
        #expect(throws: DI.ResolutionError.cycle(["WelcomeScreen", "Greeter", "WelcomeScreen"])) {
            try container.resolve(DI.WelcomeScreen.self)
        }
    }

    @Test func aRecipesOwnErrorIsWrapped() {
        let container = DI.Container()
        container.register((any DI.Clock).self) { _ in throw BrokenRecipe() }
        #expect(throws: DI.ResolutionError.factoryFailed(type: "Clock", reason: "the oven is cold")) {
            try container.resolve((any DI.Clock).self)
        }
    }

    @Test func registeringReportsWhatItReplaced() throws {
        let container = DI.Container()
        let first = container.register((any DI.Clock).self, lifetime: .singleton, recipe: "morning clock") { _ in
            DI.FixedClock(hour: 9, name: "morning")
        }
        #expect(first == nil)
        _ = try container.resolve((any DI.Clock).self)
        let replaced = container.register((any DI.Clock).self, recipe: "evening clock") { _ in
            DI.FixedClock(hour: 20, name: "evening")
        }
        #expect(replaced == .init(typeName: "Clock", lifetime: .singleton, recipe: "morning clock", isBuilt: true))
        #expect(container.registration(for: (any DI.Clock).self)
            == .init(typeName: "Clock", lifetime: .transient, recipe: "evening clock", isBuilt: false))
        #expect(try container.resolve((any DI.Clock).self).name == "evening")
    }

    @Test func theDemoHonoursTheResolveCount() {
        let transient = DemoSession(DependencyInjectionDemo.self)
        transient.run("register clock morning")
        let built = transient.run("resolve clock 3").entries.map(\.text)
        #expect(built.filter { $0.hasPrefix("container builds") }.count == 3, "\(built)")
        #expect(built.last == "3 resolves of a transient Clock: 3 new clocks")

        let singleton = DemoSession(DependencyInjectionDemo.self)
        singleton.run("register clock morning --singleton")
        let shared = singleton.run("resolve clock 3").entries.map(\.text)
        #expect(shared.filter { $0.hasPrefix("container builds") }.count == 1, "\(shared)")
        #expect(shared.filter { $0.hasPrefix("container returns the cached") }.count == 2, "\(shared)")
        #expect(shared.last == "3 resolves of a singleton Clock: 1 new clock")
    }

    @Test func theDemoSaysWhatARegistrationReplaced() {
        let session = DemoSession(DependencyInjectionDemo.self)
        session.run("register clock morning --singleton")
        session.run("resolve clock")
        let same = session.run("register clock morning --singleton").entries.map(\.text)
        #expect(same.last == "Clock is already registered that way: nothing changed")
        #expect(session.run("resolve clock").entries.last?.text == "container returns the cached morning clock #1 (singleton)",
                "an unchanged registration keeps its cached singleton")
        let replaced = session.run("register clock evening").entries.map(\.text)
        #expect(replaced.contains("replaced the Clock recipe (was morning clock, singleton)"), "\(replaced)")
        #expect(session.statePanel.contains("  Clock = evening clock"), "\(session.statePanel)")
    }

    @Test func theDemoChecksWhichRegistrationTakesATimeOfDay() {
        let session = DemoSession(DependencyInjectionDemo.self)
        #expect(session.run("register clock").entries.last?.text == "register clock needs a time of day: morning or evening")
        #expect(session.run("register greeter morning").entries.last?.text == "register greeter takes no time of day")
        #expect(DependencyInjectionDemo.info.command(named: "register")?.usage
            == "<greeter | clock morning | clock evening> [--singleton]")
    }

    @Test func theDemoRefusesAnUnknownTimeOfDay() {
        let outcome = DemoSession(DependencyInjectionDemo.self).run("register clock noon")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "unknown time of day 'noon': use one of morning, evening")
    }

    private static func containerWithClock() -> DI.Container {
        let container = DI.Container()
        container.register((any DI.Clock).self) { _ in DI.FixedClock(hour: 9, name: "morning") }
        return container
    }
}
