/// The name someone most likely meant when they mistyped one: a command, an option or a section.
/// Close means few single-character edits (Levenshtein distance), so `chek` finds `check` and
/// `--jsn` finds `--json`, while a word unlike every name finds nothing rather than a guess.
package enum SpellingSuggestion {
    /// The candidate closest to `word`, or nil when none is close enough to be a likely typo.
    package static func nearest(to word: String, among candidates: [String]) -> String? {
        let typed = word.lowercased()
        // One edit in four characters, at least one and at most three: beyond that a "did you
        // mean" reads as a wild guess.
        let allowed = min(3, max(1, typed.count / 4))
        let scored = candidates.map { (name: $0, distance: distance(typed, $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance > 0, best.distance <= allowed else { return nil }
        return best.name
    }

    /// The number of insertions, deletions, substitutions and swaps of two neighbouring
    /// characters that turn `a` into `b` (optimal string alignment): a swap is the commonest typo,
    /// so `zhs` is one edit from `zsh`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
