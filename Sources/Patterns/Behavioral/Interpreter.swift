import Foundation
import Localization

// Interpreter: each rule of a small grammar becomes a node type, and a sentence becomes a
// tree of nodes that evaluates itself against a context (here, the variables). The grammar:
//
//     expression := term (("+" | "-") term)*
//     term       := factor (("*" | "/") factor)*
//     factor     := number | name | "(" expression ")" | "-" factor
//
// One function per rule (a recursive-descent parser) gives precedence for free: `*` binds
// tighter than `+` because terms are built below expressions.
//
// Recursion has a price: every "(" or "-" costs the parser (and later the tree's own
// recursive methods) stack frames, so the parser refuses sentences too long or too deeply
// nested instead of crashing on them. Numbers stay below 10^15, where a Double still holds
// every whole number exactly, so what is shown is what was typed.

/// The syntax tree. `indirect` lets a node hold nodes.
public indirect enum ArithmeticExpression: Equatable, Sendable, CustomStringConvertible {
    case number(Double)
    case variable(String)
    case negate(ArithmeticExpression)
    case binary(ArithmeticOperator, ArithmeticExpression, ArithmeticExpression)

    /// Interpreting: each node evaluates its children and combines them. Every value on the
    /// way must stay inside ±`ArithmeticNumber.limit`, so no result is ever inf or rounded.
    public func evaluate(_ variables: [String: Double]) throws(InterpreterError) -> Double {
        let value: Double
        switch self {
        case .number(let number): value = number
        case .variable(let name):
            guard let number = variables[name] else { throw InterpreterError(localized("{0} has no value: set it first", name)) }
            value = number
        case .negate(let operand): value = try -operand.evaluate(variables)
        case .binary(let op, let left, let right):
            value = try op.apply(left.evaluate(variables), right.evaluate(variables))
        }
        guard ArithmeticNumber.isInRange(value) else {
            throw InterpreterError(localized("{0} reaches {1} or more: too large here", DemoInput.shortened(description),
                                             ArithmeticNumber.limitText))
        }
        return value
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
            guard right != 0 else { throw InterpreterError(localized("division by zero")) }
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

    /// At most this many numbers, names and symbols in one sentence.
    public static let maximumTokens = 200
    /// At most this many "(" and "-" inside each other.
    public static let maximumNesting = 64

    private let tokens: [(token: Token, column: Int)]
    private var index = 0
    private var nesting = 0

    public static func parse(_ text: String) throws(InterpreterError) -> ArithmeticExpression {
        var parser = try ArithmeticParser(text)
        guard !parser.tokens.isEmpty else { throw InterpreterError(localized("there is nothing to evaluate")) }
        let expression = try parser.expression()
        if let extra = parser.current {
            throw InterpreterError(localized("unexpected {0} at column {1}", extra.token.shown, extra.column))
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
        // Stops as soon as the sentence is known to be too long, however long the text.
        while position < characters.count, tokens.count <= maximumTokens {
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
                let shown = DemoInput.shortened(literal)
                guard let value = Double(literal) else {
                    throw InterpreterError(localized("'{0}' at column {1} is not a number", shown, start + 1))
                }
                // Six decimals and 15 digits are what `text` shows and a Double keeps: a literal
                // within them is always shown as typed.
                guard literal.drop(while: { $0 != "." }).dropFirst().count <= 6 else {
                    throw InterpreterError(localized("'{0}' at column {1} has more than 6 decimals", shown, start + 1))
                }
                guard ArithmeticNumber.significantDigits(of: literal) <= ArithmeticNumber.significantDigits else {
                    throw InterpreterError(localized("'{0}' at column {1} has more than 15 digits: a Double keeps no more",
                                                     shown, start + 1))
                }
                guard ArithmeticNumber.isInRange(value) else {
                    let limit = ArithmeticNumber.limitText
                    throw InterpreterError(localized("'{0}' at column {1} is too large: numbers stay below {2}",
                                                     shown, start + 1, limit))
                }
                tokens.append((.number(value), start + 1))
            } else if character.isASCII, character.isLetter {
                while position < characters.count, characters[position].isASCII,
                      characters[position].isLetter || characters[position].isNumber { position += 1 }
                tokens.append((.name(String(characters[start..<position])), start + 1))
            } else {
                throw InterpreterError(localized("'{0}' at column {1} is not part of the grammar", character, start + 1))
            }
        }
        guard tokens.count <= maximumTokens else {
            throw InterpreterError(localized("the expression is too long: at most {0} numbers, names and symbols", maximumTokens))
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
            throw InterpreterError(localized("the expression ends too early: a number or name is missing"))
        }
        index += 1
        switch token {
        case .number(let value): return .number(value)
        case .name(let name): return .variable(name)
        case .symbol("-"):
            try nest(at: column)
            defer { nesting -= 1 }
            return .negate(try factor())
        case .symbol("("):
            try nest(at: column)
            defer { nesting -= 1 }
            let inner = try expression()
            guard case .symbol(")")? = current?.token else {
                throw InterpreterError(localized("'(' at column {0} is never closed", column))
            }
            index += 1
            return inner
        case .symbol: throw InterpreterError(localized("expected a number or name at column {0}, found {1}", column, token.shown))
        }
    }

    /// One level deeper; refused past `maximumNesting`, before the recursion gets deep.
    private mutating func nest(at column: Int) throws(InterpreterError) {
        guard nesting < Self.maximumNesting else {
            throw InterpreterError(localized("too deeply nested at column {0}: at most {1} levels of ( and -",
                                             column, Self.maximumNesting))
        }
        nesting += 1
    }
}

public enum ArithmeticNumber {
    /// Values stay strictly inside ±10^15: below it a Double holds every whole number exactly.
    public static let limit = 1e15
    static let limitText = "10^15"
    /// A Double keeps 15 significant decimal digits exactly; a literal may not ask for more.
    static let significantDigits = 15

    public static func isInRange(_ value: Double) -> Bool { value.isFinite && abs(value) < limit }

    /// Plain decimal, never "1e+20": whole numbers without ".0", others with at most six
    /// decimals and 15 significant digits in all, so a literal the parser accepted prints
    /// exactly as typed (minus trailing zeros).
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "not a number" : (value < 0 ? "-infinity" : "infinity") }
        let wholeDigits = String(format: "%.0f", abs(value).rounded(.down)).count
        let decimals = min(6, max(0, significantDigits - wholeDigits))
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Digits that carry information: leading zeros (and the point) do not count.
    static func significantDigits(of literal: String) -> Int {
        literal.filter(\.isNumber).drop { $0 == "0" }.count
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
            guard let last else { throw DemoError(localized("no expression yet: try eval 2 + 3 * x")) }
            return Self.bounded(last.treeLines())
        default: throw DemoError(localized("interpreter has no command {0}", input.name))
        }
    }

    private func eval(_ text: String) throws(DemoError) -> [String] {
        do {
            let expression = try ArithmeticParser.parse(text)
            last = expression
            let value = try expression.evaluate(variables)
            return [DemoText.cut(localized("parsed as {0}", expression), to: 64),
                    localized("evaluates to {0}", ArithmeticNumber.text(value))]
        } catch {
            throw DemoError(error.message)
        }
    }

    /// The tree of a long sentence is tall and wide: show its top, each line cut to fit.
    static func bounded(_ lines: [String], maximum: Int = 24) -> [String] {
        let shown = lines.count > maximum ? Array(lines.prefix(maximum - 1)) : lines
        let rest = lines.count - shown.count
        return shown.map { DemoText.cut($0, to: 64) }
            + (rest > 0 ? [localized(count: rest, one: "… {0} more node not drawn", other: "… {0} more nodes not drawn")] : [])
    }

    private func set(_ input: DemoInput) throws(DemoError) -> [String] {
        let name = input.words[0]
        // ASCII only, because the tokenizer reads names that way: a name `set` accepted
        // must be one `eval` can read back.
        guard let first = name.first, first.isASCII, first.isLetter,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw DemoError(localized("a variable name is ASCII letters (a-z) and digits, starting with a letter"))
        }
        let value = try input.number(1, named: localized("the value"))
        guard ArithmeticNumber.isInRange(value) else {
            throw DemoError(localized("the value must stay below {0} either way", ArithmeticNumber.limitText))
        }
        variables[name] = value
        return [localized("context: {0} = {1}", name, ArithmeticNumber.text(value))]
    }

    public var statePanel: [String] {
        let context = variables.keys.sorted().map { "\($0) = \(ArithmeticNumber.text(variables[$0] ?? 0))" }
        return [localized("context: {0}", context.isEmpty ? localized("no variables") : context.joined(separator: ", ")),
                localized("last tree: {0}", last.map { "\($0)" } ?? localized("none"))].map { DemoText.cut($0) }
    }
}
