import Foundation

/// Turns a guide page's Markdown into terminal text: headings set apart, lists with bullets,
/// code blocks indented and dimmed, tables aligned, prose wrapped to the console's width.
/// It understands the subset the guide uses; anything else passes through as text.
public struct MarkdownRenderer {
    public var width: Int
    /// Applies terminal styles; identity when colour is off.
    public var style: (String, [Console.Style]) -> String

    public init(width: Int, style: @escaping (String, [Console.Style]) -> String = { text, _ in text }) {
        self.width = max(width, 30)
        self.style = style
    }

    public init(console: Console) {
        self.init(width: console.width) { text, styles in
            styles.reduce(text) { styled, one in console.style(styled, one) }
        }
        colorEnabled = console.colorEnabled
    }

    /// Inline code keeps its backticks when there is no colour to mark it.
    var colorEnabled = false

    /// What `sherpa guide` prints: rendered on a terminal, the page's own Markdown otherwise,
    /// so piping into a file, a pager or another tool gets plain text.
    public static func text(for markdown: String, on console: Console) -> String {
        console.isTerminal ? MarkdownRenderer(console: console).render(markdown) : markdown
    }

    public func render(_ markdown: String) -> String {
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
            switch level {
            case 1:
                return [style(plain, [.bold]), style(String(repeating: "═", count: min(plain.count, width)), [.dim])]
            case 2:
                return [style(plain, [.bold]), style(String(repeating: "─", count: min(plain.count, width)), [.dim])]
            default:
                // Without colour a minor heading would look like prose; the marker keeps it visible.
                return [style("▸ " + plain, [.bold, .cyan])]
            }
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

/// A block of a Markdown page.
enum MarkdownBlock: Equatable {
    case heading(level: Int, text: String)
    case paragraph(String)
    case quote(String)
    case list([ListItem])
    case code(language: String?, lines: [String])
    case table([[String]])
    case rule

    struct ListItem: Equatable {
        var depth: Int
        /// The number of an ordered item; nil for a bullet.
        var ordinal: String?
        var text: String
    }
}

/// Splits a page into blocks, line by line.
enum MarkdownBlocks {
    static func parse(_ markdown: String) -> [MarkdownBlock] {
        let lines = markdown.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        var blocks: [MarkdownBlock] = []
        var index = 0
        var paragraph: [String] = []
        var items: [MarkdownBlock.ListItem] = []

        func flush() {
            if !paragraph.isEmpty {
                blocks.append(.paragraph(paragraph.joined(separator: " ")))
                paragraph = []
            }
            if !items.isEmpty {
                blocks.append(.list(items))
                items = []
            }
        }

        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            index += 1

            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flush()
                let fence = String(trimmed.prefix(3))
                let language = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                let indent = line.prefix { $0 == " " }.count
                var code: [String] = []
                while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix(fence) {
                    code.append(String(lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count))))
                    index += 1
                }
                index += 1  // the closing fence
                blocks.append(.code(language: language.isEmpty ? nil : language, lines: code))
                continue
            }
            if trimmed.isEmpty {
                flush()
                continue
            }
            if trimmed.hasPrefix("<!--") {
                flush()
                var closing = trimmed
                while !closing.contains("-->"), index < lines.count {
                    closing = lines[index]
                    index += 1
                }
                continue
            }
            if let heading = heading(trimmed) {
                flush()
                blocks.append(heading)
                continue
            }
            if isRule(trimmed) {
                flush()
                blocks.append(.rule)
                continue
            }
            if trimmed.hasPrefix("|") {
                flush()
                var rows = [cells(trimmed)]
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("|") {
                    let row = lines[index].trimmingCharacters(in: .whitespaces)
                    index += 1
                    if isDelimiterRow(row) { continue }
                    rows.append(cells(row))
                }
                blocks.append(.table(rows))
                continue
            }
            if trimmed.hasPrefix(">") {
                flush()
                var quoted = [String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces)]
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix(">") {
                    quoted.append(String(lines[index].trimmingCharacters(in: .whitespaces).dropFirst()).trimmingCharacters(in: .whitespaces))
                    index += 1
                }
                blocks.append(.quote(quoted.joined(separator: " ")))
                continue
            }
            if let item = listItem(line) {
                if !paragraph.isEmpty { flush() }
                items.append(item)
                continue
            }
            if !items.isEmpty, line.hasPrefix(" ") {
                // An indented line continues the list item above it.
                items[items.count - 1].text += " " + trimmed
                continue
            }
            if !items.isEmpty { flush() }
            paragraph.append(trimmed)
        }
        flush()
        return blocks
    }

    private static func heading(_ line: String) -> MarkdownBlock? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        var text = String(line.dropFirst(hashes)).trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("#") { text.removeLast() }
        return .heading(level: hashes, text: text.trimmingCharacters(in: .whitespaces))
    }

    private static func isRule(_ line: String) -> Bool {
        let compact = line.replacingOccurrences(of: " ", with: "")
        guard compact.count >= 3, let first = compact.first, "-*_".contains(first) else { return false }
        return compact.allSatisfy { $0 == first }
    }

    private static func listItem(_ line: String) -> MarkdownBlock.ListItem? {
        let indent = line.prefix { $0 == " " }.count
        let body = line.dropFirst(indent)
        if let marker = body.first, "-*+".contains(marker), body.dropFirst().first == " " {
            return .init(depth: indent / 2, ordinal: nil, text: String(body.dropFirst(2)).trimmingCharacters(in: .whitespaces))
        }
        let digits = body.prefix { $0.isNumber }
        if !digits.isEmpty, digits.count < 4 {
            let after = body.dropFirst(digits.count)
            if let dot = after.first, dot == "." || dot == ")", after.dropFirst().first == " " {
                return .init(depth: indent / 3, ordinal: String(digits), text: String(after.dropFirst(2)).trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    private static func cells(_ row: String) -> [String] {
        var text = row
        if text.hasPrefix("|") { text.removeFirst() }
        if text.hasSuffix("|") { text.removeLast() }
        // A `\|` inside a cell is a literal bar.
        let placeholder = "\u{0}"
        return text.replacingOccurrences(of: "\\|", with: placeholder)
            .components(separatedBy: "|")
            .map { $0.replacingOccurrences(of: placeholder, with: "|").trimmingCharacters(in: .whitespaces) }
    }

    private static func isDelimiterRow(_ row: String) -> Bool {
        row.allSatisfy { "|-: ".contains($0) } && row.contains("-")
    }
}

/// Inline spans: `code`, **strong**, *emphasis* and [links](target).
enum InlineMarkdown {
    struct Piece: Equatable {
        enum Kind: Equatable { case text, strong, code, link }
        var kind: Kind
        var text: String
    }

    /// A run of pieces with no space between them; the unit of wrapping.
    struct Word: Equatable {
        var pieces: [Piece]

        func visibleCount(codeMarks: Bool) -> Int {
            pieces.reduce(0) { $0 + $1.text.count + ($1.kind == .code && codeMarks ? 2 : 0) }
        }
    }

    static func pieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var plain = ""
        var rest = Substring(text)

        func emit(_ kind: Piece.Kind, _ text: String) {
            if !plain.isEmpty {
                pieces.append(Piece(kind: .text, text: plain))
                plain = ""
            }
            pieces.append(Piece(kind: kind, text: text))
        }

        while let character = rest.first {
            if character == "\\", let next = rest.dropFirst().first, "\\`*_[]()#|".contains(next) {
                plain.append(next)
                rest = rest.dropFirst(2)
                continue
            }
            if character == "`" {
                let ticks = rest.prefix { $0 == "`" }.count
                let marker = String(repeating: "`", count: ticks)
                let body = rest.dropFirst(ticks)
                if let close = body.range(of: marker) {
                    emit(.code, String(body[..<close.lowerBound]).trimmingCharacters(in: .whitespaces))
                    rest = body[close.upperBound...]
                    continue
                }
            }
            if rest.hasPrefix("**") || rest.hasPrefix("__") {
                let marker = String(rest.prefix(2))
                let body = rest.dropFirst(2)
                if let close = body.range(of: marker), close.lowerBound != body.startIndex {
                    emit(.strong, plainText(String(body[..<close.lowerBound])))
                    rest = body[close.upperBound...]
                    continue
                }
            }
            if character == "*", let next = rest.dropFirst().first, next != " " {
                let body = rest.dropFirst()
                if let close = body.firstIndex(of: "*") {
                    plain += plainText(String(body[..<close]))
                    rest = body[body.index(after: close)...]
                    continue
                }
            }
            if character == "[" || (character == "!" && rest.dropFirst().first == "[") {
                let start = character == "!" ? rest.dropFirst(2) : rest.dropFirst()
                if let closeText = start.firstIndex(of: "]"), start[start.index(after: closeText)...].first == "(" {
                    let afterText = start[start.index(closeText, offsetBy: 2)...]
                    if let closeTarget = afterText.firstIndex(of: ")") {
                        let label = plainText(String(start[..<closeText]))
                        let target = String(afterText[..<closeTarget])
                        plain += label
                        // Anchors within the page mean nothing in a terminal; file and web targets do.
                        if !target.hasPrefix("#"), target != label { emit(.link, "(\(target))") }
                        rest = afterText[afterText.index(after: closeTarget)...]
                        continue
                    }
                }
            }
            plain.append(character)
            rest = rest.dropFirst()
        }
        if !plain.isEmpty { pieces.append(Piece(kind: .text, text: plain)) }
        return pieces
    }

    /// The text with its markers removed (for headings and table cells).
    static func plain(_ text: String) -> String {
        pieces(text).map(\.text).joined()
    }

    private static func plainText(_ text: String) -> String {
        pieces(text).map(\.text).joined()
    }

    /// The pieces regrouped into space-separated words. A link target becomes its own word.
    static func words(_ text: String) -> [Word] {
        var words: [Word] = []
        var current: [Piece] = []
        for piece in pieces(text) {
            if piece.kind == .link {
                if !current.isEmpty { words.append(Word(pieces: current)) }
                current = [piece]
                continue
            }
            if piece.kind == .code {
                current.append(piece)
                continue
            }
            let parts = piece.text.split(separator: " ", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0, !current.isEmpty {
                    words.append(Word(pieces: current))
                    current = []
                }
                if !part.isEmpty { current.append(Piece(kind: piece.kind, text: String(part))) }
            }
        }
        if !current.isEmpty { words.append(Word(pieces: current)) }
        return words
    }
}
