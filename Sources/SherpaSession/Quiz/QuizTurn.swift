import Foundation
import SherpaCore

/// One turn of a quiz taken a question at a call: what came of the answer given, and the
/// question now waiting or, after the last one, the scored attempt.
package struct QuizTurn {
    /// What the quiz made of the answer given with the turn.
    package enum Reply {
        case answered(QuestionResult, to: QuizQuestion)
        /// `s`: the question comes back once at the end.
        case skipped
        /// Not one of the choices, or empty: the question is asked again; the quiz's own words.
        case invalid(String)
        /// A word for the terminal (help, quit), which a turn does not take.
        case notAnAnswer
    }

    package var bank: QuizBank
    package var reply: Reply?
    /// The quiz's word on this attempt, such as the kinds the learner's preferences leave out.
    package var note: String?
    /// The question waiting, and its place in the attempt; nil once the attempt is scored.
    package var next: (question: QuizQuestion, number: Int, total: Int)?
    /// The scored attempt and its record, after the last question.
    package var finished: (outcome: QuizOutcome, record: QuizRecord)?
}
