/// Number formatting the creational demos share (wording helpers are in `DemoText`). Kept in one namespace so that helpers of
/// the same name in other families cannot clash inside the `Patterns` module.
enum CreationalFormat {
    /// Fixed decimals without Foundation's locale-dependent formatters, e.g. `0.55`.
    static func fixed(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let sign = scaled < 0 ? "-" : ""
        guard places > 0 else { return "\(sign)\(abs(scaled))" }
        let fraction = String(abs(scaled) % scale)
        let padding = String(repeating: "0", count: places - fraction.count)
        return "\(sign)\(abs(scaled) / scale).\(padding)\(fraction)"
    }

    /// Up to three decimals with trailing zeros dropped: `30`, `0.25`, `-0.2`.
    static func compact(_ value: Double) -> String {
        var text = fixed(value, places: 3)
        while text.hasSuffix("0") && text.contains(".") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The text padded with spaces on the right to `width` characters.
    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
