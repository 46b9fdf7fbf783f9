import Foundation
import SherpaCore

/// A compiler diagnostic, with the path already mapped back to the learner's tree.
package struct BuildDiagnostic: Codable, Sendable, Equatable {
    package var path: String
    package var line: Int
    package var column: Int
    package var severity: CompilerSeverity
    package var message: String
    /// An extra sentence from sherpa, e.g. about the SwiftUI stand-in on Linux.
    package var note: String?

    init(path: String, line: Int, column: Int, severity: CompilerSeverity, message: String, note: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.note = note
    }

    package var location: String { "\(path):\(line):\(column)" }
}
