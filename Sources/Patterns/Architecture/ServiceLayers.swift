import Foundation
import Localization

/// Service-oriented layering: the UI talks to a service, the service talks to generic
/// "managers" (an HTTP client, a cache), and every boundary is a protocol. Each layer knows
/// only the one below it, so a manager can be swapped (a real network for a canned server,
/// memory for disk) without the layers above noticing.
///
/// A real app would build its HTTPClient on URLSession, which is asynchronous. Here calls
/// are synchronous so the trace stays deterministic; the layering is the same.
public enum SOA {
    // MARK: Managers: generic, built around a framework, know nothing of articles

    public struct HTTPResponse: Equatable, Sendable {
        public let status: Int
        public let body: Data

        public init(status: Int, body: Data) {
            self.status = status
            self.body = body
        }
    }

    public enum NetworkError: Error, Equatable, Sendable {
        case offline
    }

    /// The network as the service sees it: a path in, bytes out.
    public protocol HTTPClient: AnyObject {
        func get(_ path: String) throws(NetworkError) -> HTTPResponse
    }

    /// Raw bytes by key, as the service sees storage.
    public protocol KeyValueCache: AnyObject {
        func data(for key: String) -> Data?
        func store(_ data: Data, for key: String)
    }

    /// A canned, in-memory server standing in for URLSession and a backend: it answers
    /// from a table of paths and can be switched off to play "no connection".
    public final class CannedServer: HTTPClient {
        public var isOnline = true
        public private(set) var requests: [String] = []
        private var bodies: [String: Data] = [:]
        private let trace: ArchitectureTrace

        public init(trace: ArchitectureTrace = ArchitectureTrace()) {
            self.trace = trace
        }

        /// What the backend will answer at `path` from now on.
        public func serve(_ body: Data, at path: String) {
            bodies[path] = body
        }

        public func get(_ path: String) throws(NetworkError) -> HTTPResponse {
            requests.append(path)
            guard isOnline else {
                trace.note(localized("HTTPClient throws: offline"))
                throw .offline
            }
            guard let body = bodies[path] else {
                trace.note(localized("HTTPClient: 404 for {0}", path))
                return HTTPResponse(status: 404, body: Data())
            }
            trace.note(localized("HTTPClient: 200 OK, {0} bytes", body.count))
            return HTTPResponse(status: 200, body: body)
        }
    }

    public final class MemoryCache: KeyValueCache {
        private var entries: [String: Data] = [:]

        public init() {}

        public func data(for key: String) -> Data? { entries[key] }
        public func store(_ data: Data, for key: String) { entries[key] = data }
        public var keys: [String] { entries.keys.sorted() }
    }

    // MARK: The service: specific to articles, built on the managers

    public struct Article: Codable, Equatable, Sendable {
        public let id: Int
        public let title: String

        public init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    public struct ArticleFeed: Equatable, Sendable {
        public enum Source: Equatable, Sendable {
            case network
            /// Served from the cache because the network failed for `reason`.
            case cache(reason: String)
        }

        public let articles: [Article]
        public let source: Source
    }

    public enum ArticleServiceError: Error, Equatable, Sendable {
        /// The network failed and nothing was cached.
        case unavailable(reason: String)
    }

    /// The service as the UI sees it: no HTTP, no cache, just articles.
    public protocol ArticleServing: AnyObject {
        func articles() throws(ArticleServiceError) -> ArticleFeed
    }

    /// Fetches articles from the network, keeps the last good answer in the cache, and
    /// falls back to it when the network fails.
    public final class ArticleService: ArticleServing {
        public static let path = "/articles"
        static let cacheKey = "articles"
        private let client: any HTTPClient
        private let cache: any KeyValueCache
        private let trace: ArchitectureTrace

        /// Constructor injection: the service never picks its own managers, which is what
        /// lets a test or the demo swap them.
        public init(client: any HTTPClient, cache: any KeyValueCache, trace: ArchitectureTrace = ArchitectureTrace()) {
            self.client = client
            self.cache = cache
            self.trace = trace
        }

        public func articles() throws(ArticleServiceError) -> ArticleFeed {
            let reason: String
            do {
                trace.record("ArticleService", "HTTPClient", "GET \(Self.path)")
                let response = try client.get(Self.path)
                if response.status == 200, let articles = Self.decode(response.body) {
                    trace.record("ArticleService", "Cache", "store \"\(Self.cacheKey)\"")
                    cache.store(response.body, for: Self.cacheKey)
                    return ArticleFeed(articles: articles, source: .network)
                }
                reason = response.status == 200 ? localized("unreadable reply") : localized("server said {0}", response.status)
            } catch {
                reason = localized("offline")
            }
            return try cachedFeed(because: reason)
        }

        private func cachedFeed(because reason: String) throws(ArticleServiceError) -> ArticleFeed {
            trace.record("ArticleService", "Cache", "read \"\(Self.cacheKey)\"")
            guard let data = cache.data(for: Self.cacheKey), let articles = Self.decode(data) else {
                trace.note(localized("Cache: nothing saved"))
                throw .unavailable(reason: reason)
            }
            trace.note(localized(count: articles.count, one: "Cache: hit, {0} article", other: "Cache: hit, {0} articles"))
            return ArticleFeed(articles: articles, source: .cache(reason: reason))
        }

        private static func decode(_ data: Data) -> [Article]? {
            try? JSONDecoder().decode([Article].self, from: data)
        }
    }

    // MARK: The UI layer

    /// The screen: asks the service and draws the answer. It knows `ArticleServing` only.
    public final class ArticleListScreen {
        public private(set) var lines: [String] = [ArticleListScreen.heading, localized("(pull to refresh)")]
        private let service: any ArticleServing
        private let trace: ArchitectureTrace

