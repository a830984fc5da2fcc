import Foundation
@testable import Patterns
import Testing

/// A fake network: canned replies, or a failure, and a record of every request.
private final class FakeHTTPClient: SOA.HTTPClient {
    var reply: Result<SOA.HTTPResponse, SOA.NetworkError>
    var requests: [String] = []

    init(_ reply: Result<SOA.HTTPResponse, SOA.NetworkError>) {
        self.reply = reply
    }

    func get(_ path: String) throws(SOA.NetworkError) -> SOA.HTTPResponse {
        requests.append(path)
        return try reply.get()
    }
}

private final class SpyCache: SOA.KeyValueCache {
    var entries: [String: Data] = [:]
    var calls: [String] = []

    func data(for key: String) -> Data? {
        calls.append("read \(key)")
        return entries[key]
    }

    func store(_ data: Data, for key: String) {
        calls.append("store \(key)")
        entries[key] = data
    }
}

private final class FakeArticleService: SOA.ArticleServing {
    var feed: SOA.ArticleFeed
    var calls = 0

    init(_ feed: SOA.ArticleFeed) {
        self.feed = feed
    }

    func articles() throws(SOA.ArticleServiceError) -> SOA.ArticleFeed {
        calls += 1
        return feed
    }
}

@Suite struct ServiceLayersTests {
    static let articles = [SOA.Article(id: 1, title: "One"), SOA.Article(id: 2, title: "Two")]

    static func okReply(_ articles: [SOA.Article] = articles) throws -> SOA.HTTPResponse {
        SOA.HTTPResponse(status: 200, body: try JSONEncoder().encode(articles))
    }

    @Test func theServiceFetchesThroughAFakeClientAndCachesTheReply() throws {
        let client = FakeHTTPClient(.success(try Self.okReply()))
        let cache = SpyCache()
        let feed = try SOA.ArticleService(client: client, cache: cache).articles()
        #expect(feed == SOA.ArticleFeed(articles: Self.articles, source: .network))
        #expect(client.requests == [SOA.ArticleService.path])
        #expect(cache.calls == ["store articles"])
    }

    @Test func offlineTheServiceServesTheCachedCopy() throws {
        let client = FakeHTTPClient(.success(try Self.okReply()))
        let cache = SpyCache()
        let service = SOA.ArticleService(client: client, cache: cache)
        _ = try service.articles()
        client.reply = .failure(.offline)
        let feed = try service.articles()
        #expect(feed.articles == Self.articles)
        #expect(feed.source == .cache(reason: "offline"))
        #expect(cache.calls == ["store articles", "read articles"])
    }

    @Test func offlineWithNothingCachedIsAnError() {
        let service = SOA.ArticleService(client: FakeHTTPClient(.failure(.offline)), cache: SpyCache())
        #expect(throws: SOA.ArticleServiceError.unavailable(reason: "offline")) { try service.articles() }
    }

    @Test func aServerErrorAlsoFallsBackToTheCache() throws {
        let client = FakeHTTPClient(.success(try Self.okReply()))
        let service = SOA.ArticleService(client: client, cache: SpyCache())
        _ = try service.articles()
        client.reply = .success(SOA.HTTPResponse(status: 500, body: Data()))
        #expect(try service.articles().source == .cache(reason: "server said 500"))
    }

    @Test func theUITalksOnlyToTheServiceProtocol() {
        let service = FakeArticleService(SOA.ArticleFeed(articles: Self.articles, source: .cache(reason: "offline")))
        let screen = SOA.ArticleListScreen(service: service)
        screen.refresh()
        #expect(service.calls == 1)
        #expect(screen.lines == ["[ Articles ]", "1. One", "2. Two", "! offline: showing saved copies"])
    }

    @Test func eachLayerCallsOnlyTheLayerBelow() throws {
        let trace = ArchitectureTrace()
        let server = SOA.CannedServer(trace: trace)
        server.serve(try JSONEncoder().encode(Self.articles), at: SOA.ArticleService.path)
        let service = SOA.ArticleService(client: server, cache: SOA.MemoryCache(), trace: trace)
        let screen = SOA.ArticleListScreen(service: service, trace: trace)
        screen.refresh()
        server.isOnline = false
        screen.refresh()
        let pairs = Set(trace.drain().compactMap(MVCTests.senderAndReceiver))
        #expect(pairs == ["ui → ArticleService", "ArticleService → HTTPClient", "ArticleService → Cache"])
        #expect(screen.lines.last == "! offline: showing saved copies")
        #expect(server.requests.count == 2)
    }

    @Test func theDemoRefusesToGoOnlineTwice() {
        let outcome = DemoSession(SOADemo.self).run("go online")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "the network is already online")
    }
}
