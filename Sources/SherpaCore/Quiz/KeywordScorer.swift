import Foundation

/// Scores a written answer by looking for the question's indicator terms. This is a keyword
/// check, not an understanding of the answer, and sherpa says so whenever it shows the result.
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
        let words = self.words(answer)
        var covered: [QuizIndicator] = []
        var missed: [QuizIndicator] = []
        for indicator in indicators {
            if indicator.spellings.contains(where: { contains(words, phrase: self.words($0, keepStars: true)) }) {
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

    static func contains(_ words: [String], phrase: [String]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= words.count else { return false }
        for start in 0...(words.count - phrase.count) {
            if phrase.indices.allSatisfy({ matches(words[start + $0], pattern: phrase[$0]) }) { return true }
        }
        return false
    }

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
