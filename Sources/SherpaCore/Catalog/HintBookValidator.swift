import Foundation

/// Checks a section's hints file: its format, and that its step order is one place per hidden test,
/// each a test the suite declares, so the order `sherpa hint` goes by cannot name a renamed test.
/// Each problem is one sentence naming the file.
package enum HintBookValidator {
    /// Problems of `section`'s hints file; none when it has no file (a missing file is reported with the other paths).
    package static func problems(for section: CatalogSection, in workspace: Workspace) -> [String] {
        let path = section.hints
        guard FileManager.default.fileExists(atPath: workspace.url(path).path) else { return [] }
        guard let book = HintBook.load(section, in: workspace) else {
            return ["\(section.id): \(path) is not a valid hints file (formatVersion \(HintBook.currentFormat), section, general, and tests as a list of {test, hint} in the section's step order)."]
        }
        var problems: [String] = []
        var seen = Set<String>()
        for entry in book.tests where !seen.insert(entry.test).inserted {
            problems.append("\(section.id): \(path) lists the test “\(entry.test)” twice; each test has one place in the step order.")
        }
        for entry in book.tests where entry.hint.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append("\(section.id): \(path) has an empty hint for “\(entry.test)”.")
        }
        if let declared = try? declaredTests(in: workspace.url(section.suite.path)) {
            for entry in book.tests where !declared.contains(entry.test) {
                problems.append("\(section.id): \(path) has a hint for “\(entry.test)”, a test \(section.suite.path) does not declare.")
            }
        }
        return problems
    }

    /// The display names of the `@Test`s declared in the Swift files below `folder`, as the test
    /// events report them: the first string literal of the attribute, its escapes resolved.
    static func declaredTests(in folder: URL) throws -> Set<String> {
        var names = Set<String>()
        for relative in try SourceTree.files(in: folder, extensions: ["swift"]) {
            let tokens = SwiftTokenizer.tokenize(try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8))
            for (index, token) in tokens.enumerated() where token.kind == .attribute && token.text == "@Test" {
                guard index + 2 < tokens.count, tokens[index + 1].isPunctuation("("), tokens[index + 2].kind == .string else { continue }
                names.insert(unescaped(tokens[index + 2].text))
            }
        }
        return names
    }

    /// A string literal's body with its simple escapes (`\"`, `\\`) resolved.
    static func unescaped(_ body: String) -> String {
        var result = ""
        var escaping = false
        for character in body {
            if escaping || character != "\\" {
                result.append(character)
                escaping = false
            } else {
                escaping = true
            }
        }
        return result
    }
}
