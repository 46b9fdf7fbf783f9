import Foundation

/// The stand-in's public declarations, as the compiler sees them: `swift-symbolgraph-extract` run on
/// the built `SwiftUI` module, so extensions, protocol requirements and nested types are all found
/// without reading the sources. The tool lists no generated declaration, so the `$name` Swift makes
/// for a property whose wrapper has a `projectedValue` (`@Binding var isOn` makes `$isOn`) is added
/// here, as Apple's documentation lists it.
nonisolated struct StandInSymbolGraph {
    /// Each declared name with the parameter types of its overloads (none for a name without
    /// parameters).
    let declarations: [DeclarationKey: Set<ParameterTypes>]
    /// The protocols each of the stand-in's protocols refines, directly or not.
    let refinements: [String: Set<String>]

    var keys: Set<DeclarationKey> { Set(declarations.keys) }

    private struct Graph: Decodable {
        let symbols: [Symbol]
        let relationships: [Relationship]
    }

    private struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        /// The target's qualified name when it is declared in another module (`Swift.Hashable`).
        let targetFallback: String?
    }

    private struct Symbol: Decodable {
        struct Kind: Decodable {
            let identifier: String
        }
        struct Fragment: Decodable {
            let kind: String
            let spelling: String
        }
        struct Identifier: Decodable {
            let precise: String
        }
        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]?

        /// The declaration on one line, as the documentation prints it.
        var declaration: String {
            (declarationFragments ?? []).map(\.spelling).joined()
        }

        /// The attributes written before the declaration: `Binding` for `@Binding var isOn`.
        var attributes: [String] {
            (declarationFragments ?? []).filter { $0.kind == "attribute" && $0.spelling != "@" }.map(\.spelling)
        }
    }

    /// Extracts the graph of the module the test binary was built with.
    static func extract(testBinary: URL) throws -> StandInSymbolGraph {
        let modules = testBinary.deletingLastPathComponent().appending(path: "Modules")
        guard FileManager.default.fileExists(atPath: modules.appending(path: "SwiftUI.swiftmodule").path) else {
            throw InventoryError.noStandInModule
        }
        let output = FileManager.default.temporaryDirectory.appending(path: "standin-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        try run(tool: symbolGraphTool(), arguments: [
            "-module-name", "SwiftUI", "-I", modules.path, "-target", targetTriple,
            "-output-dir", output.path, "-minimum-access-level", "public", "-skip-synthesized-members",
        ])
        // SwiftUI.symbols.json, plus one file per other module the stand-in extends (SwiftUI@Swift…).
        let files = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
        let graphs = try files.filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
            .map { try JSONDecoder().decode(Graph.self, from: Data(contentsOf: $0)) }
        let refinements = Self.refinements(in: graphs)
        var declarations: [DeclarationKey: Set<ParameterTypes>] = [:]
        var wrappedProperties: [Symbol] = []
        for graph in graphs {
            for symbol in graph.symbols {
                guard let kind = DeclarationKind(symbolGraphIdentifier: symbol.kind.identifier),
                    let name = symbol.pathComponents.last
                else { continue }
                let container = symbol.pathComponents.dropLast().joined(separator: ".")
                let key = DeclarationKey(kind: kind, container: container, name: name)
                declarations[key, default: []].formUnion(ParameterTypes(declaration: symbol.declaration, container: container, refinements: refinements).map { [$0] } ?? [])
                if kind == .property && !symbol.attributes.isEmpty { wrappedProperties.append(symbol) }
            }
        }
        for symbol in wrappedProperties {
            let projects = symbol.attributes.contains { declarations[DeclarationKey(kind: .property, container: $0, name: "projectedValue")] != nil }
            guard projects, let name = symbol.pathComponents.last else { continue }
            declarations[DeclarationKey(kind: .property, container: symbol.pathComponents.dropLast().joined(separator: "."), name: "$" + name), default: []] = []
        }
        return StandInSymbolGraph(declarations: declarations, refinements: refinements)
    }

    /// Each protocol's name with the names of the protocols it conforms to (the graph lists the
    /// indirect ones too).
    private static func refinements(in graphs: [Graph]) -> [String: Set<String>] {
        let symbols = graphs.flatMap(\.symbols)
        let names = Dictionary(symbols.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) }) { first, _ in first }
        let protocols = Set(symbols.filter { $0.kind.identifier == "swift.protocol" }.map(\.identifier.precise))
        var refinements: [String: Set<String>] = [:]
        for relationship in graphs.flatMap(\.relationships) where relationship.kind == "conformsTo" && protocols.contains(relationship.source) {
            guard let source = names[relationship.source],
                let target = names[relationship.target] ?? relationship.targetFallback?.split(separator: ".").last.map(String.init)
            else { continue }
            refinements[source, default: []].insert(target)
        }
        return refinements
    }

    private static var targetTriple: String {
        #if arch(arm64)
            "aarch64-unknown-linux-gnu"
        #else
            "x86_64-unknown-linux-gnu"
        #endif
    }

    private static func symbolGraphTool() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let tool = URL(filePath: String(folder)).appending(path: "swift-symbolgraph-extract")
            if FileManager.default.isExecutableFile(atPath: tool.path) { return tool }
        }
        throw InventoryError.noSymbolGraphTool
    }

    private static func run(tool: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw InventoryError.symbolGraphFailed(String(decoding: message, as: UTF8.self))
        }
    }
}
