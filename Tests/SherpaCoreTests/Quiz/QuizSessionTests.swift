import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

@Suite("The quiz session engine")
struct QuizSessionTests {
    let bank = QuizSamples.sampleBank()

    func session(_ change: (inout LearnerPreferences) -> Void = { _ in }) -> QuizSession {
        var preferences = LearnerPreferences.defaults
        change(&preferences)
        return QuizSession(bank: bank, preferences: preferences)
    }

    @Test("quiz_type mixed asks every question in bank order")
    func mixedAsksAll() {
        #expect(session().questions.map(\.id) == bank.questions.map(\.id))
    }

    @Test("quiz_type multiple_choice asks only questions answered by number, code reviews with choices included")
    func multipleChoiceOnly() {
        let ids = session { $0.quizType = .multipleChoice }.questions.map(\.id)
        #expect(ids == ["q-network", "q-filter", "q-review"])
    }

    @Test("quiz_type explanation asks only written questions")
    func explanationOnly() {
        let ids = session { $0.quizType = .explanation }.questions.map(\.id)
        #expect(ids == ["q-why-protocol", "q-design", "q-name-lines"])
    }

    @Test("A typo is not an answer: nothing is recorded and the same question stays current")
    func typoIsReAsked() {
        var quiz = session()
        let outcome = quiz.submit("7")
        guard case .invalid(let message) = outcome else {
            Issue.record("expected the typo to be refused, got \(outcome)")
            return
        }
        #expect(message.contains("\"7\" is not one of the choices"))
        #expect(message.contains("1 to 3"))
        #expect(quiz.answeredCount == 0)
        #expect(quiz.current?.id == "q-network")
        let letters = quiz.submit("x2")
        let number = quiz.submit("2.")
        #expect(letters != .answered(QuestionResult(questionID: "q-network", status: .correct, credit: 1, answer: "2", chosen: 2)))
        #expect(number == .answered(QuestionResult(questionID: "q-network", status: .correct, credit: 1, answer: "2", chosen: 2)))
    }

    @Test("An empty written answer is refused rather than scored")
    func emptyWrittenAnswer() {
        var quiz = session { $0.quizType = .explanation }
        guard case .invalid = quiz.submit("   ") else {
            Issue.record("an empty answer must be refused")
            return
        }
        #expect(quiz.answeredCount == 0)
    }

    @Test("q and quit stop the quiz without recording the current question")
    func quit() {
        var quiz = session()
        _ = quiz.submit("2")
        let short = quiz.submit("q")
        let long = quiz.submit("QUIT")
        #expect(short == .quit)
        #expect(long == .quit)
        #expect(quiz.answeredCount == 1)
        #expect(quiz.current?.id == "q-filter")
    }

    @Test("With balanced pacing a skipped question scores zero and the quiz moves on")
    func skipRecordsZero() {
        var quiz = session()
        guard case .answered(let result) = quiz.submit("s") else {
            Issue.record("skip must record the question")
            return
        }
        #expect(result.status == .skipped)
        #expect(quiz.current?.id == "q-filter")
    }

    @Test("With learner-led pacing a skipped question comes back once, at the end")
    func learnerLedDefers() {
        var quiz = session { $0.pacing = .learnerLed }
        let first = quiz.submit("skip")
        #expect(first == .deferred)
        for answer in QuizSamples.rightAnswers.dropFirst() { _ = quiz.submit(answer) }
        #expect(quiz.current?.id == "q-network")
        guard case .answered(let result) = quiz.submit("s") else {
            Issue.record("the second skip must record the question")
            return
        }
        #expect(result.status == .skipped)
        #expect(quiz.isFinished)
    }

    @Test("The score is the share of credit over all questions, written answers counting partly")
    func scoring() {
        var quiz = session()
        _ = quiz.submit("2")        // right
        _ = quiz.submit("2")        // wrong
        _ = quiz.submit("3")        // right
        _ = quiz.submit("a test passes a fake")   // 1 of 2 required: half credit
        _ = quiz.submit("the view model calls the repository and the view owns the view model")
        _ = quiz.submit("the view")  // no indicator
        let outcome = quiz.outcome
        #expect(outcome.isComplete)
        #expect(abs(outcome.score - 3.5 / 6) < 1e-9)
        #expect(outcome.results.map(\.status) == [.correct, .incorrect, .correct, .partial, .correct, .incorrect])
        #expect(outcome.results[3].covered == ["fake"])
        #expect(outcome.results[3].missed == ["protocol"])
        #expect(!outcome.passed)
    }

    @Test("A paused attempt replays into the same place")
    func restoreDraft() {
        var first = session()
        _ = first.submit("2")
        _ = first.submit("1")
        let draft = first.draft(savedAt: Date(timeIntervalSince1970: 0))
        var second = session()
        let restored = second.restore(draft)
        #expect(restored)
        #expect(second.answeredCount == 2)
        #expect(second.current?.id == "q-review")
        #expect(second.outcome.results == first.outcome.results)
    }

    @Test("A draft from a different quiz type is refused and the session is untouched")
    func restoreRefusesChangedQuestions() {
        var first = session()
        _ = first.submit("2")
        var other = session { $0.quizType = .multipleChoice }
        let restored = other.restore(first.draft(savedAt: Date()))
        #expect(!restored)
        #expect(other.answeredCount == 0)
    }

    @Test("When a bank lacks the preferred kind every kind is asked, with a note")
    func fallbackWhenKindMissing() {
        var choiceOnly = bank
        choiceOnly.questions = bank.questions.filter(\.isChoice)
        let quiz = QuizSession(bank: choiceOnly, preferences: LearnerPreferences(quizType: .explanation))
        #expect(quiz.questions.count == 3)
        #expect(quiz.note != nil)
    }
}
