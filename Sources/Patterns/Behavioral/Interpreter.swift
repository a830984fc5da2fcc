// Interpreter: each rule of a small grammar becomes a node type, and a sentence becomes a
// tree of nodes that evaluates itself against a context (here, the variables). The grammar:
//
//     expression := term (("+" | "-") term)*
//     term       := factor (("*" | "/") factor)*
//     factor     := number | name | "(" expression ")" | "-" factor
//
// One function per rule (a recursive-descent parser) gives precedence for free: `*` binds
// tighter than `+` because terms are built below expressions.

/// The syntax tree. `indirect` lets a node hold nodes.
public indirect enum ArithmeticExpression: Equatable, Sendable, CustomStringConvertible {
    case number(Double)
    case variable(String)
    case negate(ArithmeticExpression)
    case binary(ArithmeticOperator, ArithmeticExpression, ArithmeticExpression)

    /// Interpreting: each node evaluates its children and combines them.
    public func evaluate(_ variables: [String: Double]) throws(InterpreterError) -> Double {
        switch self {
        case .number(let value): return value
        case .variable(let name):
            guard let value = variables[name] else { throw InterpreterError("\(name) has no value: set it first") }
            return value
        case .negate(let operand): return try -operand.evaluate(variables)
        case .binary(let op, let left, let right):
            return try op.apply(left.evaluate(variables), right.evaluate(variables))
        }
    }

    /// Fully parenthesised, so the tree's shape shows: `(2 + (3 * x))`.
    public var description: String {
        switch self {
        case .number(let value): ArithmeticNumber.text(value)
        case .variable(let name): name
        // A double negation keeps its parentheses: "--3" would read as a different operator.
        case .negate(let operand): if case .negate = operand { "-(\(operand))" } else { "-\(operand)" }
        case .binary(let op, let left, let right): "(\(left) \(op.rawValue) \(right))"
        }
    }

    /// The tree drawn one node per line.
    public func treeLines(prefix: String = "", childPrefix: String = "") -> [String] {
        switch self {
        case .number, .variable: return [prefix + description]
        case .negate(let operand):
            return [prefix + "negate"] + operand.treeLines(prefix: childPrefix + "└─ ", childPrefix: childPrefix + "   ")
        case .binary(let op, let left, let right):
            return [prefix + op.rawValue]
                + left.treeLines(prefix: childPrefix + "├─ ", childPrefix: childPrefix + "│  ")
                + right.treeLines(prefix: childPrefix + "└─ ", childPrefix: childPrefix + "   ")
        }
    }
}

public enum ArithmeticOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"

    func apply(_ left: Double, _ right: Double) throws(InterpreterError) -> Double {
        switch self {
        case .add: return left + right
        case .subtract: return left - right
        case .multiply: return left * right
        case .divide:
            guard right != 0 else { throw InterpreterError("division by zero") }
            return left / right
        }
    }
}

public struct InterpreterError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// Turns text into a tree, or explains where the text breaks the grammar.
public struct ArithmeticParser {
    private enum Token: Equatable {
        case number(Double), name(String), symbol(Character)

        /// How an error message quotes the token.
        var shown: String {
            switch self {
            case .number(let value): "'\(ArithmeticNumber.text(value))'"
            case .name(let name): "'\(name)'"
            case .symbol(let symbol): "'\(symbol)'"
            }
        }
    }

    private let tokens: [(token: Token, column: Int)]
    private var index = 0

    public static func parse(_ text: String) throws(InterpreterError) -> ArithmeticExpression {
        var parser = try ArithmeticParser(text)
        guard !parser.tokens.isEmpty else { throw InterpreterError("there is nothing to evaluate") }
        let expression = try parser.expression()
        if let extra = parser.current {
            throw InterpreterError("unexpected \(extra.token.shown) at column \(extra.column)")
        }
        return expression
    }

    private init(_ text: String) throws(InterpreterError) {
        tokens = try Self.tokenize(text)
    }

    private static func tokenize(_ text: String) throws(InterpreterError) -> [(token: Token, column: Int)] {
        var tokens: [(token: Token, column: Int)] = []
        let characters = Array(text)
        var position = 0
        while position < characters.count {
            let character = characters[position]
            let start = position
            if character.isWhitespace {
                position += 1
            } else if "+-*/()".contains(character) {
                tokens.append((.symbol(character), start + 1))
                position += 1
            } else if character.isASCII, character.isNumber || character == "." {
                while position < characters.count, characters[position].isASCII,
                      characters[position].isNumber || characters[position] == "." { position += 1 }
                let literal = String(characters[start..<position])
                guard let value = Double(literal) else { throw InterpreterError("'\(literal)' at column \(start + 1) is not a number") }
                tokens.append((.number(value), start + 1))
            } else if character.isASCII, character.isLetter {
                while position < characters.count, characters[position].isASCII,
                      characters[position].isLetter || characters[position].isNumber { position += 1 }
                tokens.append((.name(String(characters[start..<position])), start + 1))
            } else {
                throw InterpreterError("'\(character)' at column \(start + 1) is not part of the grammar")
            }
        }
        return tokens
    }