        public init(service: any ArticleServing, trace: ArchitectureTrace = ArchitectureTrace()) {
            self.service = service
            self.trace = trace
        }

        /// The screen's title bar.
        static var heading: String { "[ \(localized("Articles")) ]" }

        public func refresh() {
            trace.record("ui", "ArticleService", "articles()")
            do {
                let feed = try service.articles()
                let rows = feed.articles.enumerated().map { "\($0.offset + 1). \($0.element.title)" }
                lines = [Self.heading] + (rows.isEmpty ? [localized("(no articles)")] : rows)
                if case .cache(let reason) = feed.source {
                    lines.append(localized("! {0}: showing saved copies", reason))
                }
                let count = feed.articles.count
                trace.note(feed.source == .network
                    ? localized(count: count, one: "ui shows {0} article fresh from the network",
                                other: "ui shows {0} articles fresh from the network")
                    : localized(count: count, one: "ui shows {0} article from the cache",
                                other: "ui shows {0} articles from the cache"))
            } catch {
                if case .unavailable(let reason) = error {
                    lines = [Self.heading, localized("! {0} and nothing saved yet", reason)]
                }
                trace.note(localized("ui shows an error: no articles to show"))
            }
        }
    }
}

public final class SOADemo: Demo {
    public static let info = DemoInfo(
        id: "soa",
        title: "Service-oriented layers",
        family: .architecture,
        summary: """
            An article list in three layers: the UI asks an ArticleService; the service \
            uses two generic managers, an HTTPClient (here a canned in-memory server) and \
            a cache. Each layer talks only to the one below, through a protocol. Go offline \
            and the service quietly serves the cached copy.
            """,
        commands: [
            DemoCommand("fetch", "[articles]", arguments: 0...1, help: "pull to refresh: the UI asks for articles"),
            DemoCommand("go", "<offline|online>", arguments: 1...1, help: "cut or restore the network"),
            DemoCommand("publish", "<title>", arguments: 1...6, help: "the backend publishes a new article"),
            DemoCommand("layers", help: "show the layers and the protocols between them"),
        ],
        tour: [
            TourStep("layers", "Three layers, a protocol at each boundary."),
            TourStep("fetch articles", "UI → service → HTTP client; the service caches the answer."),
            TourStep("go offline", "Cut the network."),
            TourStep("publish Offline first", "The backend publishes something we cannot see yet."),
            TourStep("fetch articles", "The client fails; the service falls back to its cache."),
            TourStep("go online", "Back online..."),
            TourStep("fetch articles", "...and the fresh list replaces the cached copy."),
        ])

    private let trace = ArchitectureTrace()
    private let server: SOA.CannedServer
    private let cache = SOA.MemoryCache()
    private let screen: SOA.ArticleListScreen
    private var published = [
        SOA.Article(id: 1, title: "Swift 6 arrives"),
        SOA.Article(id: 2, title: "Layers in practice"),
    ]

    public init() {
        server = SOA.CannedServer(trace: trace)
        let service = SOA.ArticleService(client: server, cache: cache, trace: trace)
        screen = SOA.ArticleListScreen(service: service, trace: trace)
        serveArticles()
    }

    /// The backend's reply, encoded with sorted keys so the byte count is stable.
    private func serveArticles() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        server.serve((try? encoder.encode(published)) ?? Data(), at: SOA.ArticleService.path)
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "fetch":
            guard input.word(0).map({ $0.lowercased() == "articles" }) ?? true else {
                throw DemoError(localized("only articles can be fetched here: fetch articles"))
            }
            screen.refresh()
            return trace.drain() + screen.lines.map { "  " + $0 }
        case "go": return try go(input)
        case "publish": return try publish(input.text())
        case "layers": return Self.layers
        default: throw DemoError(localized("soa has no command {0}", input.name))
        }
    }

    private func go(_ input: DemoInput) throws(DemoError) -> [String] {
        let online = try input.choice(0, named: localized("state"), among: ["offline", "online"]) == "online"
        guard online != server.isOnline else {
            throw DemoError(online ? localized("the network is already online") : localized("the network is already offline"))
        }
        server.isOnline = online
        return [online ? localized("network restored") : localized("network cut: the HTTPClient will throw .offline")]
    }

    private func publish(_ title: String) throws(DemoError) -> [String] {
        guard title.count <= 30 else { throw DemoError(localized("a title can have at most 30 characters")) }
        guard published.count < 6 else { throw DemoError(localized("the backend keeps at most 6 articles in this demo")) }
        published.append(SOA.Article(id: published.count + 1, title: title))
        serveArticles()
        return [localized(count: published.count, one: "backend now serves {0} article", other: "backend now serves {0} articles"),
                localized("the app sees it only on its next successful fetch")]
    }

    // Computed, not stored: the lines are in the language of the moment.
    private static var layers: [String] {
        [
            "UI        ArticleListScreen",
            localized("            ↓ ArticleServing (protocol)"),
            localized("Service   ArticleService"),
            "            ↓ HTTPClient   ↓ KeyValueCache",
            localized("Managers  CannedServer     MemoryCache"),
            localized("each layer knows only the protocol below it"),
        ]
    }

    public var statePanel: [String] {
        return [
            localized(count: published.count, one: "Backend: {0} article", other: "Backend: {0} articles"),
            server.isOnline ? localized("Network: online") : localized("Network: offline"),
            localized("Requests sent: {0}", server.requests.count),
            cache.keys.isEmpty ? localized("Cache: empty") : localized("Cache: {0}", cache.keys.joined(separator: ", ")),
            localized("Screen:"),
        ] + screen.lines.map { "  " + $0 }
    }
}
