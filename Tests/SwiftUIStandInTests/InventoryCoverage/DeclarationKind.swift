/// What a declaration is, in the inventory's words and the symbol graph's.
nonisolated enum DeclarationKind: String, CaseIterable {
    case structure = "struct"
    case `class`
    case enumeration = "enum"
    case `protocol`
    case `typealias`
    case `associatedtype`
    case macro
    case function = "func"
    case `operator`
    case method
    case typeMethod = "type method"
    case property
    case typeProperty = "type property"
    case enumCase = "case"
    case initializer = "init"
    case `subscript`
    case typeSubscript = "type subscript"

    /// The kind the Swift compiler's symbol graph gives the same declaration (`swift.struct`…).
    init?(symbolGraphIdentifier: String) {
        let kinds: [String: DeclarationKind] = [
            "swift.struct": .structure, "swift.class": .class, "swift.enum": .enumeration,
            "swift.protocol": .protocol, "swift.typealias": .typealias, "swift.associatedtype": .associatedtype,
            "swift.macro": .macro, "swift.func": .function, "swift.func.op": .operator, "swift.method": .method,
            "swift.type.method": .typeMethod, "swift.property": .property, "swift.type.property": .typeProperty,
            "swift.enum.case": .enumCase, "swift.init": .initializer, "swift.subscript": .subscript,
            "swift.type.subscript": .typeSubscript,
        ]
        guard let kind = kinds[symbolGraphIdentifier] else { return nil }
        self = kind
    }

    /// Kinds an app cannot tell apart at the point of use are one: a struct or an enum is named the
    /// same way, and `.dark` reads alike whether `dark` is a case or a static property.
    var usage: DeclarationKind {
        switch self {
        case .class, .enumeration, .typealias, .associatedtype: .structure
        case .enumCase, .typeMethod: .typeProperty
        default: self
        }
    }
}
