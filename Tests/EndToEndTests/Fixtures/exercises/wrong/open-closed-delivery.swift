// expect-failure: must take each price from the method itself, not from its name
// Each method has a price now, but the quote still switches on names and
// asks the method only in `default`.
protocol DeliveryMethod {
    var name: String { get }
    func cost(forGrams grams: Int) -> Int
}

struct Post: DeliveryMethod {
    let name = "post"
    func cost(forGrams grams: Int) -> Int { 300 + grams / 100 * 50 }
}

struct Courier: DeliveryMethod {
    let name = "courier"
    func cost(forGrams grams: Int) -> Int { 900 + grams / 1000 * 100 }
}

struct ShippingQuote {
    func prices(forGrams grams: Int, methods: [any DeliveryMethod]) -> [String: Int] {
        var prices: [String: Int] = [:]
        for method in methods {
            switch method.name {
            case "post": prices[method.name] = 300 + grams / 100 * 50
            case "courier": prices[method.name] = 900 + grams / 1000 * 100
            default: prices[method.name] = method.cost(forGrams: grams)
            }
        }
        return prices
    }
}
