import Localization

// Proxy: a stand-in with the same interface as the real object, which controls access to
// it. Two kinds are stacked here: a protection proxy (refuses without a credential) in front
// of a virtual proxy (creates the expensive real object only on first use). Cocoa's NSProxy
// plays this role through the Objective-C runtime; Swift needs no runtime tricks, just a
// protocol that the proxies and the real object share.

/// Why a report could not be read.
public enum ReportAccessError: Error, Equatable, Sendable {
    case notLoggedIn
}

/// What a client can ask of a report. The real report and both proxies conform, so the
/// client cannot tell which one it holds.
public protocol ReportReading: AnyObject {
    var title: String { get }
    var pageCount: Int { get throws(ReportAccessError) }
    func page(_ number: Int) throws(ReportAccessError) -> String?
}

// MARK: The real subject

/// The real object: building it is expensive, because it parses every page up front.
public final class ConfidentialReport: ReportReading {
    public static let standardPageCount = 120

    public let title: String
    private let pages: [String]

    public init(title: String, pageCount: Int = standardPageCount) {
        self.title = title
        self.pages = (1...max(1, pageCount)).map {
            localized("{0}, page {1}: figures for quarter {2}", title, $0, ($0 - 1) % 4 + 1)
        }
    }

    public var pageCount: Int { pages.count }

    public func page(_ number: Int) -> String? {
        pages.indices.contains(number - 1) ? pages[number - 1] : nil
    }
}

// MARK: The virtual proxy

/// Holds only what is cheap (the title, the page count from the catalogue, and a way to
/// build the report) and builds the real report the first time someone needs its
/// contents, then forwards to it from then on. A request it can answer from what it holds,
/// such as a page outside the report, never pays for building it.
public final class LazyReportProxy: ReportReading {
    public let title: String
    /// Known without the report, as a file's size is known from a directory listing.
    private let knownPageCount: Int
    private let makeReport: () -> any ReportReading
    private var real: (any ReportReading)?

    public init(title: String, pageCount: Int, makeReport: @escaping () -> any ReportReading) {
        self.title = title
        self.knownPageCount = pageCount
        self.makeReport = makeReport
    }

    /// True once the real report exists.
    public var isLoaded: Bool { real != nil }

    public var pageCount: Int {
        get throws(ReportAccessError) { knownPageCount }
    }

    /// Nil for a page outside 1...pageCount, refused before any building.
    public func page(_ number: Int) throws(ReportAccessError) -> String? {
        guard (1...max(1, knownPageCount)).contains(number) else { return nil }
        return try realReport().page(number)
    }

    private func realReport() -> any ReportReading {
        if let real { return real }
        let made = makeReport()
        real = made
        return made
    }
}

// MARK: The protection proxy

/// Checks a password and remembers whether someone is logged in. A real app would verify a
/// salted hash on a server; comparing strings keeps the idea visible.
public final class ReportAuthenticator {
    private let password: String
    public private(set) var isLoggedIn = false

    public init(password: String) {
        self.password = password
    }

    /// Logs in when the password is right; returns whether it was.
    @discardableResult
    public func logIn(password attempt: String) -> Bool {
        isLoggedIn = attempt == password
        return isLoggedIn
    }

    public func logOut() {
        isLoggedIn = false
    }
}

/// Refuses every request for the contents unless the authenticator has a logged-in user.
/// The title is not secret, so it passes through even when logged out.
public final class ProtectedReportProxy: ReportReading {
    private let subject: any ReportReading
    private let authenticator: ReportAuthenticator

    public init(protecting subject: any ReportReading, authenticator: ReportAuthenticator) {
        self.subject = subject
        self.authenticator = authenticator
    }

    public var title: String { subject.title }

    public var pageCount: Int {
        get throws(ReportAccessError) {
            try checkAccess()
            return try subject.pageCount
        }
    }

    public func page(_ number: Int) throws(ReportAccessError) -> String? {
        try checkAccess()
        return try subject.page(number)
    }

    private func checkAccess() throws(ReportAccessError) {
        guard authenticator.isLoggedIn else { throw .notLoggedIn }
    }
}

// MARK: The demo

