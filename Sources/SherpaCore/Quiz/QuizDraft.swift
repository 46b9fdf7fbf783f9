import Foundation

/// A quiz the learner stopped part way: the lines they typed, so the attempt can be replayed
/// and continued. Kept beside `progress.json` as `quiz-draft-<quiz>.json`.
package struct QuizDraft: Codable, Equatable, Sendable {
    package struct Entry: Codable, Equatable, Sendable {
        package var question: String
        package var input: String

        init(question: String, input: String) {
            self.question = question
            self.input = input
        }
    }

    var formatVersion = 1
    package var quiz: String
    /// The questions of the attempt, so a changed bank or quiz type is noticed.
    var questionIDs: [String]
    package var entries: [Entry]
    var savedAt: Date

    init(quiz: String, questionIDs: [String], entries: [Entry], savedAt: Date) {
        self.quiz = quiz
        self.questionIDs = questionIDs
        self.entries = entries
        self.savedAt = savedAt
    }
}
