import Foundation

/// A snippet that Apple's SwiftUI rejects, kept in Fixtures/Rejected with the error Xcode gives on
/// its first line. The folder is excluded from the test target: each snippet is compiled on its own.
nonisolated struct RejectedSnippet: Sendable, CustomStringConvertible {
    let file: URL
    /// Xcode's error, read from the snippet's first line; empty when that line does not name one.
    let appleError: String

    var description: String { file.deletingPathExtension().lastPathComponent }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Rejected", isDirectory: true)
    private static let errorPrefix = "// Apple: error: "

    /// Every snippet of the folder, in the order of their numbers.
    static func all() throws -> [RejectedSnippet] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { file in
                let firstLine = try String(contentsOf: file, encoding: .utf8).prefix { $0 != "\n" }
                let error = firstLine.hasPrefix(errorPrefix) ? String(firstLine.dropFirst(errorPrefix.count)) : ""
                return RejectedSnippet(file: file, appleError: error)
            }
    }
}
