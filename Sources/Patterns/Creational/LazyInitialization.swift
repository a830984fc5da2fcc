import Dispatch
import Synchronization
import Localization

// Lazy initialization: put off expensive work until the first time its result is needed,
// and then do it once. Swift has it built in twice: `lazy var` for instance properties
// (not thread-safe, which Swift 6 enforces by keeping such classes off other threads) and
// `static let`, created on first use under `swift_once` (Objective-C's `dispatch_once`).
// `LazyValue` below is the thread-safe version for one value shared between threads.
//
// The Russian interview guide calls table-cell dequeuing "lazy loading". It is not: a
// dequeued cell is an old object reused from a pool (see Object Pool); only creating a cell
// when the pool has none left is lazy.

/// A value computed on first access, exactly once, however many threads ask at the same time.
public final class LazyValue<Value: Sendable>: Sendable {
    private enum State {
        case pending(@Sendable () -> Value)
        case ready(Value)
    }

    private let state: Mutex<State>

    public init(_ initializer: @escaping @Sendable () -> Value) {
        state = Mutex(.pending(initializer))
    }

    /// The first caller runs the initializer while holding the lock, so callers arriving at
    /// the same moment wait for that one result instead of computing their own. (The
    /// initializer must not read this same value: that would wait on itself forever.)
    public var value: Value {
        state.withLock { state in
            switch state {
            case .ready(let value):
                return value
            case .pending(let initializer):
                let value = initializer()
                state = .ready(value)
                return value
            }
        }
    }

    public var isInitialized: Bool {
        state.withLock { state in
            if case .ready = state { return true }
            return false
        }
    }
}

/// Something costly to make: a chart of many points.
public struct SalesChart: Sendable {
    public let points: [Int]

    public init(pointCount: Int) {
        points = (0..<pointCount).map { ($0 * 7_919) % 1_000 }
    }

    public var peak: Int { points.max() ?? 0 }
}

/// A screen whose chart is only built if someone looks at it.
public final class ReportScreen {
    public let title: String
    /// How many times the chart's initializer ran: 0 until the first read, then 1 for good.
    public private(set) var chartBuilds = 0

    /// Not built by `init`: the initializer below runs on the first read of `chart`.
    public lazy var chart: SalesChart = makeChart()

    public init(title: String) {
        self.title = title
    }

    private func makeChart() -> SalesChart {
        chartBuilds += 1
        return SalesChart(pointCount: 10_000)
    }
}

/// A shared dictionary, loaded on first use of `shared` and never again in the process.
public final class SpellingDictionary: Sendable {
    /// `static let` is lazy and thread-safe: the initializer runs once, on first access.
    public static let shared = SpellingDictionary()

    private static let loads = Atomic<Int>(0)
    /// How many times the dictionary was loaded in this process: 0 before first use, then 1.
    public static var timesLoaded: Int { loads.load(ordering: .relaxed) }

    private let words: Set<String>

    private init() {
        Self.loads.add(1, ordering: .relaxed)
        words = ["lazy", "value", "swift", "static", "instance", "thread", "pattern", "once", "first"]
    }

    public func knows(_ word: String) -> Bool { words.contains(word.lowercased()) }
}

// MARK: - Demo

public final class LazyInitializationDemo: Demo {
    public static let info = DemoInfo(
        id: "lazy-initialization",
        title: "Lazy initialization",
        family: .creational,
        summary: """
            Expensive work waits for its first use and then happens once. A ReportScreen's \
            `lazy var chart` is built on the first read, not in init; a `static let` is built \
            on first use; a LazyValue is shared by many threads yet computed once. (Dequeuing \
            a table cell, called "lazy loading" in one seed, is reuse from a pool.)
            """,
        commands: [
            DemoCommand("open", help: "open a new report screen (its chart is lazy)"),
            DemoCommand("chart", help: "read the newest screen's chart"),
            DemoCommand("check", "<word>", arguments: 1...1,
                        help: "look a word up in SpellingDictionary.shared (a static let)"),
            DemoCommand("race", "[threads]", arguments: 0...1,
                        help: "threads read one shared LazyValue at the same time (default 8)"),
        ],
        tour: [
            TourStep("open", "Opening a screen does not build its chart: the lazy var waits."),
            TourStep("chart", "The first read runs the expensive initializer..."),
            TourStep("chart", "...and every later read reuses the stored chart."),
            TourStep("open", "A new screen starts without a chart: lazy is per instance."),
            TourStep("race 8", "Eight threads read one LazyValue at once: it is computed once."),
            TourStep("check lazy", "A static let is lazy too: built on first use, once per process."),
        ])

