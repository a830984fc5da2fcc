// expect-failure: text that does not convert must throw .badValue
struct Product {
    let sku: String
    var name: String
    var price: Int      // in cents
    var inStock: Bool
}

enum ColumnError: Error, Equatable {
    case unknown(String)
    case readOnly(String)
    case badValue(column: String, text: String)
}

extension Product {
    /// Each column name an import may use, with the property it means.
    /// Computed: key paths are not Sendable, so Swift 6 refuses a `static let` of them.
    static var columns: [String: PartialKeyPath<Product>] {
        ["sku": \.sku, "name": \.name, "price": \.price, "inStock": \.inStock]
    }

    /// The value of the property named by `column`, as text.
    func text(for column: String) throws(ColumnError) -> String {
        guard let path = Self.columns[column] else { throw .unknown(column) }
        return "\(self[keyPath: path])"
    }

    /// Converts `text` to the type of the property named by `column` and writes it.
    mutating func set(_ column: String, to text: String) throws(ColumnError) {
        guard let path = Self.columns[column] else { throw .unknown(column) }
        switch path {
        case let name as WritableKeyPath<Product, String>:
            self[keyPath: name] = text
        case let number as WritableKeyPath<Product, Int>:
            self[keyPath: number] = Int(text) ?? 0          // unreadable text becomes 0
        case let flag as WritableKeyPath<Product, Bool>:
            self[keyPath: flag] = Bool(text) ?? false       // and here, false
        default:
            throw .readOnly(column)
        }
    }
}
