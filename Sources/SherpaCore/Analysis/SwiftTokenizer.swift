/// One lexical unit of Swift source, as far as the architecture rules need to know.
///
/// Comments never become tokens, and the text of a string literal never becomes an
/// identifier, so a rule that looks for `URLSession` cannot be fooled by a comment or by
/// a message that mentions it. Code inside a string interpolation is real code and is
/// tokenized like any other.
package struct SwiftToken: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A name, including contextual keywords (`get`, `some`, `await`), `$0`, `$name`
        /// and backquoted names (stored without the backquotes).
        case identifier
        /// A reserved word such as `struct`, `var`, `import`, `catch`.
        case keyword
        /// `@Name`, stored with the `@`; its arguments follow as ordinary tokens.
        case attribute
        case number
        /// One literal segment of a string: the text between the quotes, or between
        /// the quotes and an interpolation.
        case string
        /// `{ } ( ) [ ] , : ; .`
        case punctuation
        /// Any run of operator characters, including `=`, `->`, `?`, `!`, `...`.
        case `operator`
        /// `#if`, `#elseif`, `#else`, `#endif`; the condition is in `directiveCondition`.
        case directive
        /// Any other `#word`: `#Preview`, `#available`, `#file`.
        case pound
    }

    package var kind: Kind
    package var text: String
    /// 1-based line of the token's first character.
    package var line: Int
    /// True when no other token comes before this one on its line.
    var startsLine: Bool
    /// True when the previous token ends exactly where this one starts.
    var touchesPrevious: Bool
    /// The `#if` branches the token sits in, outermost first. A branch is written as its
    /// condition, e.g. `canImport(SwiftUI)`; an `#else` branch as `!(condition)`.
    package var conditions: [String]
    /// The condition written after `#if` or `#elseif`; empty for other tokens.
    var directiveCondition: String

    init(
        kind: Kind,
        text: String,
        line: Int,
        startsLine: Bool = false,
        touchesPrevious: Bool = false,
        conditions: [String] = [],
        directiveCondition: String = ""
    ) {
        self.kind = kind
        self.text = text
        self.line = line
        self.startsLine = startsLine
        self.touchesPrevious = touchesPrevious
        self.conditions = conditions
        self.directiveCondition = directiveCondition
    }

    /// True for an identifier or keyword spelled `word`.
    @inlinable
    func isWord(_ word: String) -> Bool {
        (kind == .identifier || kind == .keyword) && text == word
    }

    @inlinable
    package func isPunctuation(_ mark: String) -> Bool {
        kind == .punctuation && text == mark
    }
}

