import Foundation

/// The small part of YAML that `.sherpa-config.yml` needs: one `key: value` per line, `#` comments,
/// blank lines, and single- or double-quoted values. Anything else (nesting, lists, block
/// scalars, anchors) is reported as a problem on its line instead of being guessed at.
package enum FlatYAML {
    package struct Entry: Equatable, Sendable {
        var key: String
        package var value: String
        /// 1-based.
        package var line: Int

        package init(key: String, value: String, line: Int) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    package struct Problem: Equatable, Sendable {
        package var line: Int
        /// A sentence without the file name or line number.
        package var message: String

        init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    package static func parse(_ text: String) -> (entries: [Entry], problems: [Problem]) {
        var entries: [Entry] = []
        var problems: [Problem] = []
        var body = text
        if body.hasPrefix("\u{FEFF}") { body.removeFirst() }
        let lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed == "---" || trimmed == "..." { continue }
            if line.first == " " || line.first == "\t" {
                problems.append(Problem(line: number, message: "is indented; only flat `key: value` lines are supported"))
                continue
            }
            if trimmed.hasPrefix("- ") || trimmed == "-" {
                problems.append(Problem(line: number, message: "is a list item; only flat `key: value` lines are supported"))
                continue
            }
            guard let colon = trimmed.firstIndex(of: ":") else {
                problems.append(Problem(line: number, message: "is not a `key: value` line"))
                continue
            }
            let key = String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces)
            let rest = trimmed[trimmed.index(after: colon)...]
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                problems.append(Problem(line: number, message: "has no usable key before the colon (keys are words like `tone`)"))
                continue
            }
            if let first = rest.first, first != " ", first != "\t" {
                problems.append(Problem(line: number, message: "needs a space after the colon (`\(excerpt(key)): \(excerpt(String(rest)))`)"))
                continue
            }
            switch value(of: rest.trimmingCharacters(in: .whitespaces)) {
            case .success(let value):
                if value.isEmpty {
                    problems.append(Problem(line: number, message: "gives `\(excerpt(key))` no value"))
                } else {
                    entries.append(Entry(key: key, value: value, line: number))
                }
            case .failure(let problem):
                problems.append(Problem(line: number, message: problem.message))
            }
        }
        return (entries, problems)
    }

    /// Longest piece of the file quoted whole in a problem sentence.
    static let longestQuote = 60

    /// A key or value as a problem sentence quotes it: whole when short, otherwise its start and
    /// its length, so a runaway line cannot flood every command's output.
    static func excerpt(_ text: String) -> String {
        guard text.count > longestQuote else { return text }
        return "\(text.prefix(longestQuote))… (\(text.count) characters)"
    }

    private struct ValueProblem: Error { var message: String }

    private static func value(of text: String) -> Result<String, ValueProblem> {
        guard let first = text.first else { return .success("") }
        switch first {
        case "\"", "'":
            return quoted(text, quote: first)
        case "[", "{", "|", ">", "&", "*", "!", "%", "@", "`":
            return .failure(ValueProblem(message: "starts its value with `\(first)`, which this file format does not support; write a plain word"))
        default:
            // A `#` after a space starts a comment; one inside a word (`c#`) does not.
            var result = ""
            var previous: Character = " "
            for character in text {
                if character == "#", previous == " " || previous == "\t" { break }
                result.append(character)
                previous = character
            }
            return .success(result.trimmingCharacters(in: .whitespaces))
        }
    }

    private static func quoted(_ text: String, quote: Character) -> Result<String, ValueProblem> {
        var result = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if quote == "\"", character == "\\", next < text.endIndex {
                let escaped = text[next]
                result.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                index = text.index(after: next)
                continue
            }
            if character == quote {
                // In single quotes, '' is an escaped quote.
                if quote == "'", next < text.endIndex, text[next] == "'" {
                    result.append("'")
                    index = text.index(after: next)
                    continue
                }
                let tail = text[next...].trimmingCharacters(in: .whitespaces)
                guard tail.isEmpty || tail.hasPrefix("#") else {
                    return .failure(ValueProblem(message: "has text after the closing quote"))
                }
                return .success(result)
            }
            result.append(character)
            index = next
        }
        return .failure(ValueProblem(message: "opens a quote (\(quote)) that is never closed"))
    }
}
