import Foundation

/// Writes quiz results into `.sessions/` through the same progress store as checks.
package enum QuizRecording {
    /// Saves a finished attempt: score, per-question results, attempt count and best score,
    /// plus a line in the activity log, in one locked update.
    @discardableResult
    package static func record(_ outcome: QuizOutcome, in store: ProgressStore) throws -> QuizRecord {
        let at = store.clock
        let answers = Dictionary(uniqueKeysWithValues: outcome.results.map { ($0.questionID, $0.isCorrect) })
        var saved = QuizRecord(attempts: 1, bestScore: outcome.score, lastScore: outcome.score, lastAt: at, lastAnswers: answers, passed: outcome.passed)
        try store.update { progress in
            let previous = progress[section: outcome.quiz].quiz
            saved = QuizRecord(
                attempts: (previous?.attempts ?? 0) + 1,
                bestScore: max(previous?.bestScore ?? 0, outcome.score),
                lastScore: outcome.score,
                lastAt: at,
                lastAnswers: answers,
                passed: (previous?.isPassed ?? false) || outcome.passed
            )
            progress[section: outcome.quiz].quiz = saved
            progress.activity.append(ActivityEntry(at: at, kind: .quiz, section: outcome.quiz, summary: summary(outcome, record: saved)))
        }
        return saved
    }

    /// Notes a paused or unfinished attempt in the activity log; the quiz record is untouched.
    package static func recordPause(_ outcome: QuizOutcome, in store: ProgressStore, reason: String) throws {
        try store.record(.quiz, section: outcome.quiz, summary: "quiz \(reason) after \(outcome.results.count) of \(outcome.total) questions; not scored yet")
    }

    static func summary(_ outcome: QuizOutcome, record: QuizRecord) -> String {
        let missed = outcome.results.filter { !$0.isCorrect }.map(\.questionID)
        var text = "quiz \(outcome.passed ? "passed" : "not passed"): \(outcome.correctCount)/\(outcome.total) right, score \(outcome.percent)% (attempt \(record.attempts), best \(Int((record.bestScore * 100).rounded()))%)"
        if !missed.isEmpty { text += "; to review: " + missed.prefix(5).joined(separator: ", ") }
        return text
    }
}
