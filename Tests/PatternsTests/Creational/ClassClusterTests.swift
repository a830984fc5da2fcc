@testable import Patterns
import Testing

@Suite struct ClassClusterTests {
    @Test(arguments: [
        ("42", ExactNumber.Representation.smallInteger),
        ("-9223372036854775808", .smallInteger),
        ("9223372036854775808", .bigInteger),
        ("-123456789012345678901234567890", .bigInteger),
        ("3.14", .decimal),
        ("2.0", .smallInteger),
        ("0.50", .decimal),
    ])
    func theInputChoosesThePrivateStorage(text: String, expected: ExactNumber.Representation) throws {
        #expect(try ExactNumber(text).representation == expected)
    }

    @Test func everyStorageReadsBackTheSameValue() throws {
        #expect(try ExactNumber("42").description == "42")
        #expect(try ExactNumber("-007").description == "-7")
        #expect(try ExactNumber("123456789012345678901234567890").description == "123456789012345678901234567890")
        #expect(try ExactNumber("-1000000000000000000000").description == "-1000000000000000000000")
        #expect(try ExactNumber("0.50").description == "0.5")
        #expect(try ExactNumber("2.0") == ExactNumber(2))
    }

    @Test func arithmeticMovesBetweenStoragesWithoutLosingAnything() throws {
        let overflowed = ExactNumber(Int.max) + ExactNumber(1)
        #expect(overflowed.representation == .bigInteger)
        #expect(overflowed == (try ExactNumber("9223372036854775808")))
        let back = overflowed + ExactNumber(-1)
        #expect(back.representation == .smallInteger)
        #expect(back == ExactNumber(Int.max))
        let half = try ExactNumber("0.5")
        #expect((half + half).representation == .smallInteger)
        #expect((half + ExactNumber(1)).description == "1.5")
        let mixedSigns = try ExactNumber("-100000000000000000000") + ExactNumber("100000000000000000001")
        #expect(mixedSigns == ExactNumber(1) && mixedSigns.representation == .smallInteger)
    }

    @Test func theSameOperationsAgreeWhateverTheStorage() throws {
        let samples = [ExactNumber(7), ExactNumber(-3), try ExactNumber("98765432109876543210987"),
                       try ExactNumber("-4000000000000000000000"), try ExactNumber("2.25")]
        for number in samples {
            #expect(number * ExactNumber(3) == number + number + number, "\(number)")
            #expect(number * ExactNumber(0) == ExactNumber(0), "\(number)")
            #expect(number + ExactNumber(0) == number, "\(number)")
        }
    }

    /// Foundation's Decimal would round these to 38 digits; the cluster must not lose any.
    @Test func decimalsMixedWithBigIntegersKeepEveryDigit() throws {
        let nines = String(repeating: "9", count: 45)
        let sum = try ExactNumber("0.1") + ExactNumber(nines)
        #expect(sum.description == nines + ".1")
        #expect(sum.representation == .decimal)
        let half = try ExactNumber("0.5") * ExactNumber(nines)
        #expect(half.description == "4" + String(repeating: "9", count: 44) + ".5")
        #expect(half.representation == .decimal)
        let big = try ExactNumber("12345678901234567890.5")
        let square = big * big
        #expect(square.description == "152415787532388367514250878776253619990.25")
        #expect(square.representation == .decimal)
    }

    @Test func longDecimalsAgreeWithIntegerArithmetic() throws {
        // (n + 0.1) × 10 must equal 10n + 1, whatever the length of n.
        for length in [3, 18, 19, 40, 58] {
            let digits = String(repeating: "7", count: length)
            let tenth = try ExactNumber(digits + ".1")
            let whole = try ExactNumber(digits), oneTenth = try ExactNumber("0.1")
            let tenTimes = try ExactNumber(digits + "1"), negative = try ExactNumber("-" + digits + ".1")
            #expect(tenth == whole + oneTenth, "\(length)")
            #expect(tenth * ExactNumber(10) == tenTimes, "\(length)")
            #expect((tenth * ExactNumber(10)).representation != .decimal, "\(length)")
            #expect(tenth * ExactNumber(-1) == negative, "\(length)")
        }
        let (quarter, twentieth, half) = (try ExactNumber("-0.25"), try ExactNumber("0.05"), try ExactNumber("0.5"))
        #expect(quarter.description == "-0.25")
        #expect((twentieth * half).description == "0.025")
        #expect(half * ExactNumber(-1) + half == ExactNumber(0))
    }

    @Test func demoShowsTheWholeLongResult() {
        let session = DemoSession(ClassClusterDemo.self)
        let nines = String(repeating: "9", count: 45)
        let outcome = session.run("add 0.1 \(nines)")
        #expect(outcome.succeeded)
        let text = outcome.entries.map(\.text)
        #expect(text.contains("  " + nines + ".1"))
        #expect(text.contains("result: DecimalNumber"))
        #expect(text.allSatisfy { $0.count <= 64 })
    }

    @Test func factorialsGrowPastIntIntoBigIntegers() {
        var product = ExactNumber(1)
        for factor in 1...25 { product = product * ExactNumber(factor) }
        #expect(product.representation == .bigInteger)
        #expect(product.description == "15511210043330985984000000")
    }

    @Test(arguments: ["abc", "", "-", "1.2.3", "1e5", "+4", "3.", ".5"])
    func nonsenseIsRefused(text: String) {
        #expect(throws: ExactNumberError.notANumber(text)) { try ExactNumber(text) }
    }

    @Test func demoLimitsTheFactorial() {
        let session = DemoSession(ClassClusterDemo.self)
        let outcome = session.run("factorial 61")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "n must be between 0 and 60")
    }
}