public final class ProxyDemo: Demo {
    public static let info = DemoInfo(
        id: "proxy",
        title: "Proxy: virtual and protection",
        family: .structural,
        summary: """
            Opening a report hands the client a protection proxy in front of a virtual proxy. \
            The protection proxy refuses to show contents until you log in (the password is \
            swordfish); the virtual proxy builds the expensive ConfidentialReport only when \
            its contents are first needed. Watch when the real report gets created.
            """,
        commands: [
            DemoCommand("open", "[title]", arguments: 0...1, help: "get a report handle (default title: budget)"),
            DemoCommand("info", help: "ask the report for its title"),
            DemoCommand("login", "<password>", arguments: 1...1, help: "log in to read protected reports"),
            DemoCommand("read", "[page]", arguments: 0...1, help: "read a page of the open report (default 1)"),
            DemoCommand("logout", help: "log out again"),
        ],
        tour: [
            TourStep("open budget", "Opening is instant: the client gets proxies, no real report yet."),
            TourStep("info", "The title is cheap and public: the proxies answer it themselves."),
            TourStep("read", "The protection proxy refuses: nobody is logged in."),
            TourStep("login swordfish", "Log in with the right password..."),
            TourStep("read", "...now the virtual proxy builds the real report, on first use."),
            TourStep("read 2", "Later reads reuse it: created once, only when needed."),
            TourStep("logout", "Log out..."),
            TourStep("read", "...and the protection proxy refuses again, real report or not."),
        ])

    public static let password = "swordfish"

    private let authenticator = ReportAuthenticator(password: ProxyDemo.password)
    private var handle: ProtectedReportProxy?
    private var lazyProxy: LazyReportProxy?
    private var reportsBuilt = 0

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "open": return open(title: input.word(0) ?? "budget")
        case "info": return try info()
        case "login": return try logIn(input.words[0])
        case "read": return try read(page: input.word(0) == nil ? 1 : input.integer(0, named: localized("the page")))
        case "logout": return try logOut()
        default: throw DemoError(localized("proxy has no command {0}", input.name))
        }
    }

    private func open(title: String) -> [String] {
        let lazy = LazyReportProxy(title: title, pageCount: ConfidentialReport.standardPageCount) { [weak self] in
            self?.reportsBuilt += 1
            return ConfidentialReport(title: title)
        }
        lazyProxy = lazy
        handle = ProtectedReportProxy(protecting: lazy, authenticator: authenticator)
        return [localized("client got a ReportReading for {0}:", title),
                "  " + localized("protection proxy → virtual proxy → (no report yet)"),
                localized("nothing expensive happened: no pages were parsed")]
    }

    private func info() throws(DemoError) -> [String] {
        let (handle, lazy) = try openReport()
        return [localized("title: {0}, answered without the real report", handle.title),
                lazy.isLoaded ? localized("real report created: yes") : localized("real report created: not yet")]
    }

    private func logIn(_ attempt: String) throws(DemoError) -> [String] {
        guard !authenticator.isLoggedIn else { throw DemoError(localized("already logged in: `logout` first")) }
        return authenticator.logIn(password: attempt)
            ? [localized("authenticator accepted the password: logged in")]
            : [localized("authenticator refused '{0}': still logged out", attempt)]
    }

    private func logOut() throws(DemoError) -> [String] {
        guard authenticator.isLoggedIn else { throw DemoError(localized("nobody is logged in")) }
        authenticator.logOut()
        return [localized("logged out: protected contents are locked again")]
    }

    private func read(page number: Int) throws(DemoError) -> [String] {
        let (handle, lazy) = try openReport()
        let wasLoaded = lazy.isLoaded
        let text: String?
        do {
            text = try handle.page(number)
        } catch {
            return [localized("protection proxy refused: not logged in"),
                    wasLoaded ? localized("the real report exists but stays out of reach")
                              : localized("the real report was never created")]
        }
        var lines = [localized("protection proxy: logged in, passing the call on")]
        guard let text else {
            // The virtual proxy knows the page count, so it refused without building.
            let pages = (try? lazy.pageCount) ?? ConfidentialReport.standardPageCount
            return lines + [localized("virtual proxy: there is no page {0}, pages run 1 to {1}", number, pages),
                            wasLoaded ? localized("the real report was not asked")
                                      : localized("so it did not build the real report")]
        }
        lines += wasLoaded
            ? [localized("virtual proxy: report already built, forwarding")]
            : [localized("virtual proxy: first use, building the real report"),
               localized(count: ConfidentialReport.standardPageCount, one: "ConfidentialReport parsed {0} page (the slow part)",
                         other: "ConfidentialReport parsed {0} pages (the slow part)")]
        return lines + [localized("read: {0}", text)]
    }

    private func openReport() throws(DemoError) -> (ProtectedReportProxy, LazyReportProxy) {
        guard let handle, let lazyProxy else { throw DemoError(localized("no report is open: type `open` first")) }
        return (handle, lazyProxy)
    }

    public var statePanel: [String] {
        var lines = [authenticator.isLoggedIn ? localized("logged in: yes") : localized("logged in: no")]
        if let lazyProxy {
            lines += [localized("open report: {0}", lazyProxy.title),
                      "  ProtectedReportProxy",
                      "  └ LazyReportProxy",
                      "    └ " + (lazyProxy.isLoaded ? localized("ConfidentialReport (built)") : localized("(not built yet)"))]
        } else {
            lines.append(localized("no report open"))
        }
        lines.append(localized("real reports built so far: {0}", reportsBuilt))

        return lines
    }
}
