/// Builds `SourceFacts` for one file: declarations come from `DeclarationParser`, and the
/// members a view binds to from a separate scan of the tokens.
enum FactsExtractor {
    static func extract(from file: SourceFile) -> SourceFacts {
        let tokens = SwiftTokenizer.tokenize(file.text)
        var parser = DeclarationParser(tokens: tokens)
        _ = parser.parseScope(tokens.startIndex..<tokens.endIndex, parent: nil)
        return SourceFacts(
            file: file,
            imports: parser.imports,
            types: parser.types,
            boundMembers: boundMembers(in: tokens),
            tokens: tokens
        )
    }

    /// Finds `$owner.name` and `Bindable(owner).name`: the members a view writes through a binding.
    static func boundMembers(in tokens: [SwiftToken]) -> [String: Int] {
        var bound: [String: Int] = [:]
        var index = 0
        while index + 2 < tokens.count {
            let token = tokens[index]
            if token.kind == .identifier, token.text.count > 1, token.text.hasPrefix("$"),
               let second = token.text.dropFirst().first, !second.isNumber,
               tokens[index + 1].isPunctuation("."), tokens[index + 2].kind == .identifier {
                let name = tokens[index + 2].text
                if bound[name] == nil { bound[name] = tokens[index + 2].line }
            }
            if token.isWord("Bindable"), tokens[index + 1].isPunctuation("("), tokens[index + 1].touchesPrevious {
                var depth = 0
                var cursor = index + 1
                while cursor < tokens.count {
                    if tokens[cursor].isPunctuation("(") { depth += 1 }
                    if tokens[cursor].isPunctuation(")") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    cursor += 1
                }
                if cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation("."), tokens[cursor + 2].kind == .identifier {
                    let name = tokens[cursor + 2].text
                    if bound[name] == nil { bound[name] = tokens[cursor + 2].line }
                }
            }
            index += 1
        }
        return bound
    }
}
