import Foundation
import Testing

/// What the inventory's count reads from the stand-in's module.
@Suite("The stand-in's symbol graph")
struct StandInSymbolGraphTests {
    @Test("A property whose wrapper projects a value also declares its $ name, as Swift generates it")
    func wrappedPropertyDeclaresItsProjection() throws {
        let standIn = try StandInSymbolGraph.extract(testBinary: URL(filePath: CommandLine.arguments[0]))
        #expect(standIn.keys.contains(DeclarationKey(kind: .property, container: "ToggleStyleConfiguration", name: "$isOn")))
        #expect(standIn.keys.contains(DeclarationKey(kind: .property, container: "ReferenceFileDocumentConfiguration", name: "$document")))
        #expect(!standIn.keys.contains(DeclarationKey(kind: .property, container: "ToggleStyleConfiguration", name: "$label")), "a plain property has no projection")
    }
}
