import Localization

/// Key-value coding: reading and writing properties by name, and collection operators.
///
/// Cocoa's `NSObject` answers `value(forKey:)`, `setValue(_:forKey:)` and
/// `value(forKeyPath: "employees.@avg.salary")` by looking up accessors by string through
/// the Objective-C runtime, which Linux does not have. Swift's own tool is the key path
/// (`\Employee.salary`), checked by the compiler. Here a type publishes a dictionary from
/// names to its key paths, so string lookup still works where it is needed (a console, a
/// config file) while every read and write goes through a real key path.
public enum KeyValueCoding {}

extension KeyValueCoding {
    /// Why a key or key path could not be used. Cocoa raises `NSUnknownKeyException`
    /// ("this class is not key value coding-compliant for the key ..."); we throw.
    public enum Failure: Error, Equatable, Sendable {
        case unknownKey(String, type: String, known: [String])
        case readOnly(String)
        case wrongValue(key: String, expected: String, given: String)
        case notACollection(String)
        case plainValue(String, next: String)
        case unknownOperator(String)
        case operatorNeedsKey(String)
        case notNumeric(key: String)
        case nestedWrite(String)
        case emptyKey(path: String)
        case invalidValue(key: String, given: String, rule: String)

        public var message: String {
            switch self {
            case .unknownKey(let key, let type, let known):
                localized("{0} has no key '{1}'; keys: {2}", type, key, known.joined(separator: ", "))
            case .readOnly(let key):
                localized("{0} is read-only: its key path is a KeyPath, not a WritableKeyPath", key)
            case .wrongValue(let key, let expected, let given):
                localized("{0} needs a {1} value, not '{2}'", key, expected, DemoInput.shortened(given))
            case .notACollection(let key):
                localized("{0} is not a collection, so an @operator cannot follow it", key)
            case .plainValue(let key, let next):
                localized("{0} is a plain value with no key '{1}' inside", key, next)
            case .unknownOperator(let name):
                localized("no operator @{0}; use @count, @sum, @avg, @min, @max or @distinctUnionOfObjects", name)
            case .operatorNeedsKey(let name):
                localized("@{0} needs a key after it, e.g. employees.@{0}.salary", name)
            case .notNumeric(let key):
                localized("{0} is not a number, so it cannot be summed or averaged", key)
            case .nestedWrite(let path):
                localized("set takes one key, not the path {0}", DemoInput.shortened(path))
            case .emptyKey(let path):
                localized("'{0}' has an empty key: put one key between each pair of dots", DemoInput.shortened(path))
            case .invalidValue(let key, let given, let rule):
                Rules.message(key: key, given: DemoInput.shortened(given), rule: rule)
            }
        }
    }

    /// The collection operators of `value(forKeyPath:)`.
    public enum CollectionOperator: String, CaseIterable, Sendable {
        case count, sum, avg, min, max, distinctUnionOfObjects
    }

    /// A type a key may hold. A key path only reports its value type at run time, as
    /// `any Any.Type`; a static method on this protocol brings that type back into a generic
    /// context, where `path is WritableKeyPath<Root, Self>` can be asked.
    public protocol Value {}

    /// A type whose properties can be reached by name: "key-value coding compliant".
    public protocol Compliant {
        /// Names to key paths. A `let` property gives a `KeyPath`, a `var` a
        /// `WritableKeyPath`: the difference decides what `setValue` may change.
        static var namedKeyPaths: [String: PartialKeyPath<Self>] { get }

        /// Cocoa's `validateValue(_:forKey:)`: throws when `value` breaks the type's rules
        /// for `key`. The default accepts everything.
        static func validateValue(_ value: Any, forKey key: String) throws(Failure)
    }

    /// The rules the demo's people share, so every write by key (`set`, and `hire`, which
    /// fills a new employee in by key) refuses the same values with the same words.
    public enum Rules {
        /// A sane ceiling: it keeps `@sum` of any realistic staff far from infinity.
        public static let maximumSalary = 1_000_000.0
        public static let maximumNameLength = 24

