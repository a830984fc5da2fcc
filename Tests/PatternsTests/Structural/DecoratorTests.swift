@testable import Patterns
import Testing

@Suite struct DecoratorTests {
    @Test func theCoreIsCalledOncePerUncachedFetchAndNeverForACachedOne() {
        let core = NewsAPIArticleService()
        let service: any ArticleService = CachingArticleService(wrapping: core)
        let first = service.articles(about: "swift")
        #expect(core.requestCount == 1)
        #expect(service.articles(about: "swift") == first)
        #expect(core.requestCount == 1, "a cached topic must not reach the core")
        _ = service.articles(about: "ios")
        #expect(core.requestCount == 2)
    }

    @Test func orderMattersALogOutsideTheCacheSeesEveryFetchALogInsideOnlyMisses() {
        let outerJournal = ArticleJournal()
        let logOutside = LoggingArticleService(
            wrapping: CachingArticleService(wrapping: NewsAPIArticleService()), journal: outerJournal)
        let innerJournal = ArticleJournal()
        let logInside = CachingArticleService(
            wrapping: LoggingArticleService(wrapping: NewsAPIArticleService(), journal: innerJournal))
        for _ in 1...3 {
            _ = logOutside.articles(about: "linux")
            _ = logInside.articles(about: "linux")
        }
        #expect(outerJournal.lines.filter { $0.hasSuffix("called") }.count == 3)
        #expect(innerJournal.lines.filter { $0.hasSuffix("called") }.count == 1)
    }

    @Test func eachLayerAddsItsBehaviourAndPassesTheCallInward() {
        let journal = ArticleJournal()
        let core = NewsAPIArticleService(journal: journal)
        let cache = CachingArticleService(wrapping: core, journal: journal)
        let log = LoggingArticleService(wrapping: cache, journal: journal)
        let stack = TopRatedArticleService(wrapping: log, limit: 2, journal: journal)
        let result = stack.articles(about: "swift")
        let expected = NewsAPIArticleService.catalogue.filter { $0.topic == "swift" }.sorted { $0.rating > $1.rating }
        #expect(result == Array(expected.prefix(2)))
        let order = journal.lines.map { $0.prefix { $0 != ":" } }
        #expect(order == ["log", "cache", "core", "log", "top 2"], "the call goes in through each layer and back out")
        #expect(stack.layers.map(\.layerName) == ["top 2", "log", "cache", "news API"])
    }

    @Test func aFilterInsideTheLogChangesWhatTheLogSees() {
        let journal = ArticleJournal()
        let filterInside = LoggingArticleService(
            wrapping: TopRatedArticleService(wrapping: NewsAPIArticleService(), limit: 1), journal: journal)
        _ = filterInside.articles(about: "ios")
        #expect(journal.drain().last == "log: returned 1 article")
        let filterOutside = TopRatedArticleService(
            wrapping: LoggingArticleService(wrapping: NewsAPIArticleService(), journal: journal), limit: 1)
        let all = NewsAPIArticleService.catalogue.filter { $0.topic == "ios" }.count
        #expect(filterOutside.articles(about: "ios").count == 1)
        #expect(journal.drain().last == "log: returned \(all) articles")
    }

    @Test func theDemoRefusesToUnwrapTheBareServiceOrNumberACache() {
        let session = DemoSession(DecoratorDemo.self)
        #expect(session.run("unwrap").entries.last?.text == "nothing to unwrap: the service is the bare news API")
        #expect(session.run("wrap cache 2").entries.last?.text == "only top takes a number, e.g. `wrap top 2`")
        #expect(session.run("wrap cache").succeeded)
        #expect(session.run("unwrap").succeeded)
    }

    @Test func aLogInsideTheCacheNeverSeesCacheHits() {
        let journal = ArticleJournal()
        let logInside = CachingArticleService(
            wrapping: LoggingArticleService(wrapping: NewsAPIArticleService(), journal: journal), journal: journal)
        _ = logInside.articles(about: "ios")
        #expect(journal.drain().contains("log: articles(about: ios) called"))
        _ = logInside.articles(about: "ios")
        let second = journal.drain()
        #expect(second == ["cache: hit for ios, nothing below is asked"])
        #expect(logInside.hits == 1)
    }

    @Test func theDemoSaysWhichNumberTopTakesWhenLeftOut() {
        let session = DemoSession(DecoratorDemo.self)
        let outcome = session.run("wrap top")
        #expect(outcome.entries.map(\.text).contains("wrapped the service in a top 3 layer (3, as no n was given)"))
        #expect(session.info.command(named: "wrap")?.help.contains("n is 3 if left out") == true)
        let two = session.run("wrap top 2")
        #expect(two.entries.map(\.text).contains("wrapped the service in a top 2 layer"))
    }
}
