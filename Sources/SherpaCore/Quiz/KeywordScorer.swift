import Foundation

/// Scores a written answer by looking for the statements its rubric asks for. This is a check of
/// wording, not an understanding of the answer, and sherpa says so whenever it shows the result.
///
/// Each indicator is a relation: in one sentence, a spelling of the idea (`term` or a synonym) and
/// a spelling of what it is said `about` stand at most `maximumGap` words from a linking word
/// between them ("the repository *keeps* a cache", "a cache *in* the repository"). The linking
/// word is one of the indicator's `links`, or else of `defaultLinks`, and it must not be part of
/// any spelling of the rubric, so a list of the rubric's words links nothing. A negation word
/// ("not", "never", "no", "without", "n't"…) in the stretch of the sentence that leads up to the
/// relation denies it; the stretch starts after the last comma, colon or clause word such as "and"
/// or "because". A sentence in which "a", "an" or "the" is followed straight by another function
/// word, or ends the sentence, is not read at all: shuffled words look like that.
///
/// Matching rules: case and punctuation are ignored (`private(set)` matches "private set"),
/// a spelling of several words must appear as consecutive words, a word also matches with a plain
/// plural or verb ending ("mock" matches "mocks", "mocked"), and a word ending in `*` matches
/// any word that starts with it ("inject*" matches "injection").
package enum KeywordScorer {
    package struct Score: Equatable, Sendable {
        package var covered: [QuizIndicator]
        package var missed: [QuizIndicator]
        package var required: Int
        /// 0...1: covered indicators over the number required, capped at 1.
        package var credit: Double { required == 0 ? 0 : min(1, Double(covered.count) / Double(required)) }
        package var isCorrect: Bool { covered.count >= required }
    }

    /// The most words allowed between the linking word and each end of a relation.
    static let maximumGap = 3

    package static func score(_ answer: String, indicators: [QuizIndicator], required: Int) -> Score {
        let rubricWords = indicators.flatMap { $0.spellings + $0.about }.map { words($0, keepStars: true) }
        let sentences = clauses(answer).map(Sentence.init).filter(\.isShaped)
        var covered: [QuizIndicator] = []
        var missed: [QuizIndicator] = []
        for indicator in indicators {
            if sentences.contains(where: { $0.states(indicator, rubricWords: rubricWords) }) {
                covered.append(indicator)
            } else {
                missed.append(indicator)
            }
        }
        return Score(covered: covered, missed: missed, required: required)
    }

    /// Lower-cased words; everything that is not a letter or digit separates words.
    package static func words(_ text: String, keepStars: Bool = false) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || (keepStars && character == "*") {
                current.append(character)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The missed idea as the learner reads it: the indicator's own description, or else the model
    /// answer's sentence that states it. Never the bare term, which a retry would only copy.
    package static func describe(_ indicator: QuizIndicator, modelAnswer: String?) -> String {
        if let idea = indicator.idea { return idea }
        let phrases = indicator.spellings.map { words($0, keepStars: true) }
        let sentence = clauses(modelAnswer ?? "").first { clause in
            let clauseWords = words(clause)
            return phrases.contains { !occurrences(of: $0, in: clauseWords).isEmpty }
        }
        guard let sentence else { return "one more idea of the model answer below" }
        return "the point the model answer makes in “\(sentence.trimmingCharacters(in: .whitespaces))”"
    }

    /// The answer cut where a sentence or a clause ends, so one sentence does not vouch for the next.
    /// A full stop, `!` or `?` ends a sentence only before a space or the end, so code such as
    /// `try!` or `repository.fetchBooks()` stays inside its sentence.
    static func clauses(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character == "\n" || character == ";" || (".!?".contains(character) && next.isWhitespace) {
                result.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        result.append(current)
        return result.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    static func occurrences(of phrase: [String], in words: [String]) -> [Range<Int>] {
        guard !phrase.isEmpty, phrase.count <= words.count else { return [] }
        return (0...(words.count - phrase.count)).filter { start in
            phrase.indices.allSatisfy { matches(words[start + $0], pattern: phrase[$0]) }
        }.map { $0..<($0 + phrase.count) }
    }

    /// The words that link an idea to what it is said about when an indicator names no `links`
    /// of its own: verbs and the prepositions that place one thing in or behind another.
    /// Conjunctions are not among them, so "repository and cache" relates nothing.
    package static let defaultLinks: [String] = [
        "is", "are", "was", "be", "been", "becom*", "stay*", "remain*", "go", "goes", "move*", "belong*", "live*",
        "sit*", "keep*", "kept", "hold*", "own*", "store*", "get*", "receiv*", "take*", "use*", "call*", "ask*",
        "return*", "throw*", "pass*", "hand*", "give*", "given", "inject*", "depend*", "wrap*", "read*", "writ*",
        "set*", "show*", "draw*", "render*", "switch*", "let*", "make*", "mak*", "allow*", "mean*", "need*", "can",
        "cannot", "must", "should", "will", "does", "do", "did", "change*", "replac*", "check*", "expect*", "map*",
        "turn*", "creat*", "build*", "built", "conform*", "implement*", "add*", "has", "have", "into", "through",
        "via", "with", "in", "to", "for", "from", "by", "behind", "on", "over", "of", "at", "instead", "than", "as",
        "like", "until", "after",
    ]

    /// Words that deny what follows them in their stretch of the sentence ("doesn't" is read as
    /// "doesn" and "t").
    static let negationWords: Set<String> = ["not", "no", "never", "t", "cannot", "none", "nothing", "neither", "nor", "without", "nobody", "nowhere"]

    /// Words that start a new stretch of a sentence, so a negation before them does not reach past them.
    static let clauseWords: Set<String> = ["and", "but", "so", "because", "since", "while", "whereas", "although", "though", "which", "then", "or"]

    static let articles: Set<String> = ["a", "an", "the"]

    /// Words that never follow an article in a sentence.
    static let functionWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "is", "are", "was", "were", "be", "to", "of", "in", "on", "for", "with",
        "by", "from", "into", "it", "they", "that", "which", "so", "because", "can", "must", "should", "will", "does",
        "do", "not", "as", "at", "than", "then", "if", "when", "its", "their",
    ]

    private static let endings = ["s", "es", "d", "ed", "ing", "er", "ers", "ly"]

    package static func matches(_ word: String, pattern: String) -> Bool {
        if pattern.hasSuffix("*") {
            let stem = pattern.dropLast()
            return !stem.isEmpty && word.hasPrefix(stem)
        }
        if word == pattern { return true }
        guard word.hasPrefix(pattern) else { return false }
        return endings.contains(String(word.dropFirst(pattern.count)))
    }
}
