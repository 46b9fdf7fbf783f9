import Foundation

/// A compiler diagnostic, with the path already mapped back to the learner's tree.
public struct BuildDiagnostic: Codable, Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: String
    public var message: String
    /// An extra sentence from sherpa, e.g. about the SwiftUI stand-in on Linux.
    public var note: String?

    public var location: String { "\(path):\(line):\(column)" }
}
