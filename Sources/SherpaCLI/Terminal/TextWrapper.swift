import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// Greedy word wrapping that leaves existing line breaks alone and counts every column a line
/// takes, its prefix included, so no line is longer than the width. A terminal would otherwise
/// break the overlong line wherever the edge falls, cutting a type or rule name in two.
///
/// Words are never cut: one longer than the line gets a line of its own. A span in backquotes
/// and a `swift run sherpa …` command are one word each, so a command can be copied whole.
/// A line's own leading spaces are kept (and repeated on its continuation lines), so code quoted
/// in a message keeps its shape. Terminal styles take no columns.
enum TextWrapper {
    /// `first` starts the first line and `indent` every other; a blank line after the first stays empty.
    static func wrap(_ text: String, width: Int, first: String = "", indent: String = "") -> String {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let margin = String(paragraph.prefix { $0 == " " })
            var prefix = lines.isEmpty ? first : indent
            var current: [String] = []
            var used = 0
            for word in words(paragraph.dropFirst(margin.count)) {
                let size = visibleWidth(word)
                let room = width - visibleWidth(prefix) - margin.count
                if !current.isEmpty, used + 1 + size > room {
                    lines.append(prefix + margin + current.joined(separator: " "))
                    prefix = indent
                    current = []
                    used = 0
                }
                used += (current.isEmpty ? 0 : 1) + size
                current.append(word)
            }
            if current.isEmpty {
                // Trailing spaces would only be noise; the first line keeps its prefix, which may be a marker.
                lines.append(lines.isEmpty ? first : "")
            } else {
                lines.append(prefix + margin + current.joined(separator: " "))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Columns `text` takes on a terminal: its characters, less the escape sequences that style them.
    private static func visibleWidth<Text: StringProtocol>(_ text: Text) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                // A style sequence is ESC, "[", numbers and semicolons, then the letter that ends it.
                if character != "[", character.isLetter { inEscape = false }
            } else {
                count += 1
            }
        }
        return count
    }

    /// The units wrapping may not break: words, spans in backquotes, and `swift run sherpa` commands.
    private static func words(_ text: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "`" { quoted.toggle() }
            if character == " ", !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if quoted {
            // A backquote that is never closed quotes nothing; what follows it wraps as usual.
            words += current.split(separator: " ").map(String.init)
        } else if !current.isEmpty {
            words.append(current)
        }
        return joiningCommands(words)
    }

    /// Joins `swift run sherpa`, the command's name and the arguments after it (options, section
    /// names and numbers, placeholders) into one word. A word that ends a sentence or clause ends it.
    private static func joiningCommands(_ words: [String]) -> [String] {
        let start = ["swift", "run", "sherpa"]
        var joined: [String] = []
        var index = 0
        while index < words.count {
            guard words[index...].starts(with: start) else {
                joined.append(words[index])
                index += 1
                continue
            }
            var command = Array(words[index..<index + start.count])
            index += start.count
            while index < words.count, isArgument(words[index], isName: command.count == start.count) {
                command.append(words[index])
                index += 1
                if let last = command.last?.last, ".,;:)".contains(last) { break }
            }
            joined.append(command.joined(separator: " "))
        }
        return joined
    }

    /// Whether `word` reads as part of a command: its lowercase name first, then arguments.
    private static func isArgument(_ word: String, isName: Bool) -> Bool {
        guard let first = word.first else { return false }
        if isName { return first.isLowercase || first == "-" }
        return "-<[".contains(first) || word.contains(where: \.isNumber)
    }
}
