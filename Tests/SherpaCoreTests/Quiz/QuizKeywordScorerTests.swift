import Testing
import SherpaCore
import SherpaTestSupport

@Suite("Scoring written answers by the relations they state")
struct QuizKeywordScorerTests {
    let cache = QuizIndicator(term: "cache", synonyms: ["disk"], about: ["repository"])
    let unchanged = QuizIndicator(term: "unchanged", synonyms: ["untouched"], about: ["view model"])

    func covered(_ answer: String, _ indicators: [QuizIndicator]? = nil) -> [String] {
        let indicators = indicators ?? [cache, unchanged]
        return KeywordScorer.score(answer, indicators: indicators, required: indicators.count).covered.map(\.term)
    }

    @Test("An idea linked to what it is about by a verb is covered")
    func relationIsCovered() {
        #expect(covered("The repository keeps a cache, and the view model stays unchanged.") == ["cache", "unchanged"])
    }

    @Test("The relation may be stated in either order")
    func eitherOrder() {
        #expect(covered("A cache goes into the repository.") == ["cache"])
    }

    @Test("Letter case and punctuation do not matter")
    func caseAndPunctuation() {
        let state = QuizIndicator(term: "private(set)", about: ["state"])
        #expect(covered("Its STATE is Private Set.", [state]) == ["private(set)"])
    }

    @Test("A bare list of the terms scores zero")
    func listScoresZero() {
        #expect(covered("repository cache unchanged view model").isEmpty)
        #expect(covered("repository, cache, unchanged, view model").isEmpty)
    }

    @Test("A list joined by one relating word scores zero")
    func listWithAndScoresZero() {
        #expect(covered("repository cache unchanged protocol and").isEmpty)
        #expect(covered("repository and cache and view model and unchanged").isEmpty)
        #expect(covered("the repository, the cache, the unchanged, the view model").isEmpty)
        #expect(covered("repository because cache because view model because unchanged").isEmpty)
    }

    @Test("A linking word that is itself a spelling of the rubric links nothing")
    func spellingIsNoLink() {
        let injected = QuizIndicator(term: "fake", about: ["test"])
        let uses = QuizIndicator(term: "uses", about: ["view"])
        #expect(KeywordScorer.score("test uses fake", indicators: [injected, uses], required: 1).covered.isEmpty)
    }

    @Test("A denied relation is not covered")
    func negationDenies() {
        #expect(covered("The repository does not keep a cache.").isEmpty)
        #expect(covered("The repository never keeps a cache.").isEmpty)
        #expect(covered("No repository keeps a cache.").isEmpty)
        #expect(covered("The repository doesn't keep a cache.").isEmpty)
    }

    @Test("A negation in an earlier stretch of the sentence does not deny a later relation")
    func negationEndsAtTheStretch() {
        #expect(covered("The view does not fetch anything, so the repository keeps a cache.") == ["cache"])
    }

    @Test("A negation that is part of a spelling states that spelling")
    func negationInsideASpelling() {
        let offline = QuizIndicator(term: "no network", synonyms: ["no server"], about: ["fake"], links: ["needs", "uses", "has"])
        #expect(covered("The fake needs no network.", [offline]) == ["no network"])
        #expect(covered("The fake never needs no network.", [offline]).isEmpty)
    }

    @Test("Shuffled words are not read as a sentence")
    func wordSaladScoresZero() {
        #expect(covered("cache the keeps repository a the unchanged stays view model").isEmpty)
    }

    @Test("Two ends too far apart are not related")
    func gapIsLimited() {
        #expect(covered("The repository keeps, in a small file on this phone, a cache.").isEmpty)
    }

    @Test("One sentence does not vouch for the next")
    func sentencesAreSeparate() {
        #expect(covered("The repository is ready. Cache.").isEmpty)
    }

    @Test("Code inside a sentence does not end it")
    func codeStaysInItsSentence() {
        let thrown = QuizIndicator(term: "error", about: ["fetchbooks"])
        #expect(covered("Then repository.fetchBooks() throws an error.", [thrown]) == ["error"])
    }

    @Test("Plural and verb endings match the plain word; a trailing * matches any word with that stem")
    func endingsAndStems() {
        let injection = QuizIndicator(term: "inject*", about: ["repository"])
        #expect(covered("The repository is injected.", [injection]) == ["inject*"])
        #expect(covered("Repositories keep caches.", [QuizIndicator(term: "cache", about: ["repositor*"])]) == ["cache"])
    }

    @Test("A word inside a longer unrelated word does not match")
    func noSubstringMatches() {
        #expect(covered("The repository keeps a cachet.").isEmpty)
    }

    @Test("Credit is the share of required indicators found, capped at one")
    func partialCredit() {
        let one = KeywordScorer.score("The repository keeps a cache.", indicators: [cache, unchanged], required: 2)
        #expect(one.credit == 0.5)
        #expect(!one.isCorrect)
        let both = KeywordScorer.score("The repository keeps a cache and the view model stays untouched.", indicators: [cache, unchanged], required: 1)
        #expect(both.credit == 1)
    }

    @Test("A missed idea is described by the indicator's own words when it has them")
    func describedIdea() {
        let indicator = QuizIndicator(term: "protocol", about: ["fake"], idea: "what lets a test hand in its own stand-in")
        #expect(KeywordScorer.describe(indicator, modelAnswer: "A protocol lets a test pass a fake.") == "what lets a test hand in its own stand-in")
    }

    @Test("Without its own words, a missed idea is the model answer's sentence that states it")
    func describedByTheModelAnswer() {
        let described = KeywordScorer.describe(QuizIndicator(term: "protocol", about: ["fake"]), modelAnswer: "Tests must be fast. The view model sees a protocol, so a test can pass a fake.")
        #expect(described == "the point the model answer makes in “The view model sees a protocol, so a test can pass a fake”")
    }

    @Test("A question without a required count needs half its indicators, rounded up")
    func defaultRequirement() {
        let question = QuizQuestion(id: "q", kind: .explanation, covers: ["c"], prompt: "p", explanation: "e", modelAnswer: "m", indicators: [cache, unchanged, cache])
        #expect(question.requiredIndicators == 2)
    }
}
