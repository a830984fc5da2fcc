@testable import Patterns
import Testing

/// The five UI architectures build one feature; these tests hold them to one behaviour.
@Suite struct CounterListFeatureTests {
    /// Each architecture, freshly built and showing the shopping list.
    static let variants: [(name: String, make: @Sendable () -> any CounterListScreen)] = [
        ("MVC", { MVC.App() }),
        ("MVP", { MVP.App() }),
        ("MVVM", { MVVM.App() }),
        ("VIPER", {
            let app = VIPER.App()
            app.tapStart()
            return app
        }),
        ("VIP", { VIP.App() }),
    ]

    /// Taps that touch every rule: refusals, clearing a notice, filling the list.
    static let session: [CounterListAction] = [
        .tapMinus, .tapPlus, .tapPlus, .tapMinus, .addItem("milk"), .addItem("  eggs "), .addItem(""),
        .removeItem(number: 7), .addItem("bread"), .removeItem(number: 1), .addItem(String(repeating: "x", count: 21)),
        .addItem("tea"), .addItem("jam"), .addItem("rice"), .addItem("salt"), .removeItem(number: 0), .tapPlus,
    ]

    @Test func allFiveArchitecturesShowTheSameScreenAfterEveryTap() {
        let screens = Self.variants.map { $0.make() }
        let first = screens[0].screenLines
        for (index, screen) in screens.enumerated() {
            #expect(screen.screenLines == first, "\(Self.variants[index].name) starts differently")
        }
        for (step, action) in Self.session.enumerated() {
            let shown = screens.map { screen in
                screen.send(action)
                return screen.screenLines
            }
            for (index, lines) in shown.enumerated() {
                #expect(lines == shown[0], "step \(step) \(action): \(Self.variants[index].name) differs")
            }
        }
    }

    @Test func theScreenFollowsTheModelsRules() {
        for variant in Self.variants {
            let screen = variant.make()
            var model = CounterListModel()
            for action in Self.session {
                screen.send(action)
                let refusal = Self.apply(action, to: &model)
                let lines = screen.screenLines
                #expect(lines.contains("Count: \(model.count)"), "\(variant.name) after \(action)")
                for (row, item) in model.items.enumerated() {
                    #expect(lines.contains("\(row + 1). \(item)"), "\(variant.name) misses \(item)")
                }
                if let refusal { #expect(lines.last == "! " + refusal.message, "\(variant.name) after \(action)") }
                #expect(lines.contains { $0.hasPrefix("! ") } == (refusal != nil), "\(variant.name) notice after \(action)")
            }
        }
    }

    @Test func everyArchitectureReportsWhoTalkedToWhom() {
        for variant in Self.variants {
            let messages = variant.make().send(.tapPlus)
            #expect(messages.first?.hasPrefix("view → ") == true, "\(variant.name): \(messages)")
            #expect(messages.count >= 2, "\(variant.name)")
        }
    }

    @Test func theModelEnforcesItsRules() throws {
        var model = CounterListModel()
        #expect(throws: CounterListRefusal.countAtZero) { try model.decrement() }
        #expect(throws: CounterListRefusal.blankName) { try model.addItem("   ") }
        #expect(throws: CounterListRefusal.nameTooLong) { try model.addItem(String(repeating: "a", count: 21)) }
        for index in 0..<CounterListModel.capacity { try model.addItem("item \(index)") }
        #expect(throws: CounterListRefusal.listFull) { try model.addItem("one more") }
        #expect(throws: CounterListRefusal.noSuchItem(6)) { try model.removeItem(number: 6) }
        try model.removeItem(number: 1)
        #expect(model.items.first == "item 1")
    }

    @Test func aTooLongNameIsQuotedOnceAndCut() {
        let name = String(repeating: "7", count: 30)
        for variant in Self.variants {
            let messages = variant.make().send(.addItem(name))
            let quoting = messages.filter { $0.contains("777") }
            #expect(quoting.count == 1, "\(variant.name) quotes the name once: \(messages)")
            #expect(quoting.first?.contains(String(name.prefix(24)) + "…") == true, "\(variant.name): \(quoting)")
            #expect(!messages.contains { $0.contains(name) }, "\(variant.name) never echoes it whole")
        }
        #expect(CounterListRefusal.nameTooLong.message == "names have at most 20 characters")
    }

    @Test func everyVariantNamesTheItemNumberTheWayTheScreenCountsIt() {
        for variant in Self.variants {
            let screen = variant.make()
            screen.send(.addItem("milk"))
            screen.send(.addItem("tea"))
            let messages = screen.send(.removeItem(number: 1))
            #expect(screen.screenLines.contains("1. tea"), "\(variant.name) removed the first item")
            #expect(messages.contains { $0.contains("number: 1") }, "\(variant.name): \(messages)")
            #expect(!messages.contains { $0.contains("row:") || $0.contains("at: ") }, "\(variant.name): \(messages)")
        }
    }

    @Test func extremeItemNumbersAreRefusedWithoutOverflow() throws {
        var model = CounterListModel()
        try model.addItem("milk")
        for number in [Int.min, -1, 0, 2, Int.max] {
            #expect(throws: CounterListRefusal.noSuchItem(number)) { try model.removeItem(number: number) }
        }
        #expect(model.items == ["milk"])
        let session = DemoSession(MVCDemo.self)
        let outcome = session.run("remove -1000")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "the list holds at most 5 items: try a number from 1")
        #expect(session.run("remove -9223372036854775808").entries.last?.text
            == "the item number is far too small: '-9223372036854775808'")
        #expect(session.run("remove 99999999999999999999").entries.last?.text
            == "the item number is far too large: '99999999999999999999'")
    }

    /// The same action applied straight to a model, as the reference.
    private static func apply(_ action: CounterListAction, to model: inout CounterListModel) -> CounterListRefusal? {
        do {
            switch action {
            case .tapPlus: model.increment()
            case .tapMinus: try model.decrement()
            case .addItem(let name): try model.addItem(name)
            case .removeItem(let number): try model.removeItem(number: number)
            }
            return nil
        } catch {
            return error
        }
    }
}
