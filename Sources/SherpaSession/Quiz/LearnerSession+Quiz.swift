import Foundation
import SherpaCore

extension LearnerSession {
    /// Records a finished attempt and drops its draft. An attempt that could not be saved keeps
    /// its draft, so the answers are not lost with it, and its value is the record it would have become.
    package func finishQuiz(_ outcome: QuizOutcome) -> Recorded<QuizRecord> {
        var record = unsavedRecord(outcome)
        let recorded = recording(()) {
            record = try QuizRecording.record(outcome, in: store)
        }
        if recorded.unsaved == nil { QuizDraftStore(store: store).remove(outcome.quiz) }
        return Recorded(value: record, unsaved: recorded.unsaved)
    }

    /// What the record would become, for the summary of an attempt that could not be saved.
    private func unsavedRecord(_ outcome: QuizOutcome) -> QuizRecord {
        let previous = store.load()[section: outcome.quiz].quiz
        let answers = Dictionary(outcome.results.map { ($0.questionID, $0.isCorrect) }, uniquingKeysWith: { $1 })
        return QuizRecord(
            attempts: (previous?.attempts ?? 0) + 1,
            bestScore: max(previous?.bestScore ?? 0, outcome.score),
            lastScore: outcome.score,
            lastAt: store.clock,
            lastAnswers: answers,
            passed: (previous?.isPassed ?? false) || outcome.passed
        )
    }

    /// Notes in the activity log that an attempt stopped before its end, `reason` saying how.
    package func pauseQuiz(_ outcome: QuizOutcome, reason: String) -> Recorded<Void> {
        recording(()) {
            try QuizRecording.recordPause(outcome, in: store, reason: reason)
        }
    }
}
