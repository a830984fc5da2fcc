// expect-failure: in whatever order and with whatever repeats they arrive
// The factory spots a run only when the numbers arrive already in order, one step apart.
class NumberSet {
    fileprivate init() {}

    func contains(_ number: Int) -> Bool { false }
    var count: Int { 0 }
    var storedIntegers: Int { 0 }

    final var isEmpty: Bool { count == 0 }
    final func containsAll(_ numbers: [Int]) -> Bool {
        numbers.allSatisfy(contains)
    }
}

private final class ListNumberSet: NumberSet {
    private let numbers: [Int]

    init(_ numbers: [Int]) {
        self.numbers = Set(numbers).sorted()
        super.init()
    }

    override func contains(_ number: Int) -> Bool { numbers.contains(number) }
    override var count: Int { numbers.count }
    override var storedIntegers: Int { numbers.count }
}

private final class RunNumberSet: NumberSet {
    private let first: Int
    private let last: Int

    init(first: Int, last: Int) {
        self.first = first
        self.last = last
        super.init()
    }

    override func contains(_ number: Int) -> Bool { number >= first && number <= last }
    override var count: Int { last - first + 1 }
    override var storedIntegers: Int { 2 }
}

extension NumberSet {
    static func of(_ numbers: [Int]) -> NumberSet {
        guard let first = numbers.first, let last = numbers.last else { return NumberSet() }
        let stepsOfOne = zip(numbers, numbers.dropFirst()).allSatisfy { $1 == $0 + 1 }
        return stepsOfOne ? RunNumberSet(first: first, last: last) : ListNumberSet(numbers)
    }
}
