import MarkdownRendering
import TerminalKit

/// A bordered box centred on the screen, over what is drawn already: help, history, summary.
enum OverlayBox {
    static func draw(title: String, lines: [StyledLine], footer: String, maxWidth: Int, on screen: inout Screen) {
        let boxWidth = min(screen.size.width - 2, maxWidth)
        let inner = boxWidth - 4
        // Long lines (a command to copy) wrap rather than lose their end.
        let lines = lines.flatMap { line -> [StyledLine] in
            guard DisplayWidth.of(line.text) > inner else { return [line] }
            let style = line.runs.first?.style ?? .plain
            return TextWrapper.wrap(line.text, width: max(1, inner)).map { StyledLine($0, style: style) }
        }
        let height = min(screen.size.height - 2, lines.count + 2)
        let left = max(0, (screen.size.width - boxWidth) / 2)
        let top = max(0, (screen.size.height - height) / 2)
        let border = Style(bold: true)
        screen.fill(x: left, y: top, width: boxWidth, height: height)
        screen.put("╭" + String(repeating: "─", count: boxWidth - 2) + "╮", x: left, y: top, style: border)
        for row in 1..<max(1, height - 1) {
            screen.put("│", x: left, y: top + row, style: border)
            screen.put("│", x: left + boxWidth - 1, y: top + row, style: border)
        }
        screen.put("╰" + String(repeating: "─", count: boxWidth - 2) + "╯", x: left, y: top + height - 1, style: border)
        screen.put(" \(title) ", x: left + 2, y: top, style: border, maxWidth: inner)
        for (index, line) in lines.prefix(height - 2).enumerated() {
            screen.put(line, x: left + 2, y: top + 1 + index, maxWidth: inner)
        }
        let footerText = " \(footer) "
        if DisplayWidth.of(footerText) + 4 <= boxWidth {
            screen.put(footerText, x: left + boxWidth - DisplayWidth.of(footerText) - 2, y: top + height - 1, style: Style(dim: true))
        }
    }
}
