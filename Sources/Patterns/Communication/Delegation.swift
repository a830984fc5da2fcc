import Localization

/// Delegation and data source, modelled on UITableView: a generic view that asks one object
/// for its data and tells another about what the user did.
public enum Delegation {}

extension Delegation {
    /// Supplies the rows. The table asks; the data source never pushes. Constrained to
    /// `AnyObject` so the table can hold it weakly.
    public protocol TableViewDataSource: AnyObject {
        func numberOfRows(in tableView: TableView) -> Int
        func tableView(_ tableView: TableView, cellForRowAt row: Int) -> String
    }

    /// Hears what happened and may steer it. Cocoa marks such methods `@objc optional` and
    /// checks `respondsToSelector:` before calling; Swift gives them default
    /// implementations in a protocol extension instead.
    public protocol TableViewDelegate: AnyObject {
        func tableView(_ tableView: TableView, shouldSelectRowAt row: Int) -> Bool
        func tableView(_ tableView: TableView, didSelectRowAt row: Int)
    }

    /// A table that knows how to lay out and select rows but nothing about what they mean.
    public final class TableView {
        /// Weak, as in UIKit: the controller that owns the table is usually its delegate
        /// and data source, so strong references both ways would be a retain cycle.
        public weak var dataSource: TableViewDataSource?
        public weak var delegate: TableViewDelegate?
        /// The rows as last drawn; they change only when the table asks again.
        public private(set) var visibleRows: [String] = []
        public private(set) var selectedRow: Int?

        public init() {}

        /// Asks the data source for the row count and then each row, like `reloadData()`.
        public func reloadData() {
            guard let dataSource else {
                visibleRows = []
                return
            }
            let count = dataSource.numberOfRows(in: self)
            visibleRows = (0..<count).map { dataSource.tableView(self, cellForRowAt: $0) }
            if let selectedRow, selectedRow >= count { self.selectedRow = nil }
        }

        /// The user taps a row. Returns whether the delegate was told about it.
        @discardableResult
        public func selectRow(at row: Int) -> Bool {
            guard visibleRows.indices.contains(row), let delegate else { return false }
            guard delegate.tableView(self, shouldSelectRowAt: row) else { return false }
            selectedRow = row
            delegate.tableView(self, didSelectRowAt: row)
            return true
        }
    }
}

extension Delegation.TableViewDelegate {
    public func tableView(_ tableView: Delegation.TableView, shouldSelectRowAt row: Int) -> Bool { true }
}

public final class DelegationDemo: Demo {
    public static let info = DemoInfo(
        id: "delegation",
        title: "Delegation and data source",
        family: .communication,
        summary: """
            A TableView knows how to draw and select rows, not what they are. It asks its data \
            source (a playlist) for the count and each row, and tells its delegate (a player) \
            which row was selected. Both are held weakly: watch what happens when one goes. \
            Rows are numbered from 1 here; in code the index starts at 0.
            """,
        commands: [
            DemoCommand("add", "row <title>", arguments: 2...8, help: "add a song to the playlist (the data source)"),
            DemoCommand("reload", help: "the table asks its data source for rows again"),
            DemoCommand("select", "<row>", arguments: 1...1, help: "tap a row (1 is the first): the table tells its delegate"),
            DemoCommand("detach", "<delegate|datasource>", arguments: 1...1,
                        help: "let the player or the playlist object go away"),
            DemoCommand("attach", "<delegate|datasource>", arguments: 1...1,
                        help: "make a new player or playlist and connect it"),
        ],
        tour: [
            TourStep("reload", "The table asks its data source for the count, then each row."),
            TourStep("add row Blue Monday", "The playlist changes, but the table has not asked yet..."),
            TourStep("reload", "...so it shows the new row only when it asks again."),
            TourStep("select 3", "A tap: the table tells its delegate what happened."),
            TourStep("detach delegate", "The player goes away; the table held it weakly."),
            TourStep("select 2", "Selecting now tells no one, and nothing crashes."),
        ])

    /// The data source: owns the songs and answers the table's questions.
    private final class Playlist: Delegation.TableViewDataSource {
        var songs = ["Intro", "Heroes", "Starman"]
        var questions: [String] = []

        func numberOfRows(in tableView: Delegation.TableView) -> Int {
            questions.append("numberOfRows -> \(songs.count)")
            return songs.count
        }

        func tableView(_ tableView: Delegation.TableView, cellForRowAt row: Int) -> String {
            // The index in code counts from 0; the learner's row numbers count from 1.
            questions.append(localized("cellForRowAt {0} (row {1}) -> {2}", row, row + 1, DemoText.cut(songs[row], to: 24)))
            return songs[row]
        }
    }

    /// The delegate: decides what a selection means (here, playing the song).
    private final class Player: Delegation.TableViewDelegate {
        var nowPlaying: String?

        func tableView(_ tableView: Delegation.TableView, didSelectRowAt row: Int) {
            nowPlaying = tableView.visibleRows[row]
        }
    }

    /// The roles a learner can detach or attach, and what plays each role here.
    private enum Role: String {
        case delegate, datasource

        var object: String { self == .delegate ? "player" : "playlist" }

        /// Reads the role word, and answers a natural slip ("detach player") with the role
        /// that object plays rather than a bare refusal.
        init(_ word: String, for command: String) throws(DemoError) {
            let word = word.lowercased()
            if let role = Role(rawValue: word) {
                self = role
                return
            }
            if let role = [Role.delegate, .datasource].first(where: { $0.object == word }) {
                throw DemoError(role == .delegate ? localized("the player is the table's delegate: {0} delegate", command)
                                                  : localized("the playlist is the table's data source: {0} datasource", command))
            }
            throw DemoError(localized("{0} delegate (player) or datasource (playlist), not '{1}'",
                                      command, DemoInput.shortened(word)))
        }
    }

