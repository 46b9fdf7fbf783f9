import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

/// The shipped banks, read from disk so a bank the catalog forgets is still checked.
private let shippedBanks: [QuizBank] = {
    let folder = SherpaProcess.repositoryRoot.appendingPathComponent("sherpa/quizzes")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    return names.compactMap { try? QuizBank.load(from: folder.appendingPathComponent($0), displayPath: "sherpa/quizzes/\($0)") }
}()

/// A way of answering without having read the course. A quiz measures understanding only when
/// none of these passes it.
enum ChoiceGuess: String, CaseIterable, CustomStringConvertible {
    case longest, shortest, first, last

    var description: String { "always the \(rawValue) option" }

    func pick(_ choices: [QuizChoice]) -> Int {
        let lengths = choices.map(\.text.count)
        switch self {
        case .longest: return lengths.firstIndex(of: lengths.max()!)! + 1
        case .shortest: return lengths.firstIndex(of: lengths.min()!)! + 1
        case .first: return 1
        case .last: return choices.count
        }
    }
}

enum WrittenGuess: String, CaseIterable, CustomStringConvertible {
    case termsWithSpaces, termsWithAnd, termsWithBecause, negatedModel, negatedWithNever, wordSalad

    var description: String {
        switch self {
        case .termsWithSpaces: "the rubric's terms joined by spaces"
        case .termsWithAnd: "the rubric's terms joined by \"and\""
        case .termsWithBecause: "the rubric's terms joined by \"because\""
        case .negatedModel: "the model answer with every statement denied by \"not\""
        case .negatedWithNever: "the model answer with every statement denied by \"never\""
        case .wordSalad: "the model answer's words shuffled"
        }
    }

    func answer(_ question: QuizQuestion) -> String {
        let indicators = question.indicators ?? []
        let terms = indicators.flatMap { $0.spellings + $0.about }
        let model = question.modelAnswer ?? ""
        switch self {
        case .termsWithSpaces: return terms.joined(separator: " ")
        case .termsWithAnd: return terms.joined(separator: " and ")
        case .termsWithBecause: return terms.joined(separator: " because ")
        case .negatedModel: return Self.deny(model, with: "not", links: indicators.flatMap { $0.links ?? KeywordScorer.defaultLinks })
        case .negatedWithNever: return Self.deny(model, with: "never", links: indicators.flatMap { $0.links ?? KeywordScorer.defaultLinks })
        case .wordSalad:
            var generator = SeededGenerator(seed: 20_240_033)
            return KeywordScorer.words(model).shuffled(using: &generator).joined(separator: " ")
        }
    }

    /// The model answer with the denial put in front of every word that begins one of the
    /// rubric's links, so each statement the rubric looks for now says the opposite.
    static func deny(_ model: String, with denial: String, links: [String]) -> String {
        let firstWords = Set(links.compactMap { KeywordScorer.words($0, keepStars: true).first })
        return model.split(separator: " ", omittingEmptySubsequences: false).map { token in
            let word = KeywordScorer.words(String(token)).first ?? ""
            return firstWords.contains { KeywordScorer.matches(word, pattern: $0) } ? "\(denial) \(token)" : String(token)
        }.joined(separator: " ")
    }
}

/// A fixed-seed generator (SplitMix64), so the shuffled answer is the same on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Takes a whole quiz with the real session and scorer, as `sherpa quiz` does.
private func outcome(_ bank: QuizBank, type: LearnerPreferences.QuizType, choice: ChoiceGuess, written: WrittenGuess) -> QuizOutcome {
    var preferences = LearnerPreferences.defaults
    preferences.quizType = type
    var session = QuizSession(bank: bank, preferences: preferences)
    while let question = session.current {
        if let choices = question.choices, !choices.isEmpty {
            _ = session.submit(String(choice.pick(choices)))
        } else {
            _ = session.submit(written.answer(question))
        }
    }
    return session.outcome
}

@Suite("No strategy passes a quiz without reading")
struct QuizGuessingTests {
    @Test("Every bank is found and read")
    func banksAreRead() {
        #expect(shippedBanks.count == 9)
    }

    @Test("Always picking the same kind of option passes no choice quiz", arguments: ChoiceGuess.allCases)
    func choiceGuessFails(guess: ChoiceGuess) {
        for bank in shippedBanks {
            let result = outcome(bank, type: .multipleChoice, choice: guess, written: .termsWithAnd)
            #expect(!result.passed, "\(bank.quiz): \(guess) scores \(result.percent)%")
        }
    }

    @Test("A guessed written answer passes no written quiz", arguments: WrittenGuess.allCases)
    func writtenGuessFails(guess: WrittenGuess) {
        for bank in shippedBanks {
            let result = outcome(bank, type: .explanation, choice: .first, written: guess)
            #expect(!result.passed, "\(bank.quiz): \(guess) scores \(result.percent)%")
        }
    }

    @Test("No guessed written answer earns a question's pass mark", arguments: WrittenGuess.allCases)
    func writtenGuessEarnsNoQuestion(guess: WrittenGuess) {
        for bank in shippedBanks {
            for question in bank.questions where !question.isChoice {
                let score = KeywordScorer.score(guess.answer(question), indicators: question.indicators ?? [], required: question.requiredIndicators)
                #expect(score.credit < bank.effectivePassScore, "\(question.id): \(guess) covers \(score.covered.map(\.term))")
            }
        }
    }

    @Test("No pair of a choice guess and a written guess passes a mixed quiz")
    func combinedGuessesFail() {
        for choice in ChoiceGuess.allCases {
            for bank in shippedBanks {
                for written in WrittenGuess.allCases {
                    let result = outcome(bank, type: .mixed, choice: choice, written: written)
                    #expect(!result.passed, "\(bank.quiz): \(choice) with \(written) scores \(result.percent)%")
                }
            }
        }
    }

    @Test("In each bank and overall, the right option is the longest no more often than chance")
    func longestIsNoSignal() {
        expectNoBetterThanChance(.longest)
    }

    @Test("In each bank and overall, the right option is the shortest no more often than chance")
    func shortestIsNoSignal() {
        expectNoBetterThanChance(.shortest)
    }

    @Test("In each bank and overall, the right option sits first no more often than chance")
    func firstIsNoSignal() {
        expectNoBetterThanChance(.first)
    }

    @Test("In each bank and overall, the right option sits last no more often than chance")
    func lastIsNoSignal() {
        expectNoBetterThanChance(.last)
    }

    /// Chance is one over the number of options; a bank of five or six questions may round up
    /// by one question, the course as a whole may not exceed it by more than a few points.
    func expectNoBetterThanChance(_ guess: ChoiceGuess) {
        var hits = 0.0
        var expected = 0.0
        for bank in shippedBanks {
            let questions = bank.questions.compactMap { question in question.choices.map { (question, $0) } }.filter { !$0.1.isEmpty }
            let right = questions.filter { guess.pick($0.1) == $0.0.correctChoiceNumber }.count
            let chance = questions.reduce(0.0) { $0 + 1 / Double($1.1.count) }
            #expect(Double(right) <= chance.rounded(.up), "\(bank.quiz): \(guess) is right in \(right) of \(questions.count) questions")
            hits += Double(right)
            expected += chance
        }
        #expect(hits <= expected * 1.1, "\(guess) is right in \(Int(hits)) questions; chance is \(expected)")
    }
}
