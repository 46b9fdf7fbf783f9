/// A small parser for declarations only (types, properties, functions, initializers).
///
/// It jumps over every bracketed body it does not need, so it stays linear in the file's
/// length. A declaration ends where the next line starts a new declaration (an attribute,
/// a modifier or a declaration keyword), at a `;`, or at the end of its scope.
struct DeclarationParser {
    let tokens: [SwiftToken]
    /// For each opening bracket, the index of its closing partner (or the end of the file).
    private let partner: [Int]
    private(set) var imports: [ImportFact] = []
    private(set) var types: [TypeFact] = []

    static let accessWords: [String: AccessLevel] = [
        "private": .private, "fileprivate": .fileprivate, "internal": .internal,
        "package": .package, "public": .public, "open": .open,
    ]
    static let otherModifiers: Set<String> = [
        "static", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned",
        "dynamic", "convenience", "required", "optional", "nonisolated", "indirect",
        "distributed", "consuming", "borrowing", "isolated", "prefix", "postfix", "infix",
        "__consuming",
    ]
    static let declarationKeywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "struct", "class", "enum",
        "protocol", "actor", "extension", "typealias", "associatedtype", "case", "import",
        "operator", "precedencegroup", "macro",
    ]
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension"]

    init(tokens: [SwiftToken]) {
        self.tokens = tokens
        var partner = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "{", "(", "[":
                open.append(index)
            case "}", ")", "]":
                let wanted = token.text == "}" ? "{" : token.text == ")" ? "(" : "["
                // Close the nearest matching opener; unmatched ones inside it close here too.
                if let match = open.lastIndex(where: { tokens[$0].text == wanted }) {
                    for opener in open[match...] { partner[opener] = index }
                    open.removeSubrange(match...)
                }
            default:
                break
            }
        }
        for opener in open { partner[opener] = tokens.count }
        self.partner = partner
    }

    // MARK: - Scopes

    /// Pending attributes and modifiers of the declaration being read.
    private struct Prefix {
        var start: Int?
        var attributes: [AttributeFact] = []
        var access: AccessLevel?
        var setterAccess: AccessLevel?
        var isStatic = false
    }

    /// Parses the declarations in `range` and returns the members found directly in it.
    mutating func parseScope(_ range: Range<Int>, parent: String?) -> [MemberFact] {
        var members: [MemberFact] = []
        var prefix = Prefix()
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let token = tokens[index]
            if token.kind == .attribute {
                if prefix.start == nil { prefix.start = index }
                var arguments = ""
                var next = index + 1
                if next < end, tokens[next].isPunctuation("("), tokens[next].touchesPrevious {
                    let close = min(partner[next], end)
                    arguments = joined(next + 1..<close)
                    next = close + 1
                }
                prefix.attributes.append(AttributeFact(name: String(token.text.dropFirst()), arguments: arguments))
                index = next
                continue
            }
            if token.kind == .directive {
                index += 1
                continue
            }
            guard token.kind == .identifier || token.kind == .keyword else {
                if token.kind == .punctuation, "{([".contains(token.text) {
                    index = min(partner[index], end) + 1
                } else {
                    index += 1
                }
                prefix = Prefix()
                continue
            }
            if let level = Self.accessWords[token.text] {
                if prefix.start == nil { prefix.start = index }
                if index + 3 < end, tokens[index + 1].isPunctuation("("), tokens[index + 2].isWord("set"),
                   tokens[index + 3].isPunctuation(")") {
                    prefix.setterAccess = level
                    index += 4
                } else {
                    prefix.access = level
                    index += 1
                }
                continue
            }
            if token.text == "class", index + 1 < end, isModifierOrMemberKeyword(tokens[index + 1]) {
                prefix.isStatic = true
                index += 1
                continue
            }
            if Self.otherModifiers.contains(token.text), index + 1 < end,
               tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword
                || tokens[index + 1].kind == .attribute || tokens[index + 1].isPunctuation("(") {
                if prefix.start == nil { prefix.start = index }
                if token.text == "static" { prefix.isStatic = true }
                index += 1
                // `unowned(unsafe)`, `nonisolated(unsafe)`
                if index < end, tokens[index].isPunctuation("("), tokens[index].touchesPrevious {
                    index = min(partner[index], end) + 1
                }
                continue
            }
            switch token.text {
            case "import" where token.kind == .keyword:
                index = parseImport(at: index, end: end)
            case _ where Self.typeKeywords.contains(token.text) && index + 1 < end && tokens[index + 1].kind == .identifier:
                index = parseType(at: index, end: end, prefix: prefix, parent: parent)
            case "var", "let":
                index = parseProperties(at: index, end: end, prefix: prefix, into: &members)
            case "func":
                index = parseFunction(at: index, end: end, prefix: prefix, into: &members)
            case "init", "subscript":
                index = parseFunction(at: index, end: end, prefix: prefix, into: &members)
            case "case":
                index = parseCases(at: index, end: end, into: &members)
            default:
                index = token.kind == .keyword && Self.declarationKeywords.contains(token.text)
                    ? nextBoundary(after: index, end: end)
                    : index + 1
            }
            prefix = Prefix()
        }
        return members
    }

    private func isModifierOrMemberKeyword(_ token: SwiftToken) -> Bool {
        guard token.kind == .identifier || token.kind == .keyword else { return false }
        return ["func", "var", "let", "subscript"].contains(token.text)
            || Self.otherModifiers.contains(token.text)
            || Self.accessWords[token.text] != nil
    }

    // MARK: - Declarations

    private mutating func parseImport(at index: Int, end: Int) -> Int {
        var cursor = index + 1
        // `import struct Foundation.URL` names a kind before the path.
        if cursor < end, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(tokens[cursor].text) {
            cursor += 1
        }
        if cursor < end, tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword {
            imports.append(ImportFact(module: tokens[cursor].text, line: tokens[index].line, conditions: tokens[index].conditions))
        }
        return nextBoundary(after: index, end: end)
    }

    private mutating func parseType(at index: Int, end: Int, prefix: Prefix, parent: String?) -> Int {
        let keyword = tokens[index]
        var cursor = index + 1
        var name = tokens[cursor].text
        cursor += 1
        while cursor + 1 < end, tokens[cursor].isPunctuation("."), tokens[cursor + 1].kind == .identifier {
            name += "." + tokens[cursor + 1].text
            cursor += 2
        }
        cursor = skipGenericParameters(from: cursor, end: end)
        var conformances: [String] = []
        if cursor < end, tokens[cursor].isPunctuation(":") {
            cursor += 1
            var element: [SwiftToken] = []
            var angleDepth = 0
            while cursor < end {
                let token = tokens[cursor]
                if angleDepth == 0, token.isPunctuation("{") || token.isWord("where") { break }
                if token.kind == .operator {
                    angleDepth += token.text.filter { $0 == "<" }.count
                    angleDepth = max(0, angleDepth - token.text.filter { $0 == ">" }.count)
                }
                if angleDepth == 0, token.isPunctuation(",") {
                    conformances += Self.conformanceNames(element)
                    element = []
                } else {
                    element.append(token)
                }
                cursor += 1
            }
            conformances += Self.conformanceNames(element)
        }
        while cursor < end, !tokens[cursor].isPunctuation("{") {
            if tokens[cursor].startsLine, isDeclarationStart(tokens[cursor]) { break }
            cursor += 1
        }
        let slot = types.count
        types.append(TypeFact(
            name: name,
            kind: TypeFact.Kind(rawValue: keyword.text) ?? .struct,
            line: keyword.line,
            conformances: conformances,
            attributes: prefix.attributes,
            access: prefix.access ?? .internal,
            parent: parent,
            conditions: keyword.conditions,
            members: [],
            usedNames: [:]
        ))
        guard cursor < end, tokens[cursor].isPunctuation("{") else { return cursor }
        let close = min(partner[cursor], end)
        let members = parseScope(cursor + 1..<close, parent: name)
        types[slot].members = members
        types[slot].usedNames = usedNames(in: cursor + 1..<close)
        return close + 1
    }

    /// Base names in one inheritance-clause element: `any Sendable` → `Sendable`,
    /// `Swift.Error` → `Error`, `A & B` → `A`, `B`, `Foo<Bar>` → `Foo`.
    static func conformanceNames(_ element: [SwiftToken]) -> [String] {
        var names: [String] = []
        var current: String?
        var angleDepth = 0
        for token in element {
            if token.kind == .operator {
                if token.text == "&", angleDepth == 0, let found = current {
                    names.append(found)
                    current = nil
                }
                angleDepth += token.text.filter { $0 == "<" }.count
                angleDepth = max(0, angleDepth - token.text.filter { $0 == ">" }.count)
                continue
            }
            guard angleDepth == 0, token.kind == .identifier || token.kind == .keyword else { continue }
            if token.text == "any" || token.text == "some" { continue }
            current = token.text
        }
        if let found = current { names.append(found) }
        return names
    }

    private mutating func parseProperties(at index: Int, end: Int, prefix: Prefix, into members: inout [MemberFact]) -> Int {
        let keyword = tokens[index]
        var cursor = index + 1
        var isFirstBinding = true
        while cursor < end {
            guard tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword else {
                // A tuple pattern or something unexpected: skip the whole declaration.
                return nextBoundary(after: index, end: end)
            }
            let nameToken = tokens[cursor]
            let nameIndex = cursor
            let declarationStart = prefix.start ?? index
            cursor += 1
            var typeText = ""
            if cursor < end, tokens[cursor].isPunctuation(":") {
                let typeStart = cursor + 1
                cursor += 1
                while cursor < end {
                    let token = tokens[cursor]
                    if token.isPunctuation("{") || token.isPunctuation(",") || token.isPunctuation(";")
                        || (token.kind == .operator && token.text == "=") {
                        break
                    }
                    if token.startsLine, isDeclarationStart(token) { break }
                    if token.kind == .punctuation, "([".contains(token.text) {
                        cursor = min(partner[cursor], end)
                    }
                    cursor += 1
                }
                typeText = joined(typeStart..<cursor)
            }
            var kind = MemberFact.Kind.storedProperty
            var initializerType = ""
            var hasInitialValue = false
            if cursor < end, tokens[cursor].kind == .operator, tokens[cursor].text == "=" {
                hasInitialValue = true
                cursor += 1
                initializerType = leadingTypeName(from: cursor, end: end)
                while cursor < end {
                    let token = tokens[cursor]
                    if token.isPunctuation(",") || token.isPunctuation(";") { break }
                    if token.startsLine, isDeclarationStart(token) { break }
                    if token.isPunctuation("{") {
                        // Property observers end the declaration; any other brace is a closure.
                        let open = cursor
                        cursor = min(partner[cursor], end) + 1
                        if isObserverBlock(openingAt: open) { break }
                        continue
                    }
                    if token.kind == .punctuation, "([".contains(token.text) {
                        cursor = min(partner[cursor], end)
                    }
                    cursor += 1
                }
            } else if cursor < end, tokens[cursor].isPunctuation("{") {
                let close = min(partner[cursor], end)
                if !isObserverBlock(openingAt: cursor) { kind = .computedProperty }
                cursor = close + 1
            }
            members.append(MemberFact(
                name: nameToken.text,
                kind: kind,
                line: nameToken.line,
                attributes: prefix.attributes,
                access: prefix.access ?? .internal,
                setterAccess: prefix.setterAccess,
                isStatic: prefix.isStatic,
                isConstant: keyword.text == "let",
                typeText: typeText,
                initializerType: initializerType,
                hasInitialValue: hasInitialValue,
                isThrowing: false,
                conditions: keyword.conditions,
                usedNames: usedNames(in: (isFirstBinding ? declarationStart : nameIndex)..<cursor)
            ))
            // `var a = 1, b = 2` declares a second property after the comma.
            guard cursor < end, tokens[cursor].isPunctuation(",") else { break }
            isFirstBinding = false
            cursor += 1
        }
        if cursor < end, tokens[cursor].isPunctuation(";") { cursor += 1 }
        return cursor
    }

    /// True when the brace at `index` holds `willSet`/`didSet` observers.
    private func isObserverBlock(openingAt index: Int) -> Bool {
        var cursor = index + 1
        while cursor < tokens.count, tokens[cursor].kind == .attribute
            || Self.otherModifiers.contains(tokens[cursor].text) {
            cursor += 1
        }
        guard cursor < tokens.count else { return false }
        return tokens[cursor].isWord("willSet") || tokens[cursor].isWord("didSet")
    }

    /// The type an initial value starts with: `Foo` in `try await Foo.make()` or `Foo()`.
    private func leadingTypeName(from index: Int, end: Int) -> String {
        var cursor = index
        while cursor < end, tokens[cursor].isWord("try") || tokens[cursor].isWord("await")
            || (tokens[cursor].kind == .operator && (tokens[cursor].text == "?" || tokens[cursor].text == "!")) {
            cursor += 1
        }
        guard cursor < end, tokens[cursor].kind == .identifier,
              let first = tokens[cursor].text.first, first.isUppercase else { return "" }
        return tokens[cursor].text
    }

    private mutating func parseFunction(at index: Int, end: Int, prefix: Prefix, into members: inout [MemberFact]) -> Int {
        let keyword = tokens[index]
        var cursor = index + 1
        var name = keyword.text
        var kind = MemberFact.Kind.initializer
        if keyword.text == "func" {
            kind = .method
            guard cursor < end else { return cursor }
            name = tokens[cursor].text
            cursor += 1
        } else if keyword.text == "subscript" {
            kind = .subscript
        } else if cursor < end, tokens[cursor].kind == .operator, tokens[cursor].touchesPrevious,
                  tokens[cursor].text == "?" || tokens[cursor].text == "!" {
            // `init?` and `init!`
            cursor += 1
        }
        cursor = skipGenericParameters(from: cursor, end: end)
        var labels: [String] = []
        if cursor < end, tokens[cursor].isPunctuation("(") {
            let close = min(partner[cursor], end)
            labels = parameterLabels(in: cursor + 1..<close)
            cursor = close + 1
        }
        var isThrowing = false
        var returnStart: Int?
        var returnEnd: Int?
        while cursor < end {
            let token = tokens[cursor]
            if token.isPunctuation("{") || token.isPunctuation(";") { break }
            if token.startsLine, isDeclarationStart(token) { break }
            if token.isWord("throws") || token.isWord("rethrows") { isThrowing = true }
            if token.kind == .operator, token.text == "->" { returnStart = cursor + 1 }
            if token.isWord("where"), returnStart != nil, returnEnd == nil { returnEnd = cursor }
            if token.kind == .punctuation, "([".contains(token.text) {
                cursor = min(partner[cursor], end)
            }
            cursor += 1
        }
        var typeText = ""
        if let start = returnStart {
            typeText = joined(start..<(returnEnd ?? cursor))
        }
        if cursor < end, tokens[cursor].isPunctuation("{") {
            cursor = min(partner[cursor], end) + 1
        } else if cursor < end, tokens[cursor].isPunctuation(";") {
            cursor += 1
        }
        members.append(MemberFact(
            name: name,
            kind: kind,
            line: keyword.line,
            attributes: prefix.attributes,
            access: prefix.access ?? .internal,
            setterAccess: nil,
            isStatic: prefix.isStatic,
            isConstant: false,
            typeText: typeText,
            initializerType: "",
            hasInitialValue: false,
            isThrowing: isThrowing,
            conditions: keyword.conditions,
            usedNames: usedNames(in: index..<min(cursor, end)),
            parameterLabels: labels
        ))
        return cursor
    }

    /// The first name of each parameter in a parameter list: its argument label.
    private func parameterLabels(in range: Range<Int>) -> [String] {
        var labels: [String] = []
        var expectLabel = true
        var angleDepth = 0
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let token = tokens[cursor]
            if expectLabel, token.kind == .identifier || token.kind == .keyword {
                labels.append(token.text)
                expectLabel = false
            } else if token.kind == .operator, token.text != "->" {
                // Generic arguments hold commas too: `KeyPath<Root, Value>`.
                angleDepth += token.text.filter { $0 == "<" }.count
                angleDepth = max(0, angleDepth - token.text.filter { $0 == ">" }.count)
            } else if token.isPunctuation(","), angleDepth == 0 {
                expectLabel = true
            } else if token.kind == .punctuation, "([{".contains(token.text) {
                cursor = min(partner[cursor], range.upperBound)
            }
            cursor += 1
        }
        return labels
    }

    private mutating func parseCases(at index: Int, end: Int, into members: inout [MemberFact]) -> Int {
        let boundary = nextBoundary(after: index, end: end)
        var cursor = index + 1
        var expectName = true
        while cursor < boundary {
            let token = tokens[cursor]
            if expectName, token.kind == .identifier || token.kind == .keyword {
                members.append(MemberFact(
                    name: token.text, kind: .case, line: token.line, attributes: [], access: .internal,
                    setterAccess: nil, isStatic: false, isConstant: true, typeText: "", initializerType: "",
                    hasInitialValue: false, isThrowing: false, conditions: token.conditions, usedNames: [:]
                ))
                expectName = false
            }
            if token.kind == .punctuation, "([".contains(token.text) {
                cursor = min(partner[cursor], boundary)
            } else if token.isPunctuation(",") {
                expectName = true
            }
            cursor += 1
        }
        return boundary
    }

    // MARK: - Helpers

    /// Skips `<...>` right after a name; operators such as `>>` close several levels at once.
    private func skipGenericParameters(from index: Int, end: Int) -> Int {
        guard index < end, tokens[index].kind == .operator, tokens[index].text.hasPrefix("<") else { return index }
        var depth = 0
        var cursor = index
        while cursor < end {
            let token = tokens[cursor]
            if token.kind == .operator, token.text != "->" {
                depth += token.text.filter { $0 == "<" }.count
                depth -= token.text.filter { $0 == ">" }.count
                if depth <= 0 { return cursor + 1 }
            } else if token.isPunctuation("{") {
                return cursor
            }
            cursor += 1
        }
        return cursor
    }

    private func isDeclarationStart(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .attribute, .directive, .pound:
            return true
        case .keyword, .identifier:
            return Self.declarationKeywords.contains(token.text)
                || Self.accessWords[token.text] != nil
                || Self.otherModifiers.contains(token.text)
        default:
            return token.isPunctuation("}")
        }
    }

    /// The index where the declaration that starts at `index` ends.
    private func nextBoundary(after index: Int, end: Int) -> Int {
        var cursor = index + 1
        while cursor < end {
            let token = tokens[cursor]
            if token.startsLine, isDeclarationStart(token) { return cursor }
            if token.isPunctuation(";") { return cursor + 1 }
            if token.kind == .punctuation, "{([".contains(token.text) {
                cursor = min(partner[cursor], end)
            }
            cursor += 1
        }
        return end
    }

    /// Names used as code in `range`, with call shapes: `URL(string:)` (a call with its first
    /// label), `Book(` (a call of a capitalised name), `try?` and `try!`.
    func usedNames(in range: Range<Int>) -> [String: Int] {
        var names: [String: Int] = [:]
        let upper = min(range.upperBound, tokens.count)
        var index = range.lowerBound
        while index < upper {
            let token = tokens[index]
            if token.kind == .identifier || token.kind == .keyword {
                if names[token.text] == nil { names[token.text] = token.line }
                if token.text.hasPrefix("$"), token.text.count > 1 {
                    let bare = String(token.text.dropFirst())
                    if names[bare] == nil { names[bare] = token.line }
                }
                // `Book(` marks a construction, which a plain mention of the type is not.
                if index + 1 < upper, tokens[index + 1].isPunctuation("("), tokens[index + 1].touchesPrevious,
                   let first = token.text.first, first.isUppercase {
                    let call = token.text + "("
                    if names[call] == nil { names[call] = token.line }
                }
                if index + 3 < upper, tokens[index + 1].isPunctuation("("), tokens[index + 1].touchesPrevious,
                   tokens[index + 2].kind == .identifier || tokens[index + 2].kind == .keyword,
                   tokens[index + 3].isPunctuation(":") {
                    let shape = "\(token.text)(\(tokens[index + 2].text):)"
                    if names[shape] == nil { names[shape] = token.line }
                }
                if token.text == "try", index + 1 < upper, tokens[index + 1].kind == .operator,
                   tokens[index + 1].touchesPrevious, let mark = tokens[index + 1].text.first, mark == "?" || mark == "!" {
                    let shape = "try\(mark)"
                    if names[shape] == nil { names[shape] = token.line }
                }
            }
            index += 1
        }
        return names
    }

    /// Source-like text of `range`: tokens joined with a space only where the source had one.
    func joined(_ range: Range<Int>) -> String {
        var text = ""
        for index in range where index < tokens.count {
            let token = tokens[index]
            if !text.isEmpty, !token.touchesPrevious { text += " " }
            switch token.kind {
            case .string:
                text += "\"\(token.text)\""
            default:
                text += token.text
            }
        }
        return text
    }
}
