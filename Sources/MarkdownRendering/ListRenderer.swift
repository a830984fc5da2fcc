import Markdown
import TerminalKit

/// Bullet, ordered, nested and task lists, with hanging indents for wrapped lines.
struct ListRenderer {
    let renderer: MarkdownRenderer

    private static let bullets = ["•", "◦", "▪"]

    func render(_ list: ListBlock, width: Int, context: MarkdownRenderer.Context) -> [StyledLine] {
        let markers = list.items.enumerated().map { index, item in
            marker(for: item, at: index, in: list, depth: context.listDepth)
        }
        let markerWidth = markers.map(\.width).max() ?? 1
        let indent = markerWidth + 1
        var inner = context
        inner.listDepth += 1

        // Lists nested deeper than the width has room for give up the hanging indent: each
        // marker on a line of its own, its content under it at the full width.
        let hangs = width - indent >= MarkdownRenderer.narrowestNestedContent
        var lines: [StyledLine] = []
        for (item, marker) in zip(list.items, markers) {
            if !list.isTight, !lines.isEmpty { lines.append(StyledLine()) }
            var content = renderer.render(blocks: item.blocks, width: hangs ? width - indent : width, context: inner,
                                          separated: !list.isTight)
            guard hangs else {
                lines += marker.chunked(columns: width) + content
                continue
            }
            if content.isEmpty { content = [StyledLine()] }
            // Ordered markers line up on the right, like "9." above "10.".
            let padding = String(repeating: " ", count: markerWidth - marker.width)
            let first = StyledLine(padding) + marker + StyledLine(" ")
            let hanging = StyledLine(String(repeating: " ", count: indent))
            lines.append(first + content[0])
            lines += content.dropFirst().map { $0.isEmpty ? $0 : hanging + $0 }
        }
        return lines
    }

    private func marker(for item: ListItem, at index: Int, in list: ListBlock, depth: Int) -> StyledLine {
        let style = renderer.theme.listMarker
        switch item.task {
        case .checked: return StyledLine("[x]", style: Style(bold: true, foreground: .green))
        case .unchecked: return StyledLine("[ ]", style: style)
        case nil:
            if list.isOrdered { return StyledLine("\(list.start + index).", style: style) }
            if renderer.decorations == .text { return StyledLine("-", style: style) }
            return StyledLine(Self.bullets[depth % Self.bullets.count], style: style)
        }
    }
}
