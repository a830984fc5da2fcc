// expect-failure: every line of a Receipt must come from its format
// The item rows go through the format, but the total line is written by hand.
/// The implementation side: the two kinds of line every report is
/// made of, written in one output format.
protocol ReportFormat: Sendable {
    func heading(_ text: String) -> String
    func line(_ text: String) -> String
}

struct PlainFormat: ReportFormat {
    func heading(_ text: String) -> String { text.uppercased() }
    func line(_ text: String) -> String { "- " + text }
}

struct HTMLFormat: ReportFormat {
    func heading(_ text: String) -> String { "<h1>\(text)</h1>" }
    func line(_ text: String) -> String { "<p>\(text)</p>" }
}

/// The abstraction: what the rest of the app works with. `format` is
/// the bridge; any report can be given any format, at any time.
protocol Report: AnyObject {
    var format: any ReportFormat { get set }
    func render() -> [String]
}

final class ShoppingList: Report {
    let items: [String]
    var format: any ReportFormat

    init(items: [String], format: any ReportFormat) {
        self.items = items
        self.format = format
    }

    func render() -> [String] {
        [format.heading("Shopping")] + items.map(format.line)
    }
}

final class Receipt: Report {
    let prices: [(item: String, pence: Int)]
    var format: any ReportFormat

    init(prices: [(item: String, pence: Int)], format: any ReportFormat) {
        self.prices = prices
        self.format = format
    }

    func render() -> [String] {
        let total = prices.reduce(0) { $0 + $1.pence }
        let rows = prices.map { format.line("\($0.item): \($0.pence)") }
        return [format.heading("Receipt")] + rows + ["total: \(total)"]
    }
}
