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
        let score = KeywordScorer.score("use constructor injection for it", indicators: [QuizIndicator(term: "inject*")], required: 1)
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
        let all = KeywordScorer.score("a protocol, private(set) state and a fake", indicators: indicators, required: 2)
        #expect(one.credit == 0.5)
        #expect(!one.isCorrect)
        #expect(all.credit == 1)
    }

    @Test("A bare list of the terms scores 0: nothing in it relates one term to another")
    func keywordListScoresZero() {
        let terms = ["repository", "cache", "unchanged", "protocol"].map { QuizIndicator(term: $0) }
        for list in ["repository cache unchanged protocol", "repository, cache, unchanged, protocol", "Repository. Cache. Unchanged. Protocol."] {
            let score = KeywordScorer.score(list, indicators: terms, required: 2)
            #expect(score.covered.isEmpty, "\(list)")
            #expect(score.credit == 0)
        }
    }

    @Test("The same terms written into a sentence are covered")
    func termsInASentence() {
        let terms = ["repository", "cache", "unchanged", "protocol"].map { QuizIndicator(term: $0) }
        let score = KeywordScorer.score("The repository keeps a cache behind the protocol, so the view model stays unchanged.", indicators: terms, required: 2)
        #expect(score.covered.map(\.term) == ["repository", "cache", "unchanged", "protocol"])
        #expect(score.isCorrect)
    }

    @Test("A relating word in one sentence does not vouch for a term listed in the next")
    func clausesAreSeparate() {
        let terms = ["cache", "protocol"].map { QuizIndicator(term: $0) }
        let score = KeywordScorer.score("It is what I would do. cache protocol", indicators: terms, required: 1)
        #expect(score.covered.isEmpty)
    }

    @Test("A missed idea is described by the indicator's own words when it has them")
    func describedIdea() {
        let indicator = QuizIndicator(term: "protocol", idea: "what lets a test hand in its own stand-in")
        #expect(KeywordScorer.describe(indicator, modelAnswer: "A protocol lets a test pass a fake.") == "what lets a test hand in its own stand-in")
    }

    @Test("Without its own words, a missed idea is the model answer's sentence that states it")
    func describedByTheModelAnswer() {
        let described = KeywordScorer.describe(QuizIndicator(term: "protocol"), modelAnswer: "Tests must be fast. The view model sees a protocol, so a test can pass a fake.")
        #expect(described == "the point the model answer makes in “The view model sees a protocol, so a test can pass a fake”")
    }

    @Test("A question without a required count needs half its indicators, rounded up")
    func defaultRequirement() {
        let question = QuizQuestion(id: "q", kind: .explanation, covers: ["c"], prompt: "p", explanation: "e", modelAnswer: "m", indicators: indicators)
        #expect(question.requiredIndicators == 2)
    }
}
