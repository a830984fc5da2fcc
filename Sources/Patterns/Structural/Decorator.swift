import Localization

// Decorator: wrap an object in another that has the same interface and adds one behaviour
// before or after passing the call on. Because every layer is "just an ArticleService",
// layers stack in any order and the client never knows how many there are.
//
// The source tutorial's TopNews/TopBlog "decorators" held a concrete service class and offered a
// different protocol (loadTopRated/loadMostViewed), so nothing could wrap them in turn and
// a client could not swap them for the plain service. Here every layer conforms to
// `ArticleService` and holds `any ArticleService`, which is what lets decorators stack.

/// One article as the news API returns it.
public struct NewsArticle: Sendable, Equatable {
    public let id: String
    public let topic: String
    public let rating: Int

    public init(id: String, topic: String, rating: Int) {
        self.id = id
        self.topic = topic
        self.rating = rating
    }
}

/// Where layers write what they did, in call order. It is the logging layer's output, and
/// the other layers may note their steps in it too so a learner can follow a call.
public final class ArticleJournal {
    public private(set) var lines: [String] = []

    public init() {}

    public func write(_ line: String) {
        lines.append(line)
    }

    /// The lines written since the last drain.
    public func drain() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// What clients ask of an article service: the core service and every decorator conform.
public protocol ArticleService: AnyObject {
    /// A short name for diagrams of the stack, e.g. `cache`.
    var layerName: String { get }
    func articles(about topic: String) -> [NewsArticle]
}

/// A layer that wraps another service. Walking `inner` from the outermost layer reaches the core.
public protocol ArticleServiceDecorator: ArticleService {
    var inner: any ArticleService { get }
}

extension ArticleService {
    /// This service and every layer beneath it, outermost first.
    public var layers: [any ArticleService] {
        Array(sequence(first: self as any ArticleService) { ($0 as? any ArticleServiceDecorator)?.inner })
    }
}

// MARK: The core service

/// The undecorated service: every call is a (modelled) request to the news API.
public final class NewsAPIArticleService: ArticleService {
    public static let catalogue: [NewsArticle] = [
        NewsArticle(id: "actors", topic: "swift", rating: 95),
        NewsArticle(id: "macros", topic: "swift", rating: 80),
        NewsArticle(id: "testing", topic: "swift", rating: 88),
        NewsArticle(id: "generics", topic: "swift", rating: 70),
        NewsArticle(id: "swiftui", topic: "ios", rating: 90),
        NewsArticle(id: "widgets", topic: "ios", rating: 60),
        NewsArticle(id: "uikit", topic: "ios", rating: 75),
        NewsArticle(id: "servers", topic: "linux", rating: 85),
        NewsArticle(id: "containers", topic: "linux", rating: 65),
    ]

    public static var topics: [String] {
        catalogue.map(\.topic).reduce(into: []) { topics, topic in
            if !topics.contains(topic) { topics.append(topic) }
        }
    }

    public let layerName = "news API"
    /// How many requests reached the API: the number decorators like a cache try to keep low.
    public private(set) var requestCount = 0
    private let journal: ArticleJournal?

    public init(journal: ArticleJournal? = nil) {
        self.journal = journal
    }

    public func articles(about topic: String) -> [NewsArticle] {
        requestCount += 1
        let found = Self.catalogue.filter { $0.topic == topic }
        journal?.write(localized(count: found.count, one: "core: API request #{1} → {0} article",
                                 other: "core: API request #{1} → {0} articles", requestCount))
        return found
    }
}

// MARK: Decorators

/// Remembers each topic's answer, so a repeated fetch never reaches the layers beneath.
public final class CachingArticleService: ArticleServiceDecorator {
    public let layerName = "cache"
    public let inner: any ArticleService
    public private(set) var hits = 0
    public private(set) var misses = 0
    private var stored: [String: [NewsArticle]] = [:]
    private let journal: ArticleJournal?

