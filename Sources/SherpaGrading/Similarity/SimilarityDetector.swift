import Foundation
import SherpaCore
import SherpaRunner

/// Finds pairs of hand-ins whose code is suspiciously alike, and hand-ins close to the reference
/// solution, by winnowing fingerprints (see `Winnowing`) over normalised tokens: names, numbers and
/// string texts become placeholders and comments are gone, so renaming things or rewriting
/// comments changes nothing. Every k-gram that occurs in the starter is removed first, because
/// everyone began from it. The result points a person at code worth reading side by side; it never
/// decides anything. `docs/similarity.md` explains the method and the chosen sizes.
package struct SimilarityDetector: Sendable {
    /// Tokens per k-gram: shorter shared runs are noise.
    package var kgram: Int
    /// K-grams per winnowing window: shared runs of `kgram + window - 1` tokens are always seen.
    package var window: Int
    /// Pairs whose similarity reaches this figure are reported.
    package var threshold: Double
    /// A fingerprint in more hand-ins than this is the way everyone writes it, not a copy (as
    /// MOSS's `-m` option): it is ignored.
    var commonLimit: Int

    package init(kgram: Int = 15, window: Int = 10, threshold: Double = 0.3, commonLimit: Int = 10) {
        self.kgram = max(1, kgram)
        self.window = max(1, window)
        self.threshold = threshold
        self.commonLimit = max(2, commonLimit)
    }

    /// The pairs at or above the threshold, most alike first. `learners` maps each learner to the
    /// Swift files of their clean copy; `starter` is the section's starter, whose code is excluded.
    func pairs(_ learners: [String: [SourceFile]], starter: [SourceFile]) -> [SimilarityPair] {
        let winnowing = Winnowing(kgram: kgram, window: window)
        var excluded = Set(starter.flatMap { fingerprinted($0, winnowing).kgrams })
        let names = learners.keys.sorted()
        let files = names.map { name in
            learners[name, default: []].sorted { $0.path < $1.path }.map { fingerprinted($0, winnowing) }
        }
        var fingerprints = files.map { Self.fingerprints($0).subtracting(excluded) }
        var holders: [UInt64: [Int]] = [:]
        for (index, set) in fingerprints.enumerated() {
            for hash in set { holders[hash, default: []].append(index) }
        }
        let common = Set(holders.filter { $0.value.count > commonLimit }.keys)
        if !common.isEmpty {
            excluded.formUnion(common)
            fingerprints = fingerprints.map { $0.subtracting(common) }
        }
        var shared: [Int: [Int: Int]] = [:]
        for (hash, indices) in holders where indices.count > 1 && !common.contains(hash) {
            for (offset, left) in indices.enumerated() {
                for right in indices[(offset + 1)...] { shared[left, default: [:]][right, default: 0] += 1 }
            }
        }
        var result: [SimilarityPair] = []
        for (left, partners) in shared {
            for (right, count) in partners {
                let total = fingerprints[left].count + fingerprints[right].count
                let figure = Self.rounded(2 * Double(count) / Double(max(1, total)))
                guard figure >= threshold else { continue }
                result.append(SimilarityPair(
                    first: names[left], second: names[right], similarity: figure, sharedFingerprints: count,
                    firstShare: Self.rounded(Double(count) / Double(max(1, fingerprints[left].count))),
                    secondShare: Self.rounded(Double(count) / Double(max(1, fingerprints[right].count))),
                    longestFragment: longestFragment(files[left], files[right], shared: fingerprints[left].intersection(fingerprints[right]), excluded: excluded)
                ))
            }
        }
        return result.sorted { ($1.similarity, $0.first, $0.second) < ($0.similarity, $1.first, $1.second) }
    }

    /// The hand-ins whose likeness to the reference solution reaches the threshold, most alike
    /// first. The reference ships in every learner's clone, so it is compared with every hand-in as
    /// if it were one more learner: the starter's k-grams are set aside as for pairs. The common
    /// limit is not applied, because the more learners work from the reference, the more of it
    /// would count as the class's idiom and the fewer of them would be named.
    func referenceMatches(_ learners: [String: [SourceFile]], starter: [SourceFile], reference: [SourceFile]) -> [ReferenceMatch] {
        let winnowing = Winnowing(kgram: kgram, window: window)
        let excluded = Set(starter.flatMap { fingerprinted($0, winnowing).kgrams })
        let referenceFiles = reference.sorted { $0.path < $1.path }.map { fingerprinted($0, winnowing) }
        let referencePrints = Self.fingerprints(referenceFiles).subtracting(excluded)
        var result: [ReferenceMatch] = []
        for (learner, sources) in learners {
            let files = sources.sorted { $0.path < $1.path }.map { fingerprinted($0, winnowing) }
            let prints = Self.fingerprints(files).subtracting(excluded)
            let shared = prints.intersection(referencePrints)
            let figure = Self.rounded(2 * Double(shared.count) / Double(max(1, prints.count + referencePrints.count)))
            guard !shared.isEmpty, figure >= threshold else { continue }
            result.append(ReferenceMatch(
                learner: learner, similarity: figure, sharedFingerprints: shared.count,
                learnerShare: Self.rounded(Double(shared.count) / Double(max(1, prints.count))),
                longestFragment: longestFragment(files, referenceFiles, shared: shared, excluded: excluded)
            ))
        }
        return result.sorted { ($1.similarity, $0.learner) < ($0.similarity, $1.learner) }
    }

    /// The `.swift` files under `folder`, with paths relative to it. A file that cannot be read as
    /// UTF-8 is left out: a learner's copy has already been vetted by intake.
    static func sources(in folder: URL) -> [SourceFile] {
        let paths = (try? SourceTree.files(in: folder, extensions: ["swift"])) ?? []
        return paths.compactMap { path in
            (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)).map { SourceFile(path: path, text: $0) }
        }
    }

    /// What a token contributes to a fingerprint: its kind for names and literals, its spelling
    /// for keywords, attributes and punctuation, which carry the code's shape.
    static func normalised(_ token: SwiftToken) -> String {
        switch token.kind {
        case .identifier: "<name>"
        case .number: "<number>"
        case .string: "<string>"
        case .directive: token.text
        case .keyword, .attribute, .punctuation, .operator, .pound: token.text
        }
    }

    /// One file, ready for comparing: the line of every normalised token, every k-gram's hash, and
    /// the k-grams winnowing selected.
    struct FingerprintedFile {
        var path: String
        var lines: [Int]
        var kgrams: [UInt64]
        var selected: [Int]
    }

    /// The k-grams winnowing selected in any of one hand-in's files.
    static func fingerprints(_ files: [FingerprintedFile]) -> Set<UInt64> {
        Set(files.flatMap { file in file.selected.map { file.kgrams[$0] } })
    }

    func fingerprinted(_ file: SourceFile, _ winnowing: Winnowing) -> FingerprintedFile {
        let tokens = SwiftTokenizer.tokenize(file.text)
        let kgrams = winnowing.kgramHashes(tokens.map { Winnowing.hash(Self.normalised($0)) })
        return FingerprintedFile(path: file.path, lines: tokens.map(\.line), kgrams: kgrams, selected: winnowing.select(kgrams))
    }

    /// The longest run of consecutive k-grams both hand-ins contain, grown in both directions from
    /// every shared fingerprint and never through the starter's code.
    func longestFragment(_ left: [FingerprintedFile], _ right: [FingerprintedFile], shared: Set<UInt64>, excluded: Set<UInt64>) -> SimilarityPair.Fragment? {
        var places: [UInt64: [(file: Int, position: Int)]] = [:]
        for (fileIndex, file) in right.enumerated() {
            for (position, hash) in file.kgrams.enumerated() where shared.contains(hash) {
                places[hash, default: []].append((fileIndex, position))
            }
        }
        var best: (length: Int, leftFile: Int, leftStart: Int, rightFile: Int, rightStart: Int)?
        var seen = Set<[Int]>()
        for (leftIndex, file) in left.enumerated() {
            for position in file.selected where shared.contains(file.kgrams[position]) {
                for place in places[file.kgrams[position]] ?? [] {
                    let other = right[place.file].kgrams
                    var start = (left: position, right: place.position)
                    while start.left > 0, start.right > 0, file.kgrams[start.left - 1] == other[start.right - 1], !excluded.contains(other[start.right - 1]) {
                        start = (start.left - 1, start.right - 1)
                    }
                    guard seen.insert([leftIndex, start.left, place.file, start.right]).inserted else { continue }
                    var length = 1
                    while start.left + length < file.kgrams.count, start.right + length < other.count,
                          file.kgrams[start.left + length] == other[start.right + length], !excluded.contains(other[start.right + length]) {
                        length += 1
                    }
                    if length > best?.length ?? 0 {
                        best = (length, leftIndex, start.left, place.file, start.right)
                    }
                }
            }
        }
        guard let best else { return nil }
        let tokens = best.length + kgram - 1
        func place(_ file: FingerprintedFile, _ start: Int) -> SimilarityPair.Place {
            SimilarityPair.Place(path: file.path, firstLine: file.lines[start], lastLine: file.lines[start + tokens - 1])
        }
        return SimilarityPair.Fragment(tokens: tokens, inFirst: place(left[best.leftFile], best.leftStart), inSecond: place(right[best.rightFile], best.rightStart))
    }

    static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
