import Foundation
import SherpaCore

/// A deliberately broken reference and whether the learner's tests caught it.
public struct MutantOutcome: Codable, Sendable, Equatable {
    public var id: String
    public var description: String
    public var killed: Bool
    /// Shown for a survivor: what kind of test would catch it.
    public var hint: String

    public init(id: String, description: String, killed: Bool, hint: String) {
        self.id = id
        self.description = description
        self.killed = killed
        self.hint = hint
    }
}
