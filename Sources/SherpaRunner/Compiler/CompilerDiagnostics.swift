import Foundation
import SherpaCore

/// Turns compiler output into diagnostics and into the plain sentences a learner needs.
/// All parsing of `swift build` output lives here.
package enum CompilerDiagnostics {
    /// What sherpa passes to `swift build` so the output can be read: one line per diagnostic in the
    /// `llvm` style, each ending with the diagnostic's identifier (`CompilerErrorKind` reads it).
    package static let buildFlags = ["-Xswiftc", "-diagnostic-style=llvm", "-Xswiftc", "-Xfrontend", "-Xswiftc", "-debug-diagnostic-names"]
    /// The same, for a direct `swiftc` call.
    package static let compilerFlags = ["-diagnostic-style=llvm", "-Xfrontend", "-debug-diagnostic-names"]

    /// `path:line:column: severity: message [identifier]` lines (the `llvm` diagnostic style sherpa asks for).
    /// One diagnostic as the compiler printed it, at the compiler's path.
    package struct Diagnostic: Sendable, Equatable {
        package var path: String
        package var line: Int
        package var column: Int
        package var severity: CompilerSeverity
        /// The message without its identifier.
        package var message: String
        /// The compiler's name for this kind of diagnostic (`cannot_find_in_scope`), when it printed one.
        package var id: String?

        package init(path: String, line: Int, column: Int, severity: CompilerSeverity, message: String, id: String? = nil) {
            self.path = path
            self.line = line
            self.column = column
            self.severity = severity
            self.message = message
            self.id = id
        }

        package var kind: CompilerErrorKind { CompilerErrorKind(self) }
    }

    /// Diagnostics in file, line and column order. The compiler type-checks files in parallel jobs
    /// and prints each job's errors as it finishes, and one error may be printed by more than one
    /// job, so neither the order of files nor the order within a file is the same from build to
    /// build; a learner must see the same sentences in the same order every time.
    package static func parse(_ output: String) -> [Diagnostic] {
        var seen = Set<String>()
        var result: [Diagnostic] = []
        for raw in output.lines {
            let line = String(raw)
            guard line.hasPrefix("/") else { continue }
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let row = Int(parts[1]), let column = Int(parts[2]) else { continue }
            guard let severity = CompilerSeverity(rawValue: parts[3].trimmingCharacters(in: .whitespaces)) else { continue }
            let (message, id) = splitIdentifier(parts[4].trimmingCharacters(in: .whitespaces))
            if seen.insert(line).inserted {
                result.append(Diagnostic(path: String(parts[0]), line: row, column: column, severity: severity, message: message, id: id))
            }
        }
        return result.sorted { ($0.path, $0.line, $0.column, $0.message) < ($1.path, $1.line, $1.column, $1.message) }
    }

    /// Separates the ` [identifier]` that `-debug-diagnostic-names` appends: lower-case words joined
    /// by underscores, in brackets, at the very end.
    static func splitIdentifier(_ text: String) -> (message: String, id: String?) {
        guard text.hasSuffix("]"), let open = text.lastIndex(of: "[") else { return (text, nil) }
        let id = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard !id.isEmpty, id.allSatisfy({ $0 == "_" || ("a"..."z").contains($0) || ("0"..."9").contains($0) }),
            open > text.startIndex, text[text.index(before: open)] == " "
        else { return (text, nil) }
        return (text[..<open].trimmingCharacters(in: .whitespaces), String(id))
    }

    /// The sentences a learner reads when the hidden suite cannot compile against their code: one per
    /// distinct gap, in the compiler's order, and only the specific ones when there are any, since
    /// follow-on errors ("cannot infer …") add noise once the real gap is named.
    package static func missingSentences(for suiteErrors: [Diagnostic], section: CatalogSection, folder: String) -> [String] {
        var sentences: [String] = []
        var specific: [(sentence: String, step: Int)] = []
        let steps = section.steps ?? []
        for error in suiteErrors {
            let line = (try? String(contentsOfFile: error.path, encoding: .utf8))?
                .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(error.line - 1).first.map(String.init)
            let named = namedRequirement(error, section: section, folder: folder, suiteLine: line)
            let sentence = named ?? catchAll(error.message)
            guard !sentences.contains(sentence) else { continue }
            sentences.append(sentence)
            // The step that introduces a name the error quotes; unknown names go after every step.
            let step = quotedNames(in: error.message).compactMap { steps.firstIndex(of: $0) }.min() ?? steps.count
            if named != nil { specific.append((sentence, step)) }
        }
        let ordered = specific.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }
        return specific.isEmpty ? sentences : ordered.map(\.element.sentence)
    }

    /// The sentence for one error in the hidden suite: it names what the section asks for and where
    /// it should be, never the scratch folder.
    package static func missingRequirement(_ error: Diagnostic, section: CatalogSection, folder: String, suiteLine: String? = nil) -> String {
        namedRequirement(error, section: section, folder: folder, suiteLine: suiteLine) ?? catchAll(error.message)
    }

    private static func catchAll(_ message: String) -> String {
        "The hidden tests could not compile against your code: \(message)."
    }

    /// The specific sentence for an error sherpa recognises, or nil.
    private static func namedRequirement(_ error: Diagnostic, section: CatalogSection, folder: String, suiteLine: String?) -> String? {
        let names = quotedNames(in: error.message)
        let asker = section.displayName.capitalizedFirst
        switch error.kind {
        case .notFound:
            guard let name = names.first else { return nil }
            let kind = name.first?.isUppercase == true ? "type" : "function or value"
            return "\(asker) asks for \(name.indefiniteArticle) `\(name)` \(kind); none was found in \(folder)."
        case .noMember:
            guard names.count >= 2 else { return nil }
            return "\(asker) asks `\(names[0])` for a member `\(names[1])`, but the `\(names[0])` in \(folder) has none."
        case .hidden:
            guard let name = names.first else { return nil }
            return "The hidden tests need to use `\(name)`, but your code hides it (\(error.message)). Make it readable (for example `private(set)` instead of `private`)."
        case .argumentMismatch:
            if let line = suiteLine, let call = initialiserCall(in: line, column: error.column) {
                return "\(asker) creates `\(call.type)(\(call.labels))`, but the `\(call.type)` in \(folder) has no initialiser that takes those arguments."
            }
            return "\(asker) calls one of your initialisers or methods with arguments your code does not accept: \(error.message). Check the exercise's requirements in the guide."
        case .noExactMatch, .other:
            return nil
        }
    }

    /// The `Type(label: …, other: …)` call a diagnostic points at, as the type and `label:other:`:
    /// the last call that opens before `column` (1-based), or the first on the line without one.
    /// Labels are read at the call's own nesting level, so arguments that are calls themselves
    /// (`Model(repository: Fake(books: []))`) do not leak their labels.
    package static func initialiserCall(in line: String, column: Int? = nil) -> (type: String, labels: String)? {
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

    /// The names a message quotes, in order: `'Text'` and `'alert'` in "value of type 'Text' has no member 'alert'".
    static func quotedNames(in message: String) -> [String] {
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

    /// A learner's build error as the report shows it, at `displayPath`. An error about a SwiftUI
    /// name the stand-in lacks says so (`StandInGap.note`); any other error gets no note, so a
    /// missing name of the learner's own is never blamed on SwiftUI.
    static func buildDiagnostic(_ error: Diagnostic, displayPath: String, gapContext: StandInGap.Context?) -> BuildDiagnostic {
        BuildDiagnostic(
            path: displayPath, line: error.line, column: error.column, severity: error.severity, message: error.message,
            note: gapContext.flatMap { StandInGap.missingAPIName(error, context: $0) }.map(StandInGap.note(for:))
        )
    }
}

extension String {
    package var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    /// "an" before a name that starts with a vowel (`an Author type`), "a" otherwise.
    package var indefiniteArticle: String {
        first.map { "AEIOUaeiou".contains($0) } == true ? "an" : "a"
    }
}
