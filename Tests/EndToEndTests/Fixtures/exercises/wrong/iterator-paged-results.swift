// expect-failure: a finished walk must stay finished
// Lazy paging with no finished flag: after the empty page it fetches again.
/// Search results that arrive a page at a time. `fetch(n)` returns page
/// `n` (0, 1, 2, ...), and an empty page means there are no more.
struct PagedResults: Sequence {
    private let fetch: (Int) -> [String]

    init(fetch: @escaping (Int) -> [String]) {
        self.fetch = fetch
    }

    func makeIterator() -> Iterator {
        Iterator(fetch: fetch)
    }

    /// Remembers where the walk is: the page in hand and the next page to ask for.
    struct Iterator: IteratorProtocol {
        private let fetch: (Int) -> [String]
        private var page: [String] = []
        private var position = 0
        private var nextPage = 0

        init(fetch: @escaping (Int) -> [String]) {
            self.fetch = fetch
        }

        mutating func next() -> String? {
            if position == page.count {
                page = fetch(nextPage)          // only now, when the walk needs it
                nextPage += 1
                position = 0
            }
            guard position < page.count else { return nil }
            defer { position += 1 }
            return page[position]
        }
    }
}