/// Splits Swift source into `SwiftToken`s without any dependency on swift-syntax.
///
/// It understands line and nested block comments; single-line, multi-line and raw string
/// literals with interpolation; `#/regex/#` literals; and `#if` blocks, whose branch
/// conditions are recorded on every token. It never fails: malformed source (an
/// unterminated string or comment) ends the current token at the end of the text.
package struct SwiftTokenizer {
    /// Reserved words. Contextual keywords stay identifiers because they are also valid names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "await", "actor",
    ]

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var tokens: [SwiftToken] = []
    private var sawLineBreak = true
    private var lastTokenEnd = -1
    /// Open `#if` blocks; each entry is the condition of the branch currently open.
    private var branches: [String] = []
    /// Conditions of the earlier branches of each open `#if`, to spell `#else` branches.
    private var priorConditions: [[String]] = []

    private init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// All tokens of `source`, in order.
    package static func tokenize(_ source: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(source)
        tokenizer.scanCode(untilClosingParenthesis: false)
        return tokenizer.tokens
    }

    // MARK: - Code

    /// Scans code. Inside an interpolation it stops after the `)` that closes it.
    private mutating func scanCode(untilClosingParenthesis: Bool) {
        var parenthesisDepth = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                sawLineBreak = true
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                scanString(hashes: 0, start: position)
            case UInt8(ascii: "#"):
                scanPound()
            case UInt8(ascii: "@"):
                let start = position
                position += 1
                let nameStart = position
                while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                emit(.attribute, "@" + text(nameStart, position), start: start)
            case UInt8(ascii: "`"):
                let start = position
                position += 1
                let nameStart = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != UInt8(ascii: "\n") {
                    position += 1
                }
                let name = text(nameStart, position)
                if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
                emit(.identifier, name, start: start)
            case UInt8(ascii: "("):
                parenthesisDepth += 1
                punctuation()
            case UInt8(ascii: ")"):
                if untilClosingParenthesis && parenthesisDepth == 0 {
                    position += 1
                    return
                }
                parenthesisDepth -= 1
                punctuation()
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
                punctuation()
            case UInt8(ascii: "."):
                if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") || peek(2) == UInt8(ascii: "<") {
                    let start = position
                    position += 3
                    emit(.operator, text(start, position), start: start)
                } else {
                    punctuation()
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                scanNumber()
            default:
                if Self.isOperatorByte(byte) {
                    let start = position
                    while position < bytes.count, Self.isOperatorByte(bytes[position]) {
                        // A comment can follow an operator with no space: `x =// note`.
                        if bytes[position] == UInt8(ascii: "/"),
                           peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"), position > start {
                            break
                        }
                        position += 1
                    }
                    emit(.operator, text(start, position), start: start)
                } else if Self.isIdentifierByte(byte) || byte == UInt8(ascii: "$") {
                    let start = position
                    position += 1
                    while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                    let word = text(start, position)
                    emit(Self.keywords.contains(word) ? .keyword : .identifier, word, start: start)
                } else {
                    // A byte Swift would reject (e.g. a stray backslash): keep it visible but harmless.
                    let start = position
                    position += 1
                    emit(.operator, text(start, position), start: start)
                }
            }
        }
    }

    private mutating func punctuation() {
        let start = position
        position += 1
        emit(.punctuation, text(start, position), start: start)
    }

    private mutating func scanNumber() {
        let start = position
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierByte(byte) {
                // Digits, `_`, hex digits, exponent letters and `0x`/`0b` prefixes.
                position += 1
            } else if byte == UInt8(ascii: "."), let next = peek(1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                position += 1
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")),
                      let previous = position > start ? bytes[position - 1] : nil,
                      previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") || previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P"),
                      !text(start, position).hasPrefix("0x") || previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P") {
                position += 1
            } else {
                break
            }
        }
        emit(.number, text(start, position), start: start)
    }

    // MARK: - Comments

    private mutating func skipLineComment() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if bytes[position] == UInt8(ascii: "\n") {
                    line += 1
                    sawLineBreak = true
                }
                position += 1
            }
        }
    }

    // MARK: - `#` forms

    private mutating func scanPound() {
        let start = position
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let afterHashes = position + hashes
        if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "\"") {
            position = afterHashes
            scanString(hashes: hashes, start: start)
            return
        }
        if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "/") {
            scanExtendedRegex(hashes: hashes, start: start)
            return
        }
        position += 1
        let nameStart = position
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
        let word = text(nameStart, position)
        switch word {
        case "if", "elseif", "else", "endif":
            directive(word, start: start)
        default:
            emit(.pound, "#" + word, start: start)
        }
    }

    /// Reads the rest of the directive's line as its condition and updates the branch stack.
    private mutating func directive(_ word: String, start: Int) {
        let conditionStart = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
            position += 1
        }
        let condition = Self.trimmingBlanks(text(conditionStart, position))
        // The directive token itself belongs to the enclosing branches.
        switch word {
        case "if":
            emit(.directive, "#if", start: start, condition: condition)
            branches.append(condition)
            priorConditions.append([condition])
        case "elseif":
            if !branches.isEmpty {
                branches.removeLast()
                let earlier = priorConditions[priorConditions.count - 1]
                branches.append(earlier.map { "!(\($0))" }.joined(separator: " && ") + " && " + condition)
                priorConditions[priorConditions.count - 1].append(condition)
            }
            emit(.directive, "#elseif", start: start, condition: condition)
        case "else":
            if !branches.isEmpty {
                branches.removeLast()
                branches.append(priorConditions[priorConditions.count - 1].map { "!(\($0))" }.joined(separator: " && "))
            }
            emit(.directive, "#else", start: start)
        default:
            if !branches.isEmpty {
                branches.removeLast()
                priorConditions.removeLast()
            }
            emit(.directive, "#endif", start: start)
        }
    }

    private mutating func scanExtendedRegex(hashes: Int, start: Int) {
        position += hashes + 1
        let bodyStart = position
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), closesWithHashes(at: position + 1, hashes: hashes) {
                let body = text(bodyStart, position)
                position += 1 + hashes
                emit(.string, body, start: start)
                return
            }
            if bytes[position] == UInt8(ascii: "\n") { line += 1 }
            position += 1
        }
        emit(.string, text(bodyStart, position), start: start)
    }

    // MARK: - Strings

    /// Scans a string literal that starts at `position` (the first quote), after `hashes`
    /// `#` characters that began at `start`.
    private mutating func scanString(hashes: Int, start: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let startLine = line
        position += multiline ? 3 : 1
        var segmentStart = position
        var segmentTokenStart = start
        var segmentLine = startLine
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), closesWithHashes(at: position + 1, hashes: hashes) {
                let escaped = position + 1 + hashes
                if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "(") {
                    emitString(text(segmentStart, position), start: segmentTokenStart, line: segmentLine)
                    position = escaped + 1
                    scanInterpolation()
                    segmentStart = position
                    segmentTokenStart = position
                    segmentLine = line
                    continue
                }
                // Any other escape: skip the escaped character so `\"` does not end the string.
                position = escaped
                if position < bytes.count {
                    if bytes[position] == UInt8(ascii: "\n") { line += 1 }
                    position += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let isClosingQuote = multiline
                    ? peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                    : true
                let quoteLength = multiline ? 3 : 1
                if isClosingQuote, closesWithHashes(at: position + quoteLength, hashes: hashes) {
                    let body = text(segmentStart, position)
                    position += quoteLength + hashes
                    emitString(body, start: segmentTokenStart, line: segmentLine)
                    return
                }
            }
            if byte == UInt8(ascii: "\n") {
                // A single-line string cannot span lines: stop here rather than swallow the file.
                if !multiline {
                    emitString(text(segmentStart, position), start: segmentTokenStart, line: segmentLine)
                    return
                }
                line += 1
            }
            position += 1
        }
        emitString(text(segmentStart, position), start: segmentTokenStart, line: segmentLine)
    }

    private mutating func emitString(_ body: String, start: Int, line tokenLine: Int) {
        let savedLine = line
        line = tokenLine
        emit(.string, body, start: start)
        line = savedLine
    }

    /// Tokenizes the code of `\( … )` up to and including its closing parenthesis.
    private mutating func scanInterpolation() {
        scanCode(untilClosingParenthesis: true)
        // Whatever follows is still on the string's line, not the start of a new one.
        sawLineBreak = false
    }

    private func closesWithHashes(at index: Int, hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard index + hashes <= bytes.count else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") {
            return false
        }
        return true
    }

    // MARK: - Helpers

    private mutating func emit(_ kind: SwiftToken.Kind, _ text: String, start: Int, condition: String = "") {
        tokens.append(SwiftToken(
            kind: kind,
            text: text,
            line: line,
            startsLine: sawLineBreak,
            touchesPrevious: start == lastTokenEnd,
            conditions: branches,
            directiveCondition: condition
        ))
        sawLineBreak = false
        lastTokenEnd = position
    }

    @inline(__always)
    private func peek(_ offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
    }

    static func trimmingBlanks(_ text: String) -> String {
        var view = Substring(text)
        while let first = view.first, first == " " || first == "\t" || first == "\r" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" || last == "\r" { view = view.dropLast() }
        return String(view)
    }

    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            // Every byte of a multi-byte UTF-8 character: Swift allows most of them in names.
            byte >= 0x80
        }
    }

    @inline(__always)
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
