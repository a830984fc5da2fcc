/// The behavioral patterns' live runs, in teaching order.
public enum BehavioralDemos {
    public static var all: [any Demo.Type] {
        [
            ChainOfResponsibilityDemo.self,
            CommandDemo.self,
            IteratorDemo.self,
            MediatorDemo.self,
            MementoDemo.self,
            StateDemo.self,
            StrategyDemo.self,
            TemplateMethodDemo.self,
            VisitorDemo.self,
            InterpreterDemo.self,
            ServantDemo.self,
        ]
    }
}

/// Wording helpers the behavioral demos share, so every panel says "1 command", never
/// "1 command(s)", and cuts long lines the same way.
enum BehavioralText {
    /// "1 step", "2 steps"; pass the plural for irregular nouns.
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A line cut to fit the state panel (or a trace line), the cut marked with "…".
    static func cut(_ line: String, to width: Int = 40) -> String {
        line.count <= width ? line : String(line.prefix(width - 1)) + "…"
    }
}
