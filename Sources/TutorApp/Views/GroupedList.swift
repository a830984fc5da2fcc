import TerminalKit

/// Entries under group headings, each entry a block of lines, one of them highlighted: the
/// cheat sheet and the live-run list move, scroll, hit-test and draw through it. Entries may
/// take several lines (a wrapped intent), so it keeps where each one starts and ends.
struct GroupedList: Sendable, Hashable {
    /// One group, laid out: its heading and each entry's lines (the first is the one the
    /// highlight marks; it starts with two blank columns for the marker).
    struct Group {
        var heading: StyledLine
        var entries: [[StyledLine]]
    }

    enum Motion: Sendable, Hashable { case next, previous, pageDown, pageUp, first, last }

    /// The keys that move the highlight, the same on every list; `item` names what is listed.
    static func motionKeys<Action>(item: String, _ action: (Motion) -> Action) -> [KeyBinding<Action>] {
        [
            KeyBinding([.down, .character("j"), .tab], "↓ j Tab", "next \(item) (wheel scrolls)", action(.next)),
            KeyBinding([.up, .character("k"), .backTab], "↑ k", "previous \(item)", action(.previous), joinsPrevious: true),
            KeyBinding([.pageDown, .character(" ")], "Space PgDn", "a page down", action(.pageDown)),
            KeyBinding([.pageUp, .character("b")], "b PgUp", "a page up", action(.pageUp), joinsPrevious: true),
            KeyBinding([.home, .character("g")], "g Home", "first \(item)", action(.first)),
            KeyBinding([.end, .character("G")], "G End", "last \(item)", action(.last), joinsPrevious: true),
        ]
    }

    private(set) var lines: [StyledLine] = []
    /// Each entry's lines, `start..<end` in `lines`.
    private(set) var entryLines: [Range<Int>] = []
    /// The first line each entry keeps in view with it: its group's heading, for a group's
    /// first entry, so the family a pattern belongs to is never scrolled off above it.
    private(set) var entryTops: [Int] = []
    private(set) var selected = 0
    private(set) var scroll = 0

    var count: Int { entryLines.count }

    /// Lays out `groups`, a blank line between two, with entry `selected` highlighted and in view.
    mutating func layOut(_ groups: [Group], selected: Int, height: Int) {
        lines = []
        entryLines = []
        entryTops = []
        for group in groups where !group.entries.isEmpty {
            if !lines.isEmpty { lines.append(StyledLine()) }
            let heading = lines.count
            lines.append(group.heading)
            for (index, entry) in group.entries.enumerated() {
                entryTops.append(index == 0 ? heading : lines.count)
                entryLines.append(lines.count..<lines.count + entry.count)
                lines += entry
            }
        }
        select(selected, height: height)
    }

    mutating func move(_ motion: Motion, height: Int) {
        guard count > 0 else { return }
        let start = entryLines[selected].lowerBound
        let page = max(1, height - 1)
        switch motion {
        case .next: select(selected + 1, height: height)
        case .previous: select(selected - 1, height: height)
        case .first: select(0, height: height)
        case .last: select(count - 1, height: height)
        // A page of lines, not of entries, since entries differ in height: the last entry
        // starting within a page below, and at least the next one.
        case .pageDown:
            let target = entryLines.lastIndex { $0.lowerBound <= start + page } ?? selected
            select(max(selected + 1, target), height: height)
        case .pageUp:
            let target = entryLines.firstIndex { $0.lowerBound >= start - page } ?? selected
            select(min(selected - 1, target), height: height)
        }
    }

    /// The wheel scrolls the lines and leaves the highlight where it is.
    mutating func scroll(by rows: Int, height: Int) {
        scroll = min(max(0, scroll + rows), max(0, lines.count - height))
    }

    /// The wheel scrolls; a click on an entry (the list drawn from screen row 1) highlights it
    /// and returns it, for the screen to open.
    mutating func clicked(by mouse: MouseEvent, height: Int) -> Int? {
        switch mouse.kind {
        case .wheelDown: scroll(by: 3, height: height)
        case .wheelUp: scroll(by: -3, height: height)
        case .click:
            guard mouse.position.y >= 1, let entry = entry(atRow: mouse.position.y - 1) else { return nil }
            select(entry, height: height)
            return entry
        }
        return nil
    }

    /// The entry drawn on `row` of the list (0 is its first row), if any.
    func entry(atRow row: Int) -> Int? {
        let line = scroll + row
        return entryLines.firstIndex { $0.contains(line) }
    }

    /// Draws the visible lines from screen row `top`; the highlighted entry's first line is
    /// reversed across the window and marked with ▸.
    func draw(on screen: inout Screen, top: Int, height: Int) {
        let width = screen.size.width
        let marked = entryLines.indices.contains(selected) ? entryLines[selected].lowerBound : nil
        for (offset, index) in (scroll..<min(lines.count, scroll + height)).enumerated() {
            let y = top + offset
            guard index == marked else {
                screen.put(lines[index], x: 1, y: y, maxWidth: width - 2)
                continue
            }
            let highlight = Style(reverse: true)
            screen.fill(x: 0, y: y, width: width, height: 1, style: highlight)
            screen.put(lines[index].styled(over: highlight), x: 1, y: y, maxWidth: width - 2)
            screen.put("▸", x: 1, y: y, style: highlight.over(Style(bold: true)))
        }
    }

    mutating func select(_ index: Int, height: Int) {
        selected = min(max(0, index), max(0, count - 1))
        keepSelectionVisible(height: height)
    }

    /// Scrolls so the highlighted entry, and its heading above a group's first entry, are in
    /// view; an entry taller than the window shows its first lines.
    private mutating func keepSelectionVisible(height: Int) {
        if count > 0 {
            let entry = entryLines[selected]
            if entryTops[selected] < scroll { scroll = entryTops[selected] }
            if entry.upperBound > scroll + height { scroll = entry.upperBound - height }
            if entry.lowerBound < scroll { scroll = entry.lowerBound }
        }
        scroll = min(max(0, scroll), max(0, lines.count - height))
    }
}

extension GroupedList {
    /// An entry's first line: two columns for the marker, `title` in bold and `detail` at the
    /// right edge when both fit in `width`; `detailFits` is false when the caller must give
    /// the detail a line of its own.
    static func headline(_ title: String, detail: String?, detailStyle: Style, width: Int) -> (line: StyledLine, detailFits: Bool) {
        let room = width - 2
        let name = StyledLine("  ") + StyledLine(TerminalText.truncated(title, toWidth: room), style: Style(bold: true))
        guard let detail, !detail.isEmpty else { return (name, true) }
        let gap = room - DisplayWidth.of(title) - DisplayWidth.of(detail)
        guard gap >= 2 else { return (name, false) }
        return (name + StyledLine(String(repeating: " ", count: gap)) + StyledLine(detail, style: detailStyle), true)
    }
}

extension Array {
    /// The elements in groups of one key each: keys in the order they first come, each
    /// group's elements in their order here.
    func groupedStably(by key: (Element) -> String) -> [(key: String, elements: [Element])] {
        var groups: [(key: String, elements: [Element])] = []
        var positions: [String: Int] = [:]
        for element in self {
            let name = key(element)
            if let position = positions[name] {
                groups[position].elements.append(element)
            } else {
                positions[name] = groups.count
                groups.append((name, [element]))
            }
        }
        return groups
    }
}
