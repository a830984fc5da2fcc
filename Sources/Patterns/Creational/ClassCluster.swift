import Localization

// Class cluster: one public type in front of several private implementations; the input
// decides which one does the work, and callers only ever see the public type. Cocoa's
// NSNumber, NSString, NSArray and NSData are clusters.
//
// The source catalogues claim a class cluster "can only be implemented in Objective-C", because a
// Swift `init` cannot return an instance of another class. The idea does not need that
// trick: a public type can hold a private implementation that its own initializer picks
// (Swift's own String, Array and Data choose their storage this way), or a static factory
// method can return private subclasses of a public class. `ExactNumber` does the former.
//
// The decimal storage is not Foundation's Decimal: that keeps 38 significant digits and
// quietly rounds the rest away (0.1 + 45 nines came out as a whole BigInteger). An
// "exact" number must not do that, so a decimal here is a BigInteger of its digits plus
// how many of them follow the point, exact at any length.

/// An exact number that picks the cheapest storage able to hold its value: one `Int`, an
/// arbitrarily long integer, or an exact decimal. Results of arithmetic are re-chosen too.
public struct ExactNumber: Sendable, Equatable, CustomStringConvertible {
    /// Which private implementation holds the value: for teaching and tests only; nothing
    /// else in the public interface depends on it.
    public enum Representation: String, Sendable {
        case smallInteger = "SmallInteger"
        case bigInteger = "BigInteger"
        case decimal = "DecimalNumber"
    }

    private let storage: any NumberStorage

    public init(_ value: Int) {
        self.init(storage: SmallInteger(value: value))
    }

