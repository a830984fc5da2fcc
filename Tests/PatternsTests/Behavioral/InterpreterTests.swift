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

    // Regression: 5000 nested parentheses overflowed the stack (a segfault) in the parser.
    @Test func theParserRefusesDeepNestingInsteadOfCrashing() throws {
        let limit = ArithmeticParser.maximumNesting
        let deepest = String(repeating: "(", count: limit) + "1" + String(repeating: ")", count: limit)
        #expect(try value(deepest) == 1)
        let tooDeep = "(" + deepest + ")"
        #expect(throws: InterpreterError("too deeply nested at column \(limit + 1): at most \(limit) levels of ( and -")) {
            try ArithmeticParser.parse(tooDeep)
        }
        let minuses = String(repeating: "-", count: limit + 1) + "1"
        #expect(throws: InterpreterError.self) { try ArithmeticParser.parse(minuses) }
        let huge = String(repeating: "(", count: 5000) + "1"
        #expect(throws: InterpreterError.self) { try ArithmeticParser.parse(huge) }
    }

    // Regression: a 10000-term sum parsed, then `tree` printed hundreds of megabytes.
    @Test func theParserRefusesTooLongSentencesAndTheTreeStaysBounded() throws {
        // 100 numbers and 99 plus signs: 199 tokens, just inside the limit.
        let longest = Array(repeating: "1", count: 100).joined(separator: "+")
        #expect(try value(longest) == 100)
        let tooLong = Array(repeating: "1", count: 5000).joined(separator: "+")
        #expect(throws: InterpreterError("the expression is too long: at most 200 numbers, names and symbols")) {
            try ArithmeticParser.parse(tooLong)
        }
        let tall = try ArithmeticParser.parse(longest)
        let drawn = InterpreterDemo.bounded(tall.treeLines())
        #expect(tall.treeLines().count == 199)
        #expect(drawn.count == 24)
        #expect(drawn.allSatisfy { $0.count <= 64 })
        #expect(drawn.last == "… 176 more nodes not drawn")
    }

    @Test func numbersAreFiniteAndShownAsTyped() throws {
        let digits400 = String(repeating: "9", count: 400)
        #expect(throws: InterpreterError.self) { try ArithmeticParser.parse(digits400) }
        #expect(throws: InterpreterError("'99999999999999999999' at column 1 has more than 15 digits: a Double keeps no more")) {
            try ArithmeticParser.parse("99999999999999999999")
        }
        #expect(throws: InterpreterError("'0.0000001' at column 1 has more than 6 decimals")) {
            try ArithmeticParser.parse("0.0000001")
        }
        #expect(try ArithmeticParser.parse("999999999999999 + 1000000000000.25").description
            == "(999999999999999 + 1000000000000.25)")
        #expect(throws: InterpreterError("(999999999999999 * 10) reaches 10^15 or more: too large here")) {
            try value("999999999999999 * 10")
        }
        #expect(throws: InterpreterError.self) { try value("x * x", ["x": 1e300]) }
        let session = DemoSession(InterpreterDemo.self)
        #expect(session.run("set Ω 3").entries.last?.text
            == "a variable name is ASCII letters (a-z) and digits, starting with a letter")
    }

    @Test func numbersPrintWithoutNoise() {
        #expect(ArithmeticNumber.text(14) == "14")
        #expect(ArithmeticNumber.text(-0.5) == "-0.5")
        #expect(ArithmeticNumber.text(1.0 / 3) == "0.333333")
        #expect(ArithmeticNumber.text(1e20) == "100000000000000000000")
        #expect(ArithmeticNumber.text(-0.0000001) == "0")
        #expect(ArithmeticNumber.text(100_000_000_000_000.0 / 3) == "33333333333333.3")
        let session = DemoSession(InterpreterDemo.self)
        #expect(session.run("tree").entries.last?.text == "no expression yet: try eval 2 + 3 * x")
    }
}