        /// The rules as a failure names them (in English: the failure is a value tests compare);
        /// `message` turns each into a whole sentence in the interface's language.
        static let salaryRule = "a number from 0 to 1000000"
        static let blankRule = "more than spaces"
        static let lengthRule = "1 to \(maximumNameLength) characters"

        public static func check(salary value: Any, forKey key: String) throws(Failure) {
            guard let salary = value as? Double else { return }
            guard salary.isFinite, (0...maximumSalary).contains(salary) else {
                throw .invalidValue(key: key, given: "\(salary)", rule: salaryRule)
            }
        }

        public static func check(name value: Any, forKey key: String) throws(Failure) {
            guard let name = value as? String else { return }
            if !name.isEmpty, name.allSatisfy(\.isWhitespace) {
                throw .invalidValue(key: key, given: name, rule: blankRule)
            }
            guard (1...maximumNameLength).contains(name.count) else {
                throw .invalidValue(key: key, given: name, rule: lengthRule)
            }
        }

        /// "salary must be a number from 0 to 1000000, not '-1'", one sentence per rule.
        static func message(key: String, given: String, rule: String) -> String {
            switch rule {
            case salaryRule: localized("{0} must be a number from 0 to 1000000, not '{1}'", key, given)
            case blankRule: localized("{0} must be more than spaces, not '{1}'", key, given)
            case lengthRule: localized("{0} must be 1 to {1} characters, not '{2}'", key, maximumNameLength, given)
            default: localized("{0} must be {1}, not '{2}'", key, rule, given)
            }
        }
    }
}

extension KeyValueCoding.Value {
    static func isWritable<Root>(_ path: AnyKeyPath, in _: Root.Type) -> Bool {
        path is WritableKeyPath<Root, Self>
    }
}

extension String: KeyValueCoding.Value {}
extension Int: KeyValueCoding.Value {}
extension Double: KeyValueCoding.Value {}
extension Array: KeyValueCoding.Value where Element: KeyValueCoding.Compliant {}

extension KeyValueCoding.Compliant {
    public typealias Failure = KeyValueCoding.Failure

    public static func validateValue(_ value: Any, forKey key: String) throws(Failure) {}

    public static var keys: [String] { namedKeyPaths.keys.sorted() }

    public static func keyPath(named key: String) throws(Failure) -> PartialKeyPath<Self> {
        guard let path = namedKeyPaths[key] else {
            throw .unknownKey(key, type: String(describing: Self.self), known: keys)
        }
        return path
    }

    /// `value(forKey:)`: the property named `key`.
    public func value(forKey key: String) throws(Failure) -> Any {
        self[keyPath: try Self.keyPath(named: key)]
    }

    /// `setValue(_:forKey:)`. The value's type must be the property's type, which the cast
    /// of the key path to `WritableKeyPath<Self, Value>` checks; a `let` never passes it.
    /// Cocoa leaves calling `validateValue` to the caller, and a forgotten call lets an
    /// invalid value in; here every write is validated, so no path skips the rules.
    public mutating func setValue<Value>(_ value: Value, forKey key: String) throws(Failure) {
        let path = try Self.keyPath(named: key)
        guard type(of: path).valueType == Value.self else {
            throw .wrongValue(key: key, expected: Self.valueTypeName(of: key), given: "\(value)")
        }
        guard let writable = path as? WritableKeyPath<Self, Value> else { throw .readOnly(key) }
        try Self.validateValue(value, forKey: key)
        self[keyPath: writable] = value
    }

    /// Parses `text` as the key's type (any `LosslessStringConvertible`: String, Int,
    /// Double...) and sets it.
    public mutating func setValue(fromText text: String, forKey key: String) throws(Failure) {
        let type = Self.valueType(of: key) ?? String.self
        guard let parsable = type as? any LosslessStringConvertible.Type, let value = parsable.init(text) else {
            throw .wrongValue(key: key, expected: Self.valueTypeName(of: key), given: text)
        }
        do {
            try setValue(value, forKey: key)
        } catch .invalidValue(let key, _, let rule) {
            // Quote the text as typed (`1e309`), not as parsed (`inf`).
            throw .invalidValue(key: key, given: text, rule: rule)
        }
    }

