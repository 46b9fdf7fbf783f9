import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// Turns a guide page's Markdown into terminal text: headings set apart, lists with bullets,
/// code blocks indented and dimmed, tables aligned, prose wrapped to the console's width.
/// It understands the subset the guide uses; anything else passes through as text.
struct MarkdownRenderer {
    var width: Int
    /// Applies terminal styles; identity when colour is off.
    var style: (String, [Console.Style]) -> String

    init(width: Int, style: @escaping (String, [Console.Style]) -> String = { text, _ in text }) {
        self.width = max(width, 30)
        self.style = style
    }

    init(console: Console) {
        self.init(width: console.width) { text, styles in
            styles.reduce(text) { styled, one in console.style(styled, one) }
        }
        colorEnabled = console.colorEnabled
    }

    /// Inline code keeps its backticks when there is no colour to mark it.
    var colorEnabled = false

    /// What `sherpa sessions N` prints: rendered on a terminal, the log's own Markdown otherwise,
    /// so piping it into a file or another tool gets the file as it is.
    static func text(for markdown: String, on console: Console) -> String {
        console.isTerminal ? MarkdownRenderer(console: console).render(markdown) : markdown
    }

    func render(_ markdown: String) -> String {
        var output: [String] = []
        let blocks = MarkdownBlocks.parse(markdown)
        for (index, block) in blocks.enumerated() {
            if index > 0 { output.append("") }
            output += render(block)
        }
        return output.joined(separator: "\n") + "\n"
    }

    private func render(_ block: MarkdownBlock) -> [String] {
        switch block {
        case .heading(let level, let text):
            let plain = InlineMarkdown.plain(text)
            guard level <= 2 else {
                // Without colour a minor heading would look like prose; the marker keeps it visible.
                return TextWrapper.wrap(plain, width: width, first: "▸ ", indent: "  ").components(separatedBy: "\n").map { style($0, [.bold, .cyan]) }
            }
            let heading = TextWrapper.wrap(plain, width: width).components(separatedBy: "\n")
            let underline = String(repeating: level == 1 ? "═" : "─", count: min(heading.map(\.count).max() ?? 0, width))
            return heading.map { style($0, [.bold]) } + [style(underline, [.dim])]
        case .paragraph(let text):
            return wrap(text, first: "", rest: "")
        case .quote(let text):
            let bar = style("│ ", [.dim])
            return wrap(text, first: bar, rest: bar, firstWidth: 2, restWidth: 2)
        case .list(let items):
            return items.flatMap { item -> [String] in
                let nesting = String(repeating: "  ", count: item.depth)
                var marker = item.ordinal.map { "\($0)." } ?? (item.depth == 0 ? "•" : "◦")
                var text = item.text
                // Task-list boxes ("- [ ] name the six jobs") read better as boxes than as brackets.
                for (box, glyph) in [("[ ] ", "☐"), ("[x] ", "☑"), ("[X] ", "☑")] where text.hasPrefix(box) {
                    marker = glyph
                    text = String(text.dropFirst(box.count))
                }
                let first = "  " + nesting + marker + " "
                let rest = String(repeating: " ", count: first.count)
                return wrap(text, first: first, rest: rest)
            }
        case .code(let language, let lines):
            var result: [String] = []
            if let language, !language.isEmpty { result.append("    " + style(language, [.dim])) }
            // Code is never wrapped: a broken line of Swift misleads more than a long one.
            result += lines.map { $0.isEmpty ? "" : "    " + style($0, [.dim]) }
            return result
        case .table(let rows):
            return table(rows)
        case .rule:
            return [style(String(repeating: "─", count: min(width, 60)), [.dim])]
        }
    }

    // MARK: Wrapping

    /// Wraps inline Markdown to the width, measuring only visible characters.
    private func wrap(_ text: String, first: String, rest: String, firstWidth: Int? = nil, restWidth: Int? = nil) -> [String] {
        let words = InlineMarkdown.words(text)
        var lines: [String] = []
        var current: [InlineMarkdown.Word] = []
        var used = 0
        var prefix = first
        var room = width - (firstWidth ?? first.count)
        for word in words {
            let size = word.visibleCount(codeMarks: !colorEnabled)
            if !current.isEmpty, used + 1 + size > room {
                lines.append(prefix + current.map(render).joined(separator: " "))
                current = []
                used = 0
                prefix = rest
                room = width - (restWidth ?? rest.count)
            }
            used += (current.isEmpty ? 0 : 1) + size
            current.append(word)
        }
        lines.append(prefix + current.map(render).joined(separator: " "))
        return lines
    }

    private func render(_ word: InlineMarkdown.Word) -> String {
        word.pieces.map { piece in
            switch piece.kind {
            case .text: piece.text
            case .strong: style(piece.text, [.bold])
            case .code: colorEnabled ? style(piece.text, [.cyan]) : "`" + piece.text + "`"
            case .link: style(piece.text, [.dim])
            }
        }.joined()
    }

    // MARK: Tables

    /// Aligned columns when they fit; otherwise one block per row, "header: value".
    private func table(_ rows: [[String]]) -> [String] {
        let cells = rows.map { $0.map { InlineMarkdown.plain($0) } }
        guard let header = cells.first else { return [] }
        let columns = cells.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in cells {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        let total = widths.reduce(0, +) + 3 * max(columns - 1, 0) + 2
        if total <= width {
            var lines: [String] = []
            for (index, row) in cells.enumerated() {
                let padded = (0..<columns).map { column in
                    (column < row.count ? row[column] : "").padding(toLength: widths[column], withPad: " ", startingAt: 0)
                }
                let line = "  " + padded.joined(separator: style(" │ ", [.dim]))
                lines.append(index == 0 ? style(line, [.bold]) : line)
                if index == 0 {
                    lines.append(style("  " + widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─"), [.dim]))
                }
            }
            return lines
        }
        var lines: [String] = []
        for (index, row) in cells.enumerated().dropFirst() {
            if index > 1 { lines.append("") }
            for (column, cell) in row.enumerated() where !cell.isEmpty {
                let label = column < header.count ? header[column] : ""
                if column == 0 {
                    lines += wrap(cell, first: "  • ", rest: "    ").map { style($0, [.bold]) }
                } else {
                    lines += wrap(label.isEmpty ? cell : "\(label): \(cell)", first: "    ", rest: "      ")
                }
            }
        }
        return lines
    }
}
