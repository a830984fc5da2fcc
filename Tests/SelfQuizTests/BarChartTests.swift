import SelfQuiz
import Testing

@Suite struct BarChartTests {
    static let values = [4, 0, 12, 1]
    static let labels = ["03-01", "03-02", "03-03", "03-04"]

    /// 20 columns: 5 of label, 2 of value, two spaces, 11 cells of bar = 88 eighths for 12.
    /// 4 is 29.3 eighths: 3 cells and 5/8; 1 is 7.3: 7/8.
    @Test func blocksWithEighths() {
        #expect(BarChart.lines(values: Self.values, labels: Self.labels, width: 20) == [
            "03-01  4 ███▋",
            "03-02  0",
            "03-03 12 ███████████",
            "03-04  1 ▉",
        ])
    }

    /// The same in whole characters: 4 is 3.7 cells, 1 is 0.9.
    @Test func plainHashes() {
        #expect(BarChart.lines(values: Self.values, labels: Self.labels, width: 20, plain: true) == [
            "03-01  4 ####",
            "03-02  0",
            "03-03 12 ###########",
            "03-04  1 #",
        ])
    }

    @Test(arguments: [false, true], [10, 20, 33, 80])
    func linesFitTheWidth(plain: Bool, width: Int) {
        let values = [0, 1, 7, 99, 100, 3_000, 12, 5]
        let lines = BarChart.lines(values: values, labels: values.map { "d\($0)" }, width: width, plain: plain)
        #expect(lines.count == values.count)
        #expect(lines.allSatisfy { $0.count <= width && !$0.hasSuffix(" ") })
        // The largest fills the line; every value above 0 shows a mark once there is room for a
        // bar (the label and value columns take 10 columns, and a space).
        #expect(lines[5].count == width)
        #expect(lines[0] == "d0       0")
        #expect(lines.enumerated().allSatisfy { index, line in (values[index] > 0 && width > 11) == (line.count > 10) })
    }

    /// A day with one review among thousands still shows.
    @Test func aSmallValueStillShows() {
        #expect(BarChart.lines(values: [10_000, 1], labels: ["a", "b"], width: 12) == ["a 10000 ████", "b     1 ▏"])
        #expect(BarChart.lines(values: [10_000, 1], labels: ["a", "b"], width: 12, plain: true) == ["a 10000 ####", "b     1 #"])
    }

    @Test func edgeCases() {
        #expect(BarChart.lines(values: [], labels: [], width: 40).isEmpty)
        // All zero: no bars, no division by zero.
        #expect(BarChart.lines(values: [0, 0], labels: ["x", "y"], width: 20) == ["x 0", "y 0"])
        // Negative counts are drawn as 0.
        #expect(BarChart.lines(values: [-5, 2], labels: ["x", "y"], width: 8, plain: true) == ["x 0", "y 2 ####"])
        // Missing labels are empty; no labels at all drops the column.
        #expect(BarChart.lines(values: [2, 1], labels: ["x"], width: 8, plain: true) == ["x 2 ####", "  1 ##"])
        #expect(BarChart.lines(values: [2, 1], labels: [], width: 6, plain: true) == ["2 ####", "1 ##"])
        // Too narrow for a bar: labels and values only.
        #expect(BarChart.lines(values: [3, 1], labels: ["03-01", "03-02"], width: 7) == ["03-01 3", "03-02 1"])
        #expect(BarChart.lines(values: [3], labels: ["03-01"], width: 0) == ["03-01 3"])
    }
}

@Suite struct ColumnChartTests {
    @Test func columnsRiseInEighthsWithTheLargestAtTheTop() {
        // Two rows are 16 eighths: 1 of 4 is 4 eighths, 2 of 4 a full bottom cell.
        #expect(BarChart.columns(values: [0, 1, 2, 4], height: 2) == [
            "4 ┤      █ ",
            "  │  ▄ █ █ ",
            "0 └────────",
        ])
    }

    @Test func aSmallValueStillShowsAndNothingShowsNothing() {
        let rows = BarChart.columns(values: [1000, 1, 0], height: 3, spacing: 0)
        #expect(rows == ["1000 ┤█  ", "     │█  ", "     │█▁ ", "   0 └───"])
        #expect(BarChart.columns(values: [0, 0], height: 1, spacing: 0) == ["0 ┤  ", "0 └──"])
    }
}
