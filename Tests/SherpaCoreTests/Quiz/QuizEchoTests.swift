import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

/// The paths of every bank file in the course's `sherpa/quizzes` folder, read from disk
/// rather than from the catalog, so a bank the catalog forgets is still checked.
private let shippedBankPaths: [String] = {
    let folder = SherpaProcess.repositoryRoot.appendingPathComponent("sherpa/quizzes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { "sherpa/quizzes/\($0)" }
}()

/// A written answer earns credit for ideas the learner brings, never for repeating the question.
@Suite("Echoing a quiz question earns nothing")
struct QuizEchoTests {
    @Test("The course ships a bank for every section and the route's end")
    func banksAreFound() {
        #expect(shippedBankPaths.count == 9, "expected sherpa/quizzes to hold sections 1 to 8 and route-end; found \(shippedBankPaths)")
    }

    @Test("Answering a written question with its own prompt scores zero", arguments: shippedBankPaths)
    func promptEchoScoresZero(path: String) throws {
        let bank = try QuizBank.load(from: SherpaProcess.repositoryRoot.appendingPathComponent(path), displayPath: path)
        let written = bank.questions.filter { !$0.isChoice }
        #expect(!written.isEmpty, "\(path) has no written question to check")
        for question in written {
            let score = KeywordScorer.score(question.prompt, indicators: question.indicators ?? [], required: question.requiredIndicators)
            #expect(score.credit == 0, "\(path), \(question.id): echoing the prompt covers \(score.covered.map(\.term))")
        }
    }

    @Test("Answering a written question with a bare list of its terms scores zero", arguments: shippedBankPaths)
    func termListScoresZero(path: String) throws {
        let bank = try QuizBank.load(from: SherpaProcess.repositoryRoot.appendingPathComponent(path), displayPath: path)
        for question in bank.questions where !question.isChoice {
            let indicators = question.indicators ?? []
            for list in [indicators.map(\.term).joined(separator: " "), indicators.map(\.term).joined(separator: ", ")] {
                let score = KeywordScorer.score(list, indicators: indicators, required: question.requiredIndicators)
                #expect(score.credit == 0, "\(path), \(question.id): the list \"\(list)\" covers \(score.covered.map(\.term))")
            }
        }
    }

    @Test("The validator reports an indicator that the prompt already contains")
    func validatorReportsEchoedIndicator() {
        var bank = QuizSamples.sampleBank()
        let index = bank.questions.firstIndex { $0.id == "q-why-protocol" }!
        bank.questions[index].prompt = "Why must a fake conform to a protocol?"

        let problems = QuizBankValidator(path: "sherpa/quizzes/section-1.json", expectedQuiz: "section-1").problems(in: bank)

        #expect(problems == ["sherpa/quizzes/section-1.json: question \"q-why-protocol\" has indicators that its own prompt already contains (fake, protocol), so an answer that repeats the question would earn them."])
    }
}
