/// Horizontal bar charts as plain text lines, one bar per value:
///
///     03-01  4 ████▌
///     03-02  0
///     03-03 12 █████████████▋
///
/// Text rather than drawing so one renderer serves the terminal screen (block characters, with
/// eighth-of-a-cell precision) and plain mode (`#`, whole characters only, for screen readers,
/// pipes and terminals without the glyphs). Labels and values line up in columns; the bars
/// share the width that is left, scaled so the largest value fills it.
public enum BarChart {
    /// The partial blocks for 1/8 to 7/8 of a cell; the empty string stands for 0/8.
    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    private static let fullBlock = "█"
    private static let plainMark = "#"

    /// - Parameters:
    ///   - values: one bar each; negative values are drawn as 0.
    ///   - labels: the label of each value, by index; missing labels are empty.
    ///   - width: the widest a line may be, in columns. A line is wider only when the label and
    ///     value columns alone do not fit, and then it has no bar.
    ///   - plain: `#` characters instead of block characters.
    /// - Returns: one line per value, without trailing spaces. Labels are counted one column per
    ///   character, which holds for the ASCII day labels this draws (`Stats.dayLabel`).
    ///
    /// Any value above 0 gets at least the smallest mark, so a day with one review never looks
    /// like a day with none, however large the largest value.
    public static func lines(values: [Int], labels: [String], width: Int, plain: Bool = false) -> [String] {
        let values = values.map { max($0, 0) }
        let labels = values.indices.map { $0 < labels.count ? labels[$0] : "" }
        let numbers = values.map(String.init)
        let labelWidth = labels.map(\.count).max() ?? 0
        let numberWidth = numbers.map(\.count).max() ?? 0
        // The label column (when any label is not empty), the value column, then the bar, with a
        // space between columns.
        let fixed = (labelWidth > 0 ? labelWidth + 1 : 0) + numberWidth + 1
        let barCells = max(width - fixed, 0)
        let unitsPerCell = plain ? 1 : 8
        let largest = values.max() ?? 0

        return values.indices.map { index in
            var line = ""
            if labelWidth > 0 { line += pad(labels[index], to: labelWidth, left: false) + " " }
            line += pad(numbers[index], to: numberWidth, left: true)
            let units = barUnits(values[index], largest: largest, available: barCells * unitsPerCell)
            if units > 0 {
                line += " " + (plain ? String(repeating: plainMark, count: units)
                                     : String(repeating: fullBlock, count: units / 8) + eighths[units % 8])
            }
            return line
        }
    }

    /// The bar's length in units (eighths of a cell, or cells in plain mode), rounded to the
    /// nearest and at least one for a value above 0 when there is room for a bar at all.
    private static func barUnits(_ value: Int, largest: Int, available: Int) -> Int {
        guard value > 0, largest > 0, available > 0 else { return 0 }
        // In Double: value × available could overflow Int for absurd values; the ratio cannot.
        let units = Int((Double(value) / Double(largest) * Double(available)).rounded())
        return min(max(units, 1), available)
    }

    /// The lower blocks for 1/8 to 8/8 of a cell's height.
    private static let rising = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A column chart, one column per value from left to right, for a screen wide enough to
    /// put a month of days side by side:
    ///
    ///      4 ┤      █
    ///        │   ▄  █
    ///        │▂  █  █
    ///      0 └──────────
    ///
    /// - Parameters:
    ///   - values: one column each; negative values are drawn as 0.
    ///   - height: rows of columns (at least 1), each split in eighths.
    ///   - spacing: blank cells after each column.
    /// - Returns: `height` rows and then the axis, all the same width: an axis label column
    ///   (the largest value at the top, 0 on the baseline), `┤`/`│`/`└`, then the columns. Any value
    ///   above 0 gets at least an eighth, so it never looks like none.
    public static func columns(values: [Int], height: Int, spacing: Int = 1) -> [String] {
        let values = values.map { max($0, 0) }
        let height = max(1, height)
        let largest = values.max() ?? 0
        let gutter = String(largest).count
        let available = height * 8
        let units = values.map { barUnits($0, largest: largest, available: available) }
        let gap = String(repeating: " ", count: max(0, spacing))
        var rows: [String] = []
        for row in 0..<height {
            // Eighths below this row's bottom edge: row 0 is the top.
            let floor = (height - 1 - row) * 8
            var line = row == 0 ? pad(String(largest), to: gutter, left: true) + " ┤"
                : String(repeating: " ", count: gutter) + " │"
            for unit in units {
                let filled = min(max(unit - floor, 0), 8)
                line += (filled == 0 ? " " : rising[filled - 1]) + gap
            }
            rows.append(line)
        }
        // 0 is the baseline the columns stand on, not the bottom row they fill.
        rows.append(pad("0", to: gutter, left: true) + " └" + String(repeating: "─", count: values.count * (1 + gap.count)))
        return rows
    }

    private static func pad(_ text: String, to width: Int, left: Bool) -> String {
        let padding = String(repeating: " ", count: max(width - text.count, 0))
        return left ? padding + text : text + padding
    }
}
