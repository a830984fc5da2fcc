import GoldenFiles
import Patterns
import Testing

@Suite struct DemoRegistryTests {
    /// The live runs the course promises, family by family, in teaching order.
    static let promised: [PatternFamily: [String]] = [
        .creational: ["singleton", "abstract-factory", "factory-method", "builder", "prototype", "object-pool",
                      "lazy-initialization", "class-cluster"],
        .structural: ["adapter", "decorator", "proxy", "facade", "composite", "bridge", "flyweight"],
        .behavioral: ["chain-of-responsibility", "command", "iterator", "mediator", "memento", "state", "strategy",
                      "template-method", "visitor", "interpreter", "servant"],
        .communication: ["observer", "delegation", "target-action", "key-value-coding", "key-value-observing",
                         "notification"],
        .architecture: ["mvc", "mvp", "mvvm", "viper", "vip", "redux", "dependency-injection", "soa"],
        .principles: ["solid", "protocol-oriented"],
    ]

    @Test func everyPromisedLiveRunIsRegisteredInItsFamily() {
        let expected = PatternFamily.allCases.flatMap { Self.promised[$0] ?? [] }
        #expect(expected.count == 42)
        #expect(DemoRegistry.ids == expected)
        for demo in DemoRegistry.all {
            #expect(Self.promised[demo.info.family]?.contains(demo.info.id) == true, "\(demo.info.id) is in the wrong family")
        }
    }

    @Test func idsAreUniqueAndLowercaseWords() {
        let ids = DemoRegistry.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }

    @Test func everyDemoDescribesItselfAndItsCommands() {
        for demo in DemoRegistry.all {
            let info = demo.info
            #expect(!info.title.isEmpty && info.summary.count > 60, "\(info.id) needs a title and a real summary")
            #expect(!info.commands.isEmpty, "\(info.id) has no commands")
            #expect(info.tour.count >= 3, "\(info.id)'s tour is too short to show anything")
            let names = info.commands.map(\.name)
            #expect(Set(names).count == names.count, "\(info.id) lists a command twice")
            let shared = Set(DemoSession.sharedCommands.map(\.name))
            #expect(shared.isDisjoint(with: names), "\(info.id) redefines a shared command")
        }
    }

    /// The trace pane is about 60 columns on an 100-column window and the state panel about 40;
    /// the view wraps longer lines, but a tour should read without that.
    @Test(arguments: DemoRegistry.ids)
    func tourLinesFitThePanesAndReadAsEnglish(id: String) throws {
        let demo = try #require(DemoRegistry.demo(id: id))
        let session = DemoSession(demo)
        let outcome = session.run("tour")
        for entry in outcome.entries {
            #expect(entry.plainText.count <= 70, "\(id): \(entry.plainText)")
            #expect(!entry.text.contains("(s)"), "\(id): write the plural: \(entry.text)")
        }
        #expect(session.statePanel.count <= 14, "\(id): the state panel has \(session.statePanel.count) lines")
        for line in session.statePanel {
            #expect(line.count <= 40, "\(id) state panel: \(line)")
        }
    }

    @Test(arguments: DemoRegistry.ids)
    func tourRunsWithoutErrorsAndMatchesItsGolden(id: String) throws {
        let demo = try #require(DemoRegistry.demo(id: id))
        let session = DemoSession(demo)
        let outcome = session.run("tour")
        #expect(outcome.succeeded, "\(outcome.entries.filter { $0.kind == .error }.map(\.text))")
        #expect(!outcome.entries.contains { $0.kind == .error })
        let trace = outcome.entries.map(\.plainText)
        let panel = session.statePanel.map { "| " + $0 }
        let text = (trace + ["", "State panel after the tour:"] + panel).joined(separator: "\n") + "\n"
        expectGolden(text, named: "tour-\(id)")
    }
}
