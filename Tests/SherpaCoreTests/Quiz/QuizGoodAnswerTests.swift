import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

/// Right answers in several phrasings (`Tests/Fixtures/QuizAnswers/written-answers.json`). The
/// rubrics were tuned on the `tuning` answers only; the `heldOut` ones measure how well the rubrics
/// accept right answers they were not written against.
private struct WrittenAnswers: Decodable {
    struct Set: Decodable {
        var tuning: [String]
        var heldOut: [String]
    }

    var answers: [String: Set]

    static let shipped: WrittenAnswers? = {
        let url = SherpaProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/QuizAnswers/written-answers.json")
        return (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(WrittenAnswers.self, from: $0) }
    }()
}

private let writtenQuestions: [QuizQuestion] = {
    let folder = SherpaProcess.repositoryRoot.appendingPathComponent("sherpa/quizzes")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
    return names.compactMap { try? QuizBank.load(from: folder.appendingPathComponent($0)) }.flatMap(\.questions).filter { !$0.isChoice }
}()

private func credits(_ pick: (WrittenAnswers.Set) -> [String]) -> [(id: String, answer: String, credit: Double)] {
    writtenQuestions.flatMap { question in
        pick(WrittenAnswers.shipped?.answers[question.id] ?? .init(tuning: [], heldOut: [])).map { answer in
            (question.id, answer, KeywordScorer.score(answer, indicators: question.indicators ?? [], required: question.requiredIndicators).credit)
        }
    }
}

@Suite("Right answers in other words earn the marks")
struct QuizGoodAnswerTests {
    @Test("Every written question has tuning and held-out right answers")
    func everyQuestionHasAnswers() throws {
        let answers = try #require(WrittenAnswers.shipped)
        for question in writtenQuestions {
            let set = answers.answers[question.id]
            #expect((set?.tuning.count ?? 0) >= 2 && (set?.heldOut.count ?? 0) >= 2, "\(question.id) lacks right answers")
        }
    }

    @Test("Nine in ten tuning answers earn full marks")
    func tuningAnswersPass() {
        let scored = credits(\.tuning)
        let full = scored.filter { $0.credit >= 1 }.count
        let short = scored.filter { $0.credit < 1 }.map { "\($0.id) (\($0.credit))" }
        #expect(Double(full) >= Double(scored.count) * 0.9, "\(full) of \(scored.count) tuning answers earn full marks; short: \(short)")
    }

    @Test("Held-out answers earn the question's pass mark on average")
    func heldOutAnswersPass() {
        let scored = credits(\.heldOut)
        let mean = scored.map(\.credit).reduce(0, +) / Double(max(scored.count, 1))
        let full = scored.filter { $0.credit >= 1 }.count
        #expect(mean >= 0.7, "held-out: \(full) of \(scored.count) earn full marks, mean credit \(mean)")
    }
}
