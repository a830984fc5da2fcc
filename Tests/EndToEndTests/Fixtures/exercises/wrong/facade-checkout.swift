// expect-failure: a declined card must release the reservation
// The right order of steps, but a declined card leaves the items reserved for ever.
enum StockError: Error { case soldOut }
enum CardError: Error { case declined }

/// Holds items for an order until they ship or are released.
protocol Stockroom: AnyObject {
    /// The price of one item, in cents.
    func price(of item: String) -> Int
    /// Sets the items aside and returns a reservation number.
    func reserve(_ item: String, count: Int) throws(StockError) -> Int
    func release(_ reservation: Int)
}

protocol CardTerminal: AnyObject {
    func charge(_ cents: Int, to card: String) throws(CardError)
}

protocol Courier: AnyObject {
    /// Sends the reserved items and returns a tracking code.
    func ship(_ reservation: Int, to address: String) -> String
}

/// What a screen is told when an order cannot be placed.
enum CheckoutError: Error, Equatable {
    case soldOut
    case paymentFailed
}

final class CheckoutFacade {
    private let stock: any Stockroom
    private let terminal: any CardTerminal
    private let courier: any Courier

    init(stock: any Stockroom, terminal: any CardTerminal, courier: any Courier) {
        self.stock = stock
        self.terminal = terminal
        self.courier = courier
    }

    /// Places an order and returns its tracking code: the one place that
    /// knows the steps, their order, and how to undo a half-placed order.
    func buy(_ item: String, count: Int, card: String, address: String) throws(CheckoutError) -> String {
        let reservation: Int
        do {
            reservation = try stock.reserve(item, count: count)
        } catch {
            throw .soldOut
        }
        do {
            try terminal.charge(stock.price(of: item) * count, to: card)
        } catch {
            throw .paymentFailed   // the order failed, so nothing else to do
        }
        return courier.ship(reservation, to: address)
    }
}