    private var screens: [ReportScreen] = []
    private let rateRuns = RunCounter()
    private let rates: LazyValue<[String: Double]>
    private var checkedDictionary = false

    public init() {
        let runs = rateRuns
        rates = LazyValue {
            runs.increment()
            return ["EUR": 1.0, "USD": 1.08, "UAH": 44.9]
        }
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "open": return open()
        case "chart": return try readChart()
        case "check": return check(input.words[0])
        case "race": return try race(threads: input.word(0) == nil ? 8 : input.integer(0, named: localized("the number of threads")))
        default: throw DemoError(localized("lazy-initialization has no command {0}", input.name))
        }
    }

    private func open() -> [String] {
        let screen = ReportScreen(title: "Report \(screens.count + 1)")
        screens.append(screen)
        return [localized("opened screen #{0}; chart builds so far: {1}", screens.count, screen.chartBuilds)]
    }

    private func readChart() throws(DemoError) -> [String] {
        guard let screen = screens.last else { throw DemoError(localized("no screen yet: type open first")) }
        let firstRead = screen.chartBuilds == 0
        let chart = screen.chart
        let number = screens.count
        return firstRead
            ? [localized(count: chart.points.count, one: "first read of screen #{1}'s chart: built {0} points",
                         other: "first read of screen #{1}'s chart: built {0} points", number),
               localized("chart builds: {0}", screen.chartBuilds)]
            : [localized("screen #{0}'s chart was already there: no work done", number),
               localized("chart builds: still {0}", screen.chartBuilds)]
    }

    private func check(_ word: String) -> [String] {
        checkedDictionary = true
        let known = SpellingDictionary.shared.knows(word)
        return [known ? localized("'{0}' is in SpellingDictionary.shared", word)
                      : localized("'{0}' is not in SpellingDictionary.shared", word),
                localized("loads of the dictionary in this process: {0}", SpellingDictionary.timesLoaded)]
    }

    private func race(threads: Int) throws(DemoError) -> [String] {
        guard (1...64).contains(threads) else { throw DemoError(localized("threads must be between 1 and 64")) }
        let wasReady = rates.isInitialized
        let rates = self.rates
        let seen = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            if rates.value["USD"] != nil { seen.add(1, ordering: .relaxed) }
        }
        let runs = rateRuns.count
        let readers = seen.load(ordering: .relaxed)
        let ran = runs == 1
            ? localized(count: threads, one: "the initializer ran once for {0} thread", other: "the initializer ran once for {0} threads")
            : localized(count: threads, one: "the initializer ran {1} times for {0} thread",
                        other: "the initializer ran {1} times for {0} threads", runs)
        return [localized(count: readers, one: "{0} thread read the shared exchange rates",
                          other: "{0} threads read the shared exchange rates"),
                wasReady ? localized("they were ready: the initializer did not run again (runs: {0})", runs) : ran]
    }

    public var statePanel: [String] { DemoText.panel(panelLines) }

    private var panelLines: [String] {
        var lines = screens.isEmpty ? [localized("no screens open")] : screens.enumerated().suffix(8).map { index, screen in
            screen.chartBuilds == 0 ? localized("screen #{0}: chart not built", index + 1)
                                    : localized("screen #{0}: chart built once", index + 1)
        }
        lines.append(rates.isInitialized ? localized("exchange rates: computed (runs: {0})", rateRuns.count)
                                         : localized("exchange rates: not computed yet"))
        if checkedDictionary { lines.append(localized("SpellingDictionary loads: {0}", SpellingDictionary.timesLoaded)) }
        return lines
    }
}

/// Counts how often an initializer ran, from any thread.
private final class RunCounter: Sendable {
    private let runs = Atomic<Int>(0)

    func increment() { runs.add(1, ordering: .relaxed) }
    var count: Int { runs.load(ordering: .relaxed) }
}
