/// Parts of a learner's Swift file that sherpa's builds leave out, replaced by empty lines so that
/// every line that stays keeps its number and the compiler's diagnostics still point at the
/// learner's real lines.
///
/// Previews (`#Preview { … }` blocks and `PreviewProvider` types) are set aside before every build:
/// they are Xcode's, never judged, and Apple's `#Preview` is a macro whose plugin exists only in
/// Xcode's toolchain. Blanking them works the same on Linux and on a Mac and needs no plugin, so
/// it cannot break when a toolchain or the stand-in's own macro changes.
package enum SourceSetAside {
    /// Conformances that make a type part of the view layer.
    static let viewConformances: Set<String> = ["View", "App", "Scene", "ViewModifier", "PreviewProvider"]
    private static let declarationModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package", "final"]

    /// `text` without its previews. A preview is set aside only when it starts its own line and
    /// nothing follows its closing brace on that line, so whole lines can go.
    package static func withoutPreviews(_ text: String) -> String {
        let tokens = SwiftTokenizer.tokenize(text)
        var lines: [ClosedRange<Int>] = []
        var index = 0
        while index < tokens.count {
            if tokens[index].startsLine, let end = previewEnd(tokens, from: index),
                end + 1 == tokens.count || tokens[end + 1].line > tokens[end].line
            {
                lines.append(tokens[index].line...tokens[end].line)
                index = end + 1
            } else {
                index += 1
            }
        }
        return blanking(lines, in: text)
    }

    /// The whole file set aside: as many empty lines as it had.
    package static func blanked(_ text: String) -> String {
        String(repeating: "\n", count: text.filter { $0 == "\n" }.count)
    }

    /// Whether the file declares a view, an app, a scene or a view modifier.
    package static func declaresViews(_ text: String) -> Bool {
        SourceFacts(SourceFile(path: "", text: text)).types.contains { type in
            type.conformances.contains(where: viewConformances.contains)
        }
    }

    /// Whether the file imports `module`.
    package static func imports(_ text: String, _ module: String) -> Bool {
        SourceFacts(SourceFile(path: "", text: text)).importOf(module) != nil
    }

    /// Names the file declares (types, functions, properties, cases, type aliases), whatever their access.
    package static func declaredNames(_ text: String) -> Set<String> {
        let tokens = SwiftTokenizer.tokenize(text)
        let introducers: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "case", "associatedtype"]
        var names = Set<String>()
        for (index, token) in tokens.enumerated().dropLast() where token.kind == .keyword || token.kind == .identifier {
            guard introducers.contains(token.text) else { continue }
            let next = tokens[index + 1]
            if next.kind == .identifier { names.insert(next.text) }
        }
        return names
    }

    /// The index of the closing brace of the preview that starts at `start`, or nil when none does.
    private static func previewEnd(_ tokens: [SwiftToken], from start: Int) -> Int? {
        var index = start
        if tokens[index].kind == .pound, tokens[index].text == "#Preview" {
            index += 1
            if index < tokens.count, tokens[index].isPunctuation("(") {
                guard let close = matching(tokens, from: index) else { return nil }
                index = close + 1
            }
            guard index < tokens.count, tokens[index].isPunctuation("{") else { return nil }
            return matching(tokens, from: index)
        }
        while index < tokens.count, declarationModifiers.contains(tokens[index].text) { index += 1 }
        guard index + 2 < tokens.count, ["struct", "enum", "class"].contains(tokens[index].text),
            tokens[index + 1].kind == .identifier, tokens[index + 2].isPunctuation(":")
        else { return nil }
        index += 3
        var conformsToPreviewProvider = false
        while index < tokens.count, !tokens[index].isPunctuation("{") {
            if tokens[index].isWord("PreviewProvider") { conformsToPreviewProvider = true }
            index += 1
        }
        guard conformsToPreviewProvider, index < tokens.count else { return nil }
        return matching(tokens, from: index)
    }

    /// The index of the bracket that closes the one at `open`.
    private static func matching(_ tokens: [SwiftToken], from open: Int) -> Int? {
        let pairs = ["(": ")", "{": "}", "[": "]"]
        guard let closer = pairs[tokens[open].text] else { return nil }
        let opener = tokens[open].text
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            if tokens[index].text == opener { depth += 1 }
            if tokens[index].text == closer {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func blanking(_ ranges: [ClosedRange<Int>], in text: String) -> String {
        guard !ranges.isEmpty else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for range in ranges {
            for line in range where line - 1 < lines.count { lines[line - 1] = "" }
        }
        return lines.joined(separator: "\n")
    }
}
