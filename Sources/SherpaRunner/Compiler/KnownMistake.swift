import Foundation
import SherpaCore

/// A wrong shape of code a probe recognises by the compiler's answer, e.g. a stored
/// `private(set) var isLoading` where the section asks for none: `setter is inaccessible`.
struct KnownMistake: Sendable, Equatable {
    /// A piece of the diagnostic the mistake gives.
    var diagnostic: String
    /// The sentence the learner reads: what is wrong, in the section's words.
    var explanation: String

    init(diagnostic: String, explanation: String) {
        self.diagnostic = diagnostic
        self.explanation = explanation
    }

    /// Reads `<diagnostic> => <explanation>`; nil when either side is empty.
    init?(_ line: Substring) {
        let parts = line.components(separatedBy: "=>")
        guard parts.count == 2 else { return nil }
        diagnostic = parts[0].trimmingCharacters(in: .whitespaces)
        explanation = parts[1].trimmingCharacters(in: .whitespaces)
        if diagnostic.isEmpty || explanation.isEmpty { return nil }
    }
}