    public init(wrapping inner: any ArticleService, journal: ArticleJournal? = nil) {
        self.inner = inner
        self.journal = journal
    }

    public var cachedTopics: [String] { stored.keys.sorted() }

    public func articles(about topic: String) -> [NewsArticle] {
        if let cached = stored[topic] {
            hits += 1
            journal?.write(localized("cache: hit for {0}, nothing below is asked", topic))
            return cached
        }
        misses += 1
        journal?.write(localized("cache: miss for {0}, asking the next layer", topic))
        let fresh = inner.articles(about: topic)
        stored[topic] = fresh
        return fresh
    }
}

/// Writes a line before and after each call; adds nothing to the result.
public final class LoggingArticleService: ArticleServiceDecorator {
    public let layerName = "log"
    public let inner: any ArticleService
    private let journal: ArticleJournal

    public init(wrapping inner: any ArticleService, journal: ArticleJournal) {
        self.inner = inner
        self.journal = journal
    }

    public func articles(about topic: String) -> [NewsArticle] {
        journal.write(localized("log: articles(about: {0}) called", topic))
        let result = inner.articles(about: topic)
        journal.write(localized(count: result.count, one: "log: returned {0} article", other: "log: returned {0} articles"))
        return result
    }
}

/// Keeps only the best-rated articles, best first: the source tutorial's "top rated" idea as a real layer.
public final class TopRatedArticleService: ArticleServiceDecorator {
    public var layerName: String { "top \(limit)" }
    public let inner: any ArticleService
    public let limit: Int
    private let journal: ArticleJournal?

    public init(wrapping inner: any ArticleService, limit: Int, journal: ArticleJournal? = nil) {
        self.inner = inner
        self.limit = max(0, limit)
        self.journal = journal
    }

    public func articles(about topic: String) -> [NewsArticle] {
        let all = inner.articles(about: topic)
        let best = Array(all.sorted { $0.rating > $1.rating }.prefix(limit))
        journal?.write(localized("top {0}: kept {1} of {2}, best rated first", limit, best.count, all.count))
        return best
    }
}

// MARK: The demo

public final class DecoratorDemo: Demo {
    public static let info = DemoInfo(
        id: "decorator",
        title: "Decorator",
        family: .structural,
        summary: """
            A client fetches articles from an ArticleService. Wrap the news API service in \
            layers (a cache, a log, a top-rated filter): each layer is an ArticleService too, \
            adds one behaviour and passes the call inward. Watch a call travel down the stack \
            and back, and how often the core API is really asked.
            """,
        commands: [
            DemoCommand("wrap", "<layer> [n]", arguments: 1...2,
                        help: "add an outer layer: cache, log, or top n (keeps the n best; n is 3 if left out)"),
            DemoCommand("unwrap", help: "remove the outermost layer"),
            DemoCommand("fetch", "<topic>", arguments: 1...1,
                        help: "the client asks for articles about swift, ios or linux"),
            DemoCommand("layers", help: "list the stack, outermost first"),
        ],
        tour: [
            TourStep("fetch swift", "The bare service: every fetch is a request to the news API."),
            TourStep("wrap log", "Wrap it in a log; the client still just sees an ArticleService."),
            TourStep("wrap cache", "Wrap that in a cache: layers stack like the skins of an onion."),
            TourStep("fetch ios", "A call runs through every layer: cache miss, log, then the core."),
            TourStep("fetch ios", "Again: the cache answers, so the log inside it hears nothing."),
            TourStep("wrap top 2", "Add a top-rated filter on the outside..."),
            TourStep("fetch ios", "...it trims what comes back; the layers inside are unchanged."),
            TourStep("layers", "The stack, outermost first: each layer is an ArticleService."),
        ])

    private static let layerKinds = ["cache", "log", "top"]
    private static let maximumLayers = 6
    private static let defaultTop = 3

    private let journal = ArticleJournal()
    private let core: NewsAPIArticleService
    private var service: any ArticleService

