/// The parameter types of a function-like declaration (a function, method, initialiser, subscript
/// or enum case with values), spelled one way whoever wrote it: Apple's documentation and the
/// stand-in's symbol graph print the same overload differently. Labels, parameter names, default
/// values, attributes (`@ViewBuilder`, `@escaping`…), whitespace, the `Swift.`, `SwiftUI.`,
/// `Foundation.` and `Self.` qualifiers and the declaring type's own are dropped; a generic
/// parameter, like an opaque `some P` parameter, reads as `some` and its conformances;
/// `Optional<T>` reads as `T?`. Same-type constraints and the return type are not compared.
nonisolated struct ParameterTypes: Hashable, CustomStringConvertible {
    let types: [String]

    var description: String { "(" + types.joined(separator: ", ") + ")" }

    init(types: [String]) {
        self.types = types
    }

    /// nil for a declaration with no parameter list (a type, a property, a case without values).
    /// `container` is the declaring type's path, whose names qualify its nested types;
    /// `refinements` lists the protocols each protocol refines, so that a conformance another one
    /// implies (`T: DiscreteSymbolEffect, T: SymbolEffect`) is dropped as the compiler drops it.
    init?(declaration: String, container: String, refinements: [String: Set<String>] = [:]) {
        let tokens = Self.tokens(of: declaration)
        guard let introducer = tokens.firstIndex(where: { ["func", "init", "subscript", "case"].contains($0) }) else { return nil }
        var index = introducer + 1
        if tokens[introducer] == "func" || tokens[introducer] == "case" {
            guard index < tokens.count else { return nil }
            // An operator's name is punctuation, which may include `<`: skip to its parameters.
            if tokens[index].first.map({ $0.isLetter || $0 == "_" }) == true { index += 1 }
            else { while index < tokens.count && tokens[index] != "(" { index += 1 } }
        }
        if index < tokens.count && (tokens[index] == "?" || tokens[index] == "!") { index += 1 }
        var generics: [String] = []
        if index < tokens.count && tokens[index] == "<" {
            let end = Self.closing(of: index, in: tokens)
            generics = Array(tokens[(index + 1)..<end])
            index = end + 1
        }
        guard index < tokens.count && tokens[index] == "(" else { return nil }
        let end = Self.closing(of: index, in: tokens)
        let parameters = Self.split(Array(tokens[(index + 1)..<end]), at: ",")
        let rest = tokens[(end + 1)...].prefix { $0 != "{" }
        let whereClause = rest.firstIndex(of: "where").map { Array(rest[($0 + 1)...]) } ?? []
        let placeholders = Self.placeholders(generics: generics, whereClause: whereClause, refinements: refinements)
        let qualifiers = Set(["Swift", "SwiftUI", "Foundation", "Self"] + container.split(separator: ".").map(String.init))
        types = parameters.map { Self.type(of: $0, placeholders: placeholders, qualifiers: qualifiers) }
    }

    /// The type of one parameter (`_ label: S? = nil`), its generic parameters replaced.
    private static func type(of parameter: [String], placeholders: [String: String], qualifiers: Set<String>) -> String {
        var type = parameter
        if let colon = firstAtTopLevel(":", in: type) { type = Array(type[(colon + 1)...]) }
        if let equals = firstAtTopLevel("=", in: type) { type = Array(type[..<equals]) }
        var spelled: [String] = []
        var index = 0
        while index < type.count {
            let token = type[index]
            let isMember = spelled.last == "."
            var next = index + 1
            if next < type.count && type[next] == "<" { next = closing(of: next, in: type) + 1 }
            if !isMember && qualifiers.contains(token) && next < type.count && type[next] == "." {
                // `Swift.String`, `Self.Configuration`, `DatePicker<Label>.Components` in DatePicker.
                index = next + 1
            } else if token == "Optional" && index + 1 < type.count && type[index + 1] == "<" {
                let end = closing(of: index + 1, in: type)
                spelled += ["("] + type[(index + 2)..<end] + [")", "?"]
                index = end + 1
            } else {
                spelled.append(isMember ? token : placeholders[token] ?? token)
                index += 1
            }
        }
        return withoutRedundantParentheses(spelled).joined().replacing("->()", with: "->Void")
    }

    /// `(() -> Void)` reads as `() -> Void` and `(some P)?` as `some P?`; a closure's parameter
    /// list and the parentheses of an optional closure stay.
    private static func withoutRedundantParentheses(_ tokens: [String]) -> [String] {
        var tokens = tokens
        var index = 0
        while index < tokens.count {
            guard tokens[index] == "(" else {
                index += 1
                continue
            }
            let end = closing(of: index, in: tokens)
            let inner = Array(tokens[(index + 1)..<end])
            let isWhole = index == 0 && end == tokens.count - 1
            let isOptional = end + 1 < tokens.count && ["?", "!"].contains(tokens[end + 1]) && firstAtTopLevel("->", in: inner) == nil
            if !inner.isEmpty && firstAtTopLevel(",", in: inner) == nil && (isWhole || isOptional) {
                tokens.replaceSubrange(index...end, with: inner)
            } else {
                index += 1
            }
        }
        return tokens
    }

    /// Each generic parameter's spelling: `some` and its conformances, from `<S: P>` and `where S: P`.
    private static func placeholders(generics: [String], whereClause: [String], refinements: [String: Set<String>]) -> [String: String] {
        var conformances: [String: Set<String>] = [:]
        func add(_ name: [String], _ constraint: [String]) {
            guard name.count == 1, conformances[name[0]] != nil else { return }
            for part in split(constraint, at: "&") { conformances[name[0]]?.insert(part.joined()) }
        }
        for generic in split(generics, at: ",") {
            guard let name = generic.first else { continue }
            conformances[name] = []
            if let colon = firstAtTopLevel(":", in: generic) { add([name], Array(generic[(colon + 1)...])) }
        }
        for requirement in split(whereClause, at: ",") where !requirement.contains("==") {
            guard let colon = firstAtTopLevel(":", in: requirement) else { continue }
            add(Array(requirement[..<colon]), Array(requirement[(colon + 1)...]))
        }
        return conformances.mapValues { protocols in
            let implied = protocols.reduce(into: Set<String>()) { $0.formUnion(refinements[$1] ?? []) }
            let kept = protocols.subtracting(implied)
            return "some" + (kept.isEmpty ? "Any" : kept.sorted().joined(separator: "&"))
        }
    }

    /// Identifiers, `->`, `...` and `==` as single tokens, every other character on its own;
    /// attributes (`@ViewBuilder`, `@isolated(any)`) and the ownership words the documentation
    /// leaves out are dropped.
    private static func tokens(of text: String) -> [String] {
        func isWordCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_" || character == "$"
        }
        var tokens: [String] = []
        var characters = Substring(text)
        while let first = characters.first {
            if first.isWhitespace {
                characters.removeFirst()
            } else if first == "@" {
                characters = characters.dropFirst().drop(while: isWordCharacter)
                // An attribute's arguments follow its name without a space: `@isolated(any)`.
                if characters.first == "(" {
                    var depth = 0
                    let arguments = characters.prefix { character in
                        if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                        return depth > 0
                    }
                    characters = characters.dropFirst(arguments.count + 1)
                }
            } else if isWordCharacter(first) {
                let word = characters.prefix(while: isWordCharacter)
                if !["sending", "__owned", "__shared", "consuming", "borrowing"].contains(word) { tokens.append(String(word)) }
                characters = characters.dropFirst(word.count)
            } else if let symbol = ["->", "...", "=="].first(where: { characters.hasPrefix($0) }) {
                tokens.append(symbol)
                characters = characters.dropFirst(symbol.count)
            } else {
                tokens.append(String(first))
                characters = characters.dropFirst()
            }
        }
        return tokens
    }

    /// The index of the bracket closing the one at `open` (`(`, `<` or `[`), or the end.
    private static func closing(of open: Int, in tokens: [String]) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            depth += depthChange(tokens[index])
            if depth == 0 { return index }
        }
        return tokens.count - 1
    }

    private static func depthChange(_ token: String) -> Int {
        switch token {
        case "(", "<", "[": 1
        case ")", ">", "]": -1
        default: 0
        }
    }

    private static func firstAtTopLevel(_ separator: String, in tokens: [String]) -> Int? {
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if depth == 0 && token == separator { return index }
            depth += depthChange(token)
        }
        return nil
    }

    private static func split(_ tokens: [String], at separator: String) -> [[String]] {
        var parts: [[String]] = [[]]
        var depth = 0
        for token in tokens {
            if depth == 0 && token == separator {
                parts.append([])
                continue
            }
            depth += depthChange(token)
            parts[parts.count - 1].append(token)
        }
        return parts.filter { !$0.isEmpty }
    }
}
