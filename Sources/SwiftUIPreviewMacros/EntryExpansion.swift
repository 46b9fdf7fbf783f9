import Foundation

/// What `@Entry var name: Type = value` expands to: a key type beside the property (the peer) and
/// the property's getter and setter through that key (the accessor). The declaration arrives as
/// source text, so it is read with a pattern rather than a syntax tree.
struct EntryExpansion {
    let name: String
    let type: String?
    let initialValue: String?

    init?(declaration source: String) {
        let pattern = #/var\s+(?<name>\w+)\s*(?::\s*(?<type>[^=]+?))?\s*(?:=\s*(?<value>[\s\S]+?))?\s*$/#
        guard let match = source.firstMatch(of: pattern) else { return nil }
        name = String(match.name)
        type = match.type.map(String.init)
        initialValue = match.value.map(String.init)
    }

    var keyName: String { "__Key_\(name)" }

    /// The key type: one type serves `EnvironmentValues`, `FocusedValues` and `Transaction` alike.
    var peer: String {
        let defaultValue: String
        switch (type, initialValue) {
        case (let type?, let value?):
            defaultValue = "typealias Value = \(type)\n    static var defaultValue: Value { \(value) }"
        case (let type?, nil):
            defaultValue = "typealias Value = \(type)\n    static var defaultValue: Value { nil }"
        case (nil, let value?):
            defaultValue = "static let defaultValue = \(value)"
        case (nil, nil):
            defaultValue = ""
        }
        return "private struct \(keyName): SwiftUI.EnvironmentKey, SwiftUI.TransactionKey {\n    \(defaultValue)\n}"
    }

    var accessors: String {
        "get { self[\(keyName).self] }\nset { self[\(keyName).self] = newValue }"
    }
}
