import Foundation

/// Why a quiz turn cannot take an answer.
package enum QuizTurnError: LocalizedError, Equatable {
    case noQuestionWaiting(quiz: String)

    package var errorDescription: String? {
        switch self {
        case .noQuestionWaiting(let quiz):
            "The \(quiz) quiz has no question waiting; ask for its question first to start a new attempt."
        }
    }
}
