import Foundation
import SherpaCore

extension LearnerSession {
    /// The bank and the guide page of a quiz named by a section's number, id or slug, or by
    /// `route-end` (also `end` or `route`) for the quiz over the whole route, which has no page.
    package func quizPaths(_ name: String) throws -> (bank: String, guide: String?) {
        if [QuizBank.routeEndID, "end", "route"].contains(name.lowercased()) {
            return (QuizBank.routeEndPath, nil)
        }
        let section = try workspace.section(named: name)
        return (section.quiz, section.guide)
    }

    /// One turn of a quiz, in the draft file a paused terminal quiz uses: the answer to the
    /// question waiting, if one is given, then the next question, or after the last the attempt
    /// scored and recorded like `sherpa quiz`. `restart` drops an open attempt first. A draft that
    /// no longer fits the bank or the quiz type is dropped, as the terminal quiz does.
    package func takeQuizTurn(_ quiz: String, answer: String?, restart: Bool) throws -> QuizTurn {
        let bankPath = try quizPaths(quiz).bank
        let bank = try QuizBank.load(from: workspace.url(bankPath), displayPath: bankPath)
        let drafts = QuizDraftStore(store: store)
        if restart { drafts.remove(bank.quiz) }
        var attempt = QuizSession(bank: bank, preferences: preferences)
        let resumed = drafts.load(bank.quiz).map { attempt.restore($0) } ?? false
        var turn = QuizTurn(bank: bank, note: attempt.note)
        if let answer {
            guard resumed, let asked = attempt.current else { throw QuizTurnError.noQuestionWaiting(quiz: bank.quiz) }
            switch attempt.submit(answer) {
            case .answered(let result): turn.reply = .answered(result, to: asked)
            case .deferred: turn.reply = .skipped
            case .invalid(let message): turn.reply = .invalid(message)
            case .help, .quit: turn.reply = .notAnAnswer
            }
        }
        guard attempt.isFinished else {
            try drafts.save(attempt.draft(savedAt: store.clock))
            turn.next = attempt.current.map { ($0, attempt.position.number, attempt.position.total) }
            return turn
        }
        let outcome = attempt.outcome
        turn.finished = (outcome, try finishQuiz(outcome).get())
        return turn
    }

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
