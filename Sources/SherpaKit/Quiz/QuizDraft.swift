import Foundation

/// A quiz the learner stopped part way: the lines they typed, so the attempt can be replayed
/// and continued. Kept beside `progress.json` as `quiz-draft-<quiz>.json`.
public struct QuizDraft: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var question: String
        public var input: String

        public init(question: String, input: String) {
            self.question = question
            self.input = input
        }
    }

    public var formatVersion = 1
    public var quiz: String
    /// The questions of the attempt, so a changed bank or quiz type is noticed.
    public var questionIDs: [String]
    public var entries: [Entry]
    public var savedAt: Date

    public init(quiz: String, questionIDs: [String], entries: [Entry], savedAt: Date) {
        self.quiz = quiz
        self.questionIDs = questionIDs
        self.entries = entries
        self.savedAt = savedAt
    }
}
