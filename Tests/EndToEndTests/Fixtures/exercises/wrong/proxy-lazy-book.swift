// expect-failure: title and pageCount must be answered without scanning the book
// A virtual proxy that builds its subject to answer a cheap question.
import Synchronization

protocol Book {
    var title: String { get }
    var pageCount: Int { get }
    /// The text of a page, counted from 1; nil for a page the book lacks.
    func text(ofPage number: Int) -> String?
}

/// The real book. Making one reads and scans every page, which is slow.
final class ScannedBook: Book {
    /// Scans so far in this program.
    static let scans = Atomic<Int>(0)

    let title: String
    private let pages: [String]

    /// Only code in this file, the proxy, can pay for a scan.
    fileprivate init(title: String, pageCount: Int) {
        self.title = title
        pages = (0..<pageCount).map { "\(title), page \($0 + 1)" }
        Self.scans.add(1, ordering: .relaxed)
    }

    var pageCount: Int { pages.count }

    func text(ofPage number: Int) -> String? {
        pages.indices.contains(number - 1) ? pages[number - 1] : nil
    }
}

/// Stands in for a ScannedBook, and asks the real book whatever it does not know.
final class LazyBook: Book {
    let title: String
    private let plannedPages: Int
    private var scanned: ScannedBook?

    init(title: String, pageCount: Int) {
        self.title = title
        plannedPages = pageCount
    }

    // The real book knows best how many pages it has.
    var pageCount: Int { book().pageCount }

    func text(ofPage number: Int) -> String? {
        book().text(ofPage: number)
    }

    private func book() -> ScannedBook {
        if let scanned { return scanned }
        let made = ScannedBook(title: title, pageCount: plannedPages)
        scanned = made
        return made
    }
}
