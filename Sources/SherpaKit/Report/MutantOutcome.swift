import Foundation

/// A deliberately broken reference and whether the learner's tests caught it.
public struct MutantOutcome: Codable, Sendable, Equatable {
    public var id: String
    public var description: String
    public var killed: Bool
    /// Shown for a survivor: what kind of test would catch it.
    public var hint: String
}
