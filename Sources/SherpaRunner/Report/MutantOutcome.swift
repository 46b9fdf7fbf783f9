import Foundation
import SherpaCore

/// A deliberately broken reference and whether the learner's tests caught it.
package struct MutantOutcome: Codable, Sendable, Equatable {
    package var id: String
    package var description: String
    package var killed: Bool
    /// Shown for a survivor: what kind of test would catch it.
    package var hint: String

    init(id: String, description: String, killed: Bool, hint: String) {
        self.id = id
        self.description = description
        self.killed = killed
        self.hint = hint
    }
}
