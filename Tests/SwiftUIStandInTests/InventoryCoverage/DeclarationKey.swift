/// What two declarations must share to be the same name: the kind as an app uses it, the
/// containing type's path ("" at the top level) and the name with its argument labels
/// (`init(_:action:)`). `ParameterTypes` tells the name's overloads apart.
nonisolated struct DeclarationKey: Hashable {
    let usage: DeclarationKind
    let container: String
    let name: String

    init(kind: DeclarationKind, container: String, name: String) {
        usage = kind.usage
        self.container = container
        self.name = name
    }
}