    private var current: (token: Token, column: Int)? { index < tokens.count ? tokens[index] : nil }

    private mutating func take(_ symbols: String) -> ArithmeticOperator? {
        guard case .symbol(let symbol)? = current?.token, symbols.contains(symbol) else { return nil }
        index += 1
        return ArithmeticOperator(rawValue: String(symbol))
    }

    // expression := term (("+" | "-") term)*  — a loop, so 10 - 4 - 3 groups to the left.
    private mutating func expression() throws(InterpreterError) -> ArithmeticExpression {
        var result = try term()
        while let op = take("+-") { result = .binary(op, result, try term()) }
        return result
    }

    // term := factor (("*" | "/") factor)*
    private mutating func term() throws(InterpreterError) -> ArithmeticExpression {
        var result = try factor()
        while let op = take("*/") { result = .binary(op, result, try factor()) }
        return result
    }

    // factor := number | name | "(" expression ")" | "-" factor
    private mutating func factor() throws(InterpreterError) -> ArithmeticExpression {
        guard let (token, column) = current.map({ ($0.token, $0.column) }) else {
            throw InterpreterError("the expression ends too early: a number or name is missing")
        }
        index += 1
        switch token {
        case .number(let value): return .number(value)
        case .name(let name): return .variable(name)
        case .symbol("-"): return .negate(try factor())
        case .symbol("("):
            let inner = try expression()
            guard case .symbol(")")? = current?.token else {
                throw InterpreterError("'(' at column \(column) is never closed")
            }
            index += 1
            return inner
        case .symbol: throw InterpreterError("expected a number or name at column \(column), found \(token.shown)")
        }
    }
}

enum ArithmeticNumber {
    /// Whole numbers without ".0", others rounded to six decimals; huge values as Swift prints them.
    static func text(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
        let micros = Int((abs(value) * 1_000_000).rounded())
        let sign = value < 0 && micros > 0 ? "-" : ""
        guard micros % 1_000_000 != 0 else { return sign + String(micros / 1_000_000) }
        var digits = String(micros % 1_000_000)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(micros / 1_000_000).\(digits)"
    }
}

public final class InterpreterDemo: Demo {
    public static let info = DemoInfo(
        id: "interpreter",
        title: "Interpreter",
        family: .behavioral,
        summary: """
            A tiny grammar of arithmetic with variables. `eval` parses a sentence into a \
            tree with one node per rule, then the tree evaluates itself against the \
            variables. Precedence comes from the grammar: * sits below + in the tree.
            """,
        commands: [
            DemoCommand("eval", "<expression>", arguments: 1...40, help: "parse and evaluate, e.g. eval 2 + 3 * x"),
            DemoCommand("set", "<name> <number>", arguments: 2...2, help: "give a variable a value"),
            DemoCommand("tree", help: "draw the tree of the last expression"),
        ],
        tour: [
            TourStep("eval 2 + 3 * 4", "* binds tighter than +: the grammar builds 3 * 4 first."),
            TourStep("tree", "The tree shows it: * is a child of +, so it is evaluated first."),
            TourStep("eval (2 + 3) * 4", "Parentheses start a new expression lower in the tree."),
            TourStep("set x 4", "The context: variables the tree looks up while evaluating."),
            TourStep("eval 2 + 3 * x", "A name node reads its value from the context."),
            TourStep("set x 10", "Change the context..."),
            TourStep("eval 2 + 3 * x", "...and the same sentence means something else."),
        ])

    private var variables: [String: Double] = [:]
    private var last: ArithmeticExpression?

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "eval": return try eval(input.text())
        case "set": return try set(input)
        case "tree":
            guard let last else { throw DemoError("no expression yet: try eval 2 + 3 * x") }
            return last.treeLines()
        default: throw DemoError("interpreter has no command \(input.name)")
        }
    }

    private func eval(_ text: String) throws(DemoError) -> [String] {
        do {
            let expression = try ArithmeticParser.parse(text)
            last = expression
            let value = try expression.evaluate(variables)
            return ["parsed as \(expression)", "evaluates to \(ArithmeticNumber.text(value))"]
        } catch {
            throw DemoError(error.message)
        }
    }

    private func set(_ input: DemoInput) throws(DemoError) -> [String] {
        let name = input.words[0]
        guard let first = name.first, first.isASCII, first.isLetter,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw DemoError("a variable name is letters and digits, starting with a letter")
        }
        let value = try input.number(1, named: "the value")
        guard value.isFinite else { throw DemoError("the value must be a finite number") }
        variables[name] = value
        return ["context: \(name) = \(ArithmeticNumber.text(value))"]
    }

    public var statePanel: [String] {
        let context = variables.keys.sorted().map { "\($0) = \(ArithmeticNumber.text(variables[$0] ?? 0))" }
        return ["context: " + (context.isEmpty ? "no variables" : context.joined(separator: ", ")),
                "last tree: " + (last.map { "\($0)" } ?? "none")]
    }
}