    static func valueType(of key: String) -> Any.Type? {
        namedKeyPaths[key].map { type(of: $0).valueType }
    }

    static func valueTypeName(of key: String) -> String {
        guard let name = valueType(of: key).map({ String(describing: $0) }) else { return "value" }
        // Show `Array<Employee>` the way Swift code spells it: `[Employee]`.
        guard name.hasPrefix("Array<"), name.hasSuffix(">") else { return name }
        return "[" + name.dropFirst("Array<".count).dropLast() + "]"
    }

    /// Whether `key` names a `var` (a `WritableKeyPath`) rather than a `let`.
    public static func isWritable(_ key: String) -> Bool {
        guard let path = namedKeyPaths[key], let value = type(of: path).valueType as? any KeyValueCoding.Value.Type else {
            return false
        }
        return value.isWritable(path, in: Self.self)
    }

    /// `value(forKeyPath:)`: dotted keys, where a key naming a collection may be followed
    /// by an operator (`employees.@avg.salary`) or by a key applied to every element
    /// (`employees.name`).
    public func value(forKeyPath keyPath: String) throws(Failure) -> Any {
        // Empty parts are kept so that `employees..name` is refused rather than read as
        // `employees.name`.
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) || parts == [""] else { throw .emptyKey(path: keyPath) }
        let first = parts.first ?? keyPath
        let value = try value(forKey: first)
        return try KeyValueCoding.resolve(Array(parts.dropFirst()), in: value, reachedBy: first)
    }
}

extension KeyValueCoding {
    /// Follows the rest of a key path from `value`, which `key` reached.
    static func resolve(_ parts: [String], in value: Any, reachedBy key: String) throws(Failure) -> Any {
        guard let next = parts.first else { return value }
        let rest = Array(parts.dropFirst())
        if next.hasPrefix("@") {
            guard let elements = value as? [any Compliant] else { throw .notACollection(key) }
            return try apply(String(next.dropFirst()), to: elements, path: rest)
        }
        if let elements = value as? [any Compliant] {
            let path = parts.joined(separator: ".")
            return try elements.map { element throws(Failure) in try element.value(forKeyPath: path) }
        }
        guard let object = value as? any Compliant else { throw .plainValue(key, next: next) }
        return try object.value(forKeyPath: parts.joined(separator: "."))
    }

    /// Applies `@name` to the values `path` reaches in each element.
    static func apply(_ name: String, to elements: [any Compliant], path: [String]) throws(Failure) -> Any {
        guard let op = CollectionOperator(rawValue: name) else { throw .unknownOperator(name) }
        if op == .count { return elements.count }  // the one operator that needs no key after it
        guard !path.isEmpty else { throw .operatorNeedsKey(name) }
        let key = path.joined(separator: ".")
        let values = try elements.map { element throws(Failure) in try element.value(forKeyPath: key) }
        switch op {
        case .count: return values.count
        case .sum: return try numbers(values, key: key).reduce(0, +)
        case .avg:
            let numbers = try numbers(values, key: key)
            return numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
        case .min: return extreme(values, key: key, largest: false)
        case .max: return extreme(values, key: key, largest: true)
        case .distinctUnionOfObjects: return distinct(values)
        }
    }

    /// Like Cocoa, `@sum` and `@avg` work on doubles whatever the number type.
    static func numbers(_ values: [Any], key: String) throws(Failure) -> [Double] {
        try values.map { value throws(Failure) in
            switch value {
            case let number as Double: number
            case let number as Int: Double(number)
            default: throw .notNumeric(key: key)
            }
        }
    }

