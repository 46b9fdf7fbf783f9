import Foundation

/// Advice in the shape sherpa prints it: one lead sentence, and for learner-led pacing
/// (or a quiz that can wait) a short list of choices.
package struct Advice: Equatable {
    package var lead: String
    package var choices: [String] = []

    package var text: String {
        ([lead] + choices.map { "  • " + $0 }).joined(separator: "\n")
    }

    /// The same advice as a Markdown paragraph and list, for the files in `.sessions/`.
    package var markdown: String {
        choices.isEmpty ? lead : ([lead, ""] + choices.map { "- " + $0 }).joined(separator: "\n")
    }
}
