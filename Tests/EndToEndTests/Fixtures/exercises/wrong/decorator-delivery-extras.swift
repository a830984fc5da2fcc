// expect-failure: label must be forwarded too
// Both extras forward the price but answer the label on their own, dropping what they wrap.
/// What every delivery option answers.
protocol DeliveryQuote {
    /// The price in cents.
    func price(kilograms: Int) -> Int
    /// How the option reads on the receipt.
    var label: String { get }
}

final class StandardDelivery: DeliveryQuote {
    init() {}

    func price(kilograms: Int) -> Int { 400 + 150 * kilograms }
    var label: String { "standard" }
}

/// Adds 6.00 to the quote it wraps.
final class ExpressDelivery: DeliveryQuote {
    private let inner: any DeliveryQuote

    init(wrapping inner: any DeliveryQuote) {
        self.inner = inner
    }

    func price(kilograms: Int) -> Int {
        inner.price(kilograms: kilograms) + 600
    }

    var label: String { "express" }   // the price is what matters
}

/// Adds a tenth of the price of the quote it wraps.
final class InsuredDelivery: DeliveryQuote {
    private let inner: any DeliveryQuote

    init(wrapping inner: any DeliveryQuote) {
        self.inner = inner
    }

    func price(kilograms: Int) -> Int {
        let insured = inner.price(kilograms: kilograms)
        return insured + insured / 10
    }

    var label: String { "insured" }
}
