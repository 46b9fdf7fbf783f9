import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

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
                // The info string's first word is the language; the words after it are the authors'
                // markers (`fragment`, `uses=section-3`, docs/authoring.md), which mean nothing to a reader.
                let language = trimmed.dropFirst(3).split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
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
