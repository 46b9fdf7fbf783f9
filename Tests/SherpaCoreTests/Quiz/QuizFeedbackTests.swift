import Testing
import SherpaCore
import SherpaTestSupport

@Suite("Quiz feedback follows the learner's preferences")
struct QuizFeedbackTests {
    let bank = QuizSamples.sampleBank()
    var network: QuizQuestion { bank.questions[0] }
    var written: QuizQuestion { bank.questions[3] }
    let wrongPick = QuestionResult(questionID: "q-network", status: .incorrect, credit: 0, answer: "3", chosen: 3)
    let rightPick = QuestionResult(questionID: "q-network", status: .correct, credit: 1, answer: "2", chosen: 2)

    func feedback(_ change: (inout LearnerPreferences) -> Void) -> QuizFeedback {
        var preferences = LearnerPreferences.defaults
        change(&preferences)
        return QuizFeedback(preferences: preferences, guidePath: "guide/section-1-layers.md")
    }

    @Test("feedback_style immediate gives the verdict and the right answer after the question")
    func immediate() {
        let lines = feedback { $0.feedbackStyle = .immediate }.afterAnswer(wrongPick, to: network).map(\.plain)
        #expect(lines.first == "Not correct.")
        #expect(lines.contains("The answer is 2) In a repository"))
        #expect(!lines.contains { $0.contains("✘ 1)") })
    }

    @Test("feedback_style summary holds the verdict back until the end")
    func summaryStyle() {
        let style = feedback { $0.feedbackStyle = .summary }
        #expect(style.afterAnswer(wrongPick, to: network).map(\.plain) == ["Answer recorded; feedback comes at the end."])
        let outcome = QuizOutcome(quiz: "section-1", title: "t", results: [wrongPick], total: 1, score: 0, passScore: 0.7)
        let end = style.summary(outcome, questions: [network], record: nil).map(\.plain)
        #expect(end.contains { $0.contains("Not correct.") })
        #expect(end.contains { $0.contains("The answer is 2)") })
    }

    @Test("feedback_style detailed explains every choice, marking the learner's pick")
    func detailedStyle() {
        let lines = feedback { $0.feedbackStyle = .detailed }.afterAnswer(wrongPick, to: network).map(\.plain)
        #expect(lines.contains("  ✘ 1) In the view"))
        #expect(lines.contains("  ✔ 2) In a repository"))
        #expect(lines.contains("  ✘ 3) In the model (your answer)"))
        #expect(lines.contains("      A common misconception. A model is plain data."))
        #expect(lines.contains("      The view draws; it does not fetch."))
    }

    @Test("explanation_depth concise keeps only the first sentence and drops the why")
    func conciseDepth() {
        let lines = feedback { $0.explanationDepth = .concise }.afterAnswer(wrongPick, to: network).map(\.plain)
        #expect(lines.contains("Data access goes to the repository."))
        #expect(!lines.contains { $0.contains("The view model only asks") })
        #expect(!lines.contains { $0.hasPrefix("Why not") })
    }

    @Test("explanation_depth balanced gives the whole explanation and why the pick was wrong")
    func balancedDepth() {
        let lines = feedback { $0.explanationDepth = .balanced }.afterAnswer(wrongPick, to: network).map(\.plain)
        #expect(lines.contains("Data access goes to the repository. The view model only asks for data."))
        #expect(lines.contains("Why not 3: A common misconception. A model is plain data."))
        #expect(!lines.contains("Extra detail for deep learners."))
    }

    @Test("explanation_depth detailed adds the extra paragraph and a pointer to the guide")
    func detailedDepth() {
        let lines = feedback { $0.explanationDepth = .detailed }.afterAnswer(rightPick, to: network).map(\.plain)
        #expect(lines.contains("Extra detail for deep learners."))
        #expect(lines.contains("More in guide/section-1-layers.md, checkpoint list."))
    }

    @Test("tone changes the wording of verdicts and of the closing line")
    func tone() {
        let objective = feedback { $0.tone = .objective }
        let encouraging = feedback { $0.tone = .encouraging }
        let humorous = feedback { $0.tone = .humorous }
        let verdicts = [objective, encouraging, humorous].map { $0.verdict(wrongPick, question: network) }
        #expect(verdicts[0] == "Not correct.")
        #expect(Set(verdicts).count == 3)
        let failed = QuizOutcome(quiz: "section-1", title: "t", results: [wrongPick], total: 1, score: 0, passScore: 0.7)
        #expect(objective.summary(failed, questions: [network], record: nil).last?.plain.hasPrefix("Not passed yet.") == true)
        #expect(encouraging.summary(failed, questions: [network], record: nil).last?.plain.contains("completely normal") == true)
    }

    @Test("Missed ideas that one sentence of the model answer states are quoted once")
    func missedSentenceIsQuotedOnce() {
        let result = QuestionResult(questionID: "q-why-protocol", status: .incorrect, credit: 0, answer: "no idea", covered: [], missed: ["fake", "protocol"])
        let lines = feedback { _ in }.afterAnswer(result, to: written).map(\.plain)
        #expect(lines.contains("Not yet in your answer: the point the model answer makes in “So a test can pass in a fake that conforms to the protocol”"))
    }

    @Test("A written answer's feedback says it is a keyword check and shows covered, the missed idea described, and the model answer")
    func writtenFeedback() {
        let result = QuestionResult(questionID: "q-why-protocol", status: .partial, credit: 0.5, answer: "a fake", covered: ["fake"], missed: ["protocol"])
        let lines = feedback { _ in }.afterAnswer(result, to: written).map(\.plain)
        #expect(lines.first == "Partly correct.")
        #expect(lines.contains { $0.hasPrefix("This is a keyword check") && $0.contains("found 1") })
        #expect(lines.contains("Covered: fake"))
        #expect(lines.contains("Not yet in your answer: the point the model answer makes in “So a test can pass in a fake that conforms to the protocol”"))
        #expect(!lines.contains { $0.hasPrefix("Missed") })
        #expect(lines.contains("Model answer: So a test can pass in a fake that conforms to the protocol."))
    }
}
