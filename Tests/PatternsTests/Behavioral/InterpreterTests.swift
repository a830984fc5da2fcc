@testable import Patterns
import Testing

@Suite struct InterpreterTests {
    private func value(_ text: String, _ variables: [String: Double] = [:]) throws -> Double {
        try ArithmeticParser.parse(text).evaluate(variables)
    }

    @Test(arguments: [
        ("2 + 3 * 4", 14.0), ("(2 + 3) * 4", 20), ("10 - 4 - 3", 3), ("8 / 4 / 2", 1),
        ("-2 * 3", -6), ("2 * -(1 + 2)", -6), ("2+3*4", 14), ("1.5 * 2", 3), ("((7))", 7),
    ])
    func evaluatesWithPrecedenceAndParentheses(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test func theTreeShowsTheGrammarsGrouping() throws {
        #expect(try ArithmeticParser.parse("2 + 3 * x").description == "(2 + (3 * x))")
        #expect(try ArithmeticParser.parse("10 - 4 - 3").description == "((10 - 4) - 3)")
        #expect(try ArithmeticParser.parse("2 + 3 * x").treeLines() == ["+", "├─ 2", "└─ *", "   ├─ 3", "   └─ x"])
    }

    @Test func variablesComeFromTheContext() throws {
        #expect(try value("2 + 3 * x", ["x": 4]) == 14)
        #expect(try value("2 + 3 * x", ["x": 10]) == 32)
        #expect(throws: InterpreterError("y has no value: set it first")) { try value("y + 1") }
    }

    @Test(arguments: [
        ("2 +", "the expression ends too early: a number or name is missing"),
        ("(2", "'(' at column 1 is never closed"),
        ("2 3", "unexpected '3' at column 3"),
        ("2 $ 3", "'$' at column 3 is not part of the grammar"),
        ("", "there is nothing to evaluate"),
        ("* 2", "expected a number or name at column 1, found '*'"),
        ("1.2.3", "'1.2.3' at column 1 is not a number"),
        ("4 / (2 - 2)", "division by zero"),
    ])
    func rejectsMalformedInputClearly(text: String, message: String) {
        #expect(throws: InterpreterError(message)) { try value(text) }
    }

    @Test func numbersPrintWithoutNoise() {
        #expect(ArithmeticNumber.text(14) == "14")
        #expect(ArithmeticNumber.text(-0.5) == "-0.5")
        #expect(ArithmeticNumber.text(1.0 / 3) == "0.333333")
        let session = DemoSession(InterpreterDemo.self)
        #expect(session.run("tree").entries.last?.text == "no expression yet: try eval 2 + 3 * x")
    }
}
