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
        let proxy = LazyReportProxy(title: "q3", pageCount: 3) { builder.make("q3") }
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
        let lazy = LazyReportProxy(title: "q4", pageCount: 3) { builder.make("q4") }
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

    @Test func theVirtualProxyRefusesAMissingPageWithoutBuilding() throws {
        let builder = Builder()
        let proxy = LazyReportProxy(title: "q1", pageCount: 3) { builder.make("q1") }
        #expect(try proxy.pageCount == 3)
        #expect(try proxy.page(0) == nil)
        #expect(try proxy.page(4) == nil)
        #expect(try proxy.page(-2) == nil)
        #expect(builder.built == 0 && !proxy.isLoaded, "a page outside the report needs no report")
        #expect(try proxy.page(3) != nil)
        #expect(builder.built == 1)
    }

    @Test func theDemoRefusesPageZeroBeforeBuildingAnything() {
        let session = DemoSession(ProxyDemo.self)
        session.runScript("open; login \(ProxyDemo.password)")
        let lines = session.run("read 0").entries.map(\.text)
        #expect(lines.contains("virtual proxy: there is no page 0, pages run 1 to 120"))
        #expect(!lines.contains { $0.contains("parsed") })
        #expect(session.statePanel.last == "real reports built so far: 0")
    }
}
