import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// The words of `check`, `hint` and `guide`, shaped by the learner's `tone` and
/// `explanation_depth` the way `QuizFeedback` shapes a quiz. Commands hand it data and print
/// what it returns. The defaults (objective, balanced) add nothing and leave nothing out, so
/// with them every command prints what it printed before preferences reached it.
package struct FeedbackVoice: Sendable, Equatable {
    package var tone: LearnerPreferences.Tone
    package var depth: LearnerPreferences.ExplanationDepth

    package init(tone: LearnerPreferences.Tone = .objective, depth: LearnerPreferences.ExplanationDepth = .balanced) {
        self.tone = tone
        self.depth = depth
    }

    package init(preferences: LearnerPreferences) {
        self.init(tone: preferences.tone, depth: preferences.explanationDepth)
    }

    /// The voice of the default preferences: sherpa's plain wording.
    package static let plain = FeedbackVoice()
}
