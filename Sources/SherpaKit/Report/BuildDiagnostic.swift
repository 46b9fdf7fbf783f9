import Foundation
import SherpaCore

/// A compiler diagnostic, with the path already mapped back to the learner's tree.
public struct BuildDiagnostic: Codable, Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: String
    public var message: String
    /// An extra sentence from sherpa, e.g. about the SwiftUI stand-in on Linux.
    public var note: String?

    public init(path: String, line: Int, column: Int, severity: String, message: String, note: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.note = note
    }

    public var location: String { "\(path):\(line):\(column)" }
}