    /// A song title, kept short enough for the panel and the trace.
    private static let maximumTitleLength = 32

    private let table = Delegation.TableView()
    // The demo plays the view controller that owns the delegate and data source; the table
    // only borrows them.
    private var playlist: Playlist?
    private var player: Player?

    public init() {
        connect(Playlist())
        connect(Player())
    }

    private func connect(_ playlist: Playlist) {
        self.playlist = playlist
        table.dataSource = playlist
    }

    private func connect(_ player: Player) {
        self.player = player
        table.delegate = player
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "add": return try add(input)
        case "reload": return reload()
        case "select": return try select(input.integer(0, named: localized("the row")))
        case "detach": return detach(try Role(input.words[0], for: "detach"))
        case "attach": return try attach(Role(input.words[0], for: "attach"))
        default: throw DemoError(localized("delegation has no command {0}", input.name))
        }
    }

    private func add(_ input: DemoInput) throws(DemoError) -> [String] {
        guard input.words[0].lowercased() == "row" else {
            throw DemoError(localized("add what? usage: add row <title>, e.g. add row Blue Monday"))
        }
        let title = input.text(from: 1)
        guard !title.allSatisfy(\.isWhitespace) else {
            throw DemoError(localized("a song needs a title, e.g. add row Blue Monday"))
        }
        guard title.count <= Self.maximumTitleLength else {
            throw DemoError(localized("a song title has at most {0} characters; this one has {1}",
                                      Self.maximumTitleLength, title.count))
        }
        guard let playlist else { throw DemoError(localized("there is no playlist now; try: attach datasource")) }
        playlist.songs.append(title)
        return [localized(count: playlist.songs.count, one: "playlist now has {0} song", other: "playlist now has {0} songs"),
                localized("the table still shows {0}: nobody told it", table.visibleRows.count)]
    }

    private func reload() -> [String] {
        playlist?.questions.removeAll()
        table.reloadData()
        guard let playlist else { return [localized("no data source: the table draws 0 rows")] }
        let asked = playlist.questions.map { localized("table asks: {0}", $0) }
        return asked + [localized(count: table.visibleRows.count, one: "table draws {0} row", other: "table draws {0} rows")]
    }

    /// `row` is what the learner typed, counted from 1; the table's index starts at 0.
    private func select(_ row: Int) throws(DemoError) -> [String] {
        let shown = table.visibleRows.count
        guard shown > 0 else { throw DemoError(localized("the table shows no rows yet; try: reload")) }
        guard (1...shown).contains(row) else {
            throw DemoError(row < 1 ? localized("rows are numbered from 1: rows are 1–{0}", shown)
                                    : localized("row {0} is not on screen: rows are 1–{1}", row, shown))
        }
        let index = row - 1
        let told = table.selectRow(at: index)
        guard told, let player else {
            return [localized("tap on row {0}: table.delegate is nil", row),
                    localized("nobody is told and nothing happens")]
        }
        return [localized("tap on row {0}: the table tells its delegate", row),
                "  " + localized("didSelectRowAt {0} (row {1})", index, row),
                localized("player plays '{0}'", DemoText.cut(player.nowPlaying ?? "", to: 32))]
    }

    private func detach(_ role: Role) -> [String] {
        switch role {
        case .delegate:
            guard player != nil else { return [localized("table.delegate is already nil: nothing changed")] }
            player = nil
            return [localized("the player was released by its owner"),
                    table.delegate == nil ? localized("table.delegate is now nil") : localized("table.delegate is now still set")]
        case .datasource:
            guard playlist != nil else { return [localized("table.dataSource is already nil: nothing changed")] }
            playlist = nil
            return [localized("the playlist was released by its owner"),
                    table.dataSource == nil ? localized("table.dataSource is now nil")
                                            : localized("table.dataSource is now still set"),
                    localized("the rows on screen stay until the next reload")]
        }
    }

    private func attach(_ role: Role) throws(DemoError) -> [String] {
        switch role {
        case .delegate:
            guard player == nil else { throw DemoError(localized("the table already has a delegate")) }
            connect(Player())
            return [localized("a new player is the table's delegate")]
        case .datasource:
            guard playlist == nil else { throw DemoError(localized("the table already has a data source")) }
            connect(Playlist())
            return [localized("a new playlist is the table's data source; reload to ask it")]
        }
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    public var statePanel: [String] {
        var lines = ["TableView"]
        lines.append("  dataSource: \(table.dataSource == nil ? "nil" : "Playlist (weak)")")
        lines.append("  delegate:   \(table.delegate == nil ? "nil" : "Player (weak)")")
        if table.visibleRows.isEmpty { lines.append("  " + localized("(no rows drawn)")) }
        for (index, title) in table.visibleRows.enumerated().prefix(6) {
            lines.append("  " + (table.selectedRow == index
                ? localized("row {0}: {1} <selected>", index + 1, DemoText.cut(title, to: 16))
                : localized("row {0}: {1}", index + 1, DemoText.cut(title, to: 24))))
        }
        if table.visibleRows.count > 6 { lines.append("  " + localized("... and {0} more", table.visibleRows.count - 6)) }
        if let playlist {
            lines.append(localized(count: playlist.songs.count, one: "Playlist: {0} song", other: "Playlist: {0} songs"))
        }
        if let player {
            lines.append(player.nowPlaying.map { localized("Player: playing {0}", DemoText.cut($0, to: 22)) }
                         ?? localized("Player: playing nothing"))
        }
        return lines
    }
}
