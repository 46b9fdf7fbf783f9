/// A Swift file to analyse: where it is shown to the learner, and its text.
package struct SourceFile: Sendable, Equatable {
    /// The path shown in reports, relative to the repository root,
    /// e.g. `Exercises/Section2-ViewModel/ProfileView.swift`.
    package var path: String
    package var text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The file name without folders, e.g. `ProfileView.swift`.
    package var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// What the analyzer knows about one file: its imports, its types and their members.
///
/// The facts are syntactic. A name counts as "used" when it appears as code (not in a
/// comment or string); nothing is resolved or type-checked.
package struct SourceFacts: Sendable {
    package var file: SourceFile
    package var imports: [ImportFact]
    /// Every type and extension in the file, nested ones included, in source order.
    package var types: [TypeFact]
    /// Member names a view binds through `$owner.name` or `Bindable(owner).name`, with the
    /// line of the first such binding.
    var boundMembers: [String: Int]
    package var tokens: [SwiftToken]

    package init(_ file: SourceFile) {
        self = FactsExtractor.extract(from: file)
    }

    init(file: SourceFile, imports: [ImportFact], types: [TypeFact], boundMembers: [String: Int], tokens: [SwiftToken]) {
        self.file = file
        self.imports = imports
        self.types = types
        self.boundMembers = boundMembers
        self.tokens = tokens
    }

    /// Types declared at file level (not nested, not extensions).
    var topLevelTypes: [TypeFact] {
        types.filter { $0.parent == nil && $0.kind != .extension }
    }

    /// The first import of `module`, if the file has one.
    func importOf(_ module: String) -> ImportFact? {
        imports.first { $0.module == module }
    }
}

/// One `import` line.
package struct ImportFact: Sendable, Equatable {
    /// The top-level module: `Foundation` for `import struct Foundation.URL`.
    var module: String
    package var line: Int
    /// The `#if` branches around the import, outermost first.
    package var conditions: [String]
}

/// Access levels in the order Swift ranks them.
enum AccessLevel: String, Sendable, Comparable, CaseIterable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// An attribute written on a declaration, e.g. `@State` or `@Environment(\.books)`.
struct AttributeFact: Sendable, Equatable {
    /// The name without `@`: `State`, `Environment`, `MainActor`.
    package var name: String
    /// The source text of the arguments without the parentheses; empty when there are none.
    var arguments: String
}

/// A `struct`, `class`, `enum`, `protocol`, `actor` or `extension`.
package struct TypeFact: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable {
        case `struct`, `class`, `enum`, `protocol`, `actor`, `extension`
    }

    /// The declared name; for an extension, the extended type as written (`Book`, `Array`).
    package var name: String
    package var kind: Kind
    package var line: Int
    /// Names after the colon, without generic arguments or `any`: `View`, `Identifiable`.
    var conformances: [String]
    var attributes: [AttributeFact]
    /// Written access, `internal` when none is written.
    var access: AccessLevel
    /// The enclosing type's name for a nested type; nil at file level.
    var parent: String?
    /// The `#if` branches around the declaration.
    package var conditions: [String]
    var members: [MemberFact]
    /// Names used in the type's body, each with the line of its first use. Includes call
    /// shapes such as `URL(string:)` and `Book(`, and names in nested types.
    var usedNames: [String: Int]

    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }

    var storedProperties: [MemberFact] {
        members.filter { $0.kind == .storedProperty }
    }
}

/// A member of a type: a property, method, initializer or subscript.
struct MemberFact: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable {
        case storedProperty, computedProperty, method, initializer, `subscript`, `case`
    }

    /// The name; `init` for initializers, `subscript` for subscripts.
    package var name: String
    package var kind: Kind
    package var line: Int
    var attributes: [AttributeFact]
    /// Written access, `internal` when none is written.
    var access: AccessLevel
    /// The access of the setter when written, as in `private(set)`.
    var setterAccess: AccessLevel?
    /// True for `static` and `class` members.
    var isStatic: Bool
    /// True for `let`.
    var isConstant: Bool
    /// The declared type of a property, or the return type of a method, as written.
    var typeText: String
    /// The type the initial value starts by constructing: `ProfileViewModel` for
    /// `= ProfileViewModel()`. Empty when there is no initial value or it starts otherwise.
    var initializerType: String
    /// True when a property is declared with `= value`.
    var hasInitialValue: Bool
    /// True for methods and initializers marked `throws` or `rethrows`.
    var isThrowing: Bool
    package var conditions: [String]
    /// Names used in the declaration (type, initial value, body), with their first line.
    var usedNames: [String: Int]
    /// Argument labels of a method, initializer or subscript; `_` where there is none.
    var parameterLabels: [String] = []

    /// How Swift names the member: `books`, `body`, `loadBooks()`, `book(withID:)`.
    package var displayName: String {
        switch kind {
        case .method, .initializer, .subscript:
            "\(name)(\(parameterLabels.map { "\($0):" }.joined()))"
        case .storedProperty, .computedProperty, .case:
            name
        }
    }

    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }

    /// The access that governs writing: `setterAccess` when written, else `access`.
    var effectiveSetterAccess: AccessLevel {
        setterAccess ?? access
    }

    /// Identifiers in `typeText`, e.g. `["any", "BookRepository"]`.
    var typeNames: [String] {
        var names: [String] = []
        var current = ""
        for character in typeText {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                names.append(current)
                current = ""
            }
        }
        if !current.isEmpty { names.append(current) }
        return names
    }
}
