// expect-failure: the links after it must not be asked
// Recursion that asks the rest of the chain before this link answers.
/// One link in the chain of people who may approve a purchase.
protocol Approver: AnyObject {
    var name: String { get }
    /// The link to ask next, or nil at the end of the chain.
    var next: (any Approver)? { get }
    /// Whether this link takes the request itself.
    func canApprove(_ amount: Int) -> Bool
}

extension Approver {
    /// Offers `amount` to this link and, while nobody has taken it, to
    /// each link after it. Returns the approver, or nil if nobody could.
    func approve(_ amount: Int) -> (any Approver)? {
        let later = next?.approve(amount)
        return canApprove(amount) ? self : later
    }
}

/// Approves amounts up to its limit, unless its owner is away.
final class SpendingLimit: Approver {
    let name: String
    let limit: Int
    let next: (any Approver)?
    /// While true, this approver takes nothing and passes everything on.
    var isAway = false

    init(name: String, limit: Int, next: (any Approver)? = nil) {
        self.name = name
        self.limit = limit
        self.next = next
    }

    func canApprove(_ amount: Int) -> Bool {
        !isAway && amount <= limit
    }
}