    /// Reads `-12`, `123456789012345678901234567890` or `3.14`.
    public init(_ text: String) throws(ExactNumberError) {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitOnly) }) else {
            throw .notANumber(text)
        }
        let integer = BigInteger(decimalDigits: parts.joined()) ?? BigInteger(0)
        let places = parts.count == 2 ? parts[1].count : 0
        self.init(significand: text.hasPrefix("-") ? integer.negated : integer, places: places)
    }

    private init(storage: any NumberStorage) {
        self.storage = storage
    }

    private init(choosingFor integer: BigInteger) {
        self.init(storage: integer.intValue.map { SmallInteger(value: $0) } ?? integer)
    }

    /// `significand / 10^places`. Zeros after the point are dropped first, so a whole
    /// value goes back to an integer storage: the value decides, not the spelling.
    private init(significand: BigInteger, places: Int) {
        var (digits, places) = (significand, places)
        while places > 0, let shorter = digits.droppingTrailingZero() {
            digits = shorter
            places -= 1
        }
        if places == 0 {
            self.init(choosingFor: digits)
        } else {
            self.init(storage: DecimalNumber(significand: digits, places: places))
        }
    }

    public var representation: Representation { storage.representation }
    public var description: String { storage.text }

    public static func == (lhs: ExactNumber, rhs: ExactNumber) -> Bool {
        lhs.description == rhs.description
    }

    public static func + (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber {
        if let a = lhs.storage.smallValue, let b = rhs.storage.smallValue {
            let (sum, overflow) = a.addingReportingOverflow(b)
            if !overflow { return ExactNumber(sum) }
        }
        if let a = lhs.storage.integerValue, let b = rhs.storage.integerValue {
            return ExactNumber(choosingFor: a + b)
        }
        // Line the points up: 0.1 + 999 is 1 + 9990 tenths.
        let (a, p) = lhs.storage.scaled, (b, q) = rhs.storage.scaled
        let places = max(p, q)
        return ExactNumber(significand: a.timesPowerOfTen(places - p) + b.timesPowerOfTen(places - q), places: places)
    }

    public static func * (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber {
        if let a = lhs.storage.smallValue, let b = rhs.storage.smallValue {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            if !overflow { return ExactNumber(product) }
        }
        if let a = lhs.storage.integerValue, let b = rhs.storage.integerValue {
            return ExactNumber(choosingFor: a * b)
        }
        // 0.5 × 0.25 is 5 × 25 with 1 + 2 places after the point: 0.125.
        let (a, p) = lhs.storage.scaled, (b, q) = rhs.storage.scaled
        return ExactNumber(significand: a * b, places: p + q)
    }
}

public enum ExactNumberError: Error, Equatable, CustomStringConvertible {
    case notANumber(String)

    public var description: String {
        switch self {
        case .notANumber(let text): localized("'{0}' is not a number like 42, -7 or 3.14", text)
        }
    }
}

// MARK: - The private implementations

/// What every implementation offers the public type. Conversions go one way, towards the
/// roomier storage, so arithmetic can meet in the smallest storage both sides fit.
private protocol NumberStorage: Sendable {
    var representation: ExactNumber.Representation { get }
    var text: String { get }
    var smallValue: Int? { get }
    var integerValue: BigInteger? { get }
    /// The value as `significand / 10^places`, the form every storage can give exactly.
    var scaled: (significand: BigInteger, places: Int) { get }
}

private struct SmallInteger: NumberStorage {
    let value: Int
    var representation: ExactNumber.Representation { .smallInteger }
    var text: String { String(value) }
    var smallValue: Int? { value }
    var integerValue: BigInteger? { BigInteger(value) }
    var scaled: (significand: BigInteger, places: Int) { (BigInteger(value), 0) }
}

/// A number with digits after the point, exactly: 3.14 is significand 314 with 2 places.
/// The cluster only picks it with at least one place and no trailing zero after the point.
private struct DecimalNumber: NumberStorage {
    let significand: BigInteger
    let places: Int

    var representation: ExactNumber.Representation { .decimal }
    var smallValue: Int? { nil }
    var integerValue: BigInteger? { nil }
    var scaled: (significand: BigInteger, places: Int) { (significand, places) }

    var text: String {
        let digits = significand.magnitudeText
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let point = padded.index(padded.endIndex, offsetBy: -places)
        return (significand.isNegative ? "-" : "") + padded[..<point] + "." + padded[point...]
    }
}

/// Any whole number: a sign and base-10⁹ digits, least significant first.
private struct BigInteger: NumberStorage {
    private static let base: UInt64 = 1_000_000_000
    private(set) var isNegative: Bool
    private var limbs: [UInt64]

    init(_ value: Int) {
        isNegative = value < 0
        limbs = []
        var magnitude = UInt64(value.magnitude)
        repeat {
            limbs.append(magnitude % Self.base)
            magnitude /= Self.base
        } while magnitude > 0
    }

    init?(decimalDigits text: String) {
        let negative = text.hasPrefix("-")
        let digits = Array(negative ? text.dropFirst() : Substring(text))
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigitOnly) else { return nil }
        var limbs: [UInt64] = []
        var end = digits.count
        while end > 0 {
            let start = max(0, end - 9)
            limbs.append(UInt64(String(digits[start..<end])) ?? 0)
            end = start
        }
        self.init(isNegative: negative, limbs: limbs)
    }

    private init(isNegative: Bool, limbs: [UInt64]) {
        var trimmed = limbs
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        self.limbs = trimmed.isEmpty ? [0] : trimmed
        self.isNegative = isNegative && self.limbs != [0]
    }

    var representation: ExactNumber.Representation { .bigInteger }
    var smallValue: Int? { nil }
    var integerValue: BigInteger? { self }
    var scaled: (significand: BigInteger, places: Int) { (self, 0) }

    var text: String { (isNegative ? "-" : "") + magnitudeText }

    /// The digits without the sign.
    var magnitudeText: String {
        let head = String(limbs.last ?? 0)
        let tail = limbs.dropLast().reversed().map { limb in
            let digits = String(limb)
            return String(repeating: "0", count: 9 - digits.count) + digits
        }
        return head + tail.joined()
    }

    var negated: BigInteger { BigInteger(isNegative: !isNegative, limbs: limbs) }

    /// `self × 10^exponent`, for lining up decimal points.
    func timesPowerOfTen(_ exponent: Int) -> BigInteger {
        guard exponent > 0, let power = BigInteger(decimalDigits: "1" + String(repeating: "0", count: exponent)) else {
            return self
        }
        return self * power
    }

    /// `self / 10` when the last digit is 0, nil otherwise.
    func droppingTrailingZero() -> BigInteger? {
        guard limbs[0] % 10 == 0 else { return nil }
        var quotient = limbs
        var remainder: UInt64 = 0
        for index in quotient.indices.reversed() {
            let current = remainder * Self.base + quotient[index]
            quotient[index] = current / 10
            remainder = current % 10
        }
        return BigInteger(isNegative: isNegative, limbs: quotient)
    }

    /// The value as an Int when it fits (then the cluster picks SmallInteger).
    var intValue: Int? {
        guard limbs.count <= 3 else { return nil }
        var magnitude: UInt64 = 0
        for limb in limbs.reversed() {
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: Self.base)
            let (sum, carry) = shifted.addingReportingOverflow(limb)
            guard !overflow, !carry else { return nil }
            magnitude = sum
        }
        if isNegative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    static func + (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        if lhs.isNegative == rhs.isNegative {
            return BigInteger(isNegative: lhs.isNegative, limbs: addMagnitudes(lhs.limbs, rhs.limbs))
        }
        if compareMagnitudes(lhs.limbs, rhs.limbs) >= 0 {
            return BigInteger(isNegative: lhs.isNegative, limbs: subtractMagnitudes(lhs.limbs, rhs.limbs))
        }
        return BigInteger(isNegative: rhs.isNegative, limbs: subtractMagnitudes(rhs.limbs, lhs.limbs))
    }

    static func * (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        var product = [UInt64](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, a) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, b) in rhs.limbs.enumerated() {
                let current = product[i + j] + a * b + carry
                product[i + j] = current % base
                carry = current / base
            }
            product[i + rhs.limbs.count] += carry
        }
        return BigInteger(isNegative: lhs.isNegative != rhs.isNegative, limbs: product)
    }

    private static func addMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var sum: [UInt64] = []
        var carry: UInt64 = 0
        for index in 0..<max(a.count, b.count) {
            let total = (index < a.count ? a[index] : 0) + (index < b.count ? b[index] : 0) + carry
            sum.append(total % base)
            carry = total / base
        }
        return carry > 0 ? sum + [carry] : sum
    }

    /// `a - b` for `a >= b`.
    private static func subtractMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var difference: [UInt64] = []
        var borrow: UInt64 = 0
        for index in a.indices {
            let subtrahend = (index < b.count ? b[index] : 0) + borrow
            borrow = a[index] < subtrahend ? 1 : 0
            difference.append(a[index] + borrow * base - subtrahend)
        }
        return difference
    }

    private static func compareMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> Int {
        guard a.count == b.count else { return a.count < b.count ? -1 : 1 }
        for (x, y) in zip(a.reversed(), b.reversed()) where x != y { return x < y ? -1 : 1 }
        return 0
    }
}

