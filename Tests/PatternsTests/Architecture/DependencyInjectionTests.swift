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
