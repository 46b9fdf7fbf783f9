import Foundation

/// One line of the inventory of Apple's SwiftUI (Inventory/README.md describes the columns).
nonisolated struct InventoryDeclaration: Equatable {
    let kind: DeclarationKind
    let container: String
    let name: String
    /// The declaration on one line, as documented.
    let signature: String
    let area: String
    /// Whether an iOS app can use it: on iOS, and declared by SwiftUI rather than another framework.
    let isInScope: Bool

    /// Reads one line of the inventory's TSV; nil for its header.
    init?(line: Substring) throws {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 7 else { throw InventoryError.malformedLine(String(line)) }
        guard fields[0] != "kind" else { return nil }
        guard let kind = DeclarationKind(rawValue: fields[0]) else { throw InventoryError.unknownKind(fields[0]) }
        self.init(kind: kind, container: fields[1], name: fields[2], signature: fields[3], area: fields[4], isInScope: fields[6] == "in")
    }

    init(kind: DeclarationKind, container: String, name: String, signature: String = "", area: String, isInScope: Bool) {
        self.kind = kind
        self.container = container
        self.name = name
        self.signature = signature
        self.area = area
        self.isInScope = isInScope
    }

    var key: DeclarationKey {
        DeclarationKey(kind: kind, container: container, name: name)
    }

    /// Which overload of its name it is; nil for a declaration without parameters.
    /// `refinements` are the protocols each protocol refines (`ParameterTypes`).
    func parameterTypes(refinements: [String: Set<String>] = [:]) -> ParameterTypes? {
        ParameterTypes(declaration: signature, container: container, refinements: refinements)
    }

    /// Every declaration of the inventory's files in `folder` (each `*.tsv`).
    static func all(in folder: URL) throws -> [InventoryDeclaration] {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "tsv" }
        guard !files.isEmpty else { throw InventoryError.noInventory(folder.path) }
        return try files.flatMap { file in
            try String(contentsOf: file, encoding: .utf8)
                .split(separator: "\n")
                .compactMap { try InventoryDeclaration(line: $0) }
        }
    }
}
