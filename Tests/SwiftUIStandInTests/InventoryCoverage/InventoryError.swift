import Foundation

/// Why the inventory or the stand-in's declarations could not be read.
nonisolated enum InventoryError: LocalizedError {
    case noInventory(String)
    case malformedLine(String)
    case unknownKind(String)
    case noStandInModule
    case noSymbolGraphTool
    case symbolGraphFailed(String)

    var errorDescription: String? {
        switch self {
        case .noInventory(let folder):
            "No inventory file (*.tsv) was found in \(folder)."
        case .malformedLine(let line):
            "The inventory line \"\(line)\" does not have the seven tab-separated columns."
        case .unknownKind(let kind):
            "The inventory names a kind of declaration, \"\(kind)\", that the coverage test does not know."
        case .noStandInModule:
            "The stand-in's built module (SwiftUI.swiftmodule) was not found next to the test binary; build the tests first."
        case .noSymbolGraphTool:
            "swift-symbolgraph-extract, which comes with the Swift toolchain, was not found on the PATH."
        case .symbolGraphFailed(let output):
            "swift-symbolgraph-extract failed on the stand-in's module: \(output)"
        }
    }
}
