import Foundation

/// Scores a written answer by looking for the question's indicator terms used in a sentence. This is
/// a check of wording, not an understanding of the answer, and sherpa says so whenever it shows the result.
///
/// A term counts only where the answer ties it into a sentence: its clause (clauses end at `.`,
/// `;`, `!`, `?` or a line break) also holds a word that relates things, such as "a", "the", "so",
/// "because", "through", "is" or "can", outside the words of every term. A bare list of terms ("repository cache protocol") relates
/// nothing and scores 0, while "the repository keeps a cache" covers both of its terms. An answer
/// that is one term and nothing else names one thing, as a "name the layer" question asks, and counts.
///
/// Matching rules: case and punctuation are ignored (`private(set)` matches "private set"),
/// a term of several words must appear as consecutive words, a word also matches with a plain
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

    package static func score(_ answer: String, indicators: [QuizIndicator], required: Int) -> Score {
        let allPhrases = indicators.flatMap(\.spellings).map { words($0, keepStars: true) }
        let relating = clauses(answer).map { words($0) }.filter { relates($0, apartFrom: allPhrases) }
        let whole = words(answer)
        var covered: [QuizIndicator] = []
        var missed: [QuizIndicator] = []
        for indicator in indicators {
            let phrases = indicator.spellings.map { words($0, keepStars: true) }
            let used = relating.contains { clause in phrases.contains { !occurrences(of: $0, in: clause).isEmpty } }
            if used || isSingleName(whole, phrases: phrases) {
                covered.append(indicator)
            } else {
                missed.append(indicator)
            }
        }
        return Score(covered: covered, missed: missed, required: required)
    }

    /// Lower-cased words; everything that is not a letter or digit separates words.
    static func words(_ text: String, keepStars: Bool = false) -> [String] {
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

    /// The answer cut where a sentence or a clause ends, so a relating word in one sentence does not
    /// vouch for a term in the next.
    static func clauses(_ text: String) -> [String] {
        text.split(whereSeparator: { ".;!?\n".contains($0) }).map(String.init)
    }

    /// Whether the clause relates what it names: it holds a relating word outside every indicator's
    /// spelling. The words of a spelling do not count, so a list of terms such as "path as data,
    /// pop to root" relates nothing.
    static func relates(_ clause: [String], apartFrom phrases: [[String]]) -> Bool {
        let inTerms = Set(phrases.flatMap { occurrences(of: $0, in: clause).flatMap { Array($0) } })
        return clause.indices.contains { !inTerms.contains($0) && relatingWords.contains(clause[$0]) }
    }

    /// An answer that is one of the spellings and nothing else names a single thing, as "Name the
    /// layer" asks; it is not a list of terms.
    static func isSingleName(_ answer: [String], phrases: [[String]]) -> Bool {
        phrases.contains { $0.count == answer.count && !occurrences(of: $0, in: answer).isEmpty }
    }

    private static func occurrences(of phrase: [String], in words: [String]) -> [Range<Int>] {
        guard !phrase.isEmpty, phrase.count <= words.count else { return [] }
        return (0...(words.count - phrase.count)).filter { start in
            phrase.indices.allSatisfy { matches(words[start + $0], pattern: phrase[$0]) }
        }.map { $0..<($0 + phrase.count) }
    }

    /// Words that tie a term to the rest of a sentence: articles, pronouns, prepositions, conjunctions
    /// and auxiliary verbs. None of them is a term an answer is scored on.
    static let relatingWords: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "its", "it", "they", "them", "their", "there",
        "one", "each", "every", "any", "all", "both", "no", "not", "nor", "never", "only", "own", "same", "other",
        "and", "or", "but", "so", "because", "since", "as", "if", "when", "while", "until", "unless", "than", "then",
        "instead", "without", "with", "within", "through", "by", "from", "into", "onto", "to", "of", "for", "on", "in",
        "at", "about", "over", "under", "after", "before", "between", "against", "via", "per",
        "is", "are", "was", "were", "be", "been", "being", "can", "cannot", "could", "would", "should", "must", "may",
        "might", "will", "do", "does", "did", "has", "have", "had",
        "who", "which", "what", "whose", "where", "why", "how",
        "i", "you", "we", "us", "our", "your", "my", "itself", "themselves",
        "more", "less", "also", "even", "still", "too", "just",
    ]

    private static let endings = ["s", "es", "d", "ed", "ing", "er", "ers", "ly"]

    static func matches(_ word: String, pattern: String) -> Bool {
        if pattern.hasSuffix("*") {
            let stem = pattern.dropLast()
            return !stem.isEmpty && word.hasPrefix(stem)
        }
        if word == pattern { return true }
        guard word.hasPrefix(pattern) else { return false }
        return endings.contains(String(word.dropFirst(pattern.count)))
    }
}
