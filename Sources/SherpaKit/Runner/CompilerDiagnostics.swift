import Foundation
import SherpaCore

/// Turns compiler output into diagnostics and into the plain sentences a learner needs.
/// All parsing of `swift build` output lives here.
public enum CompilerDiagnostics {
    /// `path:line:column: severity: message` lines (the `llvm` diagnostic style sherpa asks for).
    /// One diagnostic as the compiler printed it, at the compiler's path.
    public struct Diagnostic: Sendable, Equatable {
        public var path: String
        public var line: Int
        public var column: Int
        public var severity: String
        public var message: String
    }

    public static func parse(_ output: String) -> [Diagnostic] {
        var seen = Set<String>()
        var result: [Diagnostic] = []
        for raw in output.split(whereSeparator: \.isNewline) {
            let line = String(raw)
            guard line.hasPrefix("/") else { continue }
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let row = Int(parts[1]), let column = Int(parts[2]) else { continue }
            let severity = parts[3].trimmingCharacters(in: .whitespaces)
            guard severity == "error" || severity == "warning" else { continue }
            let message = parts[4].trimmingCharacters(in: .whitespaces)
            if seen.insert(line).inserted {
                result.append(Diagnostic(path: String(parts[0]), line: row, column: column, severity: severity, message: message))
            }
        }
        return result
    }

    /// The sentence a learner reads when the hidden suite cannot compile against their code:
    /// it names what the section asks for and where it should be, never the scratch folder.
    public static func missingRequirement(_ message: String, section: CatalogSection, folder: String, suiteLine: String? = nil, column: Int? = nil) -> String {
        let names = quotedNames(in: message)
        if message.hasPrefix("cannot find type") || message.hasPrefix("cannot find '"), let name = names.first {
            let kind = name.first?.isUppercase == true ? "type" : "function or value"
            return "\(section.displayName.capitalizedFirst) asks for a `\(name)` \(kind); none was found in \(folder)."
        }
        if message.contains("has no member"), names.count >= 2 {
            return "\(section.displayName.capitalizedFirst) asks `\(names[0])` for a member `\(names[1])`, but the `\(names[0])` in \(folder) has none."
        }
        if message.contains("is inaccessible due to") || message.contains("is a get-only property") || message.contains("setter is inaccessible"), let name = names.first {
            return "The hidden tests need to use `\(name)`, but your code hides it (\(message)). Make it readable (for example `private(set)` instead of `private`)."
        }
        if message.contains("extra argument") || message.contains("missing argument") || message.contains("incorrect argument label") || message.contains("takes no arguments") {
            if let line = suiteLine, let call = initialiserCall(in: line, column: column) {
                return "\(section.displayName.capitalizedFirst) creates `\(call.type)(\(call.labels))`, but the `\(call.type)` in \(folder) has no initialiser that takes those arguments."
            }
            return "\(section.displayName.capitalizedFirst) calls one of your initialisers or methods with arguments your code does not accept: \(message). Check the exercise's requirements in the guide."
        }
        return "The hidden tests could not compile against your code: \(message)."
    }

    /// Whether a sentence is one of the specific ones above rather than the catch-all.
    public static func isSpecific(_ sentence: String) -> Bool {
        !sentence.hasPrefix("The hidden tests could not compile against your code")
    }

    /// The `Type(label: …, other: …)` call a diagnostic points at, as the type and `label:other:`:
    /// the last call that opens before `column` (1-based), or the first on the line without one.
    /// Labels are read at the call's own nesting level, so arguments that are calls themselves
    /// (`Model(repository: Fake(books: []))`) do not leak their labels.
    public static func initialiserCall(in line: String, column: Int? = nil) -> (type: String, labels: String)? {
        guard let regex = try? NSRegularExpression(pattern: #"\b([A-Z][A-Za-z0-9_]*)\("#) else { return nil }
        let matches = regex.matches(in: line, range: NSRange(line.startIndex..., in: line))
        let chosen = column.flatMap { column in matches.last { $0.range.location < column - 1 } } ?? matches.first
        guard let match = chosen,
            let typeRange = Range(match.range(at: 1), in: line),
            let callRange = Range(match.range, in: line)
        else { return nil }
        var depth = 1
        var labels = ""
        var word = ""
        var atArgumentStart = true
        for character in line[callRange.upperBound...] {
            if character == "(" || character == "[" || character == "{" { depth += 1 }
            if character == ")" || character == "]" || character == "}" { depth -= 1 }
            if depth == 0 { break }
            guard depth == 1 else { continue }
            if character == "," {
                atArgumentStart = true
                word = ""
            } else if character == ":" && atArgumentStart && !word.isEmpty {
                labels += word + ":"
                atArgumentStart = false
            } else if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else if character != " " {
                atArgumentStart = false
            }
        }
        return (String(line[typeRange]), labels)
    }

    private static func quotedNames(in message: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in message {
            if character == "'" {
                if let name = current {
                    names.append(name)
                    current = nil
                } else {
                    current = ""
                }
            } else if current != nil {
                current!.append(character)
            }
        }
        return names
    }

    /// On Linux views compile against sherpa's SwiftUI stand-in; a learner who reaches past its
    /// subset deserves to know that the API may exist on a Mac.
    public static func standInNote(for message: String, inFileImportingSwiftUI: Bool) -> String? {
        #if os(Linux)
        guard inFileImportingSwiftUI,
            message.hasPrefix("cannot find") || message.contains("has no member") || message.contains("no exact matches")
        else { return nil }
        return "On Linux, views compile against sherpa's SwiftUI stand-in, which covers the course's subset of SwiftUI (see README, \"SwiftUI on Linux\"); this API may exist on a Mac but is outside that subset."
        #else
        return nil
        #endif
    }
}

extension String {
    package var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
