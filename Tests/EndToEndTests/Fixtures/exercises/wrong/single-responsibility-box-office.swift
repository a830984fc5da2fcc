// expect-failure: BoxOffice must only assemble
// The parts are right, but the box office still works out the fee itself,
// with the old rule that cuts off the half penny.
enum Seat { case standard, premium }

struct Tariff {
    var standard = 900
    var premium = 1400

    func price(of seat: Seat) -> Int {
        seat == .premium ? premium : standard
    }
}

struct BookingFee {
    var percent = 5

    func fee(on subtotal: Int) -> Int {
        (subtotal * percent + 50) / 100
    }
}

struct TicketLayout {
    var currency = "£"

    func money(_ pence: Int) -> String {
        let rest = pence % 100
        return "\(currency)\(pence / 100)." + (rest < 10 ? "0\(rest)" : "\(rest)")
    }

    func line(for seat: Seat, amount: Int) -> String {
        "\(seat) seat: \(money(amount))"
    }

    func footer(fee: Int, total: Int) -> [String] {
        ["booking fee: \(money(fee))", "total: \(money(total))"]
    }
}

struct BoxOffice {
    var tariff = Tariff()
    var bookingFee = BookingFee()
    var layout = TicketLayout()

    func receipt(for seats: [Seat]) -> [String] {
        let amounts = seats.map { tariff.price(of: $0) }
        let subtotal = amounts.reduce(0, +)
        let fee = subtotal * bookingFee.percent / 100
        return zip(seats, amounts).map { layout.line(for: $0, amount: $1) }
            + layout.footer(fee: fee, total: subtotal + fee)
    }
}