    /// `@min` and `@max` compare numbers as numbers and anything else by its text. An empty
    /// collection has neither, which Cocoa reports as nil.
    static func extreme(_ values: [Any], key: String, largest: Bool) -> Any {
        if let numbers = try? numbers(values, key: key) {
            let best = largest ? numbers.max() : numbers.min()
            return best.map { $0 as Any } ?? "nil"
        }
        let texts = values.map { "\($0)" }
        return (largest ? texts.max() : texts.min()) ?? "nil"
    }

    /// `@distinctUnionOfObjects`: each value once. Cocoa gives no order; we keep first
    /// appearance so the result is the same every run.
    static func distinct(_ values: [Any]) -> [String] {
        var seen: Set<String> = []
        return values.map { "\($0)" }.filter { seen.insert($0).inserted }
    }

    /// A value as the console shows it: whole numbers without `.0`, lists in brackets.
    public static func describe(_ value: Any) -> String {
        switch value {
        case let number as Double:
            number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case let list as [Any]: "[" + list.map(describe).joined(separator: ", ") + "]"
        case let object as any Compliant:
            "\(type(of: object)) " + ((try? object.value(forKey: "name")).map { "\($0)" } ?? "")
        default: "\(value)"
        }
    }
}

extension KeyValueCoding {
    public struct Employee: Compliant, Equatable, Sendable {
        public let id: Int
        public var name: String
        public var salary: Double
        public var department: String

        public init(id: Int, name: String, salary: Double, department: String) {
            self.id = id
            self.name = name
            self.salary = salary
            self.department = department
        }

        public static var namedKeyPaths: [String: PartialKeyPath<Employee>] {
            ["id": \.id, "name": \.name, "salary": \.salary, "department": \.department]
        }

        public static func validateValue(_ value: Any, forKey key: String) throws(Failure) {
            switch key {
            case "salary": try Rules.check(salary: value, forKey: key)
            case "name", "department": try Rules.check(name: value, forKey: key)
            default: break
            }
        }
    }

    public struct Manager: Compliant, Sendable {
        public let id: Int
        public var name: String
        public var salary: Double
        public var employees: [Employee]

        public init(id: Int, name: String, salary: Double, employees: [Employee]) {
            self.id = id
            self.name = name
            self.salary = salary
            self.employees = employees
        }

        public static var namedKeyPaths: [String: PartialKeyPath<Manager>] {
            ["id": \.id, "name": \.name, "salary": \.salary, "employees": \.employees]
        }

        public static func validateValue(_ value: Any, forKey key: String) throws(Failure) {
            switch key {
            case "salary": try Rules.check(salary: value, forKey: key)
            case "name": try Rules.check(name: value, forKey: key)
            default: break
            }
        }
    }
}

public final class KeyValueCodingDemo: Demo {
    public static let info = DemoInfo(
        id: "key-value-coding",
        title: "Key-value coding",
        family: .communication,
        summary: """
            A manager and her employees are read and written by key name, as Cocoa's \
            value(forKey:) and setValue(_:forKey:) do, but every access goes through a Swift key \
            path looked up by name. Collection operators such as @avg and @max work over key \
            paths too. Unknown keys and read-only properties give clear errors.
            """,
        commands: [
            DemoCommand("get", "<key.path>", arguments: 1...1, help: "value(forKeyPath:), e.g. employees.@avg.salary"),
            DemoCommand("set", "<key> <value>", arguments: 2...6, help: "setValue(_:forKey:) on the manager"),
            DemoCommand("keys", "[employee]", arguments: 0...1, help: "the named key paths of a manager or employee"),
            DemoCommand("hire", "<name> <salary> <department>", arguments: 3...3, help: "add an employee"),
        ],
        tour: [
            TourStep("keys", "The manager lists her keys, each backed by a Swift key path."),
            TourStep("get name", "value(forKey:) reads through \\Manager.name."),
            TourStep("set name Anna", "setValue(_:forKey:) writes through a WritableKeyPath."),
            TourStep("get employees.name", "A key after a collection is applied to each element."),
            TourStep("get employees.@avg.salary", "@avg: Cocoa's one-line average, here over \\Employee.salary."),
            TourStep("get employees.@distinctUnionOfObjects.department", "Each department once."),
            TourStep("hire Dan 5100 Sales", "Add an employee..."),
            TourStep("get employees.@max.salary", "...and the operators see the new data."),
        ])

