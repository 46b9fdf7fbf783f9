import Foundation

extension KeywordScorer {
    /// One sentence of an answer as words, with the places where a new stretch begins: after a
    /// comma, colon or bracket, and at a clause word such as "and" or "because".
    struct Sentence {
        var words: [String] = []
        var stretchStarts: Set<Int> = [0]

        init(_ text: String) {
            var current = ""
            for character in text.lowercased() {
                if character.isLetter || character.isNumber {
                    current.append(character)
                    continue
                }
                if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                if ",:()".contains(character) { stretchStarts.insert(words.count) }
            }
            if !current.isEmpty { words.append(current) }
            for (index, word) in words.enumerated() where KeywordScorer.clauseWords.contains(word) {
                stretchStarts.insert(index)
            }
        }

        /// False for word salad: an article followed by another function word, or ending the sentence.
        var isShaped: Bool {
            !words.indices.contains { index in
                KeywordScorer.articles.contains(words[index])
                    && (index + 1 == words.count || KeywordScorer.functionWords.contains(words[index + 1]))
            }
        }

        /// Whether the sentence states the indicator's relation, undenied.
        func states(_ indicator: QuizIndicator, rubricWords: [[String]]) -> Bool {
            let taken = Set(rubricWords.flatMap { KeywordScorer.occurrences(of: $0, in: words).flatMap { Array($0) } })
            let ideas = spans(indicator.spellings)
            let abouts = spans(indicator.about)
            let links = spans(indicator.links ?? KeywordScorer.defaultLinks).filter { taken.isDisjoint(with: $0) }
            for about in abouts {
                for idea in ideas where !idea.overlaps(about) {
                    let (first, second) = about.lowerBound < idea.lowerBound ? (about, idea) : (idea, about)
                    for link in links where link.lowerBound >= first.upperBound && link.upperBound <= second.lowerBound
                        && link.lowerBound - first.upperBound <= KeywordScorer.maximumGap
                        && second.lowerBound - link.upperBound <= KeywordScorer.maximumGap {
                        if !isDenied(first, link, second) { return true }
                    }
                }
            }
            return false
        }

        private func spans(_ spellings: [String]) -> [Range<Int>] {
            spellings.flatMap { KeywordScorer.occurrences(of: KeywordScorer.words($0, keepStars: true), in: words) }
        }

        /// A negation word outside the relation's own spellings, from the start of its stretch to its end.
        private func isDenied(_ first: Range<Int>, _ link: Range<Int>, _ second: Range<Int>) -> Bool {
            let start = stretchStarts.filter { $0 <= first.lowerBound }.max() ?? 0
            return (start..<second.upperBound).contains { index in
                !first.contains(index) && !link.contains(index) && !second.contains(index)
                    && KeywordScorer.negationWords.contains(words[index])
            }
        }
    }
}
