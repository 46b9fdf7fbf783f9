import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

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
                    emit(.strong, Self.plain(String(body[..<close.lowerBound])))
                    rest = body[close.upperBound...]
                    continue
                }
            }
            if character == "*", let next = rest.dropFirst().first, next != " " {
                let body = rest.dropFirst()
                if let close = body.firstIndex(of: "*") {
                    plain += Self.plain(String(body[..<close]))
                    rest = body[body.index(after: close)...]
                    continue
                }
            }
            if character == "[" || (character == "!" && rest.dropFirst().first == "[") {
                let start = character == "!" ? rest.dropFirst(2) : rest.dropFirst()
                if let closeText = start.firstIndex(of: "]"), start[start.index(after: closeText)...].first == "(" {
                    let afterText = start[start.index(closeText, offsetBy: 2)...]
                    if let closeTarget = afterText.firstIndex(of: ")") {
                        let label = Self.plain(String(start[..<closeText]))
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
