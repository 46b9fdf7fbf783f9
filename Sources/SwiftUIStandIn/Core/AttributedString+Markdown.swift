#if !canImport(Darwin)
import Foundation

// Foundation on Apple platforms reads Markdown into an attributed string
// (`try AttributedString(markdown: "**Done** by [Ann](https://…)")`); Foundation on Linux has no
// Markdown at all. This is the inline part apps use: emphasis, strong emphasis, code,
// strikethrough and links, each kept as the attribute Apple's parser sets. Block structure
// (headings, lists, quotes) is read as plain paragraphs.

/// The inline styles of a run of Markdown text.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
    /// The key of a run's inline Markdown styles: `run.inlinePresentationIntent`.
    public struct InlinePresentationIntentAttribute: CodableAttributedStringKey, Sendable {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }

    public var inlinePresentationIntent: InlinePresentationIntentAttribute { InlinePresentationIntentAttribute() }
}

extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads its text, with Apple's fields and defaults.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable {
            case full
            case inlineOnly
            case inlineOnlyPreservingWhitespace
        }

        public enum FailurePolicy: Hashable, Sendable {
            case throwError
            case returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes: Bool

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full, failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil, appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    public init(markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        let text = options.interpretedSyntax == .inlineOnlyPreservingWhitespace ? markdown : Self.collapsingWhitespace(markdown)
        for run in MarkdownInlineReader(text, baseURL: baseURL).runs() {
            var piece = AttributedString(run.text)
            if !run.intent.isEmpty { piece.inlinePresentationIntent = run.intent }
            if let link = run.link { piece.link = link }
            append(piece)
        }
    }

    public init(markdown: Data, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }

    public init(contentsOf url: URL, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: Data(contentsOf: url), options: options, baseURL: baseURL ?? url)
    }

    /// Markdown joins the lines of a paragraph; runs of spaces and line ends read as one space.
    private static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// Reads inline Markdown into runs of text, each with its styles and link.
private struct MarkdownInlineReader {
    struct Run {
        var text: String
        var intent: InlinePresentationIntent
        var link: URL?
    }

    private let characters: [Character]
    private let baseURL: URL?

    init(_ text: String, baseURL: URL?) {
        characters = Array(text)
        self.baseURL = baseURL
    }

    func runs() -> [Run] {
        read(characters[...], intent: [], link: nil)
    }

    private func read(_ text: ArraySlice<Character>, intent: InlinePresentationIntent, link: URL?) -> [Run] {
        var runs: [Run] = []
        var plain = ""
        func flush() {
            if !plain.isEmpty { runs.append(Run(text: plain, intent: intent, link: link)) }
            plain = ""
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\\", index + 1 < text.endIndex, text[index + 1].isPunctuation || text[index + 1].isSymbol {
                plain.append(text[index + 1])
                index += 2
                continue
            }
            if character == "`", let close = text[(index + 1)...].firstIndex(of: "`") {
                flush()
                runs.append(Run(text: String(text[(index + 1)..<close]), intent: intent.union(.code), link: link))
                index = close + 1
                continue
            }
            if character == "[", let (label, target, end) = linkParts(text, at: index) {
                flush()
                let url = URL(string: target, relativeTo: baseURL)
                runs += read(label, intent: intent, link: url ?? link)
                index = end
                continue
            }
            if let (marker, style) = delimiter(text, at: index), let close = closing(marker, in: text, after: index + marker.count) {
                flush()
                runs += read(text[(index + marker.count)..<close], intent: intent.union(style), link: link)
                index = close + marker.count
                continue
            }
            plain.append(character)
            index += 1
        }
        flush()
        return runs
    }

    /// The emphasis marker that starts at `index`, longest first, and the style it gives.
    private func delimiter(_ text: ArraySlice<Character>, at index: Int) -> ([Character], InlinePresentationIntent)? {
        let candidates: [(String, InlinePresentationIntent)] = [
            ("***", [.stronglyEmphasized, .emphasized]), ("**", .stronglyEmphasized), ("__", .stronglyEmphasized),
            ("~~", .strikethrough), ("*", .emphasized), ("_", .emphasized),
        ]
        for (marker, style) in candidates where text[index...].starts(with: marker) {
            let after = index + marker.count
            // An opening marker is followed by text, not by a space (`2 * 3` is not emphasis), and
            // an underscore inside a word (`snake_case`) is a letter.
            guard after < text.endIndex, !text[after].isWhitespace else { return nil }
            if marker.hasPrefix("_"), index > text.startIndex, text[index - 1].isLetter || text[index - 1].isNumber { return nil }
            return (Array(marker), style)
        }
        return nil
    }

    /// Where the marker that closes `marker` starts: after text, not after a space.
    private func closing(_ marker: [Character], in text: ArraySlice<Character>, after start: Int) -> Int? {
        var index = start + 1
        while index + marker.count <= text.endIndex {
            if Array(text[index..<(index + marker.count)]) == marker, !text[index - 1].isWhitespace {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `[label](target)` starting at `index`: the label's characters, the target and the index after `)`.
    private func linkParts(_ text: ArraySlice<Character>, at index: Int) -> (ArraySlice<Character>, String, Int)? {
        var depth = 0
        var labelEnd: Int?
        for position in index..<text.endIndex {
            if text[position] == "[" { depth += 1 }
            if text[position] == "]" {
                depth -= 1
                if depth == 0 { labelEnd = position; break }
            }
        }
        guard let labelEnd, labelEnd + 1 < text.endIndex, text[labelEnd + 1] == "(",
            let close = text[(labelEnd + 2)...].firstIndex(of: ")")
        else { return nil }
        let target = String(text[(labelEnd + 2)..<close]).trimmingCharacters(in: .whitespaces)
        return (text[(index + 1)..<labelEnd], target, close + 1)
    }
}
#endif
