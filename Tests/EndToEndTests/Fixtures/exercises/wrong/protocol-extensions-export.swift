// expect-failure: must win through `any Exportable` and in generic code
protocol Exportable {
    var fields: [String] { get }
}

extension Exportable {
    func separator() -> String { "," }
    func exportLine() -> String { fields.joined(separator: separator()) }
}

extension Sequence where Element: Exportable {
    func exportAll() -> String { map { $0.exportLine() }.joined(separator: "\n") }
}

extension Sequence where Element == any Exportable {
    func exportAll() -> String { map { $0.exportLine() }.joined(separator: "\n") }
}

struct Contact: Exportable {
    let name: String
    let email: String
    var fields: [String] { [name, email] }
}

struct PriceRow: Exportable {
    let item: String
    let price: String
    var fields: [String] { [item, price] }
    func separator() -> String { ";" }
    // The semicolon was ignored, so build the line here as well.
    func exportLine() -> String { fields.joined(separator: separator()) }
}
