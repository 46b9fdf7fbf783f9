import Foundation
import SherpaCore

extension LearnerPreferences {
    /// What each setting changes, in the learner's terms.
    package static let effects: [String: String] = [
        "tone": "the voice of quiz verdicts and summaries, and a line of its own after a check's verdict, a hint and a guide page",
        "explanation_depth": "how much explanation follows each quiz answer, a check's next step and a hint; concise shows a guide page's outline",
        "pacing": "how firmly the next step keeps to the route's order and to quizzes (learner-led offers choices, structured asks for each quiz before the next section); in a quiz, learner-led lets a skipped question come back and structured pauses after each answer",
        "quiz_type": "which question kinds a quiz asks",
        "quiz_frequency": "when sherpa proposes a quiz",
        "feedback_style": "feedback after each question (immediate), at the end (summary), or with every choice explained (detailed)",
    ]
}