extension Character {
    fileprivate var isASCIIDigitOnly: Bool { ("0"..."9").contains(self) }
}

// MARK: - Demo

public final class ClassClusterDemo: Demo {
    public static let info = DemoInfo(
        id: "class-cluster",
        title: "Class cluster",
        family: .creational,
        summary: """
            ExactNumber is one public type in front of three private implementations, as \
            NSNumber is in Cocoa: a small integer in one Int, a big integer of any length, or \
            an exact decimal of any length. The value decides which, also for results of \
            arithmetic. Swift can do this well (a seed says only Objective-C can): the public \
            type picks its storage.
            """,
        commands: [
            DemoCommand("number", "<value>", arguments: 1...1, help: "make an ExactNumber and see its storage"),
            DemoCommand("add", "<a> <b>", arguments: 2...2, help: "add two numbers"),
            DemoCommand("multiply", "<a> <b>", arguments: 2...2, help: "multiply two numbers"),
            DemoCommand("factorial", "<n>", arguments: 1...1, help: "multiply 1 × 2 × … × n (n up to 60)"),
        ],
        tour: [
            TourStep("number 42", "A small whole number: the cluster picks a private SmallInteger."),
            TourStep("number 123456789012345678901234567890", "Too big for an Int: a BigInteger, same public type."),
            TourStep("number 3.14", "A fraction: a DecimalNumber. The caller never names any of them."),
            TourStep("add 9223372036854775807 1", "Int.max + 1 would overflow, so the result moves to BigInteger."),
            TourStep("add 0.5 0.5", "A whole result goes back to the cheapest storage."),
            TourStep("add 0.1 " + String(repeating: "9", count: 40),
                     "A decimal meets a BigInteger exactly: no digit is lost."),
            TourStep("factorial 25", "The same `*` works throughout while the storage changes under it."),
        ])

