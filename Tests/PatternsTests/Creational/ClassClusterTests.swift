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