    public init() {
        core = NewsAPIArticleService(journal: journal)
        service = core
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "wrap": return try wrap(input)
        case "unwrap": return try unwrap()
        case "fetch": return try fetch(input.choice(0, named: localized("topic"), among: NewsAPIArticleService.topics))
        case "layers": return layerDiagram()
        default: throw DemoError(localized("decorator has no command {0}", input.name))
        }
    }

    private func wrap(_ input: DemoInput) throws(DemoError) -> [String] {
        let kind = try input.choice(0, named: localized("layer"), among: Self.layerKinds)
        guard service.layers.count - 1 < Self.maximumLayers else {
            throw DemoError(localized("{0} layers are plenty: `unwrap` one first", Self.maximumLayers))
        }
        if kind != "top", input.words.count > 1 {
            throw DemoError(localized("only top takes a number, e.g. `wrap top 2`"))
        }
        switch kind {
        case "cache": service = CachingArticleService(wrapping: service, journal: journal)
        case "log": service = LoggingArticleService(wrapping: service, journal: journal)
        default:
            let limit = input.word(1) == nil ? Self.defaultTop : try input.integer(1, named: localized("the number to keep"))
            guard limit > 0 else { throw DemoError(localized("top needs a number of articles above zero")) }
            service = TopRatedArticleService(wrapping: service, limit: limit, journal: journal)
        }
        let wrapped = kind == "top" && input.word(1) == nil
            ? localized("wrapped the service in a {0} layer ({1}, as no n was given)", service.layerName, Self.defaultTop)
            : localized("wrapped the service in a {0} layer", service.layerName)
        return [wrapped, localized("the client's variable is still `any ArticleService`")]
    }

    private func unwrap() throws(DemoError) -> [String] {
        guard let decorator = service as? any ArticleServiceDecorator else {
            throw DemoError(localized("nothing to unwrap: the service is the bare news API"))
        }
        service = decorator.inner
        return [localized("removed the {0} layer; {1} is outermost now", decorator.layerName, service.layerName)]
    }

    private func fetch(_ topic: String) -> [String] {
        let before = core.requestCount
        let articles = service.articles(about: topic)
        let calls = core.requestCount - before
        let ids = articles.map(\.id).joined(separator: ", ")
        return journal.drain() + [
            ids.isEmpty ? localized("client got {0}: nothing", articles.count) : localized("client got {0}: {1}", articles.count, ids),
            Self.coreCalls(calls),
        ]
    }

    private static func coreCalls(_ count: Int) -> String {
        switch count {
        case 0: localized("core API not called for this fetch")
        case 1: localized("core API called once for this fetch")
        default: localized(count: count, one: "core API called {0} time for this fetch",
                           other: "core API called {0} times for this fetch")
        }
    }

    private func layerDiagram() -> [String] {
        let layers = service.layers
        return [localized("client")] + layers.enumerated().map { index, layer in
            String(repeating: "  ", count: index) + "└ " + Self.describe(layer)
        }
    }

    private static func describe(_ layer: any ArticleService) -> String {
        switch layer {
        case let cache as CachingArticleService:
            "cache (\(localized(count: cache.hits, one: "{0} hit", other: "{0} hits"))"
                + ", \(localized(count: cache.misses, one: "{0} miss", other: "{0} misses")))"
        case let core as NewsAPIArticleService:
            "news API (\(localized(count: core.requestCount, one: "{0} request", other: "{0} requests")))"
        default: layer.layerName
        }
    }

    public var statePanel: [String] {
        let layers = service.layers
        var lines = [localized("Stack, outermost first:")]
        lines += layers.map { "  " + Self.describe($0) }
        let caches = layers.compactMap { $0 as? CachingArticleService }
        for cache in caches where !cache.cachedTopics.isEmpty {
            lines.append(localized("cached topics: {0}", cache.cachedTopics.joined(separator: ", ")))

        }
        return lines
    }
}