    private var made: [ExactNumber] = []

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "number":
            let number = try parse(input.words[0])
            remember(number)
            let shown = Self.shortened(input.words[0], to: 23)
            return [localized("ExactNumber(\"{0}\") picked its storage:", shown), Self.describe(number.representation)]
        case "add": return try combine(input, symbol: "+", by: +)
        case "multiply": return try combine(input, symbol: "×", by: *)
        case "factorial": return try factorial(input.integer(0, named: "n"))
        default: throw DemoError(localized("class-cluster has no command {0}", input.name))
        }
    }

    private func parse(_ text: String) throws(DemoError) -> ExactNumber {
        do {
            return try ExactNumber(text)
        } catch {
            throw DemoError(error.description)
        }
    }

    private func combine(_ input: DemoInput, symbol: String,
                         by operation: (ExactNumber, ExactNumber) -> ExactNumber) throws(DemoError) -> [String] {
        let a = try parse(input.words[0]), b = try parse(input.words[1])
        let result = operation(a, b)
        remember(result)
        return Self.equation(a, symbol, b, result)
            + [localized("inputs: {0}, {1}", a.representation.rawValue, b.representation.rawValue),
               localized("result: {0}", result.representation.rawValue)]
    }

    /// `a + b = result` on one line when it is short; otherwise the inputs cut short and
    /// the whole result below them, wrapped, since every digit of it is the point.
    private static func equation(_ a: ExactNumber, _ symbol: String, _ b: ExactNumber,
                                 _ result: ExactNumber) -> [String] {
        let line = "\(a) \(symbol) \(b) = \(result)"
        guard line.count > 64 else { return [line] }
        var digits = Substring(result.description)
        var lines = ["\(shortened(a)) \(symbol) \(shortened(b)) ="]
        while !digits.isEmpty {
            lines.append("  " + digits.prefix(60))
            digits = digits.dropFirst(60)
        }
        return lines
    }

    private static func shortened(_ number: ExactNumber) -> String {
        shortened(number.description, to: 23)
    }

    /// Long numbers keep both ends, so a `.1` at the end stays in sight: `12345…67.1`.
    private static func shortened(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        let kept = (width - 1) / 2
        return String(text.prefix(kept)) + "…" + String(text.suffix(kept))
    }

    private func factorial(_ n: Int) throws(DemoError) -> [String] {
        guard (0...60).contains(n) else { throw DemoError(localized("n must be between 0 and 60")) }
        var product = ExactNumber(1)
        var lines: [String] = []
        for factor in stride(from: 2, through: n, by: 1) {
            let next = product * ExactNumber(factor)
            if next.representation != product.representation {
                lines.append(localized("{0}! = {1} was the last {2}", factor - 1, product.description, product.representation.rawValue))
                lines.append(localized("{0}! moved to {1}", factor, next.representation.rawValue))
            }
            product = next
        }
        remember(product)
        return lines + ["\(n)! = \(product)"]
    }

    private func remember(_ number: ExactNumber) {
        made.append(number)
    }

    private static func describe(_ representation: ExactNumber.Representation) -> String {
        switch representation {
        case .smallInteger: localized("SmallInteger: one Int")
        case .bigInteger: localized("BigInteger: base-10⁹ digits, any length")
        case .decimal: localized("DecimalNumber: digits and a point, exact")
        }
    }

    public var statePanel: [String] { DemoText.panel(panelLines) }

    private var panelLines: [String] {
        guard !made.isEmpty else { return [localized("no numbers yet")] }
        return [localized("numbers made (one public type):")] + made.suffix(10).map { number in
            let shown = Self.shortened(number.description, to: 21)
            return "  \(CreationalFormat.padded(shown, to: 22)) \(number.representation.rawValue)"
        }
    }
}
