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
        .removeItem(row: 7), .addItem("bread"), .removeItem(row: 1), .addItem(String(repeating: "x", count: 21)),
        .addItem("tea"), .addItem("jam"), .addItem("rice"), .addItem("salt"), .removeItem(row: 0), .tapPlus,
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
        #expect(throws: CounterListRefusal.noSuchRow(6)) { try model.removeItem(row: 6) }
        try model.removeItem(row: 1)
        #expect(model.items.first == "item 1")
    }

    /// The same action applied straight to a model, as the reference.
    private static func apply(_ action: CounterListAction, to model: inout CounterListModel) -> CounterListRefusal? {
        do {
            switch action {
            case .tapPlus: model.increment()
            case .tapMinus: try model.decrement()
            case .addItem(let name): try model.addItem(name)
            case .removeItem(let row): try model.removeItem(row: row)
            }
            return nil
        } catch {
            return error
        }
    }
}