    private var manager = KeyValueCoding.Manager(id: 1, name: "Oleg", salary: 6000, employees: [
        .init(id: 2, name: "Ivan", salary: 4200, department: "Sales"),
        .init(id: 3, name: "Maria", salary: 4800, department: "Support"),
        .init(id: 4, name: "Olga", salary: 3900, department: "Sales"),
    ])

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        do {
            switch input.name {
            case "get": return try get(input.words[0])
            case "set": return try set(input.words[0], to: input.text(from: 1))
            case "keys": return try keys(input.word(0))
            case "hire": return try hire(input)
            default: throw DemoError(localized("key-value-coding has no command {0}", input.name))
            }
        } catch let failure as KeyValueCoding.Failure {
            throw DemoError(failure.message)
        } catch let error as DemoError {
            throw error
        } catch {
            throw DemoError("\(error)")
        }
    }

    private func get(_ path: String) throws -> [String] {
        guard path.contains(".") else {
            let value = try manager.value(forKey: path)
            return ["value(forKey: \"\(path)\")", "  = \(KeyValueCoding.describe(value))"]
        }
        let value = try manager.value(forKeyPath: path)
        return ["value(forKeyPath: \"\(path)\")", "  = \(KeyValueCoding.describe(value))"]
    }

    private func set(_ key: String, to text: String) throws -> [String] {
        guard !key.contains(".") else { throw KeyValueCoding.Failure.nestedWrite(key) }
        try manager.setValue(fromText: text, forKey: key)
        let type = KeyValueCoding.Manager.valueTypeName(of: key)
        return ["setValue(\(text), forKey: \"\(key)\")",
                "  " + localized("wrote through WritableKeyPath<Manager, {0}>", type)]
    }

    private func keys(_ which: String?) throws -> [String] {
        switch which?.lowercased() {
        case nil, "manager": return Self.keyLines(KeyValueCoding.Manager.self)
        case "employee": return Self.keyLines(KeyValueCoding.Employee.self)
        default: throw DemoError(localized("keys of what? use: keys, or keys employee"))
        }
    }

    private static func keyLines<Root: KeyValueCoding.Compliant>(_ root: Root.Type) -> [String] {
        let name = String(describing: root)
        return root.keys.map { key in
            let access = root.isWritable(key) ? "var" : "let"
            return "\(access) \(key): \(root.valueTypeName(of: key))  \\\(name).\(key)"
        }
    }

    /// Fills the new employee in through `setValue(fromText:forKey:)`, so hiring obeys
    /// exactly the rules `set` does.
    private func hire(_ input: DemoInput) throws -> [String] {
        let id = (manager.employees.map(\.id).max() ?? manager.id) + 1
        var employee = KeyValueCoding.Employee(id: id, name: "", salary: 0, department: "")
        try employee.setValue(fromText: input.words[0], forKey: "name")
        try employee.setValue(fromText: input.words[1], forKey: "salary")
        try employee.setValue(fromText: input.words[2], forKey: "department")
        manager.employees.append(employee)
        return [localized("hired {0} (id {1}); employees: {2}", employee.name, id, manager.employees.count)]
    }

    public var statePanel: [String] {
        var lines = ["Manager #\(manager.id) \(DemoText.cut(manager.name, to: 20))",
                     "  salary \(KeyValueCoding.describe(manager.salary))",
                     "  employees:"]
        for employee in manager.employees.prefix(10) {
            let salary = KeyValueCoding.describe(employee.salary)
            lines.append("    \(DemoText.cut(employee.name, to: 12)) \(salary) \(DemoText.cut(employee.department, to: 12))")
        }
        if manager.employees.count > 10 { lines.append("    " + localized("... and {0} more", manager.employees.count - 10)) }
        return lines
    }
}
