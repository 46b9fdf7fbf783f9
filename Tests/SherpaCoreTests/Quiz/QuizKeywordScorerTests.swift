import Testing
import SherpaCore
import SherpaTestSupport

@Suite("Keyword scoring of written answers")
struct QuizKeywordScorerTests {
    let indicators = [
        QuizIndicator(term: "protocol", synonyms: ["contract", "interface"]),
        QuizIndicator(term: "private(set)"),
        QuizIndicator(term: "test double", synonyms: ["fake", "mock"]),
    ]

    @Test("Letter case and punctuation do not matter")
    func caseAndPunctuation() {
        let score = KeywordScorer.score("Use a PROTOCOL, and mark state Private Set.", indicators: indicators, required: 2)
        #expect(score.covered.map(\.term) == ["protocol", "private(set)"])
        #expect(score.isCorrect)
    }

    @Test("A synonym counts for its indicator")
    func synonyms() {
        let score = KeywordScorer.score("depend on a contract so tests can pass a fake", indicators: indicators, required: 2)
        #expect(score.covered.map(\.term) == ["protocol", "test double"])
        #expect(score.missed.map(\.term) == ["private(set)"])
    }

    @Test("Plural and verb endings match the plain word")
    func endings() {
        let score = KeywordScorer.score("two protocols and some mocked calls", indicators: indicators, required: 1)
        #expect(score.covered.map(\.term) == ["protocol", "test double"])
    }

    @Test("A word inside a longer unrelated word does not match")
    func noSubstringMatches() {
        let score = KeywordScorer.score("the protocolish contractor", indicators: indicators, required: 1)
        #expect(score.covered.isEmpty)
    }

    @Test("A trailing * matches any word that starts with the stem")
    func wildcard() {
        let score = KeywordScorer.score("constructor injection", indicators: [QuizIndicator(term: "inject*")], required: 1)
        #expect(score.isCorrect)
    }

    @Test("A phrase must appear as consecutive words")
    func phrases() {
        let apart = KeywordScorer.score("a double for the test", indicators: [QuizIndicator(term: "test double")], required: 1)
        let together = KeywordScorer.score("a test double here", indicators: [QuizIndicator(term: "test double")], required: 1)
        #expect(!apart.isCorrect)
        #expect(together.isCorrect)
    }

    @Test("Credit is the share of required indicators found, capped at one")
    func partialCredit() {
        let one = KeywordScorer.score("a protocol", indicators: indicators, required: 2)
        let all = KeywordScorer.score("protocol, private(set), fake", indicators: indicators, required: 2)
        #expect(one.credit == 0.5)
        #expect(!one.isCorrect)
        #expect(all.credit == 1)
    }

    @Test("A question without a required count needs half its indicators, rounded up")
    func defaultRequirement() {
        let question = QuizQuestion(id: "q", kind: .explanation, covers: ["c"], prompt: "p", explanation: "e", modelAnswer: "m", indicators: indicators)
        #expect(question.requiredIndicators == 2)
    }
}
