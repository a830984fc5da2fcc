@testable import Patterns
import Testing

@Suite struct ProxyTests {
    /// Counts how many real reports a proxy builds.
    final class Builder {
        var built = 0
        func make(_ title: String) -> any ReportReading {
            built += 1
            return ConfidentialReport(title: title, pageCount: 3)
        }
    }

    @Test func theVirtualProxyCreatesTheRealReportOnFirstUseAndOnlyOnce() throws {
        let builder = Builder()
        let proxy = LazyReportProxy(title: "q3") { builder.make("q3") }
        #expect(proxy.title == "q3")
        #expect(builder.built == 0 && !proxy.isLoaded, "the title must not need the real report")
        let first = try proxy.page(1)
        #expect(first == ConfidentialReport(title: "q3", pageCount: 3).page(1))
        #expect(builder.built == 1 && proxy.isLoaded)
        _ = try proxy.page(2)
        #expect(try proxy.pageCount == 3)
        #expect(builder.built == 1)
    }

    @Test func theProtectionProxyRefusesWithoutTheCredentialAndAllowsWithIt() throws {
        let authenticator = ReportAuthenticator(password: "secret")
        let report = ConfidentialReport(title: "q3", pageCount: 2)
        let proxy = ProtectedReportProxy(protecting: report, authenticator: authenticator)
        #expect(throws: ReportAccessError.notLoggedIn) { try proxy.page(1) }
        #expect(throws: ReportAccessError.notLoggedIn) { try proxy.pageCount }
        #expect(!authenticator.logIn(password: "guess"))
        #expect(throws: ReportAccessError.notLoggedIn) { try proxy.page(1) }
        #expect(authenticator.logIn(password: "secret"))
        #expect(try proxy.page(2) == report.page(2))
        authenticator.logOut()
        #expect(throws: ReportAccessError.notLoggedIn) { try proxy.page(1) }
        #expect(proxy.title == "q3", "the title is public")
    }

    @Test func aRefusedRequestNeverBuildsTheRealReport() throws {
        let builder = Builder()
        let authenticator = ReportAuthenticator(password: "secret")
        let lazy = LazyReportProxy(title: "q4") { builder.make("q4") }
        let handle: any ReportReading = ProtectedReportProxy(protecting: lazy, authenticator: authenticator)
        #expect(throws: ReportAccessError.notLoggedIn) { try handle.page(1) }
        #expect(builder.built == 0)
        authenticator.logIn(password: "secret")
        #expect(try handle.page(1) != nil)
        #expect(builder.built == 1)
    }

    @Test func theDemoNeedsAnOpenReportAndOneLoginAtATime() {
        let session = DemoSession(ProxyDemo.self)
        #expect(session.run("read").entries.last?.text == "no report is open: type `open` first")
        #expect(session.run("login \(ProxyDemo.password)").succeeded)
        #expect(session.run("login \(ProxyDemo.password)").entries.last?.text == "already logged in: `logout` first")
        session.run("logout")
        #expect(session.run("logout").entries.last?.text == "nobody is logged in")
    }
}
